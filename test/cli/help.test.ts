/**
 * The command line explains itself (issue "the officer's view"): every command's --help names
 * every option it accepts and shows an example; a mistyped option or command names the nearest
 * one; a folder given as a file says so; every table command offers --json and --csv with the
 * same figures.
 */
import Papa from "papaparse";
import { nearestOption } from "../../src/cli/args";
import { COMMANDS } from "../../src/cli/main";
import { FIXTURES, fixtureFile, run } from "./fake-io";

const SAMPLE = "samples/mahjong-results.csv";

describe("--help", () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    "%s --help prints its usage on standard output and exits 0",
    async (name, lazy) => {
      const command = await lazy.load();
      for (const flag of ["--help", "-h"]) {
        const r = await run([name, flag]);
        expect(r).toEqual({ code: 0, stdout: `${command.usage}\n`, stderr: "" });
      }
      // also after other arguments, and through `help NAME`
      expect((await run([name, "x.h9", "--json", "--help"])).stdout).toBe(`${command.usage}\n`);
      expect((await run(["help", name])).stdout).toBe(`${command.usage}\n`);
    },
  );

  it.each(COMMANDS.map((c) => [c.name, c] as const))(
    "%s: every option it accepts is explained, with an example",
    async (name, lazy) => {
      const command = await lazy.load();
      expect(command.usage).toMatch(new RegExp(`^Usage: rating-officer ${name} `));
      for (const option of Object.keys(command.options)) expect(command.usage).toContain(`--${option}`);
      expect(command.usage).toMatch(new RegExp(`Examples?:\\n  rating-officer ${name} `));
    },
  );

  it("after --, --help is a positional argument, not a request for help", async () => {
    const r = await run(["standings", "--", "--help"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("cannot read tournament --help: no such file");
  });
});

describe("mistyped options and commands name the nearest one", () => {
  it.each([
    [
      ["rate", "x.h9", "--sytem", "mgsz"],
      "rating-officer rate: unknown option --sytem; did you mean --system?",
    ],
    [["rate", "x.h9", "--rating=hu.txt"], "unknown option --rating; did you mean --ratings?"],
    [["standings", "x.h9", "--tiebreak", "MMS"], "unknown option --tiebreak; did you mean --tiebreaks?"],
    [["standings", "x.h9", "--jsno"], "unknown option --jsno; did you mean --json?"],
    [["mahjong-list", "r.csv", "--relase", "2026-12-01"], "unknown option --relase; did you mean --release?"],
    [["convert", "x.h9", "--too", "h9"], "unknown option --too; did you mean --to?"],
    [["formula", "--jason"], "rating-officer formula: unknown option --jason; did you mean --json?"],
  ])("%j", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain("(--help lists the options)");
  });

  it("an option far from every known one is named without a guess", async () => {
    const r = await run(["rate", "x.h9", "--frobnicate"]);
    expect(r.stderr).toBe("rating-officer rate: unknown option --frobnicate (--help lists the options)\n");
  });

  it("a mistyped command", async () => {
    const r = await run(["stadings", "x.h9"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^rating-officer: unknown command "stadings"; did you mean standings\?\n/);
    expect((await run(["help", "rat"])).stderr).toMatch(
      /^rating-officer: no command "rat"; did you mean rate\?/,
    );
  });

  it("nearestOption: a few edits away, or nothing", () => {
    expect(nearestOption("sytem", ["system", "ratings"])).toBe("system");
    expect(nearestOption("mm-flor", ["mm-floor", "mm-bar"])).toBe("mm-floor");
    expect(nearestOption("x", ["system"])).toBeUndefined();
    expect(nearestOption("system", [])).toBeUndefined();
  });
});

describe("a folder where a file belongs", () => {
  it.each([
    [["rate", FIXTURES, "--system", "mgsz"], "tournament"],
    [["standings", FIXTURES], "tournament"],
    [["rate", fixtureFile("egd-egc2013"), "--system", "mgsz", "--ratings", FIXTURES], "rating list"],
    [["mahjong-list", FIXTURES, "--release", "2026-12-01"], "results"],
  ])("%j", async (args, what) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rating-officer ${args[0]}: cannot read ${what} ${FIXTURES}: it is a folder; give a file inside it\n`,
    );
  });
});

/** English Excel's CSV (D195): a byte-order mark, then comma-separated rows. */
function csv(text: string): string[][] {
  expect(text.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { delimiter: "," }).data;
}

describe("--csv beside --json on every table command", () => {
  it("standings --csv: the --json figures, one CSV row per place", async () => {
    const file = fixtureFile("opengotha-egc2013");
    const json = JSON.parse((await run(["standings", file, "--json"])).stdout) as Record<string, unknown>[];
    const r = await run(["standings", file, "--csv"]);
    expect(r.code).toBe(0);
    const [head, ...rows] = csv(r.stdout);
    // the file's own placement criteria, MMS and SOSM (D50)
    expect(head).toEqual(["Place", "No", "Name", "Rank", "MMS", "SOS"]);
    expect(rows).toHaveLength(json.length);
    // every place in one comparison (594 players; the diff names the row)
    expect(rows).toEqual(
      json.map((o) => [o.place, o.no, o.name, o.rank ?? "", o.MMS, o.SOS].map((v) => String(v))),
    );
  });

  it("mahjong-list --csv: the --json figures with two decimals (D15)", async () => {
    const args = ["mahjong-list", SAMPLE, "--release", "2026-12-01"];
    const json = JSON.parse((await run([...args, "--json"])).stdout) as Record<string, number | string>[];
    const r = await run([...args, "--csv"]);
    expect(r.code).toBe(0);
    const [head, ...rows] = csv(r.stdout);
    expect(head).toEqual(["Place", "Player", "Level", "T5", "Rating", "Tournaments"]);
    expect(rows).toEqual(
      json.map((o) => [
        String(o.place),
        String(o.player),
        String(o.level),
        Number(o.t5).toFixed(2),
        Number(o.rating).toFixed(2),
        String(o.tournaments),
      ]),
    );
  });

  it.each([
    ["standings", fixtureFile("egd-veterans")],
    ["mahjong-list", SAMPLE, "--release", "2026-12-01"],
    ["rate", fixtureFile("egd-veterans"), "--system", "mgsz"],
  ])("%s: --json and --csv together is a usage error", async (...args) => {
    const r = await run([...args, "--json", "--csv"]);
    expect(r).toEqual({
      code: 2,
      stdout: "",
      stderr: `rating-officer ${args[0]}: give --json or --csv, not both\n`,
    });
  });
});
