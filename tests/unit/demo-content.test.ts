import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  checkCharacteristics,
  firstCharacteristicsProblem,
  normalizeCharacteristics,
} from '#domain/characteristics.ts';
import { demoArticles } from '#server/seed/demo-articles.ts';
import { demoCategories } from '#server/seed/demo-categories.ts';
import {
  demoCharacteristics,
  demoCharacteristicTitles,
} from '#server/seed/demo-characteristics.ts';
import { buildDemoSvg, renderDemoImage } from '#server/seed/demo-images.ts';
import { demoProducts } from '#server/seed/demo-products.ts';

const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'h2', 'h3', 'blockquote']);

// A strict mini-parser is enough here: the seed only uses a handful of tags, and any stray
// bracket or unbalanced tag would otherwise surface later as broken markup on the site.
function parseHtml(source: string): { text: string; errors: string[] } {
  const errors: string[] = [];
  const stack: string[] = [];
  let text = '';
  for (const token of source.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const match = /^<(\/?)([a-z][a-z0-9]*)>$/.exec(token);
      if (!match) {
        errors.push(`malformed tag ${token}`);
        continue;
      }
      const [, closing, name = ''] = match;
      if (!ALLOWED_TAGS.has(name)) errors.push(`unexpected tag <${name}>`);
      if (!closing) stack.push(name);
      else if (stack.pop() !== name) errors.push(`unbalanced </${name}>`);
    } else {
      if (/[<>]/.test(token)) errors.push(`stray bracket in "${token}"`);
      if (/&(?!(amp|lt|gt|quot|#\d+);)/.test(token)) errors.push(`bare ampersand in "${token}"`);
      text += ` ${token}`;
    }
  }
  if (stack.length > 0) errors.push(`unclosed ${stack.join(', ')}`);
  if (text.trim() === '') errors.push('no text');
  return { text, errors };
}

const wordCount = (text: string): number =>
  text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

const categoriesByKey = new Map(demoCategories.map((category) => [category.key, category]));
const topLevel = demoCategories.filter((category) => !category.parentKey);
const subCategories = demoCategories.filter((category) => category.parentKey);

describe('demo categories', () => {
  it('has unique keys and exactly one inactive category', () => {
    expect(categoriesByKey.size).toBe(demoCategories.length);
    const inactive = demoCategories.filter((category) => !category.est_active);
    expect(inactive).toHaveLength(1);
    expect(inactive[0]?.parentKey).toBeUndefined();
  });

  it('has the five active top-level categories with 2 to 3 sub-categories each', () => {
    const active = topLevel
      .filter((category) => category.est_active)
      .map((category) => category.key);
    expect(active).toEqual([
      'confort',
      'soins-domicile',
      'mobilite',
      'incontinence',
      'materiel-professionnel',
    ]);
    for (const key of active) {
      const children = subCategories.filter((category) => category.parentKey === key);
      expect(children.length, key).toBeGreaterThanOrEqual(2);
      expect(children.length, key).toBeLessThanOrEqual(3);
    }
  });

  it('nests only one level deep and numbers positions from 0 within each level', () => {
    for (const category of subCategories) {
      const parent = categoriesByKey.get(category.parentKey ?? '');
      expect(parent, category.key).toBeDefined();
      expect(parent?.parentKey).toBeUndefined();
    }
    const groups = new Map<string, number[]>();
    for (const category of demoCategories) {
      const group = category.parentKey ?? '';
      groups.set(group, [...(groups.get(group) ?? []), category.position]);
    }
    for (const [group, positions] of groups) {
      expect(
        [...positions].sort((a, b) => a - b),
        group || 'top level',
      ).toEqual(positions.map((_, index) => index));
    }
  });
});

describe('demo products', () => {
  it('gives a good number of them valid characteristics, each list under a real product title', () => {
    const titles = new Set(demoProducts.map((product) => product.titre));
    expect(demoCharacteristicTitles.filter((title) => !titles.has(title))).toEqual([]);
    expect(demoCharacteristicTitles.length).toBeGreaterThanOrEqual(25);
    for (const title of demoCharacteristicTitles) {
      const list = demoCharacteristics(title);
      expect(list.length, title).toBeGreaterThanOrEqual(2);
      expect(firstCharacteristicsProblem(checkCharacteristics(list)), title).toBeNull();
      expect(normalizeCharacteristics(list), title).toEqual(list);
    }
  });

  it('has about sixty products', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(55);
    expect(demoProducts.length).toBeLessThanOrEqual(70);
  });

  it('files every product in an existing active category', () => {
    for (const product of demoProducts) {
      const category = categoriesByKey.get(product.categoryKey);
      expect(category, product.titre).toBeDefined();
      expect(category?.est_active, product.titre).toBe(true);
    }
  });

  it('puts at least three active products in every active sub-category', () => {
    for (const category of subCategories.filter((item) => item.est_active)) {
      const count = demoProducts.filter(
        (product) => product.categoryKey === category.key && product.est_actif,
      ).length;
      expect(count, category.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the expected mix of prices, references and inactive products', () => {
    expect(demoProducts.filter((product) => product.prix === null).length).toBeGreaterThanOrEqual(
      4,
    );
    expect(demoProducts.filter((product) => !product.est_actif)).toHaveLength(3);

    const references = demoProducts.flatMap((product) =>
      product.reference ? [product.reference] : [],
    );
    expect(new Set(references).size).toBe(references.length);
    expect(references.length / demoProducts.length).toBeGreaterThan(0.35);
    expect(references.length / demoProducts.length).toBeLessThan(0.65);
  });

  it('uses plausible prices with at most two decimals', () => {
    for (const product of demoProducts) {
      if (product.prix === null) continue;
      expect(product.prix, product.titre).toBeGreaterThan(0);
      expect(
        Math.abs(product.prix * 100 - Math.round(product.prix * 100)),
        product.titre,
      ).toBeLessThan(1e-6);
    }
  });

  it('has unique titles, short SEO descriptions and valid picture settings', () => {
    expect(new Set(demoProducts.map((product) => product.titre)).size).toBe(demoProducts.length);
    for (const product of demoProducts) {
      expect(product.seo_description.length, product.titre).toBeLessThanOrEqual(160);
      expect(product.description_courte.trim(), product.titre).not.toBe('');
      expect(
        Number.isInteger(product.imageHue) && product.imageHue >= 0 && product.imageHue < 360,
      ).toBe(true);
    }
  });

  it('has well-formed, non-empty HTML descriptions', () => {
    for (const product of demoProducts) {
      expect(parseHtml(product.description_html).errors, product.titre).toEqual([]);
    }
  });
});

describe('demo articles', () => {
  it('has 15 articles with the expected status mix', () => {
    expect(demoArticles).toHaveLength(15);
    const count = (status: string) =>
      demoArticles.filter((article) => article.statut === status).length;
    expect(count('publie')).toBe(11);
    expect(count('brouillon')).toBe(3);
    expect(count('archive')).toBe(1);
  });

  it('uses distinct ages between 2 and 400 days', () => {
    const ages = demoArticles.map((article) => article.daysAgo);
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.min(...ages)).toBe(2);
    expect(Math.max(...ages)).toBe(400);
  });

  it('leaves some optional fields empty on purpose', () => {
    expect(demoArticles.filter((article) => article.nom_auteur === null)).toHaveLength(2);
    expect(demoArticles.filter((article) => article.extrait === null)).toHaveLength(2);
    expect(
      demoArticles.filter(
        (article) => article.seo_titre === null || article.seo_description === null,
      ).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('keeps SEO fields within search-engine limits', () => {
    for (const article of demoArticles) {
      if (article.seo_description !== null) {
        expect(article.seo_description.length, article.titre).toBeLessThanOrEqual(160);
      }
      if (article.seo_titre !== null) {
        expect(article.seo_titre.length, article.titre).toBeLessThanOrEqual(70);
      }
    }
  });

  it('has well-formed bodies of 300 to 700 words', () => {
    for (const article of demoArticles) {
      const { text, errors } = parseHtml(article.contenu_html);
      expect(errors, article.titre).toEqual([]);
      const words = wordCount(text);
      expect(words, article.titre).toBeGreaterThanOrEqual(300);
      expect(words, article.titre).toBeLessThanOrEqual(700);
    }
  });
});

describe('renderDemoImage', () => {
  it('escapes XML special characters in the caption', () => {
    const svg = buildDemoSvg({ title: 'Tom & Jerry <3 "ok"', hue: 10, icon: 'heart' });
    expect(svg).toContain('Tom &amp; Jerry &lt;3 &quot;ok&quot;');
  });

  it('renders 1200x900 WebP images whose variants differ', async () => {
    const input = { title: 'Concentrateur d’oxygène 5 L/min', hue: 185, icon: 'oxygen' } as const;
    const [first, second] = await Promise.all([
      renderDemoImage({ ...input, variant: 0 }),
      renderDemoImage({ ...input, variant: 1 }),
    ]);
    for (const bytes of [first, second]) {
      expect(Buffer.from(bytes.subarray(0, 4)).toString('ascii')).toBe('RIFF');
      expect(Buffer.from(bytes.subarray(8, 12)).toString('ascii')).toBe('WEBP');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    }
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(false);
  });

  it('keeps gallery pictures distinct beyond the number of layouts', () => {
    const input = { title: 'Article', hue: 120, icon: 'article' } as const;
    const svgs = [0, 1, 2, 3, 4].map((variant) => buildDemoSvg({ ...input, variant }));
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('draws every pictogram', async () => {
    const icons = [...new Set([...demoProducts, ...demoArticles].map((item) => item.icon))];
    // Each pictogram's picture rasterised at a tenth of its size (the full-size WebP encoding is
    // the test above's): every one decodes and shows more than a flat background.
    const drawn = await Promise.all(
      icons.map(async (icon, index) => {
        const svg = buildDemoSvg({ title: icon, hue: index * 30, icon, variant: index });
        const { channels } = await sharp(Buffer.from(svg), { density: 7.2 }).stats();
        return { icon, contrast: Math.max(...channels.map((channel) => channel.stdev)) };
      }),
    );
    for (const { icon, contrast } of drawn) expect(contrast, icon).toBeGreaterThan(5);
  });
});
