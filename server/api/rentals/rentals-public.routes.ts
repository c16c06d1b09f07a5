import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { freeUnitsPerDay } from '#domain/rental-availability.ts';
import { RentalRequestBody, rentalMessages } from '#domain/rentals.schema.ts';
import { tunisDay } from '#domain/tunis-time.ts';
import {
  listRentableProducts,
  productWindow,
} from '#server/db/repositories/rental-availability.repository.ts';
import { findRentalProduct } from '#server/db/repositories/rentals.repository.ts';
import { type ApiContext, type ApiEnv, clientAddress, journalActor } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { checkFormRate } from '../plumbing/form-rate.ts';
import { readJson, readQuery } from '../plumbing/validation.ts';
import { createRental } from './rental-create.ts';
import { rentableTerms } from './rental-errors.ts';
import { decoyReceipt, rentalReceipt } from './rental-views.ts';
import { checkWindow, RentalWindowQuery } from './rentals-input.ts';

/**
 * The requester's address as a keyed hash (docs/decisions/037): the per-address cap counts by
 * it, and the address itself is never stored.
 */
const originOf = (c: ApiContext) =>
  createHmac('sha256', c.var.deps.config.jwtSecret)
    .update(`rental-origin:${clientAddress(c)}`)
    .digest('base64url');

const productNotFound = () => new ApiError(404, 'not_found', rentalMessages.introuvable);

/** Public (issue 39): the catalogue, a product's free units per day, a visitor's request. */
export const rentalPublicRoutes = new Hono<ApiEnv>()
  .get('/catalogue', async (c) => {
    const rows = await listRentableProducts(c.var.deps.db, tunisDay(new Date()));
    return c.json({ rows });
  })
  .get('/availability', async (c) => {
    const { produit, du, au } = readQuery(c, RentalWindowQuery);
    checkWindow(du, au);
    const product = await productWindow(c.var.deps.db, produit, du, au);
    if (!product?.est_visible) throw productNotFound();
    const terms = rentableTerms(product.location);
    return c.json({
      produit_id: produit,
      du,
      au,
      unites: terms.unites,
      location: terms,
      jours: freeUnitsPerDay(terms.unites, du, au, product.blocked),
    });
  })
  .post('/requests', async (c) => {
    await checkFormRate(c, c.var.deps.rentals.throttle);
    const { consentement: _, site_web: honeypot, ...order } = await readJson(c, RentalRequestBody);
    const now = new Date();
    if (honeypot?.trim()) {
      // A bot filled the field people never see: told "sent", nothing stored.
      const product = await findRentalProduct(c.var.deps.db, order.produit_id);
      return c.json(decoyReceipt(order, product, Number(tunisDay(now).slice(0, 4))), 201);
    }
    const { deps } = c.var;
    const { row } = await createRental(
      deps.db,
      deps.rentals.settings,
      order,
      { source: 'site', origine: originOf(c) },
      journalActor(c),
      now,
    );
    // Stored first; the e-mail leaves after, and the visitor does not wait for it (never throws).
    void deps.rentals.notify?.(row);
    return c.json(rentalReceipt(row), 201);
  });
