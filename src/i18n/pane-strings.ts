/**
 * What the task pane reads, key by key: the labels, headings, buttons and status lines of its
 * steps, in one language. It is rendered from the pane's family of the one message form
 * (`pane-params.ts` its codes, `pane-en.ts`, `pane-hu.ts`, `pane-ru.ts` their templates, D131),
 * so a missing or misspelt code is a compile error there; counts go through functions because
 * the three languages inflect differently after a number. The messages about the user's input
 * (a reader's diagnostic, an engine's error) are not here but codes of the table (`table.ts`).
 */

export interface PaneStrings {
  readonly title: string;
  readonly tagline: string;
  readonly version: (version: string) => string;
  readonly language: string;
  readonly familiesHeading: string;
  readonly noFunctions: string;
  readonly functionCount: (count: number) => string;
  /** What a family prefix stands for (shown after it); a family missing here shows its prefix alone. */
  readonly familyNames: Readonly<Record<string, string>>;
  readonly usage: string;
  readonly separator: string;
  readonly recalculateFailed: (message: string) => string;

  // ── The import flow ──
  readonly aboutHeading: string;
  readonly working: string;
  readonly progress: (done: number, total: number) => string;
  /** Step 1: the tournament file. */
  readonly stepFile: string;
  readonly chooseFile: string;
  readonly browse: string;
  readonly fileHint: string;
  readonly pasteSummary: string;
  readonly pasteRead: string;
  readonly reading: (fileName: string) => string;
  readonly pasted: string;
  readonly readFailed: (message: string) => string;
  readonly formatNames: Readonly<Record<string, string>>;
  readonly factFile: string;
  readonly factFormat: string;
  readonly factEvent: string;
  readonly factLocation: string;
  readonly factDates: string;
  readonly factPlayers: string;
  readonly factRounds: string;
  /** Team events (RULES §2.4): the number of teams; the sheet ranks them too. */
  readonly factTeams: string;
  /** Team events: the file's team standings below its facts (folded), their columns and codes. */
  readonly teamStandingsHeading: (teams: number) => string;
  readonly colPlace: string;
  readonly colTeam: string;
  readonly colPlayers: string;
  /** What the tie-break codes of the team standings stand for. */
  readonly teamCodes: string;
  /** What the file was read as (D41), by kind. */
  readonly factKind: string;
  readonly kindNames: Readonly<Record<string, string>>;
  /** How its bytes were decoded (D40), and the selector that reads it again in another encoding. */
  readonly factEncoding: string;
  readonly encodingLabel: string;
  readonly encodingAuto: string;
  readonly factTime: string;
  readonly minutes: (n: number) => string;
  readonly adjustedMinutes: (n: number) => string;
  /** The file's byo-yomi, e.g. "byo-yomi 30s"; the byo-yomi field of a file with an adjusted time. */
  readonly byoyomiFact: (text: string) => string;
  readonly inAdjustedTime: string;
  readonly noName: string;
  readonly errorsHeading: (count: number) => string;
  readonly warningsHeading: (count: number) => string;
  readonly moreDiagnostics: (count: number) => string;
  /** A reader's diagnostic: its severity, and where in the file (lead before the reader's text). */
  readonly severityNames: Readonly<Record<"error" | "warning" | "info", string>>;
  readonly diagnosticAt: (line: number, column: number) => string;
  /** After the last diagnostic a reader keeps (it stops at a thousand). */
  readonly diagnosticsSuppressed: string;
  readonly noProblems: string;
  readonly noPlayers: string;
  readonly acceptWarnings: string;
  /** Beside the diagnostics when games have no known or agreed result (D54). */
  readonly acceptUnknown: string;
  /** Step 2: system and parameters. */
  readonly stepSystem: string;
  readonly system: string;
  readonly systemNames: Readonly<Record<string, string>>;
  readonly mgszTime: string;
  readonly mgszByoyomi: string;
  readonly mgszEvent: string;
  readonly eventNames: Readonly<Record<string, string>>;
  readonly mgszParticipants: string;
  readonly mgszHandicapFree: string;
  readonly mgszBoard: string;
  readonly mgszMultiplier: string;
  readonly mgszMultiplierHint: string;
  readonly breakdownHeading: string;
  readonly noMultiplier: string;
  readonly fideRuleset: string;
  /** The day FIDE2024 is taken as in force on (D87): filled from the event's last day. */
  readonly fideRulesetOn: string;
  readonly rulesetNames: Readonly<Record<string, string>>;
  readonly fideK: string;
  readonly fideKRules: string;
  readonly fideKFixed: string;
  readonly mahjongRelease: string;
  readonly mahjongSessions: string;
  readonly mahjongChampionship: string;
  /** D64: the officer's word that the file's ratings are on the rating system's own scale. */
  readonly fileRatings: string;
  readonly fileRatingsHint: string;
  readonly tiebreaks: string;
  readonly tiebreaksHint: string;
  readonly invalid: Readonly<Record<ParamProblem, string>>;
  /** Step 3: the rating list. */
  readonly stepList: string;
  readonly listNone: string;
  readonly listSheet: string;
  readonly listFile: string;
  readonly listSheetLabel: string;
  readonly noSheets: string;
  readonly mappingHeading: (row: number) => string;
  readonly mappingFields: Readonly<Record<string, string>>;
  readonly mappingUnused: string;
  readonly mappingConfirm: string;
  readonly mappingSaved: string;
  readonly mappingProblem: (message: string) => string;
  readonly listRead: (entries: number) => string;
  readonly listReadFailed: (message: string) => string;
  readonly matched: (found: number, players: number) => string;
  readonly unmatchedHeading: (count: number) => string;
  /** Step 3's question about a player (D62): near spellings, or several rows with his name. */
  readonly identityAsk: (kind: "conflict" | "candidates" | "taken") => string;
  readonly identityIs: (name: string, line: number) => string;
  readonly identityNew: string;
  readonly searchNames: string;
  readonly showing: (shown: number, total: number) => string;
  readonly showMore: string;
  /** Step 3's per-player choices. */
  readonly choicesNew: (count: number) => string;
  readonly choicesNewHint: string;
  readonly choicesHighest: (count: number) => string;
  readonly choicesHighestHint: string;
  readonly choiceRegister: string;
  readonly choiceStart: string;
  readonly choiceHighest: string;
  readonly choiceBad: (no: number, value: string) => string;
  readonly fromFile: string;
  /** Step 4: the tournament sheet. */
  readonly stepCreate: string;
  readonly createHint: string;
  readonly createButton: string;
  readonly creating: string;
  readonly created: (sheet: string) => string;
  /** Created, with the engine's notes on the ratings listed below (issue 24). */
  readonly createdNotes: (sheet: string, count: number) => string;
  readonly createFailed: (message: string) => string;
  readonly notReady: string;
  readonly resultsHeading: string;
  readonly colNo: string;
  readonly colName: string;
  readonly colBefore: string;
  readonly colAfter: string;
  readonly colRank: string;
  /** Mahjong's results: the levels before and after; FIDE's: the change and the performance. */
  readonly colLevelBefore: string;
  readonly colLevelAfter: string;
  readonly colChange: string;
  readonly colPerformance: string;
  /**
   * FIDE's results table within the 360-px pane: the change's short header, and each figure's
   * full name as its header's tooltip.
   */
  readonly colChangeShort: string;
  readonly colTitles: {
    readonly k: string;
    readonly w: string;
    readonly we: string;
    readonly change: string;
    readonly performance: string;
  };
  /** Step 5: recalculation. */
  readonly stepRecalc: string;
  readonly recalcHint: string;
  readonly recalcButton: string;
  readonly publishButton: string;
  readonly publishHint: string;
  readonly recalcDone: (sheet: string) => string;
  /** Recalculated, with the crosstable's warnings listed below, each at its cell. */
  readonly recalcDoneWarnings: (sheet: string, count: number) => string;
  readonly recalcProblems: (count: number) => string;
  /** Over the results after a failed Recalculate. */
  readonly resultsStale: string;
  /** Many problems: the folded list's heading, a kind's count before its first instance, the search. */
  readonly problemsHeading: (count: number) => string;
  readonly problemsLike: string;
  readonly searchProblems: string;
  /** Step 6: posting to the rating list. */
  readonly stepPost: string;
  readonly postDate: string;
  /** How a date field wants its date typed (its placeholder): the language's own pattern. */
  readonly datePattern: string;
  readonly postButton: string;
  readonly posting: string;
  readonly postDone: (column: string, updated: number, appended: number) => string;
  readonly postNeedsSheet: string;
  readonly postNeedsResults: string;
  readonly postFailed: (message: string) => string;
  readonly postSkipped: (count: number) => string;
  /** Re-rate the season (D172–D174): the workbook's tournament sheets again in date order. */
  readonly seasonHeading: string;
  readonly seasonHint: string;
  readonly seasonButton: string;
  readonly seasonWorking: string;
  readonly seasonDone: (sheets: number) => string;
  readonly seasonProblems: (count: number) => string;
  readonly seasonFailed: (message: string) => string;
  readonly seasonStep: (day: string, sheet: string) => string;
  readonly seasonChange: (
    name: string,
    before: string,
    after: string,
    rankBefore: string,
    rankAfter: string,
  ) => string;
}

/** What can be wrong with the parameters of step 2 (each language says it its own way). */
export type ParamProblem = "multiplier" | "time" | "byoyomi" | "participants" | "k" | "release" | "sessions";
