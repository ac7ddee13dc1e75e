/**
 * A player's `rating` in an OpenGotha file, read as OpenGotha 3.51.02 reads it (D46,
 * docs/formats.md): its importer parses a 32-bit whole number and clamps it to its own ratings,
 * −900..2949 (`Player.MIN_RATING`, `MAX_RATING`). A rating OpenGotha computed from a rank it
 * allows but cannot rate (99K gives −7800) is such a number: read as OpenGotha reads it, with a
 * warning. Anything else outside H1's Go ratings is refused as before.
 */
import { inBound } from "../core/common/bounds";
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import { javaInt } from "./opengotha-parameters";
import { fileNumber } from "./read-result";
import type { SourcePos } from "./types";

/** OpenGotha's ratings (Player.MIN_RATING, Player.MAX_RATING): its importer clamps to them. */
export const OG_RATINGS = Object.freeze({ min: -900, max: 2949 });

/** `n` clamped to OpenGotha's ratings, as its importer does. */
export function clampOgRating(n: number): number {
  return Math.min(OG_RATINGS.max, Math.max(OG_RATINGS.min, n));
}

/**
 * The rating of a `<Player>` (its `rating` attribute's text) at `at`: undefined when blank or
 * refused (an error at the player, H1), clamped with a warning when it is a whole number OpenGotha
 * reads beyond H1's Go ratings (D46).
 */
export function openGothaRating(
  sink: DiagnosticSink,
  text: string | undefined,
  at: SourcePos,
): number | undefined {
  const t = (text ?? "").trim();
  const n = javaInt(t);
  if (n !== undefined && !inBound("goRating", n)) {
    const read = clampOgRating(n);
    sink.warning(at.line, at.column, msg("rdOgRating", { value: t, read, ...OG_RATINGS }));
    return read;
  }
  return fileNumber(sink, "goRating", { word: "rating" }, text, at, "error");
}
