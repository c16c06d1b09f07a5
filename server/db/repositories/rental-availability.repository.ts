/**
 * What is free (issue 39): the unit rows blocking a product's window, counted per day by
 * domain/rental-availability.ts, and the rentable products visitors see with today's free units.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { BlockedRange } from '#domain/rental-availability.ts';
import { RentalTermsSchema } from '#domain/rental-terms.schema.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import type { Database } from '../connection.ts';
import { categories, products } from '../tables.ts';

const Window = v.object({
  rows: v.array(
    v.object({
      est_visible: v.boolean(),
      location: v.nullable(RentalTermsSchema),
      blocked: v.array(v.tuple([v.string(), v.string()])),
    }),
  ),
});

/** What the public availability answer needs of a product: whether visitors see it, its terms. */
export interface ProductWindow {
  est_visible: boolean;
  location: RentalTerms | null;
  /** Its unit rows blocking any day of the window. */
  blocked: BlockedRange[];
}

/**
 * A product and the unit rows blocking any day of [du, au], in one statement (a public read under
 * load: one round trip, not two); undefined for no such product. `&&` walks the exclusion
 * constraint's gist index on product, unit and days.
 */
export async function productWindow(
  db: Database,
  productId: number,
  du: string,
  au: string,
): Promise<ProductWindow | undefined> {
  const result = await db.execute(sql`
    select p.est_visible, p.location, coalesce((
      select json_agg(json_build_array(lower(ru.jours), upper(ru.jours))) from rental_units ru
      where ru.product_id = p.id and ru.jours && daterange(${du}::date, (${au}::date + 1))
    ), '[]'::json) as blocked
    from products p where p.id = ${productId}::int`);
  const [row] = v.parse(Window, result).rows;
  if (!row) return undefined;
  const blocked = row.blocked.map(([from, until]) => ({ from, until }));
  return { est_visible: row.est_visible, location: row.location, blocked };
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
