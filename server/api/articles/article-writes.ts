import type { ImageDetail } from '#domain/image-details.ts';
import { articleSaveAction, journalChanges, removedImages } from '#domain/journal-changes.ts';
import { normalizeSlug, slugifyArticle } from '#domain/slugify.ts';
import type { JournalAction } from '#domain/staff.ts';
import type { Database } from '#server/db/connection.ts';
import {
  deleteArticle,
  findArticle,
  insertArticle,
  updateArticle,
} from '#server/db/repositories/articles.repository.ts';
import {
  type JournalActor,
  recordChanges,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { lockRow } from '#server/db/repositories/row-lock.ts';
import { uniqueSlug } from '#server/db/repositories/unique-slug.ts';
import { articles } from '#server/db/tables.ts';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';
import { articleDiff, recordImageLines } from '../journal/journal-lines.ts';
import { isUniqueViolation, rethrowDatabaseError } from '../plumbing/db-errors.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import { keepArticleRevision } from '../revisions/keep-revision.ts';
import { trashArticle } from '../trash/trash-moves.ts';
import type { ArticleCreate, ArticleUpdate } from './article-input.ts';

const slugTarget = { table: articles, id: articles.id, slug: articles.slug };

/** Retries the whole transaction when a concurrent writer took the slug (it is rolled back). */
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

const articleImages = (row: { image_miniature: string | null; galerie_json: string[] }) => [
  row.image_miniature,
  ...row.galerie_json,
];

/**
 * A new article: unique slug, sanitised body; SPEC §4: publishing without a date publishes now.
 * Its journal line is written in the same transaction (issue 23).
 */
export async function createArticle(db: Database, input: ArticleCreate, actor: JournalActor) {
  const { slug, statut = 'brouillon', publie_le, contenu_html, ...rest } = input;
  const base = normalizeSlug(slug ?? '') || normalizeSlug(slugifyArticle(rest.titre)) || 'article';
  return retrySlug(() =>
    db.transaction(async (tx) => {
      const article = await insertArticle(tx, {
        ...rest,
        slug: await uniqueSlug(tx, slugTarget, base),
        contenu_html: sanitizeHtml(contenu_html),
        statut,
        publie_le: publie_le ?? (statut === 'publie' ? new Date() : null),
      });
      await recordJournalLine(tx, actor, {
        action: 'creation',
        entityType: 'article',
        entityId: article.id,
        entityLabel: article.titre,
        changes: journalChanges(null, article, articleDiff),
      });
      await keepArticleRevision(tx, article, actor);
      return article;
    }),
  );
}

/**
 * Applies a PATCH; 404 when the article is gone, 409 when it changed since `modifie_le`. A
 * restore (issue 24) is the same save journaled as `restauration`, even when nothing changed.
 */
export async function editArticle(
  db: Database,
  id: number,
  // The images save (issue 24) also writes `images_details`, which no PATCH body holds.
  input: ArticleUpdate & { images_details?: ImageDetail[] },
  actor: JournalActor,
  restore?: { action: Extract<JournalAction, 'restauration'> },
) {
  const { slug, contenu_html, modifie_le: expectedVersion, ...rest } = input;
  return retrySlug(() =>
    db.transaction(async (tx) => {
      await lockRow(tx, articles, articles.id, id);
      const current = await findArticle(tx, { id }, false);
      if (!current) throw notFound('Article');
      const statut = rest.statut ?? current.statut;
      const publishedAt = rest.publie_le === undefined ? current.publie_le : rest.publie_le;
      const slugBase =
        normalizeSlug(slug ?? '') ||
        normalizeSlug(slugifyArticle(rest.titre ?? current.titre)) ||
        'article';
      const article = await updateArticle(
        tx,
        id,
        {
          ...rest,
          ...(contenu_html === undefined ? {} : { contenu_html: sanitizeHtml(contenu_html) }),
          ...(slug === undefined || slug === null
            ? {}
            : { slug: await uniqueSlug(tx, slugTarget, slugBase, id) }),
          ...(statut === 'publie' && publishedAt === null ? { publie_le: new Date() } : {}),
        },
        expectedVersion,
      );
      if (!article && !expectedVersion) throw notFound('Article');
      if (!article) {
        throw new ApiError(
          409,
          'stale_version',
          "Cet article a été modifié par quelqu'un d'autre depuis que vous l'avez ouvert.",
        );
      }
      const line = {
        action: restore?.action ?? articleSaveAction(current.statut, article.statut),
        entityType: 'article',
        entityId: id,
        entityLabel: article.titre,
        changes: journalChanges(current, article, articleDiff),
      } as const;
      await (restore ? recordJournalLine(tx, actor, line) : recordChanges(tx, actor, line));
      await keepArticleRevision(tx, article, actor, current);
      const owner = { kind: 'article', id, label: article.titre } as const;
      const removed = removedImages(articleImages(current), articleImages(article));
      await recordImageLines(tx, actor, owner, { removed });
      return article;
    }),
  );
}

/** Moves an article to the Corbeille (docs/decisions/021); 404 when it is already gone. */
export async function removeArticle(db: Database, id: number, actor: JournalActor) {
  await db.transaction(async (tx) => {
    const deleted = await deleteArticle(tx, id);
    if (!deleted) throw notFound('Article');
    await trashArticle(tx, deleted, actor);
  });
}
