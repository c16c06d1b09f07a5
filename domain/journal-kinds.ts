/**
 * What the journal records, as the API stores it (server/db/journal.tables.ts): re-exported by
 * staff.ts; apart from it so the journal's route search imports no valibot (docs/decisions/034).
 */
export const journalEntityTypes = [
  'article',
  'produit',
  'categorie',
  'image',
  'demande_contact',
  'compte',
  'session',
  /** Site-wide settings (the "two-factor required" switch of /settings/security). */
  'parametres',
  /** A search synonym rule (issue 37 §3, « Synonymes de recherche »). */
  'synonyme',
  /** A rental reservation (issue 39): its creation, each status change, its dates moved. */
  'location',
] as const;
export type JournalEntityType = (typeof journalEntityTypes)[number];

export const journalActions = [
  'connexion',
  'connexion_echouee',
  'deconnexion',
  'creation',
  'modification',
  'suppression',
  'publication',
  'depublication',
  'restauration',
  'double_facteur_active',
  'double_facteur_desactive',
  'compte_desactive',
  'compte_reactive',
  'mot_de_passe_change',
  'mot_de_passe_reinitialise',
  'sessions_terminees',
  /** Out of the Corbeille for good: "Supprimer définitivement" or the 30-day purge (no actor). */
  'suppression_definitive',
  /** A products CSV import (one line for the import, besides one per product it wrote). */
  'import_produits',
  /** "Annuler cet import": its products restored or removed (issue 36 §5). */
  'annulation_import',
] as const;
export type JournalAction = (typeof journalActions)[number];
