/**
 * The per-module side of `npm run report:client-js`: with dist/client-modules.json (written by
 * `BUNDLE_STATS=1 npx vite build`, scripts/bundle-stats.ts), the biggest modules every public
 * page loads, then those each page adds. Sizes are Rollup's rendered bytes, before minification.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import type { PublicPageJs } from './public-js.ts';

const StatsSchema = v.array(
  v.object({
    file: v.string(),
    modules: v.array(v.object({ id: v.string(), bytes: v.number() })),
  }),
);

type Modules = Map<string, number>;

function modulesOf(scripts: readonly string[], byFile: Map<string, Modules>): Modules {
  const all: Modules = new Map();
  for (const script of scripts)
    for (const [id, bytes] of byFile.get(script.replace(/^\//, '')) ?? []) all.set(id, bytes);
  return all;
}

const top = (modules: Modules, count: number) =>
  [...modules]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([id, bytes]) => `  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${id}`)
    .join('\n');

/** The breakdown as text, or a hint to build with BUNDLE_STATS=1 when the stats are missing. */
export function moduleBreakdown(statsFile: string, rows: readonly PublicPageJs[], count = 15) {
  if (!existsSync(statsFile)) return `(no ${statsFile}: build with BUNDLE_STATS=1 npx vite build)`;
  const stats = v.parse(StatsSchema, JSON.parse(readFileSync(statsFile, 'utf8')));
  const byFile = new Map(
    stats.map((chunk) => [chunk.file, new Map(chunk.modules.map((m) => [m.id, m.bytes]))]),
  );
  // A later build without BUNDLE_STATS leaves the file of an older one behind: its chunks differ.
  const unknown = rows.flatMap((row) => row.scripts).find((script) => !byFile.has(script.slice(1)));
  if (unknown)
    return `(${statsFile} is from another build, ${unknown} is not in it: rebuild with BUNDLE_STATS=1)`;
  const perPage = rows.map((row) => [row.page, modulesOf(row.scripts, byFile)] as const);
  const shared: Modules = new Map(perPage[0]?.[1] ?? []);
  for (const [, modules] of perPage)
    for (const id of shared.keys()) if (!modules.has(id)) shared.delete(id);
  const total = [...shared.values()].reduce((sum, bytes) => sum + bytes, 0);
  const parts = [
    `Loaded by every public page (${shared.size} modules, ${(total / 1024).toFixed(0)} KB rendered):\n${top(shared, count * 2)}`,
  ];
  for (const [page, modules] of perPage) {
    const own: Modules = new Map([...modules].filter(([id]) => !shared.has(id)));
    if (own.size > 0) parts.push(`${page} adds:\n${top(own, count)}`);
  }
  return parts.join('\n\n');
}
