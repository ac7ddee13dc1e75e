import type { OgTournament } from "../core/pairing/opengotha-model";
import type { Message } from "../i18n/table";
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { Tournament } from "../core/tournament/model";
import type { EncodingName, EncodingReport } from "./encoding";

/** A 1-based position in the source text (0 = unknown). */
export interface SourcePos {
  readonly line: number;
  readonly column: number;
}

/** What every tournament reader returns: never throws for bad data. */
export interface ReadResult {
  readonly tournament: Tournament;
  readonly diagnostics: readonly Diagnostic[];
  readonly encoding: EncodingName | "mixed";
  /** How the file was decoded (detected or chosen, the close alternatives), when from bytes. */
  readonly decoding?: EncodingReport;
  /** 1-based source line of each player (same order as `tournament.players`); 0 if none. */
  readonly playerLines: readonly number[];
  /**
   * An OpenGotha file's own model for its pairing, or why the pairing refuses the file, read from
   * the same parse as the tournament (D93): what reads the file's pairing parameters takes it
   * from here rather than parsing the file again.
   */
  readonly pairingModel?: OgPairingRead;
}

/** A refusal's message with its place, and the place (line and column 1-based; 0 when unknown). */
export interface OgRefusalPlace {
  readonly located: Message;
  readonly line: number;
  readonly column: number;
}

/** An OpenGotha file's pairing model, or the refusal of its first bad value (`readOpenGothaPairing`). */
export type OgPairingRead =
  { readonly tournament: OgTournament } | ({ readonly refused: Message } & OgRefusalPlace);
