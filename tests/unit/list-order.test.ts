import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  ascending,
  descending,
  nearerEnd,
  orderSql,
  reversed,
} from '#server/db/repositories/list-order.ts';
import { products } from '#server/db/tables.ts';

const dialect = new PgDialect();
const rendered = (terms: Parameters<typeof orderSql>[0]) =>
  orderSql(terms).map((term) => dialect.sqlToQuery(term).sql);

describe('orderSql and reversed', () => {
  it('writes each key with its direction and NULLS placement, as its index is built', () => {
    const terms = [
      { key: products.prix, direction: 'desc', nulls: 'last' } as const,
      ascending(products.titre_tri),
      descending(products.id),
    ];
    expect(rendered(terms)).toEqual([
      '"products"."prix" desc nulls last',
      '"products"."titre_tri" asc nulls last',
      '"products"."id" desc nulls first',
    ]);
  });

  it('reads the same order backwards: every direction and NULLS placement flipped', () => {
    const terms = [
      { key: products.prix, direction: 'desc', nulls: 'last' } as const,
      ascending(products.titre_tri),
    ];
    expect(rendered(reversed(terms))).toEqual([
      '"products"."prix" asc nulls first',
      '"products"."titre_tri" desc nulls first',
    ]);
    expect(rendered(reversed(reversed(terms)))).toEqual(rendered(terms));
  });
});

describe('nearerEnd', () => {
  it('reads the first half from the start', () => {
    expect(nearerEnd(0, 6, 100_000)).toEqual({ offset: 0, limit: 6, reverse: false });
    expect(nearerEnd(894, 6, 100_000)).toEqual({ offset: 894, limit: 6, reverse: false });
  });

  it('reads from the start when the total is unknown', () => {
    expect(nearerEnd(99_980, 20, undefined)).toEqual({ offset: 99_980, limit: 20, reverse: false });
  });

  it('reads the last page backwards from the end, as cheap as the first', () => {
    // Page 5,000 of 20 on 100,000 rows: rows 99,980…99,999 are the first 20 read backwards.
    expect(nearerEnd(99_980, 20, 100_000)).toEqual({ offset: 0, limit: 20, reverse: true });
  });

  it('keeps a short last page short', () => {
    // 95 rows, page 10 of 10: rows 90…94, the first 5 read backwards.
    expect(nearerEnd(90, 10, 95)).toEqual({ offset: 0, limit: 5, reverse: true });
  });

  it('skips from the end in the second half', () => {
    // Rows 60…69 of 100: skip 30 from the end (99…70), then take 10.
    expect(nearerEnd(60, 10, 100)).toEqual({ offset: 30, limit: 10, reverse: true });
  });

  it('asks for nothing past the end', () => {
    expect(nearerEnd(100, 10, 100).limit).toBe(0);
    expect(nearerEnd(500, 10, 100).limit).toBe(0);
  });
});
