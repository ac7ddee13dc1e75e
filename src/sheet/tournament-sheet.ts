/**
 * The tournament sheet as a plan (plan.ts): a header block, the crosstable, the standings and
 * the new ratings, for MGSZ, FIDE and mahjong. Pure: the pane hands in what it read and chose;
 * the adapter writes the plan. Layout (docs/taskpane.md, "The tournament sheet"):
 *
 *   A1            the event's name; right of the print area in the same row, what to do next
 *                 (edit, then Recalculate), which is not printed
 *   A2:C…         the header block, one `label | value | explanation` row per parameter; the
 *                 labels (texts.ts) tell Recalculate which value is which, in any language
 *   (blank row)
 *   crosstable    an Excel table: No, Name, Rank, Rating, one column per round in the cell
 *                 grammar (mahjong: Place, Player, Level, Points); every text cell is Text
 *   (blank rows)
 *   Standings     TOURNAMENT.STANDINGS over the crosstable, spilled (Go and chess)
 *   New ratings   TOURNAMENT.MGSZ / .FIDE / .MAHJONG over the crosstable, spilled
 *   (team events: the teams and their standings, team-blocks.ts)
 *   note          rated without unknown or contested results (D54): the games left out, one a
 *                 row (unsettled-note.ts), printed with the rest
 *
 * The spills' header rows are in the sheet's language (the functions' `language` argument,
 * src/results/headers.ts). Column widths follow the content (`contentWidths`, layout.ts); the
 * title, the explanations and the section titles run over the empty cells to their right.
 *
 * The figures are formulas over the crosstable and the header block's values, so a corrected
 * result or multiplier recalculates them in Excel. Excel tables cannot hold a spill, so the two
 * spill areas are plain ranges with their number formats set in advance. The starts written
 * into the crosstable (the starting rating, the MGSZ rank, FIDE's K) are the engine's, from the
 * rating list when there is one; the outcomes are the ratings formula's, evaluated (D117).
 */
import { cellAddress, parseCell, rangeAddress } from "./a1";
import { type Block, type Cell, type SheetPlan, bool, formula, num, text } from "./plan";
import { structuredRef } from "./table-ref";
import { sanitizeSheetName } from "./sheet-names";
import { type HeaderKey, SHEET_TEXTS } from "./texts";
import { isChess, systemOf } from "../systems";
import { render } from "../i18n/table";

import { kFormula, ratingsFormula, standingsFormula, weightFormula } from "./formulas";
import { sheetTiebreakListOf } from "./sheet-tiebreaks";
import { tiebreakListText, tiebreakNames } from "../core/tournament/tiebreak-list";
import { teamBlocks } from "./team-blocks";
import { baseName, datesRow, geoColumns } from "./rated";
import { chessSheetPairing, defaultSheetPairing, pairingBlock } from "./pairing-params";
import { headerRows, ratedShare } from "./sheet-share";
import { spillOfPlan } from "./spill-outcomes";
import { noteBlock, noteLinesOf, noteTitles, rowBelow, wrapNote } from "./unsettled-note";
import { translateHeader } from "../results/headers";
import { normBlock, normRows, sheetNorms } from "./norm-block";
import { builtNormEvent, hostCell, sexCells } from "./norm-cells";
import { sheetInitialColour } from "./pairing-dutch";
import {
  HEADER_ROW,
  HUNDREDTHS,
  SPARE_ROWS,
  TITLE_ROW,
  contentWidths,
  longestWord,
  ratingHeaders,
  ratingsSample,
  spillPreview,
  standingsSample,
  WHOLE,
  abs,
  CROSSTABLE_END,
  columnsForText,
  printAreaThrough,
  printSetup,
  ratingFormats,
  runsOf,
  spillKeys,
  sheetColumns,
  spillBlock,
  spillWidth,
  standingsFormats,
  weightedBlock,
  sheetTable,
} from "./layout";
import { cellableTournament, withEventRounds } from "./registration";
import type { TournamentSheetBuild, TournamentSheetRequest } from "./request";

export type { SheetLanguage } from "./texts";
export { criteriaOf, sheetTiebreaks } from "./sheet-tiebreaks";

/**
 * The sheet for a tournament rated under the chosen system. Throws a RatingError when the engine
 * cannot rate it (a player without a rank or rating for MGSZ, fewer than 12 mahjong players …).
 */
export function buildTournamentSheet(request: TournamentSheetRequest): TournamentSheetBuild {
  // D347, D373: every round as a cell holds it; D345: the event's every round a column
  const chess = isChess(request.params.system);
  const cellable = cellableTournament(request.tournament, chess);
  const req = { ...request, tournament: withEventRounds(cellable) };
  const tx = SHEET_TEXTS[req.language];
  const t = req.tournament;
  const sys = systemOf(req.params.system);
  const system = sys.name;
  // a crosstable's sheet has standings, tie-breaks, teams and a pairing block; a results table's not
  const crosstable = sys.input === "crosstable";
  const rated = ratedShare(req, tx);
  const tiebreaks = crosstable ? sheetTiebreakListOf(req.tiebreaks) : undefined;
  const tiebreakText = tiebreaks === undefined ? "" : tiebreakListText(tiebreaks);
  const tiebreakCount = tiebreaks?.criteria.length ?? 0;
  const chessList = tiebreaks?.event === "chess";
  const tiebreakWords = tiebreaks === undefined ? [] : tiebreakNames(tiebreaks);

  // Header block from A2: label | value | explanation.
  const header: [HeaderKey, Cell, Cell?][] = [
    datesRow(t, req.language),
    // The file's own name with its extension; pasted text has none, and says so.
    ["file", text((req.fileName.split(/[\\/]/).pop() ?? "").trim() || tx.pasted)],
    ["system", text(sys.sheet.code), text(render(sys.displayName, req.language))],
    ...headerRows(sys, req, rated),
    ...(crosstable ? [["tiebreaks", text(tiebreakText)] as [HeaderKey, Cell]] : []),
    ...(chess ? [["host", hostCell(t)] as [HeaderKey, Cell]] : []), // D358
  ];
  const cellOf: Partial<Record<HeaderKey, string>> = {};
  header.forEach(([key], i) => (cellOf[key] = abs(HEADER_ROW + i, 1)));
  // Mahjong's W: a live formula over the last day and the release (D16).
  const weightRow = header.findIndex(([key]) => key === "weight");
  if (weightRow >= 0 && cellOf.lastDay !== undefined && cellOf.release !== undefined) {
    const [, , note] = header[weightRow] ?? [];
    header[weightRow] = [
      "weight",
      formula(weightFormula(cellOf.lastDay, cellOf.release), HUNDREDTHS),
      ...(note !== undefined ? [note] : []),
    ] as [HeaderKey, Cell, Cell?];
  }
  const headerBlock: Block = {
    at: cellAddress(HEADER_ROW, 0),
    rows: header.map(([key, value, note]) => [text(tx.labels[key]), value, note ?? null]),
  };
  const eventName = t.name.trim() || baseName(req.fileName).trim() || tx.untitled;
  const title: Block = { at: cellAddress(TITLE_ROW, 0), rows: [[text(eventName)]] };

  // Crosstable after one blank row.
  const ctRow = HEADER_ROW + header.length + 1;
  const n = rated.rows.length;
  const width = rated.header.length;
  const ctBlock: Block = { at: cellAddress(ctRow, 0), rows: [rated.header.map(text), ...rated.rows] };
  const tableName = crosstable ? "Crosstable" : "Results"; // D324: the formulas name its columns
  const data = structuredRef(tableName, rated.header[0] ?? "", rated.header[width - 1] ?? "");
  const blocks: Block[] = [title, headerBlock, ctBlock];
  const bold = [
    cellAddress(TITLE_ROW, 0),
    rangeAddress({ row: HEADER_ROW, column: 0, rows: header.length, columns: 1 }),
  ];
  // What sets the columns' widths: the header block's labels, the values that have an
  // explanation beside them, the crosstable, the side columns and the spills as they will be.
  const measured: Block[] = [
    {
      at: headerBlock.at,
      rows: header.map(([key, value, note]) => [
        text(tx.labels[key]),
        note === undefined || note === null ? null : value,
      ]),
    },
    { at: ctBlock.at, rows: [rated.header.map((h) => text(longestWord(h))), ...rated.rows] },
  ];
  const wrap = [rangeAddress({ row: ctRow, column: 0, rows: 1, columns: width })];
  // Right of the crosstable after the D289 column: FIDE's K; MGSZ's Register (D24, D286) and
  // thresholds reached once (D170); then every system's IDs.
  let side = width + 1;
  const sides: { k?: string; register?: string; reachedOnce?: string } = {};
  const kCell = cellOf.k ?? "";
  const sideColumns: ["k" | "register" | "reachedOnce", Cell[] | undefined][] = [
    [
      "k",
      rated.kColumn?.values.map((k): Cell =>
        k === null ? null : rated.kColumn?.fixed === true ? formula(kFormula(kCell), WHOLE) : num(k, WHOLE),
      ),
    ],
    ["register", rated.registerColumn?.map((r): Cell => (r === null ? null : bool(r)))],
    ["reachedOnce", rated.reachedOnceColumn?.map((r): Cell => (r === null ? null : text(r)))],
  ];
  // D286: the Register switches as checkboxes where the host has them, else ✓ / ✗ (checkboxes.ts)
  const checkboxes: string[] = [];
  for (const [key, cells] of sideColumns) {
    if (cells === undefined) continue;
    if (key === "register") for (const run of runsOf(cells, ctRow + 1, side)) checkboxes.push(run);
    blocks.push({ at: cellAddress(ctRow, side), rows: [[text(tx[key])], ...cells.map((c) => [c])] });
    bold.push(cellAddress(ctRow, side));
    measured.push(blocks[blocks.length - 1] as Block);
    sides[key] = structuredRef(tableName, tx[key]); // D324
    side++;
  }
  blocks.push({
    at: cellAddress(ctRow, side),
    rows: [[text(tx.id)], ...rated.ids.map((id): Cell[] => [id === undefined ? null : text(id)])],
  });
  measured.push(blocks[blocks.length - 1] as Block);
  bold.push(cellAddress(ctRow, side));
  // Then the players' clubs and countries, when the file has them (mahjong pairs nobody); a chess
  // sheet's players' sex (D357)
  for (const rows of crosstable ? [...geoColumns(t, tx), ...(chess ? [sexCells(t, tx)] : [])] : []) {
    side++;
    blocks.push({ at: cellAddress(ctRow, side), rows });
    measured.push(blocks[blocks.length - 1] as Block);
    bold.push(cellAddress(ctRow, side));
  }
  const sideEnd = side + 1;
  blocks.push({ at: cellAddress(ctRow, width), rows: [[text(CROSSTABLE_END)]] }); // D289

  let next = ctRow + 1 + n + 1 + 1;
  // D287: the numbers centred, not right-aligned against the names beside them
  const centered = [rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: 1 })];
  /** D285: the standings and the new ratings each print from a page of their own. */
  const pageBreaks: number[] = [];
  let standingsAnchor: string | undefined;
  /** Where the standings' spill block is in `blocks`: its formula takes the pairing block's cells. */
  let standingsBlock = -1;
  if (sys.sheet.standings) {
    blocks.push({ at: cellAddress(next, 0), rows: [[text(tx.standings)]] });
    bold.push(cellAddress(next, 0));
    pageBreaks.push(next);
    // Place and No
    centered.push(rangeAddress({ row: next + 1, column: 0, rows: n + 1, columns: 2 }));
    const formats = standingsFormats(tiebreakCount);
    standingsBlock = blocks.length;
    blocks.push(
      spillBlock(
        { row: next + 1, column: 0 },
        standingsFormula(data, cellOf.tiebreaks ?? '""', req.language),
        n + 1,
        formats,
      ),
    );
    standingsAnchor = cellAddress(next + 1, 0);
    const headerRow = rangeAddress({ row: next + 1, column: 0, rows: 1, columns: formats.length });
    bold.push(headerRow);
    wrap.push(headerRow);
    measured.push(
      spillPreview(
        { row: next + 1, column: 0 },
        [
          // TOURNAMENT.STANDINGS's header: Go's Rank, or chess's Rating (D28), then the criteria
          ...["Place", "No", "Name", chessList ? "Rating" : "Rank"].map((h) =>
            translateHeader(h, req.language),
          ),
          ...tiebreakWords,
        ],
        standingsSample(
          rated.players.map((pl) => pl.name),
          tiebreakCount,
        ),
      ),
    );
    next = next + 1 + n + 1 + SPARE_ROWS;
  }
  blocks.push({ at: cellAddress(next, 0), rows: [[text(tx.ratings)]] });
  bold.push(cellAddress(next, 0));
  pageBreaks.push(next);
  const formats = ratingFormats(system, rated.parts);
  blocks.push(
    spillBlock(
      { row: next + 1, column: 0 },
      ratingsFormula(system, data, cellOf, sides, req.language, req.acceptUnknown === true),
      n + 1,
      formats,
    ),
  );
  const ratingsAnchor = cellAddress(next + 1, 0);
  if (spillKeys(system, rated.parts)[0] === "no")
    centered.push(rangeAddress({ row: next + 1, column: 0, rows: n + 1, columns: 1 }));
  const ratingsHeader = rangeAddress({ row: next + 1, column: 0, rows: 1, columns: formats.length });
  bold.push(ratingsHeader);
  wrap.push(ratingsHeader);
  measured.push(
    spillPreview(
      { row: next + 1, column: 0 },
      ratingHeaders(system, rated.parts).map((h) => translateHeader(h, req.language)),
      ratingsSample(
        rated.players.map((pl) => pl.name),
        system,
        rated.parts,
      ),
    ),
  );
  if (!crosstable && cellOf.weight !== undefined) {
    const w = weightedBlock({ row: next + 1, column: 0 }, n, cellOf.weight, tx.weighted);
    blocks.push(w);
    bold.push(w.at);
    measured.push({ at: w.at, rows: [[text(tx.weighted)], [text("00.00")]] });
  }

  // Team events (RULES §2.4, D30): the teams as a block of team number (the file's), team, board,
  // No, and their standings
  let teamsLayout: { teams: string; teamStandingsAnchor: string } | undefined;
  let teamRoundsEnd = 0;
  const section = t.teams;
  if (crosstable && section !== undefined && section.teams.length > 0) {
    const teams = teamBlocks(t, section, next + 1 + n + 1 + SPARE_ROWS, data, tx, req.language);
    for (const b of teams.blocks) blocks.push(b);
    for (const b of teams.bold) bold.push(b);
    for (const b of teams.measured) measured.push(b);
    teamsLayout = teams.layout;
    teamRoundsEnd = teams.end;
  }

  const tables = [
    sheetTable(tableName, rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: sideEnd })),
  ];
  const contentColumns = Math.max(
    teamRoundsEnd,
    sheetColumns(
      sideEnd,
      spillWidth(system, rated.parts, tiebreakCount, !crosstable && cellOf.weight !== undefined),
    ),
  );
  const columnWidths = contentWidths(measured, contentColumns);
  // Printed whole: the title from A, the header block's explanations from C (a narrow mahjong
  // sheet's are wider than its columns); the print area reaches as far as they run.
  const columns = header.reduce(
    (most, [, , note]) =>
      note?.kind === "text" ? Math.max(most, columnsForText(2, note.text, columnWidths)) : most,
    Math.max(contentColumns, columnsForText(0, eventName, columnWidths)),
  );
  // D54's games rated without, then the engine's notes (issue 24), under everything else, in
  // rows that fit the print area's width
  const noteLines = wrapNote(
    noteLinesOf(req.acceptUnknown === true && crosstable ? t : null, rated.notes, req.language),
    columns,
    columnWidths,
  );
  const noteRow = rowBelow(blocks);
  if (noteLines.length > 0) {
    blocks.push(noteBlock(noteRow, noteLines));
    for (const cell of noteTitles(noteRow, noteLines)) bold.push(cell);
  }
  let lastRow = noteLines.length > 0 ? noteRow + noteLines.length - 1 : next + 1 + n;
  // D303: a chess sheet's title norms from the seventh round played on, on a page of their own
  const norms = chess ? sheetNorms(t, t.rounds, builtNormEvent(t)) : undefined;
  if (norms !== undefined) {
    const nb = normBlock(rowBelow(blocks), normRows(norms, req.language));
    blocks.push(nb.block);
    for (const b of nb.bold) bold.push(b);
    pageBreaks.push(parseCell(nb.block.at).row);
    lastRow = nb.last;
  }
  // The hint after one blank column, outside the print area (A…the last column).
  blocks.push({ at: cellAddress(TITLE_ROW, columns + 1), rows: [[text(tx.recalcHint)]] });
  // Go and chess: the pairing block under the hint (P35); a Go sheet's McMahon cells in the
  // standings' formula. A chess sheet pairs by the Dutch System (D280), or with the Swiss
  // parameter sets of the OpenGotha file it was built from.
  if (crosstable) {
    const own = req.pairing;
    const swiss = chess && own?.system === "swiss";
    const pb = pairingBlock(
      chess
        ? swiss
          ? { ...chessSheetPairing(), pairing: own.pairing, placement: own.placement }
          : chessSheetPairing()
        : (own ?? defaultSheetPairing(t.parameters)),
      req.language,
      HEADER_ROW,
      columns + 1,
      chess ? (swiss ? "swiss" : "dutch") : undefined,
      chess && !swiss ? sheetInitialColour(t) : undefined, // D315
    );
    blocks.push(pb.block);
    bold.push(pb.labels);
    for (const w of pb.widths) columnWidths.push(w);
    const spill = blocks[standingsBlock];
    if (spill !== undefined && pb.mcmahon !== undefined)
      blocks[standingsBlock] = spillBlock(
        parseCell(spill.at),
        standingsFormula(data, cellOf.tiebreaks ?? '""', req.language, pb.mcmahon),
        n + 1,
        standingsFormats(tiebreakCount),
      );
  }
  const plan: SheetPlan = {
    sheetName: sanitizeSheetName(eventName),
    blocks,
    tables,
    freeze: { rows: ctRow + 1, columns: 2 },
    columnWidths,
    bold,
    wrap,
    ...(checkboxes.length > 0 ? { checkboxes } : {}),
    centered,
    print: printSetup(t.rounds, ctRow, printAreaThrough(TITLE_ROW, lastRow, columns), ctRow + n, pageBreaks),
  };
  return {
    plan,
    players: spillOfPlan(plan, system, ratingsAnchor, rated, rated.kColumn && sides.k),
    notes: rated.notes,
    layout: {
      crosstable: rangeAddress({ row: ctRow, column: 0, rows: n + 1, columns: width }),
      ...(standingsAnchor !== undefined ? { standingsAnchor } : {}),
      ratingsAnchor,
      ...(teamsLayout ?? {}),
    },
    ...(rated.postDate !== undefined ? { postDate: rated.postDate } : {}),
  };
}
