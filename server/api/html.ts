import sanitize from 'sanitize-html';
import { decodeText } from '../../app/lib/html-text.ts';

/**
 * Stored HTML (article bodies, product descriptions) is written in the back-office and rendered
 * raw on the public site (SPEC §2): only formatting survives, never scripts, handlers or styles.
 */
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    h1: 'h2',
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options).trim();
}

/** Plain text of an HTML fragment (for descriptions, excerpts and search). */
export function htmlToText(html: string): string {
  const text = sanitize(html.replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeText(text);
}
