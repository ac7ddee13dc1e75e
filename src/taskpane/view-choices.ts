/**
 * Step 3, below the rating list: the officer's choices per player (D23, D24; choices.ts without
 * the DOM). MGSZ: each new player's register switch and starting rating (blank: the proposal);
 * FIDE: each rated player's highest published rating (blank: the list's, else none). A change
 * re-renders the pane, so the start preview above follows.
 */
import { type StartRequest } from "../sheet/starts";
import { type ChoiceRow, type ChoicesResult, choiceRows, choicesOf } from "./choices";
import { byId, el, pagedRows } from "./dom";
import { STRINGS } from "../i18n/pane";
import { listRequest } from "./list-file";
import { refresh, state } from "./state";
import { fileRatingsChoice } from "./params";

const s = () => STRINGS[state.language];

/** The request the previews and the build take, without the officer's choices. */
function request(): StartRequest | undefined {
  const p = state.preview;
  if (p === undefined) return undefined;
  return {
    tournament: p.tournament,
    ...listRequest(state.list),
    ...(p.mahjongResults !== undefined ? { mahjongResults: p.mahjongResults } : {}),
    ...(state.form !== undefined ? fileRatingsChoice(state.form) : {}),
    // who a player is decides whether he is a new player with choices (D62)
    ...(state.choices.identity.size > 0 ? { choices: { identity: state.choices.identity } } : {}),
  };
}

/**
 * The officer's choices as the engines take them (none for mahjong), or the first bad field;
 * with `onReady`, undefined until the list's worker has told the rows (D252).
 */
export function currentChoices(): ChoicesResult;
export function currentChoices(onReady: () => void): ChoicesResult | undefined;
export function currentChoices(onReady?: () => void): ChoicesResult | undefined {
  const req = request();
  const f = state.form;
  if (req === undefined || f === undefined) return { ok: true, choices: {} };
  const rows = onReady === undefined ? choiceRows(req, f.system) : choiceRows(req, f.system, onReady);
  return rows === undefined ? undefined : choicesOf(state.choices, rows);
}

/** A player's rating field: what the officer typed (kept in `typed`), the default as placeholder. */
function ratingField(
  typed: Map<number, string>,
  r: ChoiceRow,
  fallback: number | null | undefined,
  label: string,
): HTMLInputElement {
  const input = el("input", undefined, "rating");
  input.inputMode = "numeric";
  input.value = typed.get(r.index) ?? "";
  input.placeholder = fallback === null || fallback === undefined ? "" : String(fallback);
  input.setAttribute("aria-label", `${label} ${r.no}`);
  input.addEventListener("change", () => {
    typed.set(r.index, input.value);
    refresh();
  });
  return input;
}

function rowOf(r: ChoiceRow): HTMLElement {
  const name = el("span", `${r.no}. ${r.name}`, "name");
  if (r.kind === "register") {
    const box = el("input");
    box.type = "checkbox";
    box.checked = state.choices.register.get(r.index) ?? r.register ?? false;
    box.addEventListener("change", () => {
      state.choices.register.set(r.index, box.checked);
      refresh();
    });
    const start = ratingField(state.choices.start, r, r.proposal, s().choiceStart);
    return el(
      "li",
      undefined,
      "choice",
      name,
      el("label", undefined, "check", box, el("span", s().choiceRegister)),
      el("label", undefined, undefined, el("span", s().choiceStart), start),
    );
  }
  const highest = ratingField(state.choices.highest, r, r.highest, s().choiceHighest);
  return el(
    "li",
    undefined,
    "choice",
    name,
    el("label", undefined, undefined, el("span", s().choiceHighest), highest),
  );
}

export function renderChoices(): void {
  const box = byId("player-choices");
  const req = request();
  const f = state.form;
  // none shown until the list's worker has told them (D252): step 3 says it is working
  const rows = req === undefined || f === undefined ? [] : (choiceRows(req, f.system, refresh) ?? []);
  if (rows.length === 0 || f === undefined) {
    box.replaceChildren();
    return;
  }
  const result = choicesOf(state.choices, rows);
  const details = el("details", undefined, "choices");
  details.open = state.choicesOpen;
  details.addEventListener("toggle", () => (state.choicesOpen = details.open));
  // new players' register and start (D24), else each rated player's highest rating (D23)
  const register = rows[0]?.kind === "register";
  details.append(
    el("summary", register ? s().choicesNew(rows.length) : s().choicesHighest(rows.length)),
    el("p", register ? s().choicesNewHint : s().choicesHighestHint, "hint"),
    pagedRows(rows.map(rowOf), el("ul"), {
      search: s().searchNames,
      showing: s().showing,
      more: s().showMore,
    }),
  );
  box.replaceChildren(
    details,
    ...(result.ok ? [] : [el("p", s().choiceBad(result.no, result.value), "error")]),
  );
}
