/**
 * What is free (issue 39): the unit rows blocking a product's window, counted per day by
 * domain/rental-availability.ts, and the rentable products visitors see with today's free units.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { BlockedRange } from '#domain/rental-availability.ts';
import type { Database } from '../connection.ts';
import { categories, products } from '../tables.ts';

const Ranges = v.object({ rows: v.array(v.object({ from: v.string(), until: v.string() })) });

/**
 * The unit rows of a product blocking any day of [du, au] (`&&` walks the exclusion constraint's
 * gist index on product, unit and days).
 */
export async function blockedRanges(
  db: Database,
  productId: number,
  du: string,
  au: string,
): Promise<BlockedRange[]> {
  const result = await db.execute(sql`
    select lower(jours)::text as "from", upper(jours)::text as "until" from rental_units
    where product_id = ${productId}::int
      and jours && daterange(${du}::date, (${au}::date + 1))`);
  return v.parse(Ranges, result).rows;
}

/** Units of a product blocked on `day` (a subquery of the catalogue's row). */
const blockedOn = (day: string) => sql<number>`(
  select count(*)::int from rental_units ru
  where ru.product_id = ${products.id} and ru.jours @> ${day}::date)`;

/**
 * The products rented out that visitors see, in French title order (products_location_idx), with
 * the units free on `today`.
 */
export async function listRentableProducts(db: Database, today: string) {
  const rows = await db
    .select({
      id: products.id,
      titre: products.titre,
      slug: products.slug,
      image: products.image,
      image_miniature: products.image_miniature,
      categorie_nom: categories.nom,
      location: products.location,
      bloquees: blockedOn(today).mapWith(Number),
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categorie_id))
    .where(and(isNotNull(products.location), eq(products.est_visible, true)))
    .orderBy(asc(products.titre_tri), asc(products.id));
  return rows.flatMap(({ location, bloquees, ...row }) =>
    location
      ? [{ ...row, location, libres_aujourdhui: Math.max(0, location.unites - bloquees) }]
      : [],
  );
}
