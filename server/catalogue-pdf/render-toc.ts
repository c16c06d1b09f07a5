import type { TocEntry } from './catalogue-sections.ts';
import { colors, contentBottom, contentWidth, type Doc, page, setFont } from './pdf-theme.ts';

const titleHeight = 64;
const rowHeight = { 0: 26, 1: 19 } as const;
const numberWidth = 40;

/**
 * Splits the entries over as many pages as they need (the first one also holds the title). The
 * page count must be known before the sections are laid out, since their page numbers follow it.
 */
export function paginateToc(entries: readonly TocEntry[]): TocEntry[][] {
  const pages: TocEntry[][] = [[]];
  let room = contentBottom - page.margin - titleHeight;
  for (const entry of entries) {
    const height = rowHeight[entry.level];
    const current = pages.at(-1);
    if (current && room >= height) {
      current.push(entry);
    } else {
      pages.push([entry]);
      room = contentBottom - page.margin;
    }
    room -= height;
  }
  return pages;
}

/**
 * Fills the contents pages reserved after the cover (`firstPage`, 0-based) once the sections are
 * laid out: each line links to its section's destination and shows its page number.
 */
export function renderToc(
  doc: Doc,
  pages: readonly TocEntry[][],
  firstPage: number,
  pageOf: ReadonlyMap<string, number>,
): void {
  pages.forEach((entries, index) => {
    doc.switchToPage(firstPage + index);
    let y = page.margin;
    if (index === 0) {
      setFont(doc, 'bold', 26, colors.ink).text('Sommaire', page.margin, y, { lineBreak: false });
      y += titleHeight;
    }
    for (const entry of entries) {
      drawEntry(doc, entry, y, pageOf.get(entry.key));
      y += rowHeight[entry.level];
    }
  });
}

function drawEntry(doc: Doc, entry: TocEntry, y: number, pageIndex: number | undefined): void {
  const indent = entry.level === 0 ? 0 : 18;
  const x = page.margin + indent;
  const titleWidth = contentWidth - indent - numberWidth - 12;
  const size = entry.level === 0 ? 12.5 : 10.5;
  if (entry.level === 0) {
    setFont(doc, 'semibold', size, colors.ink);
  } else {
    setFont(doc, 'regular', size, colors.text);
  }
  const label = entry.title;
  doc.text(label, x, y, {
    width: titleWidth,
    height: size * 1.3,
    ellipsis: true,
    lineBreak: false,
  });
  const labelEnd = x + Math.min(doc.widthOfString(label), titleWidth);

  // Dotted leader between the title and the page number.
  const numberX = page.margin + contentWidth - numberWidth;
  const baseline = y + size * 0.95;
  if (numberX - 8 > labelEnd + 8) {
    doc
      .save()
      .moveTo(labelEnd + 8, baseline)
      .lineTo(numberX - 4, baseline)
      .lineWidth(0.7)
      .dash(0.7, { space: 3 })
      .strokeColor(colors.muted)
      .stroke()
      .restore();
  }
  const number = pageIndex === undefined ? '' : String(pageIndex + 1);
  doc.text(number, numberX, y, { width: numberWidth, align: 'right', lineBreak: false });
  doc.goTo(page.margin, y - 3, contentWidth, rowHeight[entry.level] - 2, entry.key);
}
