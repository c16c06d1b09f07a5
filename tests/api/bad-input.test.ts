import { describe, expect, it } from 'vitest';
import {
  type ArticleRow,
  Category,
  type CategoryRow,
  call,
  expectBody,
  expectError,
  listOf,
  type ProductRow,
  type RequestOptions,
} from './client.ts';
import {
  createArticle,
  createCategory,
  createProduct,
  form,
  imageCount,
  png,
  storedCounts,
} from './fixtures.ts';
import { admin, adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let category: CategoryRow;
let product: ProductRow;
let article: ArticleRow;
let totals: { categories: number; products: number; articles: number };

adminApiPerFile(async (started) => {
  ({ api, token } = started);
  category = await createCategory(api, token, { nom: 'Stable' });
  product = await createProduct(api, token, { titre: 'Stable', categorie_id: String(category.id) });
  article = await createArticle(api, token, { titre: 'Stable', contenu_html: '<p>x</p>' });
  totals = { categories: 1, products: 1, articles: 1 };
});

interface JsonRoute {
  name: string;
  method: string;
  path: () => string;
}

const jsonRoutes: JsonRoute[] = [
  { name: 'POST /auth/login', method: 'POST', path: () => '/auth/login' },
  { name: 'POST /auth/refresh', method: 'POST', path: () => '/auth/refresh' },
  { name: 'POST /crud/categories', method: 'POST', path: () => '/crud/categories' },
  {
    name: 'PATCH /crud/categories/{id}',
    method: 'PATCH',
    path: () => `/crud/categories/${category.id}`,
  },
  {
    name: 'PATCH /crud/products/{id}',
    method: 'PATCH',
    path: () => `/crud/products/${product.id}`,
  },
  { name: 'POST /crud/products/bulk', method: 'POST', path: () => '/crud/products/bulk' },
  { name: 'POST /crud/articles', method: 'POST', path: () => '/crud/articles' },
  { name: 'POST /crud/articles/bulk', method: 'POST', path: () => '/crud/articles/bulk' },
  {
    name: 'PATCH /crud/articles/{id}',
    method: 'PATCH',
    path: () => `/crud/articles/${article.id}`,
  },
  {
    name: 'POST /crud/articles/{id}/revisions/{revisionId}/restore',
    method: 'POST',
    path: () => `/crud/articles/${article.id}/revisions/1/restore`,
  },
  {
    name: 'POST /crud/products/{id}/revisions/{revisionId}/restore',
    method: 'POST',
    path: () => `/crud/products/${product.id}/revisions/1/restore`,
  },
];

const json = { 'content-type': 'application/json' };
const bodies: { label: string; options: () => RequestOptions; status: number; code: string }[] = [
  {
    label: 'malformed JSON',
    options: () => ({ body: '{"nom": "x",', headers: json }),
    status: 400,
    code: 'invalid_json',
  },
  {
    label: 'a JSON array',
    options: () => ({ body: '[{"nom":"x"}]', headers: json }),
    status: 400,
    code: 'invalid_json',
  },
  {
    label: 'JSON null',
    options: () => ({ body: 'null', headers: json }),
    status: 400,
    code: 'invalid_json',
  },
  {
    label: 'a JSON string',
    options: () => ({ body: '"x"', headers: json }),
    status: 400,
    code: 'invalid_json',
  },
  {
    label: 'an empty body',
    options: () => ({ body: '', headers: json }),
    status: 400,
    code: 'invalid_json',
  },
  {
    label: 'a text/plain body',
    options: () => ({ body: '{"nom":"x"}', headers: { 'content-type': 'text/plain' } }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    label: 'a body without Content-Type',
    options: () => ({ body: new TextEncoder().encode('{"nom":"x"}') }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    label: 'a multipart body',
    options: () => ({ form: form({ nom: 'x' }) }),
    status: 415,
    code: 'unsupported_media_type',
  },
  {
    label: 'a body over 2 MB',
    options: () => ({ json: { nom: 'x'.repeat(2 * 1024 * 1024 + 10) } }),
    status: 413,
    code: 'payload_too_large',
  },
];

describe('malformed bodies on JSON routes', () => {
  const cases = jsonRoutes.flatMap((route) => bodies.map((body) => ({ ...route, ...body })));
  it.each(cases)('$name with $label → $status $code', async (item) => {
    const response = await call(api, item.method, item.path(), { ...item.options(), token });
    expectError(response, item.status, item.code);
  });
});

describe('wrong types and unstorable values', () => {
  const cases: {
    label: string;
    method: string;
    path: () => string;
    body: unknown;
    status: number;
  }[] = [
    {
      label: 'nom as a number',
      method: 'POST',
      path: () => '/crud/categories',
      body: { nom: 42 },
      status: 422,
    },
    {
      label: 'parent_id as text',
      method: 'POST',
      path: () => '/crud/categories',
      body: { nom: 'x', parent_id: 'un' },
      status: 422,
    },
    {
      label: 'parent_id beyond int32',
      method: 'POST',
      path: () => '/crud/categories',
      body: { nom: 'x', parent_id: 1e20 },
      status: 422,
    },
    {
      label: 'position as a float',
      method: 'POST',
      path: () => '/crud/categories',
      body: { nom: 'x', position: 1.5 },
      status: 422,
    },
    {
      label: 'a NUL character in nom',
      method: 'POST',
      path: () => '/crud/categories',
      body: { nom: 'a\u0000b' },
      status: 400,
    },
    {
      label: 'prix as text',
      method: 'PATCH',
      path: () => `/crud/products/${product.id}`,
      body: { prix: '12' },
      status: 422,
    },
    {
      label: 'est_actif as a number',
      method: 'PATCH',
      path: () => `/crud/products/${product.id}`,
      body: { est_actif: 1 },
      status: 422,
    },
    {
      label: 'categorie_id beyond int32',
      method: 'PATCH',
      path: () => `/crud/products/${product.id}`,
      body: { categorie_id: 2 ** 31 },
      status: 422,
    },
    {
      label: 'a NUL character in titre',
      method: 'PATCH',
      path: () => `/crud/products/${product.id}`,
      body: { titre: 'a\u0000' },
      status: 400,
    },
    {
      label: 'titre as a list',
      method: 'POST',
      path: () => '/crud/articles',
      body: { titre: ['a'], contenu_html: 'x' },
      status: 422,
    },
    {
      label: 'publie_le as a number',
      method: 'POST',
      path: () => '/crud/articles',
      body: { titre: 'a', contenu_html: 'x', publie_le: 1_700_000_000 },
      status: 422,
    },
    {
      label: 'publie_le in year 0',
      method: 'POST',
      path: () => '/crud/articles',
      body: { titre: 'a', contenu_html: 'x', publie_le: '0000-01-01T00:00:00Z' },
      status: 422,
    },
    {
      label: 'publie_le on a day that does not exist',
      method: 'POST',
      path: () => '/crud/articles',
      body: { titre: 'a', contenu_html: 'x', publie_le: '2025-02-30T00:00:00Z' },
      status: 422,
    },
    {
      label: 'galerie_json as an object',
      method: 'PATCH',
      path: () => `/crud/articles/${article.id}`,
      body: { galerie_json: { a: 1 } },
      status: 422,
    },
    {
      label: 'bulk ids beyond int32',
      method: 'POST',
      path: () => '/crud/products/bulk',
      body: { action: 'activer', ids: [2 ** 31] },
      status: 422,
    },
    {
      label: 'bulk ids as text',
      method: 'POST',
      path: () => '/crud/articles/bulk',
      body: { action: 'publier', ids: ['1'] },
      status: 422,
    },
    {
      label: 'email as a number',
      method: 'POST',
      path: () => '/auth/login',
      body: { email: 1, password: 'x' },
      status: 422,
    },
    {
      label: 'a NUL character in the e-mail',
      method: 'POST',
      path: () => '/auth/login',
      body: { email: `${admin.email}\u0000`, password: 'x' },
      status: 400,
    },
  ];
  it.each(cases)('$method $label → $status', async (item) => {
    const response = await call(api, item.method, item.path(), { token, json: item.body });
    expectError(response, item.status, 'validation_failed');
  });

  it('a NUL character in a multipart title is refused and leaves no stored image', async () => {
    const before = await imageCount(api);
    const data = form({ titre: 'a\u0000b', categorie_id: String(category.id) }, [await png()]);
    const response = await call(api, 'POST', '/crud/products/upload', { token, form: data });
    expectError(response, 400, 'validation_failed');
    expect(await imageCount(api)).toBe(before);
  });

  it('a NUL character in a search or a slug is a 4xx', async () => {
    for (const path of ['/crud/products', '/crud/categories', '/crud/articles']) {
      expectError(await call(api, 'GET', `${path}?search=a%00b`), 400);
    }
    expectError(await call(api, 'GET', '/crud/articles/slug/a%00b'), 400);
  });
});

describe('query parameters', () => {
  const lists = ['/crud/categories', '/crud/products', '/crud/articles', '/journal'];
  const queries = ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'limit=0', 'limit=-1', 'limit=abc'];
  const cases = lists.flatMap((path) => queries.map((query) => ({ path, query })));
  it.each(cases)('GET $path?$query → 400 invalid_query', async ({ path, query }) => {
    expectError(await call(api, 'GET', `${path}?${query}`, { token }), 400, 'invalid_query');
  });
});

describe('ids in paths', () => {
  const ids = ['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648', '%20'];
  const routes: { method: string; path: (id: string) => string; options: () => RequestOptions }[] =
    [
      {
        method: 'PATCH',
        path: (id) => `/crud/categories/${id}`,
        options: () => ({ json: { nom: 'x' } }),
      },
      { method: 'DELETE', path: (id) => `/crud/categories/${id}`, options: () => ({}) },
      { method: 'GET', path: (id) => `/crud/products/${id}`, options: () => ({}) },
      {
        method: 'PATCH',
        path: (id) => `/crud/products/${id}`,
        options: () => ({ json: { titre: 'x' } }),
      },
      {
        method: 'POST',
        path: (id) => `/crud/products/${id}`,
        options: () => ({ form: form({ _method: 'PATCH' }) }),
      },
      { method: 'DELETE', path: (id) => `/crud/products/${id}`, options: () => ({}) },
      { method: 'GET', path: (id) => `/crud/articles/${id}`, options: () => ({}) },
      {
        method: 'PATCH',
        path: (id) => `/crud/articles/${id}`,
        options: () => ({ json: { titre: 'x' } }),
      },
      { method: 'DELETE', path: (id) => `/crud/articles/${id}`, options: () => ({}) },
      { method: 'GET', path: (id) => `/crud/articles/${id}/revisions`, options: () => ({}) },
      { method: 'GET', path: (id) => `/crud/products/${id}/revisions`, options: () => ({}) },
      {
        method: 'POST',
        path: (id) => `/crud/articles/1/revisions/${id}/restore`,
        options: () => ({ json: { modifie_le: article.modifie_le } }),
      },
      {
        method: 'POST',
        path: (id) => `/crud/products/${id}/revisions/1/restore`,
        options: () => ({ json: { modifie_le: product.modifie_le } }),
      },
    ];
  const cases = routes.flatMap((route) =>
    ids.map((id) => ({ ...route, id, shown: route.path(id) })),
  );
  it.each(cases)('$method $shown → 400 invalid_id', async (item) => {
    const response = await call(api, item.method, item.path(item.id), { ...item.options(), token });
    expectError(response, 400, 'invalid_id');
  });
});

describe('routing and transport', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/crud/nope'],
    ['POST', '/api/crud/products'],
    ['PUT', '/api/crud/categories/1'],
    ['GET', '/api/crud/products/1/extra'],
    ['GET', '/api/crud/categories/1'],
    ['GET', '/api'],
  ])('%s %s → 404 JSON', async (method, path) => {
    const response = await fetch(`${api.url.replace(/\/api$/, '')}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    expect(response.status, text).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'not_found' } });
  });

  const chunked = (text: string): RequestInit & { duplex: 'half' } => ({
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: new ReadableStream({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.slice(at, at + 64 * 1024));
        controller.close();
      },
    }),
    duplex: 'half',
  });

  it('accepts a chunked JSON body (no Content-Length) and still limits its size', async () => {
    const accepted = await fetch(
      `${api.url}/crud/categories`,
      chunked(JSON.stringify({ nom: 'Par morceaux' })),
    );
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(await accepted.json()).toMatchObject({ nom: 'Par morceaux' });
    totals.categories += 1;

    const big = JSON.stringify({ nom: 'x'.repeat(3 * 1024 * 1024) });
    const refused = await fetch(`${api.url}/crud/categories`, chunked(big));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers DELETE without a body, and with an empty one', async () => {
    const spare = await createCategory(api, token, { nom: 'À supprimer' });
    const other = await createCategory(api, token, { nom: 'À supprimer aussi' });
    expect((await call(api, 'DELETE', `/crud/categories/${spare.id}`, { token })).status).toBe(204);
    const withLength = await call(api, 'DELETE', `/crud/categories/${other.id}`, {
      token,
      body: '',
      headers: { 'content-length': '0' },
    });
    expect(withLength.status).toBe(204);
  });
});

describe('after all of the above', () => {
  it('nothing was written', async () => {
    expect(await storedCounts(api, token)).toEqual({
      ...totals,
      productImages: 0,
      articleImages: 0,
    });
    const current = await call(api, 'GET', `/crud/categories?search=Stable`, { token });
    expect(expectBody(current, 200, listOf(Category)).rows).toEqual([
      expect.objectContaining({ ...category }),
    ]);
    expect((await call(api, 'GET', `/crud/products/${product.id}`, { token })).body).toEqual(
      product,
    );
    expect((await call(api, 'GET', `/crud/articles/${article.id}`, { token })).body).toEqual(
      article,
    );
  });
});
