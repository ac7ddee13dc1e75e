import { readFileSync } from "fs";
import { join } from "path";
import { MCMAHON_ORDER, standings } from "../../../src/core/tournament/standings";
import { type Criterion, parseCriterion } from "../../../src/core/go/criterion";
import { readOpenGotha } from "../../../src/formats/opengotha";

/**
 * D50: an OpenGotha file's standings in its own placement criteria; D51: STS, SOSTS, CPS and
 * CUSSM as OpenGotha 3.51.02 computes them. Every expected figure is OpenGotha 3.51.02's own
 * (its jar, headless): the fixtures' jar.json / order.json, see each fixture's SOURCES.txt.
 */
const FIXTURES = join(__dirname, "../../fixtures");

interface JarPlayer {
  name: string;
  firstName: string;
  place: number;
  STS?: number;
  SOSTS?: number;
  CPS?: number;
  CUSSM?: number;
}
interface Jar {
  rounds: number;
  numberOfRounds: number;
  criteria: string[];
  players: JarPlayer[];
}

const jarOf = (dir: string, file = "jar.json"): Jar =>
  JSON.parse(readFileSync(join(FIXTURES, dir, file), "utf8")) as Jar;
const readDir = (dir: string, file = "input.xml"): ReturnType<typeof readOpenGotha> =>
  readOpenGotha(readFileSync(join(FIXTURES, dir, file)));
const key = (name: string, firstName: string | undefined): string =>
  `${name.trim()}|${(firstName ?? "").trim()}`;

// synthetic variants of a real file (ppik2010), its PlacementParameterSet rewritten
const ppik = readFileSync(join(FIXTURES, "opengotha-sts-ppik2010/input.xml"), "utf8");
const withCriteria = (list: string): string =>
  ppik.replace(
    /<PlacementCriteria>[\s\S]*?<\/PlacementCriteria>/,
    `<PlacementCriteria>${list}</PlacementCriteria>`,
  );

/** Each player's place after `rounds` in the default standings (the file's own criteria) or by `criteria`. */
function ourPlaces(dir: string, rounds: number, criteria?: readonly Criterion[]): Map<string, number> {
  const t = readDir(dir).tournament;
  const s = standings(t, { rounds, ...(criteria !== undefined ? { criteria } : {}) });
  return new Map(
    s.rows.map((r) => [key(t.players[r.player]?.name ?? "", t.players[r.player]?.firstName), r.place]),
  );
}

describe("D50: the file's own placement criteria are the standings' default order", () => {
  it.each([
    // the files' PlacementCriterion lists (fixtures' SOURCES.txt), in OpenGotha's names
    ["opengotha-sdc-cdff2020", ["points", "buchholz", "simplifiedDirect", "exploitsWon"]], // NBW SOSW SDC EXR
    ["opengotha-sts-jiromaeda2020", ["mms", "sos", "sosos"]], // MMS SOSM SOSOSM
    ["opengotha-sts-ppik2010", ["mms", "sos", "sodos"]], // MMS SOSM SODOSM
  ] as [string, Criterion[]][])("%s: read as %j", (dir, criteria) => {
    const r = readDir(dir);
    expect(r.tournament.criteria).toEqual(criteria);
    expect(standings(r.tournament).criteria).toEqual(criteria);
  });

  it.each([
    ["opengotha-sdc-cdff2020", "order.json"],
    ["opengotha-sts-jiromaeda2020", "jar.json"],
    ["opengotha-sts-ppik2010", "jar.json"],
  ])("%s: every player's place is OpenGotha's by the file's criteria (%s)", (dir, file) => {
    const jar = jarOf(dir, file);
    const ours = ourPlaces(dir, jar.rounds);
    expect(jar.players.map((p) => [key(p.name, p.firstName), ours.get(key(p.name, p.firstName))])).toEqual(
      jar.players.map((p) => [key(p.name, p.firstName), p.place]),
    );
  });

  it("cdff2020: E.8's fixed order (the former default) does not give OpenGotha's places", () => {
    const jar = jarOf("opengotha-sdc-cdff2020", "order.json");
    const places = ourPlaces("opengotha-sdc-cdff2020", jar.rounds, MCMAHON_ORDER);
    expect(
      jar.players.filter((p) => places.get(key(p.name, p.firstName)) !== p.place).length,
    ).toBeGreaterThan(0);
  });

  it("the criteria given override the file's", () => {
    const t = readDir("opengotha-sdc-cdff2020").tournament;
    expect(standings(t, { criteria: ["mms", "sos"] }).criteria).toEqual(["mms", "sos"]);
  });

  it("in the order of their number attribute, as OpenGotha's importer places them, each once, NULL left out", () => {
    const r = readOpenGotha(
      withCriteria(
        `<PlacementCriterion name="SOSM" number="3"/><PlacementCriterion name="NULL" number="2"/>` +
          `<PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="MMS" number="4"/>`,
      ),
    );
    expect(r.tournament.criteria).toEqual(["mms", "sos"]);
  });

  it("a criterion not computed is left out, with its warning (D22); none at all keeps E.8's order", () => {
    const r = readOpenGotha(
      withCriteria(`<PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="XYZ" number="2"/>`),
    );
    expect(r.tournament.criteria).toEqual(["mms"]);
    expect(r.diagnostics.map((d) => d.message)).toContain(
      "OpenGotha line 46, column 63: placement criterion XYZ is not computed here: places may differ from OpenGotha's; where it decides places, take them from OpenGotha",
    );
    const none = readOpenGotha(withCriteria(`<PlacementCriterion name="NULL" number="1"/>`));
    expect(none.tournament.criteria).toBeUndefined();
    expect(standings(none.tournament).criteria).toEqual(MCMAHON_ORDER);
  });
});

describe("D51: STS, SOSTS, CPS and CUSSM as OpenGotha 3.51.02 computes them", () => {
  it("are criteria by OpenGotha's names, no longer warned as not computed", () => {
    expect(["STS", "SOSTS", "CPS", "CUSSM"].map(parseCriterion)).toEqual([
      "strasbourg",
      "sosStrasbourg",
      "cup",
      "cumulativeMms",
    ]);
    const r = readOpenGotha(
      withCriteria(
        `<PlacementCriterion name="STS" number="1"/><PlacementCriterion name="SOSTS" number="2"/>` +
          `<PlacementCriterion name="CPS" number="3"/><PlacementCriterion name="CUSSM" number="4"/>`,
      ),
    );
    expect(r.diagnostics.filter((d) => /placement criterion/.test(d.message))).toEqual([]);
    expect(r.tournament.criteria).toEqual(["strasbourg", "sosStrasbourg", "cup", "cumulativeMms"]);
  });

  it("jiromaeda2020 plans 4 rounds and played 2: STS reads the rounds the file is set up for", () => {
    expect(jarOf("opengotha-sts-jiromaeda2020").numberOfRounds).toBe(4);
    const t = readDir("opengotha-sts-jiromaeda2020").tournament;
    expect([t.rounds, t.configuredRounds]).toEqual([2, 4]);
  });

  it.each(["opengotha-sts-jiromaeda2020", "opengotha-sts-ppik2010"])(
    "%s: every player's STS, SOSTS, CPS and CUSSM equal OpenGotha's (doubled, as it keeps them)",
    (dir) => {
      const jar = jarOf(dir);
      const t = readDir(dir).tournament;
      const s = standings(t, {
        criteria: ["strasbourg", "sosStrasbourg", "cup", "cumulativeMms"],
        rounds: jar.rounds,
      });
      const ours = new Map(
        s.rows.map((r) => {
          const p = t.players[r.player];
          const v = r.values;
          return [
            key(p?.name ?? "", p?.firstName),
            [v.strasbourg, v.sosStrasbourg, v.cup, v.cumulativeMms].map((x) => 2 * (x ?? NaN)),
          ];
        }),
      );
      expect(jar.players.map((p) => [key(p.name, p.firstName), ours.get(key(p.name, p.firstName))])).toEqual(
        jar.players.map((p) => [key(p.name, p.firstName), [p.STS, p.SOSTS, p.CPS, p.CUSSM]]),
      );
      // the fixture exercises STS's bonus (STS above MMS for some player): not a copy of MMS
      const mms = standings(t, { criteria: ["mms"], rounds: jar.rounds });
      const bonus = mms.rows.filter((r) => {
        const p = t.players[r.player];
        return (ours.get(key(p?.name ?? "", p?.firstName))?.[0] ?? 0) > 2 * (r.values.mms ?? 0);
      });
      expect(bonus.length).toBeGreaterThan(0);
    },
  );
});

describe("D52: DC as OpenGotha 3.51.02 computes it", () => {
  const dir = "opengotha-dc-hikaru2020a";
  interface DcJar {
    rounds: number;
    players: { name: string; firstName: string; place: number; NBW: number; DC: number; SOSW: number }[];
  }
  const jar = JSON.parse(readFileSync(join(FIXTURES, dir, "jar.json"), "utf8")) as DcJar;

  it("is a criterion by OpenGotha's name, the file's DC read as it", () => {
    expect(parseCriterion("DC")).toBe("directConfrontation");
    expect(parseCriterion("DE")).toBe("directEncounter");
    expect(readDir(dir).tournament.criteria).toEqual(["points", "directConfrontation", "buchholz"]);
  });

  it("hikaru-2020-A by NBW, DC, SOSW: every player's values and place equal OpenGotha's (jar.json)", () => {
    const t = readDir(dir).tournament;
    const s = standings(t, { rounds: jar.rounds });
    const ours = new Map(
      s.rows.map((r) => {
        const p = t.players[r.player];
        const v = r.values;
        const row = [r.place, 2 * (v.points ?? NaN), v.directConfrontation, 2 * (v.buchholz ?? NaN)];
        return [key(p?.name ?? "", p?.firstName), row];
      }),
    );
    expect(jar.players.map((p) => [key(p.name, p.firstName), ours.get(key(p.name, p.firstName))])).toEqual(
      jar.players.map((p) => [key(p.name, p.firstName), [p.place, p.NBW, p.DC, p.SOSW]]),
    );
  });

  it("hikaru-2020-A: the standings' DE (RULES §4) in DC's place does not give OpenGotha's places", () => {
    const places = ourPlaces(dir, jar.rounds, ["points", "directEncounter", "buchholz"]);
    expect(
      jar.players.filter((p) => places.get(key(p.name, p.firstName)) !== p.place).length,
    ).toBeGreaterThan(0);
  });
});
