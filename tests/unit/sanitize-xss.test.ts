import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';

/** SPEC §2: article bodies are rendered raw, so every classic XSS vector must come out inert. */
const vectors: readonly (readonly [string, string])[] = [
  ['script tag', '<p>a</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.tn/x.js"></script>'],
  ['img onerror', '<img src="x" onerror="alert(1)">'],
  ['body onload', '<body onload="alert(1)"><p>x</p></body>'],
  ['onclick on p', '<p onclick="alert(1)">clic</p>'],
  ['uppercase handler', '<P ONMOUSEOVER="alert(1)">x</P>'],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['tab-obfuscated javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['decimal-entity javascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['leading spaces javascript:', '<a href="  javascript:alert(1)">x</a>'],
  ['mixed case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['newline javascript:', '<a href="java\nscript:alert(1)">x</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe unknown host', '<iframe src="https://evil.tn/embed"></iframe>'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe http youtube', '<iframe src="http://www.youtube.com/embed/abc"></iframe>'],
  ['iframe protocol-relative', '<iframe src="//www.youtube.com/embed/abc"></iframe>'],
  ['iframe host suffix', '<iframe src="https://www.youtube.com.evil.tn/embed"></iframe>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['math', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['style tag', '<style>body{display:none}</style><p>x</p>'],
  ['link tag', '<link rel="stylesheet" href="https://evil.tn/x.css">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="https://evil.tn/x.swf">'],
  ['form javascript action', '<form action="javascript:alert(1)"><button>ok</button></form>'],
  ['style attribute', '<p style="position:fixed;top:0;left:0">x</p>'],
  ['nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['unterminated img', '<img src=x onerror=alert(1)//'],
  ['data: img', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">'],
  ['data: html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['img javascript src', '<img src="javascript:alert(1)">'],
  ['base tag', '<base href="https://evil.tn/">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
];

const forbidden: readonly (readonly [string, RegExp])[] = [
  ['a <script> tag', /<script/i],
  ['an event handler', /\son\w+\s*=/i],
  ['a javascript: URL', /javascript:/i],
  ['a vbscript: URL', /vbscript:/i],
  ['a data: URL', /data:/i],
  ['srcdoc', /srcdoc/i],
  ['a style attribute', /style=/i],
  ['a dangerous element', /<(svg|math|object|embed|form|style|link|meta|base|template)\b/i],
];

describe('sanitizeHtml neutralises XSS vectors', () => {
  it.each(vectors)('%s', (_name, dirty) => {
    const clean = sanitizeHtml(dirty);
    for (const [what, pattern] of forbidden) {
      expect(clean, `${what} survived in ${clean}`).not.toMatch(pattern);
    }
    // Only video frames from the allow-listed hosts may stay; none of these vectors is one.
    expect(clean).not.toMatch(/<iframe/i);
  });
});

describe('sanitizeHtml keeps quoted values quoted', () => {
  it('re-escapes quotes so an attribute value cannot open a handler', () => {
    // The handler text stays inside title's value: it is text, not an attribute.
    expect(sanitizeHtml('<img alt="x" title="a&quot; onerror=&quot;alert(1)">')).toBe(
      '<img alt="x" title="a&quot; onerror=&quot;alert(1)" />',
    );
  });
});

describe('sanitizeHtml keeps ordinary formatting', () => {
  it('keeps headings, paragraphs, emphasis, lists, quotes and tables', () => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><p>Un <strong>lit</strong> <em>médicalisé</em></p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote>Citation</blockquote>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images with http(s) or relative sources', () => {
    expect(sanitizeHtml('<img src="https://cdn.tn/a.webp" alt="Lit">')).toBe(
      '<img src="https://cdn.tn/a.webp" alt="Lit" />',
    );
    expect(sanitizeHtml('<img src="/api/images/a.webp" alt="">')).toBe(
      '<img src="/api/images/a.webp" alt="" />',
    );
  });

  it('keeps relative, mailto and tel links without forcing rel', () => {
    expect(sanitizeHtml('<a href="/produits">Produits</a>')).toBe(
      '<a href="/produits">Produits</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.tn">m</a><a href="tel:+21671750750">t</a>')).toBe(
      '<a href="mailto:a@b.tn">m</a><a href="tel:+21671750750">t</a>',
    );
  });

  it('adds noopener noreferrer to external links whatever their target', () => {
    expect(sanitizeHtml('<a href="https://exemple.tn">e</a>')).toBe(
      '<a href="https://exemple.tn" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<a href="http://exemple.tn" rel="nofollow">e</a>')).toBe(
      '<a href="http://exemple.tn" rel="nofollow noopener noreferrer">e</a>',
    );
  });

  it('keeps YouTube and Vimeo embeds with their safe attributes only', () => {
    const youtube =
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Vidéo" ' +
      'allow="autoplay; encrypted-media" allowfullscreen></iframe>';
    expect(sanitizeHtml(youtube)).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" title="Vidéo" ' +
        'allow="autoplay; encrypted-media" allowfullscreen></iframe>',
    );
    expect(
      sanitizeHtml('<iframe src="https://player.vimeo.com/video/1" style="x" name="n"></iframe>'),
    ).toBe('<iframe src="https://player.vimeo.com/video/1"></iframe>');
    expect(
      sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" srcdoc="x"></iframe>'),
    ).toBe('<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>');
  });
});
