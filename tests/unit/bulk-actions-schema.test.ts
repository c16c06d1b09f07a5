import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ArticleBulkBodySchema,
  ProductBulkBodySchema,
  ProductBulkResultSchema,
} from '#domain/bulk-actions.schema.ts';
import { HttpError } from '#server/client/http-error.ts';

describe('bulk action bodies (issue 24)', () => {
  it('counts a repeated id once and keeps the order sent', () => {
    const body = v.parse(ProductBulkBodySchema, { action: 'activer', ids: [3, 1, 3] });
    expect(body).toEqual({ action: 'activer', ids: [3, 1] });
  });

  it('refuses empty lists, more than 100 ids, a move without a category', () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(v.safeParse(ProductBulkBodySchema, { action: 'activer', ids: [] }).success).toBe(false);
    expect(v.safeParse(ArticleBulkBodySchema, { action: 'publier', ids: many }).success).toBe(
      false,
    );
    expect(v.safeParse(ProductBulkBodySchema, { action: 'deplacer', ids: [1] }).success).toBe(
      false,
    );
    expect(v.safeParse(ArticleBulkBodySchema, { action: 'activer', ids: [1] }).success).toBe(false);
  });

  it('takes back an answer’s previous values, each id once', () => {
    const answer = v.parse(ProductBulkResultSchema, {
      changed: [1, 2],
      unchanged: [],
      previous: [
        { id: 1, est_actif: true },
        { id: 2, categorie_id: null },
      ],
    });
    const undo = { action: 'restaurer', previous: answer.previous };
    expect(v.safeParse(ProductBulkBodySchema, undo).success).toBe(true);
    const twice = { action: 'restaurer', previous: [answer.previous?.[0], answer.previous?.[0]] };
    expect(v.safeParse(ProductBulkBodySchema, twice).success).toBe(false);
    const article = { id: 4, statut: 'publie', publie_le: '2026-01-05T09:00:00.000Z' };
    expect(
      v.safeParse(ArticleBulkBodySchema, { action: 'restaurer', previous: [article] }).success,
    ).toBe(true);
  });

  it('gives the client the ids a refused action did not find', () => {
    const body = JSON.stringify({
      error: { code: 'not_found', message: 'Produits introuvables : 8, 9.', missing: [8, 9] },
    });
    expect(new HttpError(404, 'Not Found', body).missing).toEqual([8, 9]);
  });
});
