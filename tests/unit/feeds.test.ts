import { describe, expect, it } from 'vitest';
import { buildRobots, isIndexableDeployment } from '#server/feeds/robots.ts';
import { buildRss, rssItemCount } from '#server/feeds/rss.ts';
import { buildSitemap, buildSitemapIndex, staticPaths } from '#server/feeds/sitemap.ts';
import { escapeXml, toDatePart, toRfc822 } from '#server/feeds/xml.ts';

const siteUrl = 'https://www.mediconfort.tn/';

const article = (index: number) => ({
  slug: `article-${index}`,
  titre: `Article ${index}`,
  extrait: `Extrait ${index}`,
  publie_le: '2024-05-01T10:00:00.000Z',
  modifie_le: null,
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});

describe('dates', () => {
  it('formats W3C and RFC 822 dates and ignores unreadable ones', () => {
    expect(toDatePart('2024-05-01T23:30:00.000Z')).toBe('2024-05-01');
    expect(toRfc822('2024-05-01T10:00:00.000Z')).toBe('Wed, 01 May 2024 10:00:00 GMT');
    expect(toDatePart('pas une date')).toBeNull();
    expect(toRfc822(null)).toBeNull();
  });
});

describe('buildSitemap', () => {
  const xml = buildSitemap({
    siteUrl,
    articles: [
      { ...article(1), modifie_le: '2024-06-02T08:00:00.000Z' },
      { ...article(2), slug: 'lit & matelas' },
    ],
    categories: [{ id: 3, est_active: true }, { id: 4, est_active: false }, { id: 5 }],
  });

  it('lists the home page and every static page once', () => {
    expect(xml).toContain('<loc>https://www.mediconfort.tn/</loc>');
    for (const path of staticPaths.filter((candidate) => candidate !== '/')) {
      expect(xml.split(`<loc>https://www.mediconfort.tn${path}</loc>`)).toHaveLength(2);
    }
  });

  it('lists articles with lastmod from modifie_le, else publie_le', () => {
    expect(xml).toContain(
      '<url><loc>https://www.mediconfort.tn/articles/article-1</loc><lastmod>2024-06-02</lastmod></url>',
    );
    expect(xml).toContain(
      '<loc>https://www.mediconfort.tn/articles/lit%20%26%20matelas</loc><lastmod>2024-05-01</lastmod>',
    );
  });

  it('lists active categories with & escaped', () => {
    expect(xml).toContain('<loc>https://www.mediconfort.tn/produits?categoryId=3</loc>');
    expect(xml).toContain('<loc>https://www.mediconfort.tn/produits?categoryId=5</loc>');
    expect(xml).not.toContain('categoryId=4');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
  });
});

describe('buildRss', () => {
  const articles = Array.from({ length: 25 }, (_, index) => article(index + 1));
  const xml = buildRss({
    siteUrl,
    title: 'Actualités médicales | MédiConfort Tunisie',
    description: 'Conseils & nouveautés',
    language: 'fr',
    articles: [
      { ...article(0), titre: 'Lits <pro> & "confort"', extrait: '<b>gras</b>' },
      ...articles,
    ],
  });

  it('describes the channel', () => {
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Actualités médicales | MédiConfort Tunisie</title>');
    expect(xml).toContain('<link>https://www.mediconfort.tn/actualites</link>');
    expect(xml).toContain('<description>Conseils &amp; nouveautés</description>');
    expect(xml).toContain('<language>fr</language>');
  });

  it('keeps the latest 20 items with escaped text, permalink guid and RFC 822 date', () => {
    expect(xml.match(/<item>/g)).toHaveLength(rssItemCount);
    expect(xml).toContain('<title>Lits &lt;pro&gt; &amp; &quot;confort&quot;</title>');
    expect(xml).toContain('<description>&lt;b&gt;gras&lt;/b&gt;</description>');
    expect(xml).toContain(
      '<guid isPermaLink="true">https://www.mediconfort.tn/articles/article-0</guid>',
    );
    expect(xml).toContain('<pubDate>Wed, 01 May 2024 10:00:00 GMT</pubDate>');
    expect(xml).not.toContain('article-20<');
  });
});

describe('buildRobots', () => {
  it('lets a production host be indexed except the back-office, login and API', () => {
    expect(buildRobots('production', siteUrl)).toBe(
      'User-agent: *\nDisallow: /dashboard\nDisallow: /login\nDisallow: /api/\n\n' +
        'Sitemap: https://www.mediconfort.tn/sitemap.xml\n',
    );
  });

  it('closes everything outside production or on a local host', () => {
    const closed = 'User-agent: *\nDisallow: /\n\nSitemap: http://127.0.0.1:3000/sitemap.xml\n';
    expect(buildRobots('production', 'http://127.0.0.1:3000')).toBe(closed);
    expect(isIndexableDeployment('development', siteUrl)).toBe(false);
    expect(isIndexableDeployment('production', 'http://localhost:3000')).toBe(false);
    expect(isIndexableDeployment('production', 'http://[::1]:3000')).toBe(false);
    expect(isIndexableDeployment('production', siteUrl)).toBe(true);
  });

  it('follows INDEXING=on|off whatever the host', () => {
    expect(isIndexableDeployment('production', 'http://127.0.0.1:3000', 'on')).toBe(true);
    expect(isIndexableDeployment('production', siteUrl, 'off')).toBe(false);
    expect(buildRobots('production', siteUrl, 'off')).toContain('Disallow: /\n');
  });
});

describe('sitemap products (issue 37 §1)', () => {
  it('lists each product page with its last modification', () => {
    const xml = buildSitemap({
      siteUrl,
      articles: [],
      categories: [],
      products: [
        { slug: 'lit-medicalise', modifie_le: '2026-11-02T08:00:00.000Z' },
        { slug: 'canne & co', modifie_le: null },
      ],
    });
    expect(xml).toContain(
      '<url><loc>https://www.mediconfort.tn/produits/lit-medicalise</loc><lastmod>2026-11-02</lastmod></url>',
    );
    expect(xml).toContain(
      '<url><loc>https://www.mediconfort.tn/produits/canne%20%26%20co</loc></url>',
    );
  });

  it('writes a sitemap index naming its parts', () => {
    const xml = buildSitemapIndex(siteUrl, [
      '/sitemap.xml?partie=pages',
      '/sitemap.xml?partie=produits-1',
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://www.mediconfort.tn/sitemap.xml?partie=produits-1</loc></sitemap>',
    );
  });
});
