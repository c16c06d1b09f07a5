import * as v from 'valibot';
import type { ActionRefusal } from '#domain/action-result.ts';
import { type ArticleFields, articleStatuses } from '#domain/article-fields.schema.ts';
import type { Article } from '#domain/entities.schema.ts';
import { log } from '#server/log/logger.ts';
import { uploadArticleImages } from '../client/articles.client.ts';
import { isHttpError } from '../client/http-error.ts';
import { sessionClient } from './session.server.ts';

/**
 * Why a save did not happen, as data the form can switch on (STYLE.md: status and code, never the
 * message text): 401 = the session is over and its cookies are cleared (sign in again, then retry);
 * 409 `stale_version` = someone else saved first; 422 = `fields` holds a message per field;
 * 0 = the server did not answer.
 */
export type SaveFailure = ActionRefusal & { fields: Record<string, string> };
export type SaveResult<T> = { ok: true; value: T } | SaveFailure;

export const unreachableMessage =
  'Le serveur ne répond pas. Vos modifications sont conservées : réessayez dans un instant.';

/** server/api/plumbing/errors.ts `errorBody`: `{ error: { code, message, fields? } }`. */
const FieldErrors = v.object({
  error: v.object({ fields: v.optional(v.record(v.string(), v.string()), {}) }),
});

function fieldsOf(body: string): Record<string, string> {
  try {
    const parsed = v.safeParse(FieldErrors, JSON.parse(body));
    return parsed.success ? parsed.output.error.fields : {};
  } catch {
    return {};
  }
}

/** The one place API errors become a SaveFailure; anything else is logged and reported as status 0. */
export function toSaveFailure(error: unknown): SaveFailure {
  if (isHttpError(error)) {
    return {
      ok: false,
      status: error.status,
      code: error.code ?? null,
      message: error.apiMessage ?? error.message,
      fields: fieldsOf(error.body),
    };
  }
  log().error(
    { event: 'article.save-failed', err: error },
    'article save failed without an HTTP answer',
  );
  return { ok: false, status: 0, code: null, message: unreachableMessage, fields: {} };
}

/** Runs one save call, turning its failure into a value (the form keeps the user's input). */
export async function attempt<T>(run: () => Promise<T>): Promise<SaveResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return toSaveFailure(error);
  }
}

const isoOrNull = (value: string | null): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The API's article as the form edits it (SPEC §3; §4: an unknown status shows as brouillon). */
export function toArticleFields(article: Article): ArticleFields {
  const statut = articleStatuses.find((status) => status === article.statut) ?? 'brouillon';
  return {
    titre: article.titre,
    slug: article.slug,
    nom_auteur: article.nom_auteur ?? null,
    extrait: article.extrait ?? null,
    contenu_html: article.contenu_html ?? '',
    statut,
    publie_le: isoOrNull(article.publie_le),
    seo_titre: article.seo_titre ?? null,
    seo_description: article.seo_description ?? null,
    image_miniature: article.image_miniature?.trim() ? article.image_miniature : null,
    galerie_json: [...article.galerie_json],
  };
}

/**
 * SPEC §7 POST /crud/articles/upload for this request's administrator, for the /uploads/articles
 * route (Start's import protection keeps `*.client.*` modules out of files under app/).
 */
export function uploadImagesForSession(
  titre: string,
  files: readonly File[],
  client = sessionClient(),
  signal?: AbortSignal,
) {
  return uploadArticleImages(client, titre, files, signal);
}
