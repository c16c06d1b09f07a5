import { Hono } from 'hono';
import * as v from 'valibot';
import { normalizeSlug, slugifyArticle } from '#app/lib/slugify.ts';
import {
  articleSortFields,
  deleteArticle,
  findArticle,
  insertArticle,
  listArticles,
  updateArticle,
} from '#server/db/repositories/articles.repository.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { articleStatuses, articles } from '#server/db/schema.ts';
import { processUploads } from '#server/storage/image-processing.ts';
import { type ApiEnv, isAdmin, requireAuth } from '../context.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../db-errors.ts';
import { ApiError, notFound } from '../errors.ts';
import { sanitizeHtml } from '../html.ts';
import { jsonBytes } from '../json-bytes.ts';
import { readMultipart } from '../multipart.ts';
import {
  Gallery,
  limitParam,
  OptionalImageRef,
  optionalText,
  PageParam,
  requiredText,
  SearchParam,
} from '../schemas.ts';
import { parseWith, readId, readJson, readQuery } from '../validation.ts';

/** Sort parameters (SPEC leaves their names open): `sortBy` = cree_le | publie_le | titre | modifie_le, `sortOrder` = asc | desc. */
const ListQuery = v.object({
  search: SearchParam,
  page: PageParam,
  limit: limitParam(10, 100),
  statut: v.optional(v.picklist(articleStatuses, 'doit valoir brouillon, publie ou archive')),
  sortBy: v.optional(v.picklist(articleSortFields, `doit valoir ${articleSortFields.join(', ')}`)),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'doit valoir asc ou desc'), 'desc'),
});

const PublishedAt = v.optional(
  v.nullable(
    v.pipe(
      v.string('doit être une date ISO 8601'),
      v.isoTimestamp('doit être une date ISO 8601 (ex. 2026-11-22T10:00:00Z)'),
      // isoTimestamp accepts 2025-02-30: the calendar day must exist.
      v.check((value) => {
        const [year, month, day] = value.slice(0, 10).split('-').map(Number);
        const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
        return date.getUTCMonth() + 1 === month && date.getUTCDate() === day;
      }, 'n’est pas une date du calendrier'),
      v.transform((value) => new Date(value)),
    ),
  ),
);

const fields = {
  slug: v.optional(v.nullable(v.string('doit être du texte'))),
  nom_auteur: optionalText(120),
  image_miniature: OptionalImageRef,
  galerie_json: v.optional(Gallery),
  extrait: optionalText(1_000),
  statut: v.optional(v.picklist(articleStatuses, 'doit valoir brouillon, publie ou archive')),
  publie_le: PublishedAt,
  seo_titre: optionalText(200),
  seo_description: optionalText(1_000),
};
const CreateBody = v.strictObject({
  titre: requiredText(200),
  contenu_html: requiredText(500_000),
  ...fields,
});
const UpdateBody = v.strictObject({
  titre: v.optional(requiredText(200)),
  contenu_html: v.optional(requiredText(500_000)),
  ...fields,
  /** Optimistic concurrency (our extension): the `modifie_le` the editor started from. */
  modifie_le: v.optional(
    v.pipe(
      v.string('doit être une date ISO 8601'),
      v.isoTimestamp('doit être une date ISO 8601'),
      v.transform((value) => new Date(value)),
    ),
  ),
});
const UploadForm = v.strictObject({ titre: v.optional(v.string()) });

const slugTarget = { table: articles, id: articles.id, slug: articles.slug };

async function retrySlug<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(tries < 5 && isUniqueViolation(error, ['articles_slug_unique'])))
        rethrowDatabaseError(error);
    }
  }
}

export const articleRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, ListQuery);
    return jsonBytes(
      c,
      await listArticles(c.var.deps.db, { ...query, onlyPublished: !isAdmin(c) }),
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
    parseWith(UploadForm, body.text);
    const images = await processUploads(body.files.images ?? [], c.var.deps.storage, 'articles');
    // Issue 20 point 2: the caller left while the images were processed (the editor left the
    // form): no one will attach them, so none is kept.
    if (c.req.raw.signal.aborted) {
      await Promise.all(images.map((path) => c.var.deps.storage.delete(path).catch(() => null)));
      throw new ApiError(400, 'aborted', 'Envoi interrompu : aucune image enregistrée.');
    }
    return c.json({ images }, 201);
  })
  .post('/', requireAuth, async (c) => {
    const {
      slug,
      statut = 'brouillon',
      publie_le,
      contenu_html,
      ...rest
    } = await readJson(c, CreateBody);
    const base =
      normalizeSlug(slug ?? '') || normalizeSlug(slugifyArticle(rest.titre)) || 'article';
    const article = await retrySlug(async () =>
      insertArticle(c.var.deps.db, {
        ...rest,
        slug: await uniqueSlug(c.var.deps.db, slugTarget, base),
        contenu_html: sanitizeHtml(contenu_html),
        statut,
        // SPEC §4: publishing without a date publishes now.
        publie_le: publie_le ?? (statut === 'publie' ? new Date() : null),
      }),
    );
    return c.json(article, 201);
  })
  .patch('/:id', requireAuth, async (c) => {
    const id = readId(c);
    const {
      slug,
      contenu_html,
      modifie_le: expectedVersion,
      ...rest
    } = await readJson(c, UpdateBody);
    const current = await findArticle(c.var.deps.db, { id }, false);
    if (!current) throw notFound('Article');
    const statut = rest.statut ?? current.statut;
    const publishedAt = rest.publie_le === undefined ? current.publie_le : rest.publie_le;
    const article = await retrySlug(async () =>
      updateArticle(
        c.var.deps.db,
        id,
        {
          ...rest,
          ...(contenu_html === undefined ? {} : { contenu_html: sanitizeHtml(contenu_html) }),
          ...(slug === undefined || slug === null
            ? {}
            : {
                slug: await uniqueSlug(
                  c.var.deps.db,
                  slugTarget,
                  normalizeSlug(slug) ||
                    normalizeSlug(slugifyArticle(rest.titre ?? current.titre)) ||
                    'article',
                  id,
                ),
              }),
          ...(statut === 'publie' && publishedAt === null ? { publie_le: new Date() } : {}),
        },
        expectedVersion,
      ),
    );
    if (!article && expectedVersion) {
      throw new ApiError(
        409,
        'stale_version',
        "Cet article a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
      );
    }
    if (!article) throw notFound('Article');
    return c.json(article);
  })
  .delete('/:id', requireAuth, async (c) => {
    if (!(await deleteArticle(c.var.deps.db, readId(c)))) throw notFound('Article');
    return c.body(null, 204);
  });
