/**
 * A rating system as one value (issue 25, in the spirit of openskill's models): its parameters
 * declared once — what each is, its bound (the one bounds table), its default, its row in the
 * sheet's header block, its command-line flag, its custom function's argument, its pane field —
 * each read by one reader from text or a cell; its engine; its result columns; its share of the
 * tournament sheet. The command line's options, the sheet's header block (written and read) and
 * the pane's form are derived from it; nothing outside `src/systems` branches on a system's name.
 */
import { BOUNDS, type Quantity, inBound } from "../core/common/bounds";
import { type CalendarDate, type DateSystem, dayOf, parseDate } from "../core/common/date";
import { refusal } from "../core/common/errors";
import { type TiebreakEvent } from "../core/tournament/tiebreak-list";
import type { TournamentFormat } from "../formats/sniff";
import { type HeaderKey, HEADER_LABELS } from "../i18n/labels";
import { type Language } from "../i18n/language";
import { markTruth } from "../i18n/marks";
import { type Subject } from "../i18n/subject";
import { type Message } from "../i18n/table";
import { type Figure } from "../results/columns";
import { type EngineNote, type NoteCode } from "../results/notes";
import { type Figures, type SpillRow } from "../results/outcome";
import { type Tournament } from "../core/tournament/model";

/** The systems, by the name the code and the command line use (`--system fide`). */
export const SYSTEM_NAMES = ["mgsz", "fide", "mahjong"] as const;
export type SystemName = (typeof SYSTEM_NAMES)[number];

/** The code a sheet's System cell holds (`MGSZ`), which Recalculate reads the system by. */
export type SystemCode = "MGSZ" | "FIDE" | "MAHJONG";

/** What a parameter's value is: the form its reader takes and the cell the sheet writes. */
export type ParamKind = "whole" | "number" | "date" | "boolean" | "ruleSet" | "text";

/** A parameter's input: an option's or a field's text, a cell's typed value, a switch. */
export type ParamInput = string | number | boolean;

/**
 * Why an input is no value of the parameter, for each edge to say in its own form: the sheet as
 * its header row's message (`notWhole`, `notBoolean`, `notDate`, `labelled`), the command line
 * as its option's usage error, the pane beside its field, a function as its argument's error.
 */
export type ParamRefusal =
  /** Not a whole number within min..max. */
  | { readonly kind: "whole"; readonly min: number; readonly max: number }
  /** Not a plain number within min..max. */
  | { readonly kind: "number"; readonly min: number; readonly max: number }
  | { readonly kind: "boolean" }
  /** No calendar date; the date reader's message (D67) names what was typed and why. */
  | { readonly kind: "date"; readonly message: Message }
  /** The core reader's own message (a rule set, a byo-yomi, importance flags …). */
  | { readonly kind: "message"; readonly message: Message };

/** A parameter read: its value, none (a blank input: the default applies), or why not. */
export type ParamRead<T> =
  { readonly ok: true; readonly value: T | null } | { readonly ok: false; readonly refusal: ParamRefusal };

/** What a parameter's default is taken from where none is given: the event's dates (D87). */
export interface EventDates {
  readonly start?: CalendarDate;
  readonly end?: CalendarDate;
}

/** One parameter of a system, declared once; every edge derives its own form from it. */
export interface ParamDecl<T> {
  /** Its name in code, the key of its value wherever parameters are held by name. */
  readonly key: string;
  readonly kind: ParamKind;
  /** Its bound (the one bounds table, H1), where it is a number. */
  readonly bound?: Quantity;
  /**
   * Where it must be given (else the default applies): `header`, the sheet's header row (a sheet
   * without it is refused); a command, its option.
   */
  readonly required: readonly ("header" | CliCommand)[];
  /** The value where none is given, from the event's dates when it depends on them; absent: none. */
  readonly defaultOf?: (event: EventDates) => T;
  /** The sheet's header row (its label in each language: HEADER_LABELS); absent: not on the sheet. */
  readonly header?: HeaderKey;
  /** The command line's option, without the dashes (`ruleset` for `--ruleset`). */
  readonly flag?: string;
  /** The commands that take the option. */
  readonly commands: readonly CliCommand[];
  /** The custom functions' argument (`ruleset` of TOURNAMENT.FIDE, FIDE.CHANGE …). */
  readonly argument?: string;
  /**
   * The functions' value of a blank argument (D86: FIDE2024 for a blank rule set), which the
   * sheet's blank header cell, an argument of its ratings formula, reads as too.
   */
  readonly argumentDefault?: T;
  /** The pane's element ids it is entered in, the first its own field (e2e/ and taskpane.html). */
  readonly fields: readonly string[];
  /**
   * The one reader: `subject` names the place in a message where the place does not (null: a
   * labelled row or field); `system`, the date system of a sheet's cell (D191; absent: 1900).
   */
  read(input: ParamInput, subject: Subject | null, system?: DateSystem): ParamRead<T>;
  /** The header cell's value of a value (a number, a text, a switch), where it has a header row. */
  cell?(value: T): ParamInput;
}

/** The commands of `rating-officer` that take a system's options. */
export type CliCommand = "rate" | "sheet" | "standings" | "season";

/** A command-line option of a system that is no parameter of it (a per-player choice, a sheet's switch). */
export interface CliOption {
  readonly flag: string;
  readonly commands: readonly CliCommand[];
}

/** Any system's parameter, as the edges walk the lists. */
export type AnyParam = ParamDecl<unknown>;

/** A parameter read against another of the same system (mahjong's release not before the last day, D16). */
export interface ParamCheck {
  /** The parameter the refusal is said at. */
  readonly at: string;
  check(values: ReadonlyMap<string, unknown>): Message | null;
}

/** A column of the ratings spill as the sheet lays it out: found by key, formatted by its figure. */
export interface SpillColumn {
  readonly key: string;
  readonly header: string;
  readonly figure: Figure | null;
}

/** The ranges of the columns beside the crosstable that a ratings function takes, by what they hold. */
export interface SideRanges {
  /** FIDE's K column. */
  readonly k?: string;
  /** MGSZ's Register column (D24). */
  readonly register?: string;
  /** MGSZ's thresholds reached once (D170). */
  readonly reachedOnce?: string;
}

/** A system's share of the tournament sheet. */
export interface SheetShare {
  readonly code: SystemCode;
  /** The column beside the crosstable its ratings function takes: FIDE's K, MGSZ's Register (D24). */
  readonly sideColumn: "k" | "register" | null;
  /** Whether the sheet has the standings' section (and a crosstable with rounds and tie-breaks). */
  readonly standings: boolean;
  /** The function that spills the ratings (`TOURNAMENT.MGSZ`). */
  readonly ratingsFunction: string;
  /**
   * Its arguments by their names (the function's parameters), over the crosstable's data rows
   * (`$A$12:$K$40`), the header block's cells, the side columns' cells (`sideColumn`, and MGSZ's
   * thresholds reached once, D170), the header row's language (`"hu"`; blank for English) and
   * D54's `acceptUnknown` (TRUE: rated without the games whose result is not known or agreed).
   * src/sheet/formulas.ts orders them as the function's metadata does.
   */
  ratingsArguments(
    data: string,
    cells: Partial<Record<HeaderKey, string>>,
    sides: SideRanges,
    language: string,
    acceptUnknown: boolean,
  ): Readonly<Record<string, string>>;
  /** The spill's columns for a tournament rated in `parts` parts (MGSZ, RULES §1, D4; else 1). */
  spill(parts: number): readonly SpillColumn[];
  /** The column of a player's crosstable row an engine's error about him is put at (D115). */
  readonly errorColumn: number;
  /** A player's figures from his row of the ratings spill (`i`: his index), as the engine has them. */
  outcome(row: SpillRow, i: number): Figures;
  /**
   * The notes the sheet's cells give beside the spill, which the function cannot say: from the
   * crosstable as checked (with the event's dates), the header block's values by key, and the
   * players' ratings before.
   */
  spillNotes(
    t: Tournament | undefined,
    header: ReadonlyMap<string, unknown>,
    before: readonly (number | null)[],
  ): EngineNote[];
}

/**
 * A rating system. `I` what its engine rates (a tournament; mahjong a results table), `O` the
 * engine's options, `R` its result, `C` its result columns (src/results).
 */
export interface RatingSystem<I, O, R, C> {
  readonly name: SystemName;
  /** Its name as the product says it (the sheet's System row, the pane's list of systems). */
  readonly displayName: Message;
  /** What its engine rates: a crosstable (the tournament model), or a results table (mahjong's places). */
  readonly input: "crosstable" | "results";
  /** Its parameters, in the header block's order. */
  readonly params: readonly AnyParam[];
  /** Checks across parameters, after each was read. */
  readonly checks: readonly ParamCheck[];
  /** The command line's further options it takes (besides its parameters' flags). */
  readonly options: readonly CliOption[];
  rate(input: I, options: O): R;
  /** Its result columns (src/results) for a result in `parts` parts. */
  columns(parts: number): readonly C[];
  /** Which list its players' list is, and so the request's field it fills (D68). */
  readonly listField: "levelList" | "ratingList";
  /** Its standings' tie-breaks: the event they are read as (D90) and the pane's default; null: none. */
  readonly tiebreaks: { readonly event: Exclude<TiebreakEvent, "team">; readonly text: string } | null;
  /** The file formats rated under it by default; `results`: a mahjong results table. */
  readonly formats: readonly (TournamentFormat | "results")[];
  /** The engine's notes its results say otherwise, so not shown as notes (`saidNotes`, src/results/notes.ts). */
  readonly saidOtherwise: readonly NoteCode[];
  readonly sheet: SheetShare;
  /**
   * How `rating-officer season` rates under it (issue 26): tournament by tournament from the
   * list (`tournaments`), the list at each release date (`releases`), or rating period by
   * period (`periods`, D156).
   */
  readonly season: "tournaments" | "releases" | "periods";
}

/** The header row's label of a parameter in a language; undefined: it has no row. */
export function headerLabel(param: AnyParam, language: Language): string | undefined {
  return param.header === undefined ? undefined : HEADER_LABELS[language][param.header];
}

// --- the readers the declarations share ---------------------------------------------------------

const blank = (input: ParamInput): boolean => typeof input === "string" && input.trim() === "";
const none = { ok: true, value: null } as const;

/** A whole number within its bound: a typed number, or digits (with a sign) as text; no `1e1`, no `0x10` (D100). */
export function readWhole(quantity: Quantity, input: ParamInput): ParamRead<number> {
  if (blank(input)) return none;
  const { min, max } = BOUNDS[quantity];
  const n =
    typeof input === "number"
      ? input
      : typeof input === "string" && /^\s*[+-]?\d{1,15}\s*$/u.test(input)
        ? Number(input)
        : NaN;
  return Number.isInteger(n) && inBound(quantity, n)
    ? { ok: true, value: n }
    : { ok: false, refusal: { kind: "whole", min, max } };
}

/** A plain number within its bound (a decimal point or comma; no exponent, H1). */
export function readNumber(quantity: Quantity, input: ParamInput): ParamRead<number> {
  if (blank(input)) return none;
  const { min, max } = BOUNDS[quantity];
  const n =
    typeof input === "number"
      ? input
      : typeof input === "string" && /^\s*[+-]?(?:\d{1,15}(?:[.,]\d{0,15})?|[.,]\d{1,15})\s*$/u.test(input)
        ? Number(input.trim().replace(",", "."))
        : NaN;
  return inBound(quantity, n) ? { ok: true, value: n } : { ok: false, refusal: { kind: "number", min, max } };
}

/** A switch: TRUE/FALSE, 1/0, yes/no in the three languages; a blank cell is no. */
export function readBoolean(input: ParamInput): ParamRead<boolean> {
  if (typeof input === "boolean") return { ok: true, value: input };
  if (input === "" || input === 0) return { ok: true, value: false };
  if (input === 1) return { ok: true, value: true };
  const s = String(input).trim().toLowerCase();
  if (["true", "yes", "igaz", "igen", "истина", "да"].includes(s)) return { ok: true, value: true };
  if (["false", "no", "hamis", "nem", "ложь", "нет"].includes(s)) return { ok: true, value: false };
  const mark = markTruth(s); // D286: a switch printed as ✓ / ✗
  return mark !== null ? { ok: true, value: mark } : { ok: false, refusal: { kind: "boolean" } };
}

/**
 * A calendar date as the officer's date reader takes it (D67): a cell's date or serial (in the
 * workbook's `system`, D191), or text.
 */
export function readDate(
  input: ParamInput,
  subject: Subject | null,
  system: DateSystem = "1900",
): ParamRead<CalendarDate> {
  if (blank(input)) return none;
  if (typeof input !== "string") {
    const day = dayOf(input, system);
    if (day !== null) return { ok: true, value: day };
  }
  const read = refusal(() =>
    parseDate(typeof input === "boolean" ? String(input) : input, subject ?? undefined),
  );
  return "message" in read
    ? { ok: false, refusal: { kind: "date", message: read.message } }
    : { ok: true, value: read };
}

/** A text read by a core parser that throws its refusal (parseByoyomi, parseEvents …). */
export function readByParser<T extends object>(input: ParamInput, parse: (text: string) => T): ParamRead<T> {
  if (blank(input)) return none;
  const read = refusal(() => parse(String(input)));
  return "message" in read
    ? { ok: false, refusal: { kind: "message", message: read.message } }
    : { ok: true, value: read };
}
