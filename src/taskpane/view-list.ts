/**
 * Step 3: the rating list, from a sheet of the open workbook (its column mapping detected,
 * shown, confirmable and remembered) or from a file; then the players it does not have, each
 * with the fallback their system applies.
 */
import type { RatingList } from "../formats";
import { type ListBlob, listFieldFor, listOf, listRequest } from "./list-file";
import { encodingMessage, parseEncodingName } from "../formats/encoding";
import { type Message, describe, describeError } from "../sheet/actions";
import { msg, render } from "../i18n/table";
import { columnLetters } from "../sheet/a1";
import { START_GROUPS, startMessage } from "../sheet/starts";
import { diagnosticLine } from "./diagnostic-text";
import { byId, el, listen, pagedRows, show } from "./dom";
import { STRINGS } from "../i18n/pane";
import { currentPreview } from "./matching";
import { forThisFileOnly, identityButtons, namesakesOf, takeRemembered } from "./view-identity";
import { type Progress, withProgress } from "./progress";
import { runAway, startWorker } from "./worker/client";
import { phaseNow } from "../sheet/phase";
import { keepListWorker } from "./worker/list-worker";
import { currentChoices } from "./view-choices";
import { MAPPING_FIELDS, type MappingField, type StoredMapping } from "./settings";
import { type ListSource, refresh, state } from "./state";
import { fileRatingsChoice } from "./params";

/** What step 3 needs from the workbook (`sheetListApi` of view-sheet.ts, over src/sheet). */
export interface SheetListApi {
  sheetNames(): Promise<string[]>;
  /** The sheet's header texts and its mapping: the remembered one if it is this sheet's, else detected. */
  detect(
    sheet: string,
  ): Promise<{ headers: string[]; mapping?: StoredMapping; remembered: boolean; problem?: Message }>;
  /** Remembers the mapping in the workbook (D210; a workbook that keeps nothing warns, D212) and reads the list through it. */
  confirm(mapping: StoredMapping): Promise<RatingList>;
  /** The sheet the remembered mapping names, if any. */
  rememberedSheet(): string | undefined;
}

let api: SheetListApi | undefined;

const s = () => STRINGS[state.language];

function run(
  task: (progress: Progress) => Promise<void>,
  describeProgress: (done: number, total: number) => string = (d, t) => s().progress(d, t),
): Promise<void> {
  return withProgress(
    () => s().working,
    describeProgress,
    async (progress) => {
      try {
        await task(progress);
      } catch (error) {
        state.list.error = (lang) => describeError(error, lang);
      }
      phaseNow("draw", refresh);
    },
  ).then(() => undefined);
}

async function chooseSheet(name: string): Promise<void> {
  const list = state.list;
  list.sheet = name;
  list.ratingList = undefined;
  list.error = undefined;
  list.mapping = undefined;
  list.mappingProblem = undefined;
  list.mappingConfirmed = false;
  list.headers = [];
  if (api === undefined || name === "") return;
  const found = await api.detect(name);
  list.headers = found.headers;
  if (found.problem !== undefined) list.mappingProblem = found.problem;
  if (found.mapping !== undefined) {
    list.mapping = found.mapping;
    // A remembered mapping was confirmed before: read the list through it at once.
    if (found.remembered) {
      list.ratingList = await api.confirm(found.mapping);
      list.mappingConfirmed = true;
    }
  }
}

async function useSheets(): Promise<void> {
  if (api === undefined) return;
  const names = await api.sheetNames();
  const sel = byId<HTMLSelectElement>("list-sheet-name");
  sel.replaceChildren(
    ...names.map((n) => {
      const o = el("option", n);
      o.value = n;
      return o;
    }),
  );
  const remembered = api.rememberedSheet();
  const first = remembered !== undefined && names.includes(remembered) ? remembered : (names[0] ?? "");
  sel.value = first;
  state.list.noSheets = names.length === 0;
  await chooseSheet(first);
}

function mappingFromFields(sheet: string, headerRow: number): StoredMapping | undefined {
  const m: Partial<Record<MappingField, number>> = {};
  for (const f of MAPPING_FIELDS) {
    const v = byId<HTMLSelectElement>(`map-${f}`).value;
    if (v !== "") m[f] = Number(v);
  }
  if (m.rating === undefined || (m.name === undefined && m.pin === undefined)) return undefined;
  return { sheet, headerRow, ...m, rating: m.rating };
}

export function wireListStep(sheetApi: SheetListApi | undefined): void {
  api = sheetApi;
  byId<HTMLInputElement>("list-sheet").disabled = sheetApi === undefined;
  for (const id of ["list-none", "list-sheet", "list-file"]) {
    listen(byId<HTMLInputElement>(id), "change", (e) => {
      const source = (e.target as HTMLInputElement).value as ListSource;
      state.list = { source, mappingConfirmed: false, headers: [] };
      refresh();
      return source === "sheet" ? run(useSheets) : undefined;
    });
  }
  listen(byId<HTMLSelectElement>("list-sheet-name"), "change", (e) => {
    const name = (e.target as HTMLSelectElement).value;
    return run(() => chooseSheet(name));
  });
  byId("mapping-fields").addEventListener("change", () => {
    const { sheet, mapping } = state.list;
    if (sheet === undefined || mapping === undefined) return;
    const next = mappingFromFields(sheet, mapping.headerRow);
    if (next !== undefined) state.list.mapping = next;
    state.list.mappingConfirmed = false;
    state.list.ratingList = undefined;
    refresh();
  });
  listen(byId("mapping-confirm"), "click", () => {
    const mapping = state.list.mapping;
    if (api === undefined || mapping === undefined) return undefined;
    const a = api;
    return run(async () => {
      state.list.ratingList = await a.confirm(mapping);
      state.list.mappingConfirmed = true;
    });
  });
  const file = byId<HTMLInputElement>("list-file-input");
  // the same encodings as the tournament file's selector (D40), one list of them in the page
  const encodings = byId<HTMLSelectElement>("list-encoding-select");
  encodings.replaceChildren(
    ...Array.from(byId<HTMLSelectElement>("encoding-select").options, (o) => o.cloneNode(true)),
  );
  listen(file, "change", () => {
    const f = file.files?.[0];
    if (f === undefined) return undefined;
    encodings.value = "";
    state.list.fileName = f.name;
    return pickListFile(f);
  });
  listen(encodings, "change", () => {
    const held = state.list.held;
    return held !== undefined ? pickListFile(held.file) : undefined;
  });
}

/**
 * Reads a picked list file in the encoding chosen in step 3's selector, else detected, as the
 * command line reads it for the system chosen (list-file.ts): a levels list for mahjong (D68).
 * A file read already in that encoding as that kind of list is not read again (D98).
 */
function pickListFile(f: ListBlob): Promise<void> {
  const encoding = parseEncodingName(byId<HTMLSelectElement>("list-encoding-select").value);
  const system = state.form?.system;
  state.list.readAs = listFieldFor(system);
  // the file kept even when its reading fails, so that another encoding can be chosen for it
  if (state.list.held?.file !== f) {
    state.list.held = { file: f, encoding, reads: {} };
    // another file's list is not this one's: none is shown or used until this one is read
    state.list.ratingList = undefined;
    state.list.levelList = undefined;
  }
  // in the pane's worker (D246), the bytes read shown; Cancel leaves the step as it was (D250)
  const megabytes = (done: number, total: number): string =>
    render(msg("workMegabytes", { done, total }), state.language);
  return run(async (progress) => {
    const { held, list } = await listOf(state.list.held, f, system, encoding, (file, sys, enc) =>
      runAway(
        { kind: "readList", file: file as Blob, system: sys, encoding: enc },
        progress,
        startWorker,
        (w, r) => keepListWorker(w, r.ratingList),
      ),
    );
    state.list.held = held;
    state.list.ratingList = list.ratingList;
    state.list.levelList = list.levelList;
    state.list.listEncoding = list.decoding !== undefined ? encodingMessage(list.decoding) : undefined;
    state.list.error = undefined;
    state.list.fileProblem = list.problem;
  }, megabytes);
}

/** The list file again when the system now wants the other kind of list (a levels list or not). */
function rereadForSystem(): void {
  const list = state.list;
  if (list.source !== "file" || list.held === undefined || list.readAs === undefined) return;
  if (list.readAs === listFieldFor(state.form?.system)) return;
  // nothing of the other kind is handed to a preview or to Create meanwhile
  list.ratingList = undefined;
  list.levelList = undefined;
  void pickListFile(list.held.file);
}

function renderMapping(): void {
  const { mapping, headers, mappingConfirmed } = state.list;
  show(byId("mapping-box"), mapping !== undefined);
  if (mapping === undefined) return;
  byId("mapping-heading").textContent = s().mappingHeading(mapping.headerRow + 1);
  const rows = MAPPING_FIELDS.map((f) => {
    const sel = el("select");
    sel.id = `map-${f}`;
    const none = el("option", s().mappingUnused);
    none.value = "";
    sel.append(none);
    headers.forEach((h, i) => {
      const o = el("option", `${columnLetters(i)}: ${h}`);
      o.value = String(i);
      sel.append(o);
    });
    const current = mapping[f];
    sel.value = current === undefined ? "" : String(current);
    const label = el("label", undefined, "field", el("span", s().mappingFields[f] ?? f), sel);
    return label;
  });
  byId("mapping-fields").replaceChildren(...rows);
  byId<HTMLButtonElement>("mapping-confirm").classList.toggle("confirmed", mappingConfirmed);
}

export function renderListStep(): void {
  rereadForSystem();
  const list = state.list;
  show(byId("list-sheet-box"), list.source === "sheet");
  show(byId("list-file-box"), list.source === "file");
  byId("list-file-name").textContent = list.fileName ?? "";
  // the selector once a file was read (D40): its encoding said in the status below
  show(byId("list-encoding-row"), list.source === "file" && list.listEncoding !== undefined);
  renderMapping();
  const status = byId("list-status");
  const parts: string[] = [];
  if (list.source === "none") parts.push(s().fromFile);
  if (list.noSheets === true) parts.push(s().noSheets);
  if (list.mappingProblem !== undefined)
    parts.push(s().mappingProblem(describe(list.mappingProblem, state.language)));
  if (list.error !== undefined) parts.push(s().listReadFailed(list.error(state.language)));
  if (list.fileProblem !== undefined)
    parts.push(s().listReadFailed(diagnosticLine(list.fileProblem, state.language, false)));
  const read = list.levelList ?? list.ratingList?.entries;
  if (read !== undefined) parts.push(s().listRead(read.length));
  if (list.source === "file" && list.listEncoding !== undefined)
    parts.push(`${s().factEncoding}: ${describe(list.listEncoding, state.language)}.`);
  if (state.rememberWarning !== undefined) parts.push(describe(state.rememberWarning, state.language));
  else if (list.mappingConfirmed) parts.push(s().mappingSaved);
  status.textContent = parts.join(" ");
  const box = byId("unmatched");
  const p = state.preview;
  const f = state.form;
  if (read === undefined || p === undefined || f === undefined) {
    box.replaceChildren();
    return;
  }
  const choices = currentChoices(refresh);
  if (choices === undefined) {
    box.replaceChildren(el("p", s().working));
    return;
  }
  // matched in the worker that read the list (D252): meanwhile the step says it is working
  const m = currentPreview(
    {
      tournament: p.tournament,
      ...listRequest(list),
      ...(p.mahjongResults !== undefined ? { mahjongResults: p.mahjongResults } : {}),
      ...(choices.ok ? { choices: choices.choices } : {}),
      ...fileRatingsChoice(f),
    },
    f.system,
    refresh,
  );
  if (m === undefined) {
    box.replaceChildren(el("p", s().working));
    return;
  }
  // D62: the workbook's answers for players asked about before, then the preview again
  if (takeRemembered(m.unmatched)) {
    refresh();
    return;
  }
  const say = (message: Message): string => describe(message, state.language);
  const namesakes = namesakesOf(m.unmatched);
  const items = m.unmatched.map((u) => {
    const li = el(
      "li",
      undefined,
      undefined,
      el("span", `${u.no}. `, "no"),
      el("span", u.name, "name"),
      el(
        "span",
        ` — ${u.ambiguous > 1 ? `${say(msg("startAmbiguous", { count: u.ambiguous }))}; ` : ""}${say(startMessage(u.fallback))}`,
      ),
    );
    const asked = identityButtons(u, !forThisFileOnly(u, namesakes));
    if (asked !== undefined) li.append(asked);
    return li;
  });
  // Summaries first (how many start from each fallback), the names folded below: with 600
  // players, hundreds of rows would push the next steps out of reach.
  const counts = new Map<string, number>();
  for (const u of m.unmatched) {
    const key = say(START_GROUPS[u.fallback.kind]);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ambiguous = m.unmatched.filter((u) => u.ambiguous > 1).length;
  if (ambiguous > 0) counts.set(say(msg("groupAmbiguous", {})), ambiguous);
  const summary = el(
    "ul",
    undefined,
    "summary",
    ...[...counts].map(([label, n]) => el("li", undefined, undefined, el("strong", String(n)), ` ${label}`)),
  );
  const details = el("details", undefined, "unmatched");
  details.append(
    el("summary", s().unmatchedHeading(items.length)),
    pagedRows(items, el("ul"), { search: s().searchNames, showing: s().showing, more: s().showMore }),
  );
  box.replaceChildren(
    el("p", s().matched(m.found, m.players)),
    ...(items.length > 0 ? [summary, details] : []),
  );
}
