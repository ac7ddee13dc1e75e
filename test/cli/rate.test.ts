import { existsSync, readFileSync, readdirSync } from "fs";
import { join } from "path";
import { FIXTURES, GO_FIXTURES, fixtureFile, run } from "./fake-io";
import {
  type RateRow,
  isLarge,
  isSample,
  isSwept,
  jsonRows,
  rateWorks,
  ratesEveryPlayer,
  systemOf,
} from "./per-fixture";

// RULES.md §1.3 worked examples 5 and 7 as CSV crosstables (cells in the sheet grammar)
const EXAMPLE5 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2-/w0;3+/b0;4+/w0;5-/b0;6+/w0
2;A;1k;1935;1+/b0;;;;
3;B;2k;1865;;1-/w0;;;
4;C;1k;1924;;;1-/b0;;
5;D;1d;1997;;;;1+/w0;
6;E;1d;2015;;;;;1-/b0
`;
const EXAMPLE7 = `No;Name;Rank;Rating;R1;R2;R3;R4;R5
1;XY;1k;1947;2+/b1;3+/b2;4+/w2;5+/w0;6-/b4
2;P2087;2d;2087;1-/w1;;;;
3;P2130;3d;2130;;1-/w2;;;
4;P1781;4k;1781;;;1-/b2;;
5;P1992;1d;1992;;;;1-/b0;
6;P2419;5d;2419;;;;;1+/w4
`;

describe("rating-officer rate --system mgsz", () => {
  // RULES §1.3's examples give MGSZ ratings: --file-ratings says so (D64)
  it("example 5 (C = 30) → 1963, example 7 (C = 15) → 1979 (RULES.md §1.3)", async () => {
    const five = await run(
      ["rate", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings", "--json"],
      {
        "ex5.csv": EXAMPLE5,
      },
    );
    expect(five.code).toBe(0);
    const r5 = JSON.parse(five.stdout) as RateRow[];
    expect(r5[0]).toMatchObject({
      name: "XY",
      ratingBefore: 1947,
      sumJp: 0.52,
      change: 16,
      ratingAfter: 1963,
    });
    const seven = await run(["rate", "ex7.csv", "--system", "mgsz", "--multiplier", "15", "--file-ratings"], {
      "ex7.csv": EXAMPLE7,
    });
    expect(seven.code).toBe(0);
    expect(seven.stdout).toMatch(/^\s*1\s+XY\s+file\s+1947\s+1k\s+\+2\.11\s+\+32\s+1979\s+1k$/m);
    expect(seven.stdout).toContain("Multiplier C = 15 (given)");
  });

  it("--csv prints a CSV table with a header", async () => {
    const r = await run(
      ["rate", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings", "--csv"],
      {
        "ex5.csv": EXAMPLE5,
      },
    );
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("\uFEFFNo,Name,Start,Before,Rank,ΣJp,Change,After,Rank after"); // D195
    expect(lines[1]).toBe("1,XY,file,1947,1k,+0.52,+16,1963,1k");
    expect(lines).toHaveLength(7);
  });

  it("a player with neither a rank nor a rating is refused by name until the officer gives his start (D24, D46)", async () => {
    // opengotha-rating-7800: players 2 and 6 have OpenGotha's rank 99K (a rank it could not read)
    // and its rating -7800 of that rank, read as -900: no rank, no rating to start from
    // (its one round's results are all unknown: rated without them, D54)
    const file = fixtureFile("opengotha-rating-7800");
    const r = await run(["rate", file, "--system", "mgsz", "--multiplier", "20", "--accept-unknown"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Player 2 "Azuaje Manuel": not on the rating list and no rank to start from`);
    const given = await run([
      "rate",
      file,
      "--system",
      "mgsz",
      "--multiplier",
      "20",
      "--start",
      "2=1000,6=1000",
      "--accept-unknown",
    ]);
    expect(given.code).toBe(0);
    expect(given.stdout).toMatch(/Azuaje Manuel +override +1000 /);
  });

  // the Go fixtures of GO_SAMPLES; the others in the slow suite (fixture-sweep.slow.test.ts, the
  // EGC-size ones in large-fixtures.slow.test.ts)
  it.each(GO_FIXTURES.filter(isSample))(
    "rates every player of %s (names as the file gives them)",
    ratesEveryPlayer,
  );

  it("derives C from the file's time and the event: EGC 2013 TM[195] → A 20 + European 10 + 594 players 5 + even 10 = 45, in 5 + 5 rounds (D4)", async () => {
    const r = await run([
      "rate",
      fixtureFile("egd-egc2013"),
      "--system",
      "mgsz",
      "--event",
      "european",
      "--json",
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "Multiplier C = 45: time A 20 (extended 195 min) + european 10 + 594 participants 5 + handicap-free 10",
    );
    expect(r.stderr).toContain("Rated in 2 parts of 5 + 5 rounds");
    const rows = JSON.parse(r.stdout) as RateRow[];
    expect(rows[0]?.sumJpParts).toHaveLength(2);
  });

  it("--time and --byoyomi override the file: 40 min + 3x20s = 55 min → C, 10 points", async () => {
    const r = await run(
      ["rate", "ex5.csv", "--system", "mgsz", "--time", "40", "--byoyomi", "3x20s", "--participants", "81"],
      { "ex5.csv": EXAMPLE5 },
    );
    expect(r.code).toBe(0);
    // table 2: C 10; table 3: > 80 participants 5, handicap-free 10
    expect(r.stdout).toContain("Multiplier C = 25: time C 10 (extended 55 min)");
  });

  it("--ratings: the EGD list finds the league's players by PIN, the rest start from their rank", async () => {
    const r = await run([
      "rate",
      fixtureFile("opengotha-izmnyleague"),
      "--system",
      "mgsz",
      "--ratings",
      fixtureFile("egd-ratinglist-hu"),
      "--json",
      "--accept-unknown", // round 4's ten results are not in the file (D54)
    ]);
    expect(r.code).toBe(0);
    const rows = jsonRows<RateRow>(r.stdout, fixtureFile("opengotha-izmnyleague"));
    // egd-ratinglist-hu: " 10686346  Pocsai Rita  HU  Szen  5d  --  2436"
    expect(rows[0]).toMatchObject({
      name: "Pocsai Rita",
      source: "pin",
      ratingBefore: 2436,
      rankBefore: "5d",
    });
    expect(rows.filter((x) => x.newPlayer)).toHaveLength(9);
    expect(r.stderr).toContain(
      "Starting ratings: 15 by PIN, 0 by name, 0 from the file, 9 new from their declared rank",
    );
    // D24: Fodi Zoltan (HU, declared 3d) starts at 3d's 2130 with rank 5k, flagged for the committee
    expect(rows[4]).toMatchObject({ name: "Fodi Zoltan", ratingBefore: 2130, rankBefore: "5k" });
    expect(r.stderr).toContain(
      "declared 3d, enters the register at 5k; a higher starting rank is the rating committee's decision",
    );
  });

  it("--event takes every importance flag that applies (D27): invitational,world → 5 + 10", async () => {
    const r = await run(
      [
        "rate",
        "ex5.csv",
        "--system",
        "mgsz",
        "--time",
        "90",
        "--byoyomi",
        "5x30s",
        "--event",
        "invitational,world",
      ],
      { "ex5.csv": EXAMPLE5 },
    );
    expect(r.code).toBe(0);
    // RULES §1.2 D27 (the WAGC): A 20 + invitational and world 15 + handicap-free 10 = 45
    expect(r.stdout).toContain("Multiplier C = 45: time A 20 (extended 112.5 min) + invitational,world 15");
  });

  it("D29: below category E there is no multiplier: the message says the committee sets it; --multiplier rates", async () => {
    const r = await run(["rate", "ex5.csv", "--system", "mgsz", "--time", "5"], { "ex5.csv": EXAMPLE5 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not even category E .*set by the rating committee;/);
    const given = await run(["rate", "ex5.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings"], {
      "ex5.csv": EXAMPLE5,
    });
    expect(given.code).toBe(0);
    const pair = await run(["rate", "ex5.csv", "--system", "mgsz", "--time", "90", "--event", "pair"], {
      "ex5.csv": EXAMPLE5,
    });
    expect(pair.code).toBe(2);
    expect(pair.stderr).toMatch(/--event: pair go .*is not rated$/m);
    // the option is the message's subject: named as the command line names it, never "Argument --byoyomi"
    const byo = await run(["rate", "ex5.csv", "--system", "mgsz", "--time", "90", "--byoyomi", "3x"], {
      "ex5.csv": EXAMPLE5,
    });
    expect(byo.code).toBe(2);
    expect(byo.stderr).toMatch(/: --byoyomi: "3x" is not a byo-yomi/);
    expect(byo.stderr).not.toMatch(/Argument/);
  });

  it("--start and --register (D24): the officer's starting rating and who enters the register", async () => {
    // example 5 with XY unrated: a new player declared 1k starts at 1920 (1k's threshold); beside
    // it 3 wins of 5 and the MGSZ performance 1991 (test/core/mgsz/performance.test.ts)
    const ex = EXAMPLE5.replace("1;XY;1k;1947;", "1;XY;1k;;");
    const plain = await run(
      ["rate", "ex.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings", "--json"],
      {
        "ex.csv": ex,
      },
    );
    expect(plain.code).toBe(0);
    const row = (JSON.parse(plain.stdout) as (RateRow & { entry?: unknown })[])[0];
    expect(row).toMatchObject({ ratingBefore: 1920, entry: { games: 5, wins: 3, performance: 1991 } });
    const text = await run(["rate", "ex.csv", "--system", "mgsz", "--multiplier", "30", "--file-ratings"], {
      "ex.csv": ex,
    });
    expect(text.stdout).toMatch(/XY\s+new \(rank\)\s+1920 .*3\/5\s+1991\s+not in register/);
    const own = await run(
      [
        "rate",
        "ex.csv",
        "--system",
        "mgsz",
        "--multiplier",
        "30",
        "--start",
        "XY=1947",
        "--register",
        "1=yes",
        "--file-ratings",
        "--json",
      ],
      { "ex.csv": ex },
    );
    expect(own.code).toBe(0);
    // 1947: example 5 itself, +16 → 1963 (RULES §1.3); entering the register, declared 1k is
    // above 5k: starting rank 5k, for the committee (5.§ (5), D24)
    expect((JSON.parse(own.stdout) as (RateRow & { entry?: unknown })[])[0]).toMatchObject({
      source: "override",
      ratingBefore: 1947,
      ratingAfter: 1963,
      rankBefore: "5k",
      entry: { entersRegister: true, forCommittee: true },
    });
    const bad = await run(
      [
        "rate",
        "ex.csv",
        "--system",
        "mgsz",
        "--multiplier",
        "30",
        "--file-ratings",
        "--register",
        "XY=maybe",
      ],
      {
        "ex.csv": ex,
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--register: "XY=maybe" is not NAME=yes|no');
  });

  it("a file converted to h9 or CSV and read back rates identically (h9 carries PINs and ranks, not ratings)", async () => {
    const file = fixtureFile("opengotha-izmnyleague");
    const list = fixtureFile("egd-ratinglist-hu");
    // round 4's ten results are not in the file: rated without them (D54), in every format
    const args = ["--system", "mgsz", "--multiplier", "15", "--ratings", list, "--json", "--accept-unknown"];
    const original = await run(["rate", file, ...args]);
    for (const to of ["h9", "csv"]) {
      const converted = await run(["convert", file, "--to", to]);
      const again = await run(["rate", `league.${to}`, ...args], { [`league.${to}`]: converted.stdout });
      const strip = (s: string) =>
        (JSON.parse(s) as { rows: RateRow[] }).rows.map(({ name, ratingBefore, sumJp, ratingAfter }) => ({
          name,
          ratingBefore,
          sumJp,
          ratingAfter,
        }));
      // h9 lists the players in placing order, the file in its own: compared by name
      const byName = (rows: ReturnType<typeof strip>) =>
        [...rows].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName(strip(again.stdout))).toEqual(byName(strip(original.stdout)));
    }
  });
});

describe("rating-officer rate: usage and input errors exit 2 with a message", () => {
  const file = fixtureFile("egd-veterans");
  it.each([
    [["rate", file], /give --system mgsz, fide or mahjong/],
    [["rate", file, "--system", "go"], /--system "go": expected mgsz, fide or mahjong/],
    [["rate", "--system", "mgsz"], /give a tournament FILE/],
    [
      ["rate", file, "--system", "mgsz", "--multiplier", "20", "--time", "60"],
      /--multiplier or --time, not both/,
    ],
    [
      ["rate", file, "--system", "mgsz", "--multiplier", "2.5"],
      /--multiplier "2.5": expected a whole number 0..100/,
    ],
    [["rate", file, "--system", "mgsz", "--json", "--csv"], /--json or --csv, not both/],
    [["rate", file, "--system", "mgsz", "--k", "20"], /--k applies to --system fide, not mgsz/],
    [
      ["rate", file, "--system", "mgsz", "--event", "club"],
      /--event: "club" is not one of invitational, national, european, world/,
    ],
    [["rate", file, "--system", "mgsz", "--byoyomi", "lots"], /is not a byo-yomi/],
    [
      ["rate", file, "--system", "mgsz", "--frobnicate"],
      /unknown option --frobnicate \(--help lists the options\)/,
    ],
    [
      ["rate", "missing.h9", "--system", "mgsz", "--multiplier", "20"],
      /cannot read tournament missing.h9: no such file/,
    ],
    [["rate", file, "--system", "mgsz", "--ratings", "missing.txt"], /cannot read rating list missing.txt/],
    // the rule set's own refusal, each saying what is wrong (src/i18n/errors-fide.ts, errors-common.ts)
    [
      ["rate", file, "--system", "fide", "--ruleset", "FIDE2099"],
      /--ruleset: "FIDE2099" is not a rule set \("HU2017", "FIDE2024" or "FIDE2024 2025-09-30"\)/,
    ],
    [
      ["rate", file, "--system", "fide", "--ruleset", "FIDE2024 2025-02-30"],
      /--ruleset: "2025-02-30" is not a calendar date/,
    ],
    [
      ["rate", file, "--system", "fide", "--ruleset", "HU2017 2025-09-30"],
      /--ruleset: Rule set HU2017 takes no date/,
    ],
    [["rate", file, "--system", "fide", "--k", "101"], /--k "101": expected a whole number 0..100/],
    [
      ["rate", file, "--system", "fide", "--sessions", "8"],
      /--sessions applies to --system mahjong, not fide/,
    ],
    [["rate", file, "--system", "mahjong"], /give --sessions N/],
    [
      ["rate", file, "--system", "mahjong", "--ruleset", "HU2017"],
      /--ruleset applies to --system fide, not mahjong/,
    ],
    [
      ["rate", file, "--system", "mgsz", "--championship"],
      /--championship applies to --system mahjong, not mgsz/,
    ],
    [["rate", file, "--system", "mahjong", "--sessions", "8"], /no result rows could be read/],
    // An FFG .tou carries no thinking time (FORMATS.md), so C must be given.
    [
      ["rate", fixtureFile("ffg-frioul"), "--system", "mgsz"],
      /No multiplier: the file states no thinking time/,
    ],
  ])("%j", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
  });

  it("an empty file: no players, exit 2", async () => {
    const r = await run(["rate", "empty.h9", "--system", "mgsz", "--multiplier", "10"], { "empty.h9": "" });
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/no players could be read/)]);
  });
});

interface FideRow {
  no: number;
  name: string;
  source: string;
  ratingBefore: number | null;
  k: number | null;
  games: number;
  w: number;
  we: number | null;
  change: number | null;
  ratingAfter: number | null;
  published: boolean;
  performance: number | null;
  firstRating?: { method: string; registered: boolean; figure: number | null };
}

describe("rating-officer rate --system fide", () => {
  const rr = fixtureFile("trf-rules-round-robin-8-21b");
  const ex834 = fixtureFile("trf-rules-8-34");
  /** `rate` on the round robin under HU2017, whose worked examples these are. */
  const rateHu = (...more: string[]) => run(["rate", rr, "--system", "fide", "--ruleset", "HU2017", ...more]);

  it("the 10-player round robin (RULES §2.1, 8.21b): Ra 2348, Ru 2423, 2393, 2150, 2032; A expects 7.36, B 6.48", async () => {
    const r = await rateHu("--json");
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as FideRow[];
    expect(rows.map((x) => x.name)).toEqual("ABCDEFGHIJ".split("").map((l) => `Player, ${l}`));
    expect([2, 4, 7, 8].map((i) => rows[i]?.ratingAfter)).toEqual([2423, 2393, 2150, 2032]);
    expect([2, 4, 7, 8].map((i) => rows[i]?.ratingBefore)).toEqual([null, null, null, null]);
    expect([rows[0]?.we, rows[1]?.we]).toEqual([7.36, 6.48]);
    expect(rows[2]?.firstRating).toMatchObject({ method: "round-robin", registered: true, figure: 2423 });
    expect(r.stderr).toContain("Rule set HU2017, a complete round robin");
    expect(r.stderr).toContain("8.21b: Rar 2375, dpa 29.5, Ra 2348");
  });

  it("--k 20: A (8 − 7.36) × 20 = 12.8 → 2613 in the text table", async () => {
    const r = await rateHu("--k", "20");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^\s*1\s+Player, A\s+file\s+2600\s+20\s+9\s+8\s+7\.36\s+\+13\s+2613\s+2645$/m);
    expect(r.stdout).toMatch(/^\s*3\s+Player, C\s+first \(RR\)\s+9\s+7\s+2423\s+2534$/m);
  });

  it("example 8.34: 2199 under HU2017, 2158 under FIDE2024 (RULES §2.1, §2.2)", async () => {
    const hu = JSON.parse(
      (await run(["rate", ex834, "--system", "fide", "--ruleset", "HU2017", "--json"])).stdout,
    ) as FideRow[];
    expect(hu[0]).toMatchObject({
      name: "Unrated, Newcomer",
      ratingBefore: null,
      ratingAfter: 2199,
      games: 12,
      w: 6.5,
    });
    const f = await run(["rate", ex834, "--system", "fide", "--ruleset", "fide2024", "--json"]);
    expect(f.code).toBe(0);
    expect((JSON.parse(f.stdout) as FideRow[])[0]?.ratingAfter).toBe(2158);
    expect(f.stderr).toContain("Rule set FIDE2024");
    // FIDE2024 is the default: the same 2158 without --ruleset
    const d = await run(["rate", ex834, "--system", "fide", "--json"]);
    expect((JSON.parse(d.stdout) as FideRow[])[0]?.ratingAfter).toBe(2158);
  });

  it("FIDE2024 by default (RULES §2.2): the round robin's C gets 2200, as in the pane, not HU2017's 2423", async () => {
    const r = await run(["rate", rr, "--system", "fide", "--json"]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as FideRow[])[2]?.ratingAfter).toBe(2200);
    expect(r.stderr).toContain("Rule set FIDE2024, a complete round robin");
  });

  it("--highest: F (2150) once rated 2450 has K 10 (D9): (4 − 2.51) × 10 = 14.9 → +15 → 2165", async () => {
    // F's We 2.51 against the 8.21b Ru (RULES §2.1; test/cli/functions-md.test.ts works it out)
    for (const who of ["6", '"Player, F"', "player f"]) {
      const r = await rateHu("--highest", `${who}=2450`, "--json");
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as FideRow[])[5]).toMatchObject({ k: 10, change: 15, ratingAfter: 2165 });
    }
    const bad = await run(["rate", rr, "--system", "fide", "--highest", "Nobody=2450"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--highest: no player named "Nobody" in the file');
    const mgsz = await run(["rate", rr, "--system", "mgsz", "--highest", "6=2450"]);
    expect(mgsz.stderr).toContain("--highest applies to --system fide, not mgsz");
  });

  it("--min-games (D25): 10 games needed, so the round robin's 9 publish no first rating", async () => {
    const r = await rateHu("--min-games", "10", "--json");
    expect(r.code).toBe(0);
    const c = (JSON.parse(r.stdout) as FideRow[])[2];
    expect(c).toMatchObject({ ratingAfter: null, firstRating: { registered: false, figure: 2423 } });
    expect(r.stderr).toMatch(/Player 3 "Player, C": unrated, no first rating published: too few games/);
  });

  it("--csv prints a table with a header, in Hungarian Excel's form under --csv-locale hu (D195)", async () => {
    const r = await rateHu("--csv", "--csv-locale", "hu");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("\uFEFFNo;Name;Source;Before;K;Games;W;We;Change;After;Perf");
    expect(lines[1]).toBe("1;Player, A;file;2600;10;9;8;7,36;+6;2606;2645");
    expect(lines).toHaveLength(11);
  });

  it("--ratings: a CSV list by FIDE ID and by name gives the ratings before and K", async () => {
    const list = "fide id;name;rating;k\n;Player A;2610;10\n;B Player;2490;20\n";
    const r = await run(["rate", rr, "--system", "fide", "--ratings", "list.csv", "--json"], {
      "list.csv": list,
    });
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as FideRow[];
    expect(rows.slice(0, 2).map((x) => [x.source, x.ratingBefore, x.k])).toEqual([
      ["name", 2610, 10],
      ["name", 2490, 20],
    ]);
    expect(r.stderr).toContain('Player 4 "Player, D": not on the rating list; the file\'s rating 2400 used');
  });

  // the ratings of Kovács and Müller in FIDE's list (test/fixtures/fide-list-txt/SOURCES.txt and
  // its XML twin): standard 2315 / 2405, rapid 2290 / 2390, blitz 2344 / 2399 (D44); line 8's
  // standard rating "20x0" is an error of the list, so reading the standard ratings exits 1
  const two = "No;Name;Rating;R1\n1;Kovács Péter;;2+/w\n2;Müller Jürgen;;1-/b\n";
  it.each([
    [[], "fide-list-txt/input.txt", [2315, 2405], 1],
    [["--ratings-kind", "rapid"], "fide-list-txt/input.txt", [2290, 2390], 0],
    [["--ratings-kind", "blitz"], "fide-list-xml/input.xml", [2344, 2399], 0],
    [["--ratings-kind", "Standard"], "fide-list-xml/input.xml", [2315, 2405], 1],
  ])("--ratings FIDE's list %j: that rating of each player", async (kind, list, before, code) => {
    const file = join(__dirname, "../fixtures", list);
    const r = await run(["rate", "two.csv", "--system", "fide", "--ratings", file, ...kind, "--json"], {
      "two.csv": two,
    });
    expect(r.code).toBe(code);
    expect((JSON.parse(r.stdout) as FideRow[]).map((x) => x.ratingBefore)).toEqual(before);
  });

  it.each([
    [["--ratings-kind", "classic"], /--ratings-kind "classic": expected standard, rapid or blitz/],
    [["--ratings-kind", "rapid"], /--ratings-kind rapid: hu.txt is not FIDE's rating list/],
  ])("%j exits 2 with a message", async (args, message) => {
    const egd = readFileSync(join(__dirname, "../fixtures/egd-ratinglist-hu/input.txt"), "latin1");
    const r = await run(["rate", "two.csv", "--system", "fide", "--ratings", "hu.txt", ...args], {
      "two.csv": two,
      "hu.txt": egd,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it("--help names --ratings-kind", async () => {
    expect((await run(["rate", "--help"])).stdout).toMatch(
      /--ratings-kind K +which rating FIDE's list gives/,
    );
  });
});

// Mahjong results of D19 (RULES §3): N = 40, S = 8; levels with mean 1230: 20 × 1k (1750),
// 8 × 2k (1500), 2 × 4k (1000), 1 × 8k (200), 9 × 12k (0) = 49200 / 40 = 1230
const LEVELS = [
  ...Array<string>(20).fill("1k"),
  ...Array<string>(8).fill("2k"),
  ...Array<string>(2).fill("4k"),
  "8k",
  ...Array<string>(9).fill("12k"),
];
const D19_RESULTS = `D19 example
place;player;points
${LEVELS.map((_, i) => `${i + 1};Player ${i + 1};${(400 - 7.5 * i).toFixed(1).replace(".", ",")}`).join("\n")}
`;
const D19_LIST = `name;rating;rank
${LEVELS.map((l, i) => `Player ${i + 1};0;${l}`).join("\n")}
`;

interface MahjongRow {
  place: number;
  name: string;
  points: number;
  level: string;
  ratingBefore: number;
  nr: number;
  kt: number;
  nrKt: number;
  norm: string | null;
  levelAfter: string;
  ratingAfter: number;
}

describe("rating-officer rate --system mahjong", () => {
  const files = { "results.csv": D19_RESULTS, "levels.csv": D19_LIST };

  it("D19: KT = 0.8 + 0.5 + 1.20 = 2.50; the winner 2500 → 2 dan; 20th 1000 × 20/39 × 2.5 = 1282.05 → 3 kyu", async () => {
    const r = await run(
      ["rate", "results.csv", "--system", "mahjong", "--sessions", "8", "--ratings", "levels.csv", "--json"],
      files,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "KT = 2.50: sessions 0.80 + participants 0.50 + levels 1.20 + championship 0.00",
    );
    const rows = JSON.parse(r.stdout) as MahjongRow[];
    expect(rows).toHaveLength(40);
    expect(rows[0]).toMatchObject({
      place: 1,
      name: "Player 1",
      points: 400,
      level: "1k",
      nr: 1000,
      kt: 2.5,
      nrKt: 2500,
      norm: "2d",
    });
    // the level after: a kyu player with a norm above 2000 gets 1 dan, then a "+" per full 500 (D18)
    expect(rows[0]).toMatchObject({ levelAfter: "1d+", ratingBefore: 1750, ratingAfter: 2000 });
    expect(rows[19]?.nr).toBeCloseTo(512.8205, 4);
    expect(rows[19]?.nrKt).toBeCloseTo(1282.0513, 4);
    expect(rows[19]).toMatchObject({ norm: "3k", level: "1k", levelAfter: "1k" });
    expect(rows[39]).toMatchObject({ nr: 0, nrKt: 0, norm: "12k" });
  });

  it("--championship adds 1.00; without levels everyone is 12 kyu (R4): KT = 0.8 + 0.5 + 0 + 1 = 2.30", async () => {
    const r = await run(
      ["rate", "results.csv", "--system", "mahjong", "--sessions", "8", "--championship", "--csv"],
      files,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("KT = 2.30");
    expect(r.stderr).toContain("40 players without a level counted as 12 kyu");
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("\uFEFFPlace,Player,Points,Level,NR,KT,NR×KT,Norm,Level after"); // D195
    expect(lines[1]).toBe("1,Player 1,400,12k,1000.00,2.30,2300.00,1d,1d");
  });

  it("a levels list without a rating column (name;rank, or игрок;уровень) gives the same KT 2.50 (D19)", async () => {
    // the same 40 levels as D19_LIST, written as a mahjong officer keeps them: no rating column
    const names = `name;rank\n${LEVELS.map((l, i) => `Player ${i + 1};${l}`).join("\n")}\n`;
    const russian = `Игрок,Уровень\n${LEVELS.map((l, i) => `Player ${i + 1},${l.replace("k", " кю")}`).join("\n")}\n`;
    const json = async (list: string): Promise<MahjongRow[]> => {
      const r = await run(
        [
          "rate",
          "results.csv",
          "--system",
          "mahjong",
          "--sessions",
          "8",
          "--ratings",
          "levels.csv",
          "--json",
        ],
        { "results.csv": D19_RESULTS, "levels.csv": list },
      );
      expect(r.code).toBe(0);
      expect(r.stderr).toContain("KT = 2.50: sessions 0.80 + participants 0.50 + levels 1.20");
      return JSON.parse(r.stdout) as MahjongRow[];
    };
    const withRating = await json(D19_LIST);
    expect(await json(names)).toEqual(withRating);
    expect(await json(russian)).toEqual(withRating);
    expect(withRating[0]).toMatchObject({ level: "1k", nrKt: 2500, norm: "2d" });
  });

  it("a levels row without a level is a warning (the player is 12 kyu, R4); a bad level or header is named", async () => {
    const lines = LEVELS.map((l, i) => `Player ${i + 1};${l}`);
    lines[0] = "Player 1;";
    const r = await run(
      ["rate", "results.csv", "--system", "mahjong", "--sessions", "8", "--ratings", "levels.csv"],
      {
        "results.csv": D19_RESULTS,
        "levels.csv": `name;level\n${lines.join("\n")}\n`,
      },
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "levels.csv: warning: Levels list line 2, column 2: no level for Player 1; the row is ignored",
    );
    // mean level (49200 − 1750) / 40 = 1186.25 → 1.15 (D14): KT = 0.8 + 0.5 + 1.15 = 2.45
    expect(r.stdout).toContain("KT = 2.45");
    expect(r.stdout).toMatch(/^\s+1\s+Player 1\s+400\s+12k\s+1000\.00\s+2\.45\s+2450\.00\s+1d\s+1d$/m);
    const bad = async (list: string): Promise<string> => {
      const x = await run(
        ["rate", "results.csv", "--system", "mahjong", "--sessions", "8", "--ratings", "l.csv"],
        {
          "results.csv": D19_RESULTS,
          "l.csv": list,
        },
      );
      expect(x.code).toBe(2);
      return x.stderr;
    };
    expect(await bad("name;level\nAnn;3 кю\nBob;13k\n")).toMatch(
      /l\.csv: error: Levels list line 3, column 2: "13k" is not a mahjong level \(12 kyu … 1 kyu/,
    );
    expect(await bad("name;level\nAnn;3k+\n")).toMatch(
      /l\.csv: error: Levels list line 2, column 2: "3k\+" has marks, but only dan levels/,
    );
    expect(await bad("name;rating\nAnn;1500\n")).toMatch(
      /l\.csv: error: Levels list line 1, column 1: the header must name the level \(rank, level, уровень\) and name or pin; got: name, rating/,
    );
    expect(await bad("club;level\nX;3k\n")).toMatch(
      /l\.csv: error: Levels list line 1, column 1: the header must name/,
    );
    expect(await bad("name;level\n;3k\n")).toMatch(
      /l\.csv: error: Levels list line 2, column 1: a row without a player name/,
    );
    expect(await bad("name;level\n")).toMatch(/l\.csv: no levels could be read/);
  });

  it("fewer than 12 participants: not rated (D13), exit 2", async () => {
    const small = "place;player;points\n1;A;3\n2;B;2\n3;C;1\n";
    const r = await run(["rate", "small.csv", "--system", "mahjong", "--sessions", "4"], {
      "small.csv": small,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /3 is fewer than 12; the tournament is not rated; correct the count if it is wrong, else nothing to correct$/m,
    );
  });
});

/** The system each fixture folder is rated under: Go files MGSZ, chess files (TRF, CSV) FIDE. */
/**
 * The starts an officer gives the players of a fixture who have neither a rank nor a rating
 * (OpenGotha's 99K, D46): rate refuses them by name without one (D24).
 */
const ALL = readdirSync(FIXTURES)
  .filter((d) => existsSync(join(FIXTURES, d, "SOURCES.txt")))
  .sort();

describe("rate works on every fixture with its system (exit 0, or 1 with error diagnostics; never a crash)", () => {
  it("finds the fixtures", () => {
    expect(ALL.length).toBeGreaterThanOrEqual(45);
  });
  // every chess fixture; the Go fixtures of GO_SAMPLES, the others in the slow suite
  it.each(ALL.filter((d) => systemOf(d) !== null && !isLarge(d) && !isSwept(d)))("%s", rateWorks);
});

describe("rating-officer rate: the multiplier from the file's time control", () => {
  it("pairgoth's time system gives the multiplier (RULES §1.2, D3: 45 min + 25 stones / 5 min → 57 min, C 10; no handicap games +10)", async () => {
    const r = await run(["rate", fixtureFile("pairgoth-bosp2024"), "--system", "mgsz"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Multiplier C = 20: time C 10 (extended 57 min)");
  });
});

describe("a Go file's ratings are not the system's own (D64, D65): opengotha-weekend", () => {
  // the file: Bence Tomesz rank="20K" rating="100", Marz Leopold rank="17K" rating="371" (EGF
  // points), Monika Takacs rank="28K" rating="-700" (OpenGotha's INI rating of 28k)
  const file = fixtureFile("opengotha-weekend");
  const mgsz = ["rate", file, "--system", "mgsz", "--multiplier", "15"];

  it("mgsz without the list: every player from his declared rank's threshold (D24), flagged, the GoR unused", async () => {
    const r = await run(mgsz);
    expect(r.code).toBe(0);
    // docs/mgsz.md's thresholds: 20k 1230, 17k 1305 (RULES §1.1)
    expect(r.stdout).toMatch(/Bence Tomesz\s+new \(rank\)\s+1230\s+20k/);
    expect(r.stdout).toMatch(/Marz Leopold\s+new \(rank\)\s+1305\s+17k/);
    expect(r.stdout).not.toMatch(/Bence Tomesz\s+file\s+100\b/);
    expect(r.stdout).toContain("0 from the file, 21 new from their declared rank");
    expect(r.stdout).toContain(
      "The file's ratings are not MGSZ ratings and are not used (--file-ratings if they are)",
    );
    expect(r.stderr).toContain("The file gives 21 players a rating that is not an MGSZ rating");
  });

  it("mgsz --file-ratings: the officer's word; -700 is no MGSZ start, refused by name until given one", async () => {
    const refused = await run([...mgsz, "--file-ratings"]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Player 6 "Monika Takacs": rating -700 must be 1..4000');
    const starts = "Monika Takacs=1085,Andor Veres=1085,Alina Mero=1085";
    const r = await run([...mgsz, "--file-ratings", "--start", starts]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Bence Tomesz\s+file\s+100\s+/);
    expect(r.stdout).toContain("The file's ratings are taken as MGSZ ratings (--file-ratings)");
  });

  it("fide: no Elo from GoR; every player unrated, with a note saying why", async () => {
    const r = await run(["rate", file, "--system", "fide", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { source: string; ratingBefore: number | null }[];
    expect(rows).toHaveLength(21);
    expect(rows.every((x) => x.source === "unrated" && x.ratingBefore === null)).toBe(true);
    expect(r.stderr).toContain("the ratings it gives 21 players are Go ratings, not Elo");
  });

  it("--file-ratings belongs to mgsz and fide, and standings takes it only with --system", async () => {
    const m = await run(["rate", file, "--system", "mahjong", "--sessions", "4", "--file-ratings"]);
    expect([m.code, m.stderr]).toEqual([
      2,
      expect.stringContaining("--file-ratings applies to --system mgsz or fide"),
    ]);
    const s = await run(["standings", file, "--file-ratings"]);
    expect([s.code, s.stderr]).toEqual([
      2,
      expect.stringContaining("--file-ratings applies to --system mgsz or fide"),
    ]);
  });
});

describe("rate --system fide: a rule set's version named by its date is echoed (D87)", () => {
  // test/fixtures/trf-rules-2650-september ends 2025-09-20; a day typed otherwise (here the
  // Hungarian/Russian day-first form of 1 October 2025) must show in the summary
  const file = fixtureFile("trf-rules-2650-september");
  it("the version named, not the rule set's name alone", async () => {
    const r = await run(["rate", file, "--system", "fide", "--ruleset", "FIDE2024 1.10.2025"]);
    expect(r.code).toBe(0);
    expect(r.stdout + r.stderr).toContain("Rule set FIDE2024 2025-10-01");
  });
});
