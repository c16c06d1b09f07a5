/**
 * The embedded database alone, for `npm run bench:memory`: opens PGlite in its worker thread on
 * the data directory given (argv[2]), reads once, prints "ready" and idles until killed.
 */

import { PgliteThread } from '#server/db/pglite-thread.ts';
import { root } from './server.ts';

const db = await PgliteThread.open(process.argv[2] ?? '', root);
await db.query('select count(*) from products', [], { rowMode: 'array' });
console.log('ready');
setInterval(() => {}, 1_000_000);
