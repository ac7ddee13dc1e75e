/** Step 2: the rating system and its parameters, with the MGSZ multiplier's breakdown. */
import { byId, el, show } from "./dom";
import { type Language, STRINGS } from "../i18n/pane";
import { render } from "../i18n/table";
import { eventRules, eventRulesSaid } from "../core/fide/rules";
import {
  EVENTS,
  type ParamsOutcome,
  RULESETS,
  type Ruleset,
  SYSTEMS,
  type SystemName,
  breakdownLines,
  buildParams,
  defaultTiebreaks,
  deriveMultiplier,
} from "./params";
import { fieldDate, setFieldDate } from "./date-field";
import { refresh, state } from "./state";

const input = (id: string) => byId<HTMLInputElement>(id);
const select = (id: string) => byId<HTMLSelectElement>(id);

function pick<T extends string>(values: readonly T[], v: string, fallback: T): T {
  return values.find((x) => x === v) ?? fallback;
}

/** Reads every field into the form of the state. */
function readFields(): void {
  const f = state.form;
  if (f === undefined) return;
  const system = pick<SystemName>(SYSTEMS, select("system").value, f.system);
  if (system !== f.system && f.tiebreaks === defaultTiebreaks(f.system)) {
    input("tiebreaks").value = defaultTiebreaks(system); // untouched defaults follow the system
  }
  f.system = system;
  f.mgsz = {
    time: input("mgsz-time").value,
    byoyomi: input("mgsz-byoyomi").value,
    events: EVENTS.filter((e) => input(`mgsz-event-${e}`).checked),
    participants: input("mgsz-participants").value,
    handicapFree: input("mgsz-handicap-free").checked,
    board: select("mgsz-board").value === "13" ? "13" : "19",
    multiplier: input("mgsz-multiplier").value,
  };
  f.fide = {
    ruleset: pick<Ruleset>(RULESETS, select("fide-ruleset").value, "FIDE2024"),
    on: fieldDate("fide-ruleset-on"),
    kMode: input("fide-k-fixed").checked ? "fixed" : "rules",
    k: input("fide-k").value,
  };
  f.mahjong = {
    release: fieldDate("mahjong-release"),
    sessions: input("mahjong-sessions").value,
    championship: input("mahjong-championship").checked,
  };
  f.tiebreaks = input("tiebreaks").value;
  f.fileRatings = input("file-ratings").checked;
}

/** Puts the form (fresh from a file) into the fields. */
export function fillParams(): void {
  const f = state.form;
  if (f === undefined) return;
  select("system").value = f.system;
  input("mgsz-time").value = f.mgsz.time;
  input("mgsz-byoyomi").value = f.mgsz.byoyomi;
  for (const e of EVENTS) input(`mgsz-event-${e}`).checked = f.mgsz.events.includes(e);
  input("mgsz-participants").value = f.mgsz.participants;
  input("mgsz-handicap-free").checked = f.mgsz.handicapFree;
  select("mgsz-board").value = f.mgsz.board;
  input("mgsz-multiplier").value = f.mgsz.multiplier;
  select("fide-ruleset").value = f.fide.ruleset;
  setFieldDate("fide-ruleset-on", f.fide.on ?? "", state.language);
  input("fide-k-rules").checked = f.fide.kMode === "rules";
  input("fide-k-fixed").checked = f.fide.kMode === "fixed";
  input("fide-k").value = f.fide.k;
  setFieldDate("mahjong-release", f.mahjong.release, state.language);
  input("mahjong-sessions").value = f.mahjong.sessions;
  input("mahjong-championship").checked = f.mahjong.championship;
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
  input("fide-k").addEventListener("focus", () => {
    input("fide-k-fixed").checked = true;
  });
}

/** The checked parameters of the current form, or why there are none. */
export function currentParams(): ParamsOutcome | undefined {
  const p = state.preview;
  const f = state.form;
  if (p === undefined || f === undefined) return undefined;
  return buildParams(p.tournament, f);
}

export function renderParamsStep(): void {
  const s = STRINGS[state.language];
  const f = state.form;
  const p = state.preview;
  if (f === undefined || p === undefined) return;
  show(byId("mgsz-params"), f.system === "mgsz");
  show(byId("fide-params"), f.system === "fide");
  show(byId("mahjong-params"), f.system === "mahjong");
  // FIDE2024's version: the day field (HU2017 has none) and what the event's dates give (D87)
  show(byId("fide-ruleset-on-box"), f.fide.ruleset !== "HU2017");
  byId("fide-ruleset-said").textContent =
    f.fide.ruleset === "HU2017" ? "" : render(eventRulesSaid(eventRules(p.tournament)), state.language);
  // Mahjong's places are its result: no tie-breaks to give (docs/taskpane.md).
  show(byId("tiebreaks-box"), f.system !== "mahjong");
  show(byId("file-ratings-box"), f.system !== "mahjong");
  const breakdown = byId("mgsz-breakdown");
  const m = deriveMultiplier(p.tournament, { ...f.mgsz, multiplier: "" });
  breakdown.replaceChildren(
    ...(m.ok ? breakdownLines(m.breakdown, state.language).map((l) => el("li", l)) : []),
  );
  input("mgsz-multiplier").placeholder = m.ok ? String(m.breakdown.multiplier) : "";
  // An EGD file gives the adjusted time (TM[]) that C is derived from, not base time and byo-yomi.
  const adjusted = p.tournament.timeControl?.adjustedMinutes;
  const fromAdjusted = adjusted !== undefined && p.tournament.timeControl?.basicMinutes === undefined;
  input("mgsz-time").placeholder = fromAdjusted ? s.adjustedMinutes(adjusted) : "";
  input("mgsz-byoyomi").placeholder = fromAdjusted ? s.inAdjustedTime : "";
  byId("params-error").textContent = paramsProblem(buildParams(p.tournament, f), state.language) ?? "";
}

/** What is wrong with the parameters, in the pane's language; undefined when nothing is. */
export function paramsProblem(outcome: ParamsOutcome, lang: Language): string | undefined {
  if (outcome.ok) return undefined;
  if ("message" in outcome) return render(outcome.message, lang); // D90, D85: the parser's or the reader's message
  if (outcome.problem === "no-multiplier") return STRINGS[lang].noMultiplier;
  return STRINGS[lang].invalid[outcome.problem];
}
