/**
 * Pair round / Unpair round in the pane (docs/pairing.md, "In the sheet"), end to end over the
 * stubbed Office: a tournament sheet created from the OpenGotha fixture "opengotha-weekend"
 * (test/fixtures, SOURCES.txt), its round 5 emptied, paired from the pane, then unpaired, then
 * paired by the ribbon's Pair next round.
 */
import path from "node:path";
import { parseCell } from "../src/formats/cell";
import { roundColumn } from "./crosstable-cells";
import { ROOT, createdSheet, press, servedPane } from "./harness";

const OPENGOTHA = path.join(ROOT, "test", "fixtures", "opengotha-weekend", "input.xml");
const NOW = new Date("2026-11-22T10:00:00Z");

const served = servedPane();

test("an OpenGotha weekend: round 5 emptied, paired from the pane, unpaired again, paired by the ribbon", async () => {
  const { pane, sheet } = await createdSheet(served, OPENGOTHA, NOW);
  const played = await roundColumn(pane, sheet, 5);
  expect(played).toHaveLength(21);
  for (const c of played)
    await pane.book((b, [n, a]) => b.typeInto(n, a, ""), [sheet, c.address] as [string, string]);

  // The step is folded until opened (the pane stays short for the import steps).
  await pane.page.locator("#step-pairing summary").click();
  await pane.page.locator("#pair-round").fill("5");
  await press(pane, "pair");
  const paired = await roundColumn(pane, sheet, 5);
  // 21 players: 10 games and one bye, every cell filled, each game on both rows alike.
  await expect(pane.page.locator("#pair-result").textContent()).resolves.toMatch(
    /^Round 5 paired: 10 games, bye \d+ /,
  );
  expect(paired.filter((c) => c.value === "0+")).toHaveLength(1);
  const games = paired
    .map((c) => parseCell(c.value))
    .flatMap((p, i) => (p.ok && p.value.kind === "game" ? [{ i, g: p.value }] : []));
  expect(games).toHaveLength(20);
  for (const { i, g } of games) {
    const other = games.find((x) => x.i === g.opponent - 1)?.g;
    expect(other?.opponent).toBe(i + 1);
    expect(g.score).toBeNull();
    expect(other?.colour).toBe(g.colour === "white" ? "black" : "white");
    expect(other?.handicap).toBe(g.handicap);
  }
  await expect(pane.page.locator("#pair-boards li").count()).resolves.toBe(11);
  await expect(pane.page.locator("#pair-round").inputValue()).resolves.toBe("6");
  await pane.page.locator("#step-pairing").screenshot({
    path: path.join(ROOT, "e2e", "screenshots", "pairing-en-paired.png"),
    animations: "disabled",
  });

  // Round 1 still has every result: pairing round 1 again is refused (no empty cells).
  await pane.page.locator("#pair-round").fill("1");
  await press(pane, "pair");
  await expect(pane.page.locator("#pair-problems li").count()).resolves.toBe(1);

  await pane.page.locator("#pair-round").fill("5");
  await press(pane, "unpair");
  await expect(pane.page.locator("#pair-result").textContent()).resolves.toBe("Round 5: 21 cells cleared.");
  expect((await roundColumn(pane, sheet, 5)).map((c) => c.value)).toEqual(played.map(() => ""));

  // The ribbon's Pair next round: the step folded again, the round field elsewhere; the command
  // shows the pane, opens the step and pairs round 5 (the one after the last round filled).
  await pane.page.locator("#pair-round").fill("2");
  await pane.page.locator("#step-pairing summary").click();
  expect(await pane.page.locator("#step-pairing").getAttribute("open")).toBeNull();
  await pane.runAction("pairNextRound"); // resolves once the command has completed its event
  expect(await pane.page.locator("#step-pairing").getAttribute("open")).not.toBeNull();
  await expect(pane.page.locator("#pair-result").textContent()).resolves.toMatch(
    /^Round 5 paired: 10 games, bye \d+ /,
  );
  expect((await roundColumn(pane, sheet, 5)).filter((c) => c.value === "")).toHaveLength(0);
  await expect(pane.page.locator("#pair-round").inputValue()).resolves.toBe("6");
  expect((await pane.taskpane()).calls).toContain("showAsTaskpane");
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
