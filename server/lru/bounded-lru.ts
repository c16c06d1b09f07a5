/**
 * A least-recently-used map bounded by entry count and by total size: inserting past either
 * bound evicts the coldest entries first. An entry larger than the whole budget is refused.
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; size: number }>();
  #bytes = 0;
  #evictions = 0;

  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the warm end of the Map's insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value without making it warmer (a read that must not keep an entry alive). */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Stores `value`; returns false when it alone is larger than the budget (nothing changes). */
  set(key: string, value: V, size: number): boolean {
    if (size > this.maxBytes || this.maxEntries < 1) return false;
    this.delete(key);
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [coldKey, cold] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#entries.delete(coldKey);
      this.#bytes -= cold.size;
      this.#evictions += 1;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get evictions(): number {
    return this.#evictions;
  }
}
