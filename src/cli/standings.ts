/**
 * `rating-officer standings FILE [--tiebreaks …] [--rounds N] [--json|--csv]`: the final order with
 * the chosen tie-breaks (RULES §4, D20–D22), as the sheet's TOURNAMENT.STANDINGS computes it.
 */
import { msg } from "../i18n/table";
import { isChess } from "../systems";
import { type Tournament, fullName } from "../core/tournament/model";
import { standingsPage } from "../formats/standings-html";
import { MCMAHON_ORDER, type Standings, standings } from "../core/tournament/standings";
import {
  CHESS_TIEBREAKS,
  CHESS_TIEBREAK_RULES,
  type ChessTiebreak,
  type ChessTiebreakRules,
  D28_ORDER,
} from "../core/tournament/chess-tiebreaks";
import { type ChessStandingRow, chessStandings } from "../core/tournament/chess-standings";
import { CRITERIA, type Criterion, SHORT_NAMES } from "../core/go/criterion";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  type Parsed,
  UsageError,
  csvFormOf,
  csvText,
  hasErrors,
  intOption,
  oneFile,
  outputOf,
  encodingOption,
  parseOptions,
  readTournamentFile,
  refusedForErrors,
  runCommand,
  str,
  textTable,
} from "./args";
import { fideOptions } from "./rate-options";
import { TEAM_USAGE, printTeams } from "./team-standings";
import {
  languageOf,
  pageRatings,
  parametersLine,
  parametersOf,
  parseCorrections,
  systemOf,
  tiebreakListOption,
} from "./standings-options";
import type { CliCommand, CliIO } from "./types";
import {
  type Settled,
  jsonWithNotes,
  settledForRating,
  settledForStandings,
  unsettledLines,
} from "./unsettled";

/** The criteria that depend on the McMahon parameters (E.8's, D48's SOSM−1/−2, D51's). */
const MCMAHON: ReadonlySet<Criterion> = new Set<Criterion>([
  ...MCMAHON_ORDER,
  "sosmMinus1",
  "sosmMinus2",
  "strasbourg",
  "sosStrasbourg",
  "cumulativeMms",
]);

const NAMES = CRITERIA.map((c) => SHORT_NAMES[c]).join(", ");

const USAGE = `Usage: rating-officer standings FILE [--tiebreaks MMS,SOS,SODOS,SOSOS] [--rounds N] [options] [--json|--csv]

Prints the standings of a tournament file in final order; tied players share a place.

  --tiebreaks LIST   criteria in order, comma-separated (default: an OpenGotha file's
                     own placement criteria, else MMS,SOS,SODOS,SOSOS):
                     ${NAMES}
  --rounds N         the standings after round N (default: every round in the file)
  --literal          the regulation's letter: rounds without a game add 0 to SOS/SOSOS,
                     no handicap term, an absent round scores 0 (E.3) (default: OpenGotha's reading)
  --round-robin      apply the round-robin withdrawal rule (V.4)
  --json             an array in final order: {place, name, <short name>: value, …}
  --csv              a CSV table: Place, No, Name, Rank, <short names>
${CSV_USAGE}
  --encoding NAME    the file's text encoding, when the detected one reads the names wrong
                     (see rating-officer help rate)
  --accept-errors    print the standings even when the file has errors (exit code 1)
${TEAM_USAGE}
  --html             a standalone, printable web page (standard output): the crosstable,
                     the tie-breaks (a chess file: FIDE's, as --tiebreaks names them) and,
                     with --system, the ratings before and after
  --lang L           the page's language: en (default), hu or ru; with --csv, the CSV's
                     (D195)
  --system S         with --html: mgsz or fide, rated as \`rate\` rates them, with
  --ratings LIST     the rating list (as for \`rate\`), --multiplier C or --event KIND
                     (mgsz), --ruleset R (fide), --file-ratings (the file's ratings are
                     on the system's scale, as for \`rate\`)
  --ratings-encoding NAME, --ratings-kind K   the list's encoding and FIDE rating, as for \`rate\`
  --accept-unknown   with --system: rate without the games whose result is not known or
                     agreed, as for \`rate\` (without it such games refuse the page, exit 1)

McMahon parameters. An OpenGotha XML, pairgoth or MacMahon file carries its own;
these options override them. Other files (EGD .h9, TRF, CSV) start from OpenGotha's defaults.
  --mm-zero RANK         the rank whose starting MM is 0 (default 30k)
  --mm-floor RANK        weaker ranks start as this rank (default 20k)
  --mm-bar RANK          stronger ranks start as this rank (default 4d)
  --mm-correction LIST   starting-MM corrections in whole points -30..30, by the player's
                         No as printed: "1=1,2=1,7=-1" (OpenGotha's smmsCorrection)
  --mm-bye X             MM for a bye whose value the file leaves open (OpenGotha, pairgoth,
                         MacMahon): 0, 0.5 or 1 (default 1)
  --mm-absent X          MM for a round the player was absent, where the file gives no value:
                         0, 0.5 or 1 (default 0.5)
  --points-bye X         points (PTS, Buchholz…) for such a bye: 0, 0.5 or 1 (default 1)
  --points-absent X      points for such an absent round: 0, 0.5 or 1 (default 0)
  --round-down           bye and absence points rounded down to whole points (default off)
  --no-round-down        not rounded down, even if the file says so
A RANK is written 20k, 4d, 4 dan, 15 kyu (30k … 9d).

A file with errors gives no standings, only its diagnostics (exit code 1); a results table,
a rating list or a crosstable without games is refused, naming what it is (exit code 2).
Exit code: 0 done, 1 the file has errors, 2 usage or input error.

A chess file (TRF) gets chess tie-breaks (FIDE C.07): by default
${D28_ORDER.join(",")} (also --tiebreaks CHESS, as a sheet's cell says it); by name
${CHESS_TIEBREAKS.join(", ")}.
--round-robin then treats unplayed rounds as in a round robin; --c07 2026 values a
player's own unplayed rounds by C.07 as amended in 2026 (art. 16.4; default 2024).

Examples:
  rating-officer standings open.trf --tiebreaks PTS,BH-M1,SB,PS
  rating-officer standings olympiad.trf --teams --tiebreaks MP,GP,DM,BH
  rating-officer standings og_egc2013.xml --tiebreaks MMS,SOS --rounds 10
  rating-officer standings egc2013.h9 --html --lang hu --system mgsz --event european > egc.html
  rating-officer standings egc2013.h9 --mm-floor 20k --mm-bar 4d --mm-correction 1=1,2=1`;

const OPTIONS = {
  tiebreaks: { type: "string" },
  teams: { type: "boolean" },
  boards: { type: "string" },
  rounds: { type: "string" },
  literal: { type: "boolean" },
  "round-robin": { type: "boolean" },
  c07: { type: "string" },
  "mm-zero": { type: "string" },
  "mm-floor": { type: "string" },
  "mm-bar": { type: "string" },
  "mm-correction": { type: "string" },
  "mm-bye": { type: "string" },
  "mm-absent": { type: "string" },
  "points-bye": { type: "string" },
  "points-absent": { type: "string" },
  "round-down": { type: "boolean" },
  "no-round-down": { type: "boolean" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
  ...CSV_OPTIONS,
  encoding: { type: "string" },
  "accept-errors": { type: "boolean" },
  html: { type: "boolean" },
  lang: { type: "string" },
  system: { type: "string" },
  ratings: { type: "string" },
  "ratings-encoding": { type: "string" },
  "ratings-kind": { type: "string" },
  multiplier: { type: "string" },
  event: { type: "string" },
  ruleset: { type: "string" },
  "file-ratings": { type: "boolean" },
  "accept-unknown": { type: "boolean" },
} as const;

/** One object per row in final order: place, name, then each criterion under its short name. */
export function standingsJson(t: Tournament, s: Standings): Record<string, string | number>[] {
  return s.rows.map((row) => {
    const p = t.players[row.player];
    const o: Record<string, string | number> = {
      place: row.place,
      name: p ? fullName(p) : "",
      no: row.player + 1,
    };
    if (p?.rank) o.rank = p.rank;
    for (const c of s.criteria) o[SHORT_NAMES[c]] = row.values[c] ?? 0;
    if (row.withdrawn) o.withdrawn = row.withdrawn;
    return o;
  });
}

/** D28: a chess file's standings with C.07's tie-breaks, in the same table shapes. */
/** A chess file's standings: `--tiebreaks` as C.07's names (D28's list by default), no Go option. */
function chessRowsOf(t: Tournament, p: Parsed): { criteria: ChessTiebreak[]; rows: ChessStandingRow[] } {
  const criteria = [...(tiebreakListOption(p, "chess")?.criteria ?? D28_ORDER)]; // D28, D90
  const go = ["literal", "mm-zero", "mm-floor", "mm-bar", "mm-correction", "mm-bye", "mm-absent"].filter(
    (o) => p.values[o] !== undefined,
  );
  if (go.length > 0) throw new UsageError(msg("cliGoOption", { option: `--${go[0] ?? ""}` })); // D28
  const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
  const rows = chessStandings(t, criteria, {
    ...(rounds !== undefined ? { rounds } : {}),
    ...(p.values["round-robin"] === true ? { roundRobin: true } : {}),
    rules: c07Of(p),
  });
  return { criteria, rows };
}

/** `--c07 2024|2026`: the text of C.07 that values own unplayed rounds (D32); default 2024. */
function c07Of(p: Parsed): ChessTiebreakRules {
  const text = str(p, "c07");
  if (text === undefined) return "2024";
  const rules = CHESS_TIEBREAK_RULES.find((r) => r === text.trim());
  if (rules === undefined)
    throw new UsageError(msg("cliOneOf", { option: "--c07", given: text, choices: CHESS_TIEBREAK_RULES }));
  return rules;
}

function printChess(
  t: Tournament,
  p: Parsed,
  output: "text" | "json" | "csv",
  io: CliIO,
  settled: Settled,
): void {
  const { criteria, rows } = chessRowsOf(t, p);
  const objects = rows.map((r) => {
    const pl = t.players[r.player];
    const o: Record<string, string | number | null> = {
      place: r.place,
      name: pl ? fullName(pl) : "",
      no: pl?.startNumber ?? r.player + 1,
    };
    if (pl?.rating !== undefined) o.rating = pl.rating;
    for (const c of criteria) o[c] = r.values[c] ?? null; // D31: null where it does not apply
    return o;
  });
  const head = ["Place", "No", "Name", "Rating", ...criteria];
  const body = objects.map((o) => [
    o.place ?? "",
    o.no ?? "",
    String(o.name ?? ""),
    o.rating ?? "",
    ...criteria.map((c) => o[c] ?? ""),
  ]);
  if (output === "json") io.out(jsonWithNotes(settled, `${JSON.stringify(objects, null, 2)}\n`));
  else if (output === "csv") io.out(csvText([head, ...body], csvFormOf(p)));
  else {
    const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
    const through = rounds !== undefined && rounds < t.rounds ? `, after round ${rounds}` : "";
    io.out(`${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds${through}\n`);
    io.out(`Chess tie-breaks (FIDE C.07): ${criteria.join(", ")}\n\n`); // D28
    io.out(unsettledLines(settled) + textTable([head, ...body]));
  }
}

export const standingsCommand: CliCommand = {
  name: "standings",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "standings", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const output = outputOf(p);
      if (p.values.html === true && output !== "text")
        throw new UsageError(msg("cliNotBoth", { a: "--html", b: [`--${output}`] }));
      for (const only of ["lang", "system", "ratings", "multiplier", "event", "ruleset", "accept-unknown"]) {
        const csvLang = only === "lang" && output === "csv"; // D195: the CSV's language
        if (p.values[only] !== undefined && p.values.html !== true && !csvLang)
          throw new UsageError(
            msg("cliGoesWith", { options: [`--${only}`], with: "--html", values: [], not: null }),
          );
      }
      const lang = languageOf(p);
      const system = systemOf(p);
      if (system !== undefined && isChess(system)) fideOptions(p); // checked before the file is read
      const read = readTournamentFile(file, io, encodingOption(p));
      if (refusedForErrors("standings", file, read.diagnostics, p, io)) return 1;
      // D55: the games not known or contested (in the rounds counted) count as unknown results
      const settled = settledForStandings(read.tournament, intOption(p, "rounds", 0, read.tournament.rounds));
      const t = settled.tournament;
      // where the answer has no place for them (a page, a CSV, the teams' table), standard error
      if (output === "csv" || p.values.html === true || p.values.teams === true)
        io.err(unsettledLines(settled));
      // D54: the page's ratings are the rating's: refused while games are not known or agreed
      // (a player's several games of a round included, which the standings score) unless accepted
      const rated =
        system === undefined ? undefined : settledForRating("standings", file, read.tournament, p, io);
      if (system !== undefined && rated === undefined) return 1;
      if (rated !== undefined) io.err(unsettledLines(rated));
      const ratings = (): ReturnType<typeof pageRatings> =>
        rated ? pageRatings(p, rated.tournament, io) : {};
      if (p.values.c07 !== undefined && (t.format !== "trf" || p.values.teams === true))
        throw new UsageError(msg("cliC07Chess", {}));
      if (p.values.teams === true) {
        if (p.values.html === true) throw new UsageError(msg("cliNoTeamPage", {}));
        printTeams(t, file, p, output, io);
        return hasErrors(read.diagnostics) ? 1 : 0;
      }
      if (p.values.boards !== undefined)
        throw new UsageError(
          msg("cliGoesWith", { options: ["--boards"], with: "--teams", values: [], not: null }),
        );
      if (t.format === "trf") {
        if (p.values.html === true) {
          const { criteria, rows } = chessRowsOf(t, p);
          const page = { chess: rows, criteria };
          io.out(standingsPage({ lang, tournament: t, standings: page, ...ratings() }));
          return hasErrors(read.diagnostics) ? 1 : 0;
        }
        printChess(t, p, output, io, settled);
        return hasErrors(read.diagnostics) ? 1 : 0;
      }
      // D50: without --tiebreaks, the file's own placement criteria (OpenGotha), else E.8's
      const given = tiebreakListOption(p, "go")?.criteria; // D90
      const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
      const parameters = parametersOf(p, t);
      const text = str(p, "mm-correction");
      const corrections = text === undefined ? undefined : parseCorrections(text, t.players.length);
      const s = standings(t, {
        ...(given !== undefined ? { criteria: given } : {}),
        parameters,
        ...(rounds !== undefined ? { rounds } : {}),
        ...(p.values.literal === true ? { literal: true } : {}),
        ...(p.values["round-robin"] === true ? { roundRobin: true } : {}),
        ...(corrections !== undefined ? { corrections } : {}),
      });
      if (p.values.html === true) {
        io.out(standingsPage({ lang, tournament: t, standings: s, ...ratings() }));
        return hasErrors(read.diagnostics) ? 1 : 0;
      }
      const rows = standingsJson(t, s);
      const criteria = s.criteria;
      const head = ["Place", "No", "Name", "Rank", ...criteria.map((c) => SHORT_NAMES[c])];
      const body = rows.map((r) => [
        r.place ?? "",
        r.no ?? "",
        String(r.name ?? ""),
        String(r.rank ?? ""),
        ...criteria.map((c) => r[SHORT_NAMES[c]] ?? 0),
      ]);
      if (output === "json") {
        io.out(jsonWithNotes(settled, `${JSON.stringify(rows, null, 2)}\n`));
      } else if (output === "csv") {
        io.out(csvText([head, ...body], csvFormOf(p)));
      } else {
        const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
        const through = rounds !== undefined && rounds < t.rounds ? `, after round ${rounds}` : "";
        io.out(`${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds${through}\n`);
        if (criteria.some((c) => MCMAHON.has(c))) {
          io.out(parametersLine({ ...t.parameters, ...parameters }, corrections?.size ?? 0));
        }
        io.out("\n");
        io.out(unsettledLines(settled) + textTable([head, ...body]));
      }
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
