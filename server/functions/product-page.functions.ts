import { notFound, redirect } from '@tanstack/react-router';
import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { impossibleSlug } from '#domain/page-slug.ts';
import { isHttpError } from '../client/http-error.ts';
import { getProductBySlug } from '../client/products.client.ts';
import { loadProductPage, productPreviewBanner, staffProduct } from './product-page.server.ts';
import { publicClient, sessionClient } from './session.server.ts';

/**
 * Issue 37 §1 `/produits/<slug>`: the visible product (404 when unknown, offline or in an offline
 * category), a 301 to its current slug when the address holds a former one, and for signed-in
 * staff an offline product with `preview` (the banner's text; the page is then `noindex`).
 */
export const getProductPage = createServerFn({ method: 'GET' })
  // Any text: whatever the address holds, the answer is the product or its not-found page.
  .validator(v.object({ slug: v.string() }))
  .handler(async ({ data }) => {
    if (impossibleSlug(data.slug)) throw notFound();
    let product = null;
    try {
      product = await getProductBySlug(publicClient(), data.slug);
    } catch (error) {
      if (!isHttpError(error, 404)) throw error;
    }
    const preview = product ? null : await staffProduct(data.slug);
    const found = product ?? preview;
    if (!found) throw notFound();
    if (found.slug !== data.slug) {
      throw redirect({ to: '/produits/$slug', params: { slug: found.slug }, statusCode: 301 });
    }
    const page = preview
      ? await loadProductPage(sessionClient(), preview, true)
      : await loadProductPage(publicClient(), found, false);
    return { ...page, preview: preview ? productPreviewBanner(preview) : null };
  });
