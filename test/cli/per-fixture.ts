/**
 * What the command-line suites check on every fixture, one body each, so that the same checks run
 * on the small fixtures in `npm test` and on the EGC-size ones (500 players and more: EGC 2011 and
 * 2013 in their formats) in the slow suite (`large-fixtures.slow.test.ts`, run by CI), where a
 * round trip of 600–760 players costs 0.3–0.7 s.
 */
import { readFileSync } from "fs";
import { fullName, pairedGames } from "../../src/core/tournament/model";
import type { Tournament } from "../../src/core/tournament/model";
import { scoredAsUnknown, unsettledGames } from "../../src/core/tournament/unsettled";
import { readCsv } from "../../src/formats/csv";
import { readEgd } from "../../src/formats/egd";
import { asLines, tournamentOf } from "../formats/fixture-model";
import { inPlacingOrder } from "../formats/placing-order";
import { FIXTURES, GO_FIXTURES, fixtureFile, run, runOnce } from "./fake-io";

/**
 * The fixtures of an EGC's size (500 players and more): EGC 2013 (594 players) as EGD h9, FFG
 * .tou and OpenGotha XML, EGC 2011 (760) as OpenGotha XML. Named, not found by reading every
 * fixture, which read these four (0.3–0.7 s each) in every suite that leaves them out; the slow
 * suite checks the list against the files' player counts (`large-fixtures.slow.test.ts`).
 */
export const LARGE_FIXTURES: readonly string[] = [
  "egd-egc2013",
  "ffg-egc2013",
  "opengotha-egc2013",
  "opengotha-parity-egc2011",
];

/** A fixture of an EGC's size: its per-fixture checks run in the slow suite. */
export function isLarge(dir: string): boolean {
  return LARGE_FIXTURES.includes(dir);
}

/** The Go fixtures `convert` reads back: not those pairing a player several times in a round (D71). */
export const CONVERTIBLE: readonly string[] = GO_FIXTURES.filter(
  (d) => !d.startsWith("opengotha-parity-twice-"),
);

/**
 * The Go fixtures on which `npm test` runs the per-fixture checks of convert, rate and standings:
 * one of each Go format (EGD h9, FFG .tou, OpenGotha XML, pairgoth, MacMahon), OpenGotha's 99K
 * written as 30k and rated from a start (opengotha-rating-7800), a player paired several times in
 * a round rated from starts (opengotha-parity-twice-shortname, D71, D24) and the team EGC 2013's
 * "Ghost 1" (a first name that is a number). On the other Go fixtures the same checks are a
 * regression sweep of 20–800 ms a fixture (about 5 s in all), run in the slow suite
 * (`fixture-sweep.slow.test.ts`, run by CI); the EGC-size ones in `large-fixtures.slow.test.ts`.
 */
export const GO_SAMPLES: readonly string[] = [
  "egd-veterans",
  "ffg-veterans",
  "macmahon-sample-tournament",
  "opengotha-parity-twice-shortname",
  "opengotha-rating-7800",
  "opengotha-team-egc2013",
  "pairgoth-bosp2024",
];

/** A Go fixture `npm test` runs the per-fixture checks on (GO_SAMPLES). */
export function isSample(dir: string): boolean {
  return GO_SAMPLES.includes(dir);
}

/** A Go fixture whose per-fixture checks run in `fixture-sweep.slow.test.ts`. */
export function isSwept(dir: string): boolean {
  return GO_FIXTURES.includes(dir) && !isLarge(dir) && !isSample(dir);
}

/** Who met whom in which round, with what result, colour and handicap. */
export const games = (t: Tournament) => pairedGames(t);
/** EGD writes a space inside a name part as "_" and reads "_" back as a space (FORMATS.md §2). */
export const spaced = (s: string | undefined) => (s ?? "").replace(/_/g, " ");
const people = (t: Tournament) =>
  t.players.map((p) => [spaced(p.name), spaced(p.firstName), p.rank ?? "", p.egdPin ?? ""]);

/**
 * The OpenGotha XML `xmlDir` written as h9 by `convert` has the same games as OpenGotha's own h9
 * export of the same tournament, `h9Dir` (FORMATS twins). OpenGotha cuts h9 names to 30
 * characters: players are compared by PIN-less name prefix.
 */
export async function sameGamesAsOpenGothasH9(xmlDir: string, h9Dir: string): Promise<void> {
  const r = await runOnce(["convert", fixtureFile(xmlDir), "--to", "h9"]);
  expect(r.code).toBe(0);
  const ours = readEgd(r.stdout).tournament;
  const theirs = tournamentOf(fixtureFile(h9Dir));
  const who = (t: Tournament, i: number) => {
    const p = t.players[i];
    return spaced(`${p?.name} ${p?.firstName ?? ""}`).slice(0, 25);
  };
  const key = (t: Tournament) =>
    pairedGames(t)
      .map((g) => `${g.round} ${who(t, g.first)} | ${who(t, g.second)} ${g.score} ${g.forfeit} ${g.handicap}`)
      .sort();
  expect(key(ours).length).toBeGreaterThan(0);
  expect(key(ours)).toEqual(key(theirs));
}

/** `convert` to h9 and to CSV reads back to the same players and games. */
export async function convertsBack(dir: string): Promise<void> {
  const file = fixtureFile(dir);
  const original = tournamentOf(file);
  const h9 = await runOnce(["convert", file, "--to", "h9"]);
  expect(h9.code).toBe(0);
  const fromH9 = readEgd(h9.stdout);
  expect(fromH9.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const csv = await run(["convert", file, "--to", "csv"]);
  expect(csv.code).toBe(0);
  const fromCsv = readCsv(csv.stdout);
  expect(fromCsv.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  // h9 lists the players in final placing order (OpenGotha's "Export to EGF"), CSV in file order
  const placed = inPlacingOrder(original);
  for (const [back, model, noRank] of [
    [fromH9.tournament, placed, "30k"],
    [fromCsv.tournament, original, ""],
  ] as const) {
    expect(back.rounds).toBe(model.rounds);
    // h9 needs a rank: a player without one (OpenGotha's 99K, opengotha-rating-7800) is 30k there
    const ranked = model.players.map((p) => (p.rank === undefined ? { ...p, rank: noRank } : p));
    expect(people(back)).toEqual(people({ ...model, players: ranked }));
    expect(asLines(games(back))).toEqual(asLines(games(model)));
  }
}

export interface RateRow {
  no: number;
  name: string;
  source: string;
  newPlayer: boolean;
  ratingBefore: number;
  ratingAfter: number;
  rankBefore: string;
  rankAfter: string;
  sumJp: number;
  sumJpParts: number[];
  change: number;
  games: number;
}

export const START_GIVEN: Readonly<Record<string, readonly string[]>> = {
  "opengotha-rating-7800": ["--start", "2=1000,6=1000"],
  // five of OpenGotha's 99K (no rank) and no MGSZ list: a start given for each (D24, D64)
  "opengotha-parity-twice-shortname": ["--start", "1=1000,2=1000,4=1000,5=1000,6=1000"],
};

export function systemOf(dir: string): string[] | null {
  if (dir === "egd-ratinglist-hu") return null; // a rating list, used as --ratings above
  if (dir.startsWith("fide-list-")) return null; // FIDE's rating lists (D44): test/formats/official-lists.test.ts
  if (dir === "encodings") return null; // one text in many encodings (D40): test/cli/files.test.ts
  if (dir === "season-rerate-padded") return null; // a plan of Re-rate the season (D334): test/sheet/post-kept.test.ts
  if (dir === "go-rr-withdrawal") return null; // round robins with a withdrawal (V.4, D428): test/cli/standings-rr-withdrawal.test.ts
  if (dir.startsWith("dutch-bbp")) return null; // bbpPairings' tournaments, paired again round by round: test/core/dutch
  if (/^(egd|ffg|opengotha|pairgoth|macmahon)-/.test(dir)) return ["--system", "mgsz", "--multiplier", "20"];
  if (/^(trf|csv)-/.test(dir)) return ["--system", "fide"];
  throw new Error(`fixture ${dir}: no rating system known for it`);
}

/**
 * The rows of a JSON answer, and that its notes name every game of the file whose result is not
 * known or contested (D53): the rows alone when there are none, else `{ notes, rows }` (D54).
 */
export function jsonRows<R>(stdout: string, file: string, use: "rating" | "standings" = "rating"): R[] {
  const parsed = JSON.parse(stdout) as R[] | { notes: { round: number }[]; rows: R[] };
  // the rating leaves out a player's several games of an OpenGotha round too (D71, D54)
  const t = tournamentOf(file);
  const unsettled = use === "rating" ? unsettledGames(t) : scoredAsUnknown(t);
  if (unsettled.length === 0) {
    expect(Array.isArray(parsed)).toBe(true);
    return parsed as R[];
  }
  expect(Array.isArray(parsed)).toBe(false);
  const { notes, rows } = parsed as { notes: { round: number }[]; rows: R[] };
  expect(notes.map((n) => n.round)).toEqual(unsettled.map((g) => g.round));
  return rows;
}

/**
 * `rate --system mgsz` rates every player of a Go fixture, names as the file gives them; a file
 * saved during its last round is rated without the games whose result is not known (D54).
 */
export async function ratesEveryPlayer(dir: string): Promise<void> {
  const file = fixtureFile(dir);
  // the same arguments as rateWorks below gives a Go file: one run (runOnce)
  const r = await runOnce([
    "rate",
    file,
    "--system",
    "mgsz",
    "--multiplier",
    "20",
    "--json",
    "--accept-unknown",
    ...(START_GIVEN[dir] ?? []),
  ]);
  expect(r.code).toBe(0);
  const rows = jsonRows<RateRow>(r.stdout, file);
  const t = tournamentOf(file);
  expect(rows.map((x) => x.name)).toEqual(t.players.map(fullName));
  // fixture's expected.json: the first player's name and first name
  const expected = JSON.parse(readFileSync(`${FIXTURES}/${dir}/expected.json`, "utf8")) as {
    firstPlayer: { name: string; firstName?: string };
  };
  const first = expected.firstPlayer;
  expect(rows[0]?.name).toBe(first.firstName ? `${first.name} ${first.firstName}` : first.name);
  // one assertion for every row (an expect() per player cost more than the rating)
  expect(
    rows.filter(
      (x) =>
        !(Number.isInteger(x.ratingBefore) && Number.isInteger(x.ratingAfter)) ||
        x.ratingAfter - x.ratingBefore !== x.change,
    ),
  ).toEqual([]);
  // the game points of a tournament sum to zero (§1.3 step 3)
  expect(Math.abs(Math.round(rows.reduce((s, x) => s + x.sumJp, 0) * 1000))).toBe(0);
}

/** `rate` with the fixture's system: exit 0, or 1 with error diagnostics; never a crash. */
export async function rateWorks(dir: string): Promise<void> {
  const file = fixtureFile(dir);
  const args = [
    "rate",
    file,
    ...(systemOf(dir) ?? []),
    "--json",
    "--accept-unknown",
    // a file with errors of its own (trf-heltour-friendship-cup-2024's FIDE ID on two rows, D63):
    // its table all the same, with exit 1
    "--accept-errors",
    ...(START_GIVEN[dir] ?? []),
  ];
  const r = await runOnce(args);
  expect([0, 1]).toContain(r.code);
  if (r.code === 1) expect(r.stderr).toMatch(/: error: /);
  const rows = jsonRows<{ name: string; ratingBefore: number | null; ratingAfter: number | null }>(
    r.stdout,
    file,
  );
  const t = tournamentOf(file);
  expect(rows.map((x) => x.name)).toEqual(t.players.map(fullName));
  // one assertion for every row (an expect() per player cost more than the rating)
  const whole = (x: number | null): boolean => x === null || Number.isInteger(x);
  expect(rows.filter((x) => !whole(x.ratingBefore) || !whole(x.ratingAfter))).toEqual([]);
}

type Row = Record<string, number | string>;

/** `standings`: every player once, in final order, with the four McMahon criteria (E.8). */
export async function standsInOrder(dir: string): Promise<void> {
  const file = fixtureFile(dir);
  const r = await run(["standings", file, "--tiebreaks", "MMS,SOS,SODOS,SOSOS", "--json"]);
  expect(r.code).toBe(0);
  const rows = jsonRows<Row>(r.stdout, file, "standings");
  const n = tournamentOf(file).players.length;
  expect(rows).toHaveLength(n);
  expect(new Set(rows.map((x) => x.no)).size).toBe(n);
  // every row that breaks the order, in one list (an expect() per row cost more than the standings)
  const criteria = ["MMS", "SOS", "SODOS", "SOSOS"];
  const broken = rows.filter((x, i) => {
    if (!["place", "name", ...criteria].every((k) => k in x)) return true;
    const prev = rows[i - 1];
    if (prev === undefined) return false;
    if (Number(x.place) < Number(prev.place)) return true;
    return x.place === prev.place && criteria.some((k) => x[k] !== prev[k]);
  });
  expect(broken).toEqual([]);
  expect(rows[0]?.place).toBe(1);
}
