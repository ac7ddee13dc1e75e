/**
 * What the pane and its worker say to each other (D246): a job posted once, then the worker's
 * replies, progress first and one end (`done` or `failed`). Everything here is plain data that
 * the structured clone carries; a rating list's rows come back in batches (D248), so that no
 * single message takes the pane's thread long to receive.
 */
import type { EncodingName } from "../../formats/encoding";
import type { RatingListEntry } from "../../formats/lists/model";
import type { Message } from "../../i18n/table";
import type { PairRoundPlan } from "../../sheet/pairing";
import type { PairingAsk } from "../../sheet/pairing-actions";
import type { SheetRead } from "../../sheet/sheet-read";
import type { SystemName } from "../../systems";
import type { PickedList } from "../list-file";

/** A list file to read (list-file.ts's `readListFile`). */
export interface ReadListJob {
  readonly kind: "readList";
  readonly file: Blob;
  readonly system: SystemName | undefined;
  readonly encoding: EncodingName | undefined;
}

/** A round to pair over the active sheet as read (pairing-actions.ts's `planPairing`). */
export interface PairJob {
  readonly kind: "pair";
  readonly read: SheetRead;
  readonly ask: PairingAsk;
}

export type Job = ReadListJob | PairJob;

/** What each job gives back. */
export interface JobResults {
  readList: PickedList;
  pair: PairRoundPlan & { round: number };
}

export type Reply =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  /** A batch of the list's rows, in order (D248); `done`'s list has none of its own. */
  | { readonly kind: "rows"; readonly rows: readonly RatingListEntry[] }
  | { readonly kind: "done"; readonly result: unknown }
  | { readonly kind: "failed"; readonly text: Message };

/** Rows per `rows` reply (D248): about 10 ms for the pane to receive on a 2020 laptop. */
export const ROWS_PER_REPLY = 20_000;
