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

// Apart, so the journal's route search reads them without this file's valibot (docs/decisions/034).
export {
  type JournalAction,
  type JournalEntityType,
  journalActions,
  journalEntityTypes,
} from './journal-kinds.ts';

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
