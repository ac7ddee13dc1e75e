/**
 * `rating-officer season --html PAGE.html`: the list after the season as one printable page
 * (src/formats/season-html.ts; FIDE's and mahjong's in season-html-systems.ts, D178, D179),
 * written beside the season's other outputs.
 */
import type { SeasonPlayer, SeasonResult } from "../core/season/types";
import { seasonPage } from "../formats/season-html";
import { type Language } from "../i18n/language";
import { msg } from "../i18n/table";
import { type Parsed, UsageError, cannotWrite, str } from "./args";
import type { CliIO } from "./types";

/** Writes the page `page` makes when `--html` names a file; a file that cannot be written is a usage error. */
export function writePage(p: Parsed, io: CliIO, page: () => string): void {
  const path = str(p, "html");
  if (path === undefined) return;
  // the list written by --out would be overwritten by the page
  if (path === str(p, "out")) throw new UsageError(msg("cliSameFile", { a: "--html", b: "--out", path }));
  const text = page();
  try {
    io.writeFile(path, new TextEncoder().encode(text));
  } catch (error) {
    throw cannotWrite(path, error);
  }
}

/** The MGSZ season's page. */
export function writeSeasonPage(
  p: Parsed,
  before: readonly SeasonPlayer[],
  result: SeasonResult,
  lang: Language,
  io: CliIO,
): void {
  writePage(p, io, () => seasonPage({ lang, before, result }));
}
