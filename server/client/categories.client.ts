import * as v from 'valibot';
import { CategorySchema, listOf } from '#domain/entities.schema.ts';
import type { RestClient } from './rest-client.ts';

export interface CategoryQuery {
  search?: string;
  page?: number;
  limit?: number;
  est_active?: boolean;
}

/** SPEC §7 GET /crud/categories. `asAdmin` sends the session (sees hidden categories). */
export const listCategories = (client: RestClient, query: CategoryQuery = {}, asAdmin = false) =>
  client.request(listOf(CategorySchema), 'GET', '/crud/categories', {
    query: { ...query },
    auth: asAdmin,
  });

export const createCategory = (
  client: RestClient,
  body: {
    nom: string;
    slug: string;
    position: number;
    est_active: boolean;
    parent_id?: number | null;
  },
) => client.request(CategorySchema, 'POST', '/crud/categories', { json: body, auth: true });

export const updateCategory = (
  client: RestClient,
  id: number,
  body: Partial<{
    nom: string;
    slug: string;
    position: number;
    est_active: boolean;
    parent_id: number | null;
  }>,
) => client.request(CategorySchema, 'PATCH', `/crud/categories/${id}`, { json: body, auth: true });

export const deleteCategory = (client: RestClient, id: number) =>
  client.request(v.undefined(), 'DELETE', `/crud/categories/${id}`, { auth: true });
