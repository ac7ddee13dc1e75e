/**
 * The tournament sheet's pairing block (P35, docs/pairing.md "In the sheet"): the parameters
 * Pair round k pairs with, written beside the header block as `label | value` rows and read back
 * by their labels in any of the three languages. A sheet built from an OpenGotha file holds the
 * file's own parameter sets; any other file the McMahon defaults (P31). Every value the director
 * types is checked, and a bad one is refused at its cell.
 */
import { BOUNDS } from "../core/common/bounds";
import { type PairingSystem } from "../core/engines/og-crosstable";
import { type GoRank, TOP_AMATEUR_RANK, rankText, rankValue } from "../core/go/rank";
import type { GoPairingParameters } from "../core/go/pairing-parameters";
import { type Colour, type Tournament, type TournamentParameters } from "../core/tournament/model";
import { type DiagnosticSink } from "../core/tournament/diagnostics";
import type { OgPairingRead } from "../formats/types";
import {
  CHESS_PAIRING_KEYS,
  GO_PAIRING_KEYS,
  PAIRING_KEYS,
  PAIRING_LABELS,
  type PairingKey,
} from "../i18n/pairing-labels";
import { LANGUAGES, type Language } from "../i18n/language";
import { type Message, msg } from "../i18n/table";
import { cellAddress, rangeAddress } from "./a1";
import { type McMahonCells } from "./formulas";
import { type ChessSystem, HALF_POINT_ROWS, blockKeys, mcmahonCellsAt } from "./pairing-rows";
import { contentWidths } from "./layout";
import { type Block, type Cell, bool, num, text } from "./plan";
import { type ReadGrid, type SheetProblem, problemAt } from "./read-grid";
import {
  type MutablePairing,
  SEEDS,
  SYSTEM_CODES,
  type SheetPairing,
  chessSheetPairing,
  defaultPlacement,
  defaultSheetPairing,
  otherCell,
  readOther,
} from "./sheet-pairing";

export { type SheetPairing, chessSheetPairing, defaultSheetPairing } from "./sheet-pairing";

/** The Pairing cell's code of a chess sheet paired by the Dutch System (D280). */
const DUTCH_CODE = "DUTCH";

/** The initial colour's codes in the block (D315), as the Pairing cell's are codes (DUTCH). */
const COLOUR_CODES: Readonly<Record<Colour, string>> = { white: "WHITE", black: "BLACK" };

/** The largest weight a cell takes: OpenGotha's weights are whole numbers below 2⁵³. */
const MAX_WEIGHT = Number.MAX_SAFE_INTEGER;
/** Stones: the one table of bounds (H1), as GO.HANDICAP's correction and ceiling. */
const MAX_STONES = BOUNDS.handicap.max;

/**
 * An OpenGotha file's own parameter sets (as its pairing reader reads them) and the McMahon
 * values of the tournament read from it; McMahon unless the placement starts with NBW (Swiss).
 */
function sheetPairingOfOpenGotha(og: GoPairingParameters, mcmahon: TournamentParameters): SheetPairing {
  const used = og.placement.filter((c) => c !== "NULL");
  return {
    system: used[0] === "NBW" ? "swiss" : "mcmahon",
    handicap: og.handicap,
    pairing: og.pairing,
    placement: used,
    mcmahon,
  };
}

/**
 * The pairing block's parameters of a tournament file: an OpenGotha file's own (its pairing
 * reader's), else none (the sheet then writes the McMahon defaults). A file the pairing reader
 * refuses while the standings reader took it gets the defaults too, never silently: a warning in
 * `sink` names the value refused and where it is.
 */
export function sheetPairingOfFile(
  model: OgPairingRead | undefined,
  t: Tournament,
  sink: DiagnosticSink,
): SheetPairing | undefined {
  if (t.format !== "opengotha" || model === undefined) return undefined;
  const read = model;
  if ("refused" in read) {
    const reason = read.refused;
    sink.warning(read.line, read.column, msg("pairParamsDefault", { reason }));
    return undefined;
  }
  return sheetPairingOfOpenGotha(read.tournament, t.parameters);
}

/** The block's rows, `label | value`, in `language`: `keys`' rows, in their order. */
export function pairingBlockRows(
  p: SheetPairing,
  language: Language,
  keys: readonly PairingKey[] = GO_PAIRING_KEYS,
  chess?: ChessSystem,
  initialColour?: Colour,
): Cell[][] {
  const labels = PAIRING_LABELS[language];
  const whole = (n: number): Cell => num(n, "0");
  const values: Record<PairingKey, Cell> = {
    pairing: text(chess === "dutch" ? DUTCH_CODE : SYSTEM_CODES[p.system]),
    seeding: text(p.pairing.seedSystem1),
    // OpenGotha keeps the XML's 1-based round − 1 (opengotha-model.ts)
    seedingUntil: whole(p.pairing.lastRoundForSeedSystem1 + 1),
    seedingAfter: text(p.pairing.seedSystem2),
    handicapBase: text(p.handicap.basedOnMms ? "MMS" : "RANK"),
    handicapThreshold: text(rankText(p.handicap.noHdRankThreshold)),
    handicapCorrection: whole(p.handicap.correction),
    handicapCeiling: whole(p.handicap.ceiling),
    mmZero: text(rankText(p.mcmahon.mmZero)),
    mmFloor: text(rankText(p.mcmahon.mmFloor)),
    mmBar: text(rankText(p.mcmahon.mmBar)),
    mmAbsent: num(p.mcmahon.absentMms2 / 2, "0.0"),
    roundDown: bool(p.mcmahon.roundDown),
    byePoints: num(p.mcmahon.byePoints2 / 2, "0.0"),
    byeMms: num(p.mcmahon.byeMms2 / 2, "0.0"),
    absentPoints: num(p.mcmahon.absentPoints2 / 2, "0.0"),
    geography: whole(p.pairing.avoidSameGeo),
    countryGap: whole(p.pairing.preferMMSDiffRatherThanSameCountry),
    clubGap: whole(p.pairing.preferMMSDiffRatherThanSameClub),
    colour: whole(p.pairing.balanceWB),
    other: text(otherCell(p)),
    // left empty where the file's colour could not be told: Pair round then reads round 1 (D283)
    initialColour: initialColour === undefined ? null : text(COLOUR_CODES[initialColour]),
  };
  return keys.map((key) => [text(labels[key]), values[key]]);
}

/**
 * The block written from `row` (the header block's first) at `column` (right of the print area,
 * after one blank column, under the hint): its cells, its two columns' widths, and (a Go
 * sheet's) the McMahon cells the standings formula takes (absolute). A chess sheet's (`chess`)
 * says its system (D280), the Dutch System's the initial colour (D315; White when not known).
 */
export function pairingBlock(
  p: SheetPairing,
  language: Language,
  row: number,
  column: number,
  chess?: ChessSystem,
  initialColour?: Colour,
): {
  block: Block;
  widths: { column: number; points: number }[];
  mcmahon: McMahonCells | undefined;
  labels: string;
} {
  const keys = blockKeys(chess, p);
  const block: Block = {
    at: cellAddress(row, column),
    rows: pairingBlockRows(p, language, keys, chess, initialColour),
  };
  // The "other" cell runs over the empty cells to its right: it does not set the width.
  const measured: Block = {
    at: block.at,
    rows: block.rows.map((r, i) => (keys[i] === "other" ? [r[0] ?? null] : r)),
  };
  const widths = contentWidths([measured], column + 2).slice(column);
  const cells = new Map(keys.map((key, i) => [key, { row: row + i, column: column + 1 }]));
  return {
    block,
    widths,
    mcmahon: chess !== undefined ? undefined : mcmahonCellsAt(cells),
    labels: rangeAddress({ row, column, rows: keys.length, columns: 1 }),
  };
}

const fold = (s: string): string => s.trim().toLowerCase().replace(/\s+/g, " ");
const LABELS: ReadonlyMap<string, PairingKey> = new Map(
  LANGUAGES.flatMap((lang) => PAIRING_KEYS.map((key) => [fold(PAIRING_LABELS[lang][key]), key] as const)),
);

/** The pairing key a label cell names, in any language; null for none. */
function pairingKey(label: unknown): PairingKey | null {
  return typeof label === "string" ? (LABELS.get(fold(label)) ?? null) : null;
}

/**
 * A pairing block as read: its parameters and where each value is; a chess sheet's says whether
 * it pairs by the Dutch System (D280), a Go sheet's never does.
 */
interface PairingBlockRead {
  readonly pairing: SheetPairing;
  readonly dutch: boolean;
  readonly cells: ReadonlyMap<PairingKey, { row: number; column: number }>;
  /** The Dutch System's initial colour (D315); undefined: the block has none (an older sheet, D283). */
  readonly initialColour?: Colour;
}

/**
 * The pairing block of a read sheet: found by its first label ("Pairing") in a row above the
 * crosstable (`ctRow`) right of the header block, read down while the labels are the block's.
 * Null when the sheet has none (a sheet written before the block); problems, each at its cell,
 * when a value is not right. A chess sheet's block (`chess`) pairs by the Dutch System (DUTCH, the
 * default: D280) or by OpenGotha's Swiss with even games (SWISS); a Go row (handicap, McMahon
 * values) typed into it is refused, and so is any OpenGotha row under DUTCH.
 */
export function readPairingBlock(
  grid: ReadGrid,
  ctRow: number,
  language: Language,
  chess = false,
): PairingBlockRead | SheetProblem[] | null {
  let at: { row: number; column: number } | undefined;
  for (let r = grid.read.row; r < ctRow && at === undefined; r++)
    for (let c = Math.max(3, grid.read.column); c <= grid.lastColumn && at === undefined; c++)
      if (pairingKey(grid.value(r, c)) === "pairing") at = { row: r, column: c };
  if (at === undefined) return null;
  const rows = new Map<PairingKey, number>();
  for (let r = at.row; r <= grid.lastRow; r++) {
    const key = pairingKey(grid.value(r, at.column));
    if (key === null || rows.has(key)) break;
    rows.set(key, r);
  }
  const column = at.column + 1;
  const problems: SheetProblem[] = [];
  const cells = new Map<PairingKey, { row: number; column: number }>();
  for (const [key, row] of rows) cells.set(key, { row, column });
  const labels = PAIRING_LABELS[language];
  const refuse = (key: PairingKey, m: Message): undefined => {
    const at = cells.get(key) ?? { row: 0, column };
    problems.push(problemAt(grid.address(at.row, at.column), m));
    return undefined;
  };
  const raw = (key: PairingKey): string | undefined => {
    const row = rows.get(key);
    if (row === undefined) return undefined;
    const v = grid.value(row, column);
    return String(v).trim();
  };
  const choice = <T extends string>(key: PairingKey, allowed: readonly T[]): T | undefined => {
    const v = raw(key);
    if (v === undefined || v === "") return undefined;
    const found = allowed.find((a) => a === v.toUpperCase().replace(/[\s_-]+/g, ""));
    return (
      found ??
      refuse(key, msg("pairParamChoice", { label: labels[key], value: v, allowed: allowed.join(", ") }))
    );
  };
  const whole = (key: PairingKey, min: number, max: number): number | undefined => {
    const v = raw(key);
    if (v === undefined || v === "") return undefined;
    const n = Number(v);
    if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
    return refuse(key, msg("pairParamWhole", { label: labels[key], value: v, min, max }));
  };
  /** A Go rank 30k … 9d. */
  const rank = (key: PairingKey): GoRank | undefined => {
    const v = raw(key);
    if (v === undefined || v === "") return undefined;
    const r = rankValue(v);
    if (r !== null && r <= TOP_AMATEUR_RANK) return r;
    return refuse(key, msg("pairParamRank", { label: labels[key], value: v }));
  };

  /** 0, ½ or 1 point, doubled. */
  const half = (key: PairingKey): number | undefined => {
    const v = raw(key);
    if (v === undefined || v === "") return undefined;
    const n = Number(v.replace(",", "."));
    if (n === 0 || n === 0.5 || n === 1) return n * 2;
    return refuse(key, msg("pairParamChoice", { label: labels[key], value: v, allowed: "0, 0.5, 1" }));
  };
  const flag = (key: PairingKey): boolean | undefined => {
    const row = rows.get(key);
    if (row === undefined) return undefined;
    const v = grid.value(row, column);
    if (typeof v === "boolean") return v;
    const t = String(v).trim().toUpperCase();
    if (t === "") return undefined;
    if (t === "TRUE" || t === "FALSE") return t === "TRUE";
    return refuse(
      key,
      msg("pairParamChoice", { label: labels[key], value: String(v), allowed: "TRUE, FALSE" }),
    );
  };

  const base = chess ? chessSheetPairing() : defaultSheetPairing();
  const systemCode = choice(
    "pairing",
    chess ? ([DUTCH_CODE, "SWISS"] as const) : (["MCMAHON", "SWISS"] as const),
  );
  const system: PairingSystem = chess || systemCode === "SWISS" ? "swiss" : "mcmahon";
  // D280: a chess block pairs by the Dutch System unless it says SWISS (a code refused says neither)
  const dutch = chess && (systemCode === DUTCH_CODE || (raw("pairing") ?? "") === "");
  if (chess)
    for (const key of PAIRING_KEYS) {
      const v = raw(key);
      if (key === "pairing" || key === "initialColour" || v === undefined || v === "") continue;
      if (!CHESS_PAIRING_KEYS.includes(key))
        refuse(key, msg("pairParamNotChess", { label: labels[key], value: v }));
      else if (dutch) refuse(key, msg("pairParamNotDutch", { label: labels[key], value: v }));
    }
  const p: MutablePairing = {
    system,
    handicap: { ...base.handicap },
    pairing: { ...base.pairing },
    placement: defaultPlacement(system),
    mcmahon: { ...base.mcmahon },
  };
  const seed1 = choice("seeding", SEEDS);
  if (seed1 !== undefined) p.pairing.seedSystem1 = seed1;
  const until = whole("seedingUntil", BOUNDS.rounds.min, BOUNDS.rounds.max);
  if (until !== undefined) p.pairing.lastRoundForSeedSystem1 = until - 1;
  const seed2 = choice("seedingAfter", SEEDS);
  if (seed2 !== undefined) p.pairing.seedSystem2 = seed2;
  // Go only: the handicap and the McMahon values (a chess sheet's games are even).
  if (!chess) {
    const by = choice("handicapBase", ["MMS", "RANK"] as const);
    if (by !== undefined) p.handicap.basedOnMms = by === "MMS";
    const threshold = rank("handicapThreshold");
    if (threshold !== undefined) p.handicap.noHdRankThreshold = threshold;
    const correction = whole("handicapCorrection", 0, MAX_STONES);
    if (correction !== undefined) p.handicap.correction = correction;
    const ceiling = whole("handicapCeiling", 0, MAX_STONES);
    if (ceiling !== undefined) p.handicap.ceiling = ceiling;
    const zero = rank("mmZero");
    if (zero !== undefined) p.mcmahon.mmZero = zero;
    const floor = rank("mmFloor");
    if (floor !== undefined) p.mcmahon.mmFloor = floor;
    const bar = rank("mmBar");
    if (bar !== undefined) p.mcmahon.mmBar = bar;
    const down = flag("roundDown");
    if (down !== undefined) p.mcmahon.roundDown = down;
    // the McMahon points when absent; D380, D382: the tournament's bye and absence values (an
    // older sheet has them in the "other" cell, read below)
    for (const [key, field] of HALF_POINT_ROWS) {
      const v = half(key);
      if (v !== undefined) p.mcmahon[field] = v;
    }
  }
  const geo = whole("geography", 0, MAX_WEIGHT);
  if (geo !== undefined) p.pairing.avoidSameGeo = geo;
  const country = whole("countryGap", 0, 99);
  if (country !== undefined) p.pairing.preferMMSDiffRatherThanSameCountry = country;
  const club = whole("clubGap", 0, 99);
  if (club !== undefined) p.pairing.preferMMSDiffRatherThanSameClub = club;
  const colour = whole("colour", 0, MAX_WEIGHT);
  if (colour !== undefined) p.pairing.balanceWB = colour;
  for (const word of (raw("other") ?? "").split(/\s+/).filter((w) => w !== "")) {
    if (!readOther(p, word)) refuse("other", msg("pairParamOther", { label: labels.other, value: word }));
  }
  // D315: the colour drawn for the first-ranked player in round 1, a fact of a chess event that
  // only the Dutch System pairs by (a SWISS block keeps it for DUTCH again); a Go sheet has none
  const drawn = raw("initialColour") ?? "";
  let initialColour: Colour | undefined;
  if (drawn !== "" && !chess)
    refuse("initialColour", msg("pairParamDutchOnly", { label: labels.initialColour, value: drawn }));
  else if (drawn !== "") {
    const code = choice("initialColour", [COLOUR_CODES.white, COLOUR_CODES.black] as const);
    if (code !== undefined) initialColour = code === COLOUR_CODES.white ? "white" : "black";
  }
  if (problems.length > 0) return problems;
  return { pairing: p, cells, dutch, ...(initialColour !== undefined ? { initialColour } : {}) };
}
