/**
 * A TRF file's point system (FORMATS.md §1.3, §1.6): the 162 record's symbols W D L A P X, or
 * bbpPairings' BBW BBD BBL BBZ BBF BBU lines (`BBW  1.0`): win, draw, loss, zero-point bye (A),
 * forfeit loss, pairing-allocated bye (P); and what the byes are worth in the model's 1 / ½ / 0.
 */
import { DiagnosticSink } from "../core/tournament/diagnostics";
import type { RoundEntry, Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import type { Block } from "./trf-player";

/** The points of each symbol, with the line that gives them and its record (`162`, `BBZ`). */
export type PointValues = Map<string, { value: number; line: number; record: string }>;

/**
 * What the file's point records make its byes and its forfeit loss worth, doubled in the model's
 * 1 / ½ / 0 (D21): the pairing-allocated bye (`P`, `BBU`), the zero-point bye (`A`, `BBZ`) and the
 * forfeit loss (`BBF`, else `162`'s A, which FORMATS §1.3 gives both).
 */
export interface LetterValues {
  readonly pab2: number;
  readonly zeroBye2: number;
  readonly forfeitLoss2: number;
}

/** The values of a file without point records (TRF's defaults, FORMATS §1.3). */
export const DEFAULT_LETTER_VALUES: LetterValues = { pab2: 2, zeroBye2: 0, forfeitLoss2: 0 };

/**
 * D431: what a round block's result letter is worth in this file, doubled: the one definition the
 * reader, D389's points check, the writer and `pair --out` count by. As bbpPairings v6.0.0 counts
 * a result (tournament.h, `getPoints`): `1 W F` and a forfeit win against an opponent a win, `=
 * D H` a draw, `0 L` a loss; the pairing-allocated bye `U`, and `+` without an opponent (which
 * bbpPairings reads as taking part in the pairing, D432), the file's P; `-` against an opponent
 * the file's forfeit loss; `Z`, and a blank result and `-` without an opponent, the file's
 * zero-point bye (A); a blank result against an opponent, a game not yet played, 0. Undefined for
 * a letter TRF does not have.
 */
export function letterPoints2(letter: string, opponent: boolean, v: LetterValues): number | undefined {
  switch (letter.toUpperCase()) {
    case "1":
    case "W":
    case "F":
      return 2;
    case "+":
      return opponent ? 2 : v.pab2;
    case "U":
      return v.pab2;
    case "=":
    case "D":
    case "H":
      return 1;
    case "0":
    case "L":
      return 0;
    case "-":
      return opponent ? v.forfeitLoss2 : v.zeroBye2;
    case "Z":
      return v.zeroBye2;
    case " ":
      return opponent ? 0 : v.zeroBye2;
    default:
      return undefined;
  }
}

/** A point-system record: `162` or one of bbpPairings' `BB?` lines. */
export const isPointRecord = (line: string): boolean => /^(?:162|BB[WDLZFU])$/.test(line.slice(0, 3));

/** The win, draw, loss and forfeit-loss values a file gives, as a message shows them (`W 3, D 1`). */
const shown = (values: PointValues): string =>
  ["W", "D", "L", "F"]
    .filter((k) => values.has(k))
    .map((k) => `${k} ${values.get(k)?.value}`)
    .join(", ");

/**
 * The point system of a TRF's lines when a win, draw, loss or forfeit loss is not worth the
 * model's 1 / ½ / 0 / 0 (`W 3, D 1`), else "": the TRF writer writes points and ranks in
 * 1 / ½ / 0, which such records would contradict.
 */
export function foreignPoints(lines: readonly string[]): string {
  const values = valuesOf(lines);
  const model: readonly (readonly [string, number])[] = [
    ["W", 1],
    ["D", 0.5],
    ["L", 0],
    ["F", 0],
  ];
  const off = model.some(([k, v]) => (values.get(k)?.value ?? v) !== v);
  return off ? shown(values) : "";
}

/** The point values of a TRF's lines (its `162` and `BB?` records); the reader has said what is wrong in them. */
export function valuesOf(lines: readonly string[]): PointValues {
  const values: PointValues = new Map();
  const ignored = new DiagnosticSink("TRF");
  lines.forEach((l, i) => isPointRecord(l) && pointLine(l.slice(0, 3), l, i + 1, values, ignored));
  return values;
}

/**
 * The line that gives a TRF's pairing-allocated bye (`P`: `162`'s P, `BBU`; D387) or its
 * zero-point bye (`A`: `162`'s A, `BBZ`; D365) its value, 0 where none does: for a message to
 * name it. The value itself is the reader's (`parameters.byePoints2`, `absentPoints2`; D412).
 */
export function pointLineOf(lines: readonly string[], symbol: "P" | "A"): number {
  return valuesOf(lines).get(symbol)?.line ?? 0;
}

/** Reads a `162` record or a `BB?` line into `values`; a BB? value that is no number is a warning. */
export function pointLine(
  code: string,
  line: string,
  lineNo: number,
  values: PointValues,
  sink: DiagnosticSink,
): void {
  if (code === "162") {
    // 162  W 1.0    D 0.5    L 0.0    P 1.0
    for (const m of line.slice(4).matchAll(/([WDLAPX])\s+(\d+(?:\.\d+)?)/g)) {
      values.set(m[1] ?? "", { value: Number(m[2]), line: lineNo, record: code });
    }
    return;
  }
  const m = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(line.slice(3));
  const symbol = { W: "W", D: "D", L: "L", Z: "A", F: "F", U: "P" }[code.charAt(2) as "W"];
  if (m) values.set(symbol, { value: Number(m[1]), line: lineNo, record: code });
  else sink.warning(lineNo, 5, msg("rdPointValue", { record: code, value: line.slice(3).trim() }));
}

/**
 * The byes' and the forfeit loss's worth in doubled points (2 / 1 / 0): a pairing-allocated bye
 * (P), a zero-point bye (A) and a forfeit loss (`BBF`, else `162`'s A), relative to the win; a
 * point system that does not scale to 1 / ½ / 0 is said. `sink` undefined: said nowhere.
 */
export function byeValues(
  pointValues: PointValues,
  sink?: DiagnosticSink,
): { pab2: 0 | 1 | 2; zeroBye2: 0 | 1 | 2; forfeitLoss2: 0 | 1 | 2 } {
  // the model counts 1 / ½ / 0 (doubled 2 / 1 / 0, D21): byes are valued relative to a win,
  // and a point system that does not scale to 1 / ½ / 0 is reported (scores then differ)
  const win = pointValues.get("W")?.value ?? 1;
  const relative2 = (symbol: string, fallback: 0 | 1 | 2): 0 | 1 | 2 => {
    const v = symbol === "F" ? forfeitLoss(pointValues) : pointValues.get(symbol);
    if (v === undefined) return fallback;
    const x = win > 0 ? (2 * v.value) / win : NaN;
    if (x === 0 || x === 1 || x === 2) return x;
    if (symbol === "F") return fallback; // said below, as a point system other than 1 / ½ / 0
    sink?.info(
      v.line,
      0,
      msg("rdByeWorth", { pab: symbol === "P", value: v.value, win, asWin: fallback === 2 }),
    );
    return fallback;
  };
  const scaled = (symbol: string, expected: number): boolean =>
    Math.abs((pointValues.get(symbol)?.value ?? expected * win) - expected * win) < 1e-9;
  if (!scaled("D", 0.5) || !scaled("L", 0) || !scaled("F", 0)) {
    const at = pointValues.get("D")?.line ?? pointValues.get("L")?.line ?? pointValues.get("F")?.line ?? 0;
    sink?.info(at, 0, msg("rdPointSystem", { shown: shown(pointValues) }));
  }
  return { pab2: relative2("P", 2), zeroBye2: relative2("A", 0), forfeitLoss2: relative2("F", 0) };
}

/** The forfeit loss's value: `BBF`'s, else a `162`'s A (FORMATS §1.3: "A (zero-point bye / forfeit loss)"). */
export function forfeitLoss(values: PointValues): { value: number; line: number } | undefined {
  const a = values.get("A");
  return values.get("F") ?? (a?.record === "162" ? a : undefined);
}

/**
 * D431: the letter values of a tournament: its byes' as the reader kept them (D412), the forfeit
 * loss's from a TRF's own point records (the model has no place for it), else TRF's defaults.
 */
export function tournamentLetterValues(t: Tournament): LetterValues {
  const forfeitLoss2 = t.format === "trf" ? linesLetterValues(t.sourceLines ?? []).forfeitLoss2 : 0;
  return { pab2: t.parameters.byePoints2, zeroBye2: t.parameters.absentPoints2, forfeitLoss2 };
}

/** D431: the letter values the point records among `lines` give (`byeValues`, nothing said again). */
export function linesLetterValues(lines: readonly string[]): LetterValues {
  return byeValues(valuesOf(lines));
}

/**
 * Whether the file's point system is 1 / ½ / 0 (no BBW, BBD, BBL, BBF or 162 saying otherwise,
 * D21) with byes of 0, ½ or 1 (`byeValues` counts any other as it says, and the file's points
 * cannot be held to a value the reader chose, D389).
 */
export function standardPoints(values: PointValues): boolean {
  const is = (symbol: string, value: number): boolean => (values.get(symbol)?.value ?? value) === value;
  const bye = (symbol: string): boolean => [0, 0.5, 1].includes(values.get(symbol)?.value ?? 0);
  return is("W", 1) && is("D", 0.5) && is("L", 0) && is("F", 0) && bye("P") && bye("A");
}

/**
 * D389: the points of a `001` record (columns 81–84) against what its results add up to, as
 * bbpPairings checks them (it refuses a file where they differ). The results are counted, as
 * always (D21); a record whose points differ is said, at the first such record with how many
 * more. A round's column beyond the crosstable's (an in-tournament file's absences declared
 * ahead of the pairing, D278) may be counted in the points or not (D310), and so may an
 * acceleration's fictitious points, as bbpPairings' reader allows both. A points field that is
 * not a number of points is left to the other checks.
 */
export function pointsAgainstResults(
  rows: readonly {
    line: number;
    text: string;
    player: { startNumber?: number; name: string };
    blocks: Block[];
    results: readonly RoundEntry[];
    /** The acceleration's fictitious points (doubled) the points may hold, as bbpPairings allows. */
    virtual2: readonly number[];
  }[],
  rounds: number,
  byes: LetterValues,
  sink: DiagnosticSink,
): void {
  const differ: { line: number; start: number; name: string; points: string; results: number }[] = [];
  for (const r of rows) {
    const field = r.text.slice(80, 84).trim();
    if (!/^\d{1,3}(?:\.\d)?$/.test(field)) continue;
    // the file's worth of each round (D431): the model's, but a forfeit loss at the file's value
    // (the model counts it 0, a forfeit's two sides making one game's point; `rdForfeitLossWorth`)
    let sum2 = 0;
    r.results.forEach((e, k) => {
      const b = r.blocks[k];
      const lost = e.kind === "game" && e.forfeit && e.score === 0 && b !== undefined;
      sum2 += lost ? (letterPoints2(b.result, true, byes) ?? 0) : (e.score ?? 0);
    });
    let ahead2 = 0;
    // a declared absence only: a blank block past the crosstable (a line's trailing blanks)
    // declares nothing, though a blank round within it is a `Z` (D431)
    for (const b of r.blocks.slice(rounds))
      ahead2 += b.result.trim() === "" ? 0 : (letterPoints2(b.result, b.opp > 0, byes) ?? 0);
    const file2 = Math.round(Number(field) * 2);
    const allowed = [0, ...r.virtual2].flatMap((v) => [sum2 + v, sum2 + ahead2 + v]);
    if (!allowed.includes(file2)) {
      differ.push({
        line: r.line,
        start: r.player.startNumber ?? 0,
        name: r.player.name,
        points: field,
        results: sum2 / 2,
      });
    }
  }
  const first = differ[0];
  if (first === undefined) return;
  const { line, ...said } = first;
  sink.warning(line, 81, msg("rdPointsDiffer", { ...said, more: differ.length - 1 }));
}
