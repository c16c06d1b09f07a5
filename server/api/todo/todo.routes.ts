/**
 * GET /todo (issue 36 §8, our extension; SPEC §7 unchanged): the counts of the dashboard's
 * "À faire" block, for staff (both roles see the block). Each count stops at the cap + 1, which
 * the dashboard reads as "100+"; `scheduledUntil` is the end of "programmés dans les 7 prochains
 * jours" (Africa/Tunis), the bound the article list's `programme_avant` filter is given too.
 */
import { Hono } from 'hono';
import { scheduledUntil, todoCountCap } from '#domain/todo.ts';
import { todoCounts } from '#server/db/repositories/todo.repository.ts';
import { type ApiEnv, requireAuth } from '../plumbing/context.ts';

export const todoRoutes = new Hono<ApiEnv>().get('/', requireAuth, async (c) => {
  const until = scheduledUntil(new Date());
  const counts = await todoCounts(c.var.deps.db, until, todoCountCap);
  return c.json({ ...counts, cap: todoCountCap, scheduledUntil: until.toISOString() });
});
