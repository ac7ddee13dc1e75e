import { readFileSync } from "fs";
import { readEgd } from "../../src/formats/egd";
import { readTournament } from "../../src/formats/sniff";
import { GO_FIXTURES, fixtureFile, run } from "./fake-io";

type Row = Record<string, number | string>;

describe("rating-officer standings", () => {
  it.each(GO_FIXTURES)(
    "%s: every player once, in final order, with the four McMahon criteria (E.8)",
    async (dir) => {
      const file = fixtureFile(dir);
      const r = await run(["standings", file, "--json"]);
      expect(r.code).toBe(0);
      const rows = JSON.parse(r.stdout) as Row[];
      const n = readTournament(readFileSync(file), file).tournament.players.length;
      expect(rows).toHaveLength(n);
      expect(new Set(rows.map((x) => x.no)).size).toBe(n);
      rows.forEach((x, i) => {
        expect(Object.keys(x)).toEqual(
          expect.arrayContaining(["place", "name", "MMS", "SOS", "SODOS", "SOSOS"]),
        );
        if (i > 0) expect(Number(x.place)).toBeGreaterThanOrEqual(Number(rows[i - 1]?.place));
        if (i > 0 && x.place === rows[i - 1]?.place) {
          const prev = rows[i - 1] ?? {};
          expect(["MMS", "SOS", "SODOS", "SOSOS"].map((k) => x[k])).toEqual(
            ["MMS", "SOS", "SODOS", "SOSOS"].map((k) => prev[k]),
          );
        }
      });
      expect(rows[0]?.place).toBe(1);
    },
  );

  it("D21: og_egc2013.xml over its 10 rounds reproduces every MMS and SOS OpenGotha printed in egc2013.h9", async () => {
    // Source: OpenGotha 3.45's own export of the same tournament (fixture egd-egc2013, MMS and SOS columns)
    const r = await run([
      "standings",
      fixtureFile("opengotha-egc2013"),
      "--tiebreaks",
      "MMS,SOS",
      "--rounds",
      "10",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    const key = (s: string): string => s.toUpperCase().replace(/[\s_]/g, "");
    const computed = new Map(rows.map((x) => [key(String(x.name)), x]));
    const h9 = readEgd(readFileSync(fixtureFile("egd-egc2013")));
    expect(h9.printed.criteria).toEqual(["MMS", "SOS"]);
    const mismatches: string[] = [];
    h9.tournament.players.forEach((p, i) => {
      const k = key(p.firstName ? `${p.name} ${p.firstName}` : p.name);
      // h9 names are cut to 30 characters
      const got = computed.get(k) ?? [...computed].find(([c]) => c.startsWith(k))?.[1];
      const [mms, sos] = h9.printed.values[i] ?? [];
      if (!got || got.MMS !== mms || got.SOS !== sos)
        mismatches.push(`${i + 1} ${p.name}: ${mms}/${sos} vs ${got?.MMS}/${got?.SOS}`);
    });
    expect(h9.printed.values).toHaveLength(594);
    expect(mismatches).toEqual([]);
    expect(rows[0]).toMatchObject({ place: 1, name: "Fan Hui", MMS: 44, SOS: 404 }); // row 1 of egc2013.h9
  });

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

  it("prints an aligned table by default", async () => {
    const r = await run(["standings", fixtureFile("egd-ioct-20-02"), "--tiebreaks", "MMS,SOS"]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/: 4 players, 3 rounds$/);
    expect(lines[2]).toMatch(/^Place\s+No\s+Name\s+Rank\s+MMS\s+SOS$/);
    expect(lines.filter((l) => /^\s+\d+\s+\d+\s/.test(l))).toHaveLength(4);
  });

  it.each([
    [["standings"], /give a tournament FILE/],
    [
      ["standings", fixtureFile("egd-veterans"), "--tiebreaks", "MMS,XYZ"],
      /unknown tie-break "XYZ"; use PTS, MMS/,
    ],
    [
      ["standings", fixtureFile("egd-veterans"), "--rounds", "9"],
      /--rounds "9": expected a whole number 0..5/,
    ],
    [["standings", "nowhere.xml"], /cannot read tournament nowhere.xml/],
  ])("%j exits 2 with a message", async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
