/**
 * `rating-officer sheet FILE --system mgsz|fide|mahjong --out tournament.xlsx`: the tournament
 * sheet the pane's Create writes, as an .xlsx file — built by the same plan
 * (src/sheet/tournament-sheet.ts), its formulas evaluated through the one function table
 * (src/sheet/evaluate.ts, src/functions/registry.ts) and written by exceljs (sheet-xlsx.ts).
 */
import { RatingError } from "../core/common/errors";
import { rateMgszTournament } from "../core/engines/mgsz";
import type { Tournament } from "../core/tournament/model";
import { english, msg } from "../i18n/table";
import { LANGUAGES } from "../i18n/language";
import { lookup } from "../functions/registry";
import { headerLanguage } from "../results/headers";
import { evaluatePlan } from "../sheet/evaluate";
import { withMarks } from "../sheet/checkboxes";
import { type TournamentSheetRequest, systemParams } from "../sheet/request";
import { MULTIPLIER } from "../systems/mgsz";
import { buildTournamentSheet } from "../sheet/tournament-sheet";
import { isRegistration, readRegistration, registeredTournament } from "../sheet/registration";
import { BOUNDS } from "../core/common/bounds";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { sheetPairingOfFile } from "../sheet/pairing-params";
import { defaultTiebreakList, tiebreakListWords } from "../core/tournament/tiebreak-list";
import {
  type Parsed,
  UsageError,
  cannotWrite,
  encodingOption,
  intOption,
  oneFile,
  parseOptions,
  readMahjongFile,
  ratingListOption,
  readTournamentFile,
  refusedForErrors,
  reportDiagnostics,
  runCommand,
  str,
} from "./args";
import { readLevelsFile } from "./mahjong-levels";
import { IDENTITY_OPTIONS, answeredRequest } from "./rate-identity";
import { fileRatingsOption, mgszOptions } from "./rate-options";
import {
  paramOption,
  paramOptions,
  refuseForeignOptions,
  systemFlagOptions,
  systemOption,
} from "./system-options";
import { noteLines } from "./rate-print";
import { tiebreakListOption } from "./standings-options";
import type { CliCommand, CliIO } from "./types";
import { settledForRating, unsettledLines } from "./unsettled";

const USAGE = `Usage: rating-officer sheet FILE --system mgsz|fide|mahjong --out FILE.xlsx [options]

Writes the tournament sheet the task pane's Create would add to a workbook, as an .xlsx file:
the header block, the crosstable, the standings and the new ratings, with the TOURNAMENT.*
formulas kept for Excel and the values they give stored beside them (so LibreOffice or a
viewer shows the figures), number formats, column widths, the frozen header and the print
setup (one page wide, black and white).

Options:
  --system S         mgsz (Hungarian Go), fide (chess Elo) or mahjong
  --out FILE         the .xlsx file to write (required; an existing file is replaced)
  --lang L           the sheet's language: en (default), hu or ru
  --ratings LIST     rating list: the EGD download or a CSV (mahjong: a levels list, as rate reads it)
  --multiplier C     MGSZ multiplier, whole number 0..100 (default: derived from the file's time
                     as rate does; --time, --byoyomi, --event, --participants say more)
  --time MIN, --byoyomi TEXT, --event FLAGS, --participants N   as for rate (mgsz)
  --tiebreaks LIST   the standings' tie-breaks (default mgsz MMS,SOS,SODOS,SOSOS; fide CHESS,
                     FIDE C.07's order, D28; or names such as PTS,BH-C1,SB)
  --ruleset R        FIDE rule set FIDE2024 or HU2017, also "FIDE2024 2025-09-30" (FIDE2024 as
                     in force on a date); default FIDE2024 as in force on the event's last
                     day, written in the header block (the latest version when the file has
                     no date)
  --k K              FIDE K for every rated player (default: per player, by the rules)
  --file-ratings     the file's ratings are on the system's own scale, as for rate (D64);
                     written in the header block
  --sessions N       mahjong: number of sessions S (required)
  --release DATE     mahjong: the rating release date, YYYY-MM-DD or DD.MM.YYYY (required)
  --last-day DATE    mahjong: the event's last day (default: the file's, else the release)
  --championship     mahjong: a European or World championship or equivalent
  --encoding NAME    the file's text encoding when the detected one reads names wrong
  --ratings-encoding NAME  the same for the rating list
  --ratings-kind K   which rating FIDE's list gives: standard (default), rapid or blitz
  --match LIST, --new LIST   who a player is on the rating list, as for rate: a player the list
                     has only under a near spelling or on two rows is refused until answered (D62)
  --rounds N         a registration list (a CSV or any file of players without rounds: name,
                     first name, rank or rating, club, country): the new tournament's number
                     of rounds, its crosstable written empty (mgsz, fide)
  --accept-errors    write the sheet even when the file has errors (exit code 1)
  --accept-unknown   rate without the games whose result is not known or contested (the
                     ratings formula's accept_unknown is TRUE; the games are listed); without
                     it such games refuse the sheet (exit code 1)

Exit code: 0 written, 1 the file has errors, 2 usage or input error (nothing written).

Examples:
  rating-officer sheet egc2013.h9 --system mgsz --ratings hu.txt --lang hu --out egc2013.xlsx
  rating-officer sheet open.trf --system fide --k 20 --out open.xlsx
  rating-officer sheet players.csv --system mgsz --rounds 5 --out new-tournament.xlsx
  rating-officer sheet results.csv --system mahjong --sessions 8 --release 2026-12-01 --out r.xlsx`;

const OPTIONS = {
  system: { type: "string" },
  out: { type: "string" },
  lang: { type: "string" },
  ratings: { type: "string" },
  // each system's parameters (src/systems): --multiplier, --ruleset, --sessions, --release …
  ...systemFlagOptions("sheet"),
  tiebreaks: { type: "string" },
  encoding: { type: "string" },
  "ratings-encoding": { type: "string" },
  "ratings-kind": { type: "string" },
  "accept-errors": { type: "boolean" },
  "accept-unknown": { type: "boolean" },
  rounds: { type: "string" },
  "file-ratings": { type: "boolean" },
  ...IDENTITY_OPTIONS,
} as const;

/**
 * The MGSZ multiplier of the sheet: given, else derived as rate derives it from the file's time,
 * byo-yomi, importance flags and participants (RULES §1.2). A registration list (`--rounds`) whose
 * file states no time has none yet: null, the header's C cell left empty for the director to
 * fill, and said (D76); a crosstable with games still needs one (exit 2, as rate).
 */
function sheetMultiplier(p: Parsed, io: CliIO, t: Tournament, registration: boolean): number | null {
  const given = paramOption(p, MULTIPLIER);
  if (given !== undefined) return given;
  try {
    return rateMgszTournament(t, { ...mgszOptions(p, io), ratingList: [] }).multiplier.multiplier;
  } catch (e) {
    if (!registration || !(e instanceof RatingError) || e.text.code !== "mgszNoTime") throw e;
    io.err(`rating-officer sheet: note: ${english(msg("multiplierLeftEmpty", {}))}\n`);
    return null;
  }
}

async function runSheet(args: string[], io: CliIO): Promise<number> {
  const p = parseOptions(args, OPTIONS);
  const file = oneFile(p);
  const out = str(p, "out");
  if (out === undefined || out.trim() === "") {
    const give = { option: "--out", values: ["FILE.xlsx"], what: null, or: null, system: null };
    throw new UsageError(msg("cliGiveOption", give));
  }
  const system = systemOption(p);
  refuseForeignOptions(p, system, "sheet");
  const langText = str(p, "lang") ?? "en";
  const language = headerLanguage(langText);
  if (language === null)
    throw new UsageError(msg("cliOneOf", { option: "--lang", given: langText, choices: LANGUAGES }));
  const encoding = encodingOption(p);
  // a mahjong list is a levels list, read as `rate` and the pane read it (D68: no rating column)
  const ratings = str(p, "ratings");
  const levels = system.listField === "levelList";
  const levelList =
    levels && ratings !== undefined
      ? readLevelsFile(ratings, io, encodingOption(p, "ratings-encoding"))
      : undefined;
  const ratingList = levels ? undefined : ratingListOption(p, io);

  let request: TournamentSheetRequest;
  let left = ""; // the games rated without (D54)
  // the system's parameters, each read by its own reader (D85, D100); the multiplier derived below
  const values = paramOptions(p, system, "sheet");
  if (system.input === "results") {
    const results = readMahjongFile(file, io, encoding);
    if (refusedForErrors("sheet", file, results.diagnostics, p, io)) return 1;
    const read = readTournamentFile(file, io, encoding, ["results-table", "crosstable"]);
    const params = systemParams(system, values);
    request = {
      tournament: read.tournament,
      fileName: file,
      params,
      tiebreaks: [],
      language,
      mahjongResults: results,
      ...(levelList !== undefined ? { levelList } : {}),
      ...(levelList !== undefined && ratings !== undefined ? { listName: ratings } : {}),
      ...fileRatingsOption(p),
    };
  } else {
    // A registration list (players, no game: a CSV of names and ratings too) takes --rounds N
    // empty rounds; a crosstable keeps its own and refuses --rounds.
    const rounds = intOption(p, "rounds", BOUNDS.rounds.min, BOUNDS.rounds.max);
    const read = readTournamentFile(
      file,
      io,
      encoding,
      ["crosstable", "crosstable-without-games"],
      (text, f) => readRegistration(text, f, undefined, true),
    );
    if (refusedForErrors("sheet", file, read.diagnostics, p, io)) return 1;
    if (rounds === undefined && isRegistration(read.tournament))
      throw new UsageError(msg("cliRegistrationList", { path: file }));
    const t = rounds === undefined ? read.tournament : registeredTournament(read.tournament, rounds);
    const settled = settledForRating("sheet", file, t, p, io); // D54
    if (settled === undefined) return 1;
    left = unsettledLines(settled);
    // MGSZ's C, when not given: derived from the file as rate derives it (D76: none yet on a registration list)
    if (system.params.includes(MULTIPLIER) && !values.has(MULTIPLIER.key)) {
      values.set(MULTIPLIER.key, sheetMultiplier(p, io, t, rounds !== undefined));
    }
    // FIDE's rule set as rate reads it (D85); none: the version in force on the event's last day (D87)
    const params = systemParams(system, values);
    // D90: the list read as the system's event, FIDE's chess's, so it is written as the pane writes it
    const event = system.tiebreaks?.event ?? "go";
    const tiebreaks = tiebreakListOption(p, event);
    // P35: an OpenGotha file's own pairing parameters into the Go sheet's pairing block
    // (a file whose parameters the pairing reader refuses: the defaults, with a warning saying why)
    const said = new DiagnosticSink("OpenGotha");
    const pairing = t.format === "opengotha" ? sheetPairingOfFile(read.pairingModel, t, said) : undefined;
    reportDiagnostics(file, said.items, io);
    request = {
      tournament: t,
      fileName: file,
      params,
      ...(pairing !== undefined ? { pairing } : {}),
      // FIDE's default is chess's (D28), as the pane offers it; Go's is the McMahon order
      tiebreaks: tiebreakListWords(tiebreaks ?? defaultTiebreakList(event)),
      language,
      ...(ratingList !== undefined ? { ratingList } : {}),
      ...(ratings !== undefined ? { listName: ratings } : {}),
      ...(settled.games.length > 0 ? { acceptUnknown: true } : {}),
      ...fileRatingsOption(p),
    };
  }
  // D62: who a player is on the list, answered as for rate; a request the sheet refuses (a
  // release before the last day …) is a RatingError: runCommand says it
  const build = buildTournamentSheet(answeredRequest(p, request, system.name));
  // exceljs writes no checkbox: the switches as ✓ and ✗ (D286), calculated as written
  const plan = withMarks(build.plan);
  const evaluated = evaluatePlan(plan, (id) => lookup(id) as ((...a: unknown[]) => unknown) | undefined);
  // exceljs is loaded only here, when a sheet is written (not for --help or a refused request)
  const { planToXlsx } = await import("./sheet-xlsx");
  const bytes = await planToXlsx(plan, evaluated);
  try {
    io.writeFile(out, bytes);
  } catch (e) {
    throw cannotWrite(out, e);
  }
  // the engine's notes, as rate prints them; the sheet's note block holds them too (issue 24)
  io.err(noteLines("sheet", build.notes));
  io.err(`${out}: sheet "${build.plan.sheetName}", ${build.players.length} players\n${left}`);
  return 0;
}

export const sheetCommand: CliCommand = {
  name: "sheet",
  usage: USAGE,
  options: OPTIONS,
  run: (args, io) => runCommand({ name: "sheet", args }, io, () => runSheet(args, io)),
};
