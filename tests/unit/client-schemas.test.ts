import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CategorySchema, listOf, ProductSchema } from '#domain/entities.schema.ts';
import { json, setup } from './fakes/rest-transport.ts';

describe('response schemas (SPEC §3)', () => {
  it('reads a product whose gallery is JSON text and whose price is a numeric string', async () => {
    const { client } = setup(() =>
      json(200, {
        id: '7',
        titre: 'Lit médicalisé',
        prix: '1250.5',
        galerie_json: '["a.jpg", "", "  ", 3, null, {"x": 1}, "b.jpg"]',
      }),
    );
    const product = await client.request(ProductSchema, 'GET', '/produits/lit');
    expect(product).toMatchObject({
      id: 7,
      titre: 'Lit médicalisé',
      prix: 1250.5,
      galerie_json: ['a.jpg', 'b.jpg'],
    });
  });

  it('accepts a gallery already given as a list, and reads bad or missing galleries as empty', () => {
    const base = { id: 1, titre: 'Fauteuil' };
    const gallery = (galerie_json: unknown) =>
      v.parse(ProductSchema, { ...base, galerie_json }).galerie_json;
    expect(gallery(['a.jpg', '', 4, 'b.jpg'])).toEqual(['a.jpg', 'b.jpg']);
    expect(gallery('pas du json')).toEqual([]);
    expect(gallery('{"a": "b"}')).toEqual([]);
    expect(gallery(null)).toEqual([]);
    expect(v.parse(ProductSchema, base).galerie_json).toEqual([]);
  });

  it('reads an empty price as no price', () => {
    expect(v.parse(ProductSchema, { id: 1, titre: 'Canne', prix: '' }).prix).toBeNull();
    expect(v.parse(ProductSchema, { id: 1, titre: 'Canne', prix: 30 }).prix).toBe(30);
  });

  it('gives total = rows.length when a list omits total', async () => {
    const { client } = setup(() =>
      json(200, {
        rows: [
          { id: 1, nom: 'Lits' },
          { id: '2', nom: 'Fauteuils' },
        ],
      }),
    );
    const list = await client.request(listOf(CategorySchema), 'GET', '/categories');
    expect(list.total).toBe(2);
    expect(list.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('keeps the total the server sends', () => {
    expect(v.parse(listOf(CategorySchema), { rows: [], total: 40 }).total).toBe(40);
  });
});
