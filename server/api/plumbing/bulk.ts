import { ApiError } from './errors.ts';

/**
 * A bulk action (issue 24) is all or nothing: when one of its ids does not exist, it answers 404
 * naming them (`missing`, for the UI to switch on) and its transaction changes nothing.
 */
export function assertAllFound(
  ids: readonly number[],
  found: ReadonlySet<number>,
  what: { one: string; many: string },
): void {
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const named = missing.length === 1 ? `${what.one} introuvable` : `${what.many} introuvables`;
  throw new ApiError(
    404,
    'not_found',
    `${named} : ${missing.join(', ')}. Aucune modification n’a été faite.`,
    { details: { missing } },
  );
}

/** Sorts a bulk action's ids into those it changes and those already as asked. */
export function splitByTarget<T extends { id: number }>(
  rows: readonly T[],
  alreadyThere: (row: T) => boolean,
): { changing: T[]; unchanged: number[] } {
  const changing: T[] = [];
  const unchanged: number[] = [];
  for (const row of rows) {
    if (alreadyThere(row)) unchanged.push(row.id);
    else changing.push(row);
  }
  return { changing, unchanged };
}
