/**
 * The standings page (HTML) the pane offers after Create and after Recalculate: the standings
 * with the crosstable, the tie-breaks and the new ratings, in the pane's language, written by
 * src/formats/standings-html.ts (as `rating-officer standings FILE --html`); and the season page
 * of the rating-list sheet (src/formats/season-html.ts, as `season --html`), D104.
 */
import { chessStandings } from "../core/tournament/chess-standings";
import type { Tournament } from "../core/tournament/model";
import { MCMAHON_ORDER, standings } from "../core/tournament/standings";
import { type TiebreakList, defaultTiebreakList } from "../core/tournament/tiebreak-list";
import { scoredAsUnknown, withoutResults } from "../core/tournament/unsettled";
import { standingsPage } from "../formats/standings-html";
import type { SheetHistory } from "../sheet/list-history";
import { sheetSeasonPage } from "../sheet/list-season";
import type { Message } from "../i18n/table";
import type { PlayerOutcome } from "../sheet/request";
import type { ImportPreview } from "./import";
import { defaultSystem, parseTiebreaks } from "./params";
import { type SystemName, systemOf } from "../systems";
import { state } from "./state";
import { pageFileName, savePage } from "./publish-copy";

/** A tournament of games (not a mahjong results table): it has standings to publish. */
export const isGame = (p: ImportPreview): boolean => p.mahjongResults === undefined && p.rounds > 0;

/** What a page publishes: the tournament as rated, its tie-breaks as read (D90), its system. */
interface Published {
  readonly tournament: Tournament;
  readonly tiebreaks: TiebreakList;
  readonly system: string;
  readonly outcomes: readonly PlayerOutcome[];
}

/**
 * The tournament the shown results are of: after Create the file's, as the created sheet rated
 * it; after Recalculate the sheet's crosstable as it now stands (corrected results, players
 * added), with the sheet's tie-breaks and system and the file's place when the sheet is the one
 * created from it. None while the results shown are stale (a failed Recalculate) or a mahjong
 * results table's (its places are the result).
 */
function published(): Published | undefined {
  const outcomes = state.outcomes;
  if (outcomes === undefined || state.outcomesStale === true) return undefined;
  const preview = state.preview;
  if (state.outcomesOfFile === true) {
    if (preview === undefined || !isGame(preview)) return undefined;
    const system = state.form?.system ?? defaultSystem(preview.format);
    // the field as Create read it (D90); a field edited since into one Create refuses: its default
    const read = parseTiebreaks(state.form?.tiebreaks ?? "", system);
    const tiebreaks = read.ok ? read.list : defaultTiebreakList(systemOf(system).tiebreaks?.event ?? "go");
    return { tournament: preview.tournament, tiebreaks, system, outcomes };
  }
  const sheet = state.sheetStandings;
  if (sheet === undefined) return undefined;
  const location =
    preview !== undefined && state.createdSheet === state.sheetName ? preview.tournament.location : undefined;
  return {
    tournament: location === undefined ? sheet.tournament : { ...sheet.tournament, location },
    // the sheet's cell as Recalculate read it, as TOURNAMENT.STANDINGS reads it (D90, D436)
    tiebreaks: sheet.tiebreaks.list,
    system: sheet.system,
    outcomes,
  };
}

/** Whether the pane offers the standings page now. */
export const canPublish = (): boolean => published() !== undefined;

/** The standings page of the results shown (see {@link published}). */
export function standingsPageHtml(): string | undefined {
  const p = published();
  if (p === undefined) return undefined;
  // D55: as `standings --html` computes them, a game not known or agreed gives neither its points
  const t = withoutResults(p.tournament, scoredAsUnknown(p.tournament));
  const ratings = new Map(
    p.outcomes.map((o) => [
      o.no - 1,
      {
        before: o.ratingBefore,
        after: o.ratingAfter,
        change: o.ratingBefore !== null && o.ratingAfter !== null ? o.ratingAfter - o.ratingBefore : null,
        ...(o.rankAfter !== undefined ? { rankAfter: o.rankAfter } : {}),
      },
    ]),
  );
  return standingsPage({
    lang: state.language,
    tournament: t,
    standings:
      p.tiebreaks.event === "chess"
        ? { chess: chessStandings(t, p.tiebreaks.criteria), criteria: p.tiebreaks.criteria }
        : // the sheet's tie-breaks, by the sheet's own rule (E.8's when none is typed), never
          // the file's own placement criteria (D50)
          standings(t, { criteria: p.tiebreaks.event === "go" ? p.tiebreaks.criteria : MCMAHON_ORDER }),
    ratings,
    system: p.system.toUpperCase(),
  });
}

/** Saves the standings page as a file (the browser's download, on Mac a copy: D213), named after the event. */
export function publish(): void {
  const html = standingsPageHtml();
  if (html === undefined) return;
  saveHtml(html, published()?.tournament.name ?? state.preview?.event ?? "", "standings");
}

/**
 * D104, D206: the season page (`season --html`'s form, src/formats/season-html.ts) of the
 * rating-list sheet's history for `system`, in the pane's language, saved as a file named after
 * the sheet; else why there is none (D207: a mahjong sheet), which is returned.
 */
export function publishSeason(history: SheetHistory, system: SystemName | undefined): Message | undefined {
  const page = sheetSeasonPage(history, system, state.language);
  if ("message" in page) return page.message;
  saveHtml(page.html, history.sheet, "season");
  return undefined;
}

/** Saves a page named `name`.html, `fallback` when it has no usable name (publish-copy.ts, D213). */
function saveHtml(html: string, name: string, fallback: string): void {
  savePage(html, pageFileName(name, fallback));
}
