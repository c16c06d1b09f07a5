import { Hono } from 'hono';
import * as v from 'valibot';
import { serverLimits } from '#config';
import {
  findProductBySlug,
  lastVisibleProductId,
  listSitemapProducts,
} from '#server/db/repositories/product-pages.repository.ts';
import { type ApiEnv, isAdmin } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { jsonBytes } from '../plumbing/json-bytes.ts';
import { readQuery } from '../plumbing/validation.ts';

const idText = (message: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

const SitemapQuery = v.object({
  after: v.optional(idText('doit être un identifiant numérique'), '0'),
  upto: v.optional(idText('doit être un identifiant numérique')),
  limit: v.optional(
    v.pipe(
      idText('doit être un entier positif'),
      v.minValue(1, 'doit être supérieur ou égal à 1'),
      v.transform((limit) => Math.min(limit, serverLimits.sitemapUrlsPerFile)),
    ),
    String(serverLimits.sitemapUrlsPerFile),
  ),
});

/**
 * Issue 37 §1, our extensions of SPEC §7 (mounted before `/:id`, which would take their first
 * segment for an id): the product of a page address, and the sitemap's slices.
 */
export const productPageRoutes = new Hono<ApiEnv>()
  // A product by its slug or a former one (the answer's `slug` is then the current one). Visitors
  // get visible products only (itself, its category and the parent online); staff every product.
  .get('/by-slug/:slug', async (c) => {
    const slug = c.req.param('slug');
    const product =
      slug.length > 0 && slug.length <= 200
        ? await findProductBySlug(c.var.deps.db, slug, !isAdmin(c))
        : null;
    if (!product) throw notFound('Produit');
    return jsonBytes(c, product);
  })
  // Visible products only, whoever asks: `{ rows: [{ id, slug, modifie_le }], last_id }`.
  .get('/sitemap', async (c) => {
    const query = readQuery(c, SitemapQuery);
    const db = c.var.deps.db;
    const [rows, lastId] = await Promise.all([
      listSitemapProducts(db, query),
      lastVisibleProductId(db),
    ]);
    return jsonBytes(c, { rows, last_id: lastId });
  });
