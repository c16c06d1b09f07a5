import { useMemo, useSyncExternalStore } from 'react';
import {
  type ConsentChoice,
  type CookiePreferences,
  cookiePreferencesKey,
  isChoiceValid,
  parsePreferences,
  savePreferences,
  subscribeToPreferences,
} from '../lib/cookie-preferences.ts';
import { browserStorage, safeGet } from '../lib/safe-storage.ts';

// The stored text is the snapshot: a string compares by value, so React re-renders only when
// the choice really changed. `undefined` means "not known here": the server and the hydration
// render, which must both draw the page as if nothing were stored.
function storedText(): string | null {
  return safeGet(browserStorage(), cookiePreferencesKey);
}

const unknownOnServer = () => undefined;

/**
 * The visitor's cookie choice, shared by the consent banner and the /cookies page and kept in
 * step with saves in this tab and in others. `choice` is null when none is valid (none made,
 * unreadable, or older than 13 months); `known` is false until the page has hydrated.
 */
export function useCookieConsent(): { known: boolean; choice: ConsentChoice | null } {
  const text = useSyncExternalStore(subscribeToPreferences, storedText, unknownOnServer);
  return useMemo(() => {
    if (text === undefined) return { known: false, choice: null };
    const choice = parsePreferences(text);
    return { known: true, choice: isChoiceValid(choice, new Date()) ? choice : null };
  }, [text]);
}

/** Stores the choice made now; false when the browser refuses (storage disabled or full). */
export function saveCookieChoice(preferences: CookiePreferences): boolean {
  return savePreferences(browserStorage(), preferences, new Date());
}
