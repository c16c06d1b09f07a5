import {
  type JournalAction,
  type JournalEntityType,
  journalActions,
  journalEntityTypes,
} from './staff.ts';

/** The journal's labels in the back-office (French, as staff read them). */
export const journalActionLabels: Readonly<Record<JournalAction, string>> = {
  connexion: 'Connexion',
  connexion_echouee: 'Connexion échouée',
  deconnexion: 'Déconnexion',
  creation: 'Création',
  modification: 'Modification',
  suppression: 'Suppression',
  publication: 'Publication',
  depublication: 'Dépublication',
  restauration: 'Restauration',
  double_facteur_active: 'Double authentification activée',
  double_facteur_desactive: 'Double authentification désactivée',
  compte_desactive: 'Compte désactivé',
  compte_reactive: 'Compte réactivé',
  mot_de_passe_change: 'Mot de passe changé',
  mot_de_passe_reinitialise: 'Mot de passe réinitialisé',
  sessions_terminees: 'Sessions terminées',
  suppression_definitive: 'Suppression définitive',
  import_produits: 'Import CSV de produits',
  annulation_import: 'Import annulé',
};

export const journalEntityLabels: Readonly<Record<JournalEntityType, string>> = {
  article: 'Article',
  produit: 'Produit',
  categorie: 'Catégorie',
  image: 'Image',
  demande_contact: 'Demande de contact',
  compte: 'Compte',
  session: 'Session',
  parametres: 'Paramètres',
  synonyme: 'Synonyme de recherche',
  location: 'Location',
};

/** A stored action's label; an action this version does not know reads as itself. */
export function journalActionLabel(action: string): string {
  const known = journalActions.find((candidate) => candidate === action);
  return known ? journalActionLabels[known] : action;
}

/** A stored entity type's label; one this version does not know reads as itself. */
export function journalEntityLabel(entityType: string): string {
  const known = journalEntityTypes.find((candidate) => candidate === entityType);
  return known ? journalEntityLabels[known] : entityType;
}
