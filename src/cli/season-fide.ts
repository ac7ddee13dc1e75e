/**
 * `rating-officer season --system fide --list LIST TRF... [--period N]`: FIDE's season (issue 26,
 * D148, D149, D156–D158): the files placed by the season's one order and rated period by period from the list
 * (src/core/engines/fide-period-season.ts), the list written by `--out` with its history and the
 * games that carry (D148, D157), what changed by `--diff` (D145).
 */
import { formatIsoDate } from "../core/common/date";
import { invalid } from "../core/common/errors";
import { type FideSeasonResult, periodName, seasonFide } from "../core/engines/fide-period-season";
import type { FidePeriodListRow } from "../core/engines/fide-period-types";
import { explainFide } from "../core/season/explain-fide";
import { type ListChange, type ListRow, listChanges, seasonList } from "../core/season/list";
import type { SeasonNote, SeasonPlayer } from "../core/season/types";
import { type Language } from "../i18n/language";
import { msg, render } from "../i18n/table";
import { type Parsed, encodingOption, readRatingListFile, readTournamentFile, str } from "./args";
import { fideView } from "../formats/season-explain";
import { fideSeasonPage } from "../formats/season-html-systems";
import { printExplained } from "./season-explain";
import { writePage } from "./season-html";
import { answeredSeason, seasonAnswers } from "./season-answers";
import { notesJson } from "./season-notes";
import type { CliIO, ListWriter } from "./types";

const nameOf = (p: { name: string; firstName?: string }): string =>
  p.firstName ? `${p.name} ${p.firstName}` : p.name;

/** D154: --period N, the months of a period; what is no whole number is refused as a length. */
function periodMonths(p: Parsed): number | undefined {
  const text = str(p, "period");
  if (text === undefined) return undefined;
  if (!/^\d+$/u.test(text.trim())) throw invalid(msg("fidePeriodLength", { value: text }));
  return Number(text.trim());
}

type ListedRow = FidePeriodListRow & { birth?: string; federation?: string; club?: string };

/** The list after the season as the season's list writer takes it: its players and what FIDE's next period needs (D148). */
function seasonPlayers(rows: readonly ListedRow[]): SeasonPlayer[] {
  return seasonList(rows).map((p, i) => {
    const r = rows[i] as ListedRow;
    const born = r.born;
    const birth =
      r.birth ??
      (born === undefined ? undefined : born.yearOnly ? String(born.date.year) : formatIsoDate(born.date));
    return {
      ...p,
      ...(r.k !== undefined ? { k: r.k } : {}),
      ...(birth !== undefined ? { birth } : {}),
      ...(r.games !== undefined ? { games: r.games } : {}),
      ...(r.highest !== undefined ? { highest: r.highest } : {}),
      ...(r.pool !== undefined && r.pool.length > 0 ? { pool: r.pool } : {}),
    };
  });
}

/** D167: a period's notes, each about a player named as the changes name him. */
function periodNotes(s: FideSeasonResult["periods"][number]): SeasonNote[] {
  return s.notes.map((n) => {
    const p = n.key === null ? undefined : s.players.find((x) => x.key === n.key);
    return p === undefined ? { text: n.text } : { text: n.text, name: nameOf(p) };
  });
}

/** D149: the season as the JSON gives it, a step per period, ranks null; its notes (D167). */
function fideJson(r: FideSeasonResult, list: readonly SeasonPlayer[], lang: Language): object {
  return {
    system: "fide",
    steps: r.periods.map((s) => ({
      period: periodName(s.period),
      files: s.files,
      changes: s.players.map((p) => ({
        name: nameOf(p),
        id: p.pin ?? null,
        before: p.ratingBefore,
        after: p.published,
        rankBefore: null,
        rankAfter: null,
      })),
      notes: notesJson(periodNotes(s), lang),
    })),
    list: list.map((p) => ({
      name: nameOf(p),
      id: p.pin ?? null,
      rating: p.rating,
      rank: null,
      reachedOnce: [],
      history: p.history.map((h) => ({ period: h.event, rating: h.rating })),
    })),
  };
}

/** D149: each period, its players' changes with K and games and its notes, the list after. */
function fideText(r: FideSeasonResult, lang: Language): string {
  const lines: string[] = [];
  for (const s of r.periods) {
    const files = s.files.join(", ");
    lines.push(
      render(msg("seasonPeriod", { period: periodName(s.period), files, players: s.players.length }), lang),
    );
    for (const p of s.players) {
      const change = { name: nameOf(p), before: p.ratingBefore, after: p.published, k: p.k, games: p.n };
      lines.push(`  ${render(msg("seasonFideChange", change), lang)}`);
    }
    for (const n of s.notes) lines.push(`  ${render(n.text, lang)}`);
  }
  const pooled = r.list.filter((e) => e.pool !== undefined && e.pool.length > 0).length;
  lines.push(
    render(msg("seasonFideListAfter", { players: r.list.length, periods: r.periods.length, pooled }), lang),
  );
  return `${lines.join("\n")}\n`;
}

/** Rates the FIDE season; returns the exit code. Throws a RatingError naming the file, event or player. */
export function runFideSeason(
  p: Parsed,
  listPath: string,
  lang: Language,
  io: CliIO,
  write: ListWriter,
  saidDiff: (diff: readonly ListChange[]) => string,
): number {
  const months = periodMonths(p);
  const start: readonly FidePeriodListRow[] = readRatingListFile(listPath, io).entries;
  const encoding = encodingOption(p);
  const events = p.positionals.map((file) => ({
    file,
    tournament: readTournamentFile(file, io, encoding).tournament,
  }));
  // D176: each game's W and We kept only when a view or page shows them (the world's month keeps none)
  const explain = str(p, "explain") !== undefined || str(p, "html") !== undefined;
  // D261: the officer's answers about the players the list leaves in doubt, as MGSZ's season takes them
  const asked = seasonAnswers(p, events);
  const result = answeredSeason(asked, () =>
    seasonFide(start, events, {
      ...(months === undefined ? {} : { periodMonths: months }),
      ...(explain ? { explain } : {}),
      ...(asked !== undefined ? { answers: asked.answers } : {}),
    }),
  );
  const list = seasonPlayers(result.list);
  const diffPath = str(p, "diff");
  const diff: ListChange[] | undefined =
    diffPath === undefined
      ? undefined
      : listChanges(readRatingListFile(diffPath, io).entries, list as ListRow[]);
  write(list, "periods");
  writePage(p, io, () => fideSeasonPage({ lang, before: start, result }));
  if (printExplained(p, lang, io, (who) => fideView(explainFide(result, who)))) return 0;
  if (p.values.json === true) {
    const json =
      diff === undefined ? fideJson(result, list, lang) : { ...fideJson(result, list, lang), diff };
    io.out(`${JSON.stringify(json, null, 2)}\n`);
    return 0;
  }
  io.out(fideText(result, lang));
  if (diff !== undefined) io.out(saidDiff(diff));
  return 0;
}
