import { readFileSync } from "fs";
import { fullName } from "../../src/core/tournament/model";
import { readOpenGotha } from "../../src/formats/opengotha";
import { GO_FIXTURES, fixtureFile, run, runOnce } from "./fake-io";
import { isSample, standsInOrder } from "./per-fixture";
import { egc2013H9 } from "./egc2013-h9";

type Row = Record<string, number | string>;

describe("rating-officer standings", () => {
  // the Go fixtures of GO_SAMPLES; the others in the slow suite (fixture-sweep.slow.test.ts, the
  // EGC-size ones in large-fixtures.slow.test.ts)
  it.each(GO_FIXTURES.filter(isSample))(
    "%s: every player once, in final order, with the four McMahon criteria (E.8)",
    standsInOrder,
  );

  // D21 on og_egc2013.xml against the MMS and SOS OpenGotha printed in egc2013.h9 (594 players):
  // the slow suite (standings-egc.slow.test.ts); OpenGotha's own standings of smaller files in
  // test/core/tournament/opengotha-parity.test.ts

  it("any tie-breaks in any order, under their short names; --rounds gives an earlier round's table", async () => {
    const file = fixtureFile("opengotha-rubin012020rr");
    const r = await run([
      "standings",
      file,
      "--tiebreaks",
      "pts,buch,sb,de,wins,aro",
      "--rounds",
      "2",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "place",
      "name",
      "no",
      "rank",
      "PTS",
      "BUCH",
      "BERGER",
      "DE",
      "WINS",
      "ARO",
    ]);
    // after 2 rounds nobody has more than 2 points
    expect(Math.max(...rows.map((x) => Number(x.PTS)))).toBeLessThanOrEqual(2);
  });

  it("an OpenGotha file with virtual SOS: said on the parameters line, OpenGotha's own figures (D21)", async () => {
    const dir = "opengotha-parity-tournoi-de-lyon-2020";
    const text = await run(["standings", fixtureFile(dir)]);
    expect(text.stdout.split("\n")[1]).toBe(
      "McMahon: zero 30k, floor 30k, bar 2d, bye 1 MM, absent 0 MM, virtual SOS",
    );
    const tiebreaks = ["--tiebreaks", "MMS,SOS,SODOS,SOSOS"]; // the fixture's, not the file's MMS alone (D50)
    const rows = JSON.parse(
      (await runOnce(["standings", fixtureFile(dir), ...tiebreaks, "--json"])).stdout,
    ) as Row[];
    // the fixture's standings.json: OpenGotha's own standings of the file
    const og = (
      JSON.parse(readFileSync(fixtureFile(dir).replace(/input\.xml$/, "standings.json"), "utf8")) as {
        players: Row[];
      }
    ).players;
    expect(rows.map((x) => [x.place, x.MMS, x.SOS, x.SODOS, x.SOSOS])).toEqual(
      og.map((x) => [x.place, x.MMS, x.SOS, x.SODOS, x.SOSOS]),
    );
  });

  it("prints an aligned table by default", async () => {
    const r = await run(["standings", fixtureFile("egd-ioct-20-02"), "--tiebreaks", "MMS,SOS"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/: 4 players, 3 rounds$/);
    // the McMahon parameters in force: an .h9 carries none, so OpenGotha's defaults (D22)
    expect(lines[1]).toBe("McMahon: zero 30k, floor 20k, bar 4d, bye 1 MM, absent ½ MM");
    expect(lines[3]).toMatch(/^Place\s+No\s+Name\s+Rank\s+MMS\s+SOS$/);
    expect(lines.filter((l) => /^\s+\d+\s+\d+\s/.test(l))).toHaveLength(4);
  });

  it.each([
    [["standings"], /give a tournament FILE/],
    [
      ["standings", fixtureFile("egd-veterans"), "--tiebreaks", "MMS,XYZ"],
      /--tiebreaks: Tie-break "XYZ" is not one of PTS MMS/, // D90's message
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--rounds", "9"],
      /--rounds "9": expected a whole number 0..5/,
    ],
    [["standings", "nowhere.xml"], /cannot read tournament nowhere.xml/],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-bar", "4x"],
      /--mm-bar "4x": expected a rank 30k..9d, e.g. 20k or 4d/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-floor", "3p"],
      /--mm-floor "3p": expected a rank 30k..9d/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-floor", "1d", "--mm-bar", "5k"],
      /the McMahon floor 1d is above the bar 5k \(--mm-floor, --mm-bar\)/,
    ],
    [["standings", fixtureFile("egd-veterans"), "--mm-bye", "2"], /--mm-bye "2": expected 0, 0.5 or 1/],
    [
      ["standings", fixtureFile("egd-veterans"), "--points-absent", "x"],
      /--points-absent "x": expected 0, 0.5 or 1/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-correction", "1=1,2"],
      /--mm-correction: "2" is not NO=N \(e.g. 7=1 or 7=-1\)/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-correction", "999=1"],
      /"999=1": no player 999 \(the file has \d+\)/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--mm-correction", "1=31"],
      /"1=31": expected a whole number -30..30/,
    ],
    [["standings", fixtureFile("egd-veterans"), "--mm-correction", "1=1,1=2"], /player 1 given twice/],
    [
      ["standings", fixtureFile("egd-veterans"), "--round-down", "--no-round-down"],
      /give --round-down or --no-round-down, not both/,
    ],
  ])("%j exits 2 with a message", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe("rating-officer standings: McMahon parameters as options (D21, D22)", () => {
  // Source: egc2013.h9, OpenGotha 3.45's export of EGC 2013 (fixture egd-egc2013), prints MMS
  // and SOS. An .h9 carries no McMahon parameters (D22), so they are options. OpenGotha's XML of
  // the same event (fixture opengotha-egc2013) says zero 30k, floor 20k, bar 4d and gives 32
  // players smmsCorrection="1"; those are the "right" options for the .h9.
  const h9File = fixtureFile("egd-egc2013");
  const h9 = egc2013H9();
  const key = (s: string): string => s.toUpperCase().replace(/[\s_]/g, "");
  /** The XML's corrections as NO=N pairs, NO being the player's row in the .h9. */
  const corrections = ((): string => {
    const xml = readOpenGotha(readFileSync(fixtureFile("opengotha-egc2013"))).tournament;
    const rowOf = new Map(h9.tournament.players.map((p, i) => [key(fullName(p)), i + 1]));
    return xml.players
      .filter((p) => (p.smmsCorrection ?? 0) !== 0)
      .map((p) => {
        const k = key(fullName(p));
        // h9 names are cut to 30 characters
        const row = rowOf.get(k) ?? [...rowOf].find(([c]) => k.startsWith(c))?.[1];
        return `${row}=${p.smmsCorrection}`;
      })
      .join(",");
  })();
  const mismatches = (rows: Row[]): string[] => {
    const byNo = new Map(rows.map((x) => [Number(x.no), x]));
    const out: string[] = [];
    h9.printed.values.forEach(([mms, sos], i) => {
      const got = byNo.get(i + 1);
      if (got?.MMS !== mms || got?.SOS !== sos)
        out.push(`${i + 1}: ${mms}/${sos} vs ${got?.MMS}/${got?.SOS}`);
    });
    return out;
  };
  const standingsOf = async (...options: string[]): Promise<Row[]> => {
    // the same options give the same table: run once (runOnce) for the tests that read it
    const r = await runOnce(["standings", h9File, "--tiebreaks", "MMS,SOS", ...options, "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as Row[];
  };

  it("the XML's 32 corrections, on the players' .h9 rows", () => {
    expect(corrections.split(",")).toHaveLength(32);
    expect(corrections).toContain("1=1"); // Fan Hui, 7d: starts at the bar 4d (33) + 1
  });

  it("with --mm-floor 20k --mm-bar 4d and the corrections, every printed MMS and SOS of the .h9 comes out", async () => {
    const rows = await standingsOf(
      "--mm-zero",
      "30k",
      "--mm-floor",
      "20k",
      "--mm-bar",
      "4d",
      "--mm-correction",
      corrections,
    );
    expect(rows).toHaveLength(594);
    expect(mismatches(rows)).toEqual([]);
    expect(rows[0]).toMatchObject({ place: 1, no: 1, name: "Fan Hui", MMS: 44, SOS: 404 }); // row 1 of egc2013.h9
  });

  it("the options matter: without the corrections Fan Hui has 33 + 10 = 43; another bar changes other players", async () => {
    const plain = await standingsOf();
    expect(plain.find((x) => x.no === 1)).toMatchObject({ MMS: 43, SOS: 394 });
    expect(mismatches(plain).length).toBeGreaterThan(50);
    // bar 5d: 5d players start at 34 rather than 33; the 32 corrections no longer make up the difference
    const bar5d = await standingsOf("--mm-bar", "5d", "--mm-correction", corrections);
    expect(bar5d.find((x) => x.no === 1)).toMatchObject({ MMS: 45 });
    expect(mismatches(bar5d).length).toBeGreaterThan(50);
  });

  it("--mm-zero shifts every MMS by the same amount, SOS by that times the rounds (D21)", async () => {
    const base = await standingsOf();
    const shifted = await standingsOf("--mm-zero", "20k"); // zero 10 ranks up: every starting MM − 10
    const byNo = new Map(shifted.map((x) => [x.no, x]));
    // every player in one comparison (594 of them; the diff names the player's number)
    expect(base.map((x) => [x.no, Number(byNo.get(x.no)?.MMS), Number(byNo.get(x.no)?.SOS)])).toEqual(
      base.map((x) => [x.no, Number(x.MMS) - 10, Number(x.SOS) - 10 * 10]),
    );
  });

  it("--mm-absent, --points-absent and --round-down act on rounds the file leaves without a value (D21)", async () => {
    // In og_egc2013.xml Welticke (5d, bar 4d: 33) won 4 games; round 2 is "not assigned"
    // (0 points, bit 1) and round 3 a plain absence, worth the tournament's absent values:
    // 33 + 4 + ½ = 37.5, printed "37?" in egc2013.h9.
    const xml = fixtureFile("opengotha-egc2013");
    const welticke = async (...o: string[]): Promise<Row> => {
      const r = await run(["standings", xml, "--rounds", "10", "--tiebreaks", "MMS,PTS", ...o, "--json"]);
      expect(r.code).toBe(0);
      const rows = JSON.parse(r.stdout) as Row[];
      return rows.find((x) => String(x.name).startsWith("Welticke")) ?? {};
    };
    expect(await welticke()).toMatchObject({ MMS: 37.5, PTS: 4 });
    expect(await welticke("--mm-absent", "0")).toMatchObject({ MMS: 37, PTS: 4 });
    expect(await welticke("--mm-absent", "1")).toMatchObject({ MMS: 38, PTS: 4 });
    expect(await welticke("--points-absent", "0.5")).toMatchObject({ MMS: 37.5, PTS: 4.5 });
    expect(await welticke("--round-down")).toMatchObject({ MMS: 37, PTS: 4 });
  });

  it("the text table names the parameters in force", async () => {
    const r = await run([
      "standings",
      h9File,
      "--mm-bar",
      "5d",
      "--mm-absent",
      "0",
      "--round-down",
      "--mm-correction",
      "1=1",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[1]).toBe(
      "McMahon: zero 30k, floor 20k, bar 5d, bye 1 MM, absent 0 MM, rounded down, 1 correction",
    );
  });

  it("an OpenGotha XML's own parameters are overridden by the options (D22)", async () => {
    const xml = fixtureFile("opengotha-egc2013");
    const r = await run([
      "standings",
      xml,
      "--rounds",
      "10",
      "--tiebreaks",
      "MMS",
      "--mm-bar",
      "9d",
      "--json",
    ]);
    const rows = JSON.parse(r.stdout) as Row[];
    // Fan Hui 7d (36) + his correction 1 + 10 wins, the bar 9d no longer clipping him
    expect(rows[0]).toMatchObject({ name: "Fan Hui", MMS: 47 });
  });
});

describe("standings of a chess file: chess tie-breaks (RULES §2.3, D28; FIDE C.07)", () => {
  const rr = fixtureFile("trf-rules-round-robin-8-21b");
  // RULES §2.1's 10-player round robin: A 8, B 7, C 7, D 6, E 6, F 4, G 3, H 2, I 1, J 1 (45 in all)
  const POINTS: Record<string, number> = { A: 8, B: 7, C: 7, D: 6, E: 6, F: 4, G: 3, H: 2, I: 1, J: 1 };
  type ChessRow = Record<string, number | string>;

  it("defaults to D28's list: PTS, BH-C1, BH, SB, DE, WON, ARO", async () => {
    const r = await run(["standings", rr, "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as ChessRow[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "place",
      "name",
      "no",
      "rating",
      "PTS",
      "BH-C1",
      "BH",
      "SB",
      "DE",
      "WON",
      "ARO",
    ]);
    for (const row of rows) {
      const letter = String(row.name).slice(-1);
      expect(row.PTS).toBe(POINTS[letter]);
      // every game played: Buchholz = the others' points = 45 − own (C.07's plain sum)
      expect(row.BH).toBe(45 - (POINTS[letter] ?? 0));
    }
    expect(rows.map((x) => x.place)).toEqual(
      [...rows.map((x) => x.place)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(rows[0]).toMatchObject({ name: "Player, A", place: 1 });
  });

  it("--html: the page of a chess file with C.07's tie-breaks, in the officer's language", async () => {
    const r = await run(["standings", rr, "--html", "--lang", "hu", "--tiebreaks", "PTS,BH,SB"]);
    expect(r.code).toBe(0);
    const html = r.stdout;
    expect(html).toContain('<html lang="hu">');
    const head = html.slice(html.indexOf("<thead>"), html.indexOf("</thead>"));
    const names = [...head.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(names.slice(-3)).toEqual(["PTS", "BH", "SB"]);
    const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
    const rows = [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
      [...(m[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1] ?? ""),
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const letter = (row[2] ?? "").slice(-1);
      const [pts, bh] = row.slice(-3).map(Number);
      expect(pts).toBe(POINTS[letter]);
      expect(bh).toBe(45 - (POINTS[letter] ?? 0)); // every game played: the others' points
    }
    expect(html).toContain("döntetlen, majd a szín (w világos, b sötét)"); // chess's legend, no handicap
  });

  it("--tiebreaks takes C.07's names; a Go name or option is refused for a chess file", async () => {
    const r = await run(["standings", rr, "--tiebreaks", "PTS,BH-M1,PS,BPG", "--csv"]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("\uFEFFPlace,No,Name,Rating,PTS,BH-M1,PS,BPG"); // D195
    const bad = await run(["standings", rr, "--tiebreaks", "MMS,SOS"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Tie-breaks "MMS", "SOS" are not among the chess tie-breaks PTS BH'); // D90
    const lit = await run(["standings", rr, "--literal"]);
    expect(lit.code).toBe(2);
    expect(lit.stderr).toContain("--literal is a Go (McMahon) option; this is a chess file");
  });
});

describe("standings of a chess file: blanks (D31) and C.07's 2026 text (D32)", () => {
  // IA Mario Held's 5-round Swiss (test/fixtures/trf-held-swiss-5, SOURCES.txt there)
  const held = fixtureFile("trf-held-swiss-5");
  type ChessRow = Record<string, number | string | null>;
  const byNo = (stdout: string): Map<number, ChessRow> =>
    new Map((JSON.parse(stdout) as ChessRow[]).map((row) => [Number(row.no), row]));

  it("ARO-C1 of player 12, who has one rated game, is null (exercise 18: None), blank in the CSV", async () => {
    const r = await run(["standings", held, "--tiebreaks", "PTS,ARO-C1", "--json"]);
    expect(r.code).toBe(0);
    expect(byNo(r.stdout).get(12)).toMatchObject({ "ARO-C1": null });
    expect(byNo(r.stdout).get(9)).toMatchObject({ "ARO-C1": 2200 }); // exercise 18
    const csv = await run(["standings", held, "--tiebreaks", "PTS,ARO-C1", "--csv", "--csv-locale", "ru"]);
    expect(
      csv.stdout
        .split("\n")
        .find((line) => line.split(";")[1] === "12")
        ?.endsWith(";"),
    ).toBe(true);
  });

  it("--c07 2026 gives the 2026 answers (exercise 12: SB of 4, 6, 11), 2024 the paper's", async () => {
    const now = byNo(
      (await run(["standings", held, "--tiebreaks", "PTS,SB", "--c07", "2026", "--json"])).stdout,
    );
    expect([4, 6, 11].map((no) => now.get(no)?.SB)).toEqual([9.25, 6, 4.75]);
    const then = byNo((await run(["standings", held, "--tiebreaks", "PTS,SB", "--json"])).stdout);
    expect([4, 6, 11].map((no) => then.get(no)?.SB)).toEqual([9.75, 6.5, 5.75]);
  });

  it("--c07 takes 2024 or 2026, and only for a chess file", async () => {
    const bad = await run(["standings", held, "--c07", "2025"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--c07 "2025": expected 2024 or 2026');
    const go = await run(["standings", fixtureFile("egd-egc2013"), "--c07", "2026"]);
    expect(go.code).toBe(2);
    expect(go.stderr).toContain("--c07 goes with a chess file's standings");
  });
});

describe("standings --teams: team standings of a team event (RULES §2.4, D30)", () => {
  // FIDE TEC's TRF-2026 team example: its 310 records print each team's match and game points
  const cup = fixtureFile("trf-echecs-grandmommyscup");

  it("--json: every team once, game and match points as the file's 310 records print them", async () => {
    const r = await run(["standings", cup, "--teams", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(rows).toHaveLength(50);
    // 310 8 Germany … 19 35.0; 310 41 Turkey … 4 11.0
    expect(rows[0]).toMatchObject({ place: 1, no: 8, team: "Germany", GP: 35, MP: 19 });
    expect(rows.find((x) => x.team === "Turkey")).toMatchObject({ GP: 11, MP: 4 });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "place",
      "no",
      "team",
      "GP",
      "MP",
      "DM",
      "BH",
      "SB",
      "players",
    ]);
  });

  it("--csv with --tiebreaks MP,GP: match points first", async () => {
    const r = await run(["standings", cup, "--teams", "--csv", "--tiebreaks", "MP,GP"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("\uFEFFPlace,No,Team,MP,GP,Players"); // D195
    // 310 16 India 3: 20 match points, 33.5 game points, the most match points of the file
    expect(lines[1]?.startsWith("1,16,India 3,20,33.5,")).toBe(true);
  });

  it("text: names the list, the boards and the kind of event", async () => {
    const r = await run(["standings", cup, "--teams"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Grandmommy's Cup: 50 teams, 14 rounds, 4 boards");
    expect(r.stdout).toContain("Team Swiss: GP, MP, DM, BH, SB");
  });

  it("a file without teams, an unknown team tie-break and --boards without --teams are usage errors", async () => {
    const none = await run(["standings", fixtureFile("trf-bbp-dutch-2025-c5"), "--teams"]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("has no teams: --teams reads TRF-2026 310 (or TRF16 013) team records");
    const bad = await run(["standings", cup, "--teams", "--tiebreaks", "GP,SOS"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Tie-break "SOS" is not one of the team tie-breaks GP MP'); // D90
    const boards = await run(["standings", cup, "--boards", "4"]);
    expect(boards.code).toBe(2);
    expect(boards.stderr).toContain("--boards applies to --teams");
  });
});

describe("standings --html --system fide: the page names the rule set's version rated by (D87)", () => {
  // test/fixtures/trf-rules-2650-september: an event ending 2025-09-20, rated by FIDE2024 as in
  // force that day unless a rule set is named (docs/fide.md's worked example)
  const file = fixtureFile("trf-rules-2650-september");
  it("the event's own version when none is named; the latest when FIDE2024 is named", async () => {
    const own = await run(["standings", file, "--html", "--system", "fide"]);
    expect(own.code).toBe(0);
    expect(own.stdout).toContain("FIDE FIDE2024 2025-09-20");
    const named = await run(["standings", file, "--html", "--system", "fide", "--ruleset", "FIDE2024"]);
    expect(named.code).toBe(0);
    expect(named.stdout).toContain("FIDE FIDE2024");
    expect(named.stdout).not.toContain("FIDE FIDE2024 2025-09-20");
  });
});
