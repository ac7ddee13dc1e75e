/** The tournament sheet of a mahjong tournament: its results, levels and dates (RULES §3, D16). */
import { type MahjongEntry, levelPoints, rateMahjongTournament } from "../core/engines/mahjong";
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { msg } from "../i18n/table";
import { SheetInputError } from "./messages";
import { bool, num, text } from "./plan";
import { type SheetTexts } from "./texts";

import { MAHJONG, releaseBeforeLastDay } from "../systems/mahjong";
import { dayOf } from "../core/common/date";
import { type Rated, idOf, listName } from "./rated";
import { WHOLE, ratingFormats } from "./layout";
import { type TournamentSheetRequest, identityChoices } from "./request";
import type { StartOutcome } from "./spill-outcomes";
import { saidNotes } from "../results/notes";

/** The results of a mahjong tournament: the table as read, else the players by `place`. */
export function mahjongEntries(
  req: Pick<TournamentSheetRequest, "tournament" | "mahjongResults">,
): MahjongEntry[] {
  if (req.mahjongResults !== undefined) {
    return req.mahjongResults.rows.map((r) => ({
      place: r.place,
      player: r.player,
      points: r.points,
      line: r.line,
    }));
  }
  return req.tournament.players
    .map((p, i) => ({ place: p.place ?? i + 1, player: fullName(p), line: i + 1 }))
    .sort((a, b) => a.place - b.place || a.line - b.line);
}

/**
 * Mahjong's dates: the release (required, a date) and the event's last day (the officer's, else
 * the file's end, else its start date; none: the release, said in the sheet). A release before
 * the last day is an error naming both (D16: a tournament after the release has no weight).
 */
function mahjongDates(
  t: Tournament,
  p: { release: string; lastDay?: string },
): { release: string; lastDay: string; assumed: boolean } {
  const release = dayOf(p.release);
  if (release === null) throw new SheetInputError(msg("notDate", { field: "release", value: p.release }));
  let last: CalendarDate | null;
  if (p.lastDay !== undefined && p.lastDay.trim() !== "") {
    last = dayOf(p.lastDay);
    if (last === null) throw new SheetInputError(msg("notDate", { field: "lastDay", value: p.lastDay }));
  } else last = t.end ?? t.start ?? null; // read once, by the reader (H9)
  if (last === null)
    return { release: formatIsoDate(release), lastDay: formatIsoDate(release), assumed: true };
  const refused = releaseBeforeLastDay(last, release);
  if (refused !== null) throw new SheetInputError(refused);
  return { release: formatIsoDate(release), lastDay: formatIsoDate(last), assumed: false };
}

export function rateMahjong(
  req: TournamentSheetRequest,
  p: { release: string; sessions: number; championship: boolean; lastDay?: string },
  tx: SheetTexts,
): Rated {
  const dates = mahjongDates(req.tournament, p);
  const entries = mahjongEntries(req);
  const list = req.levelList ?? req.ratingList?.entries;
  const r = rateMahjongTournament(entries, {
    sessions: p.sessions,
    championship: p.championship,
    ...(list !== undefined ? { ratingList: list } : {}),
    ...identityChoices(req.choices),
  });
  // where each player starts; his levels after are the formula's (D117)
  const players: StartOutcome[] = r.players.map((x, i) => {
    const pin =
      req.levelList !== undefined
        ? req.levelList.find((e) => e.line === x.listLine)?.pin
        : idOf(undefined, x.listLine, req.ratingList);
    return {
      no: i + 1,
      name: x.name,
      ratingBefore: levelPoints(x.levelIndex),
      rankBefore: x.level,
      source: x.levelSource,
      matched: x.levelSource === "list",
      ...(pin !== undefined ? { pin } : {}),
    };
  });
  const rows = r.players.map((x, i) => [
    num(x.place),
    text(x.name),
    text(x.levelSource === "default" ? "" : x.level),
    entries[i]?.points === undefined ? null : num(entries[i]?.points ?? 0),
  ]);
  return {
    rows,
    header: [tx.place, tx.player, tx.level, tx.points],
    ids: players.map((x) => x.pin),
    players,
    params: [
      ["sessions", num(p.sessions, WHOLE)],
      ["championship", bool(p.championship)],
      ["lastDay", text(dates.lastDay), dates.assumed ? text(tx.lastDayAssumed) : null],
      ["release", text(dates.release)],
      // Filled in by buildTournamentSheet once the two cells' addresses are known.
      ["weight", null, text(tx.weightNote)],
      ["ratingList", listName(req, tx)],
    ],
    ratingsColumns: ratingFormats("mahjong", 0).length,
    parts: 0,
    notes: saidNotes(MAHJONG, r.notes),
    postDate: dates.release,
  };
}
