import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { RentalReceiptSchema, RentalViewSchema } from '#domain/rental-answers.schema.ts';
import type { RentalTerms } from '#domain/rental-terms.ts';
import { addDays, tunisDay } from '#domain/tunis-time.ts';
import { products } from '#server/db/tables.ts';
import { bedTerms as demoBed } from '#tests/shared/rental-terms.ts';
import { call } from './client.ts';
import { createCategory, createProduct } from './fixtures.ts';
import type { TestApi } from './harness.ts';

export { RentalReceiptSchema, RentalViewSchema };

/** A bed as the demo rents it: 25/day, 140/week, 450/month, min 7 days, 1 buffer day. */
export const bedTerms: RentalTerms = {
  ...demoBed,
  caution: 300,
  boutiques: ['centre-urbain-nord'],
};

/** Today in Tunis, and `n` days from it. */
export const today = () => tunisDay(new Date());
export const inDays = (n: number) => addDays(today(), n);

let made = 0;

/** A product with rental terms (written as the product form will), visible unless told. */
export async function createRentableProduct(
  api: TestApi,
  token: string,
  terms: RentalTerms | null,
  options: { visible?: boolean } = {},
): Promise<number> {
  made += 1;
  const category = await createCategory(api, token, { nom: `Location ${made} ${Date.now()}` });
  const product = await createProduct(api, token, {
    titre: `Lit médicalisé ${made}`,
    categorie_id: String(category.id),
    est_actif: options.visible === false ? 'false' : 'true',
  });
  await api.runtime.database.db
    .update(products)
    .set({ location: terms })
    .where(eq(products.id, product.id));
  return product.id;
}

/** A valid public request for `produit` (fields overridden by `extra`). */
export function requestBody(produit: number, extra: Record<string, unknown> = {}) {
  return {
    produit_id: produit,
    debut: inDays(2),
    fin: inDays(10),
    quantite: 1,
    nom: 'Amel Ben Salah',
    telephone: '98 750 750',
    retrait: 'boutique',
    boutique: 'centre-urbain-nord',
    consentement: true,
    ...extra,
  };
}

let octet = 0;
/** A fresh client address each call: the per-address throttle and cap start empty. */
export const freshAddress = () => {
  octet += 1;
  return `203.0.${Math.floor(octet / 250)}.${(octet % 250) + 1}`;
};

export const sendRequest = (
  api: TestApi,
  body: Record<string, unknown>,
  address: string = freshAddress(),
) =>
  call(api, 'POST', '/rentals/requests', { json: body, headers: { 'x-forwarded-for': address } });

const DayCounts = v.object({
  rows: v.array(v.object({ jour: v.string(), pris: v.number() })),
});

/**
 * The most units held on any day by a product, counted by SQL straight from rental_units (the
 * invariant: never above its units).
 */
export async function mostUnitsHeld(api: TestApi, productId: number): Promise<number> {
  const result = await api.runtime.database.db.execute(sql`
    select d::date::text as jour, count(ru.unite)::int as pris
    from generate_series(current_date - 1, current_date + 400, interval '1 day') d
    left join rental_units ru on ru.product_id = ${productId}::int and ru.jours @> d::date
    group by d order by pris desc limit 1`);
  return v.parse(DayCounts, result).rows[0]?.pris ?? 0;
}
