import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backup,
  drillArticles,
  emptyPlace,
  imagePaths,
  journaledArticleIds,
  type Place,
  pageHtml,
  runScript,
  signInAsDemoAdmin,
  sitemapPaths,
  startSite,
  steadyWriter,
} from './restore-drill.ts';

/**
 * The restore drill (issue 35 §1): a site written to steadily is backed up in the middle of the
 * writes with `npm run backup`, then restored with `npm run restore` into an empty target, and
 * the restored site is checked as its visitors and staff would find it.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const drillTimeout = 300_000;

interface Expected {
  /** Writes acknowledged before the mid-write backup started: all must be back. */
  before: number[];
  /** Writes acknowledged in all. */
  written: number;
  /** The source's public pages and images once the writes stopped (the quiet backup's state). */
  pages: Map<string, { status: number; html: string }>;
  images: Map<string, Buffer>;
}

async function restoreInto(kind: Place['kind'], archive: string) {
  const target = await emptyPlace(kind, adminUrl);
  const restored = await runScript('restore.ts', [archive], target.env);
  expect(restored.output).toContain('every count as in the manifest');
  expect(restored.code).toBe(0);
  const site = await startSite(target);
  return {
    site,
    async stop() {
      await site.stop();
      await target.drop();
    },
  };
}

/** The mid-write archive: every acknowledged write is back, and no write is half there. */
async function checkMidWrite(kind: Place['kind'], archive: string, expected: Expected) {
  const { site, stop } = await restoreInto(kind, archive);
  try {
    const token = await signInAsDemoAdmin(site.url);
    const { found, all } = await drillArticles(site.url, token);
    const numbers = [...found.keys()].sort((a, b) => a - b);
    for (const n of expected.before) expect(numbers).toContain(n);
    // A prefix of the writes, ending before the last ones (written after the snapshot).
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    expect(numbers.length).toBeLessThan(expected.written);
    for (const [n, article] of found) expect(article.content).toContain(`Écrit n°${n} `);
    // Each article with the journal line its transaction wrote, and no line without its article.
    const journaled = await journaledArticleIds(site.url, token);
    for (const article of found.values()) expect(journaled).toContain(String(article.id));
    expect([...journaled].filter((id) => !all.has(id))).toEqual([]);
  } finally {
    await stop();
  }
}

/** The quiet archive: the same public pages, the same image bytes, the same administrator. */
async function checkQuiet(kind: Place['kind'], archive: string, expected: Expected) {
  const { site, stop } = await restoreInto(kind, archive);
  try {
    await signInAsDemoAdmin(site.url);
    expect(await sitemapPaths(site.url)).toEqual([...expected.pages.keys()]);
    const differing: string[] = [];
    for (const [path, page] of expected.pages) {
      const restored = await pageHtml(site.url, path);
      if (restored.status !== page.status || restored.html !== page.html) differing.push(path);
    }
    expect(differing).toEqual([]);
    for (const [path, bytes] of expected.images) {
      const answer = await fetch(`${site.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(bytes), path).toBe(true);
    }
  } finally {
    await stop();
  }
}

async function drill(sourceKind: Place['kind'], targets: Place['kind'][]) {
  const archives = await mkdtemp(join(tmpdir(), 'drill-archives-'));
  const source = await emptyPlace(sourceKind, adminUrl);
  if (sourceKind === 'postgres') {
    expect((await runScript('db-seed.ts', [], source.env)).code).toBe(0);
  }
  const site = await startSite(source, true);
  try {
    const token = await signInAsDemoAdmin(site.url);
    const writer = steadyWriter(site.url, token);
    await writer.reach(8);
    const backupStarted = Date.now();
    const midWrite = await backup(source, archives);
    const before = writer.acknowledged.filter((write) => write.at < backupStarted);
    await writer.reach(writer.acknowledged.length + 5);
    await writer.stop();
    const quiet = await backup(source, archives);

    const pages = new Map<string, { status: number; html: string }>();
    for (const path of await sitemapPaths(site.url))
      pages.set(path, await pageHtml(site.url, path));
    expect(pages.size).toBeGreaterThan(20);
    const images = new Map<string, Buffer>();
    for (const page of pages.values()) {
      for (const path of imagePaths(page.html)) {
        const answer = await fetch(`${site.url}${path}`);
        if (answer.status === 200) images.set(path, Buffer.from(await answer.arrayBuffer()));
      }
    }
    expect(images.size).toBeGreaterThan(10);
    const expected: Expected = {
      before: before.map((write) => write.n),
      written: writer.acknowledged.length,
      pages,
      images,
    };
    // What the mid-write archive holds is the snapshot's (checked once, on the same kind of
    // database); each target then shows the quiet archive as the source showed it.
    await checkMidWrite(sourceKind, midWrite, expected);
    for (const target of targets) await checkQuiet(target, quiet, expected);
  } finally {
    await site.stop();
    await source.drop();
    await rm(archives, { recursive: true, force: true });
  }
}

describe.skipIf(!adminUrl)('restore drill (issue 35 §1)', () => {
  it(
    'embedded database: backed up while written to, restored into an empty DATA_DIR and into PostgreSQL',
    () => drill('pglite', ['pglite', 'postgres']),
    drillTimeout,
  );

  it(
    'PostgreSQL: backed up while written to, restored into an empty database',
    () => drill('postgres', ['postgres']),
    drillTimeout,
  );
});
