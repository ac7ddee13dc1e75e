import { checkSymmetry } from "../core/tournament/symmetry";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Tournament } from "../core/tournament/model";
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
