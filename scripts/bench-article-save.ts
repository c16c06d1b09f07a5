/**
 * `npm run bench:article-save`: the back-office article save with 10 new images of ~2 MB each,
 * through the same three calls as the form (use-article-save.ts), against the production server
 * on PGlite with the demo data: create (POST /api/crud/articles), upload (multipart POST to the
 * site's /uploads/articles with the session cookies, which forwards to the API: content checks
 * and sharp re-encoding to WebP), attach (PATCH /api/crud/articles/{id} with the paths). One
 * warm-up, then 5 measured saves. Prints a Markdown table and writes
 * bench/results/article-save-latest.md.
 */

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { emptyArticleFields } from '#app/lib/article-form.ts';
import { demoAdmin } from '#server/seed/seed-demo.ts';
import { makeDataDir, removeDataDir, seedDemoData } from './bench/prepare.ts';
import { machineSummary, median, writeResults } from './bench/report.ts';
import { setUpBench, startServer, stopServer } from './bench/server.ts';

// The client runs on core 1, the server on core 0.
const port = setUpBench();

const imageCount = 10;
const targetBytes = 2_000_000;
const width = 2000;
const height = 1500;
const warmUps = 1;
const runs = 5;

/**
 * A photo-like JPEG of ~2 MB: smooth colour fields (different for each image) under grain. The
 * grain carries the size; the quality is searched so the file lands within ±10% of the target.
 */
async function makeImage(
  index: number,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; quality: number }> {
  const raw = Buffer.alloc(width * height * 3);
  const grain = randomBytes(raw.length);
  const phase = index * 0.7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const fields = [
        128 + 100 * Math.sin(x / 310 + phase),
        128 + 100 * Math.cos(y / 230 - phase),
        128 + 100 * Math.sin((x + y) / 170 + 2 * phase),
      ];
      for (let c = 0; c < 3; c += 1) {
        const value = (fields[c] ?? 128) + (((grain[i + c] ?? 128) - 128) * 96) / 255;
        raw[i + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const encode = (quality: number) =>
    sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
  let best = { bytes: await encode(90), quality: 90 };
  let [low, high] = [50, 100];
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await encode(quality);
    if (Math.abs(bytes.length - targetBytes) < Math.abs(best.bytes.length - targetBytes))
      best = { bytes, quality };
    if (bytes.length < targetBytes) low = quality + 1;
    else high = quality - 1;
  }
  if (Math.abs(best.bytes.length - targetBytes) > targetBytes * 0.1)
    throw new Error(`image ${index}: ${best.bytes.length} bytes, not within 10% of ${targetBytes}`);
  return { bytes: new Uint8Array(best.bytes), quality: best.quality };
}

async function call(label: string, url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

interface Session {
  token: string;
  refreshToken: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

async function login(site: string): Promise<Session> {
  const body = record(
    await call('login', `${site}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    }),
  );
  if (typeof body.token !== 'string' || typeof body.refreshToken !== 'string')
    throw new Error('login: no token in the answer');
  return { token: body.token, refreshToken: body.refreshToken };
}

interface Timing {
  create: number;
  upload: number;
  attach: number;
  total: number;
  stored: number;
}

/** One save as the form does it for a new article with a main image and 9 gallery images. */
async function saveArticle(
  site: string,
  session: Session,
  files: readonly File[],
  run: number,
  dataDir: string,
): Promise<Timing> {
  const json = {
    Authorization: `Bearer ${session.token}`,
    'Content-Type': 'application/json',
  };
  const titre = `Banc d'essai ${run} — enregistrement avec ${files.length} images`;
  const fields = {
    ...emptyArticleFields(),
    titre,
    nom_auteur: 'Banc d’essai',
    extrait: 'Un article enregistré par scripts/bench-article-save.ts.',
    contenu_html: `<p>${'Texte de l’article. '.repeat(100)}</p>`,
  };

  const start = performance.now();
  const created = record(
    await call('create', `${site}/api/crud/articles`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(fields),
    }),
  );
  const afterCreate = performance.now();
  if (typeof created.id !== 'number') throw new Error('create: no id in the answer');

  const form = new FormData();
  form.set('titre', titre);
  for (const file of files) form.append('images[]', file, file.name);
  const uploaded = record(
    await call('upload', `${site}/uploads/articles`, {
      method: 'POST',
      headers: {
        Cookie: `mc_access=${session.token}; mc_refresh=${session.refreshToken}`,
        Origin: site,
      },
      body: form,
    }),
  );
  const afterUpload = performance.now();
  const images = Array.isArray(uploaded.images)
    ? uploaded.images.filter((path): path is string => typeof path === 'string')
    : [];
  const [first, ...rest] = images;
  if (!first) throw new Error('upload: no image path in the answer');

  // The form sends the version it got from the create (machines/article-save.setup.ts attachInput).
  const attached = record(
    await call('attach', `${site}/api/crud/articles/${created.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({
        image_miniature: first,
        galerie_json: rest,
        ...(typeof created.modifie_le === 'string' ? { modifie_le: created.modifie_le } : {}),
      }),
    }),
  );
  const end = performance.now();

  if (attached.image_miniature !== first) throw new Error('attach: image_miniature not saved');
  const missing = images.filter((path) => !existsSync(join(dataDir, 'images', path)));
  if (missing.length > 0) throw new Error(`upload: ${missing.length} returned paths not on disk`);
  return {
    create: afterCreate - start,
    upload: afterUpload - afterCreate,
    attach: end - afterUpload,
    total: end - start,
    stored: images.length,
  };
}

const dataDir = await makeDataDir('article-save');
let server: ChildProcess | undefined;
async function cleanUp() {
  if (server) await stopServer(server);
  await removeDataDir(dataDir);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  console.log(`[bench] generating ${imageCount} JPEG images of ~${targetBytes} bytes…`);
  const images = await Promise.all(
    Array.from({ length: imageCount }, (_, index) => makeImage(index)),
  );
  const files = images.map(
    ({ bytes }, index) =>
      new File([bytes], `photo-${String(index + 1).padStart(2, '0')}.jpg`, {
        type: 'image/jpeg',
      }),
  );
  const uploadBytes = files.reduce((sum, file) => sum + file.size, 0);
  const sizes = files.map((file) => file.size);
  const qualities = images.map((image) => image.quality);
  console.log(
    `[bench] images: ${width}×${height}, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes, JPEG quality ${Math.min(...qualities)}–${Math.max(...qualities)}`,
  );

  console.log('[bench] seeding the demo data…');
  await seedDemoData({ dataDir }, async () => undefined);
  server = await startServer({ port, dataDir });
  const site = `http://127.0.0.1:${port}`;
  const session = await login(site);

  const timings: Timing[] = [];
  for (let run = 1; run <= warmUps + runs; run += 1) {
    const timing = await saveArticle(site, session, files, run, dataDir);
    const label = run <= warmUps ? 'warm-up' : `run ${run - warmUps}`;
    console.log(
      `[bench] ${label}: create ${timing.create.toFixed(0)} ms, upload ${timing.upload.toFixed(0)} ms, attach ${timing.attach.toFixed(0)} ms, total ${timing.total.toFixed(0)} ms, ${timing.stored} stored`,
    );
    if (run > warmUps) timings.push(timing);
  }

  const steps = ['create', 'upload', 'attach', 'total'] as const;
  const rows = steps.map((step) => {
    const values = timings.map((timing) => timing[step]);
    return `| ${step} | ${median(values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`;
  });
  const throughputs = timings.map((timing) => uploadBytes / 1e6 / (timing.upload / 1000));
  const stored = timings.map((timing) => timing.stored);
  const table = [
    `Article save benchmark — ${new Date().toISOString()} — ${machineSummary()}`,
    '',
    `${imageCount} JPEG images of ${width}×${height} (${(uploadBytes / 1e6).toFixed(1)} MB in all, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes each), PGlite with the demo data, ${runs} saves after ${warmUps} warm-up.`,
    '',
    '| step | median (ms) | max (ms) |',
    '| --- | ---: | ---: |',
    ...rows,
    '',
    `Upload throughput: median ${median(throughputs).toFixed(1)} MB/s (min ${Math.min(...throughputs).toFixed(1)}, MB = 10⁶ bytes). Files stored per save: ${[...new Set(stored)].join(', ')} of ${imageCount}.`,
    '',
  ].join('\n');
  await writeResults('article-save-latest.md', table);
} finally {
  await cleanUp();
}
