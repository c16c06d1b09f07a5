import { Hono } from 'hono';
import { normaliseTunisianPhone, rentalPhoneMessage } from '#domain/rental-phone.ts';
import {
  RentalDatesBody,
  RentalStaffCreateBody,
  RentalStatusBody,
} from '#domain/rentals.schema.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import type { Database } from '#server/db/connection.ts';
import {
  listRentals,
  rentalsOfDay,
  timelineBars,
} from '#server/db/repositories/rental-list.repository.ts';
import { unitsOfRentals } from '#server/db/repositories/rental-units.ts';
import {
  findRental,
  findRentalProduct,
  type RentalRow,
} from '#server/db/repositories/rentals.repository.ts';
import { type ApiEnv, journalActor, requireAuth } from '../plumbing/context.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import { readId, readJson, readQuery } from '../plumbing/validation.ts';
import { createRental } from './rental-create.ts';
import { rentableTerms, rentalNotFound } from './rental-errors.ts';
import { moveRentalDates } from './rental-move.ts';
import { changeRentalStatus } from './rental-status-change.ts';
import { rentalView } from './rental-views.ts';
import { checkWindow, RentalListParams, RentalWindowQuery } from './rentals-input.ts';
import { rentalPublicRoutes } from './rentals-public.routes.ts';

/** Reservations as the desk reads them, with their unit numbers (one query for all). */
async function views(db: Database, rows: readonly RentalRow[], today: string) {
  const units = await unitsOfRentals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => rentalView(row, units.get(row.id) ?? [], today));
}

function phoneFilter(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const phone = normaliseTunisianPhone(text);
  if (phone) return phone;
  throw new ApiError(
    400,
    'invalid_query',
    `Paramètre « telephone » invalide : ${rentalPhoneMessage}`,
    {
      fields: { telephone: rentalPhoneMessage },
    },
  );
}

/** Staff (both roles, issue 39): the rental desk. Mounted at /rentals after the public routes. */
const rentalStaffRoutes = new Hono<ApiEnv>()
  .get('/', requireAuth, async (c) => {
    const { telephone, ...query } = readQuery(c, RentalListParams);
    const { db } = c.var.deps;
    const page = await listRentals(db, { ...query, telephone: phoneFilter(telephone) });
    return c.json({ rows: await views(db, page.rows, tunisDay(new Date())), total: page.total });
  })
  .get('/today', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const jour = tunisDay(new Date());
    const day = await rentalsOfDay(db, jour);
    // One read of the units for the three lists (a reservation may stand in two of them).
    const all = await views(db, [...day.departs, ...day.retours, ...day.retards], jour);
    const ended = day.departs.length + day.retours.length;
    return c.json({
      jour,
      departs: all.slice(0, day.departs.length),
      retours: all.slice(day.departs.length, ended),
      retards: all.slice(ended),
    });
  })
  .get('/timeline', requireAuth, async (c) => {
    const { produit, du, au } = readQuery(c, RentalWindowQuery);
    checkWindow(du, au);
    const { db } = c.var.deps;
    const product = await findRentalProduct(db, produit);
    if (!product) throw notFound('Produit');
    const terms = rentableTerms(product.location);
    return c.json({
      produit: {
        id: product.id,
        titre: product.titre,
        unites: terms.unites,
        jours_tampon: terms.jours_tampon,
      },
      du,
      au,
      barres: await timelineBars(db, produit, du, au),
    });
  })
  .get('/:id', requireAuth, async (c) => {
    const { db } = c.var.deps;
    const row = await findRental(db, readId(c));
    if (!row) throw rentalNotFound();
    const [view] = await views(db, [row], tunisDay(new Date()));
    return c.json(view);
  })
  .post('/', requireAuth, async (c) => {
    const { statut, ...order } = await readJson(c, RentalStaffCreateBody);
    const { db, rentals } = c.var.deps;
    const actor = journalActor(c);
    const now = new Date();
    const { row, unites } = await createRental(
      db,
      rentals.settings,
      order,
      { source: 'bureau', statut, staffId: actor.actorId },
      actor,
      now,
    );
    return c.json(rentalView(row, unites, tunisDay(now)), 201);
  })
  .patch('/:id/status', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, RentalStatusBody);
    const now = new Date();
    const { row, unites } = await changeRentalStatus(c.var.deps.db, id, body, journalActor(c), now);
    return c.json(rentalView(row, unites, tunisDay(now)));
  })
  .patch('/:id/dates', requireAuth, async (c) => {
    const id = readId(c);
    const body = await readJson(c, RentalDatesBody);
    const now = new Date();
    const { db, rentals } = c.var.deps;
    const { row, unites } = await moveRentalDates(
      db,
      rentals.settings,
      id,
      body,
      journalActor(c),
      now,
    );
    return c.json(rentalView(row, unites, tunisDay(now)));
  });

/** The rentals' REST API (README "Rentals"): public routes first, then the desk's. */
export const rentalRoutes = new Hono<ApiEnv>()
  .route('/', rentalPublicRoutes)
  .route('/', rentalStaffRoutes);
