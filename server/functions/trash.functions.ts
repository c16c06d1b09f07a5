import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { limits } from '#config';
import { IdSchema } from '#domain/id.schema.ts';
import { toPage } from '#domain/list-page.ts';
import { TrashQuerySchema } from '#domain/search-queries.schema.ts';
import { trashEntityTypes } from '#domain/trash.ts';
import { deleteTrashed, listTrash, restoreTrashed } from '../client/trash.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** One page of the Corbeille (docs/decisions/021), with its page count. */
export const listTrashPage = createServerFn({ method: 'GET' })
  .validator(TrashQuerySchema)
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const limit = limits.trashPageSize;
      const { rows, total } = await listTrash(sessionClient(), { page: data.page, limit });
      return toPage(rows, total, data.page, limit);
    }),
  );

const ItemSchema = v.object({ type: v.picklist(trashEntityTypes), id: IdSchema });

/** "Restaurer": a refusal (409: slug or reference taken) comes back as a message to show. */
export const restoreFromTrash = createServerFn({ method: 'POST' })
  .validator(ItemSchema)
  .handler(({ data }) => actOrSignIn(() => restoreTrashed(sessionClient(), data.type, data.id)));

/** "Supprimer définitivement" (administrators). */
export const deleteFromTrash = createServerFn({ method: 'POST' })
  .validator(ItemSchema)
  .handler(({ data }) =>
    actOrSignIn(async () => {
      await deleteTrashed(sessionClient(), data.type, data.id);
      return true;
    }),
  );
