/**
 * Recalculate's rating: the crosstable (or mahjong results) as the sheet now holds it, checked
 * cell by cell and rated by the engines; an engine's error is put at the row of the player it names.
 */
import { RatingError } from "../core/common/errors";
import { rateFideTournament } from "../core/engines/fide";
import { type MahjongEntry, rateMahjongTournament } from "../core/engines/mahjong";
import { rateMgszTournament } from "../core/engines/mgsz";
import { registerColumnOptions } from "../core/engines/mgsz-start";
import { DEFAULT_RULES } from "../core/fide/rules";
import { parseLevel } from "../core/mahjong/level";
import { partsOf } from "../core/mgsz/multiplier";
import type { Tournament } from "../core/tournament/model";
import { ratedTournament } from "../core/tournament/unsettled";
import { type EngineNote, saidNotes } from "../results/notes";
import { acceptsUnknown } from "./formulas";
import { readSheetTable } from "./crosstable-read";
import { msg } from "../i18n/table";
import { mahjongOutcome } from "./rated-mahjong";
import { type PlayerOutcome, fideFigures } from "./request";
import { sheetTiebreaks } from "./sheet-tiebreaks";
import { type ParsedSheet, type Params, boolOf, wholeOf } from "./parse-sheet";
import { messageOf } from "./messages";
import { ReadGrid, type SheetProblem, problemAt } from "./read-grid";

export interface SheetRating {
  players: PlayerOutcome[];
  parts: number;
  criteria: number;
  /** FIDE: data rows (0-based) whose empty K cell gets the header's K (a formula referring to it). */
  kFill?: number[];
  /** A tournament of games: the crosstable as rated, for its standings page. */
  tournament?: Tournament;
  /** The engine's notes the sheet says (`saidNotes`), from the crosstable as it now stands. */
  notes: readonly EngineNote[];
}

function crosstableOf(
  grid: ReadGrid,
  p: ParsedSheet,
  problems: SheetProblem[],
  warnings: SheetProblem[],
): Tournament | null {
  const read = readSheetTable(grid, p, problems, warnings);
  return problems.length > 0 ? null : read.tournament;
}

function mahjongOf(grid: ReadGrid, p: ParsedSheet, problems: SheetProblem[]): MahjongEntry[] {
  const out: MahjongEntry[] = [];
  for (let r = p.ctRow + 1; r <= p.ctRow + p.players; r++) {
    const place = grid.value(r, 0);
    const player = String(grid.value(r, 1)).trim();
    const level = String(grid.value(r, 2)).trim();
    const points = grid.value(r, 3);
    const n = typeof place === "number" ? place : Number(String(place).trim());
    if (!Number.isFinite(n) || n < 1 || String(place).trim() === "") {
      problems.push(problemAt(grid.address(r, 0), msg("badPlace", { value: String(place) })));
    }
    if (player === "") problems.push(problemAt(grid.address(r, 1), msg("missingPlayerName", {})));
    if (level !== "") {
      try {
        parseLevel(level, {});
      } catch (e) {
        problems.push(problemAt(grid.address(r, 2), messageOf(e)));
      }
    }
    out.push({
      place: n,
      player,
      line: r + 1,
      ...(level !== "" ? { level } : {}),
      ...(typeof points === "number" ? { points } : {}),
    });
  }
  return out;
}

/** The ratings formula the sheet holds (the cell under the ratings' title). */
export function ratingsFormulaOf(grid: ReadGrid, p: ParsedSheet): unknown {
  const row = p.ratingsTitle + 1 - grid.read.row;
  return grid.read.formulas[row]?.[0 - grid.read.column];
}

export function rateSheet(
  grid: ReadGrid,
  p: ParsedSheet,
  params: Params,
  problems: SheetProblem[],
  /** The crosstable reader's warnings, each at its cell: Recalculate shows them. */
  warnings: SheetProblem[] = [],
): SheetRating | null {
  // The engine's error names its player (the i-th data row) as data; else it is the table's.
  const attribute = (e: unknown, column: number): void => {
    if (!(e instanceof RatingError)) throw e;
    const at =
      e.player === undefined ? grid.address(p.ctRow, 0) : grid.address(p.ctRow + 1 + e.player, column);
    problems.push(problemAt(at, e.text));
  };
  // The ID column's text for a data row (0-based), for Post to match by ID first.
  const idOf = (i: number): string | undefined => {
    if (p.idColumn === undefined) return undefined;
    const v = grid.value(p.ctRow + 1 + i, p.idColumn);
    const id = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
    return id === "" ? undefined : id;
  };
  const sheetOutcome = (o: Omit<PlayerOutcome, "source" | "matched">, row: number): PlayerOutcome => {
    const pin = idOf(row);
    return { ...o, source: "sheet", matched: true, ...(pin !== undefined ? { pin } : {}) };
  };
  if (p.system === "mahjong") {
    const entries = mahjongOf(grid, p, problems);
    if (problems.length > 0) return null;
    try {
      const r = rateMahjongTournament(entries, {
        sessions: params.sessions ?? 1,
        championship: params.championship ?? false,
      });
      return {
        parts: 0,
        criteria: 0,
        notes: saidNotes("mahjong", r.notes),
        players: r.players.map((x, i) => sheetOutcome(mahjongOutcome(x, i), x.row)),
      };
    } catch (e) {
      attribute(e, 0);
      return null;
    }
  }
  const read = crosstableOf(grid, p, problems, warnings);
  // the event's dates from the header block (H9), as the file gave them to the build
  const t =
    read === null
      ? null
      : {
          ...read,
          ...(params.start !== undefined ? { start: params.start } : {}),
          ...(params.end !== undefined ? { end: params.end } : {}),
        };
  if (t === null) return null;
  // D54: refused while games have no known or agreed result, unless the ratings formula accepts
  // rating without them (the officer's choice at Create)
  let rt: Tournament;
  try {
    rt = ratedTournament(t, acceptsUnknown(ratingsFormulaOf(grid, p)));
  } catch (e) {
    attribute(e, 0);
    return null;
  }
  const criteria = sheetTiebreaks([params.tiebreaks ?? ""]).count;
  const no = (i: number): number => t.players[i]?.startNumber ?? i + 1;
  try {
    if (p.system === "mgsz") {
      const c = params.multiplier ?? 0;
      // D24: the Register column's TRUE/FALSE mark new players, as TOURNAMENT.MGSZ reads it.
      const register = new Map<number, boolean>();
      if (p.registerColumn !== undefined) {
        for (let i = 0; i < p.players; i++) {
          const v = grid.value(p.ctRow + 1 + i, p.registerColumn);
          if (typeof v === "string" && v.trim() === "") continue;
          const b = boolOf(v);
          if (b === null) {
            problems.push(
              problemAt(
                grid.address(p.ctRow + 1 + i, p.registerColumn),
                msg("registerNotBoolean", { value: String(v) }),
              ),
            );
          } else register.set(i, b);
        }
        if (problems.length > 0) return null;
      }
      const r = rateMgszTournament(rt, { multiplier: c, ...registerColumnOptions(t, register) });
      return {
        parts: partsOf(c, t.rounds).length,
        criteria,
        tournament: t,
        notes: saidNotes("mgsz", r.notes),
        players: r.players.map((x) =>
          sheetOutcome(
            {
              no: no(x.player),
              name: x.name,
              ratingBefore: x.ratingBefore,
              ratingAfter: x.ratingAfter,
              rankBefore: x.rankBefore,
              rankAfter: x.rankAfter,
            },
            x.player,
          ),
        ),
      };
    }
    // K as TOURNAMENT.FIDE gets it: the K column's values as the players' own, the header's K
    // as the engine's argument. Which empty K cells take the header's K is the engine's answer
    // (`kSource` "argument": rated, no K of its own); a formula written below gives them the
    // header's K, so that the function, which sees only the column, gets the same K.
    const kByPlayer = new Map<number, number>();
    const blankK = new Set<number>();
    if (p.kColumn !== undefined) {
      for (let i = 0; i < p.players; i++) {
        const v = grid.value(p.ctRow + 1 + i, p.kColumn);
        if (typeof v === "string" && v.trim() === "") {
          blankK.add(i);
          continue;
        }
        const k = wholeOf(v, 0, 100);
        if (k === null) {
          problems.push(
            problemAt(
              grid.address(p.ctRow + 1 + i, p.kColumn),
              msg("notWhole", { field: "k", value: String(v), lo: 0, hi: 100 }),
            ),
          );
        } else kByPlayer.set(i, k);
      }
      if (problems.length > 0) return null;
    }
    const r = rateFideTournament(rt, {
      rules: params.rules ?? DEFAULT_RULES,
      ...(params.k !== undefined ? { k: params.k } : {}),
      kByPlayer,
    });
    const kFill = r.players
      .filter((x) => blankK.has(x.player) && x.kSource === "argument")
      .map((x) => x.player);
    return {
      parts: 0,
      criteria,
      kFill,
      tournament: t,
      notes: saidNotes("fide", r.notes),
      players: r.players.map((x) =>
        sheetOutcome(
          {
            no: no(x.player),
            name: x.name,
            ratingBefore: x.ratingBefore,
            ratingAfter: x.published,
            fide: fideFigures(x),
          },
          x.player,
        ),
      ),
    };
  } catch (e) {
    attribute(e, p.system === "mgsz" ? 2 : 3);
    return null;
  }
}
