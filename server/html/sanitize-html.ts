import sanitize from 'sanitize-html';
import { decodeText } from '#domain/html-text.ts';
import { frameHosts } from '../http/security-headers.ts';

/**
 * Stored HTML (article bodies, product descriptions) is written in the back-office and rendered
 * raw on the public site (SPEC §2): only formatting survives, never scripts, handlers or styles.
 * The same options run at save time (API) and before rendering (site), so a row written before
 * a rule existed is still cleaned when shown.
 */

/** Embedded videos are the one kind of frame an article may carry (SPEC §2 article body). */
const videoHosts = frameHosts
  .map((origin) => new URL(origin).hostname)
  .filter((host) => host !== 'www.openstreetmap.org');

/** Tags dropped together with their text: their content is code or markup, never prose. */
const discardedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'svg',
  'math',
  'object',
  'template',
];

/** http(s) URLs point to another site: the article's own links are written as relative paths. */
const isExternal = (href: string | undefined) => /^\s*https?:\/\//i.test(href ?? '');

/**
 * External or new-tab links never hand the opened page `window.opener` nor our URL as referrer
 * (reverse tabnabbing); other rel tokens the author chose (e.g. nofollow) are kept.
 */
function withSafeRel(attribs: sanitize.Attributes): sanitize.Attributes {
  if (!isExternal(attribs.href) && attribs.target !== '_blank') return attribs;
  const tokens = new Set((attribs.rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return { ...attribs, rel: [...tokens].join(' ') };
}

const options: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'abbr',
    'iframe',
  ],
  nonTextTags: discardedWithContent,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'title'],
  },
  // `naughtyHref` decodes entities and strips control characters/spaces before this check, so
  // `jav&#x09;ascript:` or `  javascript:` are refused like `javascript:` (no data: anywhere).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction'],
  allowProtocolRelative: false,
  allowedIframeHostnames: videoHosts,
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: withSafeRel(attribs) }),
    h1: 'h2',
  },
  // A frame whose src was refused (unknown host, http, relative) would stay as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/** `onOpenTag` sees every element of the input as the sanitiser parses it (html-removals.ts). */
export function sanitizeHtml(
  html: string,
  onOpenTag?: (name: string, attribs: Record<string, string>) => void,
): string {
  return sanitize(html, onOpenTag ? { ...options, onOpenTag } : options).trim();
}

/** Plain text of an HTML fragment (for descriptions, excerpts and search). */
export function htmlToText(html: string): string {
  const text = sanitize(html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeText(text);
}
