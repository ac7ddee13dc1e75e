/**
 * Which rows a sheet's pairing block (P35) has, and where its McMahon cells are for the standings
 * formula: a chess sheet's by its system (D280), a Go sheet's by the values its file gives the
 * bye and the absence (D380, D382).
 */
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import {
  CHESS_PAIRING_KEYS,
  DUTCH_PAIRING_KEYS,
  GO_PAIRING_KEYS,
  type PairingKey,
} from "../i18n/pairing-labels";
import { type McMahonCells } from "./formulas";
import { abs } from "./layout";
import { type SheetPairing } from "./sheet-pairing";

/**
 * How a chess sheet pairs (D280): by the Dutch System (C.04.3), or by the OpenGotha engine's
 * Swiss, for unrated club events only.
 */
export type ChessSystem = "dutch" | "swiss";

/**
 * The block's rows on a Go sheet, or a chess sheet's (P35): the Dutch System's has its Pairing
 * row and its initial colour (D280, D315).
 */
export const blockKeys = (chess: ChessSystem | undefined, p?: SheetPairing): readonly PairingKey[] =>
  chess === "dutch"
    ? DUTCH_PAIRING_KEYS
    : chess === "swiss"
      ? CHESS_PAIRING_KEYS
      : GO_PAIRING_KEYS.filter((key) => p === undefined || !unsaidValue(key, p));

/** The Go block's rows of 0, ½ or 1 point and the McMahon value each sets (doubled). */
export const HALF_POINT_ROWS = [
  ["mmAbsent", "absentMms2"],
  ["byePoints", "byePoints2"],
  ["byeMms", "byeMms2"],
  ["absentPoints", "absentPoints2"],
] as const;

/**
 * D380, D382: a Go block's bye and absence rows are written where the file gives them values
 * other than P31's (a bye a win's point and McMahon point, an absence 0 points); a block without
 * them (every sheet written before them) means those values.
 */
function unsaidValue(key: PairingKey, p: SheetPairing): boolean {
  const m = p.mcmahon;
  const d = DEFAULT_PARAMETERS;
  if (key === "byePoints" || key === "byeMms")
    return m.byePoints2 === d.byePoints2 && m.byeMms2 === d.byeMms2;
  return key === "absentPoints" && m.absentPoints2 === d.absentPoints2;
}

/**
 * The McMahon cells (absolute) of a block whose values are at `cells`; undefined unless the five
 * of P35 are there. D380, D382: the bye's and the absence's points where the block has their rows.
 */
export function mcmahonCellsAt(
  cells: ReadonlyMap<PairingKey, { row: number; column: number }>,
): McMahonCells | undefined {
  const at = (key: PairingKey): string | undefined => {
    const c = cells.get(key);
    return c === undefined ? undefined : abs(c.row, c.column);
  };
  const [zero, floor, bar, absent, roundDown] = (
    ["mmZero", "mmFloor", "mmBar", "mmAbsent", "roundDown"] as const
  ).map(at);
  if (
    zero === undefined ||
    floor === undefined ||
    bar === undefined ||
    absent === undefined ||
    roundDown === undefined
  )
    return undefined;
  const [byePoints, byeMms, absentPoints] = (["byePoints", "byeMms", "absentPoints"] as const).map(at);
  return {
    zero,
    floor,
    bar,
    absent,
    roundDown,
    ...(byePoints !== undefined && byeMms !== undefined ? { byePoints, byeMms } : {}),
    ...(absentPoints !== undefined ? { absentPoints } : {}),
  };
}
