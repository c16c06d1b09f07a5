import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishContentChange } from '#server/events/content-changes.ts';
import { keepEmbeddedDatabaseTidy } from '#server/events/embedded-upkeep.ts';

const dialect = new PgDialect();

function fakeDatabase() {
  const sent: string[] = [];
  const execute = vi.fn(async (query: SQL) => {
    sent.push(dialect.sqlToQuery(query).sql);
    return { rows: [] };
  });
  return { db: { execute } as unknown as Parameters<typeof keepEmbeddedDatabaseTidy>[0], sent };
}

describe('keepEmbeddedDatabaseTidy (PGlite has no autovacuum)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('vacuums and analyses the list tables once at start', async () => {
    const { db, sent } = fakeDatabase();
    const stop = keepEmbeddedDatabaseTidy(db);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['VACUUM (ANALYZE) products, categories, articles']);
    await stop();
  });

  it('runs again once writes have been quiet, and not more often than asked', async () => {
    const { db, sent } = fakeDatabase();
    const stop = keepEmbeddedDatabaseTidy(db, { afterWritesMs: 1_000, everyMs: 60_000 });
    await vi.advanceTimersByTimeAsync(0);
    publishContentChange({ resource: 'products', origin: 'local' });
    await vi.advanceTimersByTimeAsync(30_000);
    publishContentChange({ resource: 'products', origin: 'local' });
    await vi.advanceTimersByTimeAsync(29_000);
    // 59 s after the start run: not yet.
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sent).toHaveLength(2);
    // t = 60.5 s. Past the minimum spacing, each write pushes it back until writes are quiet.
    publishContentChange({ resource: 'articles', origin: 'local' });
    await vi.advanceTimersByTimeAsync(59_000);
    publishContentChange({ resource: 'articles', origin: 'local' });
    await vi.advanceTimersByTimeAsync(900);
    publishContentChange({ resource: 'articles', origin: 'local' });
    await vi.advanceTimersByTimeAsync(900);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(sent).toHaveLength(3);
    await stop();
  });

  it('ignores changes made elsewhere and stops for good', async () => {
    const { db, sent } = fakeDatabase();
    const stop = keepEmbeddedDatabaseTidy(db, { afterWritesMs: 1_000, everyMs: 1_000 });
    await vi.advanceTimersByTimeAsync(0);
    publishContentChange({ resource: 'products', origin: 'schedule' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
    publishContentChange({ resource: 'products', origin: 'local' });
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(1);
  });
});
