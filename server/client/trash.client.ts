/** The Corbeille (issue 24, docs/decisions/021; our extension of SPEC §7). Staff only. */
import * as v from 'valibot';
import {
  type TrashEntityType,
  TrashPageSchema,
  TrashRestoreResultSchema,
  trashPathOf,
} from '#domain/trash.ts';
import type { RestClient } from './rest-client.ts';

/** One page of the Corbeille, newest first. */
export const listTrash = (client: RestClient, query: { page: number; limit: number }) =>
  client.request(TrashPageSchema, 'GET', '/trash', { query, auth: true });

/** "Restaurer": the item is back under its own id; 409 when its slug or reference was taken. */
export const restoreTrashed = (client: RestClient, type: TrashEntityType, id: number) =>
  client.request(TrashRestoreResultSchema, 'POST', `/trash/${trashPathOf[type]}/${id}/restore`, {
    auth: true,
  });

/** "Supprimer définitivement" (administrators; 403 for an éditeur). */
export const deleteTrashed = (client: RestClient, type: TrashEntityType, id: number) =>
  client.request(v.undefined(), 'DELETE', `/trash/${trashPathOf[type]}/${id}`, { auth: true });
