/**
 * The pane's pairing step: Pair round k and Unpair round k on the active tournament sheet
 * (src/sheet/pairing-actions.ts), the round's boards in publication order and the report on
 * what deserves a look. Its texts are the pairing family of the message table
 * (src/i18n/pairing.ts); every text from data goes in through textContent.
 */
import { type Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { describeError } from "../sheet/actions";
import type { PairRoundPlan, PairedBoard } from "../sheet/pairing";
import type { PairingEngine, SheetSystem } from "../sheet/pairing-input";
import { setPairNextHook } from "../commands/pair-next";
import { pairSheet, roundRobinActiveSheet, unpairActiveSheet } from "../sheet/pairing-actions";
import type { SheetProblem } from "../sheet/read-grid";
import { byId, el, listen, problemItem, translateCodes } from "./dom";
import { type Progress, withProgress } from "./progress";
import { runAway } from "./worker/client";
import { refresh, state } from "./state";
import { phaseNow } from "../sheet/phase";
import { yieldToPane } from "../sheet/chunks";

interface PairingState {
  message?: Message;
  problems?: readonly SheetProblem[];
  boards?: readonly PairedBoard[];
  bye?: string | null;
  /** The round was paired by the Dutch System: its bye is the pairing-allocated bye. */
  dutch?: boolean;
  report?: readonly Message[];
  /** A Varma draw's protocol. */
  protocol?: readonly Message[];
  failure?: (lang: Language) => string;
}

const pairing: PairingState = {};

function options(): { round: number; engine: PairingEngine; system?: SheetSystem } {
  const round = Number(byId<HTMLInputElement>("pair-round").value);
  const engine = byId<HTMLSelectElement>("pair-engine").value === "rfg" ? "rfg" : "opengotha";
  const system = byId<HTMLSelectElement>("pair-system").value;
  return {
    round,
    engine,
    ...(system === "mcmahon" || system === "swiss" || system === "dutch" ? { system } : {}),
  };
}

function clear(): void {
  delete pairing.message;
  delete pairing.problems;
  delete pairing.boards;
  delete pairing.bye;
  delete pairing.dutch;
  delete pairing.report;
  delete pairing.protocol;
  delete pairing.failure;
}

async function run(task: (progress: Progress) => Promise<void>): Promise<void> {
  await withProgress(
    () => render(msg("pairTitle", {}), state.language),
    (done, total) => `${done}/${total}`,
    async (progress) => {
      clear();
      try {
        await task(progress);
      } catch (error) {
        pairing.failure = (lang) => render(msg("pairFailed", { detail: describeError(error, lang) }), lang);
      }
      // D296: a round paired changes only this step's state: this step is drawn, not the whole
      // pane (its lists of 700 players drawn again held the pane's thread for 0.7 s and more),
      // in a task of its own after the write's (D297)
      await yieldToPane();
      phaseNow("draw", renderPairingStep);
    },
  );
}

/** Pairs `round` of the active sheet, or its next round (the ribbon's command) when undefined. */
async function pair(round?: number): Promise<void> {
  const { system, engine } = options();
  const o = { engine, ...(system !== undefined ? { system } : {}) };
  await run(async (progress) => {
    // the sheet read and written here, the pairing planned in the pane's worker (D247): Cancel
    // ends it before anything is written (D250)
    const r: PairRoundPlan & { round: number } = await Excel.run((context) =>
      pairSheet(context, { ...o, ...(round !== undefined ? { round } : {}) }, (read, ask) =>
        runAway({ kind: "pair", read, ask }, progress),
      ),
    );
    const paired = r.round;
    if (paired > 0) byId<HTMLInputElement>("pair-round").value = String(paired);
    if (!r.ok) {
      pairing.problems = r.problems;
      return;
    }
    pairing.message = r.summary;
    pairing.boards = r.boards;
    pairing.bye = r.bye;
    pairing.dutch = r.dutch;
    pairing.report = r.report;
    // The next round is the likely next press.
    byId<HTMLInputElement>("pair-round").value = String(paired + 1);
  });
}

/**
 * The ribbon's Pair next round (the command shows the pane first): opens the pairing step,
 * pairs the sheet's next round with the step's system and engine, and brings the outcome into
 * view. Registered at start-up.
 */
export function registerPairNext(): void {
  setPairNextHook(async () => {
    const step = byId<HTMLDetailsElement>("step-pairing");
    step.open = true;
    await pair();
    step.scrollIntoView({ block: "nearest" });
  });
}

async function unpair(): Promise<void> {
  const { round } = options();
  await run(async () => {
    const r = await Excel.run((context) => unpairActiveSheet(context, round));
    if (!r.ok) pairing.problems = r.problems;
    else pairing.message = r.summary;
  });
}

/**
 * The round-robin schedule; with "Varma" ticked, numbers drawn with the seed typed (blank: a new
 * one, shown in the field afterwards so that the draw can be made again) and the draw's protocol.
 */
async function roundRobin(): Promise<void> {
  const double = byId<HTMLInputElement>("rr-double").checked;
  const varma = byId<HTMLInputElement>("rr-varma").checked;
  const seedField = byId<HTMLInputElement>("rr-seed");
  const typed = seedField.value.trim();
  const seed = typed === "" ? (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) : Number(typed);
  if (varma && !(/^\d+$/.test(typed) || typed === "")) {
    clear();
    pairing.message = msg("rrSeedBad", { value: typed });
    refresh();
    return;
  }
  await run(async () => {
    const r = await Excel.run((context) =>
      roundRobinActiveSheet(context, { double, ...(varma ? { varmaSeed: seed } : {}) }),
    );
    if (!r.ok) pairing.problems = r.problems;
    else {
      pairing.message = r.summary;
      pairing.protocol = r.protocol;
      if (varma) seedField.value = String(seed);
    }
  });
}

export function wirePairingStep(): void {
  listen(byId("round-robin"), "click", () => roundRobin());
  listen(byId("pair"), "click", () => pair(options().round));
  listen(byId("unpair"), "click", () => unpair());
}

export function renderPairingStep(): void {
  const lang = state.language;
  translateCodes(byId("step-pairing"), "pairing", lang);
  byId("pair-result").textContent =
    pairing.failure?.(lang) ?? (pairing.message === undefined ? "" : render(pairing.message, lang));
  byId("pair-problems").replaceChildren(...(pairing.problems ?? []).map((p) => problemItem(p, lang)));
  byId("pair-boards").replaceChildren(
    ...(pairing.boards ?? []).map((b) => el("li", render(msg("pairBoard", b), lang))),
    ...(pairing.bye === undefined || pairing.bye === null
      ? []
      : [
          el(
            "li",
            render(
              msg(pairing.dutch === true ? "pairPabLine" : "pairByeLine", { player: pairing.bye }),
              lang,
            ),
          ),
        ]),
  );
  byId("pair-report").replaceChildren(...(pairing.report ?? []).map((m) => el("li", render(m, lang))));
  byId("rr-protocol").replaceChildren(...(pairing.protocol ?? []).map((m) => el("li", render(m, lang))));
}
