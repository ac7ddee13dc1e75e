/**
 * A system's share of the task pane's step 2, beside its value: the fields its parameters are
 * entered in (the ids of their declarations' `fields`, and the few switches the pane alone has),
 * the form as a file fills it, the form read into the sheet builder's parameters — each field by
 * its parameter's one reader, the reader the command line and the sheet use — and what the step
 * shows beside the fields. No DOM here: src/taskpane walks these lists (view-params.ts).
 */
import { type MultiplierBreakdown } from "../core/engines/mgsz-multiplier";
import { type RuleSetName } from "../core/fide/rules";
import type { Tournament } from "../core/tournament/model";
import { type Language, type ParamProblem } from "../i18n/pane";
import { type Message } from "../i18n/table";
import { type ParamDecl, type ParamInput, type ParamKind, type ParamRead } from "./types";

/** The parameters the sheet builder takes (the contract's `SystemParams`). */
export type PaneSystemParams =
  | { system: "mgsz"; multiplier: number }
  | { system: "fide"; ruleset?: RuleSetName; on?: string; k?: number }
  | { system: "mahjong"; release: string; sessions: number; championship: boolean };

/** What a field holds: a text field's text, a switch, the values of a group of switches. */
export type FieldValue = string | boolean | readonly string[];

/** One choice of a group: its value and the element it is switched on in. */
export interface FieldChoice {
  readonly value: string;
  readonly id: string;
}

/**
 * A field of the form, by the key its value has in the system's form and the element it is in:
 * `text` and `date` (a date field, date-field.ts) hold a text, `check` a switch, `select` one of
 * `values`, `checks` each choice switched on, `radio` the choice switched on.
 */
export type PaneField<K extends string = string> = { readonly key: K; readonly id: string } & (
  | { readonly kind: "text" | "date" | "check" }
  | { readonly kind: "select"; readonly values: readonly string[] }
  | { readonly kind: "checks" | "radio"; readonly choices: readonly FieldChoice[] }
);

/** The system's parameters read from its form, or the first thing wrong with it. */
export type PaneBuild =
  | { readonly ok: true; readonly params: PaneSystemParams; readonly breakdown?: MultiplierBreakdown }
  | { readonly ok: false; readonly problem: ParamProblem | "no-multiplier" }
  /** The rule set's reader's refusal (D85), in its words. */
  | { readonly ok: false; readonly problem: "ruleset"; readonly message: Message };

/** What the step shows beside the fields, by element id: texts, lists, placeholders, boxes shown. */
export interface PaneView {
  readonly texts?: Readonly<Record<string, string>>;
  readonly lists?: Readonly<Record<string, readonly string[]>>;
  readonly placeholders?: Readonly<Record<string, string>>;
  readonly shown?: Readonly<Record<string, boolean>>;
}

/** A system's pane form: `F` the form's values, one per field, by key. */
export interface PaneForm<F extends object> {
  /** The box of the system's fields, shown while the system is chosen. */
  readonly box: string;
  readonly fields: readonly PaneField<keyof F & string>[];
  /** A field a focus on which switches a choice on (FIDE's K typed: one K for everyone). */
  readonly focusPicks?: { readonly field: string; readonly choice: string };
  /** The form as the file fills it (`today`: ISO, for a date the file does not give). */
  initial(t: Tournament, today: string): F;
  build(t: Tournament, form: F): PaneBuild;
  view?(t: Tournament, form: F, lang: Language): PaneView;
}

/** A field's text read by its parameter's one reader; a field is its own label (no subject). */
export function readField<T>(param: ParamDecl<T>, input: ParamInput): ParamRead<T> {
  return param.read(input, null);
}

/**
 * The element a parameter's value is entered in: its declaration's field `at` (the first: its
 * own). A declaration without it gives "", which no element has: test/systems/pane-forms.test.ts
 * finds every field of every form in taskpane.html.
 */
export function fieldOf(param: { readonly fields: readonly string[] }, at = 0): string {
  return param.fields[at] ?? "";
}

/** The field a parameter's kind is entered in: a date in a date field, a switch in a box, else text. */
const FIELD_KINDS: Readonly<Record<ParamKind, "text" | "date" | "check">> = {
  whole: "text",
  number: "text",
  text: "text",
  date: "date",
  boolean: "check",
  ruleSet: "text",
};

/** A parameter's own field (its declaration's first), of the kind its value is, under the form's `key`. */
export function paramField<K extends string>(key: K, param: AnyParamDecl): PaneField<K> {
  return { key, id: fieldOf(param), kind: FIELD_KINDS[param.kind] };
}

type AnyParamDecl = Pick<ParamDecl<unknown>, "kind" | "fields">;
