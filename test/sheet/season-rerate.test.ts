/**
 * Re-rate the season (D172–D174) over the fake workbook: RULES §1.4's example 2 with its third
 * tournament late (test/sheet/season-book.ts), so the fourth started from the wrong rating.
 * Re-rating the season rates them again in date order from the list before the first and gives
 * the example's figures.
 */
import { buildTournamentSheet, readSheet, rerateSeason } from "../../src/sheet/actions";
import { writePlan } from "../../src/sheet/adapter";
import { describe as describeMessage } from "../../src/sheet/messages";
import { ratingListFromSheet } from "../../src/sheet/post";
import { LIST, heroRow, mappingOf, seasonBook } from "./season-book";
import { mahjongD19Request } from "./tournament-helpers";

describe("Re-rate the season: RULES §1.4 example 2 with its third tournament late", () => {
  it("as posted, the fourth started from 2055 (the second's) and the list's newest is the late third's", async () => {
    const { book } = await seasonBook();
    const row = await heroRow(book);
    expect(row["2026-01-03"]).toBe(2035); // the first's rating after, as the example
    expect(row["2026-01-05"]).toBe(2055);
    expect(row["2026-01-09"]).not.toBe(2075); // rated from 2055, not the example's 2040
    expect(row["2026-01-07"]).not.toBe(2040); // rated from the fourth's figure
  });

  it("re-rated: 2035, 2055, 2040, 2075 and 2d after the fourth, each tournament's changes listed in date order", async () => {
    const { book } = await seasonBook();
    const r = await rerateSeason(book.context(), await mappingOf(book));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("\n"));
    const hero = r.steps.map((s) => [s.day, s.changes.find((c) => c.name.startsWith("Hero"))]);
    expect(hero).toEqual([
      ["2026-01-03", { name: "Hero", before: 2000, after: 2035, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-05", { name: "Hero", before: 2035, after: 2055, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-07", { name: "Hero", before: 2055, after: 2040, rankBefore: "1d", rankAfter: "1d" }],
      ["2026-01-09", { name: "Hero", before: 2040, after: 2075, rankBefore: "1d", rankAfter: "2d" }],
    ]);
    const row = await heroRow(book);
    expect(row).toMatchObject({
      "2026-01-03": 2035,
      "2026-01-05": 2055,
      "2026-01-07": 2040,
      "2026-01-09": 2075,
      "2026-01-09 rank": "2d",
    });
    // the list as Post reads it: the newest, 2075 and 2d; and re-rating again changes nothing
    const mapping = await mappingOf(book);
    expect(ratingListFromSheet(await readSheet(book.context(), LIST), mapping).entries[0]).toMatchObject({
      rating: 2075,
      rank: "2d",
    });
    const again = await rerateSeason(book.context(), mapping);
    expect(again.ok && again.steps).toEqual(r.steps);
  });

  it("D215: the season's columns written again where they stood, the list's header the same after each re-rate", async () => {
    const { book } = await seasonBook();
    const header = async () => (await readSheet(book.context(), LIST)).values[0];
    const dated = ["2026-01-03", "2026-01-05", "2026-01-07", "2026-01-09"].flatMap((d) => [d, `${d} rank`]);
    const mapping = await mappingOf(book);
    await rerateSeason(book.context(), mapping);
    // from column E, the first cleared, in date order (before D215: eight blank columns first)
    await expect(header()).resolves.toEqual(["PIN", "Name", "Rank", "Rating", ...dated]);
    await rerateSeason(book.context(), mapping);
    await expect(header()).resolves.toEqual(["PIN", "Name", "Rank", "Rating", ...dated]);
    // a season cell no tournament writes again is still cleared (D174): a player who played none
    book.typeInto(LIST, "B7", "Other");
    book.typeInto(LIST, "E7", 1900);
    await rerateSeason(book.context(), mapping);
    expect((await readSheet(book.context(), LIST)).values[6]?.slice(1, 5)).toEqual(["Other", "", "", ""]);
  });

  it("a sheet whose Dates cell is no date: said at that cell, and nothing written", async () => {
    const { book, sheets } = await seasonBook();
    const before = await heroRow(book);
    const late = sheets[3] ?? "";
    const read = await readSheet(book.context(), late);
    const row = read.values.findIndex((r) => r[0] === "Dates");
    book.typeInto(late, `B${row + 1}`, "soon");
    const r = await rerateSeason(book.context(), await mappingOf(book));
    expect(r.ok).toBe(false);
    const said = r.ok ? [] : r.problems.map((p) => [p.address, describeMessage(p.text, "en")]);
    expect(said).toEqual([
      [
        `'${late}'!B${row + 1}`,
        `"${late}" has no date in its Dates cell: type the tournament's days (2026-05-10 – 2026-05-12) so that the season can place it`,
      ],
    ]);
    expect(await heroRow(book)).toEqual(before);
  });
});

describe("Re-rate the season beside a mahjong results sheet (D263)", () => {
  /** The season's workbook with test/sheet/fixtures' D19 mahjong results sheet created in it too. */
  async function withMahjong(): Promise<{
    book: Awaited<ReturnType<typeof seasonBook>>["book"];
    sheet: string;
  }> {
    const { book } = await seasonBook();
    const build = buildTournamentSheet(mahjongD19Request());
    const { sheetName } = await writePlan(book.context(), build.plan);
    return { book, sheet: sheetName };
  }

  it("the Go sheets re-rated as without it (2075 and 2d), the mahjong sheet said at its title and left as it is", async () => {
    const { book, sheet } = await withMahjong();
    const before = await readSheet(book.context(), sheet);
    const r = await rerateSeason(book.context(), await mappingOf(book));
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join("\n"));
    // RULES §1.4 example 2, as the season without the mahjong sheet gives it
    const last = r.steps[r.steps.length - 1]?.changes.find((c) => c.name.startsWith("Hero"));
    expect(last).toMatchObject({ after: 2075, rankAfter: "2d" });
    expect(r.steps.map((s) => s.sheet)).not.toContain(sheet);
    const said = r.left.map((p) => [p.address.startsWith(`'${sheet}'!A`), describeMessage(p.text, "en")]);
    expect(said).toEqual([
      [
        true,
        `"${sheet}" rates mahjong results and was left as it is: a mahjong season is its results replayed release by release, not tournaments rated from the list; press Recalculate on the sheet; the command line's season command rates a mahjong season`,
      ],
    ]);
    expect(describeMessage(r.left[0]?.text ?? { code: "verbatim", params: { text: "" } }, "hu")).toContain(
      "a mahjong szezonját a parancssor season parancsa számolja",
    );
    expect((await readSheet(book.context(), sheet)).values).toEqual(before.values);
  });
});
