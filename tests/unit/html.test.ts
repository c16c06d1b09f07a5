import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml } from '#server/html/sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers, styles and dangerous links', () => {
    const dirty =
      '<h2 onclick="x()">Titre</h2><p style="color:red">Un <strong>lit</strong><script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">a</a><a href="https://exemple.tn" target="_blank">b</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<h2>Titre</h2>');
    expect(clean).toContain('<p>Un <strong>lit</strong></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/);
    expect(clean).toContain(
      '<a href="https://exemple.tn" target="_blank" rel="noopener noreferrer">b</a>',
    );
  });

  it('demotes h1 to h2 (the page owns its h1)', () => {
    expect(sanitizeHtml('<h1>Grand titre</h1>')).toBe('<h2>Grand titre</h2>');
  });
});

describe('htmlToText', () => {
  it('gives readable plain text with entities decoded and blocks separated', () => {
    expect(htmlToText('<p>Lit &amp; matelas</p><ul><li>Réglable</li><li>Robuste</li></ul>')).toBe(
      'Lit & matelas Réglable Robuste',
    );
  });
});
