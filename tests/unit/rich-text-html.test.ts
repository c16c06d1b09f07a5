// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc, unsupportedTags } from '#app/components/rich-text/rich-text-html.ts';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';
import { demoArticles } from '#server/seed/demo-articles.ts';
import { demoProducts } from '#server/seed/demo-products.ts';

const roundTrip = (html: string) => docToHtml(htmlToDoc(html, new DOMParser()), document);

describe('rich-text editor HTML', () => {
  it.each(demoArticles.map((article) => [article.titre, article.contenu_html]))(
    'gives the demo article "%s" back unchanged',
    (_title, html) => {
      expect(roundTrip(html)).toBe(html);
      expect(roundTrip(sanitizeHtml(html))).toBe(sanitizeHtml(html));
    },
  );

  it.each(demoProducts.map((product) => [product.titre, product.description_html]))(
    'gives the demo description of "%s" back unchanged',
    (_title, html) => {
      expect(roundTrip(html)).toBe(html);
    },
  );

  it('writes only markup the sanitiser stores as it is', () => {
    const html = [
      '<h2>Caractéristiques</h2>',
      '<table><tbody><tr><th>Poids</th><td><strong>12</strong> kg</td></tr></tbody></table>',
      '<p>Voir <a href="/produits/fauteuil">le fauteuil</a> et <a href="https://example.com/x" rel="noopener noreferrer"><em>la notice</em></a>.</p>',
      '<ol start="3"><li>Un<ul><li>Deux</li></ul></li></ol>',
      '<blockquote><p>Conseil</p></blockquote>',
      '<h3>Fin</h3>',
    ].join('\n');
    expect(roundTrip(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns a paste of foreign markup into the allowed one', () => {
    const word =
      '<p class="MsoNormal" style="margin:0"><b style="mso-bidi-font-weight:normal">Gras</b> <span style="font-style:italic">penché</span><o:p></o:p></p><h1>Titre</h1>';
    expect(roundTrip(word)).toBe('<p><strong>Gras</strong> <em>penché</em></p>\n<h2>Titre</h2>');
    const docs =
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Docs</span></p></b>';
    expect(roundTrip(docs)).toBe('<p><strong>Docs</strong></p>');
  });

  it('is empty for an empty document, and names what it cannot show', () => {
    expect(roundTrip('')).toBe('');
    expect(unsupportedTags('<p>a<img src="/x.png"><u>b</u></p>', new DOMParser())).toEqual([
      'img',
      'u',
    ]);
    expect(unsupportedTags('<p><span>a</span></p>', new DOMParser())).toEqual([]);
  });
});
