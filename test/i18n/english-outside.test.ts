/**
 * No sentence for users is written outside the one message table (issue 13): a scan of the
 * sources' string literals (comments left out) for three lower-case words in a row, outside
 * src/i18n and the custom functions' own translations (src/functions/i18n). What it finds is
 * either a message to move into the table or one of the places below, each with why its text is
 * not for the pane or the sheet. A place listed that the scan no longer finds fails too, so the
 * list stays true.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { sources, withoutComments } from "./sources";

const ROOT = join(__dirname, "..", "..");
const SCANNED = ["src/taskpane", "src/sheet", "src/commands", "src/functions", "src/core", "src/formats"];
const NOT_SCANNED = ["src/functions/i18n/"];

/** Three lower-case words in a row: the shape of an English sentence (not `MMS SOS SODOS`). */
const SENTENCE = /(^|[^\w-])[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/;

/** Where an English text is allowed, by file (or folder) and the literal's start, and why. */
const ALLOWED: readonly { readonly where: string; readonly starts: string; readonly why: string }[] = [
  { where: "src/taskpane/dom.ts", starts: "taskpane.html has no element", why: "a broken page: a bug" },
  { where: "src/commands/pane-command.ts", starts: "", why: "the browser console's, for developers" },
  { where: "src/functions/registry.ts", starts: "Custom function", why: "a function defined twice: a bug" },
  // matching.ts, matching-apart.ts (D240) and matching-big.ts (D216–D226, D441–D442)
  { where: "src/core/pairing/matching", starts: "matching: internal error", why: "a bug" },
  {
    where: "src/core/pairing/rfg",
    starts: "",
    why: "the RFG engine's steps, which only the command line's `pair --explain` prints, citing the regulation",
  },
  {
    where: "src/core/fide/",
    starts: "",
    why: "why a first rating is not published: a key (NotRegistered) the table translates",
  },
  { where: "src/core/engines/fide.ts", starts: "", why: "the same keys (NotRegistered)" },
  { where: "src/functions/fide-args.ts", starts: "no games against rated", why: "the same keys" },
  {
    where: "src/core/tournament/diagnostics.ts",
    starts: "",
    why: "the English `message` of a diagnostic, for the command line; the pane says its own",
  },
];

interface Found {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function scan(): Found[] {
  const files = SCANNED.flatMap((d) => sources(join(ROOT, d)))
    .map((p) => relative(ROOT, p).split("\\").join("/"))
    .filter((f) => !NOT_SCANNED.some((n) => f.startsWith(n)));
  return files.flatMap((file) =>
    withoutComments(readFileSync(join(ROOT, file), "utf8"))
      .split("\n")
      .flatMap((l, i) =>
        [...l.matchAll(/(["'`])((?:\\.|(?!\1).)*)\1/g)]
          .map((m) => (m[2] ?? "").replace(/\$\{[^}]*\}/g, "X"))
          .filter((t) => SENTENCE.test(t))
          .map((text) => ({ file, line: i + 1, text })),
      ),
  );
}

const found = scan();
const allowedBy = (f: Found) =>
  ALLOWED.find((a) => f.file.startsWith(a.where) && f.text.startsWith(a.starts));

test("the scan finds a sentence where one is (so the checks below can fail)", () => {
  expect(SENTENCE.test("the list could not be read")).toBe(true);
  expect(SENTENCE.test("MMS SOS SODOS")).toBe(false);
  expect(found.some((f) => f.file === "src/core/tournament/diagnostics.ts")).toBe(true);
});

test("no English sentence outside the message table but in the places listed", () => {
  expect(
    found.filter((f) => allowedBy(f) === undefined).map((f) => `${f.file}:${f.line}: ${f.text}`),
  ).toEqual([]);
});

test("every place listed still has its text (the list stays true)", () => {
  expect(ALLOWED.filter((a) => !found.some((f) => allowedBy(f) === a)).map((a) => a.where)).toEqual([]);
});
