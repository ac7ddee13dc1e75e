/**
 * The task pane: import a crosstable, fill a tournament sheet, recalculate, post to the rating
 * list (docs/taskpane.md). This entry wires the steps (view-*.ts), the language switch and the
 * ribbon's Recalculate; the steps' logic without the DOM lives in import.ts, params.ts and
 * matching.ts. Every text from data goes in through textContent, never as HTML.
 */
import { setFunctionDateSystem } from "../functions/date-system";
import { setFunctionLanguage } from "../functions/errors";
import { readDateSystem } from "../sheet/date-system";
import { renderAbout } from "./about";
import { officePlatform } from "./publish-copy";
import {
  metadataFile,
  noteDateSystem,
  noteMetadata,
  probeDateSystem,
  probeMetadata,
  renderHostNotices,
} from "./host-notices";
import { localizeDateFields } from "./date-field";
import { byId, show, translateStatic } from "./dom";
import { LANGUAGES, LANGUAGE_NAMES, type Language, STRINGS, parseLanguage, pickLanguage } from "../i18n/pane";
import { refresh, setRenderer, state } from "./state";
import { loadRemembered } from "./settings";
import { MAPPING_SETTING } from "../sheet/actions";
import { IDENTITY_SETTING } from "./view-identity";
import { fileReady, renderFileStep, wireFileStep } from "./view-file";
import { registerPairNext, renderPairingStep, wirePairingStep } from "./pairing-view";
import { renderChartStep, wireChartStep } from "./view-chart";
import { renderChoices } from "./view-choices";
import { renderListStep, wireListStep } from "./view-list";
import { fillParams, renderParamsStep, wireParamsStep } from "./view-params";
import { registerRecalculate, renderSheetSteps, sheetListApi, wireSheetSteps } from "./view-sheet";
import { renderSeason, wireSeason } from "./view-season";

const STORAGE_KEY = "ratingOfficer.language";

function storedLanguage(): Language | undefined {
  try {
    return parseLanguage(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined; // storage can be unavailable in an Office web view
  }
}

/**
 * The pane's language, for the pane and for the custom functions' errors: they share the pane's
 * runtime (manifest.xml), so Excel shows #VALUE!'s message in the language chosen here.
 */
function useLanguage(lang: Language): void {
  state.language = lang;
  setFunctionLanguage(lang);
}

function storeLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // the choice then lasts until the pane closes
  }
}

function render(): void {
  const lang = state.language;
  const s = STRINGS[lang];
  document.documentElement.lang = lang;
  document.title = s.title;
  byId("title").textContent = s.title;
  byId("version").textContent = s.version(ADDIN_VERSION);
  byId("language-label").textContent = s.language;
  translateStatic(lang);
  localizeDateFields(lang);
  renderAbout(lang);
  renderHostNotices(lang);
  for (const button of document.querySelectorAll<HTMLButtonElement>("#languages button")) {
    button.setAttribute("aria-pressed", String(button.dataset["lang"] === lang));
  }
  const ready = fileReady();
  renderFileStep();
  show(byId("step-system"), ready);
  show(byId("step-list"), ready);
  if (ready) {
    renderParamsStep();
    renderListStep();
    renderChoices();
  }
  renderSheetSteps(ready);
  renderSeason();
  renderPairingStep();
  renderChartStep();
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
      useLanguage(lang);
      refresh();
    });
    return button;
  });
  byId("languages").replaceChildren(...buttons);
}

/**
 * D193: the custom functions learn the workbook's date system as they learn the language, when
 * the pane opens (and again with every sheet read, src/sheet/sheet-read.ts). A workbook whose
 * system cannot be read is refused, with the reason, by the first step that reads a sheet; until
 * then the functions read the 1900 system, and the pane says so (D320).
 */
function learnDateSystem(): void {
  void probeDateSystem(() => Excel.run((context) => readDateSystem(context))).then(({ system, failure }) => {
    // a failed probe changes nothing: the functions keep what a sheet read may have learned since
    if (failure === undefined) setFunctionDateSystem(system);
    noteDateSystem(failure);
  });
}

/** D323: whether Excel can load the custom functions' metadata this pane's server gives. */
function checkMetadata(): void {
  const file = metadataFile(Office.context?.displayLanguage);
  const web = String(officePlatform()) === "OfficeOnline";
  void probeMetadata((url, init) => fetch(url, init), file, web).then(noteMetadata);
}

Office.onReady(() => {
  useLanguage(storedLanguage() ?? pickLanguage(Office.context?.displayLanguage));
  learnDateSystem();
  checkMetadata();
  setRenderer(render);
  renderLanguageSwitch();
  wireFileStep(fillParams);
  wireParamsStep();
  wireListStep(sheetListApi());
  wireSheetSteps();
  wireSeason();
  wirePairingStep();
  wireChartStep();
  refresh();
  // D211: what the workbook keeps, read once (its warning shown with step 3)
  void loadRemembered([MAPPING_SETTING, IDENTITY_SETTING]).then((warning) => {
    state.rememberWarning = warning;
    refresh();
  });
  // Once the pane is wired: a ribbon press that came earlier waits for this (recalculate.ts).
  registerRecalculate();
  registerPairNext();
});
