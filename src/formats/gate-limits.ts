/**
 * The file gate's size limits (H6; src/formats/gate.ts applies them), apart from the gate's
 * messages so that the command line's file reading (node-io.ts) loads no message table: a
 * command that reads no file, `rating-officer --help`, starts without it (D399).
 */

/** What a file is given as; each kind has its own size limit. */
export type GateKind = "crosstable" | "rating list" | "results table";

export const MB = 1024 * 1024;

/**
 * Size limits in bytes (H6). Real crosstables are under 5 MB (the largest fixture, the
 * European Go Congress 2013 in OpenGotha XML, is 0.5 MB); under 16 MB every reader works in
 * linear time and within 10× the file's size in memory (`npm run bench`). Rating lists are
 * larger (FIDE's full list is about 100 MB as text).
 */
export const MAX_BYTES: Readonly<Record<GateKind, number>> = Object.freeze({
  crosstable: 16 * MB,
  "results table": 16 * MB,
  "rating list": 512 * MB,
});

/** The largest of {@link MAX_BYTES}: the command line reads no file beyond it. */
export const MAX_ANY_BYTES = 512 * MB;
