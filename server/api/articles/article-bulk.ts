import type {
  ArticleBulkBody,
  ArticleBulkResult,
  ArticlePrevious,
} from '#domain/bulk-actions.schema.ts';
import { articleSaveAction, journalChanges } from '#domain/journal-changes.ts';
import type { Database } from '#server/db/connection.ts';
import {
  type ArticleRow,
  deleteArticle,
  findArticle,
  updateArticle,
} from '#server/db/repositories/articles.repository.ts';
import {
  type JournalActor,
  recordJournalLine,
} from '#server/db/repositories/journal.repository.ts';
import { lockRows } from '#server/db/repositories/row-lock.ts';
import { type ArticleStatus, articles } from '#server/db/tables.ts';
import { articleDiff } from '../journal/journal-lines.ts';
import { assertAllFound, splitByTarget } from '../plumbing/bulk.ts';
import { keepArticleRevision } from '../revisions/keep-revision.ts';
import { trashArticle } from '../trash/trash-moves.ts';

/** The status an article is to have; `publie_le` undefined: as it is (or now, SPEC §4). */
interface Status {
  statut: ArticleStatus;
  publie_le?: Date | null;
}

function targetsOf(body: ArticleBulkBody): Map<number, Status | null> {
  switch (body.action) {
    case 'restaurer':
      return new Map(
        body.previous.map(({ id, statut, publie_le }): [number, Status] => [
          id,
          { statut, publie_le: publie_le === null ? null : new Date(publie_le) },
        ]),
      );
    case 'supprimer':
      return new Map(body.ids.map((id) => [id, null]));
    default:
      return new Map(
        body.ids.map((id) => [id, { statut: body.action === 'publier' ? 'publie' : 'brouillon' }]),
      );
  }
}

const time = (date: Date | null | undefined) => date?.getTime() ?? null;

/** Already as asked: a published article for `publier`, any other for `depublier`. */
function isAlready(row: ArticleRow, status: Status): boolean {
  if (status.publie_le !== undefined) {
    return row.statut === status.statut && time(row.publie_le) === time(status.publie_le);
  }
  return status.statut === 'publie' ? row.statut === 'publie' : row.statut !== 'publie';
}

const previousOf = (row: ArticleRow): ArticlePrevious => ({
  id: row.id,
  statut: row.statut,
  publie_le: row.publie_le?.toISOString() ?? null,
});

async function deleteAll(tx: Database, ids: readonly number[], actor: JournalActor) {
  for (const id of ids) {
    const deleted = await deleteArticle(tx, id);
    // To the Corbeille, as a single delete (docs/decisions/021).
    if (deleted) await trashArticle(tx, deleted, actor);
  }
}

/** Sets each article's status; SPEC §4: published without a date is published now. */
async function setStatuses(
  tx: Database,
  changes: readonly { row: ArticleRow; status: Status }[],
  actor: JournalActor,
) {
  const now = new Date();
  for (const { row, status } of changes) {
    const publishedAt = status.publie_le === undefined ? row.publie_le : status.publie_le;
    const after = await updateArticle(tx, row.id, {
      statut: status.statut,
      publie_le: status.statut === 'publie' && publishedAt === null ? now : publishedAt,
    });
    if (!after) continue;
    await recordJournalLine(tx, actor, {
      action: articleSaveAction(row.statut, after.statut),
      entityType: 'article',
      entityId: row.id,
      entityLabel: after.titre,
      changes: journalChanges(row, after, articleDiff),
    });
    // A bulk change is a save: it keeps its revision (docs/decisions/020).
    await keepArticleRevision(tx, after, actor, row);
  }
}

/**
 * Applies a bulk action to articles (issue 24) in one transaction: every row locked first, 404
 * naming the ids that do not exist (nothing changed), one journal line per article changed.
 */
export async function bulkArticles(
  db: Database,
  body: ArticleBulkBody,
  actor: JournalActor,
): Promise<ArticleBulkResult> {
  const targets = targetsOf(body);
  const ids = [...targets.keys()];
  return db.transaction(async (tx) => {
    assertAllFound(ids, await lockRows(tx, articles, articles.id, ids), {
      one: 'Article',
      many: 'Articles',
    });
    if (body.action === 'supprimer') {
      await deleteAll(tx, ids, actor);
      return { changed: ids, unchanged: [] };
    }
    const rows: ArticleRow[] = [];
    for (const id of ids) {
      const row = await findArticle(tx, { id }, false);
      if (row) rows.push(row);
    }
    const { changing, unchanged } = splitByTarget(rows, (row) => {
      const status = targets.get(row.id);
      return !status || isAlready(row, status);
    });
    const changes = changing.flatMap((row) => {
      const status = targets.get(row.id);
      return status ? [{ row, status }] : [];
    });
    await setStatuses(tx, changes, actor);
    return {
      changed: changes.map(({ row }) => row.id),
      unchanged,
      previous: changes.map(({ row }) => previousOf(row)),
    };
  });
}
