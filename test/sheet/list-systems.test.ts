/**
 * The list sheet's chart and season page for every system the pane posts to (D205–D207): a FIDE
 * list sheet kept by Post is charted and published in the FIDE page's form (D178); a mahjong list
 * sheet, which holds levels, is neither, and the officer is told which command publishes its page.
 *
 * The FIDE list: RULES §2.1's round-robin example (8.21b): C and E, unrated, get their first
 * ratings Ru(C) = 2423 and Ru(E) = 2393 from it; A's and B's changes (2590, then 2605; 2492) and
 * Dora, on the list with 0, are made up.
 */
import { sheetHistory } from "../../src/sheet/list-history";
import { seasonPageRefusal, sheetSeasonPage } from "../../src/sheet/list-season";
import { chartHistory, chartRefusal } from "../../src/sheet/history-chart";
import { postToRatingList, readSheet } from "../../src/sheet/actions";
import { type RatingListMapping, detectRatingListMapping } from "../../src/sheet/post";
import type { PlayerOutcome } from "../../src/sheet/request";
import { render } from "../../src/i18n/table";
import { FakeWorkbook } from "./fake-workbook";
import { postedBook } from "./posted-list";

const out = (no: number, name: string, ratingAfter: number, pin?: string): PlayerOutcome => ({
  no,
  name,
  ratingBefore: null,
  ratingAfter,
  source: "sheet",
  matched: true,
  ...(pin !== undefined ? { pin } : {}),
});

async function fideBook(): Promise<{ book: FakeWorkbook; mapping: RatingListMapping }> {
  const book = new FakeWorkbook({
    sheets: [
      {
        name: "FIDE list",
        rows: [
          ["FIDE ID", "Name", "Rating", "K"],
          ["700001", "A", 2600, 10],
          ["700002", "B", 2500, 10],
          ["700003", "C", 0, 40],
          ["700004", "Dora", 0, 40],
        ],
      },
    ],
  });
  const found = detectRatingListMapping(await readSheet(book.context(), "FIDE list"));
  if (!("rating" in found)) throw new Error("no mapping");
  // RULES §2.1, 8.21b: Ru(C) = 2423, Ru(E) = 2393 (E is not on the list: Post appends him)
  const march = [out(1, "A", 2590, "700001"), out(3, "C", 2423, "700003"), out(5, "E", 2393, "700005")];
  await postToRatingList(book.context(), found, march, "2026-03-15");
  await postToRatingList(book.context(), found, [out(1, "A", 2605), out(2, "B", 2492)], "2026-04-19");
  return { book, mapping: found };
}

/** The page's rows: place, name, the cells after the name up to the history cell. */
function pageRows(html: string): string[][] {
  return [
    ...html.matchAll(
      /<tr[^>]*><td class="num">(\d*)<\/td><td class="name"><bdi>([^<]+)<\/bdi><\/td>(.*?)<td class="history/g,
    ),
  ].map((m) => [m[1] ?? "", m[2] ?? "", (m[3] ?? "").replace(/<[^>]+>/g, "|")]);
}

describe("a FIDE list sheet kept by Post (D205, D206)", () => {
  it("its dated columns are each player's history, without ranks and without a problem", async () => {
    const { book, mapping } = await fideBook();
    const h = sheetHistory(await readSheet(book.context(), "FIDE list"), mapping);
    expect(h.problems).toEqual([]);
    expect(h.columns).toEqual({ posted: 2, season: 0 });
    expect(h.players.map((p) => [p.name, p.rating, p.history.map((e) => e.rating)])).toEqual([
      ["A", 2605, [2590, 2605]],
      ["B", 2492, [2492]],
      ["C", 2423, [2423]], // RULES §2.1 8.21b: Ru(C)
      ["Dora", 0, []],
      ["E", 2393, [2393]], // RULES §2.1 8.21b: Ru(E), appended by Post
    ]);
    expect(h.players.flatMap((p) => p.history.map((e) => e.rank))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("charts the top 3 under FIDE as under MGSZ: A, B and C by their rating now", async () => {
    const { book, mapping } = await fideBook();
    const r = await chartHistory(book.context(), mapping, { kind: "top", n: 3 }, "en", "fide");
    expect(r).toMatchObject({ ok: true, sheet: "Chart", players: 3, points: 2 });
    const chart = book.sheet("Chart")?.charts?.[0];
    expect(chart?.series).toEqual([
      { name: "A", values: [2590, 2605] },
      { name: "B", values: ["", 2492] },
      { name: "C", values: [2423, 2423] }, // D180: his rating holds until a tournament changes it
    ]);
  });

  it("publishes the page in the FIDE form: no rank, places by rating, new for a first rating, unrated without a place", async () => {
    const { book, mapping } = await fideBook();
    const h = sheetHistory(await readSheet(book.context(), "FIDE list"), mapping);
    const page = sheetSeasonPage(h, "fide", "en");
    if (!("html" in page)) throw new Error(render(page.message, "en"));
    expect(page.html).not.toContain("<th>Rank</th>");
    expect(page.html).toContain("FIDE");
    expect(page.html).toContain("the rating after each tournament posted");
    expect(pageRows(page.html)).toEqual([
      ["1", "A", "|2605||▲ +5|"], // 2605 − 2600
      ["2", "B", "|2492||▼ −8|"], // 2492 − 2500
      ["3", "C", "|2423||new|"], // 0 on the list: a first rating (RULES §2.1 8.21b)
      ["4", "E", "|2393||new|"], // appended by Post
      ["", "Dora", "|unrated|||"],
    ]);
    expect(page.html).not.toContain("★");
  });
});

describe("a mahjong list sheet, or one with no season (D205, D207, D104)", () => {
  it("is not charted: nothing is read or written, and the officer is sent to the season command, whose page charts the ratings", async () => {
    const { book, mapping } = await postedBook();
    const before = book.syncCount;
    const r = await chartHistory(book.context(), mapping, { kind: "top", n: 10 }, "en", "mahjong");
    expect(r.ok).toBe(false);
    expect(book.syncCount).toBe(before);
    expect(book.sheet("Chart")).toBeUndefined();
    if (r.ok) return;
    expect(r.message).toEqual({ code: "chartMahjongLevels", params: {} });
    expect(render(r.message, "en")).toContain("the command line's season command for the mahjong system");
    expect(chartRefusal("mgsz")).toBeUndefined();
    expect(chartRefusal("fide")).toBeUndefined();
    expect(chartRefusal(undefined)).toBeUndefined();
  });

  it("has no season page from the sheet: the message sends the officer to the season command", async () => {
    const { book, mapping } = await postedBook();
    const h = sheetHistory(await readSheet(book.context(), "Lista"), mapping);
    const page = sheetSeasonPage(h, "mahjong", "hu");
    expect("message" in page && page.message).toEqual({ code: "seasonPageMahjong", params: {} });
    expect("message" in page && render(page.message, "hu")).toContain(
      "season parancsát a mahjong rendszerre",
    );
    expect(seasonPageRefusal("mahjong")).toEqual({ code: "seasonPageMahjong", params: {} });
    expect([seasonPageRefusal("mgsz"), seasonPageRefusal("fide"), seasonPageRefusal(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    // the MGSZ sheet under MGSZ, or no system chosen, is MGSZ's page (D104)
    for (const system of ["mgsz", undefined] as const) {
      const mgsz = sheetSeasonPage(h, system, "en");
      expect("html" in mgsz && mgsz.html).toContain("<th>Rank</th>");
    }
  });

  it("a sheet without Post's columns has no season, under FIDE as under MGSZ", async () => {
    const bare = new FakeWorkbook({
      sheets: [
        {
          name: "L",
          rows: [
            ["Name", "Rating"],
            ["A", 2600],
          ],
        },
      ],
    });
    const found = detectRatingListMapping(await readSheet(bare.context(), "L"));
    if (!("rating" in found)) throw new Error("no mapping");
    const page = sheetSeasonPage(sheetHistory(await readSheet(bare.context(), "L"), found), "fide", "en");
    expect("message" in page && page.message).toEqual({
      code: "seasonPageNoHistory",
      params: { sheet: "L" },
    });
  });
});
