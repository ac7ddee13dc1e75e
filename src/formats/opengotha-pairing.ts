/**
 * An OpenGotha XML file as its pairing sees it (`src/core/pairing/opengotha-model.ts`): OpenGotha's
 * parameters (`readPairingParameters`, D125) beside the players, games and byes built from the
 * one reader's tournament (`goRoster`, D127), or why the pairing refuses the file, with the
 * element and attribute named.
 */
import { invalid } from "../core/common/errors";
import type { OgTournament } from "../core/pairing/opengotha-model";
import type { FileText } from "./file-text";
import { readOpenGothaFile } from "./opengotha";
import type { OgPairingRead } from "./types";

/**
 * The file as its pairing sees it, or why it cannot be: what the reader refuses (`refused`, its
 * message without a position) and where it is in the file (line and column, 0 when the whole
 * file; `located`, the message with them). The sheet and the pane say it and keep the defaults.
 * The file is read once, by the tournament's reader `readOpenGothaFile`.
 */
export function openGothaPairingOrRefusal(input: string | Uint8Array | FileText): OgPairingRead {
  return readOpenGothaFile(input).pairing;
}

/** The file as its pairing sees it; refused with the element, the attribute and where they are. */
export function readOpenGothaPairing(input: string | Uint8Array | FileText): OgTournament {
  const r = openGothaPairingOrRefusal(input);
  if ("refused" in r) throw invalid(r.located);
  return r.tournament;
}
