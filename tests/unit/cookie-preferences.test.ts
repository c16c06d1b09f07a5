import { describe, expect, it, vi } from 'vitest';
import { cookieChoiceHint, cookieEarlyChoice } from '#app/lib/cookie-choice-hint.ts';
import {
  acceptAll,
  consentExpiresAt,
  consentGiven,
  cookiePreferencesKey,
  isChoiceValid,
  readPreferences,
  refuseAll,
  savePreferences,
  serializePreferences,
  subscribeToPreferences,
} from '#app/lib/cookie-preferences.ts';
import type { StorageLike } from '#app/lib/safe-storage.ts';
import { memoryStorage } from './fakes/memory-storage.ts';

const decidedAt = new Date('2025-03-10T09:00:00.000Z');
const aMonthLater = new Date('2025-04-10T09:00:00.000Z');

/** Whether `storage` holds a choice still valid at `now`, as the consent hook reads it. */
const hasValidChoice = (storage: StorageLike | null, now: Date) =>
  isChoiceValid(readPreferences(storage), now);

function storageHolding(value: unknown) {
  const storage = memoryStorage();
  storage.entries.set(
    cookiePreferencesKey,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
  return storage;
}

describe('saving and reading the choice', () => {
  it('stores the four SPEC fields and the date under cookiePreferences, and reads them back', () => {
    const storage = memoryStorage();
    const chosen = { ...refuseAll(), analytics: true };
    expect(savePreferences(storage, chosen, decidedAt)).toBe(true);
    expect(JSON.parse(storage.entries.get('cookiePreferences') ?? '')).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      preferences: false,
      decidedAt: '2025-03-10T09:00:00.000Z',
    });
    expect(readPreferences(storage)).toEqual({ preferences: chosen, decidedAt });
  });

  it('gives accept-all and refuse-all choices, essential on in both', () => {
    expect(acceptAll()).toEqual({
      essential: true,
      analytics: true,
      marketing: true,
      preferences: true,
    });
    expect(refuseAll()).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('keeps essential on whatever is stored', () => {
    const storage = storageHolding({
      essential: false,
      analytics: false,
      marketing: true,
      preferences: false,
      decidedAt: decidedAt.toISOString(),
    });
    expect(readPreferences(storage)?.preferences).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{"analytics":tru'],
    ['a JSON value of the wrong shape', '[true, false]'],
    ['a partial record', { analytics: true, decidedAt: decidedAt.toISOString() }],
    ['a record without a date (older build)', { ...acceptAll() }],
    [
      'a category that is not a boolean',
      { ...refuseAll(), analytics: 'yes', decidedAt: decidedAt.toISOString() },
    ],
    ['a date that is not a date', { ...refuseAll(), decidedAt: '2025-13-45T99:00:00.000Z' }],
  ])('reads %s as no choice made yet', (_, stored) => {
    const storage = stored === null ? memoryStorage() : storageHolding(stored);
    expect(readPreferences(storage)).toBeNull();
    expect(hasValidChoice(storage, aMonthLater)).toBe(false);
  });

  it('never throws when the storage is missing, disabled or full', () => {
    const broken = memoryStorage(new DOMException('quota', 'QuotaExceededError'));
    expect(savePreferences(broken, acceptAll(), decidedAt)).toBe(false);
    expect(readPreferences(broken)).toBeNull();
    expect(hasValidChoice(broken, decidedAt)).toBe(false);
    expect(savePreferences(null, acceptAll(), decidedAt)).toBe(false);
    expect(readPreferences(null)).toBeNull();
  });
});

describe('the 13-month lifetime', () => {
  it('is valid until 13 calendar months after the choice, then asked again', () => {
    const storage = memoryStorage();
    savePreferences(storage, refuseAll(), decidedAt);
    expect(consentExpiresAt(decidedAt)).toEqual(new Date('2026-04-10T09:00:00.000Z'));
    expect(hasValidChoice(storage, new Date('2026-04-10T08:59:59.999Z'))).toBe(true);
    expect(hasValidChoice(storage, new Date('2026-04-10T09:00:00.000Z'))).toBe(false);
  });

  it('never runs past the end of a shorter month', () => {
    expect(consentExpiresAt(new Date('2024-01-31T12:00:00.000Z'))).toEqual(
      new Date('2025-02-28T12:00:00.000Z'),
    );
  });
});

describe('consentGiven', () => {
  it('allows only the accepted categories of a valid choice', () => {
    const storage = memoryStorage();
    expect(consentGiven('analytics', storage, aMonthLater)).toBe(false);
    savePreferences(storage, { ...refuseAll(), analytics: true }, decidedAt);
    expect(consentGiven('analytics', storage, aMonthLater)).toBe(true);
    expect(consentGiven('marketing', storage, aMonthLater)).toBe(false);
    expect(consentGiven('preferences', storage, aMonthLater)).toBe(false);
  });

  it('withdraws everything once the choice has expired', () => {
    const storage = memoryStorage();
    savePreferences(storage, acceptAll(), decidedAt);
    expect(consentGiven('marketing', storage, new Date('2026-05-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('subscribeToPreferences', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('tells subscribers of a save in this tab, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPreferences(listener, new EventTarget());
    savePreferences(memoryStorage(), acceptAll(), decidedAt);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    savePreferences(memoryStorage(), refuseAll(), decidedAt);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not tell them of a save the storage refused', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPreferences(listener, new EventTarget());
    savePreferences(memoryStorage(new Error('disabled')), acceptAll(), decidedAt);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('tells them of a change made in another tab, and of a cleared storage', () => {
    const otherTabs = new EventTarget();
    const listener = vi.fn();
    const unsubscribe = subscribeToPreferences(listener, otherTabs);
    otherTabs.dispatchEvent(storageEvent('articleDraft:new'));
    expect(listener).not.toHaveBeenCalled();
    otherTabs.dispatchEvent(storageEvent(cookiePreferencesKey));
    otherTabs.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    otherTabs.dispatchEvent(storageEvent(cookiePreferencesKey));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('cookieChoiceHint (the inline script run before the body paints)', () => {
  /** Runs the script text against a fake storage and <html>; returns the attribute it set. */
  function runHint(stored: string | null, now: Date): string | null {
    const attributes = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => (key === cookiePreferencesKey ? stored : null),
    };
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    vi.useFakeTimers({ now });
    try {
      new Function('localStorage', 'document', cookieChoiceHint)(localStorage, document);
    } finally {
      vi.useRealTimers();
    }
    return attributes.get('data-cookie-choice') ?? null;
  }

  it('marks <html> when a choice younger than 13 months is stored', () => {
    const stored = serializePreferences(refuseAll(), decidedAt);
    expect(runHint(stored, new Date('2025-06-01T00:00:00Z'))).toBe('made');
  });

  it('leaves it unmarked without a choice, with an expired or unreadable one', () => {
    const old = serializePreferences(acceptAll(), decidedAt);
    expect(runHint(old, new Date('2026-05-01T00:00:00Z'))).toBeNull();
    expect(runHint(null, decidedAt)).toBeNull();
    expect(runHint('{"analytics":', decidedAt)).toBeNull();
    expect(runHint('"texte"', decidedAt)).toBeNull();
  });
});

describe('cookieEarlyChoice (the banner answering before its code arrives)', () => {
  /** Runs the script against fakes, clicks a button marked `choice`; what it stored and set. */
  function clickEarly(choice: string | null, inBanner = true) {
    const stored = new Map<string, string>();
    const attributes = new Map<string, string>();
    let onClick: ((event: unknown) => void) | undefined;
    const document = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'click') onClick = listener;
      },
      documentElement: {
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    const localStorage = { setItem: (key: string, value: string) => stored.set(key, value) };
    new Function('localStorage', 'document', cookieEarlyChoice)(localStorage, document);
    const button = {
      getAttribute: (name: string) => (name === 'data-cookie-early' ? choice : null),
    };
    const target = {
      closest: (selector: string) =>
        inBanner && choice !== null && selector.includes('[data-cookie-early]') ? button : null,
    };
    onClick?.({ target });
    return {
      choice: readPreferences(memoryStorageWith(stored.get(cookiePreferencesKey))),
      marked: attributes.get('data-cookie-choice') ?? null,
    };
  }

  const memoryStorageWith = (value: string | undefined) => {
    const storage = memoryStorage();
    if (value !== undefined) storage.entries.set(cookiePreferencesKey, value);
    return storage;
  };

  it('stores "Refuser" and "Accepter" as the banner would, and hides the banner', () => {
    const refused = clickEarly('refuse');
    expect(refused.marked).toBe('made');
    expect(refused.choice).toMatchObject({ preferences: refuseAll() });
    const accepted = clickEarly('accept');
    expect(accepted.choice).toMatchObject({ preferences: acceptAll() });
    expect(isChoiceValid(accepted.choice, new Date())).toBe(true);
  });

  it('ignores clicks elsewhere (and on the banner once hydrated: the selector asks for the server copy)', () => {
    expect(clickEarly(null)).toEqual({ choice: null, marked: null });
    expect(clickEarly('refuse', false)).toEqual({ choice: null, marked: null });
  });
});
