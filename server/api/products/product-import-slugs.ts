import { eq, inArray, like, or } from 'drizzle-orm';
import type { Database } from '#server/db/connection.ts';
import { products } from '#server/db/tables.ts';

const chunkSize = 1_000;

/** The table's slugs `base` and `base-…` (as uniqueSlug reads them). */
async function slugsOfBase(db: Database, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${escaped}-%`)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * A free slug for each base (SPEC: `base`, `base-2`…), free in the table and in the file (`used`):
 * one read for all bases; a base already taken (rare) reads its suffixed slugs on its own.
 */
export async function freeSlugs(
  db: Database,
  bases: string[],
  used: Set<string>,
): Promise<string[]> {
  const distinct = [...new Set(bases)];
  const taken = new Set<string>();
  for (let start = 0; start < distinct.length; start += chunkSize) {
    const chunk = distinct.slice(start, start + chunkSize);
    const rows = await db
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.slug, chunk));
    for (const row of rows) taken.add(row.slug);
  }
  const chosen: string[] = [];
  for (const base of bases) {
    let slug = base;
    if (taken.has(base) || used.has(base)) {
      const inTable = await slugsOfBase(db, base);
      for (let suffix = 2; inTable.has(slug) || used.has(slug); suffix += 1) {
        slug = `${base}-${suffix}`;
      }
    }
    used.add(slug);
    chosen.push(slug);
  }
  return chosen;
}
