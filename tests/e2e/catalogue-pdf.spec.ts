import type { APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as v from 'valibot';
import { createProduct, deleteTestProduct, unique } from './admin-helpers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

/** The PDF's text, page after page, whitespace (incl. fr-FR narrow no-break spaces) normalised. */
async function pdfText(bytes: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

async function fetchPdf(request: APIRequestContext, path = '/catalogue.pdf') {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  const body = await response.body();
  return { response, body, text: await pdfText(body) };
}

test.describe('catalogue PDF generated from the live data', () => {
  test('lists a product as soon as it is created, and drops it once deleted', async ({
    request,
  }) => {
    const before = await fetchPdf(request);
    const suffix = unique();
    const titre = `Catalogue PDF ${suffix}`;
    const created = await createProduct(request, {
      titre,
      reference: `PDF-${suffix}`,
      prix: '1250.5',
      description_courte: 'Housse déhoussable « confort » – lavable à 90 °C',
    });
    try {
      const { response, body, text } = await fetchPdf(request);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toBe(
        'inline; filename="catalogue-mediconfort.pdf"',
      );
      expect(response.headers()['cache-control']).toBe('public, max-age=300');
      expect(response.headers().etag).not.toBe(before.response.headers().etag);
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(text).toContain(titre);
      expect(text).toContain(`Réf. PDF-${suffix}`);
      expect(text).toContain('1 250,50 TND');
      expect(text).toContain('Housse déhoussable « confort » – lavable à 90 °C');
      expect(text).toContain('Sommaire');
    } finally {
      await deleteTestProduct(request, created.id);
    }
    expect((await fetchPdf(request)).text).not.toContain(titre);
  });

  test('answers 304 to a client that has the current version, HEAD and downloads', async ({
    request,
  }) => {
    // Parallel tests change products too: retry until one round sees no change in between.
    await expect(async () => {
      const current = await request.get('/catalogue.pdf');
      const etag = current.headers().etag ?? '';
      expect(etag).toMatch(/^".+"$/);
      expect(current.headers()['last-modified']).toMatch(/GMT$/);
      const again = await request.get('/catalogue.pdf', { headers: { 'If-None-Match': etag } });
      expect(again.status()).toBe(304);
      expect(again.headers().etag).toBe(etag);
      expect(await again.body()).toHaveLength(0);
    }).toPass({ timeout: 20_000 });

    const head = await request.head('/catalogue.pdf');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('application/pdf');
    expect(Number(head.headers()['content-length'])).toBeGreaterThan(10_000);

    const download = await request.get('/catalogue.pdf?download=1');
    expect(download.headers()['content-disposition']).toBe(
      'attachment; filename="catalogue-mediconfort.pdf"',
    );
  });

  test('the /catalogue page embeds the PDF with buttons to open and download it', async ({
    page,
  }) => {
    // A desktop browser with its PDF viewer (the headless shell the tests run in has none).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => true });
    });
    await page.goto('/catalogue');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
    const viewer = page.locator('iframe[title="Catalogue MédiConfort (PDF)"]');
    await expect(viewer).toHaveAttribute('src', '/catalogue.pdf#view=FitH');
    await expect(viewer).toBeVisible();

    const open = page.getByRole('link', { name: 'Ouvrir dans une nouvelle fenêtre' });
    await expect(open).toHaveAttribute('href', '/catalogue.pdf');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    const download = page.getByRole('link', { name: 'Télécharger le PDF' });
    await expect(download).toHaveAttribute('href', '/catalogue.pdf?download=1');
    await expect(download).toHaveAttribute('download', 'catalogue-mediconfort.pdf');
    // The edition's facts, once a generation has finished (parallel tests may start new ones).
    const facts = page.getByText(/^Mis à jour le \d{1,2} \S+ \d{4} à \d{2}:\d{2} · \d+ pages · /);
    await expect(async () => {
      await page.reload();
      await expect(facts).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('offers the buttons instead of a blank frame where the browser has no PDF viewer', async ({
    page,
  }) => {
    // Mobile browsers report no inline PDF viewer.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false });
    });
    await page.goto('/catalogue');
    await waitForHydration(page);
    await expect(
      page.getByText('Votre navigateur ne peut pas afficher le catalogue dans la page.'),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  });
});

const Products = v.object({ rows: v.array(v.object({ titre: v.string() })) });

test.describe('with API_BASE_URL pointing at a separate API server', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_REMOTE_SITE_PORT}` });

  test('builds the PDF over HTTP, photos included', async ({ request }) => {
    const api = `http://127.0.0.1:${process.env.E2E_API_PORT}/api`;
    const list = await request.get(`${api}/crud/products?limit=1&order=titre:asc`);
    const [first] = v.parse(Products, await list.json()).rows;
    const { body, text } = await fetchPdf(request);
    expect(text).toContain(first?.titre ?? 'a demo product');
    expect(body.includes('/Subtype /Image')).toBe(true);
  });
});
