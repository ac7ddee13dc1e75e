/**
 * A TRF file's point system (FORMATS.md §1.3, §1.6): the 162 record's symbols W D L A P X, or
 * bbpPairings' BBW BBD BBL BBZ BBF BBU lines (`BBW  1.0`): win, draw, loss, zero-point bye (A),
 * forfeit loss, pairing-allocated bye (P); and what the byes are worth in the model's 1 / ½ / 0.
 */
import { DiagnosticSink } from "../core/tournament/diagnostics";
import type { RoundEntry } from "../core/tournament/model";
import { msg } from "../i18n/table";
import type { Block } from "./trf-player";
import { RESULT_POINTS2 } from "./trf-new-round";

/** The points of each symbol, with the line that gives them. */
export type PointValues = Map<string, { value: number; line: number }>;

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
function valuesOf(lines: readonly string[]): PointValues {
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
      values.set(m[1] ?? "", { value: Number(m[2]), line: lineNo });
    }
    return;
  }
  const m = /^\s*(\d+(?:\.\d+)?)\s*$/.exec(line.slice(3));
  const symbol = { W: "W", D: "D", L: "L", Z: "A", F: "F", U: "P" }[code.charAt(2) as "W"];
  if (m) values.set(symbol, { value: Number(m[1]), line: lineNo });
  else sink.warning(lineNo, 5, msg("rdPointValue", { record: code, value: line.slice(3).trim() }));
}

/**
 * The byes' worth in doubled points (2 / 1 / 0): a pairing-allocated bye (P) and a zero-point
 * bye (A), relative to the win; a point system that does not scale to 1 / ½ / 0 is said.
 */
export function byeValues(
  pointValues: PointValues,
  sink: DiagnosticSink,
): { pab2: 0 | 1 | 2; zeroBye2: 0 | 1 | 2 } {
  // the model counts 1 / ½ / 0 (doubled 2 / 1 / 0, D21): byes are valued relative to a win,
  // and a point system that does not scale to 1 / ½ / 0 is reported (scores then differ)
  const win = pointValues.get("W")?.value ?? 1;
  const relative2 = (symbol: string, fallback: 0 | 1 | 2): 0 | 1 | 2 => {
    const v = pointValues.get(symbol);
    if (v === undefined) return fallback;
    const x = win > 0 ? (2 * v.value) / win : NaN;
    if (x === 0 || x === 1 || x === 2) return x;
    sink.info(
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
    sink.info(at, 0, msg("rdPointSystem", { shown: shown(pointValues) }));
  }
  return { pab2: relative2("P", 2), zeroBye2: relative2("A", 0) };
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
  byes: { pab2: number; zeroBye2: number },
  sink: DiagnosticSink,
): void {
  const differ: { line: number; start: number; name: string; points: string; results: number }[] = [];
  for (const r of rows) {
    const field = r.text.slice(80, 84).trim();
    if (!/^\d{1,3}(?:\.\d)?$/.test(field)) continue;
    let sum2 = 0;
    for (const e of r.results) sum2 += e.score ?? 0;
    let ahead2 = 0;
    for (const b of r.blocks.slice(rounds)) {
      const letter = b.result.toUpperCase();
      ahead2 +=
        letter === "U" ? byes.pab2 : letter === "Z" ? byes.zeroBye2 : (RESULT_POINTS2.get(letter) ?? 0);
    }
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
