import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { characteristicKey } from '#domain/characteristics.ts';
import type { Database } from '../connection.ts';

/** Products of the category read for suggestions: the cost stays bounded in a large category. */
export const labelSampleSize = 300;
/** Suggestions answered at most. */
export const labelSuggestionsMax = 100;

const LabelRows = v.object({
  rows: v.array(v.object({ libelle: v.string(), uses: v.number() })),
});

/**
 * The characteristic labels already used in a category (issue 37 §2), most used first: read from
 * at most `labelSampleSize` of its products, walked in the `products_categorie_titre_idx` order.
 * Labels that differ only by case or accents are one, spelled as most products spell it.
 */
export async function characteristicLabels(db: Database, categoryId: number): Promise<string[]> {
  const result = await db.execute(sql`
    select entry->>'libelle' as libelle, count(*)::int as uses
    from (
      select caracteristiques from products
      where categorie_id = ${categoryId}
      order by titre_tri, id
      limit ${labelSampleSize}
    ) sample, jsonb_array_elements(sample.caracteristiques) entry
    where jsonb_typeof(entry->'libelle') = 'string'
    group by 1
    order by 2 desc, 1
  `);
  const rows = v.parse(LabelRows, result).rows;
  const byKey = new Map<string, { label: string; uses: number }>();
  for (const row of rows) {
    const key = characteristicKey(row.libelle);
    const known = byKey.get(key);
    if (known) known.uses += row.uses;
    else byKey.set(key, { label: row.libelle, uses: row.uses });
  }
  return [...byKey.values()]
    .sort((a, b) => b.uses - a.uses || a.label.localeCompare(b.label, 'fr'))
    .slice(0, labelSuggestionsMax)
    .map((entry) => entry.label);
}
