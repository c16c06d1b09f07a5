/**
 * The desk's reads (issue 39): the filtered list (newest first), today's departures and returns,
 * and one product's units × days.
 */
import { and, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { RentalStatus } from '#domain/rental-status.ts';
import type { Database } from '../connection.ts';
import { rentals } from '../tables.ts';
import { countRows, type PageQuery, paginate } from './paginate.ts';

export interface RentalListFilter extends PageQuery {
  statut?: RentalStatus | undefined;
  produit?: number | undefined;
  boutique?: string | undefined;
  /** Reservations overlapping [du, au] (either bound alone: from / until that day). */
  du?: string | undefined;
  au?: string | undefined;
  /** Part of the reference or of the customer's name (accents and case ignored). */
  q?: string | undefined;
  /** Normalised `+216XXXXXXXX`. */
  telephone?: string | undefined;
}

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function listCondition(filter: RentalListFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.statut === undefined ? undefined : eq(rentals.statut, filter.statut),
    filter.produit === undefined ? undefined : eq(rentals.product_id, filter.produit),
    filter.boutique === undefined ? undefined : eq(rentals.boutique, filter.boutique),
    filter.au === undefined ? undefined : lte(rentals.debut, filter.au),
    filter.du === undefined ? undefined : gte(rentals.fin, filter.du),
    filter.telephone === undefined ? undefined : eq(rentals.telephone, filter.telephone),
    q
      ? or(
          sql`${rentals.reference} ilike ${likeEscaped(q)}`,
          sql`f_unaccent(lower(${rentals.nom})) like f_unaccent(lower(${likeEscaped(q)}))`,
        )
      : undefined,
  );
}

/** One page of reservations, newest first (rentals_cree_le_idx), and how many match. */
export async function listRentals(db: Database, filter: RentalListFilter) {
  const where = listCondition(filter);
  const ordered = db
    .select()
    .from(rentals)
    .where(where)
    .orderBy(desc(rentals.cree_le), desc(rentals.id))
    .$dynamic();
  return paginate(ordered, filter, countRows(db, rentals, where));
}

/** What the desk's day shows at most per group (a busy day is far below). */
const dayGroupLimit = 200;

/** Leaving on `today`, due back on `today`, and due back before it and not returned. */
export async function rentalsOfDay(db: Database, today: string) {
  const select = (where: SQL | undefined) =>
    db.select().from(rentals).where(where).orderBy(rentals.debut, rentals.id).limit(dayGroupLimit);
  const [departs, retours, retards] = await Promise.all([
    select(and(inArray(rentals.statut, ['demande', 'confirmee']), eq(rentals.debut, today))),
    select(and(eq(rentals.statut, 'en_cours'), eq(rentals.fin, today))),
    select(and(eq(rentals.statut, 'en_cours'), lt(rentals.fin, today))),
  ]);
  return { departs, retours, retards };
}

const Bars = v.object({
  rows: v.array(
    v.object({
      unite: v.number(),
      rental_id: v.number(),
      reference: v.string(),
      statut: v.picklist(['demande', 'confirmee', 'en_cours', 'retournee', 'annulee', 'expiree']),
      nom: v.string(),
      debut: v.string(),
      fin: v.string(),
      bloque_jusqu_au: v.string(),
    }),
  ),
});

/** One bar per unit row of the product blocking any day of [du, au], by unit then start. */
export async function timelineBars(db: Database, productId: number, du: string, au: string) {
  const result = await db.execute(sql`
    select ru.unite, r.id as rental_id, r.reference, r.statut, r.nom,
      r.debut::text as debut, r.fin::text as fin,
      (upper(ru.jours) - 1)::text as bloque_jusqu_au
    from rental_units ru join rentals r on r.id = ru.rental_id
    where ru.product_id = ${productId}::int
      and ru.jours && daterange(${du}::date, (${au}::date + 1))
    order by ru.unite, lower(ru.jours)`);
  return v.parse(Bars, result).rows;
}
