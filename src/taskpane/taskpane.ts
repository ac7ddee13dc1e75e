/**
 * The task pane: the add-in's name and version, and its function families. Runs in the shared
 * runtime, where it also registers what the ribbon's Recalculate button does. Every text from
 * data goes in through textContent, never as HTML.
 */
import { setRecalculateHook } from "../commands/recalculate";
import { FUNCTIONS } from "../functions/registry";
import { familiesOf } from "./families";
import { LANGUAGES, LANGUAGE_NAMES, type Language, STRINGS, parseLanguage, pickLanguage } from "./i18n";

const STORAGE_KEY = "ratingOfficer.language";

let language: Language = "en";
let status: ((lang: Language) => string) | undefined;

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`taskpane.html has no element #${id}`);
  return element;
}

function storedLanguage(): Language | undefined {
  try {
    return parseLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined; // storage can be unavailable in an Office web view
  }
}

function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // the choice then lasts until the pane closes
  }
}

function renderFamilies(list: HTMLElement, lang: Language): void {
  const s = STRINGS[lang];
  const families = familiesOf(FUNCTIONS.keys());
  const items = families.map(({ prefix, count }) => {
    const item = document.createElement("li");
    const code = document.createElement("code");
    code.textContent = prefix;
    const name = document.createElement("span");
    name.className = "family-name";
    name.textContent = Object.hasOwn(s.familyNames, prefix) ? (s.familyNames[prefix] ?? "") : "";
    const counted = document.createElement("span");
    counted.className = "family-count";
    counted.textContent = s.functionCount(count);
    item.append(code, " ", name, " ", counted);
    return item;
  });
  if (items.length === 0) {
    const empty = document.createElement("li");
    empty.textContent = s.noFunctions;
    items.push(empty);
  }
  list.replaceChildren(...items);
}

function render(lang: Language): void {
  language = lang;
  const s = STRINGS[lang];
  document.documentElement.lang = lang;
  document.title = s.title;
  byId("title").textContent = s.title;
  byId("version").textContent = s.version(ADDIN_VERSION);
  byId("tagline").textContent = s.tagline;
  byId("language-label").textContent = s.language;
  byId("families-heading").textContent = s.familiesHeading;
  byId("usage").textContent = s.usage;
  byId("separator").textContent = s.separator;
  byId("status").textContent = status === undefined ? "" : status(lang);
  renderFamilies(byId("families"), lang);
  for (const button of document.querySelectorAll<HTMLButtonElement>("#languages button")) {
    button.setAttribute("aria-pressed", String(button.dataset["lang"] === lang));
  }
}

function renderLanguageSwitch(): void {
  const buttons = LANGUAGES.map((lang) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset["lang"] = lang;
    button.lang = lang;
    button.textContent = LANGUAGE_NAMES[lang];
    button.addEventListener("click", () => {
      storeLanguage(lang);
      render(lang);
    });
    return button;
  });
  byId("languages").replaceChildren(...buttons);
}

function showStatus(message: (lang: Language) => string): void {
  status = message;
  byId("status").textContent = message(language);
}

// Registered at once: the ribbon button may be pressed before the pane is ever shown.
setRecalculateHook(async () => {
  try {
    await Excel.run(async (context) => {
      context.workbook.application.calculate(Excel.CalculationType.full);
      await context.sync();
    });
    showStatus((lang) => STRINGS[lang].recalculated);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    showStatus((lang) => STRINGS[lang].recalculateFailed(message));
  }
});

Office.onReady(() => {
  renderLanguageSwitch();
  render(storedLanguage() ?? pickLanguage(Office.context?.displayLanguage));
});
