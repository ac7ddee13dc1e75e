/**
 * OpenGotha's game results (`Game.result`, FORMATS.md §3.1), read once for both views of the
 * file (D93): the pairing's model's result and the crosstable's doubled scores. `_BYDEF` marks a
 * result by default (a forfeit). A table looked up by the file's text answers only what it holds
 * (H4): `result="constructor"` is no result, in either view.
 */
import { lookupTable } from "../core/common/lookup";
import type { OgResult } from "../core/pairing/opengotha-model";
import type { Points2 } from "../core/tournament/model";

// prettier-ignore
const RESULTS: ReadonlyMap<string, OgResult> = lookupTable({
  RESULT_UNKNOWN:   "unknown",
  RESULT_WHITEWINS: "white",
  RESULT_BLACKWINS: "black",
  RESULT_EQUAL:     "jigo",
  RESULT_BOTHLOSE:  "bothLose",
  RESULT_BOTHWIN:   "bothWin",
});

/** A result → (White's, Black's) doubled scores; an unknown result scores nothing yet. */
// prettier-ignore
export const RESULT_SCORES: Readonly<Record<OgResult, readonly [Points2 | null, Points2 | null]>> = {
  unknown:  [null, null],
  white:    [2, 0],
  black:    [0, 2],
  jigo:     [1, 1],
  bothWin:  [2, 2],
  bothLose: [0, 0],
};

/**
 * A `result` attribute as written (absent: RESULT_UNKNOWN): its result, none when OpenGotha has
 * no such result, and whether it is by default.
 */
export function openGothaResult(raw: string): {
  readonly result: OgResult | undefined;
  readonly byDefault: boolean;
} {
  const byDefault = raw.endsWith("_BYDEF");
  return { result: RESULTS.get(byDefault ? raw.slice(0, -6) : raw), byDefault };
}
