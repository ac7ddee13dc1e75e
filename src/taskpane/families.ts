/** The function families of the add-in, read from the function ids ("MGSZ.GAMEPOINT" → MGSZ). */
export interface Family {
  readonly prefix: string;
  readonly count: number;
}

/** Families in the order their first function appears, with their number of functions. */
export function familiesOf(ids: Iterable<string>): Family[] {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const dot = id.indexOf(".");
    const prefix = dot > 0 ? id.slice(0, dot) : id;
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].map(([prefix, count]) => ({ prefix, count }));
}
