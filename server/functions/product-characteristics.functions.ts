import { createServerFn } from '@tanstack/react-start';
import * as v from 'valibot';
import { log } from '#server/log/logger.ts';
import { listCharacteristicLabels } from '../client/products.client.ts';
import { sessionClient } from './session.server.ts';

/**
 * Issue 37 §2: the labels staff already gave characteristics in a category, suggested by the
 * product form (a `<datalist>`). The suggestions only help typing: when they cannot be read (a
 * session gone, the API down) the form goes on without them, and the save reports the real error.
 */
export const listCharacteristicLabelsFor = createServerFn({ method: 'GET' })
  .validator(v.object({ categoryId: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
  .handler(async ({ data }): Promise<string[]> => {
    try {
      return (await listCharacteristicLabels(sessionClient(), data.categoryId)).rows;
    } catch (error) {
      log().warn(
        { event: 'product-form.characteristic-labels-failed', err: error },
        'characteristic label suggestions unavailable',
      );
      return [];
    }
  });
