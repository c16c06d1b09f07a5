import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { Category, Product } from '#domain/entities.schema.ts';
import { loadCatalogueImages } from '#server/catalogue-pdf/catalogue-images.server.ts';
import { buildCatalogueSections } from '#server/catalogue-pdf/catalogue-sections.ts';
import { renderCatalogue } from '#server/catalogue-pdf/render-catalogue.ts';
import { log } from '#server/log/logger.ts';
import { bareProduct } from './fakes/catalogue.ts';

const base = 'http://localhost/api/images';

async function openPdf(bytes: Uint8Array) {
  return getDocument({ data: new Uint8Array(bytes) }).promise;
}

/** The text of each page, items joined by spaces. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

const webp = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .webp()
    .toBuffer();

function product(id: number, titre: string, categorie_id: number, extra: Partial<Product> = {}) {
  return bareProduct(id, titre, categorie_id, {
    reference: `REF-${id}`,
    description_courte:
      'Confort « premium » – housse déhoussable, lavable à 90 °C ; cœur en mousse',
    prix: 1250.5,
    ...extra,
  });
}

const categories: Category[] = [
  { id: 1, nom: 'Soins à domicile', slug: 's', position: 0, est_active: true, parent_id: null },
  { id: 2, nom: 'Lits médicalisés', slug: 'l', position: 0, est_active: true, parent_id: 1 },
  { id: 3, nom: 'Mobilité', slug: 'm', position: 1, est_active: true, parent_id: null },
];

describe('loadCatalogueImages', () => {
  it('turns stored WebP images into small JPEG data URLs, once per image', async () => {
    const fetcher = vi.fn(async (request: Request) =>
      request.url.endsWith('/missing.webp')
        ? new Response('not found', { status: 404 })
        : new Response(new Uint8Array(await webp('#0f766e')), {
            headers: { 'content-type': 'image/webp' },
          }),
    );
    const warn = vi.spyOn(log(), 'warn').mockImplementation(() => undefined);
    const urls = [`${base}/a.webp`, `${base}/missing.webp`];
    const images = await loadCatalogueImages(urls, fetcher);
    expect([...images.keys()]).toEqual([`${base}/a.webp`]);
    const jpeg = Buffer.from(images.get(`${base}/a.webp`)?.split(',')[1] ?? '', 'base64');
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 225 });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      event: 'catalogue-pdf.images-replaced',
      images: expect.stringContaining('missing.webp (HTTP 404)'),
    });

    await loadCatalogueImages([`${base}/a.webp`], fetcher);
    expect(fetcher.mock.calls.filter(([request]) => request.url.endsWith('/a.webp'))).toHaveLength(
      1,
    );
  });
});

// The first render parses the embedded fonts: slow on a cold, instrumented worker.
describe('renderCatalogue', { timeout: 15_000 }, () => {
  it('prints the cover, a linked table of contents, the products and numbered pages', async () => {
    const products = [
      product(1, 'Lit médicalisé électrique', 2, { image: 'lit.webp' }),
      ...Array.from({ length: 14 }, (_, index) =>
        product(10 + index, `Fauteuil roulant n° ${index + 1}`, 3, {
          prix: null,
          image: 'lit.webp',
        }),
      ),
      product(2, 'Coussin œuf', 1),
    ];
    const sections = buildCatalogueSections(categories, products, base);
    const image = `data:image/jpeg;base64,${(
      await sharp(await webp('#ccfbf1'))
        .jpeg()
        .toBuffer()
    ).toString('base64')}`;
    const { bytes, pageCount } = await renderCatalogue({
      sections,
      images: new Map([[`${base}/lit.webp`, image]]),
      generatedAt: new Date('2026-11-22T10:00:00Z'),
      siteUrl: 'https://www.mediconfort.tn',
    });

    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await pageTexts(bytes);
    expect(pages).toHaveLength(pageCount);
    const [cover = '', contents = ''] = pages;
    expect(cover).toContain('MédiConfort Tunisie');
    expect(cover).toContain('Édition du 22 novembre 2026');
    expect(cover).toContain('Magasin Lafayette');
    expect(cover).toContain('contact@mediconfort.tn');
    expect(cover).toContain('Lundi – Vendredi');
    expect(cover).toContain('« — » signale un prix sur demande');

    // Soins à domicile starts on page 3, Mobilité after it; each line shows its page number.
    const mobilityPage = pages.findIndex((text) => text.startsWith('Mobilité')) + 1;
    expect(mobilityPage).toBeGreaterThan(3);
    expect(contents).toMatch(/Sommaire Soins à domicile 3 Lits médicalisés 3 Mobilité (\d+)/);
    expect(contents).toContain(`Mobilité ${mobilityPage}`);

    const all = pages.join('\n');
    expect(all).toContain('Lit médicalisé électrique');
    expect(all).toContain('Réf. REF-1');
    // The narrow no-break space of fr-FR grouping is there (whitespace is normalised above).
    expect(all).toContain('1 250,50 TND');
    expect(all).toContain('Coussin œuf');
    expect(all).toContain(
      'Confort « premium » – housse déhoussable, lavable à 90 °C ; cœur en mousse',
    );
    expect(all).toContain('—');
    expect(all).toContain('Mobilité (suite)');
    expect(pages[1]).toContain(`Page 2 / ${pageCount}`);
    expect(cover).not.toContain('Page 1');

    const pdf = await openPdf(bytes);
    const outline = await pdf.getOutline();
    expect(outline?.map((item) => [item.title, item.items.map((child) => child.title)])).toEqual([
      ['Sommaire', []],
      ['Soins à domicile', ['Lits médicalisés']],
      ['Mobilité', []],
    ]);
    const destinations = await pdf.getDestinations();
    expect(Object.keys(destinations).sort()).toEqual([
      'categorie-1',
      'categorie-3',
      'sous-categorie-2',
    ]);
    const links = await (await pdf.getPage(2)).getAnnotations();
    expect(links.map((link) => link.dest)).toEqual([
      'categorie-1',
      'sous-categorie-2',
      'categorie-3',
    ]);
    // The two photos share one embedded image.
    expect(bytes.byteLength).toBeLessThan(150_000);
  });

  it('still makes a valid PDF when there is nothing to list', async () => {
    const { bytes, pageCount } = await renderCatalogue({
      sections: [],
      images: new Map(),
      generatedAt: new Date(),
      siteUrl: 'http://localhost:3000',
    });
    expect(pageCount).toBe(2);
    expect((await pageTexts(bytes))[1]).toContain('Notre catalogue est en cours de mise à jour');
  });
});
