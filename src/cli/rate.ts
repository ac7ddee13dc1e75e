/**
 * `rating-officer rate FILE --system mgsz|fide|mahjong …`: every player's new rating from a
 * tournament file, through the same engines as the sheet's TOURNAMENT functions.
 */
import {
  type FideTournamentOptions,
  type FideTournamentResult,
  rateFideTournament,
} from "../core/engines/fide";
import { type MahjongTournamentResult, levelPoints, rateMahjongTournament } from "../core/engines/mahjong";
import {
  type MgszTournamentOptions,
  type MgszTournamentResult,
  type MultiplierBreakdown,
  rateMgszTournament,
} from "../core/engines/mgsz";
import { parseRuleSet } from "../core/fide/rules";
import { type EventKind, parseByoyomi, parseEvents } from "../core/mgsz/multiplier";
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import { english } from "../i18n/table";
import { cliTable } from "../results/columns";
import { FIDE_COLUMNS } from "../results/fide";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { mgszColumns } from "../results/mgsz";
import {
  type Output,
  type Parsed,
  UsageError,
  csvTable,
  hasErrors,
  intOption,
  numberOption,
  oneFile,
  outputOf,
  encodingOption,
  parseOptions,
  readMahjongFile,
  refusedForErrors,
  readRatingListFile,
  readTournamentFile,
  runCommand,
  str,
  textTable,
} from "./args";
import { readLevelsFile } from "./mahjong-levels";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer rate FILE --system mgsz|fide|mahjong [options]

Rates every player of a tournament file (EGD .h9/.txt, OpenGotha XML, FFG .tou, pairgoth,
MacMahon, TRF, CSV crosstable; for mahjong a results table: place, player, points) and
prints one row per player in the file's order.

  --system S         mgsz (Hungarian Go), fide (chess Elo) or mahjong
  --ratings LIST     rating list: the EGD download or a CSV naming name or pin, and rating;
                     players are found by PIN / FIDE ID, else by name (any order, any
                     accents). mgsz: players not on it start from their declared rank;
                     fide: its k and birth columns give K; mahjong: a CSV naming name
                     (or pin) and level (or rank), such as "name;level" / "Ann;3 кю";
                     no rating column is needed
  --multiplier C     MGSZ multiplier, whole number 0..100; or let it be derived from
  --time MIN         base thinking time in minutes (default: the file's)
  --byoyomi TEXT     Japanese "3x20s" or "20s", Canadian "25/10" (stones/minutes)
  --event FLAGS      importance flags, all that apply, comma-separated (D27): invitational,
                     national, european, world, e.g. invitational,world (default none);
                     below category E the time gives no multiplier: give --multiplier, the
                     rating committee's (6.§ (2), D29); pair go is not rated (1.§ (3))
  --participants N   number of participants (mgsz, mahjong; default: the players in the file)
  --start LIST       mgsz: the officer's starting ratings of new players, NAME=RATING or
                     NO=RATING, comma-separated (§1.5, D24; default the declared rank's threshold)
  --register LIST    mgsz: who enters the register, NAME=yes|no or NO=yes|no (D24; default:
                     players whose country is HU)
  --ruleset R        FIDE rule set FIDE2024 (default) or HU2017 (the Hungarian regulation's
                     2017 restatement), also "FIDE2024 2025-09-30"
  --k K              FIDE development coefficient for every rated player (default: the
                     list's k, else D9 from rating and birth, assuming 30+ rated games)
  --highest LIST     FIDE: highest published rating ever, per player, NO=RATING or
                     NAME=RATING, comma-separated: 2400 reached → K 10 (D9), 2300 reached →
                     no junior K 40 (D23)
  --min-games N      FIDE: games against rated opponents a first rating needs (default
                     FIDE2024 5, HU2017 9: D25)
  --sessions N       mahjong: number of sessions S (required)
  --championship     mahjong: a European or World championship or equivalent (KT + 1.00)
  --json             an array with one object per player (name, ratingBefore, ratingAfter, …)
  --csv              a ;-separated table (text cells that a spreadsheet would run as a
                     formula are written with a leading ')
  --encoding NAME    the file's text encoding, when the detected one reads the names wrong:
                     utf-8, utf-16le, utf-16be, windows-1250, windows-1251, windows-1252,
                     iso-8859-2, iso-8859-5, iso-8859-15, koi8-r (or cp1251, latin2, …)
  --ratings-encoding NAME  the same for the rating list
  --accept-errors    print the table even when the file has errors (exit code 1)

Without a rating list the file's ratings are used (mgsz: a missing one from the declared
rank; fide: a missing one is unrated and gets a first rating). Only games played over the
board with a result are rated. Diagnostics of the file go to standard error, with the text
encoding when it is not UTF-8; a file with errors gives no table (exit code 1) unless
--accept-errors. A results table, a rating list or a crosstable without games is refused
where a crosstable is needed, naming what it is. Exit code: 0 done, 1 the file has errors,
2 usage or input error.

Examples:
  rating-officer rate egc2013.h9 --system mgsz --ratings hu.txt --event european
  rating-officer rate open.trf --system fide --ruleset FIDE2024 --ratings fide.csv
  rating-officer rate results.csv --system mahjong --sessions 8 --ratings levels.csv`;

const OPTIONS = {
  system: { type: "string" },
  ratings: { type: "string" },
  multiplier: { type: "string" },
  time: { type: "string" },
  byoyomi: { type: "string" },
  event: { type: "string" },
  participants: { type: "string" },
  start: { type: "string" },
  register: { type: "string" },
  ruleset: { type: "string" },
  k: { type: "string" },
  highest: { type: "string" },
  "min-games": { type: "string" },
  sessions: { type: "string" },
  championship: { type: "boolean" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  encoding: { type: "string" },
  "ratings-encoding": { type: "string" },
  "accept-errors": { type: "boolean" },
} as const;

const SYSTEMS = ["mgsz", "fide", "mahjong"] as const;
type RatingSystem = (typeof SYSTEMS)[number];

function systemOf(p: Parsed): RatingSystem {
  const s = str(p, "system")?.trim().toLowerCase();
  if (s === undefined) throw new UsageError("give --system mgsz, fide or mahjong");
  if (!(SYSTEMS as readonly string[]).includes(s)) {
    throw new UsageError(`--system ${JSON.stringify(s)}: expected mgsz, fide or mahjong`);
  }
  return s as RatingSystem;
}

/** Options belonging to another system are refused rather than silently ignored. */
function refuseForeign(p: Parsed, system: RatingSystem): void {
  const only: Readonly<Record<string, readonly RatingSystem[]>> = {
    multiplier: ["mgsz"],
    time: ["mgsz"],
    byoyomi: ["mgsz"],
    event: ["mgsz"],
    participants: ["mgsz", "mahjong"],
    start: ["mgsz"],
    register: ["mgsz"],
    ruleset: ["fide"],
    k: ["fide"],
    highest: ["fide"],
    "min-games": ["fide"],
    sessions: ["mahjong"],
    championship: ["mahjong"],
  };
  for (const [name, owners] of Object.entries(only)) {
    if (p.values[name] !== undefined && !owners.includes(system)) {
      throw new UsageError(`--${name} applies to --system ${owners.join(" or ")}, not ${system}`);
    }
  }
}

/** `--register 3=no,"Kovács Anna"=yes` → D24's switch by player index. */
function registerSwitch(text: string, t: Tournament): Map<number, boolean> {
  const out = new Map<number, boolean>();
  for (const item of (text.match(/(?:"[^"]*"|[^,;])+/gu) ?? [])
    .map((x) => x.trim())
    .filter((x) => x !== "")) {
    // split at the last "=" (no backtracking regular expression: H3)
    const eq = item.lastIndexOf("=");
    const answer = item
      .slice(eq + 1)
      .trim()
      .toLowerCase();
    const yes = ["yes", "true", "igen", "да"].includes(answer);
    if (eq <= 0 || (!yes && !["no", "false", "nem", "нет"].includes(answer))) {
      throw new UsageError(`--register: "${item}" is not NAME=yes|no or NO=yes|no`);
    }
    const i = playerNamed(t, item.slice(0, eq).trim().replace(/^"|"$/gu, ""), "register");
    out.set(i, yes);
  }
  if (out.size === 0) throw new UsageError(`--register is empty; give NAME=yes|no pairs, e.g. 3=no`);
  return out;
}

/** The per-player MGSZ options (D24), which name players of the file. */
function mgszPlayerOptions(p: Parsed, t: Tournament): Partial<MgszTournamentOptions> {
  const start = str(p, "start");
  const register = str(p, "register");
  return {
    ...(start !== undefined ? { startingRatings: perPlayerNumbers(start, t, "start", 0, 4000) } : {}),
    ...(register !== undefined ? { entersRegister: registerSwitch(register, t) } : {}),
  };
}

export function mgszOptions(p: Parsed, io: CliIO): MgszTournamentOptions {
  const multiplier = intOption(p, "multiplier", 0, 100);
  const derived = ["time", "byoyomi", "event", "participants"].filter((n) => p.values[n] !== undefined);
  if (multiplier !== undefined && derived.length > 0) {
    throw new UsageError(`give --multiplier or --${derived.join(", --")}, not both`);
  }
  const byo = str(p, "byoyomi");
  const ev = str(p, "event");
  let event: EventKind[] | undefined;
  if (ev !== undefined) {
    try {
      event = parseEvents(ev, "--event");
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message.replace(/^Argument /u, "") : String(e));
    }
  }
  const baseMinutes = numberOption(p, "time");
  const participants = intOption(p, "participants", 0, 1_000_000);
  const ratings = str(p, "ratings");
  return {
    ...(multiplier !== undefined ? { multiplier } : {}),
    time: {
      ...(baseMinutes !== undefined ? { baseMinutes } : {}),
      ...(byo !== undefined ? { byoyomi: parseByoyomi(byo, "--byoyomi") } : {}),
      ...(event !== undefined ? { event } : {}),
      ...(participants !== undefined ? { participants } : {}),
    },
    ...(ratings !== undefined
      ? { ratingList: readRatingListFile(ratings, io, encodingOption(p, "ratings-encoding")).entries }
      : {}),
  };
}

/** The FIDE options, checked before the file is read. */
export function fideOptions(p: Parsed): FideTournamentOptions {
  const rs = str(p, "ruleset");
  let rules: FideTournamentOptions["rules"];
  if (rs !== undefined) {
    try {
      rules = parseRuleSet(rs, "--ruleset");
    } catch {
      throw new UsageError(
        `--ruleset ${JSON.stringify(rs.trim().toUpperCase())}: expected HU2017 or FIDE2024 (or "FIDE2024 2025-09-30")`,
      );
    }
  }
  const k = intOption(p, "k", 0, 100);
  const minGames = intOption(p, "min-games", 1, 1000);
  return {
    ...(rules !== undefined ? { rules } : {}),
    ...(k !== undefined ? { k } : {}),
    ...(minGames !== undefined ? { minGames } : {}),
  };
}

/**
 * The player a `NO=…` or `NAME=…` item names: the start number (file order, 1-based), else the
 * full name, the family name or "first family" (any case, any spacing); an unknown or
 * ambiguous name is a usage error.
 */
export function playerNamed(t: Tournament, who: string, option: string): number {
  const key = (s: string): string =>
    s
      .normalize("NFC")
      .toLocaleLowerCase()
      .replace(/[\s,]+/gu, " ")
      .trim();
  const want = key(who);
  if (/^\d+$/u.test(want)) {
    const no = Number(want);
    const byStart = t.players.findIndex((pl) => pl.startNumber === no);
    if (byStart >= 0) return byStart;
    if (no >= 1 && no <= t.players.length) return no - 1;
    throw new UsageError(`--${option}: no player ${no} (the file has ${t.players.length})`);
  }
  const hits = t.players.flatMap((pl, i) => {
    const first = pl.firstName ?? "";
    const names = [key(fullName(pl)), key(pl.name), key(`${first} ${pl.name}`), key(`${pl.name} ${first}`)];
    return names.includes(want) ? [i] : [];
  });
  if (hits.length === 1) return hits[0] as number;
  throw new UsageError(
    hits.length === 0
      ? `--${option}: no player named ${JSON.stringify(who.trim())} in the file`
      : `--${option}: ${hits.length} players are named ${JSON.stringify(who.trim())}; give the number instead`,
  );
}

/** `--highest 3=2310,"Kovács Anna"=2405` → value by player index; `what` words the value's range. */
export function perPlayerNumbers(
  text: string,
  t: Tournament,
  option: string,
  min: number,
  max: number,
): Map<number, number> {
  const out = new Map<number, number>();
  // items separated by "," or ";" outside double quotes: "Player, F"=2450,6=2310
  const items = (text.match(/(?:"[^"]*"|[^,;])+/gu) ?? []).map((x) => x.trim()).filter((x) => x !== "");
  if (items.length === 0) throw new UsageError(`--${option} is empty; give NAME=NUMBER pairs, e.g. 3=2310`);
  for (const item of items) {
    // split at the last "=" (a number holds none): no backtracking regular expression (H3)
    const eq = item.lastIndexOf("=");
    const who = item.slice(0, Math.max(eq, 0)).trimEnd();
    const digits = item.slice(eq + 1).trim();
    if (eq < 0 || who === "" || !/^\d+$/u.test(digits)) {
      throw new UsageError(`--${option}: "${item}" is not NAME=NUMBER or NO=NUMBER`);
    }
    const value = Number(digits);
    if (value < min || value > max) {
      throw new UsageError(`--${option}: "${item}": expected a whole number ${min}..${max}`);
    }
    const i = playerNamed(t, who.replace(/^"|"$/gu, ""), option);
    if (out.has(i)) throw new UsageError(`--${option}: player ${i + 1} given twice`);
    out.set(i, value);
  }
  return out;
}

/** "C = 35: time A 20 (extended 195 min) + event 0 + over 80 participants 5 + handicap-free 10". */
export function describeMultiplier(b: MultiplierBreakdown): string {
  if (b.given) return `C = ${b.multiplier} (given)`;
  if (b.board === 13) return `C = ${b.multiplier} (13×13)`;
  const time =
    b.category === null
      ? `time ${b.timePoints}`
      : `time ${b.category} ${b.timePoints}` +
        (b.extendedMinutes !== undefined
          ? ` (extended ${Math.round(b.extendedMinutes * 100) / 100} min)`
          : "");
  const terms = [
    time,
    `${b.event === "" ? "event" : b.event} ${b.eventPoints}`,
    `${b.participants} participants ${b.participantPoints}`,
    `${b.handicapFree ? "handicap-free" : "handicap games"} ${b.handicapFreePoints}`,
  ];
  return `C = ${b.multiplier}: ${terms.join(" + ")}`;
}

function mgszJson(t: Tournament, r: MgszTournamentResult): string {
  const rows = r.players.map((p) => {
    const player = t.players[p.player];
    return {
      no: p.player + 1,
      name: p.name,
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.egdPin ? { egdPin: player.egdPin } : {}),
      source: p.source,
      newPlayer: p.newPlayer,
      ratingBefore: p.ratingBefore,
      rankBefore: p.rankBefore,
      sumJp: p.sumJp / 1000,
      sumJpParts: p.parts.map((x) => x.sumJp / 1000),
      change: p.change,
      ratingAfter: p.ratingAfter,
      rankAfter: p.rankAfter,
      games: p.games.length,
      ...(p.entry !== undefined ? { entry: p.entry } : {}),
    };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

function summary(t: Tournament, r: MgszTournamentResult): string {
  const lines = [
    `${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds`,
    `Multiplier ${describeMultiplier(r.multiplier)}`,
  ];
  if (r.parts.length > 1) {
    // D4
    lines.push(`Rated in ${r.parts.length} parts of ${r.parts.join(" + ")} rounds (C × rounds ≥ 300)`);
  }
  const count = (s: string): number => r.players.filter((p) => p.source === s).length;
  lines.push(
    `Starting ratings: ${count("pin")} by PIN, ${count("name")} by name, ${count("file")} from the file, ` +
      `${count("rank")} new from their declared rank`, // RULES §1.5, D24
  );
  return lines.map((l) => `${l}\n`).join("");
}

function rateMgsz(t: Tournament, p: Parsed, out: Output, io: CliIO): void {
  const r = rateMgszTournament(t, { ...mgszOptions(p, io), ...mgszPlayerOptions(p, t) });
  const table = cliTable(
    mgszColumns(
      r.parts.length,
      r.players.some((x) => x.entry !== undefined),
    ),
    r.players,
    r,
    t,
  );
  for (const n of r.notes)
    if (n.code !== "new-player") io.err(`rating-officer rate: note: ${english(n.text)}\n`);
  if (out === "json") {
    io.err(summary(t, r));
    io.out(mgszJson(t, r));
  } else if (out === "csv") {
    io.err(summary(t, r));
    io.out(csvTable(table.rows));
  } else {
    io.out(`${summary(t, r)}\n${textTable(table.rows, table.rightAligned)}`);
  }
}

function fideJson(t: Tournament, r: FideTournamentResult): string {
  const rows = r.players.map((p) => {
    const player = t.players[p.player];
    return {
      no: player?.startNumber ?? p.player + 1,
      name: p.name,
      ...(player?.title ? { title: player.title } : {}),
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.fideId ? { fideId: player.fideId } : {}),
      source: p.source,
      ratingBefore: p.ratingBefore,
      k: p.k,
      kSource: p.kSource,
      games: p.games,
      w: p.w,
      we: p.we,
      changeExact: p.changeExact,
      change: p.change,
      ratingAfter: p.ratingAfter,
      published: p.published !== null,
      performance: p.performance,
      ...(p.firstRating !== null ? { firstRating: p.firstRating } : {}),
    };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

function fideSummary(t: Tournament, r: FideTournamentResult): string {
  const count = (s: string): number => r.players.filter((p) => p.source === s).length;
  const first = r.players.filter((p) => p.firstRating?.registered === true).length;
  const lines = [
    `${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds`,
    `Rule set ${r.rules}${r.roundRobin ? ", a complete round robin" : ""}`,
    `Ratings before: ${count("id")} by FIDE ID, ${count("name")} by name, ${count("file")} from the file, ` +
      `${count("unrated")} unrated (${first} with a first rating)`,
  ];
  const rr = r.roundRobinFigures;
  if (rr !== null) {
    const two = (x: number): number => Math.round(x * 100) / 100;
    lines.push(`8.21b: Rar ${two(rr.rar)}, dpa ${two(rr.dpa)}, Ra ${rr.ra}`);
  }
  return lines.map((l) => `${l}\n`).join("");
}

function rateFide(t: Tournament, p: Parsed, out: Output, io: CliIO): void {
  const ratings = str(p, "ratings");
  const highest = str(p, "highest");
  const opts: FideTournamentOptions = {
    ...fideOptions(p),
    ...(ratings !== undefined
      ? { ratingList: readRatingListFile(ratings, io, encodingOption(p, "ratings-encoding")).entries }
      : {}),
    ...(highest !== undefined ? { highestByPlayer: perPlayerNumbers(highest, t, "highest", 0, 4000) } : {}),
  };
  const r = rateFideTournament(t, opts);
  const table = cliTable(FIDE_COLUMNS, r.players, r, t);
  for (const n of r.notes) {
    if (n.code !== "unrated" && n.code !== "round-robin")
      io.err(`rating-officer rate: note: ${english(n.text)}\n`);
  }
  if (out === "json") {
    io.err(fideSummary(t, r));
    io.out(fideJson(t, r));
  } else if (out === "csv") {
    io.err(fideSummary(t, r));
    io.out(csvTable(table.rows));
  } else {
    io.out(`${fideSummary(t, r)}\n${textTable(table.rows, table.rightAligned)}`);
  }
}

function mahjongJson(r: MahjongTournamentResult): string {
  const rows = r.players.map((p) => ({
    place: p.place,
    name: p.name,
    ...(p.points !== undefined ? { points: p.points } : {}),
    level: p.level,
    levelSource: p.levelSource,
    ratingBefore: levelPoints(p.levelIndex),
    nr: p.nr,
    kt: r.coefficient.kt / 100,
    nrKt: p.nrKt,
    norm: p.norm,
    levelAfter: p.levelAfter,
    ratingAfter: levelPoints(p.levelAfterIndex),
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

function mahjongSummary(name: string, r: MahjongTournamentResult): string {
  const c = r.coefficient;
  const h = (x: number): string => (x / 100).toFixed(2);
  const count = (s: string): number => r.players.filter((p) => p.levelSource === s).length;
  return [
    `${name || "Tournament"}: ${r.players.length} results, N = ${r.participants}, S = ${r.sessions}`,
    `KT = ${h(c.kt)}: sessions ${h(c.sessions)} + participants ${h(c.size)} + levels ${h(c.level)} + championship ${h(c.championship)}`,
    `Levels: ${count("given")} from the table, ${count("list")} from the list, ${count("default")} at 12 kyu`,
  ]
    .map((l) => `${l}\n`)
    .join("");
}

function rateMahjong(file: string, p: Parsed, out: Output, io: CliIO): number {
  const sessions = intOption(p, "sessions", 1, 1000);
  if (sessions === undefined) throw new UsageError("give --sessions N, the number of sessions (1..1000)");
  const participants = intOption(p, "participants", 1, 100_000);
  const read = readMahjongFile(file, io, encodingOption(p));
  if (refusedForErrors("rate", file, read.diagnostics, p, io)) return 1;
  const ratings = str(p, "ratings");
  const r = rateMahjongTournament(read.rows, {
    sessions,
    ...(participants !== undefined ? { participants } : {}),
    championship: p.values.championship === true,
    ...(ratings !== undefined
      ? { ratingList: readLevelsFile(ratings, io, encodingOption(p, "ratings-encoding")) }
      : {}),
  });
  for (const n of r.notes) io.err(`rating-officer rate: note: ${english(n.text)}\n`);
  const table = cliTable(MAHJONG_COLUMNS, r.players, r, undefined);
  if (out === "json") {
    io.err(mahjongSummary(read.name, r));
    io.out(mahjongJson(r));
  } else if (out === "csv") {
    io.err(mahjongSummary(read.name, r));
    io.out(csvTable(table.rows));
  } else {
    io.out(`${mahjongSummary(read.name, r)}\n${textTable(table.rows, table.rightAligned)}`);
  }
  return hasErrors(read.diagnostics) ? 1 : 0;
}

export const rateCommand: CliCommand = {
  name: "rate",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("rate", io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const system = systemOf(p);
      const out = outputOf(p);
      refuseForeign(p, system);
      if (system === "mahjong") return rateMahjong(file, p, out, io);
      if (system === "fide") fideOptions(p); // options checked before the file is read
      const read = readTournamentFile(file, io, encodingOption(p));
      if (refusedForErrors("rate", file, read.diagnostics, p, io)) return 1;
      if (system === "fide") rateFide(read.tournament, p, out, io);
      else rateMgsz(read.tournament, p, out, io);
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
