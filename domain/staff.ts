/**
 * Staff accounts and what each role may do (issue 23). Pure: the API enforces it, the back-office
 * hides what a role cannot do, both from these lists.
 * - administrateur: everything, including staff accounts and the journal;
 * - editeur: articles, products, categories, images, contact inbox.
 */
import * as v from 'valibot';

export const staffRoles = ['administrateur', 'editeur'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const StaffRoleSchema = v.picklist(staffRoles, 'doit valoir administrateur ou editeur');

export const staffRoleLabels: Readonly<Record<StaffRole, string>> = {
  administrateur: 'Administrateur',
  editeur: 'Éditeur',
};

/** How long a temporary password set by an administrator signs in (ASVS 5.0 §6.4.1). */
export const temporaryPasswordLifetimeMs = 72 * 3_600_000;

/** What the journal records (server/db/journal.tables.ts). */
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

/** One field's change in a journal line: long HTML as the words around its change (journal-changes.ts). */
export interface JournalChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** The signed-in person as the back-office needs them (the API's GET /auth/session). */
export interface StaffProfile {
  email: string;
  name: string;
  role: StaffRole;
  /** A temporary password: only "Changer mon mot de passe" is open until it is changed. */
  mustChangePassword: boolean;
  /** The site requires a second factor this account lacks: only "Double authentification" is open. */
  twoFactorEnrolmentRequired: boolean;
  /** The account signs in with a second factor (an administrator without one is nudged). */
  twoFactorEnabled: boolean;
}
