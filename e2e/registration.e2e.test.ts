/**
 * A new tournament from a registration list, end to end over the stubbed Office
 * (docs/pairing.md, "In the sheet"): the fixture "pairing/registration" (test/fixtures, SOURCES.txt —
 * ten players with a rank or a rating, clubs and countries, no rounds) picked as the file,
 * accepted as a registration list, the sheet created with 9 empty rounds and the Club and
 * Country columns, then the round-robin schedule written with numbers from a Varma draw, its
 * protocol listed in the pane.
 */
import path from "node:path";
import { ROOT, paneWithFile, press, servedPane } from "./harness";
import { CROSSTABLE_END } from "../src/sheet/layout";

const LIST = path.join(ROOT, "test", "fixtures", "pairing", "registration", "input.csv");
const NOW = new Date("2026-11-22T10:00:00Z");

const served = servedPane();

test("a registration list: 9 empty rounds, Club and Country; as late entries refused for want of rows; a Varma round robin with its protocol", async () => {
  const pane = await paneWithFile(served, LIST, NOW);
  // Names and ratings without rounds: read as a registration list once the warning is accepted.
  await pane.page.locator("#accept-warnings").check();
  await expect(pane.page.locator("#registration").isVisible()).resolves.toBe(true);
  await expect(pane.page.locator("#reg-hint").textContent()).resolves.toMatch(
    /^A registration list of 10 players, no game played/,
  );
  // A Go tournament (the pane proposes FIDE for a CSV of ratings), C = 30.
  await pane.page.locator("#system").selectOption("mgsz");
  await pane.page.locator("#mgsz-multiplier").fill("30");
  // The list's ratings are MGSZ ratings, said so (D64): the players without a rank start from them.
  await pane.page.locator("#file-ratings").check();
  await pane.page.locator("#reg-rounds").fill("9");
  await press(pane, "create-sheet");
  const sheet = (await pane.book((b) => b.sheets.map((s) => s.name)))[1];
  if (sheet === undefined) throw new Error("no sheet created");
  // docs/taskpane.md's MGSZ layout: the crosstable's header in row 9, R1–R9 in E–M, the blank N,
  // then Register (O, no rating list), ID (P), First name (Q, P40), Club (R), Country (S).
  const header = await pane.book((b, s) => b.valuesOf(s, "A9:S9"), sheet);
  expect(header[0]?.slice(0, 5)).toEqual(["No", "Name", "Rank", "Rating", "R1"]);
  // D289: the column between the crosstable and the columns beside it is headed by the mark
  expect(header[0]?.slice(12)).toEqual([
    "R9",
    CROSSTABLE_END,
    "Register",
    "ID",
    "First name",
    "Club",
    "Country",
  ]);
  const rounds = await pane.book((b, s) => b.valuesOf(s, "E10:M19"), sheet);
  expect(rounds.flat().every((v) => v === "")).toBe(true);

  // The same list as late entries of the new sheet: 10 rows are not blank under its crosstable
  // (2 are, before the standings), so nothing is written and the pane says where to insert rows.
  await press(pane, "add-late");
  await expect(pane.page.locator("#add-late-problems li").allTextContents()).resolves.toEqual([
    expect.stringMatching(
      /^'input'!A20 10 late entries need 10 blank rows under the crosstable, from row 20; there are 2/,
    ),
  ]);

  await pane.page.locator("#step-pairing summary").click();
  await pane.page.locator("#rr-varma").check();
  await pane.page.locator("#rr-seed").fill("42");
  await press(pane, "round-robin");
  await expect(pane.page.locator("#pair-result").textContent()).resolves.toBe(
    "Round-robin schedule written: 10 players, 9 rounds, the numbers drawn by Varma's tables with seed 42.",
  );
  // The protocol: the seed, the table (FIDE C.05 Annex 2's for 10), the countries' envelopes,
  // ten draws.
  const protocol = await pane.page.locator("#rr-protocol li").allTextContents();
  expect(protocol.slice(0, 2)).toEqual([
    "Seed 42",
    "Table for 10 players: A (3, 4, 8), B (5, 7, 9), C (1, 6), D (2, 10)",
  ]);
  // HU (4) and RU (3) are larger than every envelope left (P23), DE and FR choose one.
  expect(protocol.filter((l) => / chooses envelope /.test(l))).toEqual([
    "DE (2): Müller Jan chooses envelope D of D",
    "FR (1): Dubois Marc chooses envelope C of C",
  ]);
  expect(protocol.filter((l) => / more than any envelope holds: /.test(l))).toHaveLength(2);
  expect(protocol.filter((l) => / draws \d+ from [A-D]$/.test(l))).toHaveLength(10);
  // The No column holds the drawn numbers, 1–10 once each; every round cell is filled.
  const numbers = (await pane.book((b, s) => b.valuesOf(s, "A10:A19"), sheet)).flat();
  expect([...numbers].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const written = await pane.book((b, s) => b.valuesOf(s, "E10:M19"), sheet);
  expect(written.flat().filter((v) => /^\d+\?\/[wb]$/.test(String(v)))).toHaveLength(90);
  await pane.page.locator("#step-pairing").screenshot({
    path: path.join(ROOT, "e2e", "screenshots", "pairing-en-varma.png"),
    animations: "disabled",
  });
  expect(pane.errors).toEqual([]);
  await pane.page.close();
});
