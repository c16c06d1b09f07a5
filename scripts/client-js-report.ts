/**
 * `npm run report:client-js`: the initial client JavaScript of every public page of the production
 * build (dist/, rebuilt first when stale), served by scripts/start.ts on the demo data in a
 * temporary data directory. Prints one row per page (files, raw, gzip -9, brotli -11), then, when
 * the build wrote dist/client-modules.json (BUNDLE_STATS=1), the biggest modules per page.
 * `-- --files` also lists each page's files with their gzip -9 size, biggest first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleBreakdown } from './bench/module-breakdown.ts';
import { makeDataDir, removeDataDir, seedDemoData } from './bench/prepare.ts';
import { measurePublicPages, type PublicPageJs } from './bench/public-js.ts';
import { root, setUpBench, startServer, stopServer } from './bench/server.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(rows: readonly PublicPageJs[]): string {
  const lines = [
    '| Page | Files | Raw KB | gzip -9 KB | brotli -11 KB |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.page} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} |`,
    );
  return lines.join('\n');
}

/** Each page's files and their gzip -9 size, read from dist/client. */
function files(rows: readonly PublicPageJs[]): string {
  const sizes = new Map<string, number>();
  const gzip = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(root, 'dist/client', file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return rows
    .map((row) => {
      const list = [...row.scripts].sort((a, b) => gzip(b) - gzip(a));
      return [
        `${row.page}:`,
        ...list.map((file) => `  ${kb(gzip(file)).padStart(6)}  ${file}`),
      ].join('\n');
    })
    .join('\n');
}

const port = setUpBench({ pin: false });
const dataDir = await makeDataDir('client-js');
try {
  await seedDemoData({ dataDir }, async () => null);
  const server = await startServer({ port, dataDir });
  try {
    const rows = await measurePublicPages(`http://127.0.0.1:${port}`);
    console.log(table(rows));
    if (process.argv.includes('--files')) console.log(`\n${files(rows)}`);
    console.log(`\n${moduleBreakdown(join(root, 'dist/client-modules.json'), rows)}`);
  } finally {
    await stopServer(server);
  }
} finally {
  await removeDataDir(dataDir);
}
