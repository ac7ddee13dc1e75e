/** MGSZ, the Hungarian Go Federation's rating (RULES §1, D1–D8) as one value. */
import { rateMgszTournament } from "../core/engines/mgsz";
import { type MgszTournamentOptions, type MgszTournamentResult } from "../core/engines/mgsz-types";
import { type Byoyomi, type EventKind, parseByoyomi, parseEvents } from "../core/mgsz/multiplier";
import { type Tournament } from "../core/tournament/model";
import { defaultTiebreakList, tiebreakListText } from "../core/tournament/tiebreak-list";
import { type MgszColumn, mgszColumns } from "../results/mgsz";
import { msg } from "../i18n/table";
import { CROSSTABLE_OPTIONS, SEASON_LIST_OPTIONS } from "./options";
import { type ParamDecl, type RatingSystem, readByParser, readNumber, readWhole } from "./types";

/**
 * The tournament multiplier C (RULES 1.2; D29: the committee's own within the bound): the
 * header's C cell; blank there (a registration list's sheet whose file states no time, D76), and
 * absent on the command line, derived from the file's time, byo-yomi, importance and players.
 */
export const MULTIPLIER: ParamDecl<number> = {
  key: "multiplier",
  kind: "whole",
  bound: "multiplier",
  required: ["header"],
  header: "multiplier",
  flag: "multiplier",
  commands: ["rate", "sheet", "standings"],
  argument: "multiplier",
  fields: ["mgsz-multiplier"],
  read: (input) => readWhole("multiplier", input),
  cell: (value) => value,
};

/** The base thinking time in minutes (RULES 1.2 table 1); default the file's. */
export const TIME: ParamDecl<number> = {
  key: "time",
  kind: "number",
  bound: "minutes",
  required: [],
  flag: "time",
  commands: ["rate", "sheet"],
  fields: ["mgsz-time"],
  read: (input) => readNumber("minutes", input),
};

/** The byo-yomi (`3x30s`, `30s`, `25/10`; table 2); default the file's. */
export const BYOYOMI: ParamDecl<Byoyomi> = {
  key: "byoyomi",
  kind: "text",
  required: [],
  flag: "byoyomi",
  commands: ["rate", "sheet"],
  fields: ["mgsz-byoyomi"],
  read: (input, subject) => readByParser(input, (text) => parseByoyomi(text, subject ?? "byoyomi")),
};

/** The importance flags of table 3 (D27: independent, all that apply). */
export const EVENT: ParamDecl<EventKind[]> = {
  key: "event",
  kind: "text",
  required: [],
  flag: "event",
  commands: ["rate", "sheet", "standings"],
  fields: ["mgsz-events"],
  read: (input, subject) => readByParser(input, (text) => parseEvents(text, subject ?? "event")),
};

/** The participants table 3 counts; default the file's players. */
export const PARTICIPANTS: ParamDecl<number> = {
  key: "participants",
  kind: "whole",
  bound: "participants",
  required: [],
  flag: "participants",
  commands: ["rate", "sheet"],
  fields: ["mgsz-participants"],
  read: (input) => readWhole("participants", input),
};

export const MGSZ: RatingSystem<Tournament, MgszTournamentOptions, MgszTournamentResult, MgszColumn> = {
  name: "mgsz",
  displayName: msg("systemMgsz", {}),
  input: "crosstable",
  season: "tournaments",
  params: [MULTIPLIER, TIME, BYOYOMI, EVENT, PARTICIPANTS],
  checks: [],
  options: [
    ...CROSSTABLE_OPTIONS,
    ...SEASON_LIST_OPTIONS,
    { flag: "start", commands: ["rate"] },
    { flag: "register", commands: ["rate"] },
  ],
  rate: (t, options) => rateMgszTournament(t, options),
  columns: (parts) => mgszColumns(parts),
  listField: "ratingList",
  // McMahon order (D22): the core's default list, which the command line's sheet writes too (D113)
  tiebreaks: { event: "go", text: tiebreakListText(defaultTiebreakList("go")) },
  formats: ["egd", "ffg", "pairgoth", "macmahon", "opengotha"],
  // new players are counted in rate's summary and marked in the sheet's Register column (D24)
  saidOtherwise: ["new-player"],
  sheet: {
    code: "MGSZ",
    sideColumn: "register",
    standings: true,
    ratingsFunction: "TOURNAMENT.MGSZ",
    ratingsArguments: (data, cells, sides, language, accept) => ({
      crosstable: data,
      multiplier: cells.multiplier ?? "",
      language,
      register: sides.register ?? "",
      accept_unknown: accept ? "TRUE" : "",
      reached_once: sides.reachedOnce ?? "", // D170
    }),
    spill: (parts) => mgszColumns(parts).filter((c) => c.value !== undefined),
    // the Rank column
    errorColumn: 2,
    outcome: (r, i) => ({
      no: r.num("no") ?? i + 1,
      name: r.text("name"),
      ratingBefore: r.num("ratingBefore"),
      ratingAfter: r.num("ratingAfter"),
      rankBefore: r.text("rankBefore"),
      rankAfter: r.text("rankAfter"),
    }),
    spillNotes: () => [],
  },
};
