import { Hono } from 'hono';
import { parseVariantWidth } from '#server/storage/image-variants.ts';
import type { ApiEnv } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';

/**
 * GET/HEAD /images/{path}[?w=320|480|640|960|1280]: stored names never change, so they are
 * cached for a year; `w` asks for a narrower copy (server/storage/image-variants.ts).
 */
export const imageRoutes = new Hono<ApiEnv>().get('/*', async (c) => {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path.replace(/^.*?\/images\//, ''));
  } catch {
    // A malformed percent-encoding (e.g. "%E0%A4%A") names no stored image.
    throw notFound('Image');
  }
  const width = parseVariantWidth(c.req.query('w'));
  const image = await c.var.deps.imageVariants.get(path, width);
  if (!image) throw notFound('Image');
  const headers = {
    'Content-Type': image.contentType,
    'Content-Length': String(image.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Last-Modified': image.modifiedAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    // Public images: another site may show them (a site instance whose API is this server, API_BASE_URL).
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(image.body), 200, headers);
});
