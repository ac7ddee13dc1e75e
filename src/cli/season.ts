/**
 * `rating-officer season --system mgsz|mahjong --list LIST TOURNAMENT...`: the officer's season
 * (issue 26). MGSZ: the list and the tournaments rated in date order (D140–D142), the list with
 * its history written by `--out` (D143) for next month's `--list`, what changed by `--diff`
 * (D145). Mahjong: the list at each release (season-mahjong.ts). FIDE: its rating periods
 * (season-fide.ts, D156).
 */
import { RatingError } from "../core/common/errors";
import { type ListChange, type ListRow, listChanges, seasonList } from "../core/season/list";
import { rateMgszSeason } from "../core/season/mgsz";
import type { SeasonPlayer, SeasonResult } from "../core/season/types";
import { type CsvForm } from "../formats/csv-form";
import { seasonListCsv } from "../formats/lists/csv-season";
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import {
  CSV_OPTIONS,
  CSV_USAGE,
  type Parsed,
  UsageError,
  csvFormOf,
  encodingOption,
  parseOptions,
  readRatingListFile,
  readTournamentFile,
  runCommand,
  cannotWrite,
  str,
} from "./args";
import { IDENTITY_OPTIONS } from "./rate-identity";
import { answeredSeason, seasonAnswers } from "./season-answers";
import { notesJson } from "./season-notes";
import { runFideSeason } from "./season-fide";
import { printMgszExplained } from "./season-explain";
import { writeSeasonPage } from "./season-html";
import { runMahjongSeason } from "./season-mahjong";
import { languageOf } from "./standings-options";
import { refuseForeignOptions, systemOption } from "./system-options";
import type { CliCommand, CliIO, ListWriter } from "./types";

const USAGE = `Usage: rating-officer season --system mgsz|fide|mahjong --list LIST TOURNAMENT...
                              [--out NEW_LIST.csv [--csv-locale L | --csv-plain]] [--json]
                              [--diff OLD_LIST] [--period N] [--lang en|hu|ru]

Rates a season: the rating list as it stood before, then every tournament in the order of its
last day (then its first day, then its file's name), each from the list as the ones before it
left it; under fide, the tournaments of one rating period (the month of their last day) together
from the list at the period's start. A tournament whose file gives no date is refused. Rerun with
all the season's files when a late one arrives: the ones after it are rated again.

  --system NAME   mgsz (Hungarian Go), fide (chess, FIDE's rating periods) or mahjong (Russian
                  mahjong)
  --list LIST     mgsz: the rating list before the season (EGD, CSV; a list written by --out
                  continues its season: its history and the ranks reached once are read back)
                  fide: the FIDE list before the season (TXT or XML download, CSV), or a list
                  written by --out (its history and the unrated players' pooled games read back)
                  mahjong: the results sheet so far (CSV, as for mahjong-list)
  TOURNAMENT...   mgsz: tournament files (h9, OpenGotha, CSV crosstable, ...), with their dates
                  and thinking time; fide: TRF files (or any chess crosstable with its dates),
                  players found on the list by FIDE ID first; mahjong: further results sheets
  --period N      fide: months per rating period: 1 (FIDE's), 2, 3, 4, 6 or 12
  --release D,... mahjong: the release dates (YYYY-MM-DD, comma-separated)
  --out FILE      mgsz, fide: write the list after the season as CSV with its history: the
                  rating (and MGSZ rank) after each tournament or period (dated columns); mgsz:
                  the ranks reached once; fide: K, birth, rated games, highest rating and the
                  games an unrated player has pooled, so that the next run continues exactly;
                  the CSV Excel opens in --lang's language unless one of these says otherwise:
${CSV_USAGE}
  --html PAGE     write the list after the season (mahjong: at the last release) as one
                  printable web page in --lang, each player's chart and explain view on demand
  --diff OLD      mgsz, fide: what changed per player between the list OLD and the new one
  --explain WHO   how the season made one player's rating (name as the list writes it, or ID):
                  mgsz each game's Jp, C and ΣJp; fide each period's K, W and We per game and
                  the change rounded once; mahjong the tournaments with NR, KT, W, those in T5,
                  and the level after each (printed instead of the season; JSON with --json)
  --match LIST    mgsz, fide: who a player is on the list, NAME=LINE (the list's line), comma-separated:
                  a player the list has only under a near spelling ("did you mean …?") or on two
                  rows is not rated until answered; an answer holds for every file where he is
                  asked about, FILE:NAME=LINE for that file only (FILE:NO by start number)
  --new LIST      mgsz, fide: players that are none of the list rows offered for them, NAME or
                  FILE:NAME, comma-separated: rated as not on the list
  --json          {system, steps: [{end (fide: period YYYY-MM), files, changes: [{name, id,
                  before, after, rankBefore, rankAfter}], notes: [{code, name, text}]}],
                  list: [{name, id, rating, rank,
                  reachedOnce, history: [{end, event, rating, rank} (fide: {period, rating})]}]}
                  (and diff with --diff); fide gives ranks as null
  --lang LANG     the language of the output and of --out's header (en, hu, ru)
  --encoding NAME the tournament files' text encoding when detection goes wrong

Exit code: 0 done, 1 a file read with errors, 2 usage or input error.

Examples:
  rating-officer season --system mgsz --list list-2026.csv spring.h9 open.xml --out list-2027.csv
  rating-officer season --system fide --list players_list.txt march.trf april.trf --out list.csv`;

const OPTIONS = {
  system: { type: "string" },
  list: { type: "string" },
  out: { type: "string" },
  html: { type: "string" },
  diff: { type: "string" },
  json: { type: "boolean" },
  lang: { type: "string" },
  release: { type: "string" },
  encoding: { type: "string" },
  period: { type: "string" },
  explain: { type: "string" },
  ...IDENTITY_OPTIONS,
  ...CSV_OPTIONS,
} as const;

/** The season as the JSON gives it. */
export function seasonJson(r: SeasonResult, lang: Language): object {
  return {
    system: r.system,
    steps: r.steps.map((s) => ({
      end: s.end,
      files: s.files,
      changes: s.changes,
      notes: notesJson(s.notes, lang),
    })),
    list: r.list.map((p: SeasonPlayer) => ({
      name: p.firstName ? `${p.name} ${p.firstName}` : p.name,
      id: p.pin ?? null,
      rating: p.rating,
      rank: p.rank ?? null,
      reachedOnce: p.reachedOnce,
      history: p.history.map((h) => ({ end: h.end, event: h.event, rating: h.rating, rank: h.rank ?? null })),
    })),
  };
}

/** A list change said in the one table (D145). */
export function changeMessage(c: ListChange): Message {
  return c.kind === "changed"
    ? msg("seasonDiffChanged", c)
    : c.kind === "added"
      ? msg("seasonDiffAdded", c)
      : msg("seasonDiffRemoved", c);
}

/** The season's text: each tournament, its players' changes and notes, the list after. */
function seasonText(r: SeasonResult, lang: Language): string {
  const lines: string[] = [];
  for (const s of r.steps) {
    const file = s.files.join(", ");
    lines.push(
      render(msg("seasonStep", { end: s.end, event: s.event, file, players: s.changes.length }), lang),
    );
    for (const c of s.changes) lines.push(`  ${render(msg("seasonDiffChanged", c), lang)}`);
    for (const n of s.notes) lines.push(`  ${render(n.text, lang)}`);
  }
  lines.push(render(msg("seasonListAfter", { players: r.list.length, steps: r.steps.length }), lang));
  return `${lines.join("\n")}\n`;
}

/** What changed per player (D145), or that nothing did, as the text output gives it. */
function diffText(diff: readonly ListChange[], lang: Language): string {
  const said = diff.length === 0 ? [msg("seasonDiffNone", {})] : diff.map(changeMessage);
  return `\n${said.map((m) => render(m, lang)).join("\n")}\n`;
}

/**
 * D259: the form of the list `--out` writes (D195: `--csv-plain`, `--csv-locale`, else the Excel
 * of `--lang`); a form given with no `--out` writes nothing, so it is refused.
 */
function listFormOf(p: Parsed): CsvForm | undefined {
  if (str(p, "out") !== undefined) return csvFormOf(p);
  const given = (["csv-plain", "csv-locale"] as const).find((o) => p.values[o] !== undefined);
  if (given !== undefined)
    throw new UsageError(
      msg("cliGoesWith", { options: [`--${given}`], with: "--out FILE", values: [], not: null }),
    );
  return undefined;
}

function writeList(path: string, csv: string, io: CliIO): void {
  try {
    io.writeFile(path, new TextEncoder().encode(csv));
  } catch (error) {
    throw cannotWrite(path, error);
  }
}

function runMgszSeason(p: Parsed, listPath: string, lang: Language, io: CliIO, write: ListWriter): number {
  const start = seasonList(readRatingListFile(listPath, io).entries);
  const encoding = encodingOption(p);
  const events = p.positionals.map((file) => ({
    file,
    tournament: readTournamentFile(file, io, encoding).tournament,
  }));
  const asked = seasonAnswers(p, events);
  const result = answeredSeason(asked, () => rateMgszSeason(start, events, asked?.answers));
  const diffPath = str(p, "diff");
  const diff: ListChange[] | undefined =
    diffPath === undefined
      ? undefined
      : listChanges(readRatingListFile(diffPath, io).entries, result.list as ListRow[]);
  write(result.list, "tournaments");
  writeSeasonPage(p, start, result, lang, io);
  if (printMgszExplained(p, result, lang, io)) return 0;
  if (p.values.json === true) {
    const json = diff === undefined ? seasonJson(result, lang) : { ...seasonJson(result, lang), diff };
    io.out(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  io.out(seasonText(result, lang));
  if (diff !== undefined) io.out(diffText(diff, lang));
  return 0;
}

export const seasonCommand: CliCommand = {
  name: "season",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "season", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const lang = languageOf(p);
      const system = systemOption(p);
      // D260: an option of another system's season, refused naming the systems that take it
      refuseForeignOptions(p, system, "season");
      const form = listFormOf(p);
      const out = str(p, "out");
      const write: ListWriter = (list, season) => {
        if (out !== undefined) writeList(out, seasonListCsv(list, lang, season, form), io);
      };
      const listPath = str(p, "list");
      if (listPath === undefined) {
        const give = {
          option: "--list",
          values: ["LIST"],
          what: "seasonList",
          or: null,
          system: null,
        } as const;
        throw new UsageError(msg("cliGiveOption", give));
      }
      try {
        if (system.season === "releases") return runMahjongSeason(p, listPath, lang, io);
        if (p.positionals.length === 0) throw new UsageError(msg("cliSeasonFiles", {}));
        if (system.season === "periods")
          return runFideSeason(p, listPath, lang, io, write, (d) => diffText(d, lang));
        return runMgszSeason(p, listPath, lang, io, write);
      } catch (error) {
        if (!(error instanceof RatingError)) throw error;
        io.err(`rating-officer season: ${render(error.text, lang)}\n`);
        return 2;
      }
    });
  },
};
