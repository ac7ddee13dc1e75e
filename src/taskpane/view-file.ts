/** Step 1: pick (or paste) the tournament file, then its preview and diagnostics. */
import { unsettledGames } from "../core/tournament/unsettled";
import { emptyChoices } from "./choices";
import type { Diagnostic } from "../core/tournament/diagnostics";
import { byId, el, listen, show } from "./dom";
import { render } from "../i18n/table";
import { diagnosticText } from "./diagnostic-text";
import { type Language, type PaneStrings, STRINGS } from "../i18n/pane";
import { importOf, readFailure, readiness } from "./import";
import { byoyomiOfText } from "../core/engines/mgsz-multiplier";
import { byoyomiText, initialForm } from "./params";
import { withProgress } from "./progress";
import { refresh, state } from "./state";
import { type EncodingName, parseEncodingName } from "../formats/encoding";
import { teamStandingsBlock } from "./view-teams";

/** Diagnostics listed per kind before "…and N more" (a broken file can have a thousand). */
const SHOWN = 50;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The last file picked, kept so that choosing another encoding reads it again (D40): its bytes,
 * not a decoding (the pane holds that in `state.preview`, D98).
 */
let last: { data: string | Uint8Array; fileName: string } | undefined;

/** The encoding chosen in the preview's selector, or undefined for "detect". */
function chosenEncoding(): EncodingName | undefined {
  const v = byId<HTMLSelectElement>("encoding-select").value;
  return v === "" ? undefined : parseEncodingName(v);
}

async function load(
  input: () => Promise<string | Uint8Array>,
  fileName: string,
  keepChoices = false,
): Promise<void> {
  const s = () => STRINGS[state.language];
  await withProgress(
    () => s().reading(fileName === "" ? s().pasted : fileName),
    (d, t) => s().progress(d, t),
    async () => {
      try {
        const data = await input();
        if (!keepChoices) byId<HTMLSelectElement>("encoding-select").value = "";
        last = { data, fileName };
        // decoded once per file and encoding (D98): every later step reads this preview
        const preview = importOf(state.preview, data, fileName, chosenEncoding());
        state.preview = preview;
        state.readError = undefined;
        state.warningsAccepted = false;
        state.choices = emptyChoices();
        state.form = initialForm(
          preview.tournament,
          preview.format,
          today(),
          preview.mahjongResults !== undefined,
        );
        state.sheetName = undefined;
        state.sheetSystem = undefined; // the FIDE report's button follows the sheet, none yet
        state.outcomes = undefined;
        state.sheetMessage = undefined;
        state.problems = undefined;
        state.recalcWarnings = undefined;
        state.createNotes = undefined;
        state.recalcMessage = undefined;
        state.postMessage = undefined;
        state.postSkipped = undefined;
        byId<HTMLInputElement>("accept-warnings").checked = false;
        state.unknownAccepted = false;
        byId<HTMLInputElement>("accept-unknown").checked = false;
      } catch (error) {
        state.preview = undefined;
        state.readError = readFailure(error);
      }
      refresh();
    },
  );
}

export function wireFileStep(onLoaded: () => void): void {
  const input = byId<HTMLInputElement>("file-input");
  listen(input, "change", () => {
    const file = input.files?.[0];
    if (file === undefined) return undefined;
    // The pasted text is no longer what the pane shows: cleared, not left to be read by mistake.
    byId<HTMLTextAreaElement>("paste-text").value = "";
    return load(async () => new Uint8Array(await file.arrayBuffer()), file.name).then(onLoaded);
  });
  listen(byId("paste-read"), "click", () => {
    const text = byId<HTMLTextAreaElement>("paste-text").value;
    if (text.trim() === "") return undefined;
    return load(async () => text, "").then(onLoaded);
  });
  listen(byId<HTMLSelectElement>("encoding-select"), "change", () => {
    const file = last;
    if (file === undefined || typeof file.data === "string") return undefined;
    return load(async () => file.data, file.fileName, true).then(onLoaded);
  });
  byId<HTMLInputElement>("accept-warnings").addEventListener("change", (e) => {
    state.warningsAccepted = (e.target as HTMLInputElement).checked;
    refresh();
  });
  byId<HTMLInputElement>("accept-unknown").addEventListener("change", (e) => {
    state.unknownAccepted = (e.target as HTMLInputElement).checked;
    refresh();
  });
}

/** One diagnostic: severity and position in the pane's language, then the reader's text. */
function diagnosticItem(d: Diagnostic, lang: Language): HTMLElement {
  const t = diagnosticText(d, lang);
  return el(
    "li",
    undefined,
    d.severity,
    el("span", t.severity, "severity"),
    " ",
    ...(t.where === "" ? [] : [el("span", t.where, "where"), " "]),
    t.detail,
  );
}

function diagnosticsBlock(heading: string, items: readonly Diagnostic[], s: PaneStrings): Node[] {
  const list = el("ul");
  for (const d of items.slice(0, SHOWN)) list.append(diagnosticItem(d, state.language));
  if (items.length > SHOWN) list.append(el("li", s.moreDiagnostics(items.length - SHOWN), "more"));
  return [el("h3", heading), list];
}

/** Whether a file is read and may be used (no errors, players, warnings accepted). */
export function fileReady(): boolean {
  return state.preview !== undefined && readiness(state.preview, state.warningsAccepted) === "ok";
}

export function renderFileStep(): void {
  const s = STRINGS[state.language];
  const p = state.preview;
  const box = byId("preview");
  const facts = byId("preview-facts");
  const errors = byId("diag-errors");
  const warnings = byId("diag-warnings");
  if (p === undefined) {
    show(box, state.readError !== undefined);
    facts.replaceChildren();
    byId("preview-teams").replaceChildren();
    warnings.replaceChildren();
    errors.replaceChildren(
      ...(state.readError === undefined
        ? []
        : [el("p", s.readFailed(render(state.readError, state.language)))]),
    );
    show(byId("diag-ok"), false);
    show(byId("accept-row"), false);
    show(byId("accept-unknown-row"), false);
    return;
  }
  show(box, true);
  // the selector only for a file's bytes (pasted text has no encoding to choose)
  show(byId("encoding-row"), p.encoding !== undefined);
  byId("file-name").textContent = p.fileName;
  const tc = p.timeControl;
  const time = [
    ...(tc.basicMinutes !== undefined ? [s.minutes(tc.basicMinutes)] : []),
    ...(tc.adjustedMinutes !== undefined ? [s.adjustedMinutes(tc.adjustedMinutes)] : []),
    // OpenGotha's `STDBYOYOMI 30s` as the byo-yomi field writes it; other texts as they are.
    ...(tc.text !== undefined
      ? [byoyomiOfText(tc.text) !== undefined ? s.byoyomiFact(byoyomiText(byoyomiOfText(tc.text))) : tc.text]
      : []),
  ].join(", ");
  const teams = p.mahjongResults === undefined ? (p.tournament.teams?.teams.length ?? 0) : 0;
  const rows: [string, string][] = [
    [s.factFile, p.fileName === "" ? s.pasted : p.fileName],
    [s.factFormat, s.formatNames[p.mahjongResults !== undefined ? "mahjong" : p.format] ?? p.format],
    [s.factKind, s.kindNames[p.kind] ?? p.kind],
    ...(p.encoding === undefined
      ? []
      : ([[s.factEncoding, render(p.encoding, state.language)]] as [string, string][])),
    [s.factEvent, p.event === "" ? s.noName : p.event],
    ...(p.location === "" ? [] : ([[s.factLocation, p.location]] as [string, string][])),
    ...(p.dates === "" ? [] : ([[s.factDates, p.dates]] as [string, string][])),
    [s.factPlayers, String(p.players)],
    // A mahjong results table has places and points, no rounds.
    ...(p.mahjongResults === undefined ? ([[s.factRounds, String(p.rounds)]] as [string, string][]) : []),
    ...(teams > 0 ? ([[s.factTeams, String(teams)]] as [string, string][]) : []),
    ...(time === "" ? [] : ([[s.factTime, time]] as [string, string][])),
  ];
  facts.replaceChildren(...rows.flatMap(([k, v]) => [el("dt", k), el("dd", v)]));
  // a team event's standings, folded (RULES §2.4, D30); kept open across a language switch
  const teamsBox = byId("preview-teams");
  const shown = teamsBox.querySelector("details");
  const block = teams > 0 && p.errors.length === 0 ? teamStandingsBlock(p.tournament, state.language) : null;
  if (block !== shown) {
    if (block !== null) block.open = shown?.open ?? false;
    teamsBox.replaceChildren(...(block === null ? [] : [block]));
  }
  errors.replaceChildren(
    ...(p.errors.length > 0 ? diagnosticsBlock(s.errorsHeading(p.errors.length), p.errors, s) : []),
    ...(p.errors.length === 0 && p.players === 0 ? [el("p", s.noPlayers)] : []),
  );
  warnings.replaceChildren(
    ...(p.warnings.length > 0 ? diagnosticsBlock(s.warningsHeading(p.warnings.length), p.warnings, s) : []),
  );
  show(byId("diag-ok"), p.errors.length === 0 && p.warnings.length === 0 && p.players > 0);
  show(byId("accept-row"), p.errors.length === 0 && p.warnings.length > 0 && p.players > 0);
  // D54: games without a known or agreed result (each a diagnostic above) refuse the ratings
  const unsettled = p.mahjongResults === undefined && unsettledGames(p.tournament).length > 0;
  show(byId("accept-unknown-row"), p.errors.length === 0 && unsettled);
}
