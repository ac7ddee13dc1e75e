/**
 * A rating list's bytes given in pieces, as the command line (4 MB) and the pane (its slices)
 * give them to the reader (src/formats/lists/stream.ts), and the check that they read as the
 * whole file does.
 */
import type { RatingList } from "../../../src/formats/lists/model";
import { readRatingListChunks } from "../../../src/formats/lists/stream";

/** `bytes` given in pieces of `size` bytes. */
export function pieces(b: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let i = 0; i < b.length; i += size) out.push(b.subarray(i, i + size));
  return out;
}

/** Reads `b` in pieces of each size: the same rows, diagnostics and format as `whole`. */
export function expectSameInPieces(b: Uint8Array, whole: RatingList, sizes: readonly number[]): void {
  for (const size of sizes) {
    const inPieces = readRatingListChunks(pieces(b, size));
    expect(inPieces.entries).toEqual(whole.entries);
    expect(inPieces.diagnostics).toEqual(whole.diagnostics);
    expect(inPieces.format).toBe(whole.format);
    expect(inPieces.decoding).toEqual(whole.decoding);
  }
}
