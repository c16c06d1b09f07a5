import type { FeedArticle } from './types.ts';
import { baseUrl, escapeXml, toRfc822 } from './xml.ts';

/** How many articles the news feed carries (the most recent ones). */
export const rssItemCount = 20;

export interface RssInput {
  readonly siteUrl: string;
  readonly title: string;
  readonly description: string;
  readonly language: string;
  /** Published articles, newest first. */
  readonly articles: readonly FeedArticle[];
}

function item(base: string, article: FeedArticle): string {
  const link = `${base}/articles/${encodeURIComponent(article.slug)}`;
  const pubDate = toRfc822(article.publie_le ?? article.cree_le);
  return [
    '    <item>',
    `      <title>${escapeXml(article.titre)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    ...(pubDate ? [`      <pubDate>${pubDate}</pubDate>`] : []),
    `      <description>${escapeXml(article.extrait ?? '')}</description>`,
    '    </item>',
  ].join('\n');
}

/** RSS 2.0 channel of the news page (/actualites) with its latest articles. */
export function buildRss({ siteUrl, title, description, language, articles }: RssInput): string {
  const base = baseUrl(siteUrl);
  const self = `${base}/actualites/rss.xml`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(`${base}/actualites`)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(language)}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    ...articles.slice(0, rssItemCount).map((article) => item(base, article)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
