import * as v from 'valibot';
import { articleSortFields } from '#server/db/repositories/articles.repository.ts';
import { articleStatuses } from '#server/db/tables.ts';
import {
  Gallery,
  limitParam,
  OptionalImageRef,
  optionalText,
  PageParam,
  requiredText,
  SearchParam,
} from '../plumbing/input-fields.ts';

/** Sort parameters (SPEC leaves their names open): `sortBy` = cree_le | publie_le | titre | modifie_le, `sortOrder` = asc | desc. */
export const ArticleListQuery = v.object({
  search: SearchParam,
  page: PageParam,
  limit: limitParam(10, 100),
  statut: v.optional(v.picklist(articleStatuses, 'doit valoir brouillon, publie ou archive')),
  sortBy: v.optional(v.picklist(articleSortFields, `doit valoir ${articleSortFields.join(', ')}`)),
  sortOrder: v.optional(v.picklist(['asc', 'desc'], 'doit valoir asc ou desc'), 'desc'),
  /** Issue 36 §8, staff only: published articles whose date is still to come, before this instant. */
  programme_avant: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('doit être une date ISO 8601 (ex. 2026-11-22T10:00:00Z)'),
      v.transform((value) => new Date(value)),
      v.check((date) => !Number.isNaN(date.getTime()), 'doit être une date ISO 8601'),
    ),
  ),
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
export const ArticleCreateBody = v.strictObject({
  titre: requiredText(200),
  contenu_html: requiredText(500_000),
  ...fields,
});
export const ArticleUpdateBody = v.strictObject({
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
export const ArticleUploadForm = v.strictObject({ titre: v.optional(v.string()) });

export type ArticleCreate = v.InferOutput<typeof ArticleCreateBody>;
export type ArticleUpdate = v.InferOutput<typeof ArticleUpdateBody>;
