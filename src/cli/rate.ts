/**
 * `rating-officer rate FILE --system mgsz|fide|mahjong …`: every player's new rating from a
 * tournament file, through the same engines as the sheet's TOURNAMENT functions.
 */
import { msg } from "../i18n/table";
import { rateFideTournament } from "../core/engines/fide";
import { previewFideStarts } from "../core/engines/fide-start";
import { previewMgszStarts } from "../core/engines/mgsz-start";
import {
  type MahjongTournamentOptions,
  previewMahjongStarts,
  rateMahjongTournament,
} from "../core/engines/mahjong";
import { type Player, fullName } from "../core/tournament/model";
import { type FideTournamentOptions } from "../core/engines/fide-types";
import { rateMgszTournament } from "../core/engines/mgsz";
import type { Tournament } from "../core/tournament/model";
import { cliTable } from "../results/columns";
import { FIDE_COLUMNS } from "../results/fide";
import { MAHJONG_COLUMNS } from "../results/mahjong";
import { mgszColumns } from "../results/mgsz";
import { saidNotes } from "../results/notes";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  type Output,
  type Parsed,
  UsageError,
  csvFormOf,
  csvText,
  hasErrors,
  oneFile,
  outputOf,
  encodingOption,
  parseOptions,
  readMahjongFile,
  refusedForErrors,
  ratingListOption,
  readTournamentFile,
  runCommand,
  str,
  textTable,
} from "./args";
import { readLevelsFile } from "./mahjong-levels";
import { IDENTITY_OPTIONS, answered } from "./rate-identity";
import { paramOption, refuseForeignOptions, systemFlagOptions, systemOption } from "./system-options";
import { FIDE, MAHJONG, MGSZ, type SystemName } from "../systems";
import { PARTICIPANTS, SESSIONS } from "../systems/mahjong";
import { fideOptions, mgszOptions, mgszPlayerOptions, perPlayerNumbers } from "./rate-options";
import {
  fideJson,
  fideSummary,
  mahjongJson,
  mahjongSummary,
  mgszJson,
  mgszSummary,
  noteLines,
} from "./rate-print";
import type { CliCommand, CliIO } from "./types";
import { type Settled, jsonWithNotes, settledForRating, unsettledLines } from "./unsettled";

const USAGE = `Usage: rating-officer rate FILE --system mgsz|fide|mahjong [options]

Rates every player of a tournament file (EGD .h9/.txt, OpenGotha XML, FFG .tou, pairgoth,
MacMahon, TRF, CSV crosstable; for mahjong a results table: place, player, points) and
prints one row per player in the file's order.

  --system S         mgsz (Hungarian Go), fide (chess Elo) or mahjong
  --ratings LIST     rating list: FIDE's TXT or XML download, the EGD download or a CSV naming
                     name or pin, and rating; players are found by PIN / FIDE ID, else by
                     name (any order, any accents). mgsz: players not on it start from
                     their declared rank;
                     fide: its k and birth columns give K; mahjong: a CSV naming name
                     (or pin) and level (or rank), such as "name;level" / "Ann;3 кю";
                     no rating column is needed
  --multiplier C     MGSZ multiplier, whole number 0..100; or let it be derived from
  --time MIN         base thinking time in minutes (default: the file's)
  --byoyomi TEXT     Japanese "3x20s" or "20s", Canadian "25/10" (stones/minutes)
  --event FLAGS      importance flags, all that apply, comma-separated: invitational,
                     national, european, world, e.g. invitational,world (default none);
                     below category E the time gives no multiplier: give --multiplier, the
                     rating committee's (6.§ (2)); pair go is not rated (1.§ (3))
  --participants N   number of participants (mgsz, mahjong; default: the players in the file)
  --start LIST       mgsz: the officer's starting ratings of new players, NAME=RATING or
                     NO=RATING, comma-separated (default: the declared rank's threshold)
  --register LIST    mgsz: who enters the register, NAME=yes|no or NO=yes|no (D24; default:
                     players whose country is HU)
  --file-ratings     the file's ratings are on the system's own scale (D64): mgsz, they are
                     MGSZ ratings (players off the list start from them, not from their
                     rank); fide, a Go file's are Elo. A Go file's EGD, FFG or AGA ratings
                     are neither: without this option they are not used. A start must be
                     more than 0 (D65)
  --ruleset R        FIDE rule set FIDE2024 or HU2017 (the Hungarian regulation's 2017
                     restatement), also "FIDE2024 2025-09-30" (FIDE2024 as in force on a
                     date); default FIDE2024 as in force on the event's last day (the latest
                     version when the file has no date)
  --k K              FIDE development coefficient for every rated player (default: the
                     list's k, else D9 from rating and birth, assuming 30+ rated games)
  --highest LIST     FIDE: highest published rating ever, per player, NO=RATING or
                     NAME=RATING, comma-separated: 2400 reached → K 10, 2300 reached →
                     no junior K 40
  --min-games N      FIDE: games against rated opponents a first rating needs (default
                     FIDE2024 5, HU2017 9: D25)
  --sessions N       mahjong: number of sessions S (required)
  --championship     mahjong: a European or World championship or equivalent (KT + 1.00)
  --json             an array with one object per player (name, ratingBefore, ratingAfter, …)
  --csv              a CSV table (text cells that a spreadsheet would run as a formula
                     are written with a leading ')
${CSV_USAGE}
  --encoding NAME    the file's text encoding, when the detected one reads the names wrong:
                     utf-8, utf-16le, utf-16be, windows-1250, windows-1251, windows-1252,
                     iso-8859-2, iso-8859-5, iso-8859-15, koi8-r (or cp1251, latin2, …)
  --ratings-encoding NAME  the same for the rating list
  --ratings-kind K   which rating FIDE's list gives: standard (default), rapid or blitz
  --match LIST       who a player is on the rating list, NAME=LINE or NO=LINE (the list's
                     line), comma-separated: a player the list has only under a near spelling
                     ("did you mean …?") or on two rows is not rated until answered (D62)
  --new LIST         players that are none of the list rows offered for them, NAME or NO,
                     comma-separated: rated as not on the list
  --accept-errors    print the table even when the file has errors (exit code 1)
  --accept-unknown   rate without the games whose result is not known or contested (a "?",
                     both claiming the win, a game only one player lists), which are listed
                     under the table (--json: an object of "notes" and "rows"); without it
                     such games refuse the rating (exit code 1)

mgsz: a player not on the list starts from the threshold of his declared rank (D24), the
file's rating only with --file-ratings. fide: the file's ratings are used when it is a chess
file (TRF, CSV), a Go file's only with --file-ratings; a missing one is unrated and gets a
first rating. Only games played over the
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
  // each system's parameters (src/systems): --multiplier, --ruleset, --sessions …
  ...systemFlagOptions("rate"),
  start: { type: "string" },
  register: { type: "string" },
  "file-ratings": { type: "boolean" },
  highest: { type: "string" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  ...CSV_OPTIONS,
  encoding: { type: "string" },
  "ratings-encoding": { type: "string" },
  "ratings-kind": { type: "string" },
  "accept-errors": { type: "boolean" },
  "accept-unknown": { type: "boolean" },
  ...IDENTITY_OPTIONS,
} as const;

/** Player i of the file as the refusals name him. */
const playerOf = (t: Tournament) => (i: number) => ({
  player: i + 1,
  name: fullName(t.players[i] as Player),
});

function rateMgsz(t: Tournament, p: Parsed, out: Output, io: CliIO, settled: Settled): void {
  const opts = answered(
    p,
    t.players,
    { ...mgszOptions(p, io), ...mgszPlayerOptions(p, t) },
    (o) => previewMgszStarts(t, o).map((s) => s.question),
    playerOf(t),
  );
  const r = rateMgszTournament(t, opts);
  const table = cliTable(
    mgszColumns(
      r.parts.length,
      r.players.some((x) => x.entry !== undefined),
    ),
    r.players,
    r,
    t,
  );
  io.err(noteLines("rate", saidNotes(MGSZ, r.notes)));
  if (out === "json") {
    io.err(mgszSummary(t, r, opts.fileRatings === true));
    io.out(jsonWithNotes(settled, mgszJson(t, r)));
  } else if (out === "csv") {
    io.err(mgszSummary(t, r, opts.fileRatings === true) + unsettledLines(settled));
    io.out(csvText(table.rows, csvFormOf(p)));
  } else {
    const summary = mgszSummary(t, r, opts.fileRatings === true);
    io.out(`${summary}\n${textTable(table.rows, table.rightAligned)}${unsettledLines(settled)}`);
  }
}

function rateFide(t: Tournament, p: Parsed, out: Output, io: CliIO, settled: Settled): void {
  const list = ratingListOption(p, io);
  const highest = str(p, "highest");
  const opts: FideTournamentOptions = {
    ...fideOptions(p),
    ...(list !== undefined ? { ratingList: list.entries } : {}),
    ...(highest !== undefined ? { highestByPlayer: perPlayerNumbers(highest, t, "highest", 0, 4000) } : {}),
  };
  const r = rateFideTournament(
    t,
    answered(
      p,
      t.players,
      opts,
      (o) => previewFideStarts(t, o.ratingList, o.fileRatings, o.identities).map((s) => s.question),
      playerOf(t),
    ),
  );
  const table = cliTable(FIDE_COLUMNS, r.players, r, t);
  io.err(noteLines("rate", saidNotes(FIDE, r.notes)));
  if (out === "json") {
    io.err(fideSummary(t, r));
    io.out(jsonWithNotes(settled, fideJson(t, r)));
  } else if (out === "csv") {
    io.err(fideSummary(t, r) + unsettledLines(settled));
    io.out(csvText(table.rows, csvFormOf(p)));
  } else {
    io.out(`${fideSummary(t, r)}\n${textTable(table.rows, table.rightAligned)}${unsettledLines(settled)}`);
  }
}

function rateMahjong(file: string, p: Parsed, out: Output, io: CliIO): number {
  const sessions = paramOption(p, SESSIONS);
  if (sessions === undefined) {
    const give = { option: "--sessions", values: ["N"], what: "sessions", or: null, system: null } as const;
    throw new UsageError(msg("cliGiveOption", give));
  }
  const participants = paramOption(p, PARTICIPANTS);
  const read = readMahjongFile(file, io, encodingOption(p));
  if (refusedForErrors("rate", file, read.diagnostics, p, io)) return 1;
  const ratings = str(p, "ratings");
  const rows = read.rows;
  const people = rows.map((x) => ({ name: x.player }));
  const opts = answered<MahjongTournamentOptions>(
    p,
    people,
    {
      sessions,
      ...(participants !== undefined ? { participants } : {}),
      championship: p.values.championship === true,
      ...(ratings !== undefined
        ? { ratingList: readLevelsFile(ratings, io, encodingOption(p, "ratings-encoding")) }
        : {}),
    },
    (o) => previewMahjongStarts(rows, o.ratingList, o.identities).map((s) => s.question),
    (i) => ({
      row: i + 1,
      name: rows[i]?.player ?? "",
      ...(rows[i]?.line !== undefined ? { line: rows[i]?.line as number } : {}),
    }),
  );
  const r = rateMahjongTournament(rows, opts);
  io.err(noteLines("rate", saidNotes(MAHJONG, r.notes)));
  const table = cliTable(MAHJONG_COLUMNS, r.players, r, undefined);
  if (out === "json") {
    io.err(mahjongSummary(read.name, r));
    io.out(mahjongJson(r));
  } else if (out === "csv") {
    io.err(mahjongSummary(read.name, r));
    io.out(csvText(table.rows, csvFormOf(p)));
  } else {
    io.out(`${mahjongSummary(read.name, r)}\n${textTable(table.rows, table.rightAligned)}`);
  }
  return hasErrors(read.diagnostics) ? 1 : 0;
}

/**
 * How `rate` rates and prints under each system: a crosstable's, or a results table's. The one
 * table keyed by the systems' names the command line keeps (D103): its entries are the command
 * line's own code (its options and printers), which src/systems cannot import.
 */
interface Rater {
  readonly checkOptions?: (p: Parsed) => unknown;
  readonly crosstable?: (t: Tournament, p: Parsed, out: Output, io: CliIO, settled: Settled) => void;
  readonly results?: (file: string, p: Parsed, out: Output, io: CliIO) => number;
}

const RATERS: Readonly<Record<SystemName, Rater>> = {
  mgsz: { crosstable: rateMgsz },
  fide: { checkOptions: fideOptions, crosstable: rateFide },
  mahjong: { results: rateMahjong },
};

export const rateCommand: CliCommand = {
  name: "rate",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "rate", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const system = systemOption(p);
      const out = outputOf(p);
      refuseForeignOptions(p, system, "rate");
      const rater = RATERS[system.name];
      // a results table is rated from its own file; a crosstable's options are checked before it is read
      if (rater.results !== undefined) return rater.results(file, p, out, io);
      rater.checkOptions?.(p);
      const read = readTournamentFile(file, io, encodingOption(p));
      if (refusedForErrors("rate", file, read.diagnostics, p, io)) return 1;
      const settled = settledForRating("rate", file, read.tournament, p, io); // D54
      if (settled === undefined) return 1;
      rater.crosstable?.(settled.tournament, p, out, io, settled);
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
