/** `npm run admin:create -- --email admin@example.tn --password '…'`: creates or updates an administrator. */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import {
  newPasswordSchema,
  passwordMaxLength,
  passwordMinLength,
} from '#domain/password-policy.ts';
import { EnvError, getEnv } from '#env';
import { ensureAdminPassword } from '#server/api/auth/admin-account.ts';
import { openDatabase } from '#server/db/connection.ts';
import { isCommonPassword } from '#server/security/common-passwords.ts';
import { isContextPassword } from '#server/security/context-words.ts';

const Args = v.object({
  email: v.pipe(
    v.string('--email is required'),
    v.trim(),
    v.toLowerCase(),
    v.email('--email must be an e-mail address'),
  ),
  password: newPasswordSchema({
    required: '--password is required',
    tooShort: `--password must be at least ${passwordMinLength} characters`,
    tooLong: `--password must be at most ${passwordMaxLength} characters`,
  }),
});

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const args = v.parse(Args, values);
  // ASVS 5.0 §6.2.4, as for every password set through the back-office.
  if (isCommonPassword(args.password)) {
    throw new Error('--password is one of the most used passwords: choose another one');
  }
  if (isContextPassword(args.password, args.email)) {
    throw new Error("--password is made of the site's own words or the e-mail: choose another one");
  }
  const env = getEnv();
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // A new password also ends the account's sessions (docs/decisions/010).
  const change = await ensureAdminPassword(database.db, args.email, args.password);
  await database.close();
  const what = {
    created: 'created',
    'password-changed': 'updated: new password, its sessions ended',
    unchanged: 'unchanged: that password was already set',
  }[change];
  console.log(`Administrator ${args.email} ${what} (${database.kind}).`);
} catch (error) {
  const message =
    error instanceof v.ValiError
      ? error.issues.map((issue) => issue.message).join('\n')
      : error instanceof EnvError || error instanceof Error
        ? error.message
        : String(error);
  console.error(message);
  process.exit(1);
}
