import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../connection.ts';

interface SluggedTable {
  table: PgTable;
  id: PgColumn;
  slug: PgColumn;
}

/** The first free slug among `base`, `base-2`, `base-3`… (SPEC: slugs unique, suffix on collision). */
export async function uniqueSlug(
  db: Database,
  target: SluggedTable,
  base: string,
  excludeId?: number,
): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const sameBase: SQL | undefined = or(eq(target.slug, base), like(target.slug, `${escaped}-%`));
  const where = excludeId === undefined ? sameBase : and(sameBase, ne(target.id, excludeId));
  const rows = await db.select({ slug: target.slug }).from(target.table).where(where);
  const taken = new Set(rows.map((row) => String(row.slug)));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
