import PDFDocument from 'pdfkit';
import { site } from '#config';
import { type CatalogueSection, tocEntries } from './catalogue-sections.ts';
import { formatEditionDate } from './pdf-text.ts';
import { colors, contentWidth, type Doc, page, registerFonts, setFont } from './pdf-theme.ts';
import { renderCover } from './render-cover.ts';
import { renderSections } from './render-sections.ts';
import { paginateToc, renderToc } from './render-toc.ts';

export interface CatalogueDocumentInput {
  sections: readonly CatalogueSection[];
  /** Image URL → JPEG data URL (see catalogue-images.server.ts). */
  images: ReadonlyMap<string, string>;
  generatedAt: Date;
  siteUrl: string;
}

export interface RenderedCatalogue {
  bytes: Uint8Array;
  pageCount: number;
}

/**
 * Cover, contents, one chapter per category, then the footers (which need the page count):
 * pages stay buffered until the end so the contents can be filled in last.
 */
export async function renderCatalogue(input: CatalogueDocumentInput): Promise<RenderedCatalogue> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    bufferPages: true,
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: `Catalogue ${site.name}`,
      Author: site.name,
      Subject: `Catalogue des produits du ${formatEditionDate(input.generatedAt)}`,
      Keywords: 'matériel médical, location, vente, Tunisie',
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  registerFonts(doc);
  renderCover(doc, input);

  const tocPages = paginateToc(tocEntries(input.sections));
  for (const [index] of tocPages.entries()) {
    doc.addPage();
    if (index === 0) doc.outline.addItem('Sommaire');
  }
  const pageOf = await renderSections(doc, input.sections, input.images);
  if (input.sections.length === 0) drawEmptyNotice(doc);
  renderToc(doc, tocPages, 1, pageOf);
  drawFooters(doc, input.generatedAt);
  const pageCount = doc.bufferedPageRange().count;

  doc.end();
  await finished;
  return { bytes: Buffer.concat(chunks), pageCount };
}

function drawEmptyNotice(doc: Doc): void {
  setFont(doc, 'regular', 12, colors.text).text(
    `Notre catalogue est en cours de mise à jour. Appelez-nous au ${site.phone} : nous vous conseillons volontiers.`,
    page.margin,
    page.margin + 80,
    { width: contentWidth },
  );
}

/** Every page but the cover: the site's name, the edition date and "Page n / total". */
function drawFooters(doc: Doc, generatedAt: Date): void {
  const { start, count } = doc.bufferedPageRange();
  const y = page.height - page.margin + 8;
  const label = `${site.name} · Catalogue du ${formatEditionDate(generatedAt)}`;
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc
      .moveTo(page.margin, y - 8)
      .lineTo(page.margin + contentWidth, y - 8)
      .lineWidth(0.5)
      .strokeColor(colors.line)
      .stroke();
    setFont(doc, 'regular', 8.5, colors.muted);
    const options = { height: 12, lineBreak: false } as const;
    doc.text(label, page.margin, y, { ...options, width: contentWidth - 80 });
    doc.text(`Page ${index + 1} / ${count}`, page.margin + contentWidth - 80, y, {
      ...options,
      width: 80,
      align: 'right',
    });
  }
}
