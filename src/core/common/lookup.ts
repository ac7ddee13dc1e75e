/**
 * Tables looked up by user text (docs/hostile-input.md, H4). A plain object literal answers
 * `constructor`, `__proto__`, `toString` … from `Object.prototype`; a `Map` answers only what
 * it holds. Every table that a file's token, a cell or an option indexes is built here.
 */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): ReadonlyMap<string, T> {
  return new Map(Object.entries(entries));
}

/** `record[key]` when `key` is the record's own property, else undefined (never a prototype's). */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
