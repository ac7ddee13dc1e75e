/**
 * D428: a round robin's withdrawal rule (V.4, RULES §4) with OpenGotha's virtual SOS (D21, D417),
 * on the hand-made round robins of test/fixtures/go-rr-withdrawal (SOURCES.txt), against
 * OpenGotha 3.51.02's own standings of them (jar-standings.csv). V.4's ½ for each "−" of a player
 * withdrawn from 50 % on is the virtual SOS's ½ for a game not played: counted once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SHORT_NAMES, criterionOfOpenGotha } from "../../src/core/go/criterion";
import { FIXTURES, run } from "./fake-io";

const DIR = join(FIXTURES, "go-rr-withdrawal");

/** OpenGotha's figures of one file of the folder, by "name first name": place and each criterion. */
function jar(file: string): Map<string, Record<string, number>> {
  const rows = readFileSync(join(DIR, "jar-standings.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(";"))
    .filter((r) => r[0] === file);
  return new Map(
    rows.map(([, place, name, firstName, criteria]) => {
      const want: Record<string, number> = { place: Number(place) };
      for (const pair of (criteria ?? "").split(" ")) {
        const [og = "", value] = pair.split("=");
        const c = criterionOfOpenGotha(og);
        if (c) want[SHORT_NAMES[c]] = Number(value);
      }
      return [`${name} ${firstName}`, want];
    }),
  );
}

/** counted.xml without the virtual SOS (genCountNotPlayedGamesAsHalfPoint="false"), as the jar was given it. */
const NO_VIRTUAL = "counted-novirtual.xml";
const noVirtual = readFileSync(join(DIR, "counted.xml"), "utf8").replace(
  'genCountNotPlayedGamesAsHalfPoint="true"',
  'genCountNotPlayedGamesAsHalfPoint="false"',
);
/** counted-novirtual.xml placed by MMS SOSM SODOSM SOSOSM NBW SOSW, as the jar was given it (D464). */
const NO_VIRTUAL_MM = "counted-novirtual-mm.xml";
const PLACEMENT = ["NBW", "SOSW", "SODOSW", "SOSOSW", "MMS", "SOSM"];
const PLACEMENT_MM = ["MMS", "SOSM", "SODOSM", "SOSOSM", "NBW", "SOSW"];
const files: Record<string, string> = {
  [NO_VIRTUAL]: noVirtual,
  [NO_VIRTUAL_MM]: PLACEMENT.reduce(
    (text, c, i) =>
      text.replace(
        `<PlacementCriterion name="${c}" number="${i + 1}"/>`,
        `<PlacementCriterion name="${PLACEMENT_MM[i] ?? ""}" number="${i + 1}"/>`,
      ),
    noVirtual,
  ),
};

/** `standings FILE --json` (and OPTIONS), each player's row by name. */
async function ours(file: string, ...options: string[]): Promise<Map<string, Record<string, unknown>>> {
  const r = await run(["standings", file in files ? file : join(DIR, file), "--json", ...options], files);
  expect(r.code).toBe(0);
  const rows = JSON.parse(r.stdout) as Record<string, unknown>[];
  return new Map(rows.map((o) => [String(o["name"]), o]));
}

/** Our values of the keys OpenGotha's row has. */
const pick = (
  o: Record<string, unknown> | undefined,
  want: Record<string, number>,
): Record<string, unknown> => Object.fromEntries(Object.keys(want).map((k) => [k, o?.[k]]));

describe("V.4 with the virtual SOS (D428)", () => {
  it("withdrawn from 50 % on (3 of 5 played): every value and place OpenGotha's, his two '−' ½ each, once", async () => {
    const og = jar("counted.xml");
    expect(og.size).toBe(6);
    const withRule = await ours("counted.xml", "--round-robin");
    const without = await ours("counted.xml");
    for (const [name, want] of og) {
      expect([name, pick(withRule.get(name), want)]).toEqual([name, want]);
      expect([name, pick(without.get(name), want)]).toEqual([name, want]);
    }
    expect(withRule.get("Foxtrot Ferenc")?.["withdrawn"]).toBe("counted");
    // Echo Erik met Foxtrot Ferenc's "−" in round 4: OpenGotha's SOSW 12.5 counts Foxtrot at his
    // 2 points won + ½ for each of his 2 games not played (3); the rule's ½ twice more gave 13.5
    expect(withRule.get("Echo Erik")?.["BUCH"]).toBe(12.5);
  });

  it("without the virtual SOS, V.4's ½ for each '−' counts in his opponents' SOS as in their SOSW", async () => {
    const og = jar(NO_VIRTUAL);
    expect(og.size).toBe(6);
    // OpenGotha has no withdrawal rule: without it, its figures
    const without = await ours(NO_VIRTUAL);
    for (const [name, want] of og) expect([name, pick(without.get(name), want)]).toEqual([name, want]);
    // with it (V.4): Foxtrot Ferenc's two "−" (rounds 4 and 5) count ½ each, 1 in all, in what he
    // brings to each of his five opponents' SOSW and SOS, and to SODOSW of the three who beat him
    // (Alfa Anna in round 1, Echo Erik and Charlie Csilla by default); each of the five met the
    // four others, whose SOSW rose by 1: SOSOSW by 4
    const withRule = await ours(NO_VIRTUAL, "--round-robin");
    const beat = new Set(["Alfa Anna", "Echo Erik", "Charlie Csilla"]);
    for (const [name, jarRow] of og) {
      if (name === "Foxtrot Ferenc") continue;
      const d = beat.has(name) ? 1 : 0;
      const want = {
        PTS: jarRow["PTS"] ?? NaN,
        MMS: jarRow["MMS"] ?? NaN,
        BUCH: (jarRow["BUCH"] ?? NaN) + 1,
        SOS: (jarRow["SOS"] ?? NaN) + 1,
        BERGER: (jarRow["BERGER"] ?? NaN) + d,
        BUCHT: (jarRow["BUCHT"] ?? NaN) + 4,
      };
      expect([name, pick(withRule.get(name), want)]).toEqual([name, want]);
    }
  });

  it("withdrawn under 50 % (2 of 5 played): the others' values are those of the event without him", async () => {
    const removed = jar("annulled-removed.xml");
    expect(removed.size).toBe(5);
    const withRule = await ours("annulled.xml", "--round-robin");
    // D21: a round without a game adds the player's own starting MM to OpenGotha's SOSM, as the
    // file without him has one for each of his former opponents; V.4's annulled game adds nothing.
    // Starting MM (D21, zero 30k): 2d 31, 1d 30, 1k 29, 2k 28, 3k 27
    const start: Record<string, number> = {
      "Alfa Anna": 31,
      "Bravo Bela": 30,
      "Charlie Csilla": 29,
      "Delta Dora": 28,
      "Echo Erik": 27,
    };
    for (const [name, og] of removed) {
      const want = { ...og, SOS: (og["SOS"] ?? NaN) - (start[name] ?? NaN) };
      expect([name, pick(withRule.get(name), want)]).toEqual([name, want]);
    }
    expect(withRule.get("Foxtrot Ferenc")).toMatchObject({ place: 6, withdrawn: "annulled" });
    // without the rule, OpenGotha's figures of the file as it is
    const plain = await ours("annulled.xml");
    for (const [name, want] of jar("annulled.xml")) {
      expect([name, pick(plain.get(name), want)]).toEqual([name, want]);
    }
  });
});

describe("V.4 under D21's literal switch (D464)", () => {
  it("without the rule, --literal gives the jar's values and places on a round robin without handicap or a round unpaired", async () => {
    // D21's literal switch differs from OpenGotha's reading only in a round without a game, the
    // handicap term and the virtual SOS; counted-novirtual-mm.xml has none of them
    const og = jar(NO_VIRTUAL_MM);
    expect(og.size).toBe(6);
    const literal = await ours(NO_VIRTUAL_MM, "--literal");
    for (const [name, want] of og) expect([name, pick(literal.get(name), want)]).toEqual([name, want]);
  });

  it("with the rule, each '−' of the withdrawn player brings ½ to his opponents' SOS, SODOS and SOSOS as to SOSW", async () => {
    const og = jar(NO_VIRTUAL_MM);
    const withRule = await ours(NO_VIRTUAL_MM, "--literal", "--round-robin");
    // Foxtrot Ferenc's two "−" (rounds 4 and 5), ½ each: 1 more in what he brings to each of his
    // five opponents' SOS and SOSW, and to SODOS of the three who beat him (Alfa Anna in round 1,
    // Echo Erik and Charlie Csilla by default); each of the five met the four others, whose SOS
    // rose by 1: SOSOS by 4; Foxtrot's own SOSOS by 5 (his five opponents' SOS), his SOS and
    // SODOS as the jar's (his opponents' MM is theirs). The jar's figures: jar-standings.csv.
    // Before D464 the literal switch took SOS, SODOS and SOSOS from the final MM without the
    // rule's ½ while SOSW had it: each opponent's SOS was the jar's.
    const beat = new Set(["Alfa Anna", "Echo Erik", "Charlie Csilla"]);
    for (const [name, jarRow] of og) {
      const fox = name === "Foxtrot Ferenc";
      const d = beat.has(name) ? 1 : 0;
      const want = {
        MMS: jarRow["MMS"] ?? NaN,
        PTS: jarRow["PTS"] ?? NaN,
        SOS: (jarRow["SOS"] ?? NaN) + (fox ? 0 : 1),
        SODOS: (jarRow["SODOS"] ?? NaN) + d,
        SOSOS: (jarRow["SOSOS"] ?? NaN) + (fox ? 5 : 4),
        BUCH: (jarRow["BUCH"] ?? NaN) + (fox ? 0 : 1),
      };
      expect([name, pick(withRule.get(name), want)]).toEqual([name, want]);
    }
    expect(withRule.get("Foxtrot Ferenc")?.["withdrawn"]).toBe("counted");
  });
});
