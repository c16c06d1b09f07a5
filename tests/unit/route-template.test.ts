import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createRouteTemplates,
  methodLabel,
  siteRoutePaths,
} from '#server/metrics/route-template.ts';

const apiRoutes = [
  { method: 'ALL', path: '/api/*' },
  { method: 'GET', path: '/api/crud/products' },
  { method: 'GET', path: '/api/crud/products/export.csv' },
  { method: 'GET', path: '/api/crud/products/:id' },
  { method: 'POST', path: '/api/crud/products/:id/revisions/:revisionId/restore' },
  { method: 'GET', path: '/api/crud/articles/slug/:slug' },
  { method: 'GET', path: '/api/images/*' },
  { method: 'POST', path: '/api/auth/login' },
];
const publicFiles = new Set(['/favicon.ico', '/images/logo.svg']);
const templateOf = createRouteTemplates({
  apiRoutes,
  isPublicFile: (path) => publicFiles.has(path),
});

describe('route templates (the route label of GET /metrics)', () => {
  it('lists exactly the routes of the router (app/routeTree.gen.ts), the API mount aside', () => {
    const generated = readFileSync('app/routeTree.gen.ts', 'utf8');
    const fullPaths = new Set(
      [...generated.matchAll(/fullPath: '([^']*)'/g)].map((match) => match[1]),
    );
    fullPaths.delete('/api/$');
    expect(new Set(siteRoutePaths)).toEqual(fullPaths);
  });

  it('names pages by their template, with or without a trailing slash', () => {
    expect(templateOf('/')).toBe('/');
    expect(templateOf('/produits')).toBe('/produits');
    expect(templateOf('/articles/lit-medicalise-guide')).toBe('/articles/$slug');
    expect(templateOf('/dashboard')).toBe('/dashboard');
    expect(templateOf('/dashboard/')).toBe('/dashboard');
    expect(templateOf('/dashboard/produits/modifier/42')).toBe('/dashboard/produits/modifier/$id');
  });

  it('names API requests by the route that answers them', () => {
    expect(templateOf('/api/crud/products')).toBe('/api/crud/products');
    expect(templateOf('/api/crud/products/export.csv')).toBe('/api/crud/products/export.csv');
    expect(templateOf('/api/crud/products/123')).toBe('/api/crud/products/:id');
    expect(templateOf('/api/crud/products/9/revisions/4/restore')).toBe(
      '/api/crud/products/:id/revisions/:revisionId/restore',
    );
    expect(templateOf('/api/images/products/2026/a.webp')).toBe('/api/images/*');
  });

  it('puts build files, server functions and public files under one label each', () => {
    expect(templateOf('/assets/index-D3s_Lhtu.js')).toBe('/assets/*');
    expect(templateOf('/_serverFn/contact--sendContactRequest')).toBe('/_serverFn/*');
    expect(templateOf('/favicon.ico')).toBe('static');
  });

  it('keeps the label set bounded whatever the addresses asked', () => {
    const labels = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const noise = Math.random().toString(36).slice(2);
      for (const path of [
        `/${noise}`,
        `/api/${noise}`,
        `/articles/${noise}/${noise}`,
        `/wp-${noise}.php`,
      ])
        labels.add(templateOf(path));
    }
    expect([...labels].sort()).toEqual(['unmatched']);
  });

  it('labels the API of another server (API_BASE_URL) as one route', () => {
    const remote = createRouteTemplates({ apiRoutes: undefined, isPublicFile: () => false });
    expect(remote('/api/crud/products/12')).toBe('/api/*');
    expect(remote('/contact')).toBe('/contact');
  });

  it('labels a method outside HTTP’s as other', () => {
    expect(methodLabel('GET')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('other');
    expect(methodLabel(undefined)).toBe('other');
  });
});
