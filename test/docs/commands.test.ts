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
import {
  lines,
  named,
  readsLargeFixture,
  runnable,
  runs,
  runsAsDocumented,
  words,
} from "./documented-commands";

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

  // the lines that read an EGC-size fixture: commands.slow.test.ts
  it.each(named(runs.filter((r) => !readsLargeFixture(r))))("%s", runsAsDocumented);
});
