import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { IdSchema } from '#domain/id.schema.ts';
import { latestProductImport, undoProductImport } from '../client/product-csv.client.ts';
import { actOrSignIn, withRouteErrors } from './route-errors.server.ts';
import { sessionClient } from './session.server.ts';

/** "Annuler cet import" (issue 36 §5): a refusal (409) comes back as the API's French message. */
export const undoImport = createServerFn({ method: 'POST' })
  .validator(v.object({ id: IdSchema }))
  .handler(({ data }) => actOrSignIn(() => undoProductImport(sessionClient(), data.id)));

/** The import page's loader: the newest import that may still be undone, or null. */
export const loadLatestImport = createServerFn({ method: 'GET' }).handler(() =>
  withRouteErrors(() => latestProductImport(sessionClient())),
);
