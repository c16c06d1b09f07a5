/** XML text and attribute escaping: the five predefined entities (XML 1.0 §2.4). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A date the API sent, or null when absent or unreadable (a bad date must not break a feed). */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** W3C date (YYYY-MM-DD), the form sitemaps.org accepts for <lastmod>. */
export function toDatePart(value: string | null | undefined): string | null {
  return parseDate(value)?.toISOString().slice(0, 10) ?? null;
}

/** RFC 822 date as RSS 2.0 requires for <pubDate> (toUTCString gives "Sun, 22 Nov 2026 … GMT"). */
export function toRfc822(value: string | null | undefined): string | null {
  return parseDate(value)?.toUTCString() ?? null;
}

/** The site URL without a trailing slash, so paths can be appended as `${base}/path`. */
export function baseUrl(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}
