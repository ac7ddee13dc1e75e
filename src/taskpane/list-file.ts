/**
 * Step 3's list file without the DOM: read by the command line's own reader for the system's
 * kind of list (its value's `listField`, D68). A mahjong levels list goes through `readLevelList`, as
 * `rate` and `sheet --system mahjong --ratings` read it, into the request's `levelList`; any
 * other list through the streaming reader in 4 MB slices (D44) into `ratingList`.
 */
import type { Diagnostic } from "../core/tournament/diagnostics";
import type { EncodingName, EncodingReport } from "../formats/encoding";
import { sizeRefusal } from "../formats/gate";
import { readRatingListAsync } from "../formats/lists/stream";
import type { RatingList } from "../formats/lists/model";
import { type LevelListEntry, readLevelList } from "../formats/rating-list";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { type TournamentSheetRequest } from "../sheet/request";
import { type SystemName, systemOf } from "../systems";
import { fileChunks } from "./file-chunks";

/** A list file as read: the request field it fills, or none when it cannot be used. */
export interface PickedList {
  readonly field: "levelList" | "ratingList";
  readonly ratingList?: RatingList;
  readonly levelList?: readonly LevelListEntry[];
  readonly decoding?: EncodingReport;
  /** The first error when the list cannot be used (as the command line refuses it). */
  readonly problem?: Diagnostic;
}

const firstError = (ds: readonly Diagnostic[]): Diagnostic | undefined =>
  ds.find((d) => d.severity === "error");

/**
 * Reads a picked list file for `system`, a rating list in `pieces` (default: fileChunks's). A levels list with an error, or with no level, is not
 * used (the command line stops with `the levels list has errors` or `no levels could be read`);
 * a rating list only when no row could be read.
 */
export async function readListFile(
  file: ListBlob,
  system: SystemName | undefined,
  encoding?: EncodingName,
  pieces: (file: ListBlob) => AsyncIterable<Uint8Array> = (f) => fileChunks(f),
): Promise<PickedList> {
  if (listFieldFor(system) === "ratingList") {
    // in 4 MB slices: FIDE's world list is never held whole (D44), as on the command line; in
    // smaller ones with a pause after each on the pane's thread (D249)
    const list = await readRatingListAsync(pieces(file), encoding !== undefined ? { encoding } : {});
    const problem = list.entries.length === 0 ? firstError(list.diagnostics) : undefined;
    return {
      field: "ratingList",
      ...(problem === undefined ? { ratingList: list } : { problem }),
      ...(list.decoding !== undefined ? { decoding: list.decoding } : {}),
    };
  }
  const sink = new DiagnosticSink("Levels list");
  const tooLarge = sizeRefusal(file.size, "rating list"); // not read whole beyond the gate's limit (H6)
  if (tooLarge !== undefined) {
    sink.error(0, 0, tooLarge);
    return { field: "levelList", problem: sink.items[0] as Diagnostic };
  }
  const list = readLevelList(new Uint8Array(await file.arrayBuffer()), encoding);
  const problem = firstError(list.diagnostics);
  return {
    field: "levelList",
    decoding: list.decoding,
    ...(problem === undefined ? { levelList: list.entries } : { problem }),
  };
}

/** A list file's bytes as the pane slices them (a picked `File`, or any `Blob`). */
export type ListBlob = Pick<Blob, "size" | "slice" | "arrayBuffer">;

/**
 * A list file as read (D98): the file, the encoding chosen for it (undefined: detected) and its
 * reading for each kind of list asked for so far, each read once.
 */
export interface HeldList {
  readonly file: ListBlob;
  readonly encoding: EncodingName | undefined;
  readonly reads: Partial<Record<PickedList["field"], PickedList>>;
}

/**
 * The list `file` for `system` in `encoding`: `held`'s reading when it is that file in that
 * encoding and was read as that kind of list already, else the file read (`read`, the reader
 * above) and held beside the other kind's reading of the same file and encoding (D98). Another
 * file or another encoding replaces what was held.
 */
export async function listOf(
  held: HeldList | undefined,
  file: ListBlob,
  system: SystemName | undefined,
  encoding: EncodingName | undefined,
  read: typeof readListFile = readListFile,
): Promise<{ held: HeldList; list: PickedList }> {
  const field = listFieldFor(system);
  const kept = held !== undefined && held.file === file && held.encoding === encoding ? held : undefined;
  const done = kept?.reads[field];
  if (kept !== undefined && done !== undefined) return { held: kept, list: done };
  const list = await read(file, system, encoding);
  const reads = { ...kept?.reads, [field]: list };
  return { held: { file, encoding, reads }, list };
}

/** The field a list file fills for the system chosen; before any (no file read yet) a rating list. */
export function listFieldFor(system: SystemName | undefined): PickedList["field"] {
  return system === undefined ? "ratingList" : systemOf(system).listField;
}

/**
 * The request's list field: the list read, if it can be used (the previews and Create alike),
 * with its name for the header block (D288): the file's, or the sheet's it was read from.
 */
export function listRequest(list: {
  readonly ratingList?: RatingList | undefined;
  readonly levelList?: readonly LevelListEntry[] | undefined;
  readonly source?: "none" | "sheet" | "file" | undefined;
  readonly fileName?: string | undefined;
  readonly sheet?: string | undefined;
}): Pick<TournamentSheetRequest, "ratingList" | "levelList" | "listName"> {
  const name = list.source === "sheet" ? list.sheet : list.source === "file" ? list.fileName : undefined;
  const named = name !== undefined && name.trim() !== "" ? { listName: name.trim() } : {};
  if (list.levelList !== undefined) return { levelList: list.levelList, ...named };
  return list.ratingList !== undefined ? { ratingList: list.ratingList, ...named } : {};
}
