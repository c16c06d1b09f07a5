/** One page of a list as the pages receive it (docs/decisions/026): rows, count, where we are. */
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  /** At least 1: an empty list still has its (empty) first page. */
  totalPages: number;
}

/** How many pages `total` items fill, `pageSize` a page (never fewer than one). */
export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page the API answered, with its page count. */
export function toPage<T>(rows: T[], total: number, page: number, pageSize: number): Page<T> {
  return { rows, total, page, totalPages: totalPagesOf(total, pageSize) };
}

/** The page to show instead when `page` is past the end (e.g. its last row was deleted). */
export function lastPageIfBeyond(page: number, total: number, pageSize: number): number | null {
  const totalPages = totalPagesOf(total, pageSize);
  return page > totalPages ? totalPages : null;
}

/** A list's count line: "1 ligne", "3 éléments" (the plural is the noun plus "s"). */
export function countLabel(total: number, noun: string): string {
  return `${total} ${noun}${total > 1 ? 's' : ''}`;
}
