/**
 * What `rating-officer rate` prints besides the tables: each system's JSON (a stable interface,
 * its own field names) and its summary lines.
 */
import { type FideTournamentResult } from "../core/engines/fide-types";
import { eventRulesSaid, ruleSetText } from "../core/fide/rules";
import { type MahjongTournamentResult, levelPoints } from "../core/engines/mahjong";
import { type MgszTournamentResult } from "../core/engines/mgsz-types";
import { type MultiplierBreakdown } from "../core/engines/mgsz-multiplier";
import type { Tournament } from "../core/tournament/model";
import { english } from "../i18n/table";
import { multiplierMessages } from "../results/multiplier";
import { type EngineNote, saidNotes } from "../results/notes";
import { FIDE, MAHJONG, MGSZ } from "../systems";

/** The engine's notes as `rate` and `sheet` print them on standard error, one `note:` line each. */
export function noteLines(command: "rate" | "sheet", notes: readonly EngineNote[]): string {
  return notes.map((n) => `rating-officer ${command}: note: ${english(n.text)}\n`).join("");
}

/**
 * D79: a player's own notes in `rate --json`, on his row as `notes` (their English text; no field
 * when he has none): what qualifies his figures (a name merged by a loose rule, a rank capped, a
 * start below the floor) reaches a program that reads the rows, not only a person reading
 * standard error. The tournament's notes count what the rows' fields say (`source`, `kSource`,
 * `levelSource`) or qualify the summary, and go to standard error with it.
 */
function rowNotes(
  notes: readonly (EngineNote & { readonly player: number })[],
  player: number,
): { notes?: string[] } {
  const own = notes.filter((n) => n.player === player).map((n) => english(n.text));
  return own.length === 0 ? {} : { notes: own };
}

/**
 * "C = 35: time A 20 (extended 195 min) + event 0 + 81 participants 5 + handicap-free 10": the
 * breakdown's messages in English, the terms joined after the total.
 */
export function describeMultiplier(b: MultiplierBreakdown): string {
  const { terms, total } = multiplierMessages(b);
  return terms.length === 0 ? english(total) : `${english(total)}: ${terms.map(english).join(" + ")}`;
}

export function mgszJson(t: Tournament, r: MgszTournamentResult): string {
  const said = saidNotes(MGSZ, r.notes);
  const rows = r.players.map((p) => {
    const player = t.players[p.player];
    return {
      no: p.player + 1,
      name: p.name,
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.egdPin ? { egdPin: player.egdPin } : {}),
      source: p.source,
      newPlayer: p.newPlayer,
      ratingBefore: p.ratingBefore,
      rankBefore: p.rankBefore,
      sumJp: p.sumJp / 1000,
      sumJpParts: p.parts.map((x) => x.sumJp / 1000),
      change: p.change,
      ratingAfter: p.ratingAfter,
      rankAfter: p.rankAfter,
      games: p.games.length,
      ...(p.entry !== undefined ? { entry: p.entry } : {}),
      ...rowNotes(said, p.player),
    };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** The MGSZ summary lines: the multiplier, the parts, where the starting ratings came from. */
export function mgszSummary(t: Tournament, r: MgszTournamentResult, fileRatings = false): string {
  const lines = [
    `${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds`,
    `Multiplier ${describeMultiplier(r.multiplier)}`,
  ];
  if (r.parts.length > 1) {
    // D4
    lines.push(`Rated in ${r.parts.length} parts of ${r.parts.join(" + ")} rounds (C × rounds ≥ 300)`);
  }
  const count = (s: string): number => r.players.filter((p) => p.source === s).length;
  lines.push(
    `Starting ratings: ${count("pin")} by PIN, ${count("name")} by name, ${count("file")} from the file, ` +
      `${count("rank")} new from their declared rank`, // RULES §1.5, D24
  );
  // D64: whether the file's ratings were taken as MGSZ ratings, and how to say they are
  if (fileRatings) lines.push("The file's ratings are taken as MGSZ ratings (--file-ratings)");
  else if (t.players.some((p) => p.rating !== undefined)) {
    lines.push("The file's ratings are not MGSZ ratings and are not used (--file-ratings if they are)");
  }
  return lines.map((l) => `${l}\n`).join("");
}

export function fideJson(t: Tournament, r: FideTournamentResult): string {
  const said = saidNotes(FIDE, r.notes);
  const rows = r.players.map((p) => {
    const player = t.players[p.player];
    return {
      no: player?.startNumber ?? p.player + 1,
      name: p.name,
      ...(player?.title ? { title: player.title } : {}),
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.fideId ? { fideId: player.fideId } : {}),
      source: p.source,
      ratingBefore: p.ratingBefore,
      k: p.k,
      kSource: p.kSource,
      games: p.games,
      w: p.w,
      we: p.we,
      changeExact: p.changeExact,
      change: p.change,
      ratingAfter: p.ratingAfter,
      published: p.published !== null,
      performance: p.performance,
      ...(p.firstRating !== null ? { firstRating: p.firstRating } : {}),
      ...rowNotes(said, p.player),
    };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

export function fideSummary(t: Tournament, r: FideTournamentResult): string {
  const count = (s: string): number => r.players.filter((p) => p.source === s).length;
  const first = r.players.filter((p) => p.firstRating?.registered === true).length;
  const lines = [
    `${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds`,
    // a version the officer named by its date is echoed (a mistyped day would otherwise not show);
    // one the event's dates chose is said on the next line
    `Rule set ${r.ofEvent === undefined ? ruleSetText(r.ruleSet) : r.rules}${r.roundRobin ? ", a complete round robin" : ""}`,
    // D87: the version the event's dates chose (without a date the engine's note says it)
    ...(r.ofEvent !== undefined && r.ofEvent.basis !== "undated" ? [english(eventRulesSaid(r.ofEvent))] : []),
    `Ratings before: ${count("id")} by FIDE ID, ${count("name")} by name, ${count("file")} from the file, ` +
      `${count("unrated")} unrated (${first} with a first rating)`,
  ];
  const rr = r.roundRobinFigures;
  if (rr !== null) {
    const two = (x: number): number => Math.round(x * 100) / 100;
    lines.push(`8.21b: Rar ${two(rr.rar)}, dpa ${two(rr.dpa)}, Ra ${rr.ra}`);
  }
  return lines.map((l) => `${l}\n`).join("");
}

export function mahjongJson(r: MahjongTournamentResult): string {
  const said = saidNotes(MAHJONG, r.notes);
  const rows = r.players.map((p, i) => ({
    place: p.place,
    name: p.name,
    ...(p.points !== undefined ? { points: p.points } : {}),
    level: p.level,
    levelSource: p.levelSource,
    ratingBefore: levelPoints(p.levelIndex),
    nr: p.nr,
    kt: r.coefficient.kt / 100,
    nrKt: p.nrKt,
    norm: p.norm,
    levelAfter: p.levelAfter,
    ratingAfter: levelPoints(p.levelAfterIndex),
    ...rowNotes(said, i),
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

export function mahjongSummary(name: string, r: MahjongTournamentResult): string {
  const c = r.coefficient;
  const h = (x: number): string => (x / 100).toFixed(2);
  const count = (s: string): number => r.players.filter((p) => p.levelSource === s).length;
  return [
    `${name || "Tournament"}: ${r.players.length} results, N = ${r.participants}, S = ${r.sessions}`,
    `KT = ${h(c.kt)}: sessions ${h(c.sessions)} + participants ${h(c.size)} + levels ${h(c.level)} + championship ${h(c.championship)}`,
    `Levels: ${count("given")} from the table, ${count("list")} from the list, ${count("default")} at 12 kyu`,
  ]
    .map((l) => `${l}\n`)
    .join("");
}
