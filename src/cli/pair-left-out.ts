/**
 * The players a round's pairing leaves out, said on stderr by why (P-decisions' pre-registered and
 * absent players for Go; a TRF's absences for the Dutch System), the first ten by name: one
 * saying for every engine, so that nobody is left out of a round without a word.
 */
import { msg, render } from "../i18n/table";
import type { CliIO } from "./types";

const SHOWN = 10;

export function sayLeftOut(
  io: CliIO,
  file: string,
  code: "pairNotFinal" | "pairNotParticipating",
  round: number,
  names: readonly string[],
): void {
  if (names.length === 0) return;
  const said = msg(code, {
    round,
    count: names.length,
    names: names.slice(0, SHOWN).join(", "),
    more: Math.max(0, names.length - SHOWN),
  });
  io.err(`${file}: ${render(said, "en")}\n`);
}
