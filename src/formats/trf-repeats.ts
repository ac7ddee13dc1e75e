/**
 * Two players paired twice in a Swiss (issue 24): a TRF's pairings are the officer's to check,
 * and a repeated pairing is a mistake of a Swiss (a hand-edited round, a wrong starting rank)
 * that no rating rule catches, since both games rate. It is said, naming both players and both
 * rounds, unless the tournament has the rounds of a round robin played that many times; a
 * forfeited game is no meeting (D59).
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { RoundEntry } from "../core/tournament/model";
import { msg } from "../i18n/table";

interface Row {
  readonly line: number;
  readonly start: number;
  readonly name: string;
  readonly column: (round: number) => number;
}

/** Warns of each pair of players who played each other in two rounds of a Swiss. */
export function repeatedPairings(
  rows: readonly Row[],
  results: readonly RoundEntry[][],
  sink: DiagnosticSink,
): void {
  const met = new Map<string, { a: number; b: number; rounds: number[] }>();
  results.forEach((row, a) =>
    row.forEach((e, k) => {
      // D59: a forfeit is no meeting (the pairing engines pair the two again, as bbpPairings does)
      if (e.kind !== "game" || e.forfeit || e.opponent <= a) return;
      const key = `${a}:${e.opponent}`;
      const pair = met.get(key) ?? { a, b: e.opponent, rounds: [] };
      pair.rounds.push(k + 1);
      met.set(key, pair);
    }),
  );
  let most = 0;
  for (const p of met.values()) most = Math.max(most, p.rounds.length);
  const rounds = results.reduce((m, r) => Math.max(m, r.length), 0);
  // D59: a round robin played `most` times has most × (n − 1) rounds (n even; n rounds when odd)
  if (most < 2 || rounds >= most * (rows.length - 1)) return;
  for (const {
    a,
    b,
    rounds: [first, second],
  } of met.values()) {
    const x = rows[a];
    const y = rows[b];
    if (second === undefined || first === undefined || x === undefined || y === undefined) continue;
    sink.warning(
      x.line,
      x.column(second),
      msg("rdTrfRepeated", {
        a: { start: x.start, name: x.name },
        b: { start: y.start, name: y.name },
        first,
        second,
      }),
    );
  }
}
