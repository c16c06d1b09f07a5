import { describe, expect, it } from 'vitest';
import { listRemovedMarkup } from '#server/html/html-removals.ts';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';

/** What the preview tells the author, for a body as the public page would render it. */
const removedFrom = (html: string) => listRemovedMarkup(html, sanitizeHtml(html));

describe('listRemovedMarkup', () => {
  it('reports script elements with their count (their content goes with them)', () => {
    const html = '<p>Texte<script>alert("<b>x</b>")</script></p><script src="x.js"></script>';
    expect(removedFrom(html)).toEqual(['Balise <script> (2)']);
  });

  it('reports event handlers and style attributes on the elements that stay', () => {
    const html =
      '<p onclick="x()" style="color:red">a</p><img src="a.png" onclick="y()"><p onclick="z()">b</p>';
    expect(removedFrom(html)).toEqual([
      'Attribut onclick sur <p> (2)',
      'Attribut style sur <p>',
      'Attribut onclick sur <img>',
    ]);
  });

  it('reports a javascript: link as a refused href, not the rel the sanitiser adds', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><a href="https://exemple.tn" target="_blank">b</a>';
    expect(removedFrom(html)).toEqual(['Attribut href sur <a> (lien non autorisé)']);
  });

  it('reports a frame from a host that is not a video host, keeping the allowed one', () => {
    const html =
      '<iframe src="https://evil.example/v" onload="x()"></iframe>' +
      '<iframe src="https://www.youtube.com/embed/abc" title="Vidéo"></iframe>';
    expect(removedFrom(html)).toEqual(['Balise <iframe> (adresse non autorisée)']);
  });

  it('names elements in order of first appearance, nested ones included', () => {
    expect(removedFrom('<section><p>a</p></section><svg><circle r="1"/></svg>')).toEqual([
      'Balise <section>',
      'Balise <svg>',
      'Balise <circle>',
    ]);
  });

  it('does not count a renamed heading as removed', () => {
    expect(removedFrom('<h1>Titre</h1><h2 id="x">Sous-titre</h2>')).toEqual([
      'Attribut id sur <h2>',
    ]);
  });

  it('returns [] when nothing was removed', () => {
    const html =
      '<h2>Titre</h2><p>Un <strong>lit</strong> et <a href="/produits">nos produits</a>.</p>' +
      '<img src="https://exemple.tn/a.png" alt="Lit"><ul><li>Réglable</li></ul>';
    expect(removedFrom(html)).toEqual([]);
    expect(listRemovedMarkup('', '')).toEqual([]);
  });
});
