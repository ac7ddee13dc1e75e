import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import type { Player, RoundEntry, Tournament } from "../../src/core/tournament/model";
import { DEFAULT_PARAMETERS } from "../../src/core/tournament/model";
import { readMahjongResults, readRatingList, readTournament } from "../../src/formats";
import { FUNCTIONS } from "../../src/functions/registry";
import { englishHeader } from "../../src/results/headers";
import type { TournamentSheetBuild, TournamentSheetRequest } from "../../src/sheet/request";
import { parseRange } from "../../src/sheet/a1";
import { tournamentOf } from "../formats/fixture-model";
import { FakeWorkbook, type HostReadings, type Scalar, type SheetSeed } from "./fake-workbook";

const FIXTURES = join(__dirname, "..", "fixtures");

/** The input file of a fixture directory of test/fixtures. */
export function fixturePath(dir: string): string {
  const file = readdirSync(join(FIXTURES, dir)).find((f) => f.startsWith("input."));
  if (file === undefined) throw new Error(`no input file in ${dir}`);
  return join(FIXTURES, dir, file);
}

/** A fixture's tournament, read once per suite (frozen: tests share it). */
export function fixtureTournament(dir: string): Tournament {
  return tournamentOf(fixturePath(dir));
}

export function fixtureBytes(dir: string): Uint8Array {
  return readFileSync(fixturePath(dir));
}

export function sheetFixture(name: string): string {
  return readFileSync(join(__dirname, "fixtures", name), "utf8");
}

/** RULES.md §1.3 worked example 5 (C = 30): XY 1947 → ΣJp +0.52 → +16 → 1963. */
export const EXAMPLE5 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2-/w0;3+/b0;4+/w0;5-/b0;6+/w0
2;A;1k;1935;1+/b0;;;;
3;B;2k;1865;;1-/w0;;;
4;C;1k;1924;;;1-/b0;;
5;D;1d;1997;;;;1+/w0;
6;E;1d;2015;;;;;1-/b0
`;

/** {@link EXAMPLE5} as a sheet range hands it to a function: its rows, whole numbers as numbers. */
export function example5Range(): (string | number)[][] {
  return EXAMPLE5.trim()
    .split("\n")
    .map((l) => l.split(";").map((c) => (/^\d+$/.test(c) ? Number(c) : c)));
}

export function example5(): Tournament {
  return readTournament(EXAMPLE5, "example5.csv").tournament;
}

/** Example 5 with XY unrated: a new player declared 1k (D24), as the sheet tests of new players use it. */
export const NEW_PLAYER_EXAMPLE5 = EXAMPLE5.replace("1;XY;1k;1947;", "1;XY;1k;;");

/** {@link NEW_PLAYER_EXAMPLE5} read as the file ex.csv. */
export function newPlayerExample(): Tournament {
  return readTournament(NEW_PLAYER_EXAMPLE5, "ex.csv").tournament;
}

/** The MGSZ sheet request those tests build over `t` (multiplier 30, MMS and SOS), with `extra`. */
export function mgszSheetRequest(
  t: Tournament,
  extra: Partial<TournamentSheetRequest> = {},
): TournamentSheetRequest {
  return {
    tournament: t,
    fileName: "ex.csv",
    params: { system: "mgsz", multiplier: 30 },
    fileRatings: true,
    tiebreaks: ["MMS", "SOS"],
    language: "en",
    ...extra,
  };
}

/** RULES §1.3 example 5's MGSZ sheet (multiplier 30, the file's ratings taken as MGSZ's). */
export const example5Sheet = (): TournamentSheetRequest => ({
  tournament: example5(),
  fileName: "example5.csv",
  params: { system: "mgsz", multiplier: 30 },
  fileRatings: true,
  tiebreaks: ["MMS", "SOS"],
  language: "en",
});

/**
 * A generated Swiss-like tournament: `n` players (n even) from 20k to 5d, `rounds` rounds, in
 * round r player i meets i XOR 2^r (i XOR 1 when that is past the end: a symmetric pairing for
 * even n), the stronger (higher) side winning except every seventh game. Names include the injection strings now and then.
 */
export function bigTournament(n: number, rounds = 5, names: readonly string[] = []): Tournament {
  // i meets i XOR 2^r; past the end, i XOR 1 (symmetric for even n, see the comment above).
  const opponentOf = (i: number, r: number): number => {
    const o = i ^ (1 << r);
    return o < n ? o : i ^ 1;
  };
  const ranks = (i: number): string => {
    const v = Math.floor((i * 25) / n); // 0 … 24: 20k … 5d
    return v < 20 ? `${20 - v}k` : `${v - 19}d`;
  };
  const players: Player[] = [];
  for (let i = 0; i < n; i++) {
    const results: RoundEntry[] = [];
    for (let r = 0; r < rounds; r++) {
      const o = opponentOf(i, r);
      const stronger = Math.min(i, o) === i ? "low" : "high";
      const upset = (Math.min(i, o) + r) % 7 === 0;
      const win = (stronger === "high") !== upset; // higher index is stronger
      results.push({
        kind: "game",
        opponent: o,
        score: win ? 2 : 0,
        colour: i < o ? "white" : "black",
        handicap: 0,
        forfeit: false,
      });
    }
    const special = names[i % 97 === 3 ? Math.floor(i / 97) % Math.max(1, names.length) : -1];
    players.push({ name: special ?? `Player ${i + 1}`, rank: ranks(i), results });
  }
  return { format: "model", name: `Generated ${n}`, rounds, parameters: DEFAULT_PARAMETERS, players };
}

/** A workbook whose formulas call the add-in's custom functions, in a host's reading (D185, D188, D190). */
export function functionBook(sheets?: readonly SheetSeed[], host?: HostReadings): FakeWorkbook {
  return new FakeWorkbook({
    functions: FUNCTIONS,
    ...(sheets !== undefined ? { sheets } : {}),
    ...(host !== undefined ? { host } : {}),
  });
}

/** The values a spill anchored at `anchor` shows, `rows` × `columns`. */
export function spillValues(
  book: FakeWorkbook,
  sheet: string,
  anchor: string,
  rows: number,
  columns: number,
): Scalar[][] {
  const a = parseRange(anchor);
  const end = `${colName(a.column + columns - 1)}${a.row + rows}`;
  return book.valuesOf(sheet, `${anchor}:${end}`);
}

function colName(c: number): string {
  let s = "";
  for (let n = c + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The ratings spill of a built sheet as rows of objects keyed by the spill's header in English. */
export function ratingsTable(
  book: FakeWorkbook,
  sheet: string,
  build: TournamentSheetBuild,
): Record<string, Scalar>[] {
  const n = build.players.length;
  const header = spillValues(book, sheet, build.layout.ratingsAnchor, 1, 30)[0] ?? [];
  const width = header.findIndex((h) => h === "");
  const rows = spillValues(book, sheet, build.layout.ratingsAnchor, n + 1, width < 0 ? 30 : width);
  const [head, ...body] = rows;
  return body.map((r) =>
    Object.fromEntries((head ?? []).map((h, k) => [englishHeader(String(h)), r[k] ?? ""])),
  );
}

/**
 * The D19 mahjong results sheet's request (fixtures/mahjong-d19.csv and its levels list): 8
 * sessions, released 2026-12-01; `tournament` adds to the sheet's tournament (its dates).
 */
export function mahjongD19Request(
  language: "en" | "hu" | "ru" = "en",
  tournament: Partial<Tournament> = {},
): TournamentSheetRequest {
  const results = readMahjongResults(sheetFixture("mahjong-d19.csv"));
  return {
    tournament: {
      format: "mahjong",
      name: results.name,
      rounds: 0,
      parameters: example5().parameters,
      players: [],
      ...tournament,
    },
    mahjongResults: results,
    fileName: "d19.csv",
    params: { system: "mahjong", release: "2026-12-01", sessions: 8, championship: false },
    ratingList: readRatingList(sheetFixture("mahjong-d19-levels.csv")),
    tiebreaks: [],
    language,
  };
}
