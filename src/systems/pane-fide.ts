/**
 * FIDE's share of the pane's step 2: the rule set (its name and, for FIDE2024, the day it is in
 * force on: the two fields of fide.ts's one `ruleset` parameter, read together by its reader,
 * D85) and K, each player's by the rules or one for everyone (the `k` parameter's field, D112).
 */
import { formatIsoDate } from "../core/common/date";
import { RULE_SET_NAMES, type RuleSetName, type Rules, eventRules, eventRulesSaid } from "../core/fide/rules";
import type { Tournament } from "../core/tournament/model";
import { type Message, render } from "../i18n/table";
import { K, RULESET } from "./fide";
import { type PaneForm, fieldOf, paramField, readField } from "./pane-form";
import { type ParamRead, type ParamRefusal } from "./types";

const ruleSetWords = (r: ParamRefusal): Message => (r as Extract<ParamRefusal, { kind: "message" }>).message;

export interface FideForm {
  ruleset: RuleSetName;
  /**
   * FIDE2024 as in force on this date (the field under the rule set, any date the officer's
   * date reader takes); "" or absent: the rule set's latest version. Filled from the event's
   * last day (D87).
   */
  on?: string;
  kMode: "rules" | "fixed";
  k: string;
}

/** The rule set that takes no day (its day field hidden, not read). */
const UNDATED: RuleSetName = "HU2017";

/** The day the event's dates take FIDE2024 in force on (D87), ISO; "" without a date: the latest. */
function eventRulesDay(t: Tournament): string {
  const on = eventRules(t).rules.on;
  return on === undefined ? "" : formatIsoDate(on);
}

/**
 * The form's rule set as the parameter's one reader reads it (D85): the name, then the date
 * (HU2017 takes none: its field is hidden); refused in the reader's words, the field labelled.
 */
function formRules(f: FideForm): ParamRead<Rules> {
  const on = f.ruleset === UNDATED ? "" : (f.on ?? "").trim();
  return readField(RULESET, on === "" ? f.ruleset : `${f.ruleset} ${on}`);
}

export const FIDE_PANE: PaneForm<FideForm> = {
  box: "fide-params",
  fields: [
    { key: "ruleset", id: fieldOf(RULESET), kind: "select", values: RULE_SET_NAMES },
    { key: "on", id: fieldOf(RULESET, 1), kind: "date" },
    {
      key: "kMode",
      id: "fide-k-mode",
      kind: "radio",
      choices: [
        { value: "rules", id: "fide-k-rules" },
        { value: "fixed", id: "fide-k-fixed" },
      ],
    },
    paramField("k", K),
  ],
  focusPicks: { field: fieldOf(K), choice: "fide-k-fixed" },
  initial: (t) => ({ ruleset: "FIDE2024", on: eventRulesDay(t), kMode: "rules", k: "" }),
  build: (t, f) => {
    const read = formRules(f);
    // the rule set's parameter refuses in its reader's words only (a "message" refusal, D85)
    if (!read.ok) return { ok: false, problem: "ruleset", message: ruleSetWords(read.refusal) };
    const on = read.value?.on;
    // the fields as the file's dates filled them name no rule set: the sheet is built as
    // `sheet` builds it without --ruleset, the note on an event without a date included (D87)
    const asFilled = f.ruleset === "FIDE2024" && on === undefined && eventRules(t).basis === "undated";
    const rules = {
      system: "fide",
      ...(asFilled ? {} : { ruleset: f.ruleset }),
      ...(on !== undefined ? { on: formatIsoDate(on) } : {}),
    } as const;
    if (f.kMode === "rules") return { ok: true, params: rules };
    // D112: one K for everyone is 1 to 100 in the pane; K's reader (H1) takes 0 as well
    const k = readField(K, f.k);
    if (!k.ok || k.value === null || k.value < 1) return { ok: false, problem: "k" };
    return { ok: true, params: { ...rules, k: k.value } };
  },
  view: (t, f, lang) => ({
    // FIDE2024's version: the day field (HU2017 has none) and what the event's dates give (D87)
    shown: { "fide-ruleset-on-box": f.ruleset !== UNDATED },
    texts: {
      "fide-ruleset-said": f.ruleset === UNDATED ? "" : render(eventRulesSaid(eventRules(t)), lang),
    },
  }),
};
