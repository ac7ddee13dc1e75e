import { standings } from "../../src/core/tournament/standings";
import { scoredAsUnknown, unsettledGames, withoutResults } from "../../src/core/tournament/unsettled";
import { readOpenGotha } from "../../src/formats/opengotha";
import { english } from "../../src/i18n/table";

/**
 * What OpenGotha does with a file, rule by rule (D21, D22), on small hand-made files; each
 * expected figure is worked out in the comment from the rule, and the round-down and virtual-SOS
 * files were also run through OpenGotha 3.51.02 headless (with the parameter sections it needs to
 * load them added), which printed the same figures ("OpenGotha:" below). The real files of each
 * rule are the opengotha-parity-* fixtures (test/core/tournament/opengotha-parity.test.ts).
 */
type P = [name: string, first: string, rank: string, participating?: string];
type G = [round: number, white: string, black: string, result: string, handicap?: number];

function file(players: P[], games: G[], gps = "", byes: [number, string][] = []): string {
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<Tournament dataVersion="201">`,
    `<Players>`,
    ...players.map(
      ([n, f, r, part]) =>
        `<Player name="${n}" firstName="${f}" rank="${r}"${part ? ` participating="${part}"` : ""}/>`,
    ),
    `</Players>`,
    `<Games>`,
    ...games.map(
      ([r, w, b, res, h], k) =>
        `<Game roundNumber="${r}" tableNumber="${k + 1}" whitePlayer="${w}" blackPlayer="${b}" handicap="${h ?? 0}" result="${res}"/>`,
    ),
    `</Games>`,
    `<ByePlayers>`,
    ...byes.map(([r, p]) => `<ByePlayer roundNumber="${r}" player="${p}"/>`),
    `</ByePlayers>`,
    `<TournamentParameterSet>`,
    `<GeneralParameterSet genMMBar="9D" genMMFloor="30K" genMMZero="30K" genMMS2ValueAbsent="1" genMMS2ValueBye="2" genNBW2ValueAbsent="0" genNBW2ValueBye="2" numberOfRounds="3" ${gps}/>`,
    `</TournamentParameterSet>`,
    `</Tournament>`,
  ].join("\n");
}

const mcmahon = (xml: string): Record<string, number[]> => {
  const r = readOpenGotha(xml);
  const st = standings(r.tournament, { criteria: ["mms", "sos", "sodos", "sosos"] });
  return Object.fromEntries(
    st.rows.map((row) => {
      const v = row.values;
      return [
        r.tournament.players[row.player]?.name ?? "",
        [v.mms ?? NaN, v.sos ?? NaN, v.sodos ?? NaN, v.sosos ?? NaN],
      ];
    }),
  );
};

// 1k = 29 (zero 30k, floor 30k, bar 9d): every starting MM is 29
const FOUR: P[] = [
  ["Ann", "A", "1k"],
  ["Bob", "B", "1k"],
  ["Cid", "C", "1k"],
  ["Dan", "D", "1k", "101"],
];

describe("OpenGotha files as OpenGotha reads them (D21, D22)", () => {
  it("genRoundDownNBWMMS absent means true; only the bye/absence points are rounded down, a jigo's ½ stays", () => {
    // R1 Ann–Bob jigo, R3 Ann beats Bob; Cid–Dan jigo in R1, Dan absent in R2 (participating 101)
    const games: G[] = [
      [1, "ANNA", "BOBB", "RESULT_EQUAL"],
      [1, "CIDC", "DAND", "RESULT_EQUAL"],
      [3, "ANNA", "BOBB", "RESULT_WHITEWINS"],
      [3, "CIDC", "DAND", "RESULT_WHITEWINS"],
    ];
    const absent = readOpenGotha(file(FOUR, games)).tournament.parameters;
    expect(absent.roundDown).toBe(true);
    const off = readOpenGotha(file(FOUR, games, `genRoundDownNBWMMS="false"`)).tournament.parameters;
    expect(off.roundDown).toBe(false);
    // Dan: 29 + ½ (jigo) + absent ½ rounded down to 0 = 29.5; without round-down 30
    expect(mcmahon(file(FOUR, games)).Dan?.[0]).toBe(29.5);
    expect(mcmahon(file(FOUR, games, `genRoundDownNBWMMS="false"`)).Dan?.[0]).toBe(30);
    // Cid, not paired in R2 but participating: "not assigned", 0 points: 29 + ½ + 1
    expect(mcmahon(file(FOUR, games)).Cid?.[0]).toBe(30.5);
    // OpenGotha: the same MMS, and these SOS, SODOS, SOSOS
    expect(mcmahon(file(FOUR, games))).toEqual({
      Ann: [30.5, 88, 44.25, 267],
      Cid: [30.5, 88, 44.25, 267],
      Bob: [29.5, 90, 15.25, 263],
      Dan: [29.5, 90, 15.25, 263],
    });
  });

  it("virtual SOS: the opponents' MM counts ½ for each round without a played game, not the bye/absence values", () => {
    // R1 Ann beats Bob, Cid beats Dan; R2 Ann bye (1 MM), Bob beats Dan by default (_BYDEF), Cid
    // absent (participating 101, ½ MM); R3 Ann beats Cid, Bob beats Dan
    const players: P[] = [
      ["Ann", "A", "1k"],
      ["Bob", "B", "1k"],
      ["Cid", "C", "1k", "101"],
      ["Dan", "D", "1k"],
    ];
    const games: G[] = [
      [1, "ANNA", "BOBB", "RESULT_WHITEWINS"],
      [1, "CIDC", "DAND", "RESULT_WHITEWINS"],
      [2, "BOBB", "DAND", "RESULT_WHITEWINS_BYDEF"],
      [3, "ANNA", "CIDC", "RESULT_WHITEWINS"],
      [3, "BOBB", "DAND", "RESULT_WHITEWINS"],
    ];
    const gps = `genCountNotPlayedGamesAsHalfPoint="true" genRoundDownNBWMMS="false"`;
    expect(
      readOpenGotha(file(players, games, gps, [[2, "ANNA"]])).tournament.parameters.countNotPlayedAsHalf,
    ).toBe(true);
    const v = mcmahon(file(players, games, gps, [[2, "ANNA"]]));
    // MMS (real): Ann 29 + 1 + 1 (bye) + 1 = 32; Bob 29 + 0 + 1 + 1 = 31; Cid 29 + 1 + ½ + 0 = 30.5; Dan 29
    expect([v.Ann?.[0], v.Bob?.[0], v.Cid?.[0], v.Dan?.[0]]).toEqual([32, 31, 30.5, 29]);
    // virtual MM: Ann 29 + 2 + ½ (bye) = 31.5; Bob 29 + 1 (R3) + ½ (R2 by default) = 30.5;
    // Cid 29 + 1 + ½ (absent) = 30.5; Dan 29 + ½ (R2 by default) = 29.5
    // Ann's SOS: Bob 30.5 + own start 29 (bye) + Cid 30.5 = 90; SODOS 30.5 + 30.5 = 61
    expect(v.Ann?.slice(1, 3)).toEqual([90, 61]);
    // Bob's SOS: Ann 31.5 + Dan 29.5 + Dan 29.5 = 90.5; SODOS Dan twice = 59
    expect(v.Bob?.slice(1, 3)).toEqual([90.5, 59]);
    // OpenGotha: MMS, SOS, SODOS, SOSOS of every player
    expect(v).toEqual({
      Ann: [32, 90, 61, 267.5],
      Bob: [31, 90.5, 59, 273],
      Cid: [30.5, 90, 29.5, 268.5],
      Dan: [29, 91.5, 0, 271],
    });
    // without the attribute: Ann's SOS uses final MMs: Bob 31 + 29 + Cid 30.5 = 90.5 (OpenGotha: the same)
    expect(mcmahon(file(players, games, `genRoundDownNBWMMS="false"`, [[2, "ANNA"]])).Ann).toEqual([
      32, 90.5, 61.5, 267,
    ]);
  });

  it("RESULT_BOTHWIN: a win for both players, in White's MMS but not in Black's (OpenGotha 3.52)", () => {
    const r = readOpenGotha(file(FOUR.slice(0, 2), [[1, "ANNA", "BOBB", "RESULT_BOTHWIN"]]));
    const st = standings(r.tournament, { criteria: ["mms", "points", "wins"] });
    const by = (n: string): unknown =>
      st.rows.find((x) => r.tournament.players[x.player]?.name === n)?.values;
    expect(by("Ann")).toEqual({ mms: 30, points: 1, wins: 1 });
    expect(by("Bob")).toEqual({ mms: 29, points: 1, wins: 1 });
  });

  it("player keys: Turkish capitals (ADALBİRAND), the canonical name, character references", () => {
    const players: P[] = [
      ["Adal", "Birand", "1k"],
      ["Şimşek", "Sıdar", "1k"],
      ["Kov&#225;cs", "&#193;d&#225;m", "1k"],
      ["Müller", "Jörg", "1k"],
    ];
    const games: G[] = [
      [1, "ADALBİRAND", "ŞİMŞEKSIDAR", "RESULT_WHITEWINS"], // saved under a Turkish locale
      [1, "KOV&#193;CS&#193;D&#193;M", "MULLERJORG", "RESULT_BLACKWINS"], // by the canonical name
    ];
    const r = readOpenGotha(file(players, games));
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.players.map((p) => `${p.name} ${p.firstName ?? ""}`)).toEqual([
      "Adal Birand",
      "Şimşek Sıdar",
      "Kovács Ádám",
      "Müller Jörg",
    ]);
    expect(r.tournament.players.map((p) => p.results[0]?.kind === "game" && p.results[0].opponent)).toEqual([
      1, 0, 3, 2,
    ]);
  });

  it("a player paired twice in a round (D71): every game scored, one kept as his, with a warning; two byes: the last", () => {
    const games: G[] = [
      [1, "ANNA", "BOBB", "RESULT_WHITEWINS"], // line 10, table 1
      [1, "ANNA", "CIDC", "RESULT_BLACKWINS"], // line 11, table 2: Ann's game for SOS
    ];
    const xml = file(FOUR, games, "", [
      [1, "BOBB"],
      [1, "DAND"],
    ]);
    const r = readOpenGotha(xml);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ["warning", "several-games", 11],
      ["warning", "repeated-bye", 15],
    ]);
    expect(r.diagnostics[0]?.message).toContain(
      "player 1 (Ann A) is paired 2 times in round 1 (lines 10, 11)",
    );
    const [ann, bob, cid, dan] = r.tournament.players.map((p) => p.results[0]);
    // Ann's other game, her win over Bob, still counts: 2 points, 2 MM
    expect(ann).toMatchObject({ kind: "game", opponent: 2, score: 0, several: { points2: 2, mms2: 2 } });
    expect(cid).toMatchObject({ kind: "game", opponent: 0, score: 2 });
    expect(bob).toMatchObject({ kind: "game", opponent: 0, score: 0 }); // his game stays his
    expect(dan).toEqual({ kind: "bye", score: null }); // Bob's bye replaced by Dan's
    // only Ann is paired several times: her opponents' entries do not say so
    expect(ann).toMatchObject({ several: { times: 2 } });
    expect([bob, cid].map((e) => e?.kind === "game" && e.several)).toEqual([undefined, undefined]);
    // the rating leaves out all her games of the round, Bob's and Cid's sides too (D54); the
    // standings score them as OpenGotha does (D55)
    const t = r.tournament;
    const left = unsettledGames(t);
    expect(left.map((g) => [g.kind, g.round, g.first, g.cleared])).toEqual([["several", 1, 0, [0, 1, 2]]]);
    expect(left.map((g) => english(g.text))).toEqual([
      "Round 1, Ann A (1): paired 2 times in this round; none of these games is rated",
    ]);
    expect(withoutResults(t, left).players.map((p) => p.results[0]?.score)).toEqual([null, null, null, null]);
    expect(scoredAsUnknown(t)).toEqual([]);
    // OpenGotha 3.51.02 on this file (with a whole TournamentParameterSet, bar 9D, floor 30K,
    // absent ½ MM, round-down): Cid 30/30/30/30, Ann 30/30/0/30, Dan 30/29/0/29, Bob 29/30/0/30
    expect(mcmahon(xml)).toEqual({
      Cid: [30, 30, 30, 30],
      Ann: [30, 30, 0, 30],
      Dan: [30, 29, 0, 29],
      Bob: [29, 30, 0, 30],
    });
  });

  it("genMMZero: OpenGotha counts from 30K whatever the file says, and says so here with a warning", () => {
    // Ann 1k beats Bob 1k: from 30K Ann 29 + 1 = 30, Bob 29; a zero of 1D would give 0 and -1.
    // OpenGotha 3.51.02 on this file: Ann 30/29/29/30, Bob 29/30/0/29 (its setGenMMZero keeps 30K since 3.40;
    // test--tourney of its remote/ folder, genMMZero="1D", shows the same)
    const xml = file(FOUR.slice(0, 2), [[1, "ANNA", "BOBB", "RESULT_WHITEWINS"]]).replace(
      `genMMZero="30K"`,
      `genMMZero="1D"`,
    );
    const r = readOpenGotha(xml);
    expect(r.tournament.parameters.mmZero).toBe(0);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([["unhonoured-parameter", 13]]);
    expect(mcmahon(xml)).toEqual({ Ann: [30, 29, 29, 30], Bob: [29, 30, 0, 29] });
  });

  it("a bye or absence value that is not a whole number is a warning, and the default is used", () => {
    const xml = file(FOUR.slice(0, 2), [[1, "ANNA", "BOBB", "RESULT_WHITEWINS"]]).replace(
      `genMMS2ValueAbsent="1"`,
      `genMMS2ValueAbsent="half"`,
    );
    const r = readOpenGotha(xml);
    expect(r.tournament.parameters.absentMms2).toBe(1); // D21's default: ½ MM
    expect(r.diagnostics.map((d) => [d.code, d.line, d.detail])).toEqual([
      ["bad-parameter", 13, `genMMS2ValueAbsent="half" is not a whole number; 1 used; write a whole number`],
    ]);
  });

  it("a placement criterion the project does not compute is a warning with its line (D22)", () => {
    const xml = file(FOUR, [[1, "ANNA", "BOBB", "RESULT_WHITEWINS"]]).replace(
      "</TournamentParameterSet>",
      [
        "<PlacementParameterSet><PlacementCriteria>",
        `<PlacementCriterion name="MMS" number="1"/>`,
        `<PlacementCriterion name="XYZ" number="2"/>`, // SOSTS before D51; now every OpenGotha name is computed
        `<PlacementCriterion name="CAT" number="3"/>`,
        "</PlacementCriteria></PlacementParameterSet>",
        "</TournamentParameterSet>",
      ].join("\n"),
    );
    const r = readOpenGotha(xml);
    // XYZ at line 18; CAT with one category changes nothing
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([["unhonoured-parameter", 18]]);
    expect(r.diagnostics[0]?.message).toContain("XYZ");
  });

  it("a rating OpenGotha reads beyond the Go ratings is read as it reads it, clamped to -900..2949 with a warning (D46)", () => {
    const rated = (ratings: string[]): string =>
      ratings.reduce(
        (xml, rating, i) =>
          xml.replace(`name="${FOUR[i]?.[0] ?? ""}"`, `name="${FOUR[i]?.[0] ?? ""}" rating="${rating}"`),
        file(FOUR, [[1, "ANNA", "BOBB", "RESULT_WHITEWINS"]]),
      );
    // -7800: OpenGotha's rating of the rank 99K ((-99 + 30) x 100 - 900, Player.ratingFromRank);
    // its importer clamps to Player.MIN_RATING -900 and MAX_RATING 2949 (ExternalDocument)
    const r = readOpenGotha(rated(["-7800", "+5000", "2949", "-1000"]));
    expect(r.tournament.players.map((p) => p.rating)).toEqual([-900, 2949, 2949, -1000]);
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ["warning", "og-rating", 4],
      ["warning", "og-rating", 5],
    ]);
    expect(r.diagnostics[0]?.detail).toBe(
      `rating "-7800" is outside OpenGotha's ratings (-900..2949): read as -900, as OpenGotha reads it; if it is a mistake, write his rating, -900 to 2949`,
    );
    // what OpenGotha cannot read either (Integer.parseInt: a fraction, beyond 32 bits, not a
    // number) stays an error at the player, who is then unrated (H1)
    const bad = readOpenGotha(rated(["-7800.5", "99999999999", "1e4", "abc"]));
    expect(bad.tournament.players.map((p) => p.rating)).toEqual([undefined, undefined, undefined, undefined]);
    expect(bad.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      // D392: a decimal OpenGotha's Integer.parseInt refuses
      ["error", "og-not-whole", 4],
      ["error", "out-of-bounds", 5],
      ["error", "out-of-bounds", 6],
      ["error", "out-of-bounds", 7],
    ]);
  });
});
