import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCharacteristics } from '#app/components/products/product-characteristics.tsx';

/** Issue 37 §2: the product page's characteristics table. */
const render = (rows: { libelle: string; valeur: string }[]) =>
  renderToString(createElement(ProductCharacteristics, { rows }));

describe('ProductCharacteristics', () => {
  it('is a table headed « Caractéristiques », a row header per label, in the given order', () => {
    const html = render([
      { libelle: 'Charge maximale', valeur: '135 kg' },
      { libelle: "Largeur d'assise", valeur: '46 cm <b>' },
    ]);
    const heading = html.match(/<h2 id="([^"]+)"[^>]*>Caractéristiques<\/h2>/);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<table aria-labelledby="${heading?.[1]}"`);
    const cells = [...html.matchAll(/<(th|td)[^>]*>([^<]*)<\/\1>/g)].map((m) => [m[1], m[2]]);
    expect(cells).toEqual([
      ['th', 'Charge maximale'],
      ['td', '135 kg'],
      ['th', 'Largeur d&#x27;assise'],
      ['td', '46 cm &lt;b&gt;'],
    ]);
    expect(html.match(/scope="row"/g)).toHaveLength(2);
  });

  it('renders nothing for a product without characteristics', () => {
    expect(render([])).toBe('');
  });
});
