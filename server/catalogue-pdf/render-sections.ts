import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CatalogueItem, CatalogueSection } from './catalogue-sections.ts';
import { productCountLabel } from './pdf-text.ts';
import {
  colors,
  contentBottom,
  contentWidth,
  currentPageIndex,
  type Doc,
  drawLogo,
  page,
  setFont,
} from './pdf-theme.ts';

const left = page.margin;
const bandHeight = 58;
const continuedHeight = 26;
const groupHeadingHeight = 34;
const row = { height: 92, photoWidth: 96, photoHeight: 72, gap: 16, priceWidth: 104 } as const;
const textX = left + row.photoWidth + row.gap;
const nameWidth = contentWidth - row.photoWidth - row.gap - row.priceWidth - 12;
/**
 * Laying out a product takes about a millisecond of synchronous work: handing the event loop back
 * this often keeps the site answering other visitors while a large catalogue is built.
 */
const itemsPerTurn = 20;

interface Layout {
  doc: Doc;
  images: ReadonlyMap<string, string>;
  /** Where each section and sub-category starts: destination key → page index. */
  pageOf: Map<string, number>;
  y: number;
  drawn: number;
}

/** One chapter per section, each from a new page, with outline entries and link targets. */
export async function renderSections(
  doc: Doc,
  sections: readonly CatalogueSection[],
  images: ReadonlyMap<string, string>,
): Promise<Map<string, number>> {
  const layout: Layout = { doc, images, pageOf: new Map(), y: page.margin, drawn: 0 };
  for (const section of sections) {
    doc.addPage();
    markDestination(layout, section.key);
    const outline = doc.outline.addItem(section.title);
    drawSectionBand(layout, section);
    await drawItems(layout, section.items, section.title);
    for (const group of section.groups) {
      // A heading never ends a page: it keeps at least its first product with it.
      ensureRoom(layout, groupHeadingHeight + row.height, section.title);
      markDestination(layout, group.key);
      outline.addItem(group.title);
      setFont(doc, 'semibold', 13.5, colors.brandDark).text(group.title, left, layout.y + 8, {
        width: contentWidth,
        height: 18,
        ellipsis: true,
      });
      doc
        .moveTo(left, layout.y + groupHeadingHeight - 6)
        .lineTo(left + contentWidth, layout.y + groupHeadingHeight - 6)
        .lineWidth(1)
        .strokeColor(colors.brand)
        .stroke();
      layout.y += groupHeadingHeight;
      await drawItems(layout, group.items, section.title);
    }
  }
  return layout.pageOf;
}

function markDestination(layout: Layout, key: string): void {
  layout.pageOf.set(key, currentPageIndex(layout.doc));
  layout.doc.addNamedDestination(key, 'XYZ', null, layout.y, null);
}

function drawSectionBand(layout: Layout, section: CatalogueSection): void {
  const { doc } = layout;
  doc.roundedRect(left, layout.y, contentWidth, bandHeight - 12, 8).fill(colors.brand);
  setFont(doc, 'bold', 19, colors.white).text(section.title, left + 16, layout.y + 12, {
    width: contentWidth - 150,
    height: 24,
    ellipsis: true,
  });
  setFont(doc, 'regular', 10.5, colors.brandLight).text(
    productCountLabel(section.productCount),
    left + contentWidth - 136,
    layout.y + 18,
    { width: 120, align: 'right', lineBreak: false },
  );
  layout.y += bandHeight;
}

/** Starts a new page when `height` does not fit, with a reminder of the chapter on top. */
function ensureRoom(layout: Layout, height: number, sectionTitle: string): void {
  if (layout.y + height <= contentBottom) return;
  const { doc } = layout;
  doc.addPage();
  layout.y = page.margin;
  setFont(doc, 'semibold', 9.5, colors.muted).text(`${sectionTitle} (suite)`, left, layout.y, {
    width: contentWidth,
    height: 14,
    ellipsis: true,
  });
  layout.y += continuedHeight;
}

async function drawItems(
  layout: Layout,
  items: readonly CatalogueItem[],
  sectionTitle: string,
): Promise<void> {
  for (const item of items) {
    ensureRoom(layout, row.height, sectionTitle);
    drawItem(layout, item);
    layout.y += row.height;
    layout.drawn += 1;
    if (layout.drawn % itemsPerTurn === 0) await nextTurn();
  }
}

function drawItem(layout: Layout, item: CatalogueItem): void {
  const { doc } = layout;
  const top = layout.y + 8;
  drawPhoto(layout, item, top);

  setFont(doc, 'semibold', 11.5, colors.ink);
  const nameHeight = Math.min(doc.heightOfString(item.name, { width: nameWidth }), 30);
  doc.text(item.name, textX, top, { width: nameWidth, height: 30, ellipsis: true });
  setFont(doc, 'bold', 11.5, colors.brand).text(
    item.priceLabel,
    left + contentWidth - row.priceWidth,
    top,
    { width: row.priceWidth, align: 'right', lineBreak: false },
  );

  let y = top + nameHeight + 2;
  if (item.reference) {
    setFont(doc, 'regular', 8.5, colors.muted).text(`Réf. ${item.reference}`, textX, y, {
      width: nameWidth,
      height: 12,
      ellipsis: true,
    });
    y += 13;
  }
  if (item.description) {
    const descriptionWidth = contentWidth - row.photoWidth - row.gap;
    setFont(doc, 'regular', 9, colors.text).text(item.description, textX, y + 2, {
      width: descriptionWidth,
      height: Math.max(12, layout.y + row.height - 8 - (y + 2)),
      ellipsis: true,
      lineGap: 1,
    });
  }
  doc
    .moveTo(left, layout.y + row.height)
    .lineTo(left + contentWidth, layout.y + row.height)
    .lineWidth(0.5)
    .strokeColor(colors.line)
    .stroke();
}

function drawPhoto(layout: Layout, item: CatalogueItem, top: number): void {
  const { doc } = layout;
  doc.roundedRect(left, top, row.photoWidth, row.photoHeight, 6).fill(colors.photoBackground);
  const image = item.imageUrl ? layout.images.get(item.imageUrl) : undefined;
  if (image) {
    doc.image(image, left, top, {
      fit: [row.photoWidth, row.photoHeight],
      align: 'center',
      valign: 'center',
    });
  } else {
    // SPEC §3: the logo stands in for a missing photo.
    const size = 30;
    drawLogo(doc, left + (row.photoWidth - size) / 2, top + (row.photoHeight - size) / 2, size);
  }
}
