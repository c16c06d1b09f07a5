import { describe, expect, it } from 'vitest';
import { Reading } from '#server/db/repositories/list-cache.ts';

// A list assumes the version the previous list saw; its statements say which one they saw.
describe('Reading', () => {
  it('is confirmed when a statement saw the version assumed', () => {
    const reading = new Reading(7);
    reading.saw([{ list_version: 7 }, { list_version: 7 }]);
    expect(reading.confirmed).toBe(true);
    expect(reading.changed).toBeUndefined();
  });

  it('says nothing for a statement that returned no row', () => {
    const reading = new Reading(7);
    reading.saw([]);
    expect(reading.confirmed).toBe(false);
    expect(reading.changed).toBeUndefined();
  });

  it('reports the other version a statement saw, even after one that confirmed', () => {
    const reading = new Reading(7);
    reading.saw([{ list_version: 7 }]);
    reading.saw([{ list_version: 8 }]);
    expect(reading.changed).toBe(8);
  });
});
