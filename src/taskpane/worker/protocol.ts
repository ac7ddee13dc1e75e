/**
 * What the pane and its worker say to each other (D246): a job posted once, then the worker's
 * replies, progress first and one end (`done` or `failed`). Everything here is plain data that
 * the structured clone carries; a rating list's rows come back in batches (D248), so that no
 * single message takes the pane's thread long to receive.
 */
import type { EncodingName } from "../../formats/encoding";
import type { Message } from "../../i18n/table";
import type { PairRoundPlan } from "../../sheet/pairing";
import type { PairingAsk } from "../../sheet/pairing-actions";
import type { SheetRead } from "../../sheet/sheet-read";
import type { SheetUpdate } from "../../sheet/adapter";
import type { RatingListMapping } from "../../sheet/post";
import type { SeasonRerate } from "../../sheet/season-rerate";
import type { SystemName } from "../../systems";
import type { PickedList } from "../list-file";
import type { PlayerStart, StartRequest } from "../../sheet/starts";

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

/**
 * Re-rate the season over the workbook's sheets as read (season-rerate.ts's `planSeasonRerate`,
 * D264): the list sheet, its mapping and every sheet; the updates come back, written on the pane's thread.
 */
export interface RerateJob {
  readonly kind: "rerate";
  readonly list: SheetRead;
  readonly mapping: RatingListMapping;
  readonly reads: readonly SheetRead[];
}

/**
 * Step 3's starts (its preview, its choices' rows) against the list this worker read last
 * (D252): the request without the list, which stays in the worker.
 */
export interface MatchJob {
  readonly kind: "match";
  readonly request: Omit<StartRequest, "ratingList" | "levelList">;
  readonly system: SystemName;
}

/**
 * D298: rows of a job's sheets, posted before the job in pieces of {@link ROWS_PER_PIECE}, each
 * cloned in a task of its own: the `sheet`-th read the job carries (`jobReads`' order), its rows
 * in order. The job follows with those reads' grids empty.
 */
export interface SheetRows {
  readonly kind: "sheetRows";
  readonly sheet: number;
  readonly values: SheetRead["values"];
  readonly formulas: SheetRead["formulas"];
  readonly numberFormat: SheetRead["numberFormat"];
}

/** A job a worker is started for and ended after (D246). */
export type OneJob = ReadListJob | PairJob | RerateJob;
export type Job = OneJob | MatchJob;
/** What the pane posts to its worker: a job, or its sheets' rows ahead of it (D298). */
export type Posted = Job | SheetRows;

/** What each job gives back. */
export interface JobResults {
  readList: PickedList;
  pair: PairRoundPlan & { round: number };
  rerate: SeasonRerate;
  match: PlayerStart[];
}

export type Reply =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  /**
   * A piece of the result's one long array, in order (`splitResult`): a list's rows (D248), a
   * season's sheet updates (D361); `done`'s result has that array empty.
   */
  | { readonly kind: "part"; readonly items: readonly unknown[] }
  | { readonly kind: "done"; readonly result: unknown }
  | { readonly kind: "failed"; readonly text: Message };

/**
 * Rows per `part` reply of a list (D248): in the browser test at load 20, batches of 20,000 left tasks of
 * up to 488 ms on the pane's thread, of 4,000 up to 285 ms, of 1,000 up to 179–273 ms.
 */
export const ROWS_PER_REPLY = 1_000;
/**
 * Cells per `part` reply of Re-rate the season (D361): a sheet's update in pieces of whole blocks of
 * about this many cells, each received in a task of its own. The 100 sheets' updates beside the
 * 3,000-player list were one message (D264): its list's update alone 601,708 cells (4.1 MB as JSON),
 * 385 ms of CPU to clone in node at load 13, a task of 221 ms in the browser at load 13. Pieces of
 * 20,000 cells (about 13 ms of CPU to clone) still left reply tasks of 52–168 ms at load 21–30;
 * of 5,000 at most one of 59 ms in three runs at load 17–24.
 */
export const CELLS_PER_REPLY = 5_000;

/**
 * A piece of a season's sheet update (D361): the update's first piece carries its sheet's other
 * changes (bold, print area, page breaks) and its first blocks, each further piece (`follows`) the
 * next blocks of the same update.
 */
export interface UpdatePiece {
  readonly piece: SheetUpdate;
  readonly follows: boolean;
}
/**
 * Sheet rows per piece posted to the worker (D298): the 2,989 rows × 18 columns of a 710-player
 * sheet posted in one message took 111–220 ms to clone on the pane's thread at load 22.
 */
export const ROWS_PER_PIECE = 500;
