/**
 * What TOURNAMENT.MGSZ, .FIDE and .MAHJONG compute: the spill (a header row, then one row per
 * player, src/results/) and the engine's notes beside it (`saidNotes`). The functions in
 * tournament.ts hand Excel the spill; Create's build and Recalculate, which evaluate the sheet's
 * own formulas (src/sheet/evaluate.ts), take the notes too ({@link RATING_SPILLS}), so that a
 * sheet is rated by one path. A core error is thrown as it is: the caller translates it.
 */
import { rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { registerColumnOptions } from "../core/engines/mgsz-start";
import { msg } from "../i18n/table";
import { type Shown, spillTable } from "../results/columns";
import { FIDE_COLUMNS } from "../results/fide";
import { withHeaders } from "../results/headers";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { mgszColumns } from "../results/mgsz";
import { type EngineNote, saidNotes } from "../results/notes";
import { FIDE, MAHJONG, MGSZ } from "../systems";
import {
  type Arg,
  type Cell,
  bool,
  bounded,
  isBlank,
  num,
  numberLike,
  rangeRows,
  text,
  valueError,
} from "./coerce";
import { withinInputLimit } from "./cell-value";
import { crosstableRows, languageArg, ratedCrosstable } from "./crosstable-args";
import { rulesArg } from "./fide-args";
import { ContentMemo } from "./memo";
import { kArg, levelsArg, reachedOnceArg, registerArg } from "./tournament-args";

/** A rating function's spill and the engine's notes the sheet says. */
export interface RatingSpill {
  readonly spill: Shown[][];
  readonly notes: readonly EngineNote[];
}

/**
 * D330: the last spills by the function and its arguments' content: Create's build and
 * Recalculate evaluate the sheet's rating formula, then Excel calculates it over the same values.
 */
const SPILLS = new ContentMemo<RatingSpill>(2);

/** TOURNAMENT.MGSZ's spill and notes, kept by its arguments' content (D330). */
export function mgszSpill(...args: Parameters<typeof mgszRated>): RatingSpill {
  return SPILLS.get(["MGSZ", ...args], () => mgszRated(...args));
}

/** TOURNAMENT.FIDE's spill and notes, kept by its arguments' content (D330). */
export function fideSpill(...args: Parameters<typeof fideRated>): RatingSpill {
  return SPILLS.get(["FIDE", ...args], () => fideRated(...args));
}

/** TOURNAMENT.MAHJONG's spill and notes, kept by its arguments' content (D330). */
export function mahjongSpill(...args: Parameters<typeof mahjongRated>): RatingSpill {
  return SPILLS.get(["MAHJONG", ...args], () => mahjongRated(...args));
}

// RULES §1, D4–D8, D24, §1.5
function mgszRated(
  crosstable: Arg,
  multiplier: Arg,
  language?: Arg,
  register?: Arg,
  accept_unknown?: Arg,
  reached_once?: Arg,
): RatingSpill {
  const lang = languageArg(language ?? null, "language");
  const ct = crosstableRows(crosstable, "crosstable");
  const t = ratedCrosstable(ct.tournament, accept_unknown, "accept_unknown"); // D54
  const c = bounded(multiplier, "multiplier", "multiplier"); // H1
  const newPlayers = registerColumnOptions(t, registerArg(register ?? null, "register", ct));
  const reachedOnce = reachedOnceArg(reached_once ?? null, "reached_once", ct); // D170
  const r = rateMgszTournament(t, {
    multiplier: c,
    ...newPlayers,
    ...(reachedOnce !== undefined ? { reachedOnce } : {}),
  });
  return {
    spill: withHeaders(spillTable(mgszColumns(r.parts.length), r.players, r, t), lang),
    notes: saidNotes(MGSZ, r.notes),
  };
}

// RULES §2, D9–D12, D9, 8.2, round robins 8.21b
function fideRated(
  crosstable: Arg,
  ruleset?: Arg,
  k?: Arg,
  language?: Arg,
  accept_unknown?: Arg,
): RatingSpill {
  const lang = languageArg(language ?? null, "language");
  const ct = crosstableRows(crosstable, "crosstable", false);
  const t = ratedCrosstable(ct.tournament, accept_unknown, "accept_unknown"); // D54
  const rules = rulesArg(ruleset ?? null);
  const ks = kArg(k ?? null, "k", ct);
  const r = rateFideTournament(t, { rules, ...ks });
  return {
    spill: withHeaders(spillTable(FIDE_COLUMNS, r.players, r, t), lang),
    notes: saidNotes(FIDE, r.notes),
  };
}

// RULES §3, D13–D19, D17
function mahjongRated(
  results: Arg,
  sessions: Arg,
  championship?: Arg,
  levels?: Arg,
  language?: Arg,
): RatingSpill {
  const lang = languageArg(language ?? null, "language");
  withinInputLimit(results, "results"); // D190
  const range: Cell[][] = rangeRows(results, "results");
  const rows: { row: number; entry: MahjongEntry }[] = [];
  range.forEach((r, i) => {
    if (r.every((c) => isBlank(c))) return;
    const first = r[0] ?? null;
    const isHeader = rows.length === 0 && typeof first === "string" && !isBlank(first) && !numberLike(first);
    if (isHeader) return;
    const place = num(first, `results row ${i + 1}: place`);
    const player = text(r[1] ?? null, `results row ${i + 1}: player`);
    const level = isBlank(r[2] ?? null) ? undefined : String(r[2]).trim();
    rows.push({
      row: i + 1,
      entry: { place, player, line: i + 1, ...(level !== undefined ? { level } : {}) },
    });
  });
  if (rows.length === 0) throw valueError(msg("argNoRows", { arg: "results", rows: "result" }));
  const s = bounded(sessions, "sessions", "sessions"); // H1
  const champ = bool(championship ?? null, "championship", false);
  const lv = levelsArg(levels ?? null, "levels", rows, range.length);
  const entries = rows.map((x, i) => {
    const own = x.entry.level;
    const aligned = lv.aligned?.[i];
    return own === undefined && aligned !== undefined ? { ...x.entry, level: aligned } : x.entry;
  });
  const r = rateMahjongTournament(entries, {
    sessions: s,
    championship: champ,
    ...(lv.list !== undefined ? { ratingList: lv.list } : {}),
  });
  return {
    spill: withHeaders(spillTable(MAHJONG_COLUMNS, r.players, r, undefined), lang),
    notes: saidNotes(MAHJONG, r.notes),
  };
}

/** The rating functions by id, with their notes: what Recalculate evaluates the sheet's formulas with. */
export const RATING_SPILLS: ReadonlyMap<string, (...args: Arg[]) => RatingSpill> = new Map([
  ["TOURNAMENT.MGSZ", mgszSpill],
  ["TOURNAMENT.FIDE", fideSpill],
  ["TOURNAMENT.MAHJONG", mahjongSpill],
]);
