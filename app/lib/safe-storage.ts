/**
 * Never-throwing access to a Web Storage: window.localStorage in the browser, a Map in tests, null
 * where there is none. A storage can be disabled or full, so reads give null and writes false.
 */
/** The part of the Web Storage API the helpers need. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This browser's local storage, or null where there is none (server, disabled by the user). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function safeGet(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** `value` is made inside the guard: a value that cannot be written is a refusal too. */
export function safeSet(storage: StorageLike | null, key: string, value: () => string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value());
    return true;
  } catch {
    return false;
  }
}

export function safeRemove(storage: StorageLike | null, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stored JSON read through `read` (null: not what it should be); anything else (absent, corrupt,
 * foreign) is null. `read` is a function, not a schema: public pages read storage without loading
 * a validation library (docs/decisions/034).
 */
export function parseStored<T>(read: (data: unknown) => T | null, raw: string | null): T | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return read(data);
}
