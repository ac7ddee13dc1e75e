/**
 * The officer's traps (issue 24): each folder of test/fixtures/traps/ is one mistake officers
 * really make — a small realistic file and `trap.json`, which says what it is, where it comes
 * from, and for each command it goes through the exit code and the words the output must say
 * (the player, the line, what to do). The rule every trap is held to: no command prints a
 * normal result with exit 0 and no word about the trap.
 *
 * trap.json:
 *   {
 *     "trap": "what the officer did",
 *     "source": "where the trap comes from (issue, archive file, decision)",
 *     "runs": [
 *       { "args": ["rate", "input.h9", "--system", "mgsz"], "exit": 1,
 *         "says": ["Kovács Péter", "round 3", "line 12"] }
 *     ],
 *     "pane": { "file": "input.h9", "says": ["Kovács Péter"] }
 *   }
 * An argument that names a file of the trap's folder is given as that file's path. `pane`, where
 * the trap is in the file itself, has e2e/traps.e2e.test.ts pick the file in the task pane, whose
 * errors and warnings must hold the words.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "../cli/fake-io";

const TRAPS = join(__dirname, "..", "fixtures", "traps");

interface TrapRun {
  readonly args: readonly string[];
  readonly exit: number;
  readonly says: readonly string[];
  /** Words the output must not hold (a wrong figure the trap used to print). */
  readonly never?: readonly string[];
}

interface Trap {
  readonly trap: string;
  readonly source: string;
  readonly runs: readonly TrapRun[];
}

function trapsOnDisk(): { name: string; dir: string; trap: Trap }[] {
  return readdirSync(TRAPS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = join(TRAPS, d.name);
      const trap = JSON.parse(readFileSync(join(dir, "trap.json"), "utf8")) as Trap;
      return { name: d.name, dir, trap };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const traps = trapsOnDisk();

describe("the officer's traps", () => {
  it("are there, each with what it is, its source and at least one run that says something", () => {
    expect(traps.length).toBeGreaterThan(0);
    const incomplete = traps
      .filter(
        ({ trap }) =>
          !(trap.trap.length > 0 && trap.source.length > 0 && trap.runs.length > 0) ||
          trap.runs.some((r) => r.says.length === 0),
      )
      .map((t) => t.name);
    expect(incomplete).toEqual([]);
  });

  const cases = traps.flatMap(({ name, dir, trap }) =>
    trap.runs.map((r) => ({
      label: `${name}: rating-officer ${r.args.join(" ")}`,
      dir,
      r,
    })),
  );

  it.each(cases)("$label", async ({ dir, r }) => {
    const args = r.args.map((a) => (existsSync(join(dir, a)) ? join(dir, a) : a));
    const out = await run(args);
    const text = `${out.stdout}\n${out.stderr}`;
    const missing = r.says.filter((w) => !text.includes(w));
    const wrong = (r.never ?? []).filter((w) => text.includes(w));
    expect({ exit: out.code, missing, wrong }).toEqual({ exit: r.exit, missing: [], wrong: [] });
  });
});
