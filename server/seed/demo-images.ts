import sharp from 'sharp';

export type DemoIcon =
  | 'bed'
  | 'wheelchair'
  | 'walker'
  | 'oxygen'
  | 'cushion'
  | 'chair'
  | 'diaper'
  | 'stethoscope'
  | 'monitor'
  | 'cross'
  | 'heart'
  | 'shop'
  | 'article';

export interface DemoImageInput {
  title: string;
  hue: number;
  icon: DemoIcon;
  variant?: number;
}

const WIDTH = 1200;
const HEIGHT = 900;

interface Palette {
  /** Dark tone used for pictogram shapes, readable on the white disc. */
  ink: string;
  /** Pale tone used for details drawn on top of the ink shapes. */
  accent: string;
}

// Every pictogram is drawn in a 200x200 box so the layout code can place and scale them uniformly.
const pictograms: Record<DemoIcon, (c: Palette) => string> = {
  bed: ({ ink, accent }) => `
    <rect x="18" y="58" width="16" height="112" rx="6" fill="${ink}"/>
    <rect x="166" y="92" width="16" height="78" rx="6" fill="${ink}"/>
    <path d="M34 122 L34 96 Q34 88 42 86 L78 76 L96 104 L166 104 L166 122 Z" fill="${ink}"/>
    <rect x="42" y="70" width="34" height="16" rx="8" fill="${accent}" transform="rotate(-16 59 78)"/>
    <rect x="34" y="124" width="132" height="12" rx="4" fill="${ink}"/>
    <rect x="46" y="136" width="8" height="24" fill="${ink}"/>
    <rect x="146" y="136" width="8" height="24" fill="${ink}"/>
    <circle cx="50" cy="170" r="11" fill="${ink}"/>
    <circle cx="150" cy="170" r="11" fill="${ink}"/>
    <circle cx="50" cy="170" r="4" fill="${accent}"/>
    <circle cx="150" cy="170" r="4" fill="${accent}"/>`,
  wheelchair: ({ ink, accent }) => `
    <circle cx="76" cy="30" r="17" fill="${ink}"/>
    <path d="M74 56 L74 108 L126 108 L146 156 L166 150" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M74 78 L116 78" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
    <path d="M52 92 A50 50 0 1 0 128 150" fill="none" stroke="${ink}" stroke-width="13" stroke-linecap="round"/>
    <circle cx="88" cy="135" r="7" fill="${accent}" stroke="${ink}" stroke-width="4"/>`,
  walker: ({ ink, accent }) => `
    <path d="M36 48 L72 48 M128 48 L164 48" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>
    <path d="M58 48 L52 164 M142 48 L148 164" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>
    <rect x="56" y="96" width="88" height="14" rx="6" fill="${ink}"/>
    <path d="M64 116 L136 116 L128 146 L72 146 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>
    <circle cx="52" cy="170" r="14" fill="${ink}"/>
    <circle cx="148" cy="170" r="14" fill="${ink}"/>
    <circle cx="52" cy="170" r="5" fill="${accent}"/>
    <circle cx="148" cy="170" r="5" fill="${accent}"/>`,
  oxygen: ({ ink, accent }) => `
    <rect x="86" y="20" width="28" height="26" rx="5" fill="${ink}"/>
    <rect x="64" y="42" width="72" height="142" rx="34" fill="${ink}"/>
    <rect x="64" y="96" width="72" height="16" fill="${accent}"/>
    <circle cx="152" cy="30" r="16" fill="${accent}" stroke="${ink}" stroke-width="6"/>
    <path d="M152 30 L160 24" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>
    <path d="M114 30 L136 30" stroke="${ink}" stroke-width="6"/>
    <circle cx="40" cy="140" r="10" fill="${ink}" opacity="0.55"/>
    <circle cx="30" cy="108" r="7" fill="${ink}" opacity="0.4"/>
    <circle cx="44" cy="80" r="5" fill="${ink}" opacity="0.3"/>`,
  cushion: ({ ink, accent }) => `
    <ellipse cx="100" cy="156" rx="86" ry="14" fill="${ink}" opacity="0.25"/>
    <path d="M22 110 Q14 64 60 58 Q100 50 140 58 Q186 64 178 110 Q186 152 140 156 Q100 162 60 156 Q14 152 22 110 Z" fill="${ink}"/>
    <ellipse cx="100" cy="108" rx="38" ry="22" fill="${accent}"/>
    <path d="M46 84 Q62 76 78 80 M122 80 Q138 76 154 84" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  chair: ({ ink, accent }) => `
    <rect x="46" y="24" width="108" height="100" rx="22" fill="${ink}"/>
    <rect x="60" y="38" width="80" height="62" rx="14" fill="${accent}" opacity="0.5"/>
    <rect x="34" y="112" width="132" height="38" rx="14" fill="${ink}"/>
    <rect x="22" y="78" width="32" height="74" rx="14" fill="${ink}"/>
    <rect x="146" y="78" width="32" height="74" rx="14" fill="${ink}"/>
    <rect x="30" y="86" width="16" height="10" rx="5" fill="${accent}"/>
    <rect x="52" y="150" width="12" height="30" rx="4" fill="${ink}"/>
    <rect x="136" y="150" width="12" height="30" rx="4" fill="${ink}"/>`,
  diaper: ({ ink, accent }) => `
    <path d="M24 52 L176 52 L158 112 Q140 168 100 170 Q60 168 42 112 Z" fill="${ink}"/>
    <rect x="16" y="44" width="36" height="22" rx="8" fill="${ink}"/>
    <rect x="148" y="44" width="36" height="22" rx="8" fill="${ink}"/>
    <rect x="22" y="50" width="22" height="10" rx="4" fill="${accent}"/>
    <rect x="156" y="50" width="22" height="10" rx="4" fill="${accent}"/>
    <path d="M70 80 Q100 92 130 80 L120 128 Q100 146 80 128 Z" fill="${accent}" opacity="0.85"/>
    <path d="M56 66 L144 66" stroke="${accent}" stroke-width="4" stroke-dasharray="8 8" stroke-linecap="round"/>`,
  stethoscope: ({ ink, accent }) => `
    <circle cx="58" cy="24" r="9" fill="${ink}"/>
    <circle cx="122" cy="24" r="9" fill="${ink}"/>
    <path d="M58 28 L58 84 Q58 128 90 128 Q122 128 122 84 L122 28" fill="none" stroke="${ink}" stroke-width="11" stroke-linecap="round"/>
    <path d="M90 128 L90 148 Q90 176 118 176 Q146 176 146 150 L146 136" fill="none" stroke="${ink}" stroke-width="11" stroke-linecap="round"/>
    <circle cx="146" cy="118" r="24" fill="${ink}"/>
    <circle cx="146" cy="118" r="11" fill="${accent}"/>`,
  monitor: ({ ink, accent }) => `
    <rect x="22" y="30" width="156" height="114" rx="14" fill="${ink}"/>
    <rect x="36" y="44" width="128" height="86" rx="6" fill="${accent}"/>
    <polyline points="44,92 72,92 84,64 100,124 114,76 124,92 156,92" fill="none" stroke="${ink}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="88" y="144" width="24" height="20" fill="${ink}"/>
    <rect x="58" y="162" width="84" height="14" rx="7" fill="${ink}"/>`,
  cross: ({ ink, accent }) => `
    <rect x="72" y="20" width="56" height="160" rx="12" fill="${ink}"/>
    <rect x="20" y="72" width="160" height="56" rx="12" fill="${ink}"/>
    <rect x="90" y="90" width="20" height="20" rx="4" fill="${accent}"/>`,
  heart: ({ ink, accent }) => `
    <path d="M100 172 C26 120 14 74 38 48 C60 24 90 32 100 58 C110 32 140 24 162 48 C186 74 174 120 100 172 Z" fill="${ink}"/>
    <polyline points="36,100 76,100 88,78 102,126 116,90 124,100 164,100" fill="none" stroke="${accent}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
  shop: ({ ink, accent }) => `
    <rect x="34" y="84" width="132" height="96" rx="4" fill="${ink}"/>
    <path d="M22 54 L40 24 L160 24 L178 54 Z" fill="${ink}"/>
    <path d="M22 54 L178 54 L178 66 Q168 82 158 66 Q148 82 139 66 Q129 82 120 66 Q110 82 100 66 Q90 82 80 66 Q71 82 61 66 Q51 82 42 66 Q32 82 22 66 Z" fill="${ink}"/>
    <path d="M64 24 L58 54 M100 24 L100 54 M136 24 L142 54" stroke="${accent}" stroke-width="6"/>
    <rect x="46" y="100" width="38" height="34" rx="3" fill="${accent}"/>
    <rect x="86" y="118" width="30" height="62" rx="3" fill="${accent}"/>
    <rect x="122" y="100" width="34" height="34" rx="3" fill="${accent}"/>
    <path d="M131 117 L147 117 M139 109 L139 125" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  article: ({ ink, accent }) => `
    <path d="M44 18 L130 18 L162 50 L162 182 L44 182 Z" fill="${ink}"/>
    <path d="M130 18 L130 50 L162 50 Z" fill="${accent}" opacity="0.7"/>
    <rect x="60" y="40" width="54" height="10" rx="5" fill="${accent}"/>
    <rect x="60" y="66" width="86" height="40" rx="4" fill="${accent}" opacity="0.6"/>
    <rect x="60" y="118" width="86" height="8" rx="4" fill="${accent}"/>
    <rect x="60" y="136" width="86" height="8" rx="4" fill="${accent}"/>
    <rect x="60" y="154" width="58" height="8" rx="4" fill="${accent}"/>`,
};

interface Composition {
  gradient: { x1: number; y1: number; x2: number; y2: number };
  hueShift: number;
  disc: { cx: number; cy: number; r: number };
  tilt: number;
  decoration: (light: string, deep: string) => string;
}

// Three distinct layouts so the images of one gallery do not look like duplicates.
const compositions: readonly Composition[] = [
  {
    gradient: { x1: 0, y1: 0, x2: 1, y2: 1 },
    hueShift: 0,
    disc: { cx: 600, cy: 370, r: 250 },
    tilt: 0,
    decoration: (light, deep) => `
      <circle cx="90" cy="110" r="160" fill="${light}" opacity="0.35"/>
      <circle cx="1120" cy="640" r="220" fill="${deep}" opacity="0.18"/>`,
  },
  {
    gradient: { x1: 1, y1: 0, x2: 0, y2: 1 },
    hueShift: 18,
    disc: { cx: 420, cy: 360, r: 230 },
    tilt: -8,
    decoration: (light, deep) => `
      <circle cx="930" cy="250" r="120" fill="${light}" opacity="0.4"/>
      <circle cx="1040" cy="470" r="70" fill="${light}" opacity="0.3"/>
      <circle cx="820" cy="560" r="40" fill="${deep}" opacity="0.2"/>`,
  },
  {
    gradient: { x1: 0, y1: 0, x2: 0, y2: 1 },
    hueShift: -18,
    disc: { cx: 800, cy: 360, r: 230 },
    tilt: 7,
    decoration: (light, deep) =>
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<rect x="${-200 + i * 150}" y="-100" width="60" height="1100" fill="${i % 2 ? deep : light}" opacity="0.12" transform="rotate(24 600 450)"/>`,
        )
        .join(''),
  },
];

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

const CAPTION_TEXT_WIDTH = 1000;
// DejaVu Sans averages about 0.6 em per glyph in bold; good enough to size the caption without measuring.
const GLYPH_RATIO = 0.6;
const MIN_FONT_SIZE = 32;
const MAX_FONT_SIZE = 48;

function fitCaption(title: string): { text: string; fontSize: number } {
  const clean = title.replace(/\s+/g, ' ').trim() || 'Image';
  const fontSize = Math.min(
    MAX_FONT_SIZE,
    Math.max(MIN_FONT_SIZE, Math.floor(CAPTION_TEXT_WIDTH / (clean.length * GLYPH_RATIO))),
  );
  const maxChars = Math.floor(CAPTION_TEXT_WIDTH / (fontSize * GLYPH_RATIO));
  if (clean.length <= maxChars) return { text: clean, fontSize };
  return { text: `${clean.slice(0, maxChars - 1).trimEnd()}…`, fontSize };
}

function normaliseHue(hue: number): number {
  if (!Number.isFinite(hue)) return 0;
  return ((Math.round(hue) % 360) + 360) % 360;
}

export function buildDemoSvg({ title, hue, icon, variant = 0 }: DemoImageInput): string {
  const index = Math.abs(Math.trunc(variant));
  const layout = compositions[index % compositions.length] ?? compositions[0];
  if (!layout) throw new Error('No image composition available');
  // Galleries can hold more images than there are layouts: later cycles shift the hue instead.
  const cycleShift = Math.floor(index / compositions.length) * 40;
  const base = normaliseHue(hue + layout.hueShift + cycleShift);
  const light = `hsl(${base}, 70%, 90%)`;
  const mid = `hsl(${normaliseHue(base + 25)}, 55%, 68%)`;
  const deep = `hsl(${base}, 50%, 35%)`;
  const palette: Palette = { ink: `hsl(${base}, 55%, 30%)`, accent: `hsl(${base}, 75%, 90%)` };
  const { cx, cy, r } = layout.disc;
  const scale = (r * 1.5) / 200;
  const { x1, y1, x2, y2 } = layout.gradient;
  const caption = fitCaption(title);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${mid}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${layout.decoration(light, deep)}
  <circle cx="${cx + 10}" cy="${cy + 14}" r="${r}" fill="${deep}" opacity="0.18"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.94"/>
  <g transform="translate(${cx} ${cy}) rotate(${layout.tilt}) scale(${scale}) translate(-100 -100)">
    ${pictograms[icon](palette)}
  </g>
  <rect x="60" y="${HEIGHT - 150}" width="${WIDTH - 120}" height="110" rx="28" fill="#ffffff" opacity="0.95"/>
  <text x="${WIDTH / 2}" y="${HEIGHT - 95}" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${caption.fontSize}" fill="${deep}">${escapeXml(caption.text)}</text>
</svg>`;
}

export async function renderDemoImage(input: DemoImageInput): Promise<Uint8Array> {
  const svg = buildDemoSvg(input);
  const buffer = await sharp(Buffer.from(svg, 'utf8')).webp({ quality: 80 }).toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
