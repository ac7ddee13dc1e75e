/**
 * The documented command lines of commands.test.ts and commands.slow.test.ts, one body for both
 * (the rules a line follows are in commands.test.ts). The lines that read an EGC-size fixture
 * (LARGE_FIXTURES: 594–760 players, about a second each) run in the slow suite; every other line
 * in npm test.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { run } from "../cli/fake-io";
import { LARGE_FIXTURES } from "../cli/per-fixture";

const ROOT = join(__dirname, "..", "..");
const DOCS = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** One documented command line: where it is and what it says. */
interface DocLine {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The lines of a Markdown file's code blocks that call the command. */
export function commandLines(file: string, markdown: string): DocLine[] {
  const out: DocLine[] = [];
  let fenced = false;
  markdown.split("\n").forEach((raw, i) => {
    if (/^\s*```/.test(raw)) {
      fenced = !fenced;
      return;
    }
    if (!fenced && !raw.startsWith("    ")) return;
    const text = raw.trim();
    if (/^(?:npx )?rating-officer\s/.test(text) || /\|\s*(?:npx )?rating-officer\s/.test(text)) {
      out.push({ file, line: i + 1, text });
    }
  });
  return out;
}

/** Shell words: single and double quotes kept together, the quotes dropped. */
export function words(text: string): string[] {
  const out: string[] = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const m of text.matchAll(re)) out.push(m[1] ?? m[2] ?? m[3] ?? "");
  return out;
}

/** A command line as the test runs it; undefined for a synopsis. */
export interface Runnable {
  readonly args: string[];
  readonly stdin: string;
  readonly exit: number;
}

const PLACEHOLDER = /^[A-Z]+(?:\.[A-Za-z0-9]+)?$/;

export function runnable(text: string): Runnable | undefined {
  const hash = text.search(/\s#\s/);
  const comment = hash < 0 ? "" : text.slice(hash);
  let command = hash < 0 ? text : text.slice(0, hash);
  const exit = /#\s*exits\s+(\d+)/.exec(comment);
  let stdin = "";
  const pipe = /^printf\s+'([^']*)'\s*\|\s*/.exec(command);
  if (pipe) {
    stdin = (pipe[1] ?? "").replace(/\\n/g, "\n");
    command = command.slice(pipe[0].length);
  }
  // standard output to a file: kept in memory like any output
  command = command.replace(/\s>\s*\S+\s*$/, "");
  const all = words(command);
  const args = all.slice(all[0] === "npx" ? 2 : 1);
  if (/[[\]…]/.test(command) || args.some((a) => PLACEHOLDER.test(a))) return undefined;
  return { args, stdin, exit: exit ? Number(exit[1]) : 0 };
}

export const lines = DOCS.flatMap((f) => commandLines(f, readFileSync(join(ROOT, f), "utf8")));
export const runs = lines.flatMap((l) => {
  const r = runnable(l.text);
  return r === undefined ? [] : [{ ...l, ...r }];
});

/** A runnable line as the tests name and run it. */
export type DocRun = DocLine & Runnable;

/** Whether a line reads one of the EGC-size fixtures (test/cli/per-fixture.ts). */
export function readsLargeFixture(r: DocRun): boolean {
  return r.args.some((a) => LARGE_FIXTURES.some((d) => a.startsWith(`test/fixtures/${d}/`)));
}

/** The test's name of a line: where it is and what it says. */
export const named = (rs: readonly DocRun[]) => rs.map((r) => [`${r.file}:${r.line} ${r.text}`, r] as const);

/** A line exits as documented (0, or its `# exits N`). */
export async function runsAsDocumented(_: string, r: DocRun): Promise<void> {
  const out = await run(r.args, {}, r.stdin);
  expect([r.file, r.line, out.code, out.code === r.exit ? "" : out.stderr]).toEqual([
    r.file,
    r.line,
    r.exit,
    "",
  ]);
}
