import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { IdSchema } from '#domain/id.schema.ts';
import { trashEntityTypes } from '#domain/trash.ts';
import { deleteTrashed, listTrash, restoreTrashed } from '../client/trash.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** Items shown per page of /dashboard/corbeille. */
export const trashPageSize = 20;

/** One page of the Corbeille (docs/decisions/021), with its page count. */
export const listTrashPage = createServerFn({ method: 'GET' })
  .validator(v.object({ page: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(({ data }) =>
    withRouteErrors(async () => {
      const page = await listTrash(sessionClient(), { page: data.page, limit: trashPageSize });
      return { ...page, totalPages: Math.max(1, Math.ceil(page.total / trashPageSize)) };
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
