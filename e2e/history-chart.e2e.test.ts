/**
 * Issue 26, "seeing the history" (D180–D182, D104): the rating-list sheet Post keeps (RULES §1.4's
 * example 2 for Kovács Péter: 1d at 2000; 2035, 2055, 2040, 2075 → 2d; Kis Anna's 1862 and 1871
 * made up), remembered by the workbook, charted from the pane's history step over the stubbed
 * Office: the selected row's player, then the top N on the same chart sheet (the chart replaced,
 * not added), a top N typed wrong, and the season page saved (src/formats/season-html.ts).
 */
import { readFileSync } from "node:fs";
import { MAPPING_SETTING } from "../src/sheet/post";
import { openPane, press, servedPane } from "./harness";
import { toExcelSerial } from "../src/core/common/date";
import { POSTED_LIST, POSTED_MAPPING } from "./posted-list";

const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

const charts = (pane: Awaited<ReturnType<typeof openPane>>) =>
  pane.book((b) =>
    (b.sheet("Chart")?.charts ?? []).map((c) => ({
      name: c.name,
      title: c.title,
      axes: [c.categoryTitle, c.valueTitle],
      series: c.series.map((s) => [s.name, ...s.values]),
    })),
  );

test("Chart this player, Chart the top N, and the season page, from the remembered list sheet", async () => {
  const pane = await openPane(served.browser, served.server, {
    now: NOW,
    sheets: [
      { name: "Lista", rows: POSTED_LIST },
      { name: "Budapest", rows: [["x"]] },
    ],
    settings: { [MAPPING_SETTING]: POSTED_MAPPING },
  });
  await pane.page.locator("#step-history > summary").click();
  await pane.bookNow((b) => b.select("Lista", "B3"));
  await press(pane, "chart-player");
  await expect(pane.page.locator("#chart-result").textContent()).resolves.toBe(
    'Chart written on the sheet "Chart": 1 player, 2 dates.',
  );
  await expect(charts(pane)).resolves.toEqual([
    {
      name: "RatingOfficerHistory",
      title: "Rating history: Kovács Péter",
      axes: ["Date", "Rating"],
      series: [["Kovács Péter", 2035, 2055]],
    },
  ]);

  await pane.page.locator("#chart-top").fill("2");
  await press(pane, "chart-top-button");
  await expect(pane.page.locator("#chart-result").textContent()).resolves.toBe(
    'Chart written on the sheet "Chart": 2 players, 2 dates.',
  );
  // D181: the chart replaced by name; D180: Kis Anna has no point before her first tournament
  await expect(charts(pane)).resolves.toEqual([
    {
      name: "RatingOfficerHistory",
      title: "Rating history: top 2",
      axes: ["Date", "Rating"],
      series: [
        ["Kovács Péter", 2035, 2055],
        ["Kis Anna", "", 1862],
      ],
    },
  ]);

  await pane.page.locator("#chart-top").fill("ten");
  await press(pane, "chart-top-button");
  await expect(pane.page.locator("#chart-result").textContent()).resolves.toBe(
    '"ten" is not a number of players: type a whole number from 1 to 50.',
  );
  await pane.screenshot("history-chart");

  const [download] = await Promise.all([pane.page.waitForEvent("download"), press(pane, "season-page")]);
  expect(download.suggestedFilename()).toBe("Lista.html");
  const html = readFileSync(await download.path(), "utf8");
  expect(html).toContain("Kovács Péter");
  expect(html).toContain('<td class="num change up">▲ +55</td>'); // 2055 − 2000
  expect(html).toContain('<td class="num change up">▲ +12</td>'); // 1862 − 1850
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});

// D191, D192: the chart's days are written as the workbook counts them. Microsoft: a 1904
// workbook's serial is 1462 less (5 July 2011 is 40729, and 39267 in the 1904 system).
test.each([
  [false, "1900"],
  [true, "1904"],
] as const)("the chart's days in a workbook with date1904 %s", async (date1904, system) => {
  const pane = await openPane(served.browser, served.server, {
    now: NOW,
    sheets: [{ name: "Lista", rows: POSTED_LIST }],
    settings: { [MAPPING_SETTING]: POSTED_MAPPING },
    host: { date1904 },
  });
  await pane.page.locator("#step-history > summary").click();
  await pane.page.locator("#chart-top").fill("2");
  await press(pane, "chart-top-button");
  await expect(pane.page.locator("#chart-result").textContent()).resolves.toBe(
    'Chart written on the sheet "Chart": 2 players, 2 dates.',
  );
  const days = await pane.book((b) => [b.cell("Chart", "A2")?.value, b.cell("Chart", "A3")?.value]);
  expect(days).toEqual([
    toExcelSerial({ year: 2026, month: 3, day: 14 }, system),
    toExcelSerial({ year: 2026, month: 4, day: 11 }, system),
  ]);
  expect(days[0]).toBe(system === "1904" ? 46095 - 1462 : 46095); // DATE(2026,3,14) in Excel
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
