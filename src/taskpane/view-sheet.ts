/**
 * Steps 4–6: create the tournament sheet, recalculate it (the pane's button and the ribbon's),
 * post the new ratings to the rating-list sheet. Each action is one Excel.run over src/sheet's
 * actions (at most two syncs each); the pane repaints between the steps.
 */
import { runRecalculate, setRecalculateHook } from "../commands/recalculate";
import {
  MAPPING_SETTING,
  buildTournamentSheet,
  createTournamentSheet,
  describe,
  describeError,
  detectRatingListMapping,
  postToRatingList,
  ratingListFromSheet,
  readSheet,
  readSheetNames,
  recalculateActiveSheet,
} from "../sheet/actions";
import type { SheetRead } from "../sheet/sheet-read";
import type { SheetProblem } from "../sheet/read-grid";
import { addEntriesActiveSheet } from "../sheet/pairing-actions";
import { byId, el, listen, nextFrame, show } from "./dom";
import { STRINGS } from "../i18n/pane";
import { type ImportPreview, headersOf } from "./import";
import { msg, render } from "../i18n/table";
import { createRequest, isRegistrationFile } from "./create-request";
import { fieldDate, setFieldDate } from "./date-field";
import { withProgress } from "./progress";
import { canPublish, publish } from "./publish";
import { renderTrfReport, wireTrfReport } from "./trf-report";
import { type StoredMapping, loadMapping, remembered } from "./settings";
import { refresh, state } from "./state";
import { fileReady } from "./view-file";
import type { SheetListApi } from "./view-list";
import { currentChoices } from "./view-choices";
import { currentParams, paramsProblem } from "./view-params";
import { renderProblems, resultsTable } from "./view-results";

const s = () => STRINGS[state.language];

let lastRead: SheetRead | undefined;

/** Step 3's access to the workbook: its sheets, their column mapping, the list through it. */
export function sheetListApi(): SheetListApi {
  return {
    sheetNames: () => Excel.run((context) => readSheetNames(context)),
    async detect(sheet) {
      const read = await Excel.run((context) => readSheet(context, sheet));
      lastRead = read;
      const kept = loadMapping(remembered(), MAPPING_SETTING);
      if (kept !== undefined && kept.sheet === sheet) {
        return { headers: headersOf(read, kept.headerRow), mapping: kept, remembered: true };
      }
      const found = detectRatingListMapping(read);
      if ("text" in found)
        return { headers: headersOf(read, read.row), remembered: false, problem: found.text };
      return { headers: headersOf(read, found.headerRow), mapping: found, remembered: false };
    },
    async confirm(mapping) {
      // D212: a workbook that does not keep the mapping still gives its list, with a warning
      state.rememberWarning = await remembered().set(MAPPING_SETTING, mapping);
      const read =
        lastRead !== undefined && lastRead.sheetName === mapping.sheet
          ? lastRead
          : await Excel.run((context) => readSheet(context, mapping.sheet));
      return ratingListFromSheet(read, mapping);
    },
    rememberedSheet() {
      return loadMapping(remembered(), MAPPING_SETTING)?.sheet;
    },
  };
}

/** The date Post heads its column with: the sheet's own (mahjong's release date) when it has one. */
function proposePostDate(date: string | undefined): void {
  if (date !== undefined) setFieldDate("post-date", date, state.language);
}

async function create(): Promise<void> {
  state.createNotes = undefined;
  const p = state.preview;
  const params = currentParams();
  if (p === undefined || !fileReady() || params === undefined) {
    state.sheetMessage = (lang) => STRINGS[lang].notReady;
    refresh();
    return;
  }
  if (!params.ok) {
    state.sheetMessage = (lang) => paramsProblem(params, lang) ?? "";
    refresh();
    return;
  }
  const choices = currentChoices();
  if (!choices.ok) {
    state.sheetMessage = (lang) => STRINGS[lang].choiceBad(choices.no, choices.value);
    refresh();
    return;
  }
  await withProgress(
    () => s().creating,
    (d, t) => s().progress(d, t),
    async (progress) => {
      try {
        const build = buildTournamentSheet(
          createRequest(p, {
            params,
            list: state.list,
            form: state.form,
            choices: choices.choices,
            language: state.language,
            rounds: Number(byId<HTMLInputElement>("reg-rounds").value),
            acceptUnknown: state.unknownAccepted,
          }),
        );
        await nextFrame();
        const result = await Excel.run((context) =>
          createTournamentSheet(
            context,
            build,
            (done, total) => progress.report(done, total),
            // D286: cell checkboxes are ExcelApi 1.18, above the manifest's 1.9
            Office.context?.requirements?.isSetSupported?.("ExcelApi", "1.18") === true,
          ),
        );
        state.sheetName = result.sheetName;
        state.sheetSystem = params.params.system;
        state.outcomes = build.players;
        state.outcomesOfFile = true;
        state.createdSheet = result.sheetName;
        state.sheetStandings = undefined;
        state.outcomesStale = false;
        state.problems = undefined;
        state.recalcWarnings = undefined;
        state.createNotes = build.notes;
        state.sheetMessage = (lang) =>
          build.notes.length === 0
            ? STRINGS[lang].created(result.sheetName)
            : STRINGS[lang].createdNotes(result.sheetName, build.notes.length);
        proposePostDate(build.postDate);
      } catch (error) {
        state.sheetMessage = (lang) => STRINGS[lang].createFailed(describeError(error, lang));
      }
      refresh();
    },
  );
}

async function recalculate(): Promise<void> {
  await withProgress(
    () => s().working,
    (d, t) => s().progress(d, t),
    async (progress) => {
      try {
        const r = await Excel.run((context) =>
          recalculateActiveSheet(context, (done: number, total: number) => progress.report(done, total)),
        );
        if (r.ok) {
          state.sheetName = r.sheetName;
          state.sheetSystem = r.system;
          state.outcomes = r.players;
          state.outcomesOfFile = false; // the sheet's crosstable may differ from the file's now
          state.sheetStandings = r.standings;
          state.outcomesStale = false;
          state.problems = undefined;
          state.recalcWarnings = r.warnings;
          state.recalcMessage = (lang) =>
            r.warnings.length === 0
              ? STRINGS[lang].recalcDone(r.sheetName)
              : STRINGS[lang].recalcDoneWarnings(r.sheetName, r.warnings.length);
          proposePostDate(r.postDate);
        } else {
          state.sheetSystem = undefined; // the active sheet, refused, may be another than the pane's
          state.problems = r.problems;
          state.recalcWarnings = undefined;
          state.outcomesStale = state.outcomes !== undefined;
          state.recalcMessage = (lang) => STRINGS[lang].recalcProblems(r.problems.length);
        }
      } catch (error) {
        state.sheetSystem = undefined;
        state.outcomesStale = state.outcomes !== undefined;
        state.recalcMessage = (lang) => STRINGS[lang].recalculateFailed(describeError(error, lang));
      }
      refresh();
    },
  );
}

async function post(): Promise<void> {
  const mapping: StoredMapping | undefined = state.list.source === "sheet" ? state.list.mapping : undefined;
  const players = state.outcomes;
  if (players === undefined) {
    state.postMessage = (lang) => STRINGS[lang].postNeedsResults;
    refresh();
    return;
  }
  if (mapping === undefined || !state.list.mappingConfirmed) {
    state.postMessage = (lang) => STRINGS[lang].postNeedsSheet;
    refresh();
    return;
  }
  const typed = fieldDate("post-date");
  const date = typed === "" ? new Date().toISOString().slice(0, 10) : typed;
  await withProgress(
    () => s().posting,
    (d, t) => s().progress(d, t),
    async () => {
      try {
        const r = await Excel.run((context) => postToRatingList(context, mapping, [...players], date));
        state.postMessage = (lang) => STRINGS[lang].postDone(r.column, r.updated, r.appended);
        state.postSkipped = r.skipped;
      } catch (error) {
        state.postMessage = (lang) => STRINGS[lang].postFailed(describeError(error, lang));
        state.postSkipped = undefined;
      }
      refresh();
    },
  );
}

/**
 * The ribbon's Recalculate does what the pane's button does (the command shows the pane
 * first), then brings step 5 with its outcome and problems into view. Registered at start-up.
 */
export function registerRecalculate(): void {
  setRecalculateHook(async () => {
    await recalculate();
    byId("step-recalc").scrollIntoView({ block: "nearest" });
  });
}

/** A registration list's players added to the active tournament sheet as late entries. */
async function addLate(): Promise<void> {
  const p = state.preview;
  if (p === undefined || !fileReady() || !isRegistrationFile(p)) return;
  await withProgress(
    () => s().working,
    (d, t) => s().progress(d, t),
    async (progress) => {
      lateProblems = [];
      state.createNotes = undefined;
      try {
        const r = await Excel.run((context) =>
          addEntriesActiveSheet(context, p.tournament, (done, total) => progress.report(done, total)),
        );
        if (r.ok) state.sheetMessage = (lang) => render(r.summary, lang);
        else {
          lateProblems = r.problems;
          state.sheetMessage = undefined;
        }
      } catch (error) {
        state.sheetMessage = (lang) => STRINGS[lang].createFailed(describeError(error, lang));
      }
      refresh();
    },
  );
}

let lateProblems: readonly SheetProblem[] = [];

export function wireSheetSteps(): void {
  listen(byId("add-late"), "click", () => addLate());
  listen(byId("publish"), "click", publish);
  wireTrfReport();
  listen(byId("create-sheet"), "click", () => create());
  listen(byId("recalculate"), "click", () => runRecalculate());
  listen(byId("post"), "click", () => post());
  if (fieldDate("post-date") === "")
    setFieldDate("post-date", new Date().toISOString().slice(0, 10), state.language);
}

/**
 * Steps 5 and 6 keep their numbers after steps 2–4; on a pane without a file (Recalculate of a
 * sheet made earlier) those are hidden, and the headings go without numbers rather than jump
 * from 1 to 5.
 */
function numberSteps(ready: boolean): void {
  const heading = (id: string, text: string) => {
    const h2 = byId(id).querySelector("h2");
    if (h2 !== null) h2.textContent = ready ? text : text.replace(/^\d+\.\s*/, "");
  };
  heading("step-recalc", s().stepRecalc);
  heading("step-post", s().stepPost);
}

let roundsProposedFor: ImportPreview | undefined;

export function renderSheetSteps(ready: boolean): void {
  const lang = state.language;
  numberSteps(ready);
  show(byId("step-create"), ready);
  const p = state.preview;
  show(byId("registration"), isRegistrationFile(p));
  // A registered file that says its number of rounds (OpenGotha) proposes it, once per file.
  if (p !== undefined && isRegistrationFile(p) && roundsProposedFor !== p) {
    roundsProposedFor = p;
    if (p.rounds > 0) byId<HTMLInputElement>("reg-rounds").value = String(p.rounds);
  }
  byId("reg-hint").textContent = render(msg("regHint", { players: p?.players ?? 0 }), lang);
  byId("reg-rounds-label").textContent = render(msg("regRoundsLabel", {}), lang);
  show(byId("add-late"), isRegistrationFile(p));
  byId("add-late").textContent = render(msg("lateAddButton", {}), lang);
  byId("add-late-problems").replaceChildren(
    ...lateProblems.map((x) => el("li", undefined, undefined, el("code", x.address), " ", describe(x, lang))),
  );
  byId("create-result").textContent = state.sheetMessage?.(lang) ?? "";
  byId("create-notes").replaceChildren(
    ...(state.createNotes ?? []).map((n) => el("li", undefined, undefined, render(n.text, lang))),
  );
  byId("recalc-result").textContent = state.recalcMessage?.(lang) ?? "";
  renderProblems(state.problems ?? [], lang);
  renderProblems(state.recalcWarnings ?? [], lang, { box: "recalc-warnings", kind: "warnings" });
  const results = byId("results");
  results.classList.toggle("stale", state.outcomesStale === true);
  results.replaceChildren(
    ...(state.outcomes === undefined
      ? []
      : [
          el("h3", s().resultsHeading),
          // After a failed Recalculate: said, and greyed, so no one copies them as the new ones.
          ...(state.outcomesStale === true ? [el("p", s().resultsStale, "stale-note")] : []),
          resultsTable(lang),
        ]),
  );
  show(byId("step-post"), state.outcomes !== undefined);
  show(byId("publish-block"), canPublish());
  renderTrfReport();
  byId("post-result").textContent = state.postMessage?.(lang) ?? "";
  const skipped = state.postSkipped ?? [];
  byId("post-skipped").replaceChildren(
    ...(skipped.length === 0
      ? []
      : [
          el("h3", s().postSkipped(skipped.length)),
          el("ul", undefined, undefined, ...skipped.map((x) => el("li", describe(x, lang)))),
        ]),
  );
}
