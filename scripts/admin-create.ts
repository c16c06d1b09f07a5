/** `npm run admin:create -- --email admin@example.tn --password '…'`: creates or updates an administrator. */
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { EnvError, getEnv } from '../app.config.ts';
import { hashPassword } from '../server/api/auth/passwords.ts';
import { openDatabase } from '../server/db/connection.ts';
import { upsertAdmin } from '../server/db/repositories/auth.repository.ts';

const Args = v.object({
  email: v.pipe(
    v.string('--email is required'),
    v.trim(),
    v.toLowerCase(),
    v.email('--email must be an e-mail address'),
  ),
  password: v.pipe(
    v.string('--password is required'),
    v.minLength(12, '--password must be at least 12 characters'),
  ),
});

try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
  });
  const args = v.parse(Args, values);
  const env = getEnv();
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const user = await upsertAdmin(database.db, args.email, await hashPassword(args.password));
  await database.close();
  console.log(`Administrator ${user.email} is ready (${database.kind}).`);
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
