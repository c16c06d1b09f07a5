/**
 * The visitor's cookie choice (SPEC §3 "Cookie preferences", §5 "Cookie toggles"), kept in this
 * browser's local storage under `cookiePreferences` (SPEC §9) with the date it was made.
 * The storage is passed in and may refuse; nothing here throws (see safe-storage).
 */
import * as v from 'valibot';
import { consentLifetimeMonths, cookiePreferencesKey } from './cookie-choice-hint.ts';
import { browserStorage, parseStored, type StorageLike, safeGet, safeSet } from './safe-storage.ts';

export { consentLifetimeMonths, cookiePreferencesKey };

/** The categories a visitor may accept or refuse; essential cookies are not a choice. */
export const consentCategories = ['analytics', 'marketing', 'preferences'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type CookiePreferences = { readonly essential: true } & Readonly<
  Record<ConsentCategory, boolean>
>;

export interface ConsentChoice {
  preferences: CookiePreferences;
  decidedAt: Date;
}

// `essential` is not read: whatever is stored, it is on (SPEC §5). A missing category or date is
// a partial record, which counts as no choice at all.
const StoredChoiceSchema = v.object({
  analytics: v.boolean(),
  marketing: v.boolean(),
  preferences: v.boolean(),
  decidedAt: v.pipe(
    v.string(),
    v.isoTimestamp(),
    v.transform((text) => new Date(text)),
    v.check((date) => !Number.isNaN(date.getTime())),
  ),
});

export function acceptAll(): CookiePreferences {
  return { essential: true, analytics: true, marketing: true, preferences: true };
}

/** Also what applies while no valid choice exists: nothing non-essential before consent. */
export function refuseAll(): CookiePreferences {
  return { essential: true, analytics: false, marketing: false, preferences: false };
}

export function serializePreferences(preferences: CookiePreferences, now: Date): string {
  return JSON.stringify({
    essential: true,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    preferences: preferences.preferences,
    decidedAt: now.toISOString(),
  });
}

/** A choice as this module writes it; anything else (corrupt, partial, foreign) is null. */
export function parsePreferences(raw: string | null): ConsentChoice | null {
  const stored = parseStored(StoredChoiceSchema, raw);
  if (!stored) return null;
  const { analytics, marketing, preferences, decidedAt } = stored;
  return { preferences: { essential: true, analytics, marketing, preferences }, decidedAt };
}

export function readPreferences(storage: StorageLike | null): ConsentChoice | null {
  return parsePreferences(safeGet(storage, cookiePreferencesKey));
}

/** The moment the choice must be asked again: 13 calendar months later, never more. */
export function consentExpiresAt(decidedAt: Date): Date {
  const expires = new Date(decidedAt);
  const day = expires.getUTCDate();
  expires.setUTCMonth(expires.getUTCMonth() + consentLifetimeMonths);
  // 31 January + 13 months is 28 February, not 3 March.
  if (expires.getUTCDate() !== day) expires.setUTCDate(0);
  return expires;
}

export function isChoiceValid(choice: ConsentChoice | null, now: Date): choice is ConsentChoice {
  return choice !== null && now.getTime() < consentExpiresAt(choice.decidedAt).getTime();
}

const listeners = new Set<() => void>();

/** Stores the choice and tells this tab's subscribers; false when the storage refuses it. */
export function savePreferences(
  storage: StorageLike | null,
  preferences: CookiePreferences,
  now: Date,
): boolean {
  if (!safeSet(storage, cookiePreferencesKey, () => serializePreferences(preferences, now))) {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/**
 * Calls `listener` whenever the choice may have changed: saved in this tab, or in another tab
 * (the browser's `storage` event; its key is null when the whole storage was cleared).
 */
export function subscribeToPreferences(
  listener: () => void,
  target: EventTarget | null = typeof window === 'undefined' ? null : window,
): () => void {
  const onStorage = (event: Event) => {
    const key = 'key' in event ? event.key : undefined;
    if (key === cookiePreferencesKey || key === null) listener();
  };
  listeners.add(listener);
  target?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    target?.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether a non-essential script of `category` may run: only with a valid choice that accepts it.
 * Any future analytics or marketing tag must be loaded behind this check.
 */
export function consentGiven(
  category: ConsentCategory,
  storage: StorageLike | null = browserStorage(),
  now: Date = new Date(),
): boolean {
  const choice = readPreferences(storage);
  return isChoiceValid(choice, now) && choice.preferences[category];
}
