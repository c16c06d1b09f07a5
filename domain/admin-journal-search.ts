import * as v from 'valibot';
import { positiveIntParam } from './search-params.ts';
import { type AuditAction, type AuditEntityType, auditActions, auditEntityTypes } from './staff.ts';

/** The journal's labels in the back-office (French, as staff read them). */
export const auditActionLabels: Readonly<Record<AuditAction, string>> = {
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
};

export const auditEntityLabels: Readonly<Record<AuditEntityType, string>> = {
  article: 'Article',
  produit: 'Produit',
  categorie: 'Catégorie',
  image: 'Image',
  demande_contact: 'Demande de contact',
  compte: 'Compte',
  session: 'Session',
  parametres: 'Paramètres',
};

const Day = v.pipe(v.string(), v.isoDate());
const optionalFallback = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(v.optional(schema), undefined));

/** Typed search params of /dashboard/journal: an invalid value is dropped, not an error. */
export const AdminJournalSearchSchema = v.object({
  personne: optionalFallback(positiveIntParam(2_147_483_647)),
  entite: optionalFallback(v.picklist(auditEntityTypes)),
  action: optionalFallback(v.picklist(auditActions)),
  du: optionalFallback(Day),
  au: optionalFallback(Day),
  page: v.optional(v.fallback(positiveIntParam(100), 1), 1),
});
export type AdminJournalSearch = v.InferOutput<typeof AdminJournalSearchSchema>;

/** What the server function and the CSV export receive. */
export const AdminJournalQuerySchema = v.object({
  personne: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  entite: v.optional(v.picklist(auditEntityTypes)),
  action: v.optional(v.picklist(auditActions)),
  du: v.optional(Day),
  au: v.optional(Day),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
});
export type AdminJournalQuery = v.InferOutput<typeof AdminJournalQuerySchema>;
