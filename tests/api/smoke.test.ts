import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('smoke', () => {
  it('creates a category and a product and finds it accent-insensitively', async () => {
    const { token } = await login(api);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const cat = await fetch(`${api.url}/crud/categories`, { method: 'POST', headers: auth, body: JSON.stringify({ nom: 'Mobilité', slug: 'mobilite', position: 0, est_active: true }) });
    expect(cat.status).toBe(201);
    const category = await cat.json();
    const form = new FormData();
    form.set('titre', 'Lit médicalisé électrique');
    form.set('slug', 'lit-medicalise-electrique');
    form.set('description', '<p>Un lit <script>alert(1)</script>confortable</p>');
    form.set('categorie_id', String(category.id));
    form.set('prix', '1250.50');
    form.set('est_actif', 'true');
    const created = await fetch(`${api.url}/crud/products/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const product = await created.json();
    expect(created.status, JSON.stringify(product)).toBe(201);
    expect(product.reference).toMatch(/^REF-\d{6}$/);
    expect(product.description_html).toBe('<p>Un lit confortable</p>');
    const found = await fetch(`${api.url}/crud/products?search=lit%20medicalise`).then((r) => r.json());
    expect(found.total).toBe(1);
    expect(found.rows[0].categorie_nom).toBe('Mobilité');
  });
});
