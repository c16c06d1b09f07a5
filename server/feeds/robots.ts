import { baseUrl } from './xml.ts';

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export type Indexing = 'auto' | 'on' | 'off';

/**
 * Only a production build served on a real host may be indexed: a local or preview copy would
 * otherwise compete with the real site in search results. INDEXING=on|off overrides the guess.
 */
export function isIndexableDeployment(
  nodeEnv: string,
  siteUrl: string,
  indexing: Indexing = 'auto',
): boolean {
  if (indexing !== 'auto') return indexing === 'on';
  if (nodeEnv !== 'production') return false;
  try {
    return !localHosts.has(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** robots.txt: the back-office, login and API stay out of search engines. */
export function buildRobots(nodeEnv: string, siteUrl: string, indexing: Indexing = 'auto'): string {
  const rules = isIndexableDeployment(nodeEnv, siteUrl, indexing)
    ? ['Disallow: /dashboard', 'Disallow: /login', 'Disallow: /api/']
    : ['Disallow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${baseUrl(siteUrl)}/sitemap.xml`, ''].join('\n');
}
