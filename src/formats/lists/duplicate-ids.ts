/**
 * D63: one ID is one person. An EGD PIN or FIDE ID a second time in a rating list is an error
 * at its line, naming the first, and the second row is left out (the first is the one an ID
 * finds, D60). FIDE's list of 1.2 million players is checked through typed arrays sorted once,
 * not a map of 1.2 million strings (D44).
 */
import { type DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";

interface WithId {
  readonly pin?: string;
  readonly line: number;
}

const normId = (id: string | undefined): string => (id ?? "").trim().toUpperCase();

/** The entries without their repeated IDs; each repeat said on the sink at its line. */
export function withoutRepeatedIds<E extends WithId>(
  entries: readonly E[],
  sink: DiagnosticSink,
): readonly E[] {
  const numeric: number[] = [];
  const other = new Map<string, number>();
  const repeats = new Map<number, number>(); // entry index → index of the first with its ID
  entries.forEach((e, i) => {
    const id = normId(e.pin);
    if (id === "") return;
    if (/^\d{1,15}$/u.test(id)) {
      numeric.push(i);
      return;
    }
    const first = other.get(id);
    if (first === undefined) other.set(id, i);
    else repeats.set(i, first);
  });
  if (numeric.length > 1) {
    const ids = new Float64Array(numeric.length);
    numeric.forEach((i, k) => (ids[k] = Number(normId(entries[i]?.pin))));
    const order = Uint32Array.from(numeric.keys()).sort((a, b) => (ids[a] ?? 0) - (ids[b] ?? 0) || a - b);
    // a run of equal IDs starts with the earliest row (ties are sorted in list order)
    let run = order[0] as number;
    for (let k = 1; k < order.length; k++) {
      const b = order[k] as number;
      if (ids[b] === ids[run]) repeats.set(numeric[b] as number, numeric[run] as number);
      else run = b;
    }
  }
  if (repeats.size === 0) return entries;
  for (const [i, first] of [...repeats].sort((x, y) => x[0] - y[0])) {
    const e = entries[i] as E;
    sink.error(
      "duplicate-id",
      e.line,
      1,
      msg("idIdTwice", { id: normId(e.pin), first: entries[first]?.line ?? 0 }),
    );
  }
  return entries.filter((_, i) => !repeats.has(i));
}
