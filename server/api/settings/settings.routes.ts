import { Hono } from 'hono';
import * as v from 'valibot';
import { recordJournalLine } from '#server/db/repositories/journal.repository.ts';
import {
  readRequireTwoFactor,
  writeRequireTwoFactor,
} from '#server/db/repositories/two-factor.repository.ts';
import { type ApiEnv, journalActor, requireRole, requireSession } from '../plumbing/context.ts';
import { ApiError } from '../plumbing/errors.ts';
import { readJson } from '../plumbing/validation.ts';

const SecuritySettingsBody = v.strictObject({
  requireTwoFactor: v.boolean('doit valoir true ou false'),
});

/**
 * /settings/security (our extension of SPEC §7, issue 23), administrators only: whether every
 * staff account must sign in with a second factor. Read live by every session check.
 */
export const settingsRoutes = new Hono<ApiEnv>()
  .get('/security', requireRole('administrateur'), async (c) =>
    c.json({ requireTwoFactor: await readRequireTwoFactor(c.var.deps.db) }),
  )
  .put('/security', requireRole('administrateur'), async (c) => {
    const body = await readJson(c, SecuritySettingsBody);
    // Requiring it without having it would shut the administrator out of the back-office at once.
    if (body.requireTwoFactor && !requireSession(c).twoFactorEnabled) {
      throw new ApiError(
        409,
        'conflict',
        'Activez d’abord la double authentification sur votre propre compte.',
      );
    }
    const actor = journalActor(c);
    await c.var.deps.db.transaction(async (tx) => {
      const before = await readRequireTwoFactor(tx);
      if (before === body.requireTwoFactor) return;
      await writeRequireTwoFactor(tx, body.requireTwoFactor);
      await recordJournalLine(tx, actor, {
        action: 'modification',
        entityType: 'parametres',
        entityId: 'securite',
        entityLabel: 'Double authentification obligatoire',
        changes: [
          {
            field: 'requireTwoFactor',
            before: String(before),
            after: String(body.requireTwoFactor),
          },
        ],
      });
    });
    return c.json({ requireTwoFactor: body.requireTwoFactor });
  });
