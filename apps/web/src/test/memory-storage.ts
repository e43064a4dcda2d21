// Node has no Web Storage, and the app's stores (the session, the search counter) persist into
// localStorage. The test files of a worker share their modules (vitest.config.ts: `isolate: false`),
// so a store made by an earlier file keeps the storage it found: one in-memory storage for the
// worker, emptied before each file.

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

if (!('localStorage' in globalThis))
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
localStorage.clear();
