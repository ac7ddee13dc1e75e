/**
 * The players' levels for `rating-officer rate --system mahjong --ratings LIST`: a CSV whose
 * header names the player (`name` or `pin`) and the level (`rank` or `level`). A mahjong levels
 * list has no rating column (the federation's rating needs five tournaments, RULES §3), so the
 * general rating-list reader, which wants `rating`, is not used here; a `rating` column, if
 * present, is ignored.
 */
import Papa from "papaparse";
import type { MahjongListedLevel } from "../core/engines/mahjong";
import { parseLevel } from "../core/mahjong/level";
import { toText } from "../formats/encoding";
import { UsageError } from "./args";
import type { CliIO } from "./types";

type Column = "pin" | "name" | "firstName" | "federation" | "level";

/** Header names (lower case, spaces, dots, dashes and underscores removed) → column. */
// prettier-ignore
const HEADERS: Readonly<Record<string, Column>> = {
  pin: "pin", id: "pin", egdpin: "pin",
  name: "name", surname: "name", lastname: "name", player: "name", "игрок": "name", "фио": "name",
  "фамилия": "name", "játékos": "name", "név": "name",
  firstname: "firstName", givenname: "firstName", "имя": "firstName",
  federation: "federation", fed: "federation", country: "federation",
  rank: "level", level: "level", grade: "level", "уровень": "level", "ранг": "level", szint: "level",
};

const key = (h: string): string =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/gu, "");

const cellText = (c: unknown): string => String(c ?? "").trim();

/**
 * The separator of the header line: the most frequent of `;`, tab and `,` (Papa's guess is
 * unsure on a short list with a trailing blank line).
 */
function delimiterOf(text: string): string {
  const head = text.split(/\r?\n/u).find((l) => l.trim() !== "") ?? "";
  const count = (d: string): number => head.split(d).length - 1;
  return [";", "\t", ","].reduce((best, d) => (count(d) > count(best) ? d : best), ";");
}

/**
 * Reads a levels list. A missing header, a row without a name and a level that is not a
 * mahjong level are {@link UsageError}s named `FILE:LINE:COLUMN`; a row without a level gives
 * nothing (its player, if he plays, is 12 kyu, R4) and is reported as a warning.
 */
export function readLevelsCsv(input: Uint8Array | string, file: string, io: CliIO): MahjongListedLevel[] {
  const { text } = toText(input);
  const rows = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: delimiterOf(text),
  }).data;
  const h = rows.findIndex((r) => r.some((c) => cellText(c) !== ""));
  const header = (rows[h] ?? []).map((c) => HEADERS[key(cellText(c))]);
  const col = (c: Column): number => header.indexOf(c);
  if (col("level") < 0 || (col("name") < 0 && col("pin") < 0)) {
    const got = (rows[h] ?? []).map(cellText).join(", ");
    throw new UsageError(
      `${file}:${h + 1}: the levels list's header must name the level (rank, level, уровень) and name or pin; got: ${got || "nothing"}`,
    );
  }
  const out: MahjongListedLevel[] = [];
  for (let i = h + 1; i < rows.length; i++) {
    const r = rows[i] ?? [];
    if (r.every((c) => cellText(c) === "")) continue;
    const line = i + 1;
    const get = (c: Column): string => (col(c) < 0 ? "" : cellText(r[col(c)]));
    const name = get("name");
    const pin = get("pin");
    const level = get("level");
    if (name === "" && pin === "") {
      const at = (col("name") >= 0 ? col("name") : col("pin")) + 1;
      throw new UsageError(`${file}:${line}:${at}: a row without a player name`);
    }
    if (level === "") {
      io.err(
        `${file}:${line}:${col("level") + 1}: warning: no level for ${name || pin}; the row is ignored\n`,
      );
      continue;
    }
    try {
      parseLevel(level);
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(/^Argument level: /, "") : String(error);
      throw new UsageError(`${file}:${line}:${col("level") + 1}: ${message}`);
    }
    const firstName = get("firstName");
    const federation = get("federation");
    out.push({
      name,
      rank: level,
      line,
      ...(pin !== "" ? { pin } : {}),
      ...(firstName !== "" ? { firstName } : {}),
      ...(federation !== "" ? { federation } : {}),
    });
  }
  if (out.length === 0) throw new UsageError(`${file}: no levels could be read`);
  return out;
}

/** Reads the levels list at `path` (see {@link readLevelsCsv}). */
export function readLevelsFile(path: string, io: CliIO): MahjongListedLevel[] {
  let bytes: Uint8Array;
  try {
    bytes = io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === "ENOENT" ? "no such file" : error instanceof Error ? error.message : String(error);
    throw new UsageError(`cannot read levels list ${path}: ${why}`);
  }
  return readLevelsCsv(bytes, path, io);
}
