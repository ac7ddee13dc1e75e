import fs from "node:fs";
import { MAX_ANY_BYTES } from "../formats/gate-limits";
import type { CliIO } from "./types";

/** The real terminal: standard streams and the file system. */
export const nodeIO: CliIO = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  readStdin: async () => {
    if (process.stdin.isTTY) return "";
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  },
  readFile: (path) => {
    // the file gate's first half (H6): only a regular file of sensible size is read at all, so
    // that a folder, /dev/zero or a pipe is named, never read until memory runs out
    const st = fs.statSync(path);
    if (st.isDirectory()) throw Object.assign(new Error("is a folder"), { code: "EISDIR" });
    if (!st.isFile()) throw new Error("not a regular file (a device, a pipe or a socket)");
    if (st.size > MAX_ANY_BYTES) {
      throw new Error(`${st.size} bytes: larger than any file this program reads`);
    }
    return fs.readFileSync(path);
  },
  readChunks: (path, size) => {
    // the same gate as readFile, before the first piece is asked for: a missing file, a folder,
    // a device is named at once; no limit on the size, which only a streaming reader may read
    const st = fs.statSync(path);
    if (st.isDirectory()) throw Object.assign(new Error("is a folder"), { code: "EISDIR" });
    if (!st.isFile()) throw new Error("not a regular file (a device, a pipe or a socket)");
    return chunksOf(path, size);
  },
  writeFile: (path, bytes) => fs.writeFileSync(path, bytes),
};

/** A file's bytes, `size` at a time, the file open only while they are read. */
function* chunksOf(path: string, size: number): Generator<Uint8Array> {
  const fd = fs.openSync(path, "r");
  try {
    for (;;) {
      const buf = Buffer.allocUnsafe(size);
      const n = fs.readSync(fd, buf, 0, size, null);
      if (n === 0) return;
      yield buf.subarray(0, n);
    }
  } finally {
    fs.closeSync(fd);
  }
}
