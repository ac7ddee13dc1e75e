import { checkSymmetry } from "../core/tournament/symmetry";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { SourceFormat, Tournament } from "../core/tournament/model";
import type { EncodingName } from "./encoding";
import type { ReadResult } from "./types";

/** A 1-based position in the source text (0 = unknown). */
export interface SourcePos {
  readonly line: number;
  readonly column: number;
}

/** Where the file writes round `round` (0-based) of player `player`: its result cell or game element. */
type CellLocator = (player: number, round: number) => SourcePos | undefined;

/**
 * Runs the symmetry check and reports each finding at the result cell that shows it (the
 * player's round entry: `cellAt`), else at the player's source line. OpenGotha's "both win" /
 * "both lose" results are legal there, hence a warning.
 */
export function reportAsymmetries(
  t: Tournament,
  lines: readonly number[],
  sink: DiagnosticSink,
  cellAt?: CellLocator,
): void {
  for (const a of checkSymmetry(t)) {
    const severity = a.kind === "results" || a.kind === "forfeit" ? "warning" : "error";
    const at = cellAt?.(a.player, a.round - 1);
    const line = at && at.line > 0 ? at.line : (lines[a.player] ?? 0);
    sink.add(severity, `asymmetric-${a.kind}`, line, at && at.line > 0 ? at.column : 0, a.message);
  }
}

/** Line starts of a text, for turning string offsets into 1-based line and column. */
export function positionsOf(text: string): (offset: number) => SourcePos {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  };
}

/**
 * Position (line, column of the `<`) of each `<tag` element in order, `<tag>`, `<tag …>` or
 * `<tag/>` (not `<tags>`): the XML parser gives none, so the k-th element read is the k-th here.
 * Comments, CDATA sections, processing instructions and the doctype are skipped as the parser
 * skips them, so a `<Game` inside `<!-- … -->` shifts nothing (H8).
 */
export function tagPositions(text: string, tag: string): SourcePos[] {
  const at = positionsOf(text);
  const out: SourcePos[] = [];
  const skips: readonly (readonly [string, string])[] = [
    ["<!--", "-->"],
    ["<![CDATA[", "]]>"],
    ["<?", "?>"],
    ["<!", ">"],
  ];
  const open = `<${tag}`;
  for (let i = text.indexOf("<"); i >= 0;) {
    const skip = skips.find(([start]) => text.startsWith(start, i));
    if (skip !== undefined) {
      const end = text.indexOf(skip[1], i + skip[0].length);
      if (end < 0) break;
      i = text.indexOf("<", end + skip[1].length);
      continue;
    }
    if (text.startsWith(open, i)) {
      const next = text.charAt(i + open.length);
      if (next === ">" || next === "/" || /\s/.test(next)) out.push(at(i));
    }
    i = text.indexOf("<", i + 1);
  }
  return out;
}

/** The common end of every tournament reader: the symmetry check, then the result. */
export function finishRead(
  tournament: Tournament,
  playerLines: readonly number[],
  sink: DiagnosticSink,
  encoding: EncodingName | "mixed",
  cellAt?: CellLocator,
): ReadResult {
  reportAsymmetries(tournament, playerLines, sink, cellAt);
  return { tournament, diagnostics: sink.items, encoding, playerLines };
}

/** The result of a reader that could not read the file at all (its diagnostics say why). */
export function emptyRead(
  format: SourceFormat,
  sink: DiagnosticSink,
  encoding: EncodingName | "mixed",
): ReadResult {
  const tournament: Tournament = { format, name: "", rounds: 0, parameters: DEFAULT_PARAMETERS, players: [] };
  return { tournament, diagnostics: sink.items, encoding, playerLines: [] };
}
