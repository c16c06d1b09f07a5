import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ContentChange,
  changedResource,
  onContentChange,
  publishContentChange,
} from '#server/events/content-changes.ts';
import { log } from '#server/log/logger.ts';

describe('changedResource', () => {
  it('names what a write to the API changes for visitors', () => {
    expect(changedResource('POST', '/api/crud/products')).toBe('products');
    expect(changedResource('PATCH', '/crud/products/12/images')).toBe('products');
    expect(changedResource('DELETE', '/api/crud/categories/3')).toBe('categories');
    expect(changedResource('PUT', '/api/crud/articles/7')).toBe('articles');
    // Issue 24: a bulk action is one write, announced once for its resource.
    expect(changedResource('POST', '/api/crud/products/bulk')).toBe('products');
    expect(changedResource('POST', '/api/crud/articles/bulk')).toBe('articles');
    // A restore from the Corbeille brings the item back to the public pages.
    expect(changedResource('POST', '/api/trash/products/4/restore')).toBe('products');
    expect(changedResource('POST', '/api/trash/articles/9/restore')).toBe('articles');
    // A search synonym changes what the catalogue's searches show (issue 37 §3).
    expect(changedResource('POST', '/api/crud/search-synonyms')).toBe('products');
    expect(changedResource('PATCH', '/crud/search-synonyms/3')).toBe('products');
    expect(changedResource('DELETE', '/api/crud/search-synonyms/3')).toBe('products');
    expect(changedResource('GET', '/api/crud/search-synonyms/essai')).toBeUndefined();
    // Issue 39: a reservation changes the units free today on /location-materiel only.
    expect(changedResource('POST', '/api/rentals/requests')).toBe('rentals');
    expect(changedResource('PATCH', '/rentals/4/status')).toBe('rentals');
    expect(changedResource('GET', '/api/rentals/availability')).toBeUndefined();
    expect(changedResource('POST', '/api/rentalsX')).toBeUndefined();
  });

  it('ignores reads, sign-ins and contact requests, which no visitor sees', () => {
    expect(changedResource('GET', '/api/crud/products')).toBeUndefined();
    expect(changedResource('HEAD', '/api/crud/articles')).toBeUndefined();
    expect(changedResource('POST', '/api/auth/login')).toBeUndefined();
    expect(changedResource('POST', '/api/crud/contact-requests')).toBeUndefined();
    expect(changedResource('POST', '/api/crud/productsX')).toBeUndefined();
  });

  it('ignores the CSV import preview only, whatever other write says preview', () => {
    expect(changedResource('POST', '/api/crud/products/import', 'preview')).toBeUndefined();
    expect(changedResource('POST', '/crud/products/import', 'preview')).toBeUndefined();
    expect(changedResource('POST', '/api/crud/products/import', 'apply')).toBe('products');
    expect(changedResource('PATCH', '/api/crud/products/4', 'preview')).toBe('products');
    expect(changedResource('POST', '/api/trash/articles/9/restore', 'preview')).toBe('articles');
  });
});

describe('content change bus', () => {
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.restoreAllMocks();
  });

  it('reaches every listener until it unsubscribes', () => {
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => seen.push(change));
    publishContentChange({ resource: 'articles', origin: 'local' });
    stop();
    publishContentChange({ resource: 'products', origin: 'remote' });
    expect(seen).toEqual([{ resource: 'articles', origin: 'local' }]);
  });

  it('is shared by every copy of the module in the process (server bundle and start script)', () => {
    const seen: string[] = [];
    stops.push(onContentChange(({ resource }) => seen.push(resource)));
    for (const listener of globalThis.__contentChangeListeners ?? []) {
      listener({ resource: 'categories', origin: 'remote' });
    }
    expect(seen).toEqual(['categories']);
  });

  it('keeps telling the others when one listener throws', () => {
    const error = vi.spyOn(log(), 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    stops.push(
      onContentChange(() => {
        throw new Error('listener bug');
      }),
    );
    stops.push(onContentChange(({ resource }) => seen.push(resource)));
    expect(() => publishContentChange({ resource: 'all', origin: 'schedule' })).not.toThrow();
    expect(seen).toEqual(['all']);
    expect(error).toHaveBeenCalledOnce();
  });
});
