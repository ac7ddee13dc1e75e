/**
 * D475: Pair round on a team event's sheet is refused at its team standings' cell, saying what to
 * do: the rounds of a team event pair teams (RULES §2.4), and the sheet paired its players one by
 * one (the Grandmommy's Cup, test/fixtures/trf-echecs-grandmommyscup: 50 teams, 249 players,
 * round 2 paired as players without a word before). An individual event's sheet pairs as before.
 */
import fs from "node:fs";
import path from "node:path";
import type { Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { readActiveSheet } from "../../src/sheet/actions";
import { planPairRound } from "../../src/sheet/pairing";
import { sheetOf } from "./pairing-sheet";

const fixture = (dir: string, file: string): Tournament =>
  readTrf(fs.readFileSync(path.join(__dirname, "../fixtures", dir, file), "latin1")).tournament;

/** The tournament before its round 2: rounds 2… emptied. */
const afterRound1 = (t: Tournament): Tournament => ({
  ...t,
  players: t.players.map((p) => ({
    ...p,
    results: p.results.map((e, r) => (r < 1 ? e : { kind: "absent" as const, score: null })),
  })),
});

test.each(["dutch", "swiss"] as const)("a team event's sheet: round 2 refused (%s)", async (system) => {
  const t = fixture("trf-echecs-grandmommyscup", "input.trf");
  expect(t.teams?.teams).toHaveLength(50);
  const { book, sheet } = await sheetOf(afterRound1(t), undefined, "en", "fide");
  const plan = planPairRound(await readActiveSheet(book.context()), {
    round: 2,
    engine: "opengotha",
    system,
  });
  expect(plan.ok).toBe(false);
  if (plan.ok) return;
  expect(plan.problems).toHaveLength(1);
  const [problem] = plan.problems;
  // the cell holding =TOURNAMENT.TEAMSTANDINGS(…)
  const cell = problem?.address.split("!")[1] ?? "";
  expect(String(book.cell(sheet, cell)?.formula ?? "")).toMatch(/^=TOURNAMENT\.TEAMSTANDINGS\(/);
  expect(problem?.message).toMatch(
    /is a team event's sheet .*pair the teams' round with a team pairing program/,
  );
});

test("an individual event's sheet still pairs (bbp-130.trf, test/fixtures/dutch-bbp)", async () => {
  const { book } = await sheetOf(afterRound1(fixture("dutch-bbp", "bbp-130.trf")), undefined, "en", "fide");
  const plan = planPairRound(await readActiveSheet(book.context()), { round: 2, engine: "opengotha" });
  expect(plan.ok).toBe(true);
});
