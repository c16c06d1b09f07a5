import { Hono } from 'hono';
import {
  findStaff,
  listLiveSessions,
  listStaff,
} from '#server/db/repositories/staff.repository.ts';
import { liveSessionLimits, toSessionView } from '../auth/session-views.ts';
import { type ApiEnv, journalActor, requireRole } from '../plumbing/context.ts';
import { notFound } from '../plumbing/errors.ts';
import { readId, readJson } from '../plumbing/validation.ts';
import { StaffCreateBody, StaffUpdateBody } from './staff-input.ts';
import {
  createStaff,
  editStaff,
  endEveryonesSessions,
  endStaffSessions,
  resetStaffPassword,
  resetStaffTwoFactor,
} from './staff-writes.ts';

/** Staff accounts (our extension, issue 23): administrators only, checked before any body is read. */
export const staffRoutes = new Hono<ApiEnv>()
  .use('*', requireRole('administrateur'))
  .get('/', async (c) => c.json({ rows: await listStaff(c.var.deps.db) }))
  // Everyone out at once (a leaked password, a lost laptop): every session but the caller's.
  .delete('/sessions', async (c) => {
    await endEveryonesSessions(c.var.deps.db, journalActor(c), c.var.auth?.sessionId ?? '');
    return c.body(null, 204);
  })
  .post('/', async (c) => {
    const input = await readJson(c, StaffCreateBody);
    return c.json(await createStaff(c.var.deps.db, journalActor(c), input), 201);
  })
  .patch('/:id', async (c) => {
    const id = readId(c);
    const input = await readJson(c, StaffUpdateBody);
    return c.json(await editStaff(c.var.deps.db, journalActor(c), id, input));
  })
  .post('/:id/password', async (c) =>
    c.json(await resetStaffPassword(c.var.deps.db, journalActor(c), readId(c))),
  )
  .get('/:id/sessions', async (c) => {
    const id = readId(c);
    if (!(await findStaff(c.var.deps.db, id))) throw notFound('Compte');
    const rows = await listLiveSessions(c.var.deps.db, id, liveSessionLimits(c.var.deps.config));
    return c.json({ rows: rows.map((row) => toSessionView(row, c.var.auth?.sessionId ?? null)) });
  })
  .delete('/:id/two-factor', async (c) => {
    await resetStaffTwoFactor(c.var.deps.db, journalActor(c), readId(c));
    return c.body(null, 204);
  })
  .delete('/:id/sessions', async (c) => {
    await endStaffSessions(c.var.deps.db, journalActor(c), readId(c));
    return c.body(null, 204);
  });
