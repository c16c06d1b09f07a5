import * as v from 'valibot';
import { TodoCountsSchema } from '#domain/todo.ts';
import type { RestClient } from './rest-client.ts';

/** GET /todo (issue 36 §8): each count stops at the cap + 1, read as "100+". */
export const TodoSchema = v.object({
  ...TodoCountsSchema.entries,
  scheduledUntil: v.pipe(v.string(), v.isoTimestamp()),
});

/** Staff: the counts of the dashboard's "À faire" block. */
export const getTodo = (client: RestClient) =>
  client.request(TodoSchema, 'GET', '/todo', { auth: true });
