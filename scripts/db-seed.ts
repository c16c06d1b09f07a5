/** `npm run db:seed`: loads the demo catalogue, articles and admin into an empty database. */

import { EnvError, getEnv } from '#env';
import { openDatabase } from '#server/db/connection.ts';
import { demoAdmin, seedDemoIfEmpty } from '#server/seed/seed-demo.ts';
import { openImageStore } from '#server/storage/open-image-store.ts';

try {
  const env = getEnv();
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  // Where the running site reads images: files, or PostgreSQL with DATABASE_URL (decision 017).
  const { storage } = await openImageStore(database, env.DATA_DIR);
  const seeded = await seedDemoIfEmpty(database.db, storage, { withDemoAdmin: !env.ADMIN_EMAIL });
  await database.close();
  console.log(
    seeded
      ? `Demo data loaded (${database.kind}). Back-office: ${demoAdmin.email} / ${demoAdmin.password}`
      : 'The database already holds data: nothing was seeded.',
  );
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
