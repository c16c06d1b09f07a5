/**
 * PUT /api/crud/{products|articles}/{id}/images (issue 24; our extension, SPEC §7 unchanged):
 * order, main image, alt texts and focal points. Staff only, checked before the body is read.
 */
import { Hono } from 'hono';
import { ImagesUpdateBodySchema } from '#domain/image-details.ts';
import { type ApiEnv, journalActor, requireAuth } from '../plumbing/context.ts';
import { readId, readJson } from '../plumbing/validation.ts';
import { putArticleImages, putProductImages } from './image-details-writes.ts';

export const productImageRoutes = new Hono<ApiEnv>().put('/:id/images', requireAuth, async (c) => {
  const id = readId(c);
  const body = await readJson(c, ImagesUpdateBodySchema);
  return c.json(await putProductImages(c.var.deps, id, body, journalActor(c)));
});

export const articleImageRoutes = new Hono<ApiEnv>().put('/:id/images', requireAuth, async (c) => {
  const id = readId(c);
  const body = await readJson(c, ImagesUpdateBodySchema);
  return c.json(await putArticleImages(c.var.deps, id, body, journalActor(c)));
});
