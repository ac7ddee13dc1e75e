/**
 * Issue 11's examples, one test each (classes 1, 2, 3, 4, 5, 6, 9 as the readers meet them):
 * every one ends in a model plus positioned diagnostics, or a refusal with a message.
 * The inputs are built here from the issue's descriptions; sizes are the issue's.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { parseLevel } from "../../src/core/mahjong/level";
import { rankValue, spelledRankValue } from "../../src/core/tournament/rank";
import { readEgd } from "../../src/formats/egd";
import { writeEgd } from "../../src/formats/egd-writer";
import { readMacMahon } from "../../src/formats/macmahon";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readPairgoth } from "../../src/formats/pairgoth";
import { standings } from "../../src/functions/tournament";

const FIXTURES = join(__dirname, "../fixtures");
const fixture = (dir: string, file: string): string => readFileSync(join(FIXTURES, dir, file), "utf8");

/** A two-player OpenGotha file with one game whose attributes are `game`. */
function openGotha(game: string, extra = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Tournament dataVersion="201">
<Players>
<Player name="Alpha" firstName="Ann" rank="3D" rating="2200" participating="11111"/>
<Player name="Beta" firstName="Bob" rank="2D" rating="2100" participating="11111"/>
</Players>
<Games>
${extra}<Game blackPlayer="BETABOB" whitePlayer="ALPHAANN" handicap="0" knownColor="true" ${game}/>
</Games>
<TournamentParameterSet><GeneralParameterSet name="T" numberOfRounds="5"/></TournamentParameterSet>
</Tournament>
`;
}

describe("class 1: a declared count is never a size to allocate", () => {
  it("pairgoth: 30,000 '[' then 30,000 ']' (62 KB) is refused at the depth limit, with its position", () => {
    const text = `{"name":"x","players":[],"games":[],"extra":\n${"[".repeat(30_000)}${"]".repeat(30_000)}}`;
    const r = readPairgoth(text);
    expect(r.tournament.players).toEqual([]);
    const d = r.diagnostics.find((x) => x.code === "too-deep");
    expect(d?.line).toBe(2);
    // the 64th nested bracket of line 2 is the first one too deep (the document's own { is 1)
    expect(d?.column).toBe(64);
  });

  it.each(["100000000", "1e300"])(
    'OpenGotha roundNumber="%s" is an error at the game, no allocation',
    (n) => {
      const r = readOpenGotha(openGotha(`result="RESULT_WHITEWINS" roundNumber="${n}"`));
      const d = r.diagnostics.find((x) => x.code === "bad-round");
      expect(d?.message).toMatch(/roundNumber=".*" is not a round \(1\.\.999\)/);
      expect([d?.line, d?.column]).toEqual([8, 1]);
      expect(r.tournament.rounds).toBe(0);
    },
  );

  it("MacMahon: 200,000 <Round> elements do not overflow the stack", () => {
    const base = fixture("macmahon-sample-tournament", "input.xml");
    const r = readMacMahon(base.replace("<Roundlist>", `<Roundlist>${"<Round/>".repeat(200_000)}`));
    expect(r.tournament.players.length).toBeGreaterThan(0);
    expect(r.tournament.rounds).toBe(2); // the fixture's 2 rounds; the empty ones add nothing
    expect(r.diagnostics[0]?.message).toMatch(
      /^MacMahon line \d+, column \d+: <RoundNumber><\/RoundNumber> is not a round/,
    );
  });
});

describe("class 2: no regular expression backtracks on user text", () => {
  const spaces = " ".repeat(200_000);
  it("a 200 KB rank attribute", () => {
    const r = readOpenGotha(
      openGotha(`result="RESULT_WHITEWINS" roundNumber="1"`).replace('rank="3D"', `rank="2${spaces}x"`),
    );
    expect(r.diagnostics.map((d) => d.code)).toContain("bad-rank");
    expect(rankValue(`2${spaces}x`)).toBeNull();
    expect(spelledRankValue(`2${spaces}x`)).toBeNull();
  });

  it("a long mahjong level", () => {
    expect(() => parseLevel(`1${spaces}d${spaces}x`)).toThrow(/is not a mahjong level/);
    expect(() => parseLevel(`1 d${"+ ".repeat(100_000)}x`)).toThrow(/is not a mahjong level/);
  });

  it("a long EGD `XX[` header", () => {
    const r = readEgd(`; ${"XX[".repeat(70_000)}\n   1 Alpha Ann   3D HU BuPe   0+\n`);
    expect(r.tournament.players).toHaveLength(1);
  });

  it("32,000-character rank cells in TOURNAMENT.STANDINGS", () => {
    const long = `1${" ".repeat(32_000)}k!`;
    const rows = Array.from({ length: 20 }, (_, i) => [i + 1, `P${i}`, long, 1500, ""]);
    // refused as a whole, the rank quoted clipped
    expect(() => standings(rows)).toThrow(/row 1, column 3: rank "1 {39}…" is not a Go rank/);
  });
});

describe("class 3: user text never reaches Object.prototype (H4)", () => {
  it.each(["constructor", "__proto__", "toString_BYDEF"])(
    'OpenGotha result="%s" is an unknown result, not rated',
    (res) => {
      const r = readOpenGotha(openGotha(`result="${res}" roundNumber="1"`));
      const d = r.diagnostics.find((x) => x.code === "unknown-result");
      expect([d?.line, d?.column]).toEqual([8, 1]);
      expect(r.tournament.players[0]?.results[0]).toMatchObject({ kind: "game", score: null });
      expect(writeEgd(r.tournament)).not.toMatch(/undefined/);
    },
  );

  it('pairgoth "r":"constructor" is an unknown result', () => {
    const text = `{"name":"x","players":[{"id":1,"name":"A","rank":-1},{"id":2,"name":"B","rank":-2}],
"games":[[{"w":1,"b":2,"h":0,"r":"constructor"}]]}`;
    const r = readPairgoth(text);
    const d = r.diagnostics.find((x) => x.code === "unknown-result");
    expect([d?.line, d?.column]).toEqual([2, 11]); // the game object's "{"
    expect(r.tournament.players[0]?.results[0]).toMatchObject({ kind: "game", score: null });
  });
});
