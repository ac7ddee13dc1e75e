/** The Russian Mahjong Federation's rating (RULES §3, D13–D19) as one value. */
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import { RatingError } from "../core/common/errors";
import { formatLevel, parseLevel } from "../core/mahjong/level";
import { weight } from "../core/mahjong/tournament";
import { type Message, msg } from "../i18n/table";
import {
  type MahjongEntry,
  type MahjongTournamentOptions,
  type MahjongTournamentResult,
  levelAfter,
  levelPoints,
  rateMahjongTournament,
} from "../core/engines/mahjong";
import { MAHJONG_COLUMNS, type MahjongColumn } from "../results/mahjong";
import { type ParamDecl, type RatingSystem, readBoolean, readDate, readWhole } from "./types";

/**
 * D16: a tournament whose last day is after the release has no weight. The rule is the core's
 * weight(); its refusal becomes the message naming both dates. Null when the release may stand.
 */
export function releaseBeforeLastDay(last: CalendarDate, release: CalendarDate): Message | null {
  try {
    weight(last, release);
    return null;
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return msg("releaseBeforeLastDay", { release: formatIsoDate(release), lastDay: formatIsoDate(last) });
  }
}
/** S, the sessions (hanchans) played (RULES §3; elimination events: the fewest the main group played). */
export const SESSIONS: ParamDecl<number> = {
  key: "sessions",
  kind: "whole",
  bound: "sessions",
  required: ["header", "rate", "sheet"],
  header: "sessions",
  flag: "sessions",
  commands: ["rate", "sheet"],
  argument: "sessions",
  fields: ["mahjong-sessions"],
  read: (input) => readWhole("sessions", input),
  cell: (n) => n,
};

/** A European or World championship or equivalent (KT + 1.00); default no. */
export const CHAMPIONSHIP: ParamDecl<boolean> = {
  key: "championship",
  kind: "boolean",
  required: [],
  defaultOf: () => false,
  header: "championship",
  flag: "championship",
  commands: ["rate", "sheet"],
  argument: "championship",
  fields: ["mahjong-championship"],
  read: (input) => readBoolean(input),
  cell: (b) => b,
};

/** The event's last day (D16); default the file's end date, else its start date. */
export const LAST_DAY: ParamDecl<CalendarDate> = {
  key: "lastDay",
  kind: "date",
  required: [],
  header: "lastDay",
  flag: "last-day",
  commands: ["sheet"],
  fields: [],
  read: (input, subject, system) => readDate(input, subject, system),
  cell: (d) => formatIsoDate(d),
};

/** The rating release the tournament is weighted for (D16: on or after the last day). */
export const RELEASE: ParamDecl<CalendarDate> = {
  key: "release",
  kind: "date",
  required: ["sheet"],
  header: "release",
  flag: "release",
  commands: ["sheet"],
  fields: ["mahjong-release"],
  read: (input, subject, system) => readDate(input, subject, system),
  cell: (d) => formatIsoDate(d),
};

/** N, the most players at once in any session; default the results' rows. */
export const PARTICIPANTS: ParamDecl<number> = {
  key: "participants",
  kind: "whole",
  bound: "participants",
  required: [],
  flag: "participants",
  commands: ["rate"],
  fields: [],
  read: (input) => readWhole("participants", input),
};

export const MAHJONG: RatingSystem<
  readonly MahjongEntry[],
  MahjongTournamentOptions,
  MahjongTournamentResult,
  MahjongColumn
> = {
  name: "mahjong",
  displayName: msg("systemMahjong", {}),
  input: "results",
  season: "releases",
  params: [SESSIONS, CHAMPIONSHIP, LAST_DAY, RELEASE, PARTICIPANTS],
  checks: [
    {
      // D16: a release before the last day gives the tournament no weight: said at the release
      at: RELEASE.key,
      check: (values) => {
        const last = values.get(LAST_DAY.key) as CalendarDate | undefined;
        const release = values.get(RELEASE.key) as CalendarDate | undefined;
        return last === undefined || release === undefined ? null : releaseBeforeLastDay(last, release);
      },
    },
  ],
  // the season's release dates, several (its own reader); the sheet's one release is RELEASE
  options: [{ flag: "release", commands: ["season"] }],
  rate: (entries, options) => rateMahjongTournament(entries, options),
  columns: () => MAHJONG_COLUMNS,
  listField: "levelList",
  tiebreaks: null,
  formats: ["results"],
  saidOtherwise: [],
  sheet: {
    code: "MAHJONG",
    sideColumn: null,
    standings: false,
    ratingsFunction: "TOURNAMENT.MAHJONG",
    // levels (the fourth argument) come from the results' Level column
    ratingsArguments: (data, cells, _sides, language) => ({
      results: data,
      sessions: cells.sessions ?? "",
      championship: cells.championship ?? "",
      language,
    }),
    spill: () => MAHJONG_COLUMNS.filter((c) => c.value !== undefined),
    // the Place column
    errorColumn: 0,
    // the level after from the level and the norm the spill shows (D18), as the engine has it
    outcome: (r, i) => {
      const level = parseLevel(r.text("level"), {});
      const norm = r.text("norm");
      const after = levelAfter(level, norm === "" ? undefined : parseLevel(norm, {}).index);
      return {
        no: i + 1,
        name: r.text("player"),
        ratingBefore: levelPoints(level.index),
        ratingAfter: levelPoints(after.index),
        rankBefore: r.text("level"),
        rankAfter: formatLevel(after),
      };
    },
    spillNotes: () => [],
  },
};
