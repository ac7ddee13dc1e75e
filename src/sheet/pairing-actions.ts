/**
 * The pane's Pair round and Unpair round in Excel, over the adapter's `ContextLike`: one sync
 * to read the active sheet, one to write the round's cells (nothing is written when the plan
 * has problems). The planning is pure (pairing.ts).
 */
import { readActiveSheet, type Progress } from "./actions";
import { type SheetUpdate, writeUpdate } from "./adapter";
import type { ContextLike } from "./excel-like";
import { type PairRoundPlan, type UnpairRoundPlan, planPairRound, planUnpairRound } from "./pairing";
import type { PairRoundOptions } from "./pairing-input";
import { nextRound } from "./pairing-read";
import { phase } from "./phase";
import { yieldToPane } from "./chunks";
import { type RoundRobinOptions, type RoundRobinPlan, planRoundRobin } from "./pairing-rr";
import type { SheetRead } from "./sheet-read";
import type { Tournament } from "../core/tournament/model";
import { type AddEntriesPlan, planAddEntries } from "./late-list";

/**
 * Reads the active sheet, plans, and writes the plan's update when it has one. Two syncs. The
 * plan may be computed elsewhere (the pane's worker, D247): nothing is written before it is
 * back, and nothing at all when it fails or is cancelled.
 */
async function readPlanWrite<P extends { ok: true; update: SheetUpdate } | { ok: false }>(
  context: ContextLike,
  plan: (read: SheetRead) => P | Promise<P>,
  onProgress?: Progress,
): Promise<P & { sheetName: string }> {
  const read = await phase("read", () => readActiveSheet(context));
  onProgress?.(1, 2);
  const planned = await phase("plan", () => Promise.resolve(plan(read)));
  // D297: the plan received and the write prepared in tasks of their own
  await yieldToPane();
  if (planned.ok)
    await phase("write", () =>
      writeUpdate(context, planned.update, {
        syncsBefore: 1,
        ...(onProgress !== undefined ? { onProgress } : {}),
      }),
    );
  return { ...planned, sheetName: read.sheetName };
}

/** A round to pair: `round`, or the sheet's next round (`nextRound`) when it is absent. */
export type PairingAsk = Omit<PairRoundOptions, "round"> & { readonly round?: number };

/** The pairing of a read sheet, pure (the pane's worker runs it, D247): the round paired with its plan. */
export function planPairing(read: SheetRead, ask: PairingAsk): PairRoundPlan & { round: number } {
  const k = ask.round ?? nextRound(read);
  if (Array.isArray(k)) return { ok: false, problems: k, round: 0 };
  return { ...planPairRound(read, { ...ask, round: k }), round: k };
}

/** Where a pairing is planned: here by default, or handed away (the pane's worker). */
export type PairingPlanner = (read: SheetRead, ask: PairingAsk) => Promise<PairRoundPlan & { round: number }>;

/** Pairs `ask`'s round of the active tournament sheet through `planner` and writes its cells. Two syncs. */
export function pairSheet(
  context: ContextLike,
  ask: PairingAsk,
  planner: PairingPlanner = (read, a) => Promise.resolve(planPairing(read, a)),
  onProgress?: Progress,
): Promise<PairRoundPlan & { sheetName: string; round: number }> {
  return readPlanWrite(context, (read) => planner(read, ask), onProgress);
}

/** Pairs a round of the active tournament sheet and writes its cells. Two syncs. */
export function pairActiveSheet(
  context: ContextLike,
  options: PairRoundOptions,
  onProgress?: Progress,
): Promise<PairRoundPlan & { sheetName: string }> {
  return readPlanWrite(context, (read) => planPairRound(read, options), onProgress);
}

/** Pairs the next round of the active tournament sheet (`nextRound`) and writes its cells. Two syncs. */
export function pairNextActiveSheet(
  context: ContextLike,
  options: Omit<PairRoundOptions, "round">,
  onProgress?: Progress,
): Promise<PairRoundPlan & { sheetName: string; round: number }> {
  return pairSheet(context, options, undefined, onProgress);
}

/** Clears a round's games without a result on the active tournament sheet. Two syncs. */
export function unpairActiveSheet(
  context: ContextLike,
  round: number,
  onProgress?: Progress,
): Promise<UnpairRoundPlan & { sheetName: string }> {
  return readPlanWrite(context, (read) => planUnpairRound(read, round), onProgress);
}

/** Writes the round-robin schedule into the active tournament sheet's empty rounds. Two syncs. */
export function roundRobinActiveSheet(
  context: ContextLike,
  options: RoundRobinOptions,
  onProgress?: Progress,
): Promise<RoundRobinPlan & { sheetName: string }> {
  return readPlanWrite(context, (read) => planRoundRobin(read, options), onProgress);
}

/** Adds a registration list's players to the active tournament sheet as late entries. Two syncs. */
export function addEntriesActiveSheet(
  context: ContextLike,
  list: Tournament,
  onProgress?: Progress,
): Promise<AddEntriesPlan & { sheetName: string }> {
  return readPlanWrite(context, (read) => planAddEntries(read, list), onProgress);
}
