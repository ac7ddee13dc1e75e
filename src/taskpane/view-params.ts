/**
 * Step 2: the rating system and its parameters, with what each system shows beside them (the
 * MGSZ multiplier's breakdown, the FIDE rule set's version). The fields are each system's pane
 * form's (src/systems/pane-*.ts), read and filled by their kind; nothing here names a system.
 */
import { byId, el, show } from "./dom";
import { type Language, STRINGS } from "../i18n/pane";
import { render } from "../i18n/table";
import { systemOf } from "../systems";
import { type FieldValue, type PaneField, type PaneView } from "../systems/pane-form";
import { paneFormOf } from "../systems/pane-forms";
import {
  type ParamsOutcome,
  SYSTEMS,
  type SystemName,
  buildParams,
  defaultTiebreaks,
  takesFileRatings,
} from "./params";
import { fieldDate, setFieldDate } from "./date-field";
import { refresh, state } from "./state";

const input = (id: string) => byId<HTMLInputElement>(id);
const select = (id: string) => byId<HTMLSelectElement>(id);

function pick<T extends string>(values: readonly T[], v: string, fallback: T): T {
  return values.find((x) => x === v) ?? fallback;
}

/** A field's value as the page holds it (`held`: the form's, for a choice the page has none of). */
function readField(field: PaneField, held: FieldValue | undefined): FieldValue {
  switch (field.kind) {
    case "text":
      return input(field.id).value;
    case "date":
      return fieldDate(field.id);
    case "check":
      return input(field.id).checked;
    case "select":
      return pick(
        field.values,
        select(field.id).value,
        typeof held === "string" ? held : (field.values[0] ?? ""),
      );
    case "checks":
      return field.choices.filter((c) => input(c.id).checked).map((c) => c.value);
    case "radio":
      return field.choices.find((c) => input(c.id).checked)?.value ?? (typeof held === "string" ? held : "");
  }
}

/** Puts a form's value into its field. */
function fillField(field: PaneField, value: FieldValue | undefined): void {
  switch (field.kind) {
    case "text":
      input(field.id).value = typeof value === "string" ? value : "";
      return;
    case "date":
      setFieldDate(field.id, typeof value === "string" ? value : "", state.language);
      return;
    case "check":
      input(field.id).checked = value === true;
      return;
    case "select":
      select(field.id).value = typeof value === "string" ? value : "";
      return;
    case "checks":
      for (const c of field.choices) input(c.id).checked = Array.isArray(value) && value.includes(c.value);
      return;
    case "radio":
      for (const c of field.choices) input(c.id).checked = c.value === value;
      return;
  }
}

/** Every system's form read from its fields, by its pane form's keys. */
function readFields(): void {
  const f = state.form;
  if (f === undefined) return;
  const system = pick<SystemName>(SYSTEMS, select("system").value, f.system);
  if (system !== f.system && f.tiebreaks === defaultTiebreaks(f.system)) {
    input("tiebreaks").value = defaultTiebreaks(system); // untouched defaults follow the system
  }
  f.system = system;
  for (const name of SYSTEMS) {
    const held = f[name] as unknown as Record<string, FieldValue>;
    for (const field of paneFormOf(name).fields) held[field.key] = readField(field, held[field.key]);
  }
  f.tiebreaks = input("tiebreaks").value;
  f.fileRatings = input("file-ratings").checked;
}

/** Puts the form (fresh from a file) into the fields. */
export function fillParams(): void {
  const f = state.form;
  if (f === undefined) return;
  select("system").value = f.system;
  for (const name of SYSTEMS) {
    const held = f[name] as unknown as Record<string, FieldValue>;
    for (const field of paneFormOf(name).fields) fillField(field, held[field.key]);
  }
  input("tiebreaks").value = f.tiebreaks;
  input("file-ratings").checked = f.fileRatings;
}

export function wireParamsStep(): void {
  const update = (): void => {
    readFields();
    refresh();
  };
  for (const e of byId("step-system").querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    "input, select",
  )) {
    e.addEventListener("change", update);
    if (e instanceof HTMLInputElement && e.type !== "checkbox" && e.type !== "radio")
      e.addEventListener("input", update);
  }
  for (const s of SYSTEMS) {
    const picks = paneFormOf(s).focusPicks;
    if (picks !== undefined)
      input(picks.field).addEventListener("focus", () => {
        input(picks.choice).checked = true;
      });
  }
}

/** The checked parameters of the current form, or why there are none. */
export function currentParams(): ParamsOutcome | undefined {
  const p = state.preview;
  const f = state.form;
  if (p === undefined || f === undefined) return undefined;
  return buildParams(p.tournament, f);
}

/** What a system's form shows beside its fields, put into the page. */
function showView(view: PaneView): void {
  for (const [id, text] of Object.entries(view.texts ?? {})) byId(id).textContent = text;
  for (const [id, lines] of Object.entries(view.lists ?? {}))
    byId(id).replaceChildren(...lines.map((l) => el("li", l)));
  for (const [id, text] of Object.entries(view.placeholders ?? {})) input(id).placeholder = text;
  for (const [id, shown] of Object.entries(view.shown ?? {})) show(byId(id), shown);
}

export function renderParamsStep(): void {
  const f = state.form;
  const p = state.preview;
  if (f === undefined || p === undefined) return;
  for (const name of SYSTEMS) {
    const form = paneFormOf(name);
    show(byId(form.box), name === f.system);
    showView(form.view?.(p.tournament, f[name], state.language) ?? {});
  }
  // A system without tie-breaks (mahjong: its places are the result) has no field for them
  // (docs/taskpane.md), nor one for the file's ratings (D64).
  show(byId("tiebreaks-box"), systemOf(f.system).tiebreaks !== null);
  show(byId("file-ratings-box"), takesFileRatings(f.system));
  byId("params-error").textContent = paramsProblem(buildParams(p.tournament, f), state.language) ?? "";
}

/** What is wrong with the parameters, in the pane's language; undefined when nothing is. */
export function paramsProblem(outcome: ParamsOutcome, lang: Language): string | undefined {
  if (outcome.ok) return undefined;
  if ("message" in outcome) return render(outcome.message, lang); // D90, D85: the parser's or the reader's message
  if (outcome.problem === "no-multiplier") return STRINGS[lang].noMultiplier;
  return STRINGS[lang].invalid[outcome.problem];
}
