import { checkSymmetry } from "../core/tournament/symmetry";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { SourceFormat, Tournament } from "../core/tournament/model";
import type { EncodingName } from "./encoding";
import type { ReadResult } from "./types";

/**
 * Runs the symmetry check and reports each finding at the source line of the player whose row
 * shows it. OpenGotha's "both win" / "both lose" results are legal there, hence a warning.
 */
export function reportAsymmetries(t: Tournament, lines: readonly number[], sink: DiagnosticSink): void {
  for (const a of checkSymmetry(t)) {
    const severity = a.kind === "results" || a.kind === "forfeit" ? "warning" : "error";
    sink.add(severity, `asymmetric-${a.kind}`, lines[a.player] ?? 0, 0, a.message);
  }
}

/** The common end of every tournament reader: the symmetry check, then the result. */
export function finishRead(
  tournament: Tournament,
  playerLines: readonly number[],
  sink: DiagnosticSink,
  encoding: EncodingName | "mixed",
): ReadResult {
  reportAsymmetries(tournament, playerLines, sink);
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
