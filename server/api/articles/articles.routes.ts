import { Hono } from 'hono';
import { ArticleBulkBodySchema } from '#domain/bulk-actions.schema.ts';
import { findArticle, listArticles } from '#server/db/repositories/articles.repository.ts';
import { processUploads } from '#server/storage/image-processing.ts';
import { recordImageLines } from '../journal/journal-lines.ts';
import { type ApiEnv, isAdmin, journalActor, requireAuth } from '../plumbing/context.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import { jsonBytes } from '../plumbing/json-bytes.ts';
import { readMultipart } from '../plumbing/multipart.ts';
import { parseWith, readId, readJson, readQuery } from '../plumbing/validation.ts';
import { bulkArticles } from './article-bulk.ts';
import {
  ArticleCreateBody,
  ArticleListQuery,
  ArticleUpdateBody,
  ArticleUploadForm,
} from './article-input.ts';
import { createArticle, editArticle, removeArticle } from './article-writes.ts';

export const articleRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const { programme_avant, ...query } = readQuery(c, ArticleListQuery);
    const onlyPublished = !isAdmin(c);
    return jsonBytes(
      c,
      await listArticles(c.var.deps.db, {
        ...query,
        onlyPublished,
        scheduledBefore: programme_avant,
      }),
    );
  })
  .get('/slug/:slug', async (c) => {
    const article = await findArticle(
      c.var.deps.db,
      { slug: c.req.param('slug').slice(0, 200) },
      !isAdmin(c),
    );
    if (!article) throw notFound('Article');
    return c.json(article);
  })
  .get('/:id', async (c) => {
    const article = await findArticle(c.var.deps.db, { id: readId(c) }, !isAdmin(c));
    if (!article) throw notFound('Article');
    return c.json(article);
  })
  .post('/upload', requireAuth, async (c) => {
    const body = await readMultipart(c, { text: ['titre'], files: ['images'] });
    const { titre } = parseWith(ArticleUploadForm, body.text);
    const images = await processUploads(body.files.images ?? [], c.var.deps.storage, 'articles');
    // Issue 20 point 2: the caller left while the images were processed (the editor left the
    // form): no one will attach them, so none is kept.
    if (c.req.raw.signal.aborted) {
      await Promise.all(images.map((path) => c.var.deps.storage.delete(path).catch(() => null)));
      throw new ApiError(400, 'aborted', 'Envoi interrompu : aucune image enregistrée.');
    }
    // Issue 23: one journal line per stored image; none kept when the journal cannot say so.
    const { db, storage } = c.var.deps;
    const owner = { kind: 'article', id: null, label: titre?.trim() || null } as const;
    try {
      await db.transaction((tx) => recordImageLines(tx, journalActor(c), owner, { added: images }));
    } catch (error) {
      await Promise.all(images.map((path) => storage.delete(path).catch(() => null)));
      throw error;
    }
    return c.json({ images }, 201);
  })
  // Issue 24, our extension of SPEC §7: one all-or-nothing action on many articles.
  .post('/bulk', requireAuth, async (c) => {
    const body = await readJson(c, ArticleBulkBodySchema);
    return c.json(await bulkArticles(c.var.deps.db, body, journalActor(c)));
  })
  .post('/', requireAuth, async (c) => {
    const input = await readJson(c, ArticleCreateBody);
    const article = await createArticle(c.var.deps.db, input, journalActor(c));
    return c.json(article, 201);
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const input = await readJson(c, ArticleUpdateBody);
    return c.json(await editArticle(c.var.deps.db, id, input, journalActor(c)));
  })
  .delete('/:id', requireAuth, async (c) => {
    await removeArticle(c.var.deps.db, readId(c), journalActor(c));
    return c.body(null, 204);
  });
