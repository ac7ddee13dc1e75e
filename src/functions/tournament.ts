/**
 * Custom functions over a whole crosstable range (issue "Crosstables"): standings and new
 * ratings spilled as tables. They read the range with src/formats/sheet-crosstable.ts and call
 * the same engines as `rating-officer rate` and `standings`, so sheet and command line agree.
 * Every export becomes `TOURNAMENT.<NAME>`; TOURNAMENT.FIDE joins them when the FIDE engine does.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- Excel passes untyped values; coerce.ts types them. */
import { rateMgszTournament } from "../core/engines/mgsz";
import type { Tournament } from "../core/tournament/model";
import { MCMAHON_ORDER, standings as standingsOf } from "../core/tournament/standings";
import { CRITERIA, type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import { type SheetValue, readSheetCrosstable } from "../formats/sheet-crosstable";
import { type Arg, cells, int, isBlank, optInt, text, valueError } from "./coerce";
import { guard } from "./errors";

/** The crosstable range as a tournament; the first error of the range becomes #VALUE!. */
function crosstableArg(value: Arg, name: string): Tournament {
  const range: SheetValue[][] = Array.isArray(value) ? value : [[value]];
  const { tournament, diagnostics } = readSheetCrosstable(range);
  const errors = diagnostics.filter((d) => d.severity === "error");
  const [first] = errors;
  if (first !== undefined) {
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    throw valueError(`Argument ${name}: ${first.message}${more}`);
  }
  if (tournament.players.length === 0) throw valueError(`Argument ${name}: no player rows`);
  return tournament;
}

const NAMES = CRITERIA.map((c) => SHORT_NAMES[c]).join(" ");

/** Tie-break names from one text ("MMS,SOS") or a range of names; default MMS SOS SODOS SOSOS. */
function tiebreaksArg(value: Arg, name: string): Criterion[] {
  const words = cells(value)
    .filter((c) => !isBlank(c))
    .flatMap((c, i) => text(c, `${name}[${i + 1}]`).split(/[,;\s]+/))
    .filter((w) => w !== "");
  if (words.length === 0) return [...MCMAHON_ORDER];
  return words.map((w) => {
    const c = parseCriterion(w);
    if (c === null) throw valueError(`Argument ${name}: "${w}" is not a tie-break (${NAMES})`);
    return c;
  });
}

const startNumber = (t: Tournament, i: number): number => t.players[i]?.startNumber ?? i + 1;

/**
 * Standings of a crosstable with the chosen tie-breaks, spilled as a table in final order (RULES §4, D20–D22).
 * @customfunction TOURNAMENT.STANDINGS
 * @param crosstable Range, one row per player: number, name, rank, rating, then one cell per round such as "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; a header row is allowed
 * @param [tiebreaks] Tie-breaks in order, as text "MMS,SOS" or a range of names: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; default MMS,SOS,SODOS,SOSOS
 * @param [rounds] Standings after this round, whole number 0..rounds of the table, e.g. 3; default all rounds
 * @returns Table with a header row: Place, No, Name, Rank, then one column per tie-break
 */
export function standings(crosstable: any[][], tiebreaks?: any[][], rounds?: any): any[][] {
  return guard(() => {
    const t = crosstableArg(crosstable, "crosstable");
    const criteria = tiebreaksArg(tiebreaks ?? null, "tiebreaks");
    const through = optInt(rounds, "rounds", 0, t.rounds, t.rounds);
    const s = standingsOf(t, { criteria, rounds: through });
    const table: (string | number)[][] = [
      ["Place", "No", "Name", "Rank", ...criteria.map((c) => SHORT_NAMES[c])],
    ];
    for (const row of s.rows) {
      const p = t.players[row.player];
      table.push([
        row.place,
        startNumber(t, row.player),
        p?.name ?? "",
        p?.rank ?? "",
        ...criteria.map((c) => row.values[c] ?? 0),
      ]);
    }
    return table;
  });
}

/**
 * New MGSZ ratings of every player of a crosstable, spilled as a table in the table's order (RULES §1, D4–D8).
 * @customfunction TOURNAMENT.MGSZ
 * @param crosstable Range, one row per player: number, name, rank, rating before (blank: started from the rank, §1.5), then one cell per round such as "12+/w2", "7-/b0", "0+"
 * @param multiplier Tournament multiplier C, whole number 0..100, e.g. 30 (MGSZ.MULTIPLIER gives it)
 * @returns Table with a header row: No, Name, Start, Rating before, Rank before, ΣJp (one column per part when C × rounds ≥ 300), Change, Rating after, Rank after
 */
export function mgsz(crosstable: any[][], multiplier: any): any[][] {
  return guard(() => {
    const t = crosstableArg(crosstable, "crosstable");
    const c = int(multiplier, "multiplier", 0, 100);
    const r = rateMgszTournament(t, { multiplier: c });
    const split = r.parts.length > 1;
    const table: (string | number)[][] = [
      [
        "No",
        "Name",
        "Start",
        "Rating before",
        "Rank before",
        "ΣJp",
        ...(split ? r.parts.map((_, k) => `ΣJp ${k + 1}`) : []),
        "Change",
        "Rating after",
        "Rank after",
      ],
    ];
    for (const p of r.players) {
      table.push([
        startNumber(t, p.player),
        p.name,
        p.newPlayer ? "rank" : "rating",
        p.ratingBefore,
        p.rankBefore,
        p.sumJp / 1000,
        ...(split ? p.parts.map((x) => x.sumJp / 1000) : []),
        p.change,
        p.ratingAfter,
        p.rankAfter,
      ]);
    }
    return table;
  });
}
