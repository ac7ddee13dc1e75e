import { readFileSync } from "node:fs";
import { join } from "node:path";
import { run } from "./fake-io";

const DIR = join(__dirname, "../fixtures/pairing/og352-weights-simplemm");
const FILE = join(DIR, "input.xml");

/** OpenGotha's own round-2 pairing (the file's games) and its cost from OpenGotha 3.52.03's dump. */
function openGothaRound2(): { pairs: string[]; cost: bigint } {
  const xml = readFileSync(FILE, "utf8");
  const players = new Map<string, string>();
  for (const m of xml.matchAll(/<Player [^>]*?firstName="([^"]*)"[^>]*? name="([^"]*)"/g)) {
    players.set(`${m[2]}${m[1]}`.replace(/ /g, "").toUpperCase(), `${m[2]} ${m[1]}`);
  }
  const pairs: string[] = [];
  for (const m of xml.matchAll(
    /<Game blackPlayer="([^"]*)" handicap="(\d+)"[^>]*roundNumber="2"[^>]*whitePlayer="([^"]*)"/g,
  )) {
    pairs.push(`${players.get(m[3] ?? "")} / ${players.get(m[1] ?? "")} / ${m[2]}`);
  }
  const costs = new Map<string, bigint>();
  for (const row of readFileSync(join(DIR, "weights-R2.csv"), "utf8").trim().split("\n").slice(1)) {
    const f = row.split(";");
    costs.set([f[0], f[1]].sort().join("|"), BigInt(f[11] ?? "0"));
  }
  let cost = 0n;
  for (const p of pairs) {
    const [w, b] = p.split(" / ");
    cost += costs.get([w, b].sort().join("|")) ?? 0n;
  }
  return { pairs: pairs.sort(), cost };
}

describe("rating-officer pair", () => {
  test("--json: simplemm round 2 is OpenGotha's pairing, at OpenGotha 3.52.03's cost", async () => {
    const r = await run(["pair", FILE, "--round", "2", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      round: number;
      pairs: { board: number; white: string; black: string; handicap: number }[];
      bye: string | null;
      cost: string;
    };
    const expected = openGothaRound2();
    expect(expected.pairs).toHaveLength(8);
    expect(out.round).toBe(2);
    expect(out.bye).toBeNull();
    expect(out.pairs.map((p) => p.board)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out.pairs.map((p) => `${p.white} / ${p.black} / ${p.handicap}`).sort()).toEqual(expected.pairs);
    expect(BigInt(out.cost)).toBe(expected.cost);
  });

  test("text and --csv carry the same boards", async () => {
    const text = await run(["pair", FILE, "--round", "1"]);
    const csv = await run(["pair", FILE, "--round", "1", "--csv"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^board {2}white/);
    expect(text.stdout).toMatch(/\nbye: none\ncost: \d+ \(OpenGotha 3\.52\)\n$/);
    expect(csv.stdout.trim().split("\n")).toHaveLength(9);
  });

  test.each([
    [["pair", FILE], "give --round K, the round to pair"],
    [["pair", FILE, "--round", "6"], "--round 6: the tournament has 5 rounds"],
    [["pair", FILE, "--round", "2", "--compat", "3.6"], '--compat "3.6": expected 3.51 or 3.52'],
    [["pair", "missing.xml", "--round", "1"], "cannot read tournament missing.xml: no such file"],
    [
      ["pair", FILE, "--round", "2", "--engine", "swiss"],
      '--engine "swiss": expected opengotha, rfg or dutch',
    ],
    [["pair", FILE, "--round", "2", "--explain"], "--explain applies to --engine rfg"],
    [
      ["pair", FILE, "--round", "2", "--engine", "rfg", "--last-criterion", "rating"],
      '--last-criterion "rating": expected alphabetical or order',
    ],
    [["pair", FILE, "--round", "2", "--last-criterion", "order"], "--last-criterion applies to --engine rfg"],
    [
      ["pair", FILE, "--round", "2", "--engine", "rfg", "--compat", "3.51"],
      "--compat applies to --engine opengotha",
    ],
  ])("%j is refused", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`rating-officer pair: ${message}`);
  });

  test("P39: a file with clubs groups is paired by both engines, the OpenGotha one at the jar's cost", async () => {
    // the fixture's <ClubsGroups> groups 38GJ, 38Gj, 38GR and 38Gr (input.xml, lines 126–133); round 2's
    // total cost by OpenGotha 3.51.02's jar: pairing/og351-jar/clubs-costs.csv (SOURCES.txt)
    const lra = join(__dirname, "../fixtures/opengotha-diff-championnat-lra-2020/input.xml");
    const costs = readFileSync(join(__dirname, "../fixtures/pairing/og351-jar/clubs-costs.csv"), "utf8");
    const jar = costs.split("\n").find((l) => l.startsWith("opengotha-diff-championnat-lra-2020;2;"));
    const og = await run(["pair", lra, "--round", "2", "--compat", "3.51", "--json"]);
    expect(og.code).toBe(0);
    expect((JSON.parse(og.stdout) as { cost: string }).cost).toBe(jar?.split(";")[3]);
    expect((await run(["pair", lra, "--round", "2", "--engine", "rfg"])).code).toBe(0);
  });

  test("a file that is not well-formed XML is refused with its line and column", async () => {
    const r = await run(["pair", "bad.xml", "--round", "1"], { "bad.xml": "<Tournament>\n<Players>\n" });
    expect(r.code).toBe(2);
    // read as every command reads a crosstable (D56): the reader's error at its place
    expect(r.stderr).toMatch(/^bad\.xml: error: OpenGotha line \d+, column \d+: not well-formed XML/);
  });

  describe("--engine rfg (the RGF McMahon procedure)", () => {
    /** Pairs of earlier rounds in the fixture, by "name firstName" (the file's own games). */
    function earlierMeetings(before: number): Set<string> {
      const xml = readFileSync(FILE, "utf8");
      const names = new Map<string, string>();
      for (const m of xml.matchAll(/<Player [^>]*?firstName="([^"]*)"[^>]*? name="([^"]*)"/g)) {
        names.set(`${m[2]}${m[1]}`.replace(/ /g, "").toUpperCase(), `${m[2]} ${m[1]}`);
      }
      const met = new Set<string>();
      for (const m of xml.matchAll(
        /<Game blackPlayer="([^"]*)"[^>]*roundNumber="(\d+)"[^>]*whitePlayer="([^"]*)"/g,
      )) {
        if (Number(m[2]) >= before) continue;
        met.add([names.get(m[1] ?? ""), names.get(m[3] ?? "")].sort().join("|"));
      }
      return met;
    }

    test("--json: simplemm round 3, every player once, no rematch of rounds 1–2, E.1 boards", async () => {
      const r = await run(["pair", FILE, "--round", "3", "--engine", "rfg", "--json", "--explain"]);
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as {
        round: number;
        engine: string;
        pairs: {
          board: number;
          white: string;
          black: string;
          handicap: number;
          nigiri: boolean;
          why: string;
        }[];
        bye: string | null;
      };
      expect(out.engine).toBe("rfg");
      expect(out.round).toBe(3);
      // the file's 16 players are all registered and participating (input.xml)
      const names = out.pairs.flatMap((p) => [p.white, p.black]);
      expect(names).toHaveLength(16);
      expect(new Set(names).size).toBe(16);
      const met = earlierMeetings(3);
      expect(met.size).toBe(16); // 2 rounds × 8 games in the file
      for (const p of out.pairs) expect(met.has([p.white, p.black].sort().join("|"))).toBe(false);
      expect(out.pairs.map((p) => p.board)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const p of out.pairs) expect(p.why).toMatch(/^group -?\d+(\.5)?, /);
      expect(out.pairs.every((p) => p.nigiri === (p.handicap === 0))).toBe(true);
    });

    test("text --explain: the why column, the bye line and the engine's note", async () => {
      const r = await run(["pair", FILE, "--round", "1", "--engine", "rfg", "--explain"]);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^board {2}white .* why\n/);
      expect(r.stdout).toContain("engine: rfg (RGF McMahon rules A-E); ? = colours by nigiri");
      expect(r.stdout).toMatch(/C\.5/);
      const csv = await run(["pair", FILE, "--round", "1", "--engine", "rfg", "--csv"]);
      expect(csv.stdout.trim().split("\n")).toHaveLength(9);
    });
  });
});

describe("D70: pair reads any crosstable the other commands read", () => {
  const H9 = join(__dirname, "../fixtures/traps/readers-h9-pair/input.h9");

  test("an EGD .h9 (six players, three rounds): round 4 by McMahon with the defaults, each player once", async () => {
    const r = await run(["pair", H9, "--round", "4", "--json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("an EGD crosstable (6 players, 3 rounds): it carries no pairing parameters");
    expect(r.stderr).toContain("McMahon bar 4d and floor 20k");
    const out = JSON.parse(r.stdout) as { pairs: { white: string; black: string }[]; bye: string | null };
    expect(out.bye).toBeNull();
    expect(new Set(out.pairs.flatMap((x) => [x.white, x.black])).size).toBe(6);
  });

  test("the h9 read as rate reads it: the same players as rate's table", async () => {
    const rate = await run(["rate", H9, "--system", "mgsz", "--multiplier", "20", "--json"]);
    const pair = await run(["pair", H9, "--round", "4", "--json"]);
    const rated = (JSON.parse(rate.stdout) as { name: string }[]).map((p) => p.name);
    const paired = (JSON.parse(pair.stdout) as { pairs: { white: string; black: string }[] }).pairs.flatMap(
      (x) => [x.white, x.black],
    );
    expect([...paired].sort()).toEqual([...rated].sort());
  });

  test("a chess crosstable (TRF) is paired Swiss, a results table refused naming its kind", async () => {
    const trf = join(__dirname, "../fixtures/trf-bbp-dutch-2025-c5/input.trf");
    const swiss = await run(["pair", trf, "--round", "2"]);
    expect(swiss.code).toBe(0);
    expect(swiss.stderr).toContain("paired by Swiss");
    const table = await run(["pair", "r.csv", "--round", "1"], {
      "r.csv": "Место;Игрок;Очки\n1;А;1\n2;Б;0\n",
    });
    expect(table.code).toBe(2);
    expect(table.stderr).toContain("a mahjong results table");
  });
});
