import { limits } from '#config';

/** A page number to show, or one of the two ellipses (distinct so they can serve as React keys). */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show (SPEC §2 "Breadcrumb and pagination"): every page when there are
 * 5 or fewer; otherwise 1-4 … last near the start, 1 … last 4 near the end, and
 * 1 … current-1..current+1 … last in the middle.
 */
export function paginationWindow(current: number, totalPages: number): PageItem[] {
  const last = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages)) : 0;
  if (last === 0) return [];
  if (last <= limits.paginationWindow) return Array.from({ length: last }, (_, index) => index + 1);

  // A stale or hand-edited ?page= must still give a sensible window.
  const page = Number.isFinite(current) ? Math.min(Math.max(Math.floor(current), 1), last) : 1;
  if (page <= 3) return [1, 2, 3, 4, 'ellipsis-end', last];
  if (page >= last - 2) return [1, 'ellipsis-start', last - 3, last - 2, last - 1, last];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', last];
}
