/** The collapsible "functions of the add-in" part of the pane: families and usage. */
import { FUNCTIONS } from "../functions/registry";
import { byId, el } from "./dom";
import { type Language, STRINGS } from "../i18n/pane";
import { familiesOf } from "./families";

export function renderAbout(lang: Language): void {
  const s = STRINGS[lang];
  byId("tagline").textContent = s.tagline;
  byId("families-heading").textContent = s.familiesHeading;
  byId("usage").textContent = s.usage;
  byId("separator").textContent = s.separator;
  const items = familiesOf(FUNCTIONS.keys()).map(({ prefix, count }) =>
    el(
      "li",
      undefined,
      undefined,
      el("code", prefix),
      " ",
      el("span", Object.hasOwn(s.familyNames, prefix) ? (s.familyNames[prefix] ?? "") : "", "family-name"),
      " ",
      el("span", s.functionCount(count), "family-count"),
    ),
  );
  if (items.length === 0) items.push(el("li", s.noFunctions));
  byId("families").replaceChildren(...items);
}
