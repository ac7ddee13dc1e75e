/**
 * D383: a Go bye left to the tournament's value as a file's cell writes it (the CSV crosstable,
 * the EGD table), where a cell holds one worth for the bye's points and McMahon points.
 */
import type { ByeEntry, Player, Points2, RoundEntry, TournamentParameters } from "../core/tournament/model";
import { goByeScore } from "./cell";
import { Notes, note } from "./trf-writer-fields";

/** A bye at a worth of its own, none left to the tournament's value. */
type WorthBye = ByeEntry & { readonly score: Points2 };

/** A round as a cell writes it: every bye at its worth (the writers need no value to fall back on). */
export type WrittenEntry = Exclude<RoundEntry, ByeEntry> | WorthBye;

const hasWorth = (e: ByeEntry): e is WorthBye => e.score !== null;

/**
 * The round `e` of player `i` (0-based) as a cell writes it: a bye left to the tournament's value
 * at that value (`0+`, `0=!`, `0-!`) where its points and McMahon points are the same; where
 * they differ, which one cell cannot hold, an error note naming the player and the round, and
 * the bye written at its McMahon points (`cell` gives its text), as OpenGotha's own export of a
 * McMahon tournament writes it. Every other round as it is.
 */
export function writtenEntry(
  e: RoundEntry,
  at: { player: Player; index: number; round: number },
  p: TournamentParameters,
  target: { format: string; cell: (e: WrittenEntry) => string; notes: Notes },
): WrittenEntry {
  if (e.kind !== "bye" || hasWorth(e)) return e;
  const same = goByeScore(p);
  if (same !== undefined) return { kind: "bye", score: same };
  const mms = p.byeMms2 === 0 || p.byeMms2 === 1 ? p.byeMms2 : 2;
  const written: WorthBye = { kind: "bye", score: mms };
  const who = { player: at.index + 1, name: [at.player.name, at.player.firstName ?? ""].join(" ").trim() };
  const params = { who, round: at.round + 1, points: p.byePoints2 / 2, mms: p.byeMms2 / 2 };
  target.notes.add(
    "error",
    note("wrByeValues", { ...params, format: target.format, cell: target.cell(written) }),
  );
  return written;
}
