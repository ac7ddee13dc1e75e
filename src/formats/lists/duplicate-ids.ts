/**
 * D63: one ID is one person. An EGD PIN or FIDE ID a second time in a rating list is an error
 * at its line, naming the first, and the second row is left out (the first is the one an ID
 * finds, D60). The repeats are found by the identity rule's `repeatedIds`, as in a crosstable.
 */
import { idKey, repeatedIds } from "../../core/common/identity";
import { type DiagnosticSink } from "../../core/tournament/diagnostics";
import { msg } from "../../i18n/table";

interface WithId {
  readonly pin?: string;
  readonly line: number;
}

/** The entries without their repeated IDs; each repeat said on the sink at its line. */
export function withoutRepeatedIds<E extends WithId>(
  entries: readonly E[],
  sink: DiagnosticSink,
): readonly E[] {
  const repeats = repeatedIds(entries.map((e) => e.pin));
  if (repeats.size === 0) return entries;
  for (const [i, first] of [...repeats].sort((x, y) => x[0] - y[0])) {
    const e = entries[i] as E;
    sink.error(e.line, 1, msg("idIdTwice", { id: idKey(e.pin), first: entries[first]?.line ?? 0 }));
  }
  return entries.filter((_, i) => !repeats.has(i));
}
