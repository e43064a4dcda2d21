/**
 * Values read by one caller kept for a few seconds in this process and answered to the next
 * callers of the same key (decision 003): the searches' offers, hotel pricings and a city's
 * hotels. Bounded: a burst of distinct keys starts it over rather than growing it without end. A
 * failed read is not kept, so the next caller tries again. While an entry lives the same promise
 * is answered, so callers may memoise what they derive from its value.
 */
export function shortLivedCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}): (key: string, read: () => Promise<V>) => Promise<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return function cached(key, read) {
    const nowMs = options.now().getTime();
    const entry = entries.get(key);
    if (entry && nowMs - entry.at <= options.ttlMs) return entry.value;
    if (entries.size >= options.maxEntries) entries.clear();
    const value = read();
    entries.set(key, { at: nowMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
