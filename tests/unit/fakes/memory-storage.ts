import type { StorageLike } from '#app/lib/safe-storage.ts';

/** A Map-backed storage; `failWith` makes every call throw like a full or disabled storage. */
export function memoryStorage(failWith?: Error): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const check = () => {
    if (failWith) throw failWith;
  };
  return {
    entries,
    getItem(key) {
      check();
      return entries.get(key) ?? null;
    },
    setItem(key, value) {
      check();
      entries.set(key, value);
    },
    removeItem(key) {
      check();
      entries.delete(key);
    },
  };
}
