import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import type { Category } from '#domain/entities.schema.ts';
import { IdSchema } from '#domain/id.schema.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../client/categories.client.ts';
import { attempt, type SaveResult } from './article-form.server.ts';
import { rethrowForRoute } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

export type { SaveFailure, SaveResult } from './article-form.server.ts';

/** One category as the admin page shows it (SPEC §3). */
export interface AdminCategory {
  id: number;
  nom: string;
  slug: string;
  position: number;
  est_active: boolean;
  parent_id: number | null;
}

const toAdminCategory = ({ id, nom, slug, position, est_active, parent_id }: Category) => ({
  id,
  nom,
  slug,
  position,
  est_active,
  parent_id,
});

const NameSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(120));
const SlugSchema = v.pipe(v.string(), v.maxLength(200));

/**
 * SPEC §2/§9: up to 100 categories, hidden ones included (the session is sent), in the API's
 * order (position, then name).
 */
export const listAdminCategories = createServerFn({ method: 'GET' }).handler(async () => {
  try {
    const { rows, total } = await listCategories(
      sessionClient(),
      { limit: limits.adminCategoryListLimit },
      true,
    );
    return { rows: rows.map(toAdminCategory), total };
  } catch (error) {
    rethrowForRoute(error);
  }
});

/** SPEC §7 POST /crud/categories. Never throws for API errors: the form shows the reason. */
export const createAdminCategory = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      nom: NameSchema,
      slug: SlugSchema,
      position: v.pipe(v.number(), v.integer(), v.minValue(0)),
      est_active: v.boolean(),
      parent_id: v.optional(IdSchema),
    }),
  )
  .handler(
    ({ data }): Promise<SaveResult<AdminCategory>> =>
      attempt(async () => toAdminCategory(await createCategory(sessionClient(), data))),
  );

/** SPEC §4 "Category visibility": PATCH est_active; the row changes once this answers ok. */
export const setCategoryActive = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, est_active: v.boolean() }))
  .handler(
    ({ data: { id, est_active } }): Promise<SaveResult<AdminCategory>> =>
      attempt(async () =>
        toAdminCategory(await updateCategory(sessionClient(), id, { est_active })),
      ),
  );

/** The inline rename ("Modifier"): the new name and its slug (SPEC §5 category rule). */
export const renameCategory = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema, nom: NameSchema, slug: SlugSchema }))
  .handler(
    ({ data: { id, ...body } }): Promise<SaveResult<AdminCategory>> =>
      attempt(async () => toAdminCategory(await updateCategory(sessionClient(), id, body))),
  );

/**
 * SPEC §7 DELETE /crud/categories/{id}. The API refuses (409, with a French explanation) while
 * products or sub-categories remain: the failure carries that message for the page to show.
 */
export const removeCategory = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(
    ({ data: { id } }): Promise<SaveResult<null>> =>
      attempt(async () => {
        await deleteCategory(sessionClient(), id);
        return null;
      }),
  );
