import { readFileSync } from "fs";
import { join } from "path";
import { byoyomiOfText, tournamentMultiplier } from "../../src/core/engines/mgsz-multiplier";
import type { Tournament } from "../../src/core/tournament/model";
import { standings } from "../../src/core/tournament/standings";
import { readPairgoth } from "../../src/formats/pairgoth";
import { readTournament } from "../../src/formats/sniff";
import { tour } from "./pairgoth-mini";

const fixture = (dir: string, file: string): Tournament =>
  readTournament(new Uint8Array(readFileSync(join(__dirname, "../fixtures", dir, file))), file).tournament;

describe("pairgoth timeSystem → the model's time control (times in seconds, model/TimeSystem.kt)", () => {
  it("bosp2024: CANADIAN 2700 s, 25 stones / 300 s — as its OpenGotha twin (basicTime 45, CANBYOYOMI 25/300)", () => {
    const t = fixture("pairgoth-bosp2024", "input.tour");
    expect(t.timeControl).toEqual({ basicMinutes: 45, text: "CANBYOYOMI 25/300s (mainTime 2700s)" });
    const twin = fixture("opengotha-pairgoth-bosp2024", "input.xml");
    expect(t.timeControl?.basicMinutes).toBe(twin.timeControl?.basicMinutes);
    expect(byoyomiOfText(t.timeControl?.text)).toEqual(byoyomiOfText(twin.timeControl?.text));
    // D3, table 2: extended 45 + 60 × 5 min / 25 = 57 min ≥ 55 → category C, 10 points;
    // no handicap game → +10 (table 3): C = 20, derived from the file with no argument
    const m = tournamentMultiplier(t, undefined);
    expect([m.baseMinutes, m.extendedMinutes, m.category, m.timePoints, m.multiplier]).toEqual([
      45,
      57,
      "C",
      10,
      20,
    ]);
  });

  it("marseille: CANADIAN 60 s, 15 stones / 300 s — read as the file says (1 min)", () => {
    // this example was converted from OpenGotha by an early pairgoth, which copied OpenGotha's
    // basicTime (60 minutes, see the twin's GeneralParameterSet) without converting it to seconds;
    // pairgoth itself reads 60 s. The text keeps "mainTime 60s" so the officer sees it.
    const t = fixture("pairgoth-20180907-marseille", "input.tour");
    expect(t.timeControl).toEqual({ basicMinutes: 1, text: "CANBYOYOMI 15/300s (mainTime 60s)" });
    expect(byoyomiOfText(t.timeControl?.text)).toEqual({ kind: "canadian", stones: 15, minutes: 5 });
    // extended 1 + 60 × 5 / 15 = 21 min: category E, 0 time points (table 2)
    const m = tournamentMultiplier(t, undefined);
    expect([m.extendedMinutes, m.timePoints]).toEqual([21, 0]);
    expect(fixture("opengotha-pairgoth-frioul-2018", "input.xml").timeControl?.basicMinutes).toBe(60);
  });

  it.each([
    [
      { type: "JAPANESE", mainTime: 3600, byoyomi: 30, periods: 5 },
      { basicMinutes: 60, text: "STDBYOYOMI 30s × 5 (mainTime 3600s)" },
      { kind: "japanese", periods: 1, seconds: 30 },
    ],
    [
      { type: "STANDARD", mainTime: 1800, byoyomi: 20, periods: 3 },
      { basicMinutes: 30, text: "STDBYOYOMI 20s × 3 (mainTime 1800s)" },
      { kind: "japanese", periods: 1, seconds: 20 },
    ],
    [
      { type: "FISCHER", mainTime: 2400, increment: 20 },
      { basicMinutes: 40, text: "FISCHER +20s (mainTime 2400s)" },
      undefined,
    ],
    [
      { type: "FISCHER", mainTime: 2400, increment: 20, maxTime: 3600 },
      { basicMinutes: 40, text: "FISCHER +20s max 3600s (mainTime 2400s)" },
      undefined,
    ],
    [
      { type: "SUDDEN_DEATH", mainTime: 5400 },
      { basicMinutes: 90, text: "SUDDENDEATH (mainTime 5400s)" },
      undefined,
    ],
  ])("%j", (timeSystem, expected, byoyomi) => {
    const r = readPairgoth(tour({ timeSystem }));
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.timeControl).toEqual(expected);
    // the periods do not matter to MGSZ (RULES §1.2: 45 moves of one period)
    expect(byoyomiOfText(r.tournament.timeControl?.text)).toEqual(byoyomi);
  });

  it("an unknown type or a missing mainTime is reported with its position", () => {
    const r = readPairgoth(tour({ timeSystem: { type: "HOURGLASS", mainTime: 60 } }));
    expect(r.diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(
        /^pairgoth line 1, column \d+: unknown timeSystem type "HOURGLASS": the time control is not read; write one of pairgoth's types \(CANADIAN, JAPANESE, STANDARD, FISCHER, SUDDEN_DEATH\)$/,
      ),
    ]);
    expect(r.tournament.timeControl).toBeUndefined();
    const s = readPairgoth(tour({ timeSystem: { type: "CANADIAN", byoyomi: 300, stones: 25 } }));
    expect(s.diagnostics.map((d) => d.code)).toEqual(["bad-time-system"]);
    expect(s.tournament.timeControl).toEqual({ text: "CANBYOYOMI 25/300s" });
  });
});

describe("pairgoth defaults (model/Pairing.kt) where the file is silent", () => {
  it("McMahon: floor 20k, bar 1d, absent ½ MMS and 0 points, round down, handicap correction 1", () => {
    const r = readPairgoth(tour({ pairing: { type: "MAC_MAHON" } }));
    expect(r.tournament.parameters).toEqual({
      mmZero: 0, // pairgoth's mmsZero 30 on its rank scale (1d = 0) is 30k = 0 here
      mmFloor: 10, // mmFloor −20 = 20k
      mmBar: 30, // mmBar 0 = 1d
      byePoints2: 2, // a bye is a game won against the ByePlayer
      byeMms2: 2,
      absentPoints2: 0, // nbwValueAbsent 0.0
      absentMms2: 1, // mmsValueAbsent 0.5
      roundDown: true, // roundDownScore true
    });
    expect(r.tournament.handicapReduction).toBe(1); // HandicapParams.correction 1
  });
  it("Swiss: handicap correction 0 (HandicapParams.swissDefault)", () => {
    expect(readPairgoth(tour({ pairing: { type: "SWISS" } })).tournament.handicapReduction).toBeUndefined();
  });
  it("stated values win", () => {
    const r = readPairgoth(
      tour({
        pairing: {
          type: "MAC_MAHON",
          mmFloor: -15,
          mmBar: 3,
          main: { roundDownScore: false, mmsValueAbsent: 0, nbwValueAbsent: 0.5 },
          handicap: { correction: 2 },
        },
      }),
    );
    expect(r.tournament.parameters).toMatchObject({
      mmFloor: 15,
      mmBar: 33,
      roundDown: false,
      absentMms2: 0,
      absentPoints2: 1,
    });
    expect(r.tournament.handicapReduction).toBe(2);
  });
  it("sosValueAbsentUseBase=false is not supported: reported, D21 used", () => {
    const r = readPairgoth(tour({ pairing: { type: "MAC_MAHON", main: { sosValueAbsentUseBase: false } } }));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["sos-absent"]);
  });
});

describe("pairgoth diagnostics carry line and column (the game object's position)", () => {
  it("a player meeting himself, an unknown result", () => {
    const text = [
      "{",
      '  "name": "Mini",',
      '  "players": [{ "id": 1, "name": "Kis", "rank": 0 }, { "id": 2, "name": "Nagy", "rank": 0 }],',
      '  "games": [[',
      '    { "id": 1, "w": 1, "b": 1, "h": 0, "r": "w" },',
      '    { "id": 2, "w": 2, "b": 9, "h": 0, "r": "Q" }',
      "  ]]",
      "}",
    ].join("\n");
    expect(readPairgoth(text).diagnostics.map((d) => d.message)).toEqual([
      "pairgoth line 5, column 5: player 1 is paired twice in round 1: the second is not read; delete the pairing that is wrong",
      'pairgoth line 6, column 5: round 1: unknown result "Q": read as a game without a result; write the result as the program that made the file writes it',
      'pairgoth line 6, column 5: round 1: unknown player "9": the game is not read; write a player of the file, as the file names him elsewhere',
      "pairgoth line 5, column 5: round 1: player 1 meets himself; write his opponent's number",
    ]);
  });
});

/**
 * The twins: each tournament as pairgoth's `.tour` and as OpenGotha XML give the same standings
 * (MMS and SOS per player, D21 defaults) — except where the two programs themselves differ.
 */
describe("pairgoth and OpenGotha twins give the same standings", () => {
  const key = (t: Tournament, i: number): string => {
    const p = t.players[i];
    return `${p?.name ?? ""} ${p?.firstName ?? ""}`.replace(/_/g, " ").trim();
  };
  const table = (t: Tournament): Map<string, { mms: number; sos: number }> =>
    new Map(
      standings(t, { criteria: ["mms", "sos"] }).rows.map((r) => [
        key(t, r.player),
        { mms: r.values.mms ?? NaN, sos: r.values.sos ?? NaN },
      ]),
    );

  it("Frioul 2018 (pairgoth-20180907-marseille ≡ opengotha-pairgoth-frioul-2018): all 58 players", () => {
    // both round down (OpenGotha genRoundDownNBWMMS="true"; pairgoth roundDownScore defaults to
    // true, the file not saying); unpaired rounds are not-participating in OpenGotha (½ MMS), as
    // every unpaired round is in pairgoth (mmsValueAbsent ½)
    const a = table(fixture("pairgoth-20180907-marseille", "input.tour"));
    const b = table(fixture("opengotha-pairgoth-frioul-2018", "input.xml"));
    expect(a.size).toBe(58);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [name, v] of a) expect([name, v]).toEqual([name, b.get(name)]);
  });

  /**
   * bosp2024: the 29 players pre-registered only (pairgoth `final: false`, OpenGotha
   * `registeringStatus="PRE"`) never played. Neither program ranks them (pairgoth's standings
   * skip non-final players; OpenGotha's show them only with showNotFinallyRegisteredPlayers),
   * and the programs score their unpaired rounds differently: pairgoth counts every round
   * without a game as absent (mmsValueAbsent ½ each: 2 rounds → +1 MMS), OpenGotha counts a
   * participating-but-unpaired round 0 ("not assigned"). Their SOS is their own starting MMS
   * per round in both (D21), so only their MMS differs, by exactly 1.
   */
  const PRE_REGISTERED = [
    "Akkol Ertug", "Nemlioglu Mete Riza", "Cal Atakan", "Elitok Kursat", "Sahin Omer Ersin",
    "Gencer Oguz", "Kurter Eren", "Orakoglu Onder", "Oral Alican", "Kilic Hayri", "Taskin Gozde",
    "Onder Berat", "Adal Birand", "Ozenir Kerem", "Berdibek Kerem", "Burc Volkan", "Urkmez Gun",
    "Goktas Mehmet Ali", "Duman Caglayan", "Arik Ilayda", "Karaismailoglu Lara Elis",
    "Kacan Huseyin", "Kasikci Leyla", "Ergin Dogukan", "Yazici Naz", "Sahin Yaman", "Dogan Asmin",
    "Gungor Alize", "Ertok Ege",
  ]; // prettier-ignore

  it("bosp2024 (pairgoth-bosp2024 ≡ opengotha-pairgoth-bosp2024): 42 registered players equal", () => {
    const a = table(fixture("pairgoth-bosp2024", "input.tour"));
    const b = table(fixture("opengotha-pairgoth-bosp2024", "input.xml"));
    expect([a.size, b.size, PRE_REGISTERED.length]).toEqual([71, 71, 29]);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const pre = new Set(PRE_REGISTERED);
    let equal = 0;
    for (const [name, v] of a) {
      const w = b.get(name);
      if (pre.has(name)) {
        expect([name, v]).toEqual([name, { mms: (w?.mms ?? NaN) + 1, sos: w?.sos }]);
      } else {
        expect([name, v]).toEqual([name, w]);
        equal++;
      }
    }
    expect(equal).toBe(42);
  });

  it("bosp2024: the byes (pairgoth games against id 0; OpenGotha ByePlayer) are read in both", () => {
    for (const t of [
      fixture("pairgoth-bosp2024", "input.tour"),
      fixture("opengotha-pairgoth-bosp2024", "input.xml"),
    ]) {
      const byes = t.players.flatMap((p, i) =>
        p.results.flatMap((e, r) => (e.kind === "bye" ? [`${key(t, i)} ${r + 1}`] : [])),
      );
      expect(byes.sort()).toEqual(["Guney Mete 1", "Ruzgar Ege Tuna 2"]);
    }
  });
});
