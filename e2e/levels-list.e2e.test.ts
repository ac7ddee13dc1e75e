/**
 * Issue 24, part 5, D68: a mahjong levels list (names and levels, no rating column) picked in step 3
 * for a mahjong results table, end to end over the stubbed Office. The trap
 * "readers-russian-results-table" (test/fixtures/traps/: results.csv, twelve players under
 * `Место;Игрок;Очки`; levels.csv, `Игрок;Разряд` with Иванова Анна 3 кю and Петров Павел 1 дан):
 * the pane reads the list as `sheet --system mahjong --ratings levels.csv` does
 * (test/taskpane/levels-list.test.ts compares the two sheets cell by cell), where it refused it
 * for want of a rating column, and the created sheet has the list's two levels.
 */
import path from "node:path";
import { ROOT, createSheet, paneWithFile, servedPane, pickFile } from "./harness";

const TRAP = path.join(ROOT, "test", "fixtures", "traps", "readers-russian-results-table");
const NOW = new Date("2026-11-22T10:00:00Z");
const served = servedPane();

test("a levels list for a mahjong results table: read, matched and the sheet's levels from it", async () => {
  const pane = await paneWithFile(served, path.join(TRAP, "results.csv"), NOW);
  await expect(pane.page.locator("#system").inputValue()).resolves.toBe("mahjong");
  await pane.page.locator("#mahjong-release").fill("2026-06-01");
  await pane.page.locator("#mahjong-sessions").fill("8");
  await pane.page.locator("#list-file").check();
  await pickFile(pane, path.join(TRAP, "levels.csv"), "list-file-input");
  const status = (await pane.page.locator("#list-status").textContent()) ?? "";
  expect(status).toContain("2 players on the list.");
  expect(status).not.toContain("could not be read");
  await expect(pane.page.locator("#unmatched > p").first().textContent()).resolves.toBe(
    "2 of 12 players found on the list.",
  );

  const sheet = await createSheet(pane);
  // every block headed Player, Level, top down: the results block (src/sheet/rated-mahjong.ts:
  // place, player, level, points; a level only from the list) and TOURNAMENT.MAHJONG's spill
  // (the levels its formula rates from: the list's, else 12 kyu, R4)
  const blocks = await pane.book((b, name) => {
    const s = b.sheet(name);
    if (s === undefined) throw new Error(`no sheet ${name}`);
    const at = (r: number, c: number) => s.cells.get(`${r},${c}`)?.value ?? "";
    const heads: [number, number][] = [];
    for (const k of s.cells.keys()) {
      const [r, c] = k.split(",").map(Number) as [number, number];
      if (at(r, c) === "Player" && at(r, c + 1) === "Level") heads.push([r, c]);
    }
    return heads
      .sort((x, y) => x[0] - y[0])
      .map(([r0, c0]) => {
        const out: [unknown, unknown][] = [];
        for (let r = r0 + 1; at(r, c0) !== ""; r++) out.push([at(r, c0), at(r, c0 + 1)]);
        return out;
      });
  }, sheet);
  expect(blocks).toHaveLength(2);
  const [written, rated] = blocks as [[unknown, unknown][], [unknown, unknown][]];
  expect(written).toHaveLength(12);
  expect(rated).toHaveLength(12);
  // levels.csv: Иванова Анна 3 кю (3k), Петров Павел 1 дан (1d); Сидоров Семён, third, is not on it
  expect(written.slice(0, 3)).toEqual([
    ["Иванова Анна", "3k"],
    ["Петров Павел", "1d"],
    ["Сидоров Семён", ""],
  ]);
  expect(rated.slice(0, 3)).toEqual([
    ["Иванова Анна", "3k"],
    ["Петров Павел", "1d"],
    ["Сидоров Семён", "12k"],
  ]);
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
