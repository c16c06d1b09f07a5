import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { freePort, type SiteProcess, startSiteProcess } from '#scripts/cluster/site-process.ts';
import { createFreshDatabase } from '../shared/fresh-database.ts';
import { request, Tokens } from './cluster-setup.ts';

/**
 * The restore drill's pieces (issue 35 §1): where a site's data lives, the operator's commands
 * run as an operator runs them (`node scripts/backup.ts`, `node scripts/restore.ts`), a site
 * started on a target, and a steady writer.
 */
const root = resolve(import.meta.dirname, '../..');
/** The demo's administrator: only the archive brings it to a restored site (no ADMIN_* there). */
export const demoAdmin = { email: 'admin@demo.tn', password: 'Demo-Admin-2024!' };
/** One public address for every site of the drill, so their pages can be compared byte for byte. */
export const siteUrl = 'http://drill.example.tn';

export interface Place {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** An empty DATA_DIR, or an empty PostgreSQL database (with a DATA_DIR of its own for caches). */
export async function emptyPlace(kind: Place['kind'], adminUrl: string): Promise<Place> {
  const dataDir = await mkdtemp(join(tmpdir(), 'drill-'));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') return { kind, env: { DATA_DIR: dataDir }, drop: removeDir };
  const database = await createFreshDatabase(adminUrl, 'drill');
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      await removeDir();
    },
  };
}

/** Runs one of the project's scripts; resolves with its exit code and what it printed. */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [`scripts/${script}`, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code, output }));
  });
}

/** `npm run backup -- --out DIR`: the archive's path, from what the command printed. */
export async function backup(place: Place, outDir: string): Promise<string> {
  const { code, output } = await runScript('backup.ts', ['--out', outDir], place.env);
  const file = /^Backup written \([^)]*\): (.+)$/m.exec(output)?.[1];
  if (code !== 0 || !file) throw new Error(`backup failed (${code}): ${output}`);
  return file;
}

/**
 * A production server on `place`, without ADMIN_*: its accounts are the database's. `seed`: the
 * demo data on a new embedded database (a restored one must hold what the archive brought).
 */
export async function startSite(place: Place, seed = false): Promise<SiteProcess> {
  return startSiteProcess(await freePort(), {
    ...place.env,
    SITE_URL: siteUrl,
    DEMO_DATA: seed ? 'on' : 'off',
    PAGE_CACHE: 'off',
  });
}

export async function signInAsDemoAdmin(base: string): Promise<string> {
  const answer = await request(base, 'POST', '/api/auth/login', { json: demoAdmin });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return v.parse(Tokens, answer.body).token;
}

export interface Acknowledged {
  n: number;
  /** When the answer came back (Date.now()). */
  at: number;
}

/**
 * Publishes "Exercice de reprise n°1", n°2… one after another (each a transaction of its own,
 * with its journal line), recording when each was acknowledged, until stopped.
 */
export function steadyWriter(base: string, token: string) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 1; !stopped; n += 1) {
      const answer = await request(base, 'POST', '/api/crud/articles', {
        token,
        json: {
          titre: `Exercice de reprise n°${n}`,
          contenu_html: `<p>Écrit n°${n} pendant l’exercice de reprise.</p>`,
          nom_auteur: 'Exercice',
          statut: 'publie',
        },
      });
      if (answer.status !== 201) throw new Error(`write ${n} answered ${answer.status}`);
      acknowledged.push({ n, at: Date.now() });
    }
  })();
  return {
    acknowledged,
    /** Resolves once `count` writes in all were acknowledged. */
    async reach(count: number) {
      while (acknowledged.length < count) await new Promise((tick) => setTimeout(tick, 20));
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const ArticlePage = v.object({
  rows: v.array(v.object({ id: v.number(), titre: v.string(), contenu_html: v.string() })),
  total: v.number(),
});
const JournalPage = v.object({
  rows: v.array(v.object({ entity_type: v.string(), entity_id: v.nullable(v.string()) })),
  total: v.number(),
});

/** The drill's articles a site holds (number → id and content), and the ids of all its articles. */
export async function drillArticles(base: string, token: string) {
  const found = new Map<number, { id: number; content: string }>();
  const all = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await request(base, 'GET', `/api/crud/articles?limit=50&page=${page}`, {
      token,
    });
    const { rows, total } = v.parse(ArticlePage, answer.body);
    for (const row of rows) {
      all.add(String(row.id));
      const n = /^Exercice de reprise n°(\d+)$/.exec(row.titre)?.[1];
      if (n) found.set(Number(n), { id: row.id, content: row.contenu_html });
    }
    if (page * 50 >= total) return { found, all };
  }
}

/** The ids of articles whose creation the journal records. */
export async function journaledArticleIds(base: string, token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page += 1) {
    const answer = await request(
      base,
      'GET',
      `/api/journal?action=creation&limit=100&page=${page}`,
      {
        token,
      },
    );
    const { rows, total } = v.parse(JournalPage, answer.body);
    for (const row of rows)
      if (row.entity_type === 'article' && row.entity_id) ids.add(row.entity_id);
    if (page * 100 >= total) return ids;
  }
}

/** The pages of a site's sitemap, as paths. */
export async function sitemapPaths(base: string): Promise<string[]> {
  const answer = await fetch(`${base}/sitemap.xml`);
  const xml = await answer.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(siteUrl, '').replaceAll('&amp;', '&'),
  );
}

/**
 * A page's HTML with what differs from one process to another blanked out: the CSP nonce, the
 * time each route's data was loaded (`u:` in the router's state), the catalogue PDF's edition.
 */
export async function pageHtml(
  base: string,
  path: string,
): Promise<{ status: number; html: string }> {
  const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
  const html = (await answer.text())
    .replaceAll(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(/(<meta property="csp-nonce" content=")[^"]*"/g, '$1"')
    .replaceAll(/\bu:\d{13}\b/g, 'u:0')
    // The catalogue PDF's edition: made in memory by each instance when first asked, not data.
    .replaceAll(/l:\$R\[\d+\]=\{generatedAt:"[^"]*",pageCount:\d+,sizeBytes:\d+\}/g, 'l:null')
    .replaceAll(
      /Mis à jour le [^<]* · \d+ pages? · [\d,]+ [KM]o/g,
      'Généré à partir de notre offre en cours, mis à jour à chaque changement.',
    );
  return { status: answer.status, html };
}

/** The site's own image addresses in a page (originals: the `?w=` copies are made again). */
export function imagePaths(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(\/(?:api\/)?images\/[\w./-]+\.(?:webp|jpe?g|png|avif))/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}
