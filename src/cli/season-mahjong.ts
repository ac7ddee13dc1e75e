/**
 * `rating-officer season --system mahjong --list RESULTS.csv [MORE.csv...] --release D,...`: the
 * mahjong list at each release with each player's change since the previous one
 * (src/core/season/mahjong.ts), the results sheets read as `mahjong-list` reads them.
 */
import { type CalendarDate, parseDate } from "../core/common/date";
import { ResultRowError } from "../core/mahjong/result-row";
import { explainMahjong } from "../core/season/explain-mahjong";
import { type MahjongRelease, mahjongReleases } from "../core/season/mahjong";
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { type Parsed, UsageError, encodingOption, readBytes, reportEncoding, str } from "./args";
import { readResultsCsv } from "./mahjong-list";
import { mahjongView } from "../formats/season-explain";
import { mahjongSeasonPage } from "../formats/season-html-systems";
import { printExplained } from "./season-explain";
import { writePage } from "./season-html";
import type { CliIO } from "./types";

function releasesOf(text: string | undefined): CalendarDate[] {
  if (text === undefined) {
    const value = "YYYY-MM-DD[,YYYY-MM-DD...]";
    throw new UsageError(
      msg("cliGiveOption", {
        option: "--release",
        values: [value],
        what: "releaseDates",
        or: null,
        system: null,
      }),
    );
  }
  // a date refused is the reader's RatingError, said by the command in its language
  return text.split(",").map((t) => parseDate(t.trim(), { named: "--release" }));
}

/** The releases as the JSON gives a season: a step per release, the last list. */
function releasesJson(releases: readonly MahjongRelease[], files: readonly string[]): object {
  const history = new Map<string, { end: string; event: string; rating: number; rank: string }[]>();
  for (const r of releases)
    for (const c of r.changes) {
      const h = history.get(c.player) ?? [];
      h.push({ end: r.release, event: r.release, rating: c.rating, rank: c.level });
      history.set(c.player, h);
    }
  const last = releases[releases.length - 1];
  return {
    system: "mahjong",
    steps: releases.map((r) => ({
      end: r.release,
      files,
      changes: r.changes.map((c) => ({
        name: c.player,
        id: null,
        before: c.ratingBefore,
        after: c.rating,
        rankBefore: c.levelBefore,
        rankAfter: c.level,
      })),
    })),
    list: (last?.changes ?? []).map((c) => ({
      name: c.player,
      id: null,
      rating: c.rating,
      rank: c.level,
      reachedOnce: [],
      history: history.get(c.player) ?? [],
    })),
  };
}

/** A release's lines: its heading, then each player's change (a new player as new). */
function releaseText(r: MahjongRelease, lang: Language): string[] {
  const said: Message[] = r.changes.map((c) =>
    c.ratingBefore === null || c.levelBefore === null
      ? msg("seasonDiffAdded", { name: c.player, rating: c.rating, rank: c.level })
      : msg("seasonDiffChanged", {
          name: c.player,
          before: c.ratingBefore,
          after: c.rating,
          rankBefore: c.levelBefore,
          rankAfter: c.level,
        }),
  );
  const heading = msg("seasonRelease", { release: r.release, players: r.changes.length });
  return [render(heading, lang), ...said.map((m) => `  ${render(m, lang)}`)];
}

export function runMahjongSeason(p: Parsed, listPath: string, lang: Language, io: CliIO): number {
  const releases = releasesOf(str(p, "release"));
  const files = [listPath, ...p.positionals];
  const rows = files.flatMap((file) => {
    const read = readResultsCsv(readBytes(file, io, "results"), file, encodingOption(p));
    reportEncoding(file, read.decoding, io);
    return read.rows.map((r) => ({ ...r, file }));
  });
  let result: MahjongRelease[];
  try {
    result = mahjongReleases(rows, releases, "line");
  } catch (error) {
    if (!(error instanceof ResultRowError)) throw error;
    // rows of several sheets may share a line number: each sheet that has that line is named
    const named = [...new Set(rows.filter((r) => r.row === error.row).map((r) => r.file))];
    throw new UsageError(msg("cliInRow", { paths: named, row: error.row, inner: error.text }));
  }
  writePage(p, io, () => mahjongSeasonPage({ lang, releases: result }));
  if (printExplained(p, lang, io, (who) => mahjongView(explainMahjong(result, who)))) return 0;
  if (p.values.json === true) {
    io.out(`${JSON.stringify(releasesJson(result, files), null, 2)}\n`);
    return 0;
  }
  io.out(`${result.flatMap((r) => releaseText(r, lang)).join("\n")}\n`);
  return 0;
}
