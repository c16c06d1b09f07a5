// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { docToHtml, htmlToDoc } from '#app/components/rich-text/rich-text-html.ts';
import { checkLinkHref, linkAttributes } from '#app/components/rich-text/rich-text-link.ts';
import { cleanPastedHtml } from '#app/components/rich-text/rich-text-paste.ts';

/** What the editor keeps of a paste: the cleaning, then the schema. */
const pasted = (html: string) =>
  docToHtml(htmlToDoc(cleanPastedHtml(html, new DOMParser()), new DOMParser()), document);

const wordItem = (marker: string, text: string) =>
  `<p class=MsoListParagraph style="text-indent:-18pt;mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">${marker}<span style="font:7pt Times">&nbsp;&nbsp;</span></span>${text}<o:p></o:p></p>`;

describe('pasting from Word', () => {
  it('makes its styled paragraphs a list, without the bullets it typed', () => {
    const html = `<p class=MsoNormal>Avant<o:p></o:p></p>${wordItem('·', 'Un')}${wordItem('·', 'Deux')}<p class=MsoNormal>Après</p>`;
    expect(pasted(html)).toBe('<p>Avant</p>\n<ul><li>Un</li><li>Deux</li></ul>\n<p>Après</p>');
  });

  it('makes a numbered one an ordered list', () => {
    expect(pasted(`${wordItem('1.', 'Premier')}${wordItem('2.', 'Second')}`)).toBe(
      '<ol><li>Premier</li><li>Second</li></ol>',
    );
  });
});

describe('links', () => {
  it('accepts a site path, https, mailto and tel, and refuses the rest in French', () => {
    for (const href of [
      '/articles/guide',
      'https://exemple.tn/a',
      'mailto:a@b.tn',
      'tel:+21671000000',
    ]) {
      expect(checkLinkHref(href)).toBeUndefined();
    }
    expect(checkLinkHref('')).toBe("Saisissez l'adresse du lien.");
    for (const href of [
      'javascript:alert(1)',
      '//autre.site',
      'exemple.tn',
      'data:text/html,x',
      '/a b',
    ]) {
      expect(checkLinkHref(href)).toMatch(/^Adresse non valable/);
    }
  });

  it('gives an external link the rel the sanitiser would add', () => {
    expect(linkAttributes(' https://exemple.tn ')).toEqual({
      href: 'https://exemple.tn',
      rel: 'noopener noreferrer',
    });
    expect(linkAttributes('/produits?produit=3')).toEqual({
      href: '/produits?produit=3',
      rel: null,
    });
  });
});
