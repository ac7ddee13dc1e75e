/**
 * The officer's answer about who a player is (D62) through the pane's step 3 and the tournament
 * sheet: the trap "identity-horvat-horvath" (test/fixtures/traps/: the list spells the player
 * "Horvát Zoltán", line 14, 1845 3k; the crosstable "Horváth Zoltán") gives the command line's
 * figures, `rate --match "Horváth Zoltán=14"` (list rating 1845) or `--new` (the declared rank).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readRatingList, readTournament } from "../../src/formats";
import { type TournamentSheetRequest } from "../../src/sheet/request";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { choiceRows, choicesOf, emptyChoices } from "../../src/taskpane/choices";
import { type Unmatched, previewMatches } from "../../src/taskpane/matching";
import { choiceOf, namesakesOf } from "../../src/taskpane/view-identity";
import { run } from "../cli/fake-io";

const TRAP = join(__dirname, "..", "fixtures", "traps", "identity-horvat-horvath");
const t = readTournament(readFileSync(join(TRAP, "input.h9")), "input.h9").tournament;
const list = readRatingList(readFileSync(join(TRAP, "list.txt")));
const HORVATH = t.players.findIndex((p) => p.name.startsWith("Horváth"));
const LINE14 = list.entries.findIndex((e) => e.line === 14);

const request = (choices?: TournamentSheetRequest["choices"]): TournamentSheetRequest => ({
  tournament: t,
  fileName: "input.h9",
  params: { system: "mgsz", multiplier: 20 },
  ratingList: list,
  tiebreaks: ["MMS", "SOS"],
  language: "en",
  ...(choices !== undefined ? { choices } : {}),
});

test("the trap's player and list row are where the trap says", () => {
  const e = list.entries[LINE14];
  expect([HORVATH, `${e?.name} ${e?.firstName ?? ""}`.trim(), e?.rating]).toEqual([1, "Horvát Zoltán", 1845]);
});

test("step 3 asks about him, naming the list row, and Create refuses until answered", () => {
  const m = previewMatches(request(), "mgsz");
  const u = m.unmatched.find((x) => x.no === HORVATH + 1);
  expect(u?.question).toEqual({
    kind: "candidates",
    rows: [{ index: LINE14, name: "Horvát Zoltán", line: 14 }],
  });
  expect(() => buildTournamentSheet(request())).toThrow("did you mean 'Horvát Zoltán' (list line 14)?");
});

test("answered 'it is line 14': the sheet starts him from the list as rate --match does", async () => {
  const build = buildTournamentSheet(request({ identity: new Map([[HORVATH, LINE14]]) }));
  const cli = await run([
    "rate",
    join(TRAP, "input.h9"),
    "--system",
    "mgsz",
    "--multiplier",
    "20",
    "--ratings",
    join(TRAP, "list.txt"),
    "--match",
    "Horváth Zoltán=14",
    "--json",
  ]);
  const rows = JSON.parse(cli.stdout) as { ratingBefore: number; ratingAfter: number }[];
  const p = build.players[HORVATH];
  expect([p?.ratingBefore, p?.ratingAfter]).toEqual([1845, rows[HORVATH]?.ratingAfter]);
  expect(rows[HORVATH]?.ratingBefore).toBe(1845);
});

test("answered 'none of them': a new player, with the register choice a new player has", () => {
  const identity = new Map([[HORVATH, "new" as const]]);
  const build = buildTournamentSheet(request({ identity }));
  // RULES §1.5, D24: Horváth, declared 3k, starts from his declared rank
  expect(build.players[HORVATH]?.source).toBe("rank");
  const rows = choiceRows({ tournament: t, ratingList: list, choices: { identity } }, "mgsz");
  expect(rows.map((r) => r.index)).toContain(HORVATH);
  const form = { ...emptyChoices(), identity };
  expect(choicesOf(form, rows)).toEqual({ ok: true, choices: { identity } });
});

test("a remembered answer fits only the row it named (name and line)", () => {
  const q = { kind: "candidates" as const, rows: [{ index: LINE14, name: "Horvát Zoltán", line: 14 }] };
  expect([
    choiceOf({ name: "Horvát Zoltán", line: 14 }, q),
    choiceOf({ name: "Horvát Zoltán", line: 15 }, q),
    choiceOf({ none: [{ name: "Horvát Zoltán", line: 14 }] }, q),
    choiceOf(undefined, q),
  ]).toEqual([LINE14, undefined, "new", undefined]);
});

test("'none of them' remembered fits only the rows it rejected: a row the list has gained is asked about", () => {
  // the bare "new" of the first version said nothing of the rows: it rated as new a player the
  // list had since gained under a near spelling, without asking
  const horvat = { index: LINE14, name: "Horvát Zoltán", line: 14 };
  const gained = { index: 40, name: "Horvath Zoltan", line: 41 };
  const none = { none: [{ name: "Horvát Zoltán", line: 14 }] };
  expect([
    choiceOf(none, { kind: "candidates", rows: [horvat, gained] }),
    choiceOf(none, { kind: "candidates", rows: [{ ...horvat, line: 15 }] }),
    choiceOf("new" as never, { kind: "candidates", rows: [horvat] }),
  ]).toEqual([undefined, undefined, undefined]);
});

test("namesakes asked about are neither answered from the workbook nor remembered (D74)", () => {
  // two "Horváth Zoltán" of one file: an answer kept by the name would have been taken for the
  // other one at the next render, making two people one list row
  const q = { kind: "candidates" as const, rows: [{ index: LINE14, name: "Horvát Zoltán", line: 14 }] };
  const asked = (no: number, name: string): Unmatched => ({
    no,
    name,
    ambiguous: 0,
    fallback: { kind: "rank", rank: "3k", rating: 1745 },
    question: q,
  });
  const names = namesakesOf([
    asked(2, "Horváth Zoltán"),
    asked(3, "Kovács Anna"),
    asked(5, "Horváth Zoltán"),
  ]);
  expect([...names]).toEqual(["Horváth Zoltán"]);
});
