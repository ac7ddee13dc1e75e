/**
 * H4 kept: no table in src/ that user text indexes is a plain object literal (a `Map` from
 * `lookupTable`, or `Object.hasOwn`, instead). The listed exceptions are indexed by the
 * program's own keys or by single characters, never by a token, a cell or an option.
 */
import { readFileSync, readdirSync, statSync } from "fs";
import { join, relative } from "path";
import { lookupTable, own } from "../../src/core/common/lookup";

const SRC = join(__dirname, "../../src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });

const EXCEPTIONS = new Set([
  "src/core/common/identity.ts FOLD", // indexed by one character (no prototype key is one)
  "src/core/common/identity.ts CYRILLIC", // indexed by one character
  "src/formats/opengotha-keys.ts FOLD", // indexed by one character
  "src/formats/encoding-detect.ts CHARDET", // indexed by the names chardet gives
  "src/formats/xml-tree.ts NONE", // no key, no prototype, read through Object.hasOwn
]);

describe("H4: look-ups of user text never reach Object.prototype", () => {
  it("no plain-object table keyed by any string outside the listed exceptions", () => {
    const found: string[] = [];
    for (const f of files(SRC)) {
      const text = readFileSync(f, "utf8");
      for (const m of text.matchAll(/const (\w+): Readonly<Record<string, /g)) {
        found.push(`src/${relative(SRC, f)} ${m[1] ?? ""}`);
      }
    }
    expect(found.filter((x) => !EXCEPTIONS.has(x))).toEqual([]);
    expect(found.sort()).toEqual([...EXCEPTIONS].sort()); // the exceptions still exist
  });

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"])(
    "lookupTable and own answer nothing for %s",
    (key) => {
      expect(lookupTable({ a: 1 }).get(key)).toBeUndefined();
      expect(own({ a: 1 }, key)).toBeUndefined();
    },
  );
});
