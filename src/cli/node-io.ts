import fs from "node:fs";
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
  readFile: (path) => fs.readFileSync(path),
};
