import { createHash } from 'node:crypto';

/**
 * A rendered page made shareable: the per-response CSP nonce is taken out of the HTML and the
 * policy instead lists the SHA-256 of each inline script that carried it. Scripts that did not
 * carry the nonce (which the browser would have blocked) get no hash, so nothing that was refused
 * becomes allowed. docs/decisions/009-page-cache.md.
 */
export interface NonceFreePage {
  html: string;
  contentSecurityPolicy: string;
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const nonceSource = /'nonce-([^']+)'/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The nonce a page policy allows, if any. */
export function policyNonce(contentSecurityPolicy: string): string | undefined {
  return nonceSource.exec(contentSecurityPolicy)?.[1];
}

export function scriptHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/**
 * Rewrites `html` and its policy without `nonce`; undefined when the nonce would still be found
 * in the page afterwards (a shape this rewrite does not know): such a page is not cached.
 */
export function makeNonceFree(
  html: string,
  contentSecurityPolicy: string,
  nonce: string,
): NonceFreePage | undefined {
  const nonceAttribute = new RegExp(`\\s+nonce=(["']?)${escapeRegExp(nonce)}\\1`, 'g');
  const hashes = new Set<string>();
  let rewritten = html.replace(scriptTag, (tag, attributes: string, content: string) => {
    if (!nonceAttribute.test(attributes)) return tag;
    nonceAttribute.lastIndex = 0;
    if (!/\ssrc\s*=/i.test(attributes) && content.length > 0) hashes.add(scriptHash(content));
    return `<script${attributes.replace(nonceAttribute, '')}>${content}</script>`;
  });
  // The meta the browser router reads the nonce from, and the nonce on any other element.
  rewritten = rewritten
    .replace(new RegExp(`<meta[^>]*content="${escapeRegExp(nonce)}"[^>]*>`, 'g'), '')
    .replace(nonceAttribute, '');
  if (rewritten.includes(nonce)) return undefined;
  const sources = [...hashes].join(' ');
  const policy = contentSecurityPolicy.replace(`'nonce-${nonce}'`, sources).replace(/ {2,}/g, ' ');
  return { html: rewritten, contentSecurityPolicy: policy };
}
