/**
 * What each role may open in the back-office (issue 23): staff accounts (/dashboard/equipe) and
 * the journal (/dashboard/journal) are the administrators'. Apart from staff.ts: the routes'
 * loaders ask it, and they are in every page's entry chunk; staff.ts's lists are not.
 */
import type { StaffRole } from './staff.ts';

export const canManageStaff = (role: StaffRole): boolean => role === 'administrateur';
export const canReadJournal = (role: StaffRole): boolean => role === 'administrateur';
/** « Statistiques » (issue 38): administrators and éditeurs, who run the catalogue and the news. */
export const canReadStats = (role: StaffRole): boolean =>
  role === 'administrateur' || role === 'editeur';
