/**
 * Create's outcomes are the plan's own ratings formula's (D117): the build decides the starts the
 * cells hold, the figures are read from the evaluated spill by key (spill-outcomes.ts), as
 * Recalculate reads the read sheet's. A formula's error leaves the starts (D118).
 */
import { type Block, num } from "../../src/sheet/plan";
import { spillOfPlan } from "../../src/sheet/spill-outcomes";
import { SHEET_TEXTS } from "../../src/sheet/texts";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { structuredRef } from "../../src/sheet/table-ref";
import { example5Sheet, fixtureTournament } from "./tournament-helpers";

/** The plan's blocks with the header block's multiplier cell holding `c`. */
function withMultiplier(blocks: readonly Block[], c: number): Block[] {
  const label = SHEET_TEXTS.en.labels.multiplier;
  return blocks.map((b) => ({
    ...b,
    rows: b.rows.map((r) =>
      r[0]?.kind === "text" && r[0].text === label && r.length > 1 ? [r[0], num(c), ...r.slice(2)] : r,
    ),
  }));
}

describe("D117: Create's outcomes are its ratings formula's", () => {
  test("RULES §1.3 worked example 5: XY 1947 → 1963 read from the spill, his start from the build", () => {
    const build = buildTournamentSheet(example5Sheet());
    // RULES §1.3 example 5: XY 1947, ΣJp 0.52, C 30 → +16 → 1963; the file's rating (D64)
    expect(build.players[0]).toMatchObject({
      no: 1,
      name: "XY",
      ratingBefore: 1947,
      ratingAfter: 1963,
      source: "file",
    });
  });

  test("the figures follow the formula's arguments: the plan's C set to 0, every rating after is the rating before", () => {
    const build = buildTournamentSheet(example5Sheet());
    const plan = { ...build.plan, blocks: withMultiplier(build.plan.blocks, 0) };
    const outcomes = spillOfPlan(
      plan,
      "mgsz",
      build.layout.ratingsAnchor,
      { players: build.players },
      undefined,
    );
    // RULES §1.3: the change is C × ΣJp; C = 0 leaves XY at 1947 (the build's starts: source, pin kept)
    expect(outcomes[0]).toMatchObject({ name: "XY", ratingBefore: 1947, ratingAfter: 1947, source: "file" });
    expect(outcomes.map((o) => o.ratingAfter)).toEqual(outcomes.map((o) => o.ratingBefore));
    expect(build.players[0]?.ratingAfter).toBe(1963);
  });
});

describe("D118: a ratings formula's error at Create leaves the starts", () => {
  test("no multiplier (D76): each player his start, no rating after, the sheet still built", () => {
    const build = buildTournamentSheet({ ...example5Sheet(), params: { system: "mgsz", multiplier: null } });
    // example 5's file ratings (tournament-helpers.ts EXAMPLE5): XY 1947 … E 2015
    expect(build.players.map((p) => p.ratingBefore)).toEqual([1947, 1935, 1865, 1924, 1997, 2015]);
    expect(build.players.every((p) => p.ratingAfter === null && p.rankAfter === undefined)).toBe(true);
    expect(build.players[0]).toMatchObject({ no: 1, name: "XY", source: "file", matched: false });
  });

  test("any other error refuses the build, with the error the ratings cell would show", () => {
    const build = buildTournamentSheet(example5Sheet());
    // H1: C is 0..100 (BOUNDS.multiplier); 1000 makes TOURNAMENT.MGSZ an error, not a rating
    const plan = { ...build.plan, blocks: withMultiplier(build.plan.blocks, 1000) };
    const at = build.layout.ratingsAnchor;
    expect(() => spillOfPlan(plan, "mgsz", at, { players: build.players }, undefined)).toThrow(
      /The ratings formula gives #(VALUE|NUM)!/,
    );
    // the same error where the sheet cannot rate yet (D76) leaves the starts
    const unrated = spillOfPlan(plan, "mgsz", at, { players: build.players, unrated: true }, undefined);
    expect(unrated.every((p) => p.ratingAfter === null)).toBe(true);
  });
});

describe("FIDE's K at Create: the K column the ratings formula names (D116)", () => {
  test("read through the formula's own reference to it (Crosstable[K]), not a second record of its place", () => {
    // the fixture trf-rules-8-34 (HU2017) as the Recalculate tests of D116 build it
    const t = fixtureTournament("trf-rules-8-34");
    const build = buildTournamentSheet({
      tournament: t,
      fileName: "8-34.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const k = SHEET_TEXTS.en.k;
    // player 2's K cell typed 40 in the plan's K column (the block headed K beside the crosstable)
    const blocks = build.plan.blocks.map((b) =>
      b.rows[0]?.[0]?.kind === "text" && b.rows[0][0].text === k && b.rows.length === t.players.length + 1
        ? { ...b, rows: b.rows.map((r, i) => (i === 2 ? [num(40)] : r)) }
        : b,
    );
    const ref = structuredRef("Crosstable", k);
    const outcomes = spillOfPlan(
      { ...build.plan, blocks },
      "fide",
      build.layout.ratingsAnchor,
      { players: build.players },
      ref,
    );
    expect(outcomes[1]?.fide?.k).toBe(40);
    // the other players' K as the build read them from the same column
    expect(outcomes[0]?.fide?.k).toBe(build.players[0]?.fide?.k);
  });
});
