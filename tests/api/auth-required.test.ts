import { describe, expect, it } from 'vitest';
import {
  type ArticleRow,
  type CategoryRow,
  call,
  expectError,
  forgedToken,
  type ProductRow,
  type RequestOptions,
} from './client.ts';
import {
  categoryTotal,
  createArticle,
  createCategory,
  createProduct,
  form,
  png,
  productTotal,
  storedCounts,
  type UploadPart,
} from './fixtures.ts';
import { adminApiPerFile, type TestApi } from './harness.ts';

let api: TestApi;
let token: string;
let forged: string;
let image: UploadPart;
let category: CategoryRow;
let spareCategory: CategoryRow;
let product: ProductRow;
let article: ArticleRow;

adminApiPerFile(async (started) => {
  ({ api, token } = started);
  forged = await forgedToken();
  image = await png(32, 24);
  category = await createCategory(api, token, { nom: 'Protégée' });
  spareCategory = await createCategory(api, token, { nom: 'Vide' });
  product = await createProduct(
    api,
    token,
    { titre: 'Produit protégé', categorie_id: String(category.id), prix: '10' },
    [image],
  );
  article = await createArticle(api, token, {
    titre: 'Article protégé',
    contenu_html: '<p>Contenu</p>',
    statut: 'publie',
  });
});

interface MutatingRoute {
  name: string;
  method: string;
  path: () => string;
  options: () => RequestOptions;
}

/** Every mutating route, each with a body that an administrator's call would accept. */
const routes: MutatingRoute[] = [
  {
    name: 'POST /crud/categories',
    method: 'POST',
    path: () => '/crud/categories',
    options: () => ({ json: { nom: 'Intruse', est_active: true, position: 1 } }),
  },
  {
    name: 'PATCH /crud/categories/{id}',
    method: 'PATCH',
    path: () => `/crud/categories/${category.id}`,
    options: () => ({ json: { nom: 'Piratée', est_active: false } }),
  },
  {
    name: 'DELETE /crud/categories/{id}',
    method: 'DELETE',
    path: () => `/crud/categories/${spareCategory.id}`,
    options: () => ({}),
  },
  {
    name: 'POST /crud/products/upload',
    method: 'POST',
    path: () => '/crud/products/upload',
    options: () => ({
      form: form({ titre: 'Intrus', categorie_id: String(category.id), prix: '1' }, [image]),
    }),
  },
  {
    name: 'POST /crud/products/{id} (_method=PATCH)',
    method: 'POST',
    path: () => `/crud/products/${product.id}`,
    options: () => ({ form: form({ _method: 'PATCH', titre: 'Piraté' }, [image]) }),
  },
  {
    name: 'PATCH /crud/products/{id}',
    method: 'PATCH',
    path: () => `/crud/products/${product.id}`,
    options: () => ({ json: { titre: 'Piraté', est_active: false } }),
  },
  {
    name: 'POST /crud/products/bulk',
    method: 'POST',
    path: () => '/crud/products/bulk',
    options: () => ({ json: { action: 'desactiver', ids: [product.id] } }),
  },
  {
    name: 'DELETE /crud/products/{id}',
    method: 'DELETE',
    path: () => `/crud/products/${product.id}`,
    options: () => ({}),
  },
  {
    name: 'POST /crud/articles',
    method: 'POST',
    path: () => '/crud/articles',
    options: () => ({ json: { titre: 'Intrus', contenu_html: '<p>x</p>' } }),
  },
  {
    name: 'PATCH /crud/articles/{id}',
    method: 'PATCH',
    path: () => `/crud/articles/${article.id}`,
    options: () => ({ json: { titre: 'Piraté', statut: 'brouillon' } }),
  },
  {
    name: 'POST /crud/articles/bulk',
    method: 'POST',
    path: () => '/crud/articles/bulk',
    options: () => ({ json: { action: 'depublier', ids: [article.id] } }),
  },
  {
    name: 'DELETE /crud/articles/{id}',
    method: 'DELETE',
    path: () => `/crud/articles/${article.id}`,
    options: () => ({}),
  },
  {
    name: 'POST /crud/articles/upload',
    method: 'POST',
    path: () => '/crud/articles/upload',
    options: () => ({ form: form({ titre: 'Intrus' }, [image]) }),
  },
  {
    name: 'PUT /settings/security',
    method: 'PUT',
    path: () => '/settings/security',
    options: () => ({ json: { requireTwoFactor: false } }),
  },
];

const credentials = [
  { label: 'without a token', token: async () => undefined },
  { label: 'with a forged token', token: async () => forged },
] as const;

const cases = routes.flatMap((route) =>
  credentials.map((credential) => ({ ...route, credential })),
);

describe('mutating routes refuse anonymous and forged callers', () => {
  it.each(cases)('$name $credential.label → 401', async (route) => {
    const response = await call(api, route.method, route.path(), {
      ...route.options(),
      token: await route.credential.token(),
    });
    expectError(response, 401, 'unauthorized');
  });

  it('wrote nothing: rows and stored images are as before', async () => {
    expect(await storedCounts(api, token)).toEqual({
      categories: 2,
      products: 1,
      articles: 1,
      productImages: 1,
      articleImages: 0,
    });
    // Issue 23: the journal holds only the set-up's lines (the sign-in, 2 categories, a product
    // and its image, an article), none for a refused call.
    const journal = await call(api, 'GET', '/journal?limit=1', { token });
    expect(journal.body).toMatchObject({ total: 6 });
    const signIns = await call(api, 'GET', '/journal?limit=1&action=connexion', { token });
    expect(signIns.body).toMatchObject({ total: 1 });

    const categories = await call(api, 'GET', '/crud/categories', { token });
    expect(categories.body).toMatchObject({
      rows: expect.arrayContaining([
        expect.objectContaining({ id: category.id, nom: 'Protégée', est_active: true }),
        expect.objectContaining({ id: spareCategory.id, nom: 'Vide' }),
      ]),
    });
    const currentProduct = await call(api, 'GET', `/crud/products/${product.id}`, { token });
    expect(currentProduct.body).toEqual(product);
    const currentArticle = await call(api, 'GET', `/crud/articles/${article.id}`, { token });
    expect(currentArticle.body).toEqual(article);
  });

  it('the same requests succeed with the administrator’s token (control)', async () => {
    for (const route of routes) {
      const response = await call(api, route.method, route.path(), { ...route.options(), token });
      expect(response.status, `${route.name}: ${response.text}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${route.name}: ${response.text}`).toBeLessThan(300);
    }
    expect(await productTotal(api, token)).toBe(1);
    expect(await categoryTotal(api, token)).toBe(2);
  });
});

/** Reads only staff may make (issue 20: the contact requests and their count; issue 23: the journal). */
const staffReads = [
  '/crud/contact-requests',
  '/crud/contact-requests/summary',
  '/journal',
  '/journal/export.csv',
  // Issue 37 §2: the labels staff gave in a category are the back-office's, not the public's.
  '/crud/products/characteristic-labels?categorie_id=1',
];

describe('staff-only reads refuse anonymous and forged callers', () => {
  it.each(staffReads.flatMap((path) => credentials.map((credential) => ({ path, credential }))))(
    'GET $path $credential.label → 401',
    async ({ path, credential }) => {
      expectError(
        await call(api, 'GET', path, { token: await credential.token() }),
        401,
        'unauthorized',
      );
    },
  );

  it.each(staffReads)('GET %s answers the administrator (control)', async (path) => {
    expect((await call(api, 'GET', path, { token })).status).toBe(200);
  });
});
