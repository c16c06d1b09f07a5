import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureClientJs } from '#scripts/bench/client-js.ts';
import { moduleBreakdown } from '#scripts/bench/module-breakdown.ts';
import type { PublicPageJs } from '#scripts/bench/public-js.ts';

const row = (page: string, scripts: string[]): PublicPageJs => ({
  page,
  path: page,
  scripts,
  files: scripts.length,
  raw: 0,
  gzip: 0,
  brotli: 0,
});

describe('measureClientJs', () => {
  it('counts each statically imported file once and names it to visit, leaving import() out', async () => {
    const files: Record<string, string> = {
      '/assets/entry.js':
        'import{a}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");',
      '/assets/shared.js': 'export const a=1;',
      '/assets/side.js': 'import{a}from"./shared.js";',
      '/assets/lazy.js': 'export default 2;',
    };
    const visited: string[] = [];
    const total = await measureClientJs(
      ['/assets/entry.js'],
      async (path) => Buffer.from(files[path] ?? ''),
      new Map(),
      (path) => visited.push(path),
    );
    expect(visited).toEqual(['/assets/entry.js', '/assets/shared.js', '/assets/side.js']);
    expect(total.files).toBe(3);
  });
});

describe('moduleBreakdown', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'client-js-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists the modules every page loads, then what each page adds', async () => {
    const stats = join(dir, 'stats.json');
    await writeFile(
      stats,
      JSON.stringify([
        { file: 'assets/entry.js', modules: [{ id: 'npm:react-dom/index.js', bytes: 2048 }] },
        { file: 'assets/contact.js', modules: [{ id: 'npm:xstate/index.js', bytes: 1024 }] },
      ]),
    );
    const text = moduleBreakdown(stats, [
      row('/', ['/assets/entry.js']),
      row('/contact', ['/assets/entry.js', '/assets/contact.js']),
    ]);
    expect(text).toContain('Loaded by every public page (1 modules, 2 KB rendered)');
    expect(text).toMatch(/2\.0 KB {2}npm:react-dom\/index\.js/);
    expect(text).toMatch(/\/contact adds:\n\s+1\.0 KB {2}npm:xstate\/index\.js/);
    expect(text).not.toContain('/ adds:');
  });

  it('says so when the stats are missing or come from another build', async () => {
    expect(moduleBreakdown(join(dir, 'none.json'), [])).toContain('build with BUNDLE_STATS=1');
    const stats = join(dir, 'old.json');
    await writeFile(stats, JSON.stringify([{ file: 'assets/old.js', modules: [] }]));
    expect(moduleBreakdown(stats, [row('/', ['/assets/entry.js'])])).toContain(
      '/assets/entry.js is not in it',
    );
  });
});
