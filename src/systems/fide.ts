/** FIDE Elo (RULES §2, D9–D12, D25, D85–D89) as one value. */
import { rateFideTournament } from "../core/engines/fide";
import { versionNote } from "../core/engines/fide-version";
import { type FideTournamentOptions, type FideTournamentResult } from "../core/engines/fide-types";
import { DEFAULT_RULES, type Rules, eventRules, readRuleSet, ruleSetText } from "../core/fide/rules";
import { D28_ORDER } from "../core/tournament/chess-tiebreaks";
import { type Tournament } from "../core/tournament/model";
import { FIDE_COLUMNS, type FideColumn } from "../results/fide";
import { msg } from "../i18n/table";
import { CROSSTABLE_OPTIONS, SEASON_LIST_OPTIONS } from "./options";
import { type ParamDecl, type RatingSystem, readWhole } from "./types";

/**
 * The rule set rated by (D85: one reader, `HU2017`, `FIDE2024`, `FIDE2024 2025-09-30`), the
 * same parameter on the command line (`--ruleset`), in the sheet's Rule set row, in the pane's
 * rule set and its day field, and as the FIDE.* and TOURNAMENT.FIDE functions' `ruleset`. None
 * given (or blank, D86): the version in force on the event's last day (D87) — a September 2025
 * event rated without the October 2025 exemption for players rated 2650 and above.
 */
export const RULESET: ParamDecl<Rules> = {
  key: "ruleset",
  kind: "ruleSet",
  required: ["header"],
  defaultOf: (event) => eventRules(event).rules,
  header: "ruleset",
  flag: "ruleset",
  commands: ["rate", "sheet", "standings"],
  argument: "ruleset",
  argumentDefault: DEFAULT_RULES,
  fields: ["fide-ruleset", "fide-ruleset-on"],
  read: (input, subject) => {
    const read = readRuleSet(String(input), subject);
    return read.ok
      ? { ok: true, value: read.rules }
      : { ok: false, refusal: { kind: "message", message: read.message } };
  },
  cell: (rules) => ruleSetText(rules),
};

/** One K for every rated player (D9 by the rules per player when none). */
export const K: ParamDecl<number> = {
  key: "k",
  kind: "whole",
  bound: "kFactor",
  required: [],
  header: "k",
  flag: "k",
  commands: ["rate", "sheet"],
  argument: "k",
  fields: ["fide-k"],
  read: (input) => readWhole("kFactor", input),
  cell: (k) => k,
};

/** The games a first rating needs (D25: the rule set's when none). */
export const MIN_GAMES: ParamDecl<number> = {
  key: "minGames",
  kind: "whole",
  bound: "minGames",
  required: [],
  flag: "min-games",
  commands: ["rate"],
  fields: [],
  read: (input) => readWhole("minGames", input),
};

export const FIDE: RatingSystem<Tournament, FideTournamentOptions, FideTournamentResult, FideColumn> = {
  name: "fide",
  season: "periods",
  displayName: msg("systemFide", {}),
  input: "crosstable",
  params: [RULESET, K, MIN_GAMES],
  checks: [],
  options: [
    ...CROSSTABLE_OPTIONS,
    ...SEASON_LIST_OPTIONS,
    { flag: "highest", commands: ["rate"] },
    { flag: "period", commands: ["season"] },
  ],
  rate: (t, options) => rateFideTournament(t, options),
  columns: () => FIDE_COLUMNS,
  listField: "ratingList",
  // FIDE's C.07 order (D28)
  tiebreaks: { event: "chess", text: D28_ORDER.join(" ") },
  formats: ["trf", "csv"],
  // first ratings are the table's rating after, and 8.21b's figures are rate's summary line
  saidOtherwise: ["unrated", "round-robin"],
  sheet: {
    code: "FIDE",
    sideColumn: "k",
    standings: true,
    ratingsFunction: "TOURNAMENT.FIDE",
    ratingsArguments: (data, cells, sides, language, accept) => ({
      crosstable: data,
      ruleset: cells.ruleset ?? "",
      k: sides.k ?? cells.k ?? "",
      language,
      accept_unknown: accept ? "TRUE" : "",
    }),
    spill: () => FIDE_COLUMNS.filter((c) => c.value !== undefined),
    // the Rating column
    errorColumn: 3,
    outcome: (r, i) => ({
      no: r.num("no") ?? i + 1,
      name: r.text("name"),
      ratingBefore: r.num("ratingBefore"),
      ratingAfter: r.num("ratingAfter"),
      // D116: K as the K column shows it (the spill has none)
      fide: {
        k: r.k(),
        w: r.num("w") ?? 0,
        we: r.num("we"),
        change: r.num("change"),
        performance: r.num("performance"),
      },
    }),
    // FIDE2024 named without a date against the event's Dates cell (D89), which the function,
    // given no dates, cannot say
    spillNotes: (t, header, before) => {
      const rules = (header.get(RULESET.key) as Rules | undefined) ?? DEFAULT_RULES;
      const note = t === undefined ? null : versionNote(t, rules, undefined, before);
      return note === null ? [] : [note];
    },
  },
};
