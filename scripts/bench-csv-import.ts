/**
 * `npm run bench:csv-import -- postgres://postgres@127.0.0.1:5432/postgres`: the products CSV
 * import of issue 24 on PostgreSQL (goal: 10,000 rows in under 10 s). Creates a fresh database on
 * that server, starts the API on it in this process, imports 10,000 new products (preview, then
 * apply), exports them, changes every price and title and imports again (preview, then apply),
 * then undoes that second import (issue 36 §5).
 * Each step is timed from the request to the whole answer; the results go to
 * bench/results/csv-import.md. The database is dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { parseEnv } from '#env';
import { startApiRuntime } from '#server/api/runtime.ts';
import { createFreshPostgres } from './cluster/fresh-postgres.ts';

const adminUrl = process.argv[2];
if (!adminUrl) throw new Error('usage: npm run bench:csv-import -- postgres://user@host:5432/db');
const rowCount = 10_000;
const admin = { email: 'bench@csv.tn', password: 'correct-horse-battery-staple' };

const fresh = await createFreshPostgres(adminUrl, 'bench_csv');
const dataDir = await mkdtemp(join(tmpdir(), 'bench-csv-'));
const runtime = await startApiRuntime(
  parseEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: fresh.url,
    DEMO_DATA: 'off',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    NODE_ENV: 'production',
  }),
);

async function call(
  method: string,
  path: string,
  init: { token?: string; body?: BodyInit; json?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
  const started = performance.now();
  const response = await runtime.fetch(
    new Request(`http://127.0.0.1/api${path}`, { method, headers, body }),
  );
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return { text, ms };
}

const csvForm = (text: string) => {
  const form = new FormData();
  form.append('fichier', new Blob([text], { type: 'text/csv' }), 'produits.csv');
  return form;
};

const results: { step: string; ms: number; answer: string }[] = [];
const Applied = v.object({ undo: v.object({ id: v.number() }) });
let undoId = 0;
const loadBefore = loadavg()[0]?.toFixed(1);
try {
  const { token } = v.parse(
    v.object({ token: v.string() }),
    JSON.parse((await call('POST', '/auth/login', { json: admin })).text),
  );
  await call('POST', '/crud/categories', { token, json: { nom: 'Lits médicalisés' } });
  const header =
    'reference;titre;slug;categorie;prix;devise;est_actif;description_courte;description_html;seo_description';
  const lines = [header];
  for (let index = 1; index <= rowCount; index += 1) {
    const ref = `BENCH-${String(index).padStart(6, '0')}`;
    lines.push(
      `${ref};Lit médicalisé électrique ${index};;lits-medicalises;${(index % 5000) + 100},50;TND;oui;` +
        `"Lit à hauteur variable; relève-buste électrique, barrières";` +
        `<p>Lit médicalisé <strong>${index}</strong> : sommier à lattes, télécommande, freins centralisés.</p>;` +
        `Lit médicalisé électrique ${index} à louer ou à acheter à Tunis`,
    );
  }
  const createFile = `\uFEFF${lines.join('\r\n')}\r\n`;
  for (const [step, mode] of [
    ['création : aperçu', 'preview'],
    ['création : import', 'apply'],
  ] as const) {
    const answer = await call('POST', `/crud/products/import?mode=${mode}`, {
      token,
      body: csvForm(createFile),
    });
    results.push({ step, ms: answer.ms, answer: answer.text.slice(0, 80) });
  }
  const exported = await call('GET', '/crud/products/export.csv', { token });
  results.push({
    step: 'export (10 000 lignes)',
    ms: exported.ms,
    answer: `${exported.text.length} caractères`,
  });
  const updateFile = exported.text
    .replace(/;(\d+),50;TND;/g, ';$1,90;TND;')
    .replaceAll('électrique', 'électrique 2');
  for (const [step, mode] of [
    ['mise à jour : aperçu', 'preview'],
    ['mise à jour : import', 'apply'],
  ] as const) {
    const answer = await call('POST', `/crud/products/import?mode=${mode}`, {
      token,
      body: csvForm(updateFile),
    });
    results.push({ step, ms: answer.ms, answer: answer.text.slice(0, 80) });
    if (mode === 'apply') undoId = v.parse(Applied, JSON.parse(answer.text)).undo.id;
  }
  // Issue 36 §5: "Annuler cet import" of the 10,000 updates (each product back to its version).
  const undone = await call('POST', `/crud/products/import/${undoId}/undo`, { token });
  results.push({
    step: 'mise à jour : annulation',
    ms: undone.ms,
    answer: undone.text.slice(0, 80),
  });
} finally {
  await runtime.close();
  await fresh.drop();
  await rm(dataDir, { recursive: true, force: true });
}

console.table(results.map((r) => ({ ...r, ms: Math.round(r.ms) })));
const report = [
  '# CSV import of products (issue 24)',
  '',
  `Measured ${new Date().toISOString()} by \`npm run bench:csv-import\` (scripts/bench-csv-import.ts):`,
  `${rowCount.toLocaleString('en')} rows, PostgreSQL on this machine (${availableParallelism()} CPU cores shared),`,
  'the API in process (no socket), each time from the request to the whole answer. Goal: < 10 s.',
  `Load average (1 min) ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after: the machine is shared, times vary with it.`,
  '',
  '| step | time (ms) | answer |',
  '| --- | ---: | --- |',
  ...results.map(
    (r) => `| ${r.step} | ${Math.round(r.ms)} | \`${r.answer.replaceAll('|', '\\|')}\` |`,
  ),
  '',
].join('\n');
await writeFile('bench/results/csv-import.md', report);
console.log('written to bench/results/csv-import.md');
