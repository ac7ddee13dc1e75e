/** The product's source files and their text without comments, for the scans of test/i18n. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every `.ts` file below `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.ts$/.test(name) ? [path] : [];
  });
}

/** The text without its comments (kept line for line), so that doc comments are not read. */
export function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}
