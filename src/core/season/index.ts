/**
 * The season's list indexed once by ID, by folded name and by each word of it (the identity
 * rule's keys, D60), so that each tournament hands the engine only the rows that can answer its
 * players (src/core/engines/match.ts decides, on them, as on the whole list): a player whose ID
 * the list knows is that row (`match` looks no further); else the rows of his folded name; and
 * when none of those can be he (none, or each with another ID), the rows where his near misses
 * are (the same initials, a length near his: D61, D165), which the officer is asked about. The same answers, without folding 3,000
 * names again for every tournament (README, Performance).
 */
import { NEAR_MISS_LENGTHS, idKey, nameKey, nearMissBucket } from "../common/identity";
import type { MatchQuery } from "../engines/match";

type Row = { readonly pin?: string; readonly name: string; readonly firstName?: string };

export class SeasonIndex {
  private readonly ids: string[] = [];
  private readonly byId = new Map<string, number[]>();
  private readonly byName = new Map<string, number[]>();
  private readonly byBucket = new Map<string, number[]>();
  private readonly lengths: number[] = [];

  /** Indexes the rows from the last one indexed to the end (the list only grows). */
  update(rows: readonly Row[]): void {
    for (let i = this.ids.length; i < rows.length; i++) {
      const row = rows[i] as Row;
      const id = idKey(row.pin);
      this.ids.push(id);
      if (id !== "") push(this.byId, id, i);
      const key = nameKey(row.name, row.firstName);
      this.lengths.push(key.length);
      if (key === "") continue;
      push(this.byName, key, i);
      push(this.byBucket, nearMissBucket(key), i);
    }
  }

  /** The rows, in list order, that can answer one of the queries (see the module comment). */
  candidates(queries: readonly MatchQuery[]): number[] {
    const found = new Set<number>();
    const add = (rows: readonly number[] | undefined): void => rows?.forEach((i) => found.add(i));
    for (const q of queries) {
      const id = idKey(q.id);
      const byId = id === "" ? undefined : this.byId.get(id);
      if (byId !== undefined) {
        add(byId);
        continue;
      }
      const key = nameKey(q.name, q.firstName);
      const same = this.byName.get(key) ?? [];
      add(same);
      if (same.some((i) => id === "" || this.ids[i] === "")) continue;
      const near = (i: number): boolean => Math.abs((this.lengths[i] ?? 0) - key.length) <= NEAR_MISS_LENGTHS;
      add(key === "" ? [] : this.byBucket.get(nearMissBucket(key))?.filter(near));
    }
    return [...found].sort((a, b) => a - b);
  }
}

function push(m: Map<string, number[]>, k: string, i: number): void {
  const rows = m.get(k);
  if (rows === undefined) m.set(k, [i]);
  else rows.push(i);
}
