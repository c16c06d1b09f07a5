import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './client.ts';
import { login, startTestApi, type TestApi } from './harness.ts';
import { inviteStaff, signedInEditor } from './staff-fixtures.ts';

/**
 * Who may call what (issue 23), for EVERY route of the router table: a route missing from this
 * table fails the test, so a new route cannot ship without its rule.
 * - public: anyone (SPEC §7 reads, sign-in, the contact form);
 * - session: any signed-in staff member, even one held at the password change;
 * - staff: both roles (articles, products, categories, images, contact inbox);
 * - administrateur: staff accounts, the journal, security settings, the backups' state.
 */
type Access = 'public' | 'session' | 'staff' | 'administrateur';
const access: Record<string, Access> = {
  'GET /auth/sessions': 'session',
  'DELETE /auth/sessions': 'session',
  'DELETE /auth/sessions/:sessionId': 'session',
  'POST /auth/login': 'public',
  'POST /auth/refresh': 'public',
  'POST /auth/logout': 'public',
  'GET /auth/session': 'session',
  'POST /auth/password': 'session',
  'POST /auth/login/code': 'public',
  'GET /auth/two-factor': 'session',
  'POST /auth/two-factor/setup': 'session',
  'POST /auth/two-factor/confirm': 'session',
  'POST /auth/two-factor/disable': 'session',
  'POST /auth/two-factor/recovery-codes': 'session',
  'GET /settings/security': 'administrateur',
  'PUT /settings/security': 'administrateur',
  'GET /staff': 'administrateur',
  'POST /staff': 'administrateur',
  'PATCH /staff/:id': 'administrateur',
  'POST /staff/:id/password': 'administrateur',
  'GET /staff/:id/sessions': 'administrateur',
  'DELETE /staff/:id/sessions': 'administrateur',
  'DELETE /staff/:id/two-factor': 'administrateur',
  'GET /journal': 'administrateur',
  'GET /journal/export.csv': 'administrateur',
  'GET /backups/latest': 'administrateur',
  'GET /crud/products/export.csv': 'administrateur',
  'POST /crud/products/import': 'administrateur',
  'POST /crud/products/import/:id/undo': 'administrateur',
  'GET /crud/products/import/latest': 'administrateur',
  'GET /crud/products': 'public',
  'GET /crud/products/characteristic-labels': 'staff',
  'GET /crud/products/:id': 'public',
  // Issue 37 §1: visitors get visible products only, staff every product (a token widens it).
  'GET /crud/products/by-slug/:slug': 'public',
  'GET /crud/products/sitemap': 'public',
  'POST /crud/products/upload': 'staff',
  'POST /crud/products/bulk': 'staff',
  'POST /crud/products/:id': 'staff',
  'PATCH /crud/products/:id': 'staff',
  'DELETE /crud/products/:id': 'staff',
  'GET /crud/products/:id/revisions': 'staff',
  'POST /crud/products/:id/revisions/:revisionId/restore': 'staff',
  'PUT /crud/products/:id/images': 'staff',
  'GET /crud/search-synonyms': 'staff',
  'GET /crud/search-synonyms/essai': 'staff',
  'POST /crud/search-synonyms': 'staff',
  'PATCH /crud/search-synonyms/:id': 'staff',
  'DELETE /crud/search-synonyms/:id': 'staff',
  'GET /crud/categories': 'public',
  'POST /crud/categories': 'staff',
  'PATCH /crud/categories/:id': 'staff',
  'DELETE /crud/categories/:id': 'staff',
  'GET /crud/articles': 'public',
  'GET /crud/articles/slug/:slug': 'public',
  'GET /crud/articles/:id': 'public',
  'POST /crud/articles/upload': 'staff',
  'POST /crud/articles/bulk': 'staff',
  'POST /crud/articles': 'staff',
  'PATCH /crud/articles/:id': 'staff',
  'DELETE /crud/articles/:id': 'staff',
  'GET /crud/articles/:id/revisions': 'staff',
  'POST /crud/articles/:id/revisions/:revisionId/restore': 'staff',
  'PUT /crud/articles/:id/images': 'staff',
  'POST /crud/contact-requests': 'public',
  'GET /crud/contact-requests/summary': 'staff',
  'GET /crud/contact-requests/assignees': 'staff',
  'GET /crud/contact-requests': 'staff',
  'PATCH /crud/contact-requests/:id': 'staff',
  'DELETE /crud/contact-requests/:id': 'staff',
  'GET /trash': 'staff',
  'POST /trash/articles/:id/restore': 'staff',
  'DELETE /trash/articles/:id': 'administrateur',
  'POST /trash/products/:id/restore': 'staff',
  'DELETE /trash/products/:id': 'administrateur',
  'GET /todo': 'staff',
  // Issue 38: the beacon posts events anonymously (staff sessions are not counted, never
  // refused); the statistics are read by both roles (canReadStats: administrators and éditeurs).
  'POST /stats/events': 'public',
  'GET /stats/overview': 'staff',
  'GET /stats/tables/:table': 'staff',
  'GET /stats/live': 'staff',
  'GET /stats/summary': 'staff',
  // Issue 39: the rentals' catalogue, availability and requests are public; the desk is staff.
  'GET /rentals/catalogue': 'public',
  'GET /rentals/availability': 'public',
  'POST /rentals/requests': 'public',
  'GET /rentals': 'staff',
  'GET /rentals/today': 'staff',
  'GET /rentals/timeline': 'staff',
  'GET /rentals/:id': 'staff',
  'POST /rentals': 'staff',
  'PATCH /rentals/:id/status': 'staff',
  'PATCH /rentals/:id/dates': 'staff',
  'GET /images/*': 'public',
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /health': 'public',
  // Last: the administrator's call ends every other session, the test's included.
  'DELETE /staff/sessions': 'administrateur',
};

let api: TestApi;
const tokens: Record<'administrateur' | 'editeur' | 'deactivated' | 'held', string> = {
  administrateur: '',
  editeur: '',
  deactivated: '',
  held: '',
};

beforeAll(async () => {
  api = await startTestApi();
  tokens.administrateur = (await login(api)).token;
  tokens.editeur = (await signedInEditor(api, 'editeur@matrice.tn')).token;
  const leaving = await signedInEditor(api, 'parti@matrice.tn');
  tokens.deactivated = leaving.token;
  await call(api, 'PATCH', `/staff/${leaving.id}`, {
    token: tokens.administrateur,
    json: { active: false },
  });
  const invited = await inviteStaff(api, tokens.administrateur, {
    email: 'nouveau@matrice.tn',
    name: 'Nouveau',
    role: 'administrateur',
  });
  tokens.held = (
    await login(api, { email: 'nouveau@matrice.tn', password: invited.temporaryPassword })
  ).token;
});
afterAll(async () => {
  await api?.close();
});

/** The router table itself: every method and path the API answers (middleware excluded). */
function routeTable(): string[] {
  const keys = api.runtime.api.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.replace(/^\/api/, '')}`);
  return [...new Set(keys)];
}

/**
 * A request that reaches the route's own code when the caller may call it: unknown ids (so
 * nothing is changed or destroyed) and an empty JSON body (a 4xx of validation, never 401/403).
 */
const sample = (key: string) => {
  const [method = 'GET', path = '/'] = key.split(' ');
  const concrete = path
    .replace(':sessionId', '00000000-0000-4000-8000-000000000000')
    .replace(':revisionId', '999999')
    .replace(':id', '999999')
    .replace(':slug', 'inconnu')
    .replace(':table', 'pages')
    .replace('*', 'products/inconnu.webp');
  return { method, path: concrete };
};
const send = (key: string, token?: string) => {
  const { method, path } = sample(key);
  const withBody = method !== 'GET' && method !== 'DELETE';
  return call(api, method, path, { token, ...(withBody ? { json: {} } : {}) });
};

describe('the role matrix, generated from the router table', () => {
  it('classifies every route the API answers (a new route needs its rule here)', () => {
    const table = routeTable();
    expect(table.filter((key) => !(key in access))).toEqual([]);
    expect(Object.keys(access).filter((key) => !table.includes(key))).toEqual([]);
  });

  const guarded = Object.entries(access).filter(([, rule]) => rule !== 'public');
  const refused = (status: number) => status === 401 || status === 403;

  // One test per route, every caller in turn (the administrator last: see DELETE /staff/sessions).
  it.each(guarded)(
    '%s (%s): anonymous, deactivated, held, éditeur, administrateur',
    async (key, rule) => {
      expect((await send(key)).status).toBe(401);
      expect((await send(key, tokens.deactivated)).status).toBe(401);
      const held = await send(key, tokens.held);
      if (rule === 'session') expect(refused(held.status), held.text).toBe(false);
      else expect(held.body).toMatchObject({ error: { code: 'password_change_required' } });
      const asEditor = await send(key, tokens.editeur);
      if (rule === 'administrateur') expect(asEditor.status, asEditor.text).toBe(403);
      else expect(refused(asEditor.status), asEditor.text).toBe(false);
      const asAdmin = await send(key, tokens.administrateur);
      expect(refused(asAdmin.status), asAdmin.text).toBe(false);
      expect(asAdmin.status).toBeLessThan(500);
    },
  );

  it.each(Object.entries(access).filter(([, rule]) => rule === 'public'))(
    '%s is public: anonymous callers are not refused',
    async (key) => {
      const response = await send(key);
      expect(refused(response.status), response.text).toBe(false);
      expect(response.status).toBeLessThan(500);
    },
  );
});
