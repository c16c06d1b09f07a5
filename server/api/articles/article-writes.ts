import { normalizeSlug, slugifyArticle } from '#domain/slugify.ts';
import type { Database } from '#server/db/connection.ts';
import {
  findArticle,
  insertArticle,
  updateArticle,
} from '#server/db/repositories/articles.repository.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { articles } from '#server/db/schema.ts';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import type { ArticleCreate, ArticleUpdate } from './article-input.ts';

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

/** A new article: unique slug, sanitised body; SPEC §4: publishing without a date publishes now. */
export async function createArticle(db: Database, input: ArticleCreate) {
  const { slug, statut = 'brouillon', publie_le, contenu_html, ...rest } = input;
  const base = normalizeSlug(slug ?? '') || normalizeSlug(slugifyArticle(rest.titre)) || 'article';
  return retrySlug(async () =>
    insertArticle(db, {
      ...rest,
      slug: await uniqueSlug(db, slugTarget, base),
      contenu_html: sanitizeHtml(contenu_html),
      statut,
      publie_le: publie_le ?? (statut === 'publie' ? new Date() : null),
    }),
  );
}

/** Applies a PATCH; 404 when the article is gone, 409 when it changed since `modifie_le`. */
export async function editArticle(db: Database, id: number, input: ArticleUpdate) {
  const { slug, contenu_html, modifie_le: expectedVersion, ...rest } = input;
  const current = await findArticle(db, { id }, false);
  if (!current) throw notFound('Article');
  const statut = rest.statut ?? current.statut;
  const publishedAt = rest.publie_le === undefined ? current.publie_le : rest.publie_le;
  const article = await retrySlug(async () =>
    updateArticle(
      db,
      id,
      {
        ...rest,
        ...(contenu_html === undefined ? {} : { contenu_html: sanitizeHtml(contenu_html) }),
        ...(slug === undefined || slug === null
          ? {}
          : {
              slug: await uniqueSlug(
                db,
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
  return article;
}
