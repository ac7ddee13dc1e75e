/**
 * Recalculate, without Excel: the tournament sheet as read (adapter.ts `SheetRead`) → its
 * header block, crosstable and sections (found by their words, in any of the three languages,
 * texts.ts) → the crosstable validated again, every problem with its cell address
 * (`'EGC 2013'!F7`) → the formulas of the standings and the ratings rewritten over the
 * crosstable as it is now (rows added or removed), the note block (the games rated without, D54;
 * the engine's notes) rewritten, and each player's outcome from the ratings formula as rewritten,
 * evaluated over the sheet (recalc-spill.ts, D115): the sheet is rated by its own formulas.
 */
import type { SheetUpdate } from "./adapter";
import type { SheetRead } from "./sheet-read";
import { msg } from "../i18n/table";
import { cellAddress } from "./a1";
import { type Block, formula } from "./plan";
import { type HeaderKey, SHEET_TEXTS } from "./texts";
import { acceptsUnknown, ratingsFormula, standingsFormula, weightFormula } from "./formulas";
import { readPairingBlock } from "./pairing-params";
import { mcmahonCellsAt } from "./pairing-rows";
import {
  HUNDREDTHS,
  absRange,
  printArea,
  printAreaThrough,
  ratingFormats,
  sheetColumns,
  spillBlock,
  spillWidth,
  standingsFormats,
  weightedBlock,
} from "./layout";
import { type PlayerOutcome } from "./request";
import { type ParsedSheet, type SheetTiebreaks, parseTournamentSheet, readParams } from "./parse-sheet";
import { ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import { checkRatedCells } from "./recalc-cells";
import { rateBySpill } from "./recalc-spill";
import { type SystemName, isChess, ratesCrosstable } from "../systems";
import type { Tournament } from "../core/tournament/model";
import {
  crosstableNoteLines,
  rewriteNote,
  startNoteLines,
  unsettledNoteLines,
  wrapNote,
} from "./unsettled-note";
import { rewriteNorms, rowsOf, sheetNormRows } from "./norm-block";
import { normCellProblems } from "./norm-cells";

export type RecalculatePlan =
  | {
      ok: true;
      update: SheetUpdate;
      players: PlayerOutcome[];
      /** The sheet's rating system (its header block's): the pane offers a chess sheet's FIDE report (D370). */
      system: SystemName;
      /** Mahjong: the release date in the header block (ISO), Post's default date. */
      postDate?: string;
      /** A tournament of games: what its standings page publishes, as the sheet now stands. */
      standings?: SheetStandings;
      /** The crosstable's warnings, each at its cell (a name on two rows, D74 …): said, not refused. */
      warnings: SheetProblem[];
    }
  | { ok: false; problems: SheetProblem[] };

/** A recalculated sheet's tournament (the title in A1 its event), tie-breaks and system. */
export interface SheetStandings {
  readonly tournament: Tournament;
  /** The Tie-breaks cell as Recalculate read it (D436: the report and the page take this reading). */
  readonly tiebreaks: SheetTiebreaks;
  readonly system: Exclude<SystemName, "mahjong">;
}

/** The ratings formula the sheet holds (the cell under the ratings' title). */
function ratingsFormulaOf(grid: ReadGrid, p: ParsedSheet): unknown {
  const row = p.ratingsTitle + 1 - grid.read.row;
  return grid.read.formulas[row]?.[0 - grid.read.column];
}

/**
 * Re-reads a tournament sheet: validates the header block and the crosstable (every problem
 * with its address) and, when all is well, the update that rewrites the standings and ratings
 * formulas over the crosstable as it now stands, with their number formats; plus each player's
 * outcome, read from the spill of that ratings formula, evaluated through the function table.
 */
export function planRecalculate(read: SheetRead): RecalculatePlan {
  const grid = new ReadGrid(read);
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) return { ok: false, problems: parsed };
  const p = parsed;
  const problems: SheetProblem[] = [];
  if (p.players === 0) {
    problems.push(problemAt(grid.address(p.ctRow + 1, 0), msg("noPlayerRows", {})));
    return { ok: false, problems };
  }
  const params = readParams(grid, p, problems);
  // D357, D358: a chess sheet's Sex cells and Host federation cell
  if (isChess(p.system)) for (const b of normCellProblems(grid, p)) problems.push(b);
  // P35: the Go or chess sheet's pairing block, checked; a Go block's McMahon cells go into the
  // standings' formula.
  const block = !ratesCrosstable(p.system)
    ? null
    : readPairingBlock(grid, p.ctRow, p.language, isChess(p.system));
  if (Array.isArray(block)) for (const b of block) problems.push(b);
  if (problems.length > 0 || Array.isArray(block)) return { ok: false, problems };
  const warnings: SheetProblem[] = [];
  const checked = checkRatedCells(grid, p, params, problems, warnings);
  if (checked === null) return { ok: false, problems };

  const n = p.players;
  // D324: in A1 over the crosstable as read, not by the table's name: rows written under the
  // table (a late entry, Pair round's) need not be in it, and the range read is the crosstable
  const data = absRange(p.ctRow + 1, 0, n, p.width);
  const cellOf: Partial<Record<HeaderKey, string>> = {};
  for (const [key, row] of p.header) cellOf[key] = `$B$${row + 1}`;
  const column = (c: number | undefined) => (c === undefined ? undefined : absRange(p.ctRow + 1, c, n, 1));
  const sides = {
    ...(p.kColumn !== undefined ? { k: column(p.kColumn) } : {}),
    ...(p.registerColumn !== undefined ? { register: column(p.registerColumn) } : {}),
    ...(p.reachedOnceColumn !== undefined ? { reachedOnce: column(p.reachedOnceColumn) } : {}), // D170
  };
  const anchor = { row: p.ratingsTitle + 1, column: 0 };
  const accept = acceptsUnknown(ratingsFormulaOf(grid, p)); // D54: as the officer chose at Create
  const ratings = ratingsFormula(p.system, data, cellOf, sides, p.language, accept);
  // Mahjong: W over the header's dates again, and NR × KT × W beside the spill, n rows.
  const weightCell = cellOf.weight;
  const weight: Block[] = [];
  if (weightCell !== undefined && cellOf.lastDay !== undefined && cellOf.release !== undefined) {
    const row = p.header.get("weight") ?? 0;
    weight.push({
      at: cellAddress(row, 1),
      rows: [[formula(weightFormula(cellOf.lastDay, cellOf.release), HUNDREDTHS)]],
    });
  }
  // D115: rated by the sheet's own formula, evaluated; FIDE's header K fills the empty K cells
  // of the rated players (a formula referring to it, so that the function gets the same K)
  const kCell = params.k !== undefined ? cellOf.k : undefined;
  const rated = rateBySpill(grid, p, ratings, anchor, weight, kCell, { ...checked, params }, problems);
  if (rated === null) return { ok: false, problems };
  // D436: the cell's list as read; a mahjong sheet has no Tie-breaks cell, and no standings
  const criteria = params.tiebreaks?.list.criteria.length ?? 0;

  const blocks: Block[] = [];
  if (p.standingsTitle !== undefined) {
    const anchor = p.standingsTitle + 1;
    if (anchor + n >= p.ratingsTitle) {
      const rowsShort = anchor + n + 1 - p.ratingsTitle;
      return {
        ok: false,
        problems: [
          problemAt(
            grid.address(p.ratingsTitle, 0),
            msg("standingsNeedRows", {
              players: n,
              first: anchor + 1,
              last: anchor + n + 1,
              insert: rowsShort,
            }),
          ),
        ],
      };
    }
    const tiebreaks = cellOf.tiebreaks ?? '""';
    blocks.push(
      spillBlock(
        { row: anchor, column: 0 },
        standingsFormula(
          data,
          tiebreaks,
          p.language,
          block === null || isChess(p.system) ? undefined : mcmahonCellsAt(block.cells),
        ),
        n + 1,
        standingsFormats(criteria),
      ),
    );
  }
  blocks.push(spillBlock(anchor, ratings, n + 1, ratingFormats(p.system, rated.parts)));
  for (const b of [...rated.kFill, ...weight]) blocks.push(b);
  if (weightCell !== undefined) blocks.push(weightedBlock(anchor, n, weightCell, SHEET_TEXTS.en.weighted));
  const sideEnd = [
    p.kColumn,
    p.registerColumn,
    p.reachedOnceColumn,
    p.idColumn,
    p.firstNameColumn,
    p.clubColumn,
    p.countryColumn,
    p.sexColumn,
  ].reduce<number>((end, c) => Math.max(end, (c ?? 0) + 1), p.width);
  const columns = sheetColumns(
    sideEnd,
    spillWidth(p.system, rated.parts, criteria, weightCell !== undefined),
  );
  // D54: the note of the games rated without, from the crosstable as it now stands; the engine's
  // notes on where the starts came from as the build wrote them (it had the file and the list,
  // which this has not), those the crosstable gives from this rating (issue 24)
  // in rows that fit the print area's width (its columns at their default widths: the sheet's
  // own are not read); the starts' rows as the build cut them
  const lines = [
    ...wrapNote(
      accept && checked.tournament !== undefined ? unsettledNoteLines(checked.tournament, p.language) : [],
      columns,
      [],
    ),
    ...startNoteLines(grid, p.ratingsTitle + 1),
    ...wrapNote(crosstableNoteLines(rated.notes, p.language), columns, []),
  ];
  const note = rewriteNote(grid, p.ratingsTitle + 1, anchor.row + n, lines);
  for (const b of note.blocks) blocks.push(b);
  // D304: a chess sheet's title norms again, under the note, from the crosstable as it now stands
  const normRows = isChess(p.system) ? sheetNormRows(read, p.language) : undefined;
  const norms = rewriteNorms(
    grid,
    p.ratingsTitle + 1,
    note.last ?? anchor.row + n,
    normRows,
    rowsOf(note.blocks),
  );
  for (const b of norms.blocks) blocks.push(b);
  const last = norms.last ?? note.last;
  const area =
    last === undefined
      ? printArea(p.titleRow, anchor.row, n, columns)
      : printAreaThrough(p.titleRow, last, columns);
  const breaks = [p.standingsTitle, p.ratingsTitle, norms.row].filter((r) => r !== undefined);
  const plain = [...note.plain, ...norms.plain];
  const bold = [...note.bold, ...norms.bold];
  return {
    ok: true,
    update: {
      sheetName: read.sheetName,
      blocks,
      printArea: area,
      ...(plain.length > 0 ? { plain } : {}),
      ...(bold.length > 0 ? { bold } : {}),
      ...(norms.moved ? { pageBreaks: breaks } : {}),
    },
    players: rated.players,
    system: p.system,
    warnings,
    ...(params.release !== undefined ? { postDate: params.release } : {}),
    ...(checked.tournament !== undefined && ratesCrosstable(p.system) && params.tiebreaks !== undefined
      ? {
          standings: {
            tournament: {
              ...checked.tournament,
              name: String(grid.value(p.titleRow, 0)).trim(),
              ...(block === null || isChess(p.system) ? {} : { parameters: block.pairing.mcmahon }),
              // D315: the block's initial colour, which the FIDE report writes as 152
              ...(block?.initialColour !== undefined ? { initialColour: block.initialColour } : {}),
            },
            tiebreaks: params.tiebreaks,
            system: p.system,
          },
        }
      : {}),
  };
}
