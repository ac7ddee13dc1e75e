/**
 * D433: Swiss-Manager's `spielfrei` (German for "bye"): a `001` record of that name, with no
 * points, stands for the pairing-allocated bye, not for a player. Its opponents' games against it
 * (`  284 w +`) are their byes; Swiss-Manager also writes the bye without it (`0000 - +`), the
 * record then holding no game (the Karl-Mala-Gedenkturnier 2005's line 297).
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import type { Block } from "./trf-player";

/** The placeholder's name, compared without case and surrounding blanks. */
const SPIELFREI = "spielfrei";

interface Record {
  readonly line: number;
  readonly player: { readonly name: string; readonly startNumber?: number };
  readonly blocks: Block[];
}

/**
 * The records without a `spielfrei` record read as the bye, each game against it made its
 * opponent's pairing-allocated bye (`0000 - +`, D432) and said at its line. A `spielfrei` record
 * that cannot be the bye (points, a game played or lost against it, a game it won) is refused at
 * its line with what to do, and kept: the file is not read.
 */
export function withoutSpielfrei<R extends Record>(
  raw: readonly R[],
  lines: readonly string[],
  sink: DiagnosticSink,
): R[] {
  const placeholders = raw.filter((r) => r.player.name.trim().toLowerCase() === SPIELFREI);
  if (placeholders.length === 0) return [...raw];
  const out: R[] = [...raw];
  for (const s of placeholders) {
    const start = s.player.startNumber ?? 0;
    const who = { name: s.player.name, start };
    const points = (lines[s.line - 1] ?? "").slice(80, 84).trim();
    if (points !== "" && Number(points) !== 0) {
      sink.error(s.line, 81, msg("rdSpielfreiPlayed", { ...who, points, round: 0 }));
      continue;
    }
    // its own blocks: no game won or played; its opponents': a forfeit win against it, their bye
    const own = s.blocks.findIndex((b) => b.opp > 0 && b.result !== "-");
    const against: { record: R; round: number }[] = [];
    let played: { line: number; column: number; round: number } | undefined;
    for (const r of raw) {
      if (r === s) continue;
      r.blocks.forEach((b, k) => {
        if (b.opp !== start) return;
        if (b.result === "+") against.push({ record: r, round: k });
        else played ??= { line: r.line, column: b.column, round: k + 1 };
      });
    }
    if (own >= 0 || played !== undefined) {
      const at = own >= 0 ? { line: s.line, column: s.blocks[own]?.column ?? 0, round: own + 1 } : played;
      sink.error(
        at?.line ?? s.line,
        at?.column ?? 0,
        msg("rdSpielfreiPlayed", { ...who, points: "", round: at?.round ?? 0 }),
      );
      continue;
    }
    for (const { record, round } of against) {
      const b = record.blocks[round];
      if (b !== undefined) record.blocks[round] = { opp: 0, colour: "-", result: "+", column: b.column };
    }
    sink.warning(s.line, 15, msg("rdSpielfrei", { ...who, byes: against.length }));
    out.splice(out.indexOf(s), 1);
  }
  return out;
}
