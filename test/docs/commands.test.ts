/**
 * Every command line the README and docs/*.md show runs as written (issue 24, part 6: the
 * README's own `sheet … --rounds 5` exited 2). The lines are those of their code blocks (fenced
 * with ``` or indented by four spaces) that call `rating-officer` (or `npx rating-officer`); each
 * runs in-process (test/cli/fake-io.ts), from the repository's root, with what it writes
 * (`--out FILE`, `> FILE`) kept in memory.
 *
 * The rules a documented command line follows:
 * - It exits 0, unless it ends in the comment `# exits N` (an example of an error: N is its
 *   exit code). Any other `# …` after it is a comment.
 * - `printf '…' | rating-officer …` gives the command printf's text on standard input; `> FILE`
 *   takes its standard output.
 * - A synopsis is not run: a line with a placeholder — an argument in capitals alone, `FILE`,
 *   `LIST`, `N`, `NEW.xml` (a value in capitals is written with a digit or a comma: `HU2017`,
 *   `MMS,SOS`) — or with `[`, `]` or `…` (options to choose from). Paths of the user's own files
 *   are written as such placeholders (`rating-officer convert FILE --to h9`), never as a name
 *   that looks real (`my.h9`): every other path is a file of the repository.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { run } from "../cli/fake-io";

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

const lines = DOCS.flatMap((f) => commandLines(f, readFileSync(join(ROOT, f), "utf8")));
const runs = lines.flatMap((l) => {
  const r = runnable(l.text);
  return r === undefined ? [] : [{ ...l, ...r }];
});

describe("the documented command lines", () => {
  it("are found: the README's examples and the docs' synopses", () => {
    // README.md's block under "The command line" has 18 examples; docs/tournament.md's synopsis 7 lines
    expect(runs.filter((r) => r.file === "README.md").length).toBeGreaterThanOrEqual(18);
    expect(lines.length - runs.length).toBeGreaterThanOrEqual(7);
  });

  it("tell a synopsis from an example, and read pipes, redirections and the exit marker", () => {
    expect(runnable("rating-officer convert FILE --to h9|csv")).toBeUndefined();
    expect(runnable("rating-officer standings FILE [--tiebreaks MMS,SOS]")).toBeUndefined();
    expect(runnable("npx rating-officer rate x.h9 --system mgsz --ruleset HU2017   # note")).toEqual({
      args: ["rate", "x.h9", "--system", "mgsz", "--ruleset", "HU2017"],
      stdin: "",
      exit: 0,
    });
    expect(runnable(`printf '=A\\n=B\\n' | npx rating-officer formula --json   # batch`)).toEqual({
      args: ["formula", "--json"],
      stdin: "=A\n=B\n",
      exit: 0,
    });
    expect(runnable("rating-officer standings t.xml --csv > s.csv  # exits 2")).toEqual({
      args: ["standings", "t.xml", "--csv"],
      stdin: "",
      exit: 2,
    });
    expect(words(`formula '=MGSZ.GAMEPOINT(1947;1865;0,5)' "a b"`)).toEqual([
      "formula",
      "=MGSZ.GAMEPOINT(1947;1865;0,5)",
      "a b",
    ]);
  });

  it.each(runs.map((r) => [`${r.file}:${r.line} ${r.text}`, r] as const))("%s", async (_, r) => {
    const out = await run(r.args, {}, r.stdin);
    expect([r.file, r.line, out.code, out.code === r.exit ? "" : out.stderr]).toEqual([
      r.file,
      r.line,
      r.exit,
      "",
    ]);
  });
});
