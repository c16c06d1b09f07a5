import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#config';
import { Article, call, expectBody, listOf, Product } from './client.ts';
import { createArticle, createCategory, createProduct } from './fixtures.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import {
  articleCases,
  type GoldenCase,
  productCases,
  synonymCases,
} from './search-golden.cases.ts';
import {
  goldenArticles,
  goldenCategories,
  goldenProducts,
  goldenSynonyms,
} from './search-golden.catalogue.ts';

// The search golden set (issue 19): a French catalogue seeded once, then each query over real
// HTTP as the public site sends it, asserting the first results a visitor sees.

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  const { token } = await login(api);
  const categoryIds = new Map<string, number>();
  for (const { nom, sous } of goldenCategories) {
    const top = await createCategory(api, token, { nom });
    categoryIds.set(nom, top.id);
    for (const name of sous) {
      categoryIds.set(
        name,
        (await createCategory(api, token, { nom: name, parent_id: top.id })).id,
      );
    }
  }
  for (const product of goldenProducts) {
    await createProduct(api, token, {
      titre: product.titre,
      categorie_id: String(categoryIds.get(product.categorie)),
      description_courte: product.resume,
      prix: '100',
      ...(product.description ? { description: product.description } : {}),
      ...(product.reference ? { reference: product.reference } : {}),
    });
  }
  for (const article of goldenArticles) {
    await createArticle(api, token, {
      titre: article.titre,
      extrait: article.extrait,
      contenu_html: article.contenu,
      statut: 'publie',
    });
  }
});
afterAll(async () => {
  await api?.close();
});

/** The titles a visitor sees, in order (the public catalogue's search-only page). */
async function productTitles(query: string): Promise<string[]> {
  const limit = limits.productSearchOnlyLimit;
  const response = await call(
    api,
    'GET',
    `/crud/products?search=${encodeURIComponent(query)}&page=1&limit=${limit}`,
  );
  return expectBody(response, 200, listOf(Product)).rows.map((row) => row.titre);
}

async function articleTitles(query: string): Promise<string[]> {
  const response = await call(api, 'GET', `/crud/articles?search=${encodeURIComponent(query)}`);
  return expectBody(response, 200, listOf(Article)).rows.map((row) => row.titre);
}

function expectGolden(titles: string[], { query, expected }: GoldenCase) {
  if ('none' in expected) expect(titles, query).toEqual([]);
  else expect(titles.slice(0, expected.top.length), query).toEqual(expected.top);
}

describe('GET /crud/products?search=: the golden set', () => {
  it('has at least 60 queries', () => {
    expect(productCases.length + articleCases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(productCases)('$about: "$query"', async (golden) => {
    expectGolden(await productTitles(golden.query), golden);
  });
});

describe('GET /crud/articles?search=: the golden set', () => {
  it.each(articleCases)('$about: "$query"', async (golden) => {
    expectGolden(await articleTitles(golden.query), golden);
  });
});

// Last: the synonyms change what products searches find (the cases above run without them).
describe('GET /crud/products?search=: the golden set with synonyms taught', () => {
  beforeAll(async () => {
    const { token } = await login(api);
    for (const rule of goldenSynonyms) {
      const response = await call(api, 'POST', '/crud/search-synonyms', { token, json: rule });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
  });

  it('has at least 20 queries that need a synonym', () => {
    expect(synonymCases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(synonymCases)('$about: "$query"', async (golden) => {
    expectGolden(await productTitles(golden.query), golden);
  });

  it.each(productCases)('unchanged where no synonym applies, $about: "$query"', async (golden) => {
    expectGolden(await productTitles(golden.query), golden);
  });
});
