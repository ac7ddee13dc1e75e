/**
 * D334: the list a season's posts read is read from the sheet once and kept through the posts
 * (`PlanPost.after`, src/sheet/posted-list.ts). After every post it is the list the one reader
 * (`ratingListFromSheet`) reads from the sheet with the post's blocks written, and its matcher
 * answers every player as a matcher made from that read does; Re-rate the season reads the list
 * sheet once however many tournament sheets it rates, and rates them as before (the figures of
 * test/sheet/season-rerate.test.ts: RULES §1.4 example 2's 2035, 2055, 2040, 2075; the whole plan
 * of twelve sheets beside a padded list as Re-rate made it before D334, a fixture).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PlayerMatcher } from "../../src/core/engines/match";
import { readSheet } from "../../src/sheet/actions";
import {
  type RatingListMapping,
  detectRatingListMapping,
  planPost,
  postListOf,
  ratingListFromSheet,
} from "../../src/sheet/post";
import type { PostList } from "../../src/sheet/posted-list";
import type { PlayerOutcome } from "../../src/sheet/request";
import { planSeasonRerate, withBlocks } from "../../src/sheet/season-rerate";
import { FakeWorkbook } from "./fake-workbook";
import { LIST_ROWS } from "./posted-list";
import { paddedSeason } from "./season-book";

const BEFORE = path.join(__dirname, "..", "fixtures", "season-rerate-padded", "plan.json");

jest.mock("../../src/sheet/post", () => {
  const actual = jest.requireActual<typeof import("../../src/sheet/post")>("../../src/sheet/post");
  return { ...actual, postListOf: jest.fn(actual.postListOf) };
});
const listReads = postListOf as jest.MockedFunction<typeof postListOf>;

const out = (no: number, name: string, after: number | null, extra: Partial<PlayerOutcome> = {}) =>
  ({ no, name, ratingBefore: null, ratingAfter: after, source: "sheet", matched: true, ...extra }) as const;

/** Posts in turn: by ID, by name, new players (with and without an ID), ranks or none, a day twice. */
const POSTS: [string, PlayerOutcome[]][] = [
  [
    "2026-03-01",
    [
      out(1, "Kovács Anna", 2120, { pin: "13850408", rankAfter: "2d" }),
      out(2, "Nagy Béla", 1862, { rankAfter: "1k" }),
      out(3, "Új Ede", 1500, { rankAfter: "8k" }),
      out(4, "Tóth Gábor", 1110, { rankAfter: "10k" }), // two rows of the name: skipped
      out(5, "Pocsai Rita", null), // no new rating: skipped
    ],
  ],
  [
    "2026-03-08",
    [
      out(1, "Új Ede", 1530), // appended last time, now on the list; no ranks this time
      out(2, "Szőke Ödön", 1640),
      out(3, "Vass Éva", 1410, { pin: "14000001" }),
    ],
  ],
  [
    "2026-03-08", // the same day again: its column is "2026-03-08 (2)"
    [
      out(1, "Kovács Anna", 2131, { pin: "13850408", rankAfter: " 3 dan " }),
      out(2, "Vass Éva", 1422, { pin: "14000001", rankAfter: "" }),
      out(3, "Szőke Ödön", 1655, { rankAfter: "4k" }),
    ],
  ],
];

async function listRead() {
  const book = new FakeWorkbook({ sheets: [{ name: "Ratings", rows: LIST_ROWS }] });
  const read = await readSheet(book.context(), "Ratings");
  const mapping = detectRatingListMapping(read);
  if (!("rating" in mapping)) throw new Error("no list header");
  return { read, mapping: mapping as RatingListMapping };
}

describe("the list kept through posts (D334)", () => {
  it("after each post, is the list read from the sheet with the post written, and matches alike", async () => {
    const start = await listRead();
    let view = start.read;
    let kept: PostList = postListOf(view, start.mapping);
    for (const [day, players] of POSTS) {
      const plan = planPost(view, start.mapping, players, day, kept);
      // the same blocks as a post that reads the list itself
      expect(plan.blocks).toEqual(planPost(view, start.mapping, players, day).blocks);
      view = withBlocks(view, plan.blocks);
      const read = ratingListFromSheet(view, start.mapping).entries;
      expect(plan.after.entries).toEqual(read);
      const fresh = new PlayerMatcher(read);
      for (const p of POSTS.flatMap(([, ps]) => ps)) {
        const q = { name: p.name, ...(p.pin !== undefined ? { id: p.pin } : {}) };
        expect(plan.after.matcher.match(q)).toEqual(fresh.match(q));
      }
      kept = plan.after;
    }
    // the posts did something: an appended player with his history, a rank the third post wrote
    const ede = kept.entries.find((e) => e.name === "Új Ede");
    expect(ede?.history?.map((h) => h.rating)).toEqual([1500, 1530]);
    expect(kept.entries.find((e) => e.name === "Kovács Anna")?.rank).toBe("3 dan"); // trimmed, as the reader reads it
  });
});

describe("Re-rate the season reads the list sheet once (D334)", () => {
  it("once for the four tournament sheets of RULES §1.4 example 2, with the figures as before", async () => {
    const { list, mapping, reads } = await paddedSeason(1, 0);
    listReads.mockClear();
    const plan = planSeasonRerate(list, mapping, reads);
    expect(listReads).toHaveBeenCalledTimes(1);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.steps).toHaveLength(4);
    // RULES §1.4 example 2: 2035, 2055, then the late third 2040 and the fourth 2075
    expect(plan.steps.map((s) => s.changes.find((c) => c.name === "Hero")?.after)).toEqual([
      2035, 2055, 2040, 2075,
    ]);
  });

  it("once for twelve sheets beside a padded list, with the plan Re-rate made before D334", async () => {
    const { list, mapping, reads } = await paddedSeason(3, 40);
    listReads.mockClear();
    const plan = planSeasonRerate(list, mapping, reads);
    expect(listReads).toHaveBeenCalledTimes(1);
    // test/fixtures/season-rerate-padded/SOURCES.txt: the plan of commit 04e463e, before D334
    const before: unknown = JSON.parse(readFileSync(BEFORE, "utf8"));
    expect(JSON.parse(JSON.stringify(plan))).toEqual(before);
  });
});
