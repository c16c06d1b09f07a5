import { getEnv } from '#env';
import { log } from '#server/log/logger.ts';
import { getTransport } from '../client/transport.ts';
import { onContentChange } from '../events/content-changes.ts';
import { publicClient } from '../functions/session.server.ts';
import { loadCatalogueData } from './catalogue-data.server.ts';
import { loadCatalogueImages } from './catalogue-images.server.ts';
import { buildCatalogueSections, catalogueImageUrls } from './catalogue-sections.ts';
import { type CachedPdf, createPdfCache } from './pdf-cache.ts';
import { pdfResponse, unavailableResponse } from './pdf-response.ts';
import { renderCatalogue } from './render-catalogue.ts';

/** Changes made through another API process are not seen here: an hour bounds how stale. */
const maxAgeMs = 60 * 60_000;

/** The live catalogue through public reads (SPEC §7), its photos, then the document. */
async function generateCataloguePdf(generatedAt: Date) {
  const started = performance.now();
  const transport = getTransport();
  const { categories, products } = await loadCatalogueData(publicClient());
  const loaded = performance.now();
  const sections = buildCatalogueSections(categories, products, `${transport.baseUrl}/images`);
  const images = await loadCatalogueImages(catalogueImageUrls(sections), transport.fetcher);
  const converted = performance.now();
  const rendered = await renderCatalogue({
    sections,
    images,
    generatedAt,
    siteUrl: getEnv().SITE_URL,
  });
  const ms = (from: number, to = performance.now()) => Math.round(to - from);
  log().info(
    {
      event: 'catalogue-pdf.generated',
      products: products.length,
      pages: rendered.pageCount,
      bytes: rendered.bytes.byteLength,
      durationMs: ms(started),
      dataMs: ms(started, loaded),
      photosMs: ms(loaded, converted),
      layoutMs: ms(converted),
    },
    'catalogue PDF generated',
  );
  return rendered;
}

const cache = createPdfCache({
  generate: generateCataloguePdf,
  maxAgeMs,
  onError: (error) =>
    log().error(
      { event: 'catalogue-pdf.rebuild-failed', err: error },
      'catalogue PDF rebuild failed, serving the previous one',
    ),
});

// Writes the in-process API accepted from anyone, this site's writes to a remote API_BASE_URL
// and those of other instances: each makes the next request rebuild.
onContentChange(({ resource }) => {
  if (resource === 'products' || resource === 'categories' || resource === 'all') {
    cache.invalidate();
  }
});

/** GET/HEAD /catalogue.pdf. */
export async function serveCataloguePdf(request: Request): Promise<Response> {
  let pdf: CachedPdf;
  try {
    pdf = await cache.get();
  } catch (error) {
    log().error({ event: 'catalogue-pdf.failed', err: error }, 'catalogue PDF generation failed');
    return unavailableResponse();
  }
  return pdfResponse(request, pdf);
}

export interface CataloguePdfInfo {
  generatedAt: string;
  pageCount: number;
  sizeBytes: number;
}

/**
 * The current edition's facts for the /catalogue page. Asking starts the generation (the page's
 * viewer will want the PDF next) but the page waits for it `waitMs` at most.
 */
export async function getCataloguePdfInfo(waitMs: number): Promise<CataloguePdfInfo | null> {
  const ready = cache.get().catch(() => null);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const pdf = await Promise.race([ready, timeout]);
  clearTimeout(timer);
  if (!pdf) return null;
  return {
    generatedAt: pdf.generatedAt.toISOString(),
    pageCount: pdf.pageCount,
    sizeBytes: pdf.bytes.byteLength,
  };
}
