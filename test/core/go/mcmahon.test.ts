/**
 * The one starting McMahon score (D21, P47): OpenGotha 3.51.02's `Player.smms` (rank raised to
 * the floor, then lowered to the bar, minus the zero, plus the correction), on either rank
 * scale, and the same start wherever the standings, the pairing engine and the pairing list
 * take one.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ogTournamentOf } from "../../../src/core/engines/og-crosstable";
import { barStart, startingMms } from "../../../src/core/go/mcmahon";
import { OG_MIN_RANK, fromOgRank, goRank, toOgRank } from "../../../src/core/go/rank";
import { OG_IMPORT_DEFAULTS } from "../../../src/core/go/pairing-parameters";
import { smms } from "../../../src/core/pairing/opengotha-state";
import { DEFAULT_PARAMETERS } from "../../../src/core/tournament/model";
import { mms2Before } from "../../../src/core/tournament/pairing-list";
import { startingMms2 } from "../../../src/core/tournament/scores";
import { readOpenGotha } from "../../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../../src/formats/opengotha-pairing";
import { crosstable } from "../tournament/helpers";

// D22's defaults on the model's scale: zero 30k (0), floor 20k (10), bar 4d (33)
const D = DEFAULT_PARAMETERS;

describe("startingMms (D21: OpenGotha's Player.smms)", () => {
  it("raises a rank to the floor, lowers it to the bar, counts from the zero and adds the correction", () => {
    expect(startingMms(25, D, 0)).toBe(25); // 5k: between floor and bar
    expect(startingMms(0, D, 0)).toBe(10); // 30k: raised to the floor 20k
    expect(startingMms(35, D, 0)).toBe(33); // 6d: lowered to the bar 4d
    expect(startingMms(35, D, 2)).toBe(35); // a super-bar correction (SMMS_CORR_MAX 2)
    expect(startingMms(25, { ...D, mmZero: 10 }, -1)).toBe(14); // zero 20k, correction −1
  });

  it("raises to the floor first, then lowers to the bar: a floor above the bar gives the bar (smms's order)", () => {
    expect(startingMms(0, { mmZero: 0, mmFloor: 30, mmBar: 20 }, 0)).toBe(20);
    expect(startingMms(35, { mmZero: 0, mmFloor: 30, mmBar: 20 }, 0)).toBe(20);
  });

  it("gives the same start on OpenGotha's scale (the start is a difference of ranks)", () => {
    const og = { mmZero: toOgRank(D.mmZero), mmFloor: toOgRank(D.mmFloor), mmBar: toOgRank(D.mmBar) };
    expect(og).toEqual({ mmZero: -30, mmFloor: -20, mmBar: 3 }); // OpenGotha's import defaults
    for (let v = 0; v <= 38; v++)
      for (const c of [-1, 0, 1, 2])
        expect(startingMms(toOgRank(goRank(v)), og, c)).toBe(startingMms(v, D, c));
  });

  it("P47: starts a player without a rank at the floor, as OpenGotha starts one read as 30K", () => {
    expect(startingMms(null, D, 0)).toBe(10);
    expect(startingMms(null, D, 1)).toBe(11);
    expect(startingMms(null, { mmZero: 5, mmFloor: 12, mmBar: 33 }, 0)).toBe(7);
    // OpenGotha's reader reads a missing rank as "30K" (−30 on its scale): the same start
    const og = OG_IMPORT_DEFAULTS.general;
    expect(startingMms(null, og, 0)).toBe(startingMms(fromOgRank(OG_MIN_RANK), og, 0));
  });

  it("starts the top group at the bar's start: 33 with the defaults, OpenGotha's 30 + bar for STS (P41)", () => {
    expect(barStart(D)).toBe(33);
    expect(barStart(OG_IMPORT_DEFAULTS.general)).toBe(30 + toOgRank(OG_IMPORT_DEFAULTS.general.mmBar));
  });
});

describe("one start for the standings, the pairing engine and the pairing list", () => {
  const ROOT = join(__dirname, "../../fixtures/pairing");

  test.each(["og352-weights-simplemm", "og352-weights-toulouse2024", "og352-weights-notsimplemm"])(
    "%s: the model's start of every player is the pairing engine's, doubled",
    (dir) => {
      const bytes = readFileSync(join(ROOT, dir, "input.xml"));
      const og = readOpenGothaPairing(bytes);
      const model = readOpenGotha(bytes).tournament;
      expect(model.players.length).toBe(og.players.length);
      expect(model.players.length).toBeGreaterThan(5);
      const fromModel = model.players.map((p) => startingMms2(p, model.parameters));
      expect(fromModel).toEqual(og.players.map((p) => 2 * smms(og, p)));
      expect(mms2Before(model, 0)).toEqual(fromModel);
    },
  );

  it("P47: a player without a rank starts at the floor in all three (Swiss pairs him as 30K, P31)", () => {
    const t = crosstable([
      ["A", "5k", 0, "2?/w0"],
      ["B", "", 0, "1?/b0"],
    ]);
    const og = ogTournamentOf(t, 0, { system: "swiss" });
    const starts = t.players.map((p) => startingMms2(p, t.parameters));
    expect(starts).toEqual([50, 20]); // 5k = 25; the floor 20k = 10; doubled
    expect(og.players.map((p) => 2 * smms(og, p))).toEqual(starts);
    expect(mms2Before(t, 0)).toEqual(starts);
  });

  it("D121: a professional rank starts as OpenGotha plays it (1p as 7d, 4p as 8d) in all three", () => {
    const t0 = crosstable([
      ["A", "1p", 0, "2?/w0"],
      ["B", "4p", 0, "1?/b0"],
    ]);
    const t = { ...t0, parameters: { ...t0.parameters, mmBar: goRank(38) } }; // the bar at 9d
    const og = ogTournamentOf(t, 0, { system: "mcmahon" });
    const starts = t.players.map((p) => startingMms2(p, t.parameters));
    // Player.convertKDPToInt: 1p–3p are 7d (36), 4p–6p 8d (37); doubled. The standings read
    // 1p as 39, lowered to the bar 38, before D121.
    expect(starts).toEqual([72, 74]);
    expect(og.players.map((p) => 2 * smms(og, p))).toEqual(starts);
    expect(mms2Before(t, 0)).toEqual(starts);
  });
});
