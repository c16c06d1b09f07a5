import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export type Doc = PDFKit.PDFDocument;

/** A4 portrait in points, the site's margins and the band kept for the footer. */
export const page = {
  width: 595.28,
  height: 841.89,
  margin: 48,
  footerHeight: 28,
} as const;
export const contentWidth = page.width - 2 * page.margin;
/** The lowest y the flowing content may reach. */
export const contentBottom = page.height - page.margin - page.footerHeight;

/** The site's Tailwind palette (teal and slate), so the PDF looks like the website. */
export const colors = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandPale: '#f0fdfa',
  brandLight: '#ccfbf1',
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  line: '#e2e8f0',
  photoBackground: '#f8fafc',
  white: '#ffffff',
} as const;

/**
 * Inter embedded (subset; the site itself shows the system font, decision 025) rather than the
 * PDF standard Helvetica: Helvetica's WinAnsi encoding has no narrow no-break space, which
 * fr-FR prices use ("1 250,00 TND"), nor signs like "≥" that product texts may hold.
 */
const fontFiles = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const;
export type FontName = keyof typeof fontFiles;

declare global {
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes a font fontkit has already parsed (its `layout` function tells). */
      registerFont(name: string, src: Font): this;
    }
  }
}

let fonts: Record<FontName, Font> | undefined;

/**
 * Parsed once per process: reading Inter's layout tables costs a few hundred milliseconds per
 * font, which every generation would pay again if pdfkit got the bytes.
 */
function loadFonts(): Record<FontName, Font> {
  const require = createRequire(import.meta.url);
  const open = (name: FontName): Font => {
    const font = create(readFileSync(require.resolve(fontFiles[name])));
    if (!('layout' in font)) throw new Error(`${fontFiles[name]} is a font collection`);
    return font;
  };
  return { regular: open('regular'), semibold: open('semibold'), bold: open('bold') };
}

export function registerFonts(doc: Doc): void {
  fonts ??= loadFonts();
  for (const [name, font] of Object.entries(fonts)) doc.registerFont(name, font);
  doc.font('regular');
}

/** Sets font, size and colour in one call. */
export function setFont(doc: Doc, font: FontName, size: number, color: string): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/**
 * The logo of public/images/logo.svg (a white cross on a rounded teal square), drawn as vectors:
 * PDF has no SVG, and vectors stay sharp at any zoom. Keep both in step.
 */
export function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.roundedRect(0, 0, 64, 64, 14).fill(colors.brand);
  doc.path('M26 14h12v12h12v12H38v12H26V38H14V26h12z').fill(colors.white);
  doc.restore();
}

/** The index (0-based) of the page being written, always the last one while content flows. */
export function currentPageIndex(doc: Doc): number {
  const range = doc.bufferedPageRange();
  return range.start + range.count - 1;
}
