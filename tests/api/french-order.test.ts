import { describe, expect, it } from 'vitest';
import { Article, call, expectBody, listOf, unique } from './client.ts';
import { createArticle } from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
adminApiPerFile((started) => {
  ({ api, token } = started);
});

describe('title order is French (accents and case folded)', () => {
  it('sorts articles by titre like a French reader would, both ways', async () => {
    const tag = `Ordre${unique().replace(/\W/g, '')}`;
    for (const titre of ['Zinc', 'Étui', 'abri', 'Éponge', 'École']) {
      await createArticle(api, token, {
        titre: `${titre} ${tag}`,
        contenu_html: '<p>x</p>',
        nom_auteur: tag,
      });
    }
    const titles = async (order: 'asc' | 'desc') =>
      expectBody(
        await call(api, 'GET', `/crud/articles?search=${tag}&sortBy=titre&sortOrder=${order}`, {
          token,
        }),
        200,
        listOf(Article),
      ).rows.map((row) => row.titre.split(' ')[0]);
    expect(await titles('asc')).toEqual(['abri', 'École', 'Éponge', 'Étui', 'Zinc']);
    expect(await titles('desc')).toEqual(['Zinc', 'Étui', 'Éponge', 'École', 'abri']);
  });
});
