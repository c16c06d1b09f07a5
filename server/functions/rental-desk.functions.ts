import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { IdSchema } from '#domain/id.schema.ts';
import { toPage } from '#domain/list-page.ts';
import type { RentalToday } from '#domain/rental-answers.schema.ts';
import { timelineWindow } from '#domain/rental-timeline.ts';
import {
  RentalDatesBody,
  RentalStaffCreateBody,
  RentalStatusBody,
} from '#domain/rentals.schema.ts';
import { AdminRentalQuerySchema } from '#domain/search-queries.schema.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import { getEnv } from '#env';
import { log } from '#server/log/logger.ts';
import { isHttpError } from '../client/http-error.ts';
import {
  changeRentalStatus,
  createRental,
  getRental,
  getRentalsToday,
  getRentalTimeline,
  listRentableProducts,
  listRentals,
  moveRental,
} from '../client/rentals.client.ts';
import type { RestClient } from '../client/rest-client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** A customer's earlier rentals shown beside a reservation (the newest first). */
const historyLimit = 20;

/** The rentable products (their terms too: the new reservation's price), by title. */
async function rentableProducts(client: RestClient) {
  const { rows } = await listRentableProducts(client);
  return rows
    .map(({ id, titre, location }) => ({ id, titre, location }))
    .sort((a, b) => a.titre.localeCompare(b.titre, 'fr'));
}
export type DeskProduct = Awaited<ReturnType<typeof rentableProducts>>[number];

/**
 * Today's departures and returns; null when they cannot be read (the page around them still
 * shows, as the dashboard's "À faire"); an ended session still signs out.
 */
async function readToday(client: RestClient): Promise<RentalToday | null> {
  try {
    return await getRentalsToday(client);
  } catch (error) {
    if (isHttpError(error, 401)) throw error;
    log().error({ event: 'rentals.today-failed', err: error }, 'rentals of the day unavailable');
    return null;
  }
}

/** /dashboard/locations: one page of reservations, the day at the top, the products to filter by. */
export const listDeskRentals = createServerFn({ method: 'GET' })
  .validator(AdminRentalQuerySchema)
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const client = sessionClient();
      const limit = limits.dashboardPageSize;
      const { page, telephone, ...filters } = data;
      const [list, today, products] = await Promise.all([
        listRentals(client, { ...filters, telephone: telephone || undefined, page, limit }),
        readToday(client),
        rentableProducts(client),
      ]);
      return { list: toPage(list.rows, list.total, page, limit), today, products };
    }),
  );

/** The dashboard home's « Locations du jour »: null when they cannot be read. */
export const getDeskToday = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => readToday(sessionClient())),
);

/** One reservation and the customer's other rentals (found by their phone number). */
export const getDeskRental = createServerFn({ method: 'GET' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const client = sessionClient();
      const rental = await getRental(client, data.id);
      const history = await listRentals(client, {
        telephone: rental.telephone,
        limit: historyLimit,
      });
      return { rental, history: history.rows.filter((row) => row.id !== rental.id) };
    }),
  );

/** The new reservation's form: the products and their terms, today and the longest rental. */
export const getDeskProducts = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(async () => ({
    products: await rentableProducts(sessionClient()),
    rules: { today: tunisDay(Date.now()), maxDays: getEnv().RENTAL_MAX_DAYS },
  })),
);

/** /dashboard/locations/planning: one product's units × days over the window from `du`. */
export const getDeskTimeline = createServerFn({ method: 'GET' })
  .validator(
    v.object({ produit: v.optional(IdSchema), du: v.optional(v.pipe(v.string(), v.isoDate())) }),
  )
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const client = sessionClient();
      const products = await rentableProducts(client);
      const window = timelineWindow(data.du ?? tunisDay(Date.now()));
      const produit = products.find((product) => product.id === data.produit) ?? products[0];
      const timeline = produit
        ? await getRentalTimeline(client, { produit: produit.id, du: window.du, au: window.au })
        : null;
      return { products: products.map(({ id, titre }) => ({ id, titre })), window, timeline };
    }),
  );

/** « Nouvelle réservation »: a rental taken by phone (the API checks and prices it). */
export const createDeskRental = createServerFn({ method: 'POST' })
  .validator(RentalStaffCreateBody)
  .handler(({ data }) => actOrSignIn(() => createRental(sessionClient(), data)));

/** A status button, or its undo (`annuler: true` with the status it left). */
export const changeDeskRentalStatus = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, change: RentalStatusBody }))
  .handler(({ data }) =>
    actOrSignIn(() => changeRentalStatus(sessionClient(), data.id, data.change)),
  );

/** « Déplacer les dates »: the API re-checks the units (409 when they are not free). */
export const moveDeskRental = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, dates: RentalDatesBody }))
  .handler(({ data }) => actOrSignIn(() => moveRental(sessionClient(), data.id, data.dates)));
