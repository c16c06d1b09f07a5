import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdminArticleSearchSchema, adminArticleDefaults } from '#domain/admin-article-search.ts';
import { productStateQuery } from '#domain/admin-product-rows.ts';
import {
  AdminProductSearchSchema,
  adminProductDefaults,
  nextProductSearch,
} from '#domain/admin-product-search.ts';
import { AdminArticleQuerySchema } from '#domain/search-queries.schema.ts';

/** Issue 36 §8: the "Afficher" filters the dashboard's "À faire" lines open the lists with. */
describe('the products state filter (etat)', () => {
  const parse = (search: Record<string, unknown>) => AdminProductSearchSchema.parse(search);

  it('reads the two states and drops anything else (docs/decisions/004)', () => {
    expect(parse({ etat: 'hors-ligne' }).etat).toBe('hors-ligne');
    expect(parse({ etat: 'images-a-completer' }).etat).toBe('images-a-completer');
    expect(parse({ etat: 'brouillons' }).etat).toBeUndefined();
    expect(parse({ etat: 3 }).etat).toBeUndefined();
    expect(adminProductDefaults).not.toHaveProperty('etat');
  });

  it('asks the API for what each state means', () => {
    expect(productStateQuery('hors-ligne')).toEqual({ est_actif: false });
    expect(productStateQuery('images-a-completer')).toEqual({ images_a_completer: true });
    expect(productStateQuery(undefined)).toEqual({});
  });

  it('goes back to page 1 when the state changes', () => {
    const current = parse({ page: '4' });
    expect(nextProductSearch(current, { etat: 'hors-ligne' }).page).toBe(1);
    expect(nextProductSearch({ ...current, etat: 'hors-ligne' }, { etat: undefined }).page).toBe(1);
    expect(nextProductSearch(current, { page: 2 }).page).toBe(2);
  });
});

describe('the articles state filter (etat)', () => {
  const parse = (search: Record<string, unknown>) => AdminArticleSearchSchema.parse(search);

  it('reads drafts and scheduled articles, and drops anything else', () => {
    expect(parse({ etat: 'brouillons' }).etat).toBe('brouillons');
    expect(parse({ etat: 'programmes' }).etat).toBe('programmes');
    expect(parse({ etat: 'hors-ligne' }).etat).toBeUndefined();
    expect(adminArticleDefaults).not.toHaveProperty('etat');
  });

  it('the server function refuses an unknown state', () => {
    const query = { q: '', sort: 'recent', page: 1 };
    expect(v.is(AdminArticleQuerySchema, { ...query, etat: 'programmes' })).toBe(true);
    expect(v.is(AdminArticleQuerySchema, query)).toBe(true);
    expect(v.is(AdminArticleQuerySchema, { ...query, etat: 'tout' })).toBe(false);
  });
});
