import { describe, expect, it } from 'vitest';
import { chatHref, footerLegal, headerNavigation, telHref } from '#app/lib/navigation.ts';

describe('navigation', () => {
  it('lists the seven header items of SPEC §2 in order', () => {
    expect(headerNavigation.map((item) => `${item.label} -> ${item.to}`)).toEqual([
      'Accueil -> /',
      'Actualités -> /actualites',
      'Engagements -> /engagements',
      'Produits -> /produits',
      'Catalogue -> /catalogue',
      'Services -> /services',
      'Contact -> /contact',
    ]);
    expect(footerLegal.map((item) => item.to)).toEqual([
      '/mentions-legales',
      '/politique-confidentialite',
      '/conditions-utilisation',
      '/cookies',
    ]);
  });

  it('builds tel: links from displayed numbers', () => {
    expect(telHref('+216 71 750 750')).toBe('tel:+21671750750');
    expect(telHref('190')).toBe('tel:190');
  });

  it('builds chat links with an encoded prefilled message', () => {
    expect(chatHref('216 98 750 750')).toBe('https://wa.me/21698750750');
    expect(chatHref('21698750750', 'Bonjour, je souhaite un devis & infos')).toBe(
      'https://wa.me/21698750750?text=Bonjour%2C%20je%20souhaite%20un%20devis%20%26%20infos',
    );
  });
});
