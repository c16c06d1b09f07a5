import { baseUrl } from './xml.ts';

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Only a production build served on a real host may be indexed: a local or preview copy would
 * otherwise compete with the real site in search results.
 */
export function isIndexableDeployment(nodeEnv: string, siteUrl: string): boolean {
  if (nodeEnv !== 'production') return false;
  try {
    return !localHosts.has(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/** robots.txt: the back-office, login and API stay out of search engines. */
export function buildRobots(nodeEnv: string, siteUrl: string): string {
  const rules = isIndexableDeployment(nodeEnv, siteUrl)
    ? ['Disallow: /dashboard', 'Disallow: /login', 'Disallow: /api/']
    : ['Disallow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${baseUrl(siteUrl)}/sitemap.xml`, ''].join('\n');
}
