/**
 * Sets `key` in `map` as its newest entry and drops the oldest entries beyond `maxEntries`
 * (a Map keeps insertion order): a memory bound for per-user and per-token state.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxEntries) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}
