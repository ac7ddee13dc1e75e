/**
 * A picked file's bytes in pieces (D44): the pane's side of reading a rating list of a million
 * players, `CHUNK_BYTES` at a time, as the command line's `nodeIO.readChunks` reads it.
 */
import { CHUNK_BYTES } from "../formats/lists/chunks";

/** The bytes of `file` (a `File` or any `Blob`), `size` at a time. */
export async function* fileChunks(
  file: Pick<Blob, "size" | "slice">,
  size = CHUNK_BYTES,
): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < file.size; at += size) {
    yield new Uint8Array(await file.slice(at, at + size).arrayBuffer());
  }
}
