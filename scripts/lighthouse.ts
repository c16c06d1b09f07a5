/**
 * `npm run lighthouse`: the Lighthouse CLI with the local Chromium on the public pages and the
 * sign-in page of the production server (embedded database, demo data), mobile and desktop
 * presets, 3 runs each; reports the median run's scores with LCP, TBT and CLS against the targets
 * of issue 10. Writes bench/results/lighthouse.md and prints it.
 *
 * To study one page: LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PRESETS=mobile LIGHTHOUSE_PAGES=/contact, and
 * LIGHTHOUSE_KEEP=<dir> keeps each run's JSON report there.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  fullestCategoryId,
  latestPublishedSlug,
  makeDataDir,
  removeDataDir,
  seedDemoData,
} from './bench/prepare.ts';
import { machineSummary, writeResults } from './bench/report.ts';
import { root, setUpBench, startServer, stopServer } from './bench/server.ts';
import { LighthouseReport, type RunSummary, summarise } from './lighthouse/report.ts';
import { formatTable, type PageResult, pickMedianRun } from './lighthouse/table.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const allPresets = ['mobile', 'desktop'] as const;
const presets = allPresets.filter((preset) =>
  (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',').includes(preset),
);
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(',');
const keepDir = process.env.LIGHTHOUSE_KEEP;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

// SEO is audited as on the real host: robots.txt closes 127.0.0.1 otherwise (INDEXING=auto).
process.env.INDEXING = 'on';
// Chromium is not pinned: squeezed onto one core with its own browser and GPU processes, its
// main thread would look several times slower than a phone's (the server still gets core 0).
const port = setUpBench({ pin: false });
const origin = `http://127.0.0.1:${port}`;

/** One Lighthouse CLI run; resolves with the summary of its JSON report. */
async function runLighthouse(
  url: string,
  preset: (typeof allPresets)[number],
  keepAs: string,
): Promise<RunSummary> {
  const outDir = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const output = join(outDir, 'report.json');
  const args = [
    join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: chromePath },
      });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
      );
    });
    if (keepDir) {
      await mkdir(keepDir, { recursive: true });
      await copyFile(output, join(keepDir, `${keepAs}.json`));
    }
    return summarise(v.parse(LighthouseReport, JSON.parse(await readFile(output, 'utf8'))));
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is simply redone. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left === 0) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)}: running it again`);
    }
  }
}

const dataDir = await makeDataDir('lighthouse');
try {
  const { slug, categoryId } = await seedDemoData({ dataDir }, async (db) => ({
    slug: await latestPublishedSlug(db),
    categoryId: await fullestCategoryId(db),
  }));
  // Issue 25's eight public pages, and the sign-in page.
  const allPages = [
    { name: '/', path: '/', public: true },
    { name: '/produits', path: '/produits', public: true },
    {
      name: '/produits?categoryId=<id>',
      path: `/produits?categoryId=${categoryId}`,
      public: true,
    },
    { name: '/actualites', path: '/actualites', public: true },
    { name: '/articles/<slug>', path: `/articles/${encodeURIComponent(slug)}`, public: true },
    { name: '/contact', path: '/contact', public: true },
    { name: '/services', path: '/services', public: true },
    { name: '/magasins', path: '/magasins', public: true },
    { name: '/login', path: '/login', public: false },
  ];
  const pages = allPages.filter((page) => !onlyPages || onlyPages.includes(page.name));
  const server = await startServer({ port, dataDir, siteUrl: origin });
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const summaries: RunSummary[] = [];
        for (let run = 0; run < runs; run += 1) {
          const keepAs = `${page.name.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${run + 1}`;
          summaries.push(
            await withRetries(() => runLighthouse(`${origin}${page.path}`, preset, keepAs)),
          );
        }
        const median = pickMedianRun(summaries);
        results.push({ page: page.name, public: page.public, preset, median, runs: summaries });
        console.log(
          `${page.name} ${preset}: performance ${median.performance} (runs ${summaries.map((s) => s.performance).join(', ')})`,
        );
      }
    }
  } finally {
    await stopServer(server);
  }
  const header = [
    '# Lighthouse',
    '',
    `${new Date().toISOString()} · ${machineSummary()} · Lighthouse CLI with ${chromePath}, median of ${runs} runs (by performance score) · production server, embedded database, demo data`,
    '',
  ].join('\n');
  await writeResults('lighthouse.md', `${header}\n${formatTable(results)}`);
} finally {
  await removeDataDir(dataDir);
}
