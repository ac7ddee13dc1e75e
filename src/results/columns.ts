/**
 * One spec per rating system: the columns of its results, read by every place that shows them —
 * TOURNAMENT.MGSZ / .FIDE / .MAHJONG (the spill), the tournament sheet and Recalculate (the
 * spill's number formats, a column found by its key) and `rating-officer rate` (its table).
 * A column added here shows up in all of them.
 */
import type { Tournament } from "../core/tournament/model";

/**
 * How a figure is shown: the sheet's number format and the command line's text.
 * `whole` 1963, `signed` +16 / −16 / 0, `tenths` 4.5, `hundredths` 2.50, `thousandths` 0.520.
 */
export type Figure = "whole" | "signed" | "tenths" | "hundredths" | "thousandths";

export type Shown = string | number;

/** P: a player's result, R: the tournament's result, T: the tournament rated (mahjong: none). */
export interface ResultColumn<P, R, T = Tournament> {
  /** The column's name in code (`nrKt`): the sheet finds a column by it, never by position. */
  readonly key: string;
  /** Its header in the spill (English, as TOURNAMENT.* returns it) and, unless `cli` says otherwise, on the command line. */
  readonly header: string;
  /** The figure's format; null: General (text, or a number shown as it is). */
  readonly figure: Figure | null;
  /** The value from the engine's result; null: a blank cell. Absent: a command-line column only. */
  readonly value?: (p: P, r: R, t: T) => Shown | null;
  /** The command line's table: its own header or text where they differ from the spill's; false: not printed. */
  readonly cli?: false | { readonly header?: string; readonly text?: (p: P, r: R, t: T) => Shown };
  /** The figure is official: it is what the federation publishes (FIDE's rating after). */
  readonly official?: boolean;
}

/** The columns of the spill (TOURNAMENT.*), in order. */
export function spillColumns<P, R, T>(columns: readonly ResultColumn<P, R, T>[]): ResultColumn<P, R, T>[] {
  return columns.filter((c) => c.value !== undefined);
}

/** The spill as TOURNAMENT.* returns it: a header row, then one row per player. */
export function spillTable<P, R, T>(
  columns: readonly ResultColumn<P, R, T>[],
  players: readonly P[],
  r: R,
  t: T,
): Shown[][] {
  const spill = spillColumns(columns);
  return [spill.map((c) => c.header), ...players.map((p) => spill.map((c) => c.value?.(p, r, t) ?? ""))];
}

/** A figure as the command line prints it. */
export function figureText(figure: Figure | null, x: Shown | null): Shown {
  if (x === null) return "";
  if (typeof x !== "number") return x;
  switch (figure) {
    case "signed":
      return x > 0 ? `+${x}` : String(x);
    case "tenths":
      return x.toFixed(1);
    case "hundredths":
      return x.toFixed(2);
    case "thousandths": {
      // signed, trailing zeros dropped: 0.52 → "+0.52", −0.16 → "-0.16", 0 → "0"
      const s = String(Number(Math.abs(x).toFixed(3)));
      return x > 0 ? `+${s}` : x < 0 ? `-${s}` : "0";
    }
    default:
      return x;
  }
}

/** The command line's table (header row first) and the columns to right-align (two-decimal text). */
export function cliTable<P, R, T>(
  columns: readonly ResultColumn<P, R, T>[],
  players: readonly P[],
  r: R,
  t: T,
): { rows: Shown[][]; rightAligned: number[] } {
  const shown = columns.filter((c) => c.cli !== false);
  const cli = (c: ResultColumn<P, R, T>) => (c.cli === false ? undefined : c.cli);
  const rows: Shown[][] = [shown.map((c) => cli(c)?.header ?? c.header)];
  for (const p of players) {
    rows.push(
      shown.map((c) => {
        const text = cli(c)?.text;
        return text !== undefined ? text(p, r, t) : figureText(c.figure, c.value?.(p, r, t) ?? null);
      }),
    );
  }
  const rightAligned = shown.flatMap((c, i) =>
    c.figure === "hundredths" && cli(c)?.text === undefined ? [i] : [],
  );
  return { rows, rightAligned };
}

/** The index of a spill column by its key (−1 when the system has none). */
export function spillIndex<P, R, T>(columns: readonly ResultColumn<P, R, T>[], key: string): number {
  return spillColumns(columns).findIndex((c) => c.key === key);
}
