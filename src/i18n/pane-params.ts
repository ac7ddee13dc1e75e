/**
 * The codes of the task pane's texts and their parameters: the one message form (a code, its
 * template in each language over typed parameters, D131). A label, a heading or a button is a
 * code without parameters (the `string` keys of {@link PaneStrings}); a text with a number or a
 * name takes them by name; a list of names (the formats, the systems, the problems of step 2) is
 * a code per name, `list.name`. `pane-en.ts`, `pane-hu.ts` and `pane-ru.ts` give every code,
 * and `pane.ts` renders them into the {@link PaneStrings} the pane reads.
 */
import { type ArgumentOrder, type NoParams, type Renders } from "./message";
import { type PaneStrings } from "./pane-strings";

/** The pane's words: every `string` key of {@link PaneStrings}, a code without parameters. */
type PaneWords = {
  readonly [K in keyof PaneStrings as PaneStrings[K] extends string ? K : never]: NoParams;
};

/** The pane's texts with parameters, and its lists of names, a code per name. */
interface PaneTexts {
  readonly version: { readonly version: string };
  readonly functionCount: { readonly count: number };
  readonly recalculateFailed: { readonly message: string };
  readonly progress: { readonly done: number; readonly total: number };
  readonly reading: { readonly fileName: string };
  readonly readFailed: { readonly message: string };
  readonly teamStandingsHeading: { readonly teams: number };
  readonly minutes: { readonly n: number };
  readonly adjustedMinutes: { readonly n: number };
  readonly byoyomiFact: { readonly text: string };
  readonly errorsHeading: { readonly count: number };
  readonly warningsHeading: { readonly count: number };
  readonly moreDiagnostics: { readonly count: number };
  readonly diagnosticAt: { readonly line: number; readonly column: number };
  readonly mappingHeading: { readonly row: number };
  readonly mappingProblem: { readonly message: string };
  readonly listRead: { readonly entries: number };
  readonly listReadFailed: { readonly message: string };
  readonly matched: { readonly found: number; readonly players: number };
  readonly unmatchedHeading: { readonly count: number };
  readonly identityAsk: { readonly kind: "conflict" | "candidates" | "taken" };
  readonly identityIs: { readonly name: string; readonly line: number };
  readonly showing: { readonly shown: number; readonly total: number };
  readonly choicesNew: { readonly count: number };
  readonly choicesHighest: { readonly count: number };
  readonly choiceBad: { readonly no: number; readonly value: string };
  readonly created: { readonly sheet: string };
  readonly createdNotes: { readonly sheet: string; readonly count: number };
  readonly createFailed: { readonly message: string };
  readonly recalcDone: { readonly sheet: string };
  readonly recalcDoneWarnings: { readonly sheet: string; readonly count: number };
  readonly recalcProblems: { readonly count: number };
  readonly problemsHeading: { readonly count: number };
  readonly postDone: { readonly column: string; readonly updated: number; readonly appended: number };
  readonly postFailed: { readonly message: string };
  readonly postSkipped: { readonly count: number };
  readonly seasonDone: { readonly sheets: number };
  readonly seasonProblems: { readonly count: number };
  readonly seasonFailed: { readonly message: string };
  readonly seasonStep: { readonly day: string; readonly sheet: string };
  readonly seasonChange: {
    readonly name: string;
    readonly before: string;
    readonly after: string;
    readonly rankBefore: string;
    readonly rankAfter: string;
  };
  readonly "familyNames.MGSZ": NoParams;
  readonly "familyNames.FIDE": NoParams;
  readonly "familyNames.MAHJONG": NoParams;
  readonly "formatNames.egd": NoParams;
  readonly "formatNames.ffg": NoParams;
  readonly "formatNames.pairgoth": NoParams;
  readonly "formatNames.macmahon": NoParams;
  readonly "formatNames.opengotha": NoParams;
  readonly "formatNames.trf": NoParams;
  readonly "formatNames.csv": NoParams;
  readonly "formatNames.mahjong": NoParams;
  readonly "kindNames.crosstable": NoParams;
  readonly "kindNames.crosstable-without-games": NoParams;
  readonly "kindNames.results-table": NoParams;
  readonly "kindNames.results-sheet": NoParams;
  readonly "kindNames.rating-list": NoParams;
  readonly "severityNames.error": NoParams;
  readonly "severityNames.warning": NoParams;
  readonly "severityNames.info": NoParams;
  readonly "systemNames.mgsz": NoParams;
  readonly "systemNames.fide": NoParams;
  readonly "systemNames.mahjong": NoParams;
  readonly "eventNames.none": NoParams;
  readonly "eventNames.invitational": NoParams;
  readonly "eventNames.national": NoParams;
  readonly "eventNames.european": NoParams;
  readonly "eventNames.world": NoParams;
  readonly "rulesetNames.HU2017": NoParams;
  readonly "rulesetNames.FIDE2024": NoParams;
  readonly "invalid.multiplier": NoParams;
  readonly "invalid.time": NoParams;
  readonly "invalid.byoyomi": NoParams;
  readonly "invalid.participants": NoParams;
  readonly "invalid.k": NoParams;
  readonly "invalid.release": NoParams;
  readonly "invalid.sessions": NoParams;
  readonly "mappingFields.name": NoParams;
  readonly "mappingFields.firstName": NoParams;
  readonly "mappingFields.pin": NoParams;
  readonly "mappingFields.rating": NoParams;
  readonly "mappingFields.rank": NoParams;
  readonly "mappingFields.k": NoParams;
  readonly "mappingFields.birth": NoParams;
  readonly "mappingFields.federation": NoParams;
  readonly "colTitles.k": NoParams;
  readonly "colTitles.w": NoParams;
  readonly "colTitles.we": NoParams;
  readonly "colTitles.change": NoParams;
  readonly "colTitles.performance": NoParams;
}

export type PaneParams = PaneWords & PaneTexts;

/** The codes render every key of {@link PaneStrings} (a key without its code does not compile). */
export const PANE_RENDERED: Renders<PaneStrings, PaneParams> = true;

/** The order in which {@link PaneStrings}' functions take the parameters of their code. */
export const PANE_ARGUMENTS = {
  version: ["version"],
  functionCount: ["count"],
  recalculateFailed: ["message"],
  progress: ["done", "total"],
  reading: ["fileName"],
  readFailed: ["message"],
  teamStandingsHeading: ["teams"],
  minutes: ["n"],
  adjustedMinutes: ["n"],
  byoyomiFact: ["text"],
  errorsHeading: ["count"],
  warningsHeading: ["count"],
  moreDiagnostics: ["count"],
  diagnosticAt: ["line", "column"],
  mappingHeading: ["row"],
  mappingProblem: ["message"],
  listRead: ["entries"],
  listReadFailed: ["message"],
  matched: ["found", "players"],
  unmatchedHeading: ["count"],
  identityAsk: ["kind"],
  identityIs: ["name", "line"],
  showing: ["shown", "total"],
  choicesNew: ["count"],
  choicesHighest: ["count"],
  choiceBad: ["no", "value"],
  created: ["sheet"],
  createdNotes: ["sheet", "count"],
  createFailed: ["message"],
  recalcDone: ["sheet"],
  recalcDoneWarnings: ["sheet", "count"],
  recalcProblems: ["count"],
  problemsHeading: ["count"],
  postDone: ["column", "updated", "appended"],
  postFailed: ["message"],
  postSkipped: ["count"],
  seasonDone: ["sheets"],
  seasonProblems: ["count"],
  seasonFailed: ["message"],
  seasonStep: ["day", "sheet"],
  seasonChange: ["name", "before", "after", "rankBefore", "rankAfter"],
} as const satisfies ArgumentOrder<PaneStrings, PaneParams>;
