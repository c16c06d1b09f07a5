import { describe, expect, it } from 'vitest';
import { createMarkupCounter, listRemovedMarkup } from '#server/html/html-removals.ts';
import { sanitizeHtml } from '#server/html/sanitize-html.ts';

/** Issue 18 point 3: the preview parses its input once (counted in the sanitiser's own pass). */
const samples = [
  '<h1 onclick="x()">Titre</h1><p style="color:red">Texte <script>alert(1)</script></p>',
  '<a href="javascript:alert(1)" target="_blank">lien</a><img src="data:x" onerror="y">',
  '<iframe src="https://evil.example/"></iframe><svg><circle r="1"/></svg><textarea><b>',
  '<table><tr><td colspan="2">ok</td></tr></table><noscript><p>x</p></noscript>',
  '<p>Rien à retirer, <strong>du tout</strong>.</p>',
];

describe('removals counted while sanitising', () => {
  it.each(samples)('match the removals of a separate parse: %s', (input) => {
    const counter = createMarkupCounter();
    const output = sanitizeHtml(input, counter.onOpenTag);
    expect(output).toBe(sanitizeHtml(input));
    expect(listRemovedMarkup(counter.markup, output)).toEqual(listRemovedMarkup(input, output));
  });
});
