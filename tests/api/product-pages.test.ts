import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type CategoryRow, call, expectBody, expectError, Product, unique } from './client.ts';
import { createCategory, createProduct, productApiPerFile } from './fixtures.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let category: CategoryRow;

productApiPerFile('Fiches produits', (started) => {
  ({ api, token, category } = started);
});

const bySlug = (slug: string, asStaff = false) =>
  call(api, 'GET', `/crud/products/by-slug/${encodeURIComponent(slug)}`, {
    token: asStaff ? token : undefined,
  });
const newProduct = (fields: Record<string, string> = {}) => {
  const slug = `fiche-${unique()}`;
  return createProduct(api, token, {
    titre: `Fiche ${slug}`,
    slug,
    categorie_id: String(category.id),
    prix: '120',
    ...fields,
  });
};
const patch = (id: number, json: unknown) =>
  call(api, 'PATCH', `/crud/products/${id}`, { token, json });
const SitemapSlice = v.object({
  rows: v.array(v.object({ id: v.number(), slug: v.string(), modifie_le: v.string() })),
  last_id: v.number(),
});

describe('GET /crud/products/by-slug/{slug} (issue 37 §1)', () => {
  it('answers the product of its current slug to anyone', async () => {
    const product = await newProduct();
    const found = expectBody(await bySlug(product.slug), 200, Product);
    expect(found.id).toBe(product.id);
    expect(found.slug).toBe(product.slug);
  });

  it('resolves a former slug to the product, whose answer carries the current slug (the 301)', async () => {
    const product = await newProduct();
    const renamed = `${product.slug}-nouveau`;
    expectBody(await patch(product.id, { slug: renamed }), 200, Product);
    const found = expectBody(await bySlug(product.slug), 200, Product);
    expect(found).toMatchObject({ id: product.id, slug: renamed });
    // Renamed twice: both former slugs lead to the current one.
    const again = `${renamed}-encore`;
    expectBody(await patch(product.id, { slug: again }), 200, Product);
    expect(expectBody(await bySlug(product.slug), 200, Product).slug).toBe(again);
    expect(expectBody(await bySlug(renamed), 200, Product).slug).toBe(again);
  });

  it('hides an offline product from visitors (404) but shows it to staff', async () => {
    const product = await newProduct({ est_actif: 'false' });
    expectError(await bySlug(product.slug), 404, 'not_found');
    const staff = expectBody(await bySlug(product.slug, true), 200, Product);
    expect(staff).toMatchObject({ id: product.id, est_actif: false });
  });

  it('hides a product of an offline category, and of an offline parent category', async () => {
    const hidden = await createCategory(api, token, { nom: `Cachée ${unique()}` });
    const child = await createCategory(api, token, {
      nom: `Sous ${unique()}`,
      parent_id: hidden.id,
    });
    const own = await newProduct({ categorie_id: String(hidden.id) });
    const inChild = await newProduct({ categorie_id: String(child.id) });
    expectBody(await bySlug(own.slug), 200, Product);
    const off = await call(api, 'PATCH', `/crud/categories/${hidden.id}`, {
      token,
      json: { est_active: false },
    });
    expect(off.status).toBe(200);
    expectError(await bySlug(own.slug), 404, 'not_found');
    expectError(await bySlug(inChild.slug), 404, 'not_found');
    expect(expectBody(await bySlug(inChild.slug, true), 200, Product).id).toBe(inChild.id);
  });

  it('answers 404 in JSON for an unknown or absurd slug, never a 500', async () => {
    expectError(await bySlug(`inconnu-${unique()}`), 404, 'not_found');
    expectError(await bySlug('x'.repeat(500)), 404, 'not_found');
  });
});

describe('GET /crud/products/sitemap (issue 37 §1)', () => {
  it('lists visible products only, in id order, within the asked range', async () => {
    const shown = await newProduct();
    const offline = await newProduct({ est_actif: 'false' });
    const slice = expectBody(
      await call(api, 'GET', `/crud/products/sitemap?after=${shown.id - 1}`),
      200,
      SitemapSlice,
    );
    const ids = slice.rows.map((row) => row.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(offline.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(slice.last_id).toBeGreaterThanOrEqual(shown.id);
    const bounded = expectBody(
      await call(api, 'GET', `/crud/products/sitemap?after=0&upto=${shown.id - 1}&limit=1`),
      200,
      SitemapSlice,
    );
    expect(bounded.rows.length).toBeLessThanOrEqual(1);
    expect(bounded.rows.every((row) => row.id < shown.id)).toBe(true);
  });

  it('refuses a malformed range with 400 and a French message', async () => {
    const error = expectError(await call(api, 'GET', '/crud/products/sitemap?after=abc'), 400);
    expect(error.message).toMatch(/identifiant/);
  });
});
