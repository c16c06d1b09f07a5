/**
 * The visitor's cookie choice (SPEC §3 "Cookie preferences", §5 "Cookie toggles"), kept in this
 * browser's local storage under `cookiePreferences` (SPEC §9) with the date it was made.
 * The storage is passed in and may refuse; nothing here throws (see safe-storage).
 */
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

/** valibot's `isoTimestamp`, the form `toISOString` writes and more. */
const isoTimestamp =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;

/**
 * `essential` is not read: whatever is stored, it is on (SPEC §5). A missing category or date is
 * a partial record, which counts as no choice at all. By hand: the /cookies page and the banner
 * load no validation library (docs/decisions/034).
 */
function readStoredChoice(data: unknown): ConsentChoice | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = Object.fromEntries(Object.entries(data));
  const { analytics, marketing, preferences, decidedAt } = record;
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
  if (typeof preferences !== 'boolean') return null;
  if (typeof decidedAt !== 'string' || !isoTimestamp.test(decidedAt)) return null;
  const date = new Date(decidedAt);
  if (Number.isNaN(date.getTime())) return null;
  return { preferences: { essential: true, analytics, marketing, preferences }, decidedAt: date };
}

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
  return parseStored(readStoredChoice, raw);
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
