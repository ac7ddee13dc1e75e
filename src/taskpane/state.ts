/** What the pane knows between steps, and the one re-render every change ends in. */
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { RatingList } from "../formats";
import type { LevelListEntry } from "../formats/rating-list";
import type { PlayerOutcome, Message, SheetProblem, SheetStandings } from "../sheet/actions";
import type { Language } from "../i18n/pane";
import { type ChoicesForm, emptyChoices } from "./choices";
import type { EngineNote } from "../results/notes";
import type { ImportPreview } from "./import";
import type { HeldList } from "./list-file";
import type { ParamsForm } from "./params";
import type { StoredMapping } from "./settings";
import type { SystemName } from "../systems";

export type ListSource = "none" | "sheet" | "file";

export interface ListState {
  source: ListSource;
  /** The sheet chosen, its detected or remembered mapping, and whether the officer confirmed it. */
  sheet?: string;
  mapping?: StoredMapping;
  mappingConfirmed: boolean;
  /** The workbook has no sheet to read a list from. */
  noSheets?: boolean;
  /** Header texts of the chosen sheet's header row, for the mapping's choices. */
  headers: string[];
  /** Why no header row was found (src/sheet's message, shown in the pane's language). */
  mappingProblem?: Message;
  fileName?: string;
  ratingList?: RatingList;
  /** A mahjong levels list file, read as the command line reads it (D68; list-file.ts). */
  levelList?: readonly LevelListEntry[];
  /** The list file as read (D98): each kind of list read from it once per encoding chosen. */
  held?: HeldList;
  /** Which field the list file was read for (the `listField` of the system then chosen). */
  readAs?: "levelList" | "ratingList";
  /** How the rating-list file was decoded (`encodingMessage`, D40), for the status line. */
  listEncoding?: Message;
  /** The first error of a rating-list file that could not be used (shown in the pane's language). */
  fileProblem?: Diagnostic;
  /** A failure reading the list, in a language (src/sheet's message, or Excel's own text). */
  error?: (lang: Language) => string;
}

export interface PaneState {
  language: Language;
  preview?: ImportPreview;
  /** Why the file could not be read (a message of the table, shown in the pane's language). */
  readError?: Message;
  /** D212: the workbook did not keep (or could not give back) what the pane remembers. */
  rememberWarning?: Message;
  warningsAccepted: boolean;
  /** D54: the officer rates without the games whose result is not known or agreed. */
  unknownAccepted: boolean;
  form?: ParamsForm;
  list: ListState;
  /** Step 3's per-player choices (D23, D24), kept until another file is read. */
  choices: ChoicesForm;
  choicesOpen: boolean;
  /** The created (or last recalculated) tournament sheet and its players. */
  sheetName?: string;
  /**
   * That sheet's rating system, as Create wrote it or Recalculate read it; none while the pane
   * knows no sheet (D370: the FIDE report is offered on a chess sheet only).
   */
  sheetSystem?: SystemName;
  outcomes?: readonly PlayerOutcome[];
  /** The outcomes are the file's as created (not a recalculated, possibly edited, crosstable). */
  outcomesOfFile?: boolean;
  /** The sheet Create wrote from the file read (its place goes on a recalculated page too). */
  createdSheet?: string;
  /** After a Recalculate: the sheet's tournament, tie-breaks and system, for its standings page. */
  sheetStandings?: SheetStandings;
  /** The last Recalculate failed: the results shown are from before it. */
  outcomesStale?: boolean;
  sheetMessage?: (lang: Language) => string;
  /** Recalculate's problems, each at its cell (src/sheet's messages). */
  problems?: readonly SheetProblem[];
  /** Recalculate's warnings, each at its cell: the sheet was rewritten, and these are said. */
  recalcWarnings?: readonly SheetProblem[];
  /** The engine's notes on the ratings of the sheet just created (issue 24), listed under Create. */
  createNotes?: readonly EngineNote[];
  recalcMessage?: (lang: Language) => string;
  postMessage?: (lang: Language) => string;
  /** Players Post left out, with the reason (src/sheet's messages). */
  postSkipped?: readonly Message[];
}

export const state: PaneState = {
  language: "en",
  warningsAccepted: false,
  unknownAccepted: false,
  list: { source: "none", mappingConfirmed: false, headers: [] },
  choices: emptyChoices(),
  choicesOpen: false,
};

let renderer: (() => void) | undefined;

export function setRenderer(r: () => void): void {
  renderer = r;
}

/** Re-renders everything that depends on the state (cheap: a few hundred nodes at most). */
export function refresh(): void {
  renderer?.();
}
