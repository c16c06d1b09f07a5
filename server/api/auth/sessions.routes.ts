import { Hono } from 'hono';
import * as v from 'valibot';
import { recordJournalLine } from '#server/db/repositories/journal.repository.ts';
import {
  revokeSession,
  revokeUserSessions,
} from '#server/db/repositories/session-ends.repository.ts';
import { isSessionOf } from '#server/db/repositories/sessions.repository.ts';
import { listLiveSessions } from '#server/db/repositories/staff.repository.ts';
import { type ApiEnv, journalActor, requireSession } from '../plumbing/context.ts';
import { ApiError, notFound } from '../plumbing/errors.ts';
import { liveSessionLimits, toSessionView } from './session-views.ts';

const SessionId = v.pipe(v.string(), v.uuid());

/**
 * "Mes sessions" (our extension, issue 23; ASVS 5.0 §7.4.3, §7.5.2): the caller's live sessions,
 * ending one of them, or every other one. Open to a session held at the password change too:
 * ending a session someone else opened is exactly what a person with a new password may want.
 */
export const sessionRoutes = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const auth = requireSession(c);
    const rows = await listLiveSessions(
      c.var.deps.db,
      auth.userId,
      liveSessionLimits(c.var.deps.config),
    );
    return c.json({ rows: rows.map((row) => toSessionView(row, auth.sessionId)) });
  })
  .delete('/', async (c) => {
    const auth = requireSession(c);
    await c.var.deps.db.transaction(async (tx) => {
      await revokeUserSessions(tx, auth.userId, auth.sessionId);
      await recordJournalLine(tx, journalActor(c), {
        action: 'sessions_terminees',
        entityType: 'session',
        entityId: auth.userId,
        entityLabel: `${auth.email} (toutes les autres sessions)`,
      });
    });
    return c.body(null, 204);
  })
  .delete('/:sessionId', async (c) => {
    const auth = requireSession(c);
    const parsed = v.safeParse(SessionId, c.req.param('sessionId'));
    if (!parsed.success) throw new ApiError(400, 'invalid_id', 'Identifiant de session invalide.');
    const sessionId = parsed.output;
    if (!(await isSessionOf(c.var.deps.db, sessionId, auth.userId))) throw notFound('Session');
    await c.var.deps.db.transaction(async (tx) => {
      await revokeSession(tx, sessionId);
      await recordJournalLine(tx, journalActor(c), {
        action: 'deconnexion',
        entityType: 'session',
        entityId: sessionId,
        entityLabel: auth.email,
      });
    });
    return c.body(null, 204);
  });
