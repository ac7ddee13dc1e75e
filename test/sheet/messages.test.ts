/**
 * The crosstable reader's problems (src/formats/sheet-crosstable.ts) in the pane's languages:
 * each diagnostic carries its message of the one table (src/i18n/table.ts), whose English is
 * the diagnostic's text (the TOURNAMENT.* functions' #VALUE! and the end-to-end tests read it),
 * and which has its own Hungarian and Russian text naming the same values.
 */
import type { Diagnostic } from "../../src/core/tournament/diagnostics";
import type { CellFailure } from "../../src/formats/cell";
import {
  type CrosstableCode,
  type SheetValue,
  readSheetCrosstable,
} from "../../src/formats/sheet-crosstable";
import { type Message, msg } from "../../src/i18n/table";
import { SheetInputError, describe as say, describeError, messageOf } from "../../src/sheet/messages";

/** Ranges that between them make the reader say everything it can say (each a row 1..n table). */
const RANGES: readonly (readonly SheetValue[][])[] = [
  // numbers, names, ranks, ratings; a late entry (a name, no number) whose row's number 1 is
  // taken, and a row with neither
  [
    [null, "A", "1d", 2000, ""],
    ["x", "B", "1d", 2000, ""],
    [1, "C", "1d", 2000, ""],
    [1, "", "3x", -5000, ""],
    [null, "", "1d", null, "1+"],
  ],
  // every failure of the cell grammar (cell.ts), a TRUE cell, an opponent not in the table
  [[1, "A", "1d", null, "x", "1234567+", "3x", "3+x", "3+/w123", "3+/w2x", true, "99+"]],
  // the symmetry check: self-game, one-sided, results, colours, handicap, forfeit
  [
    [1, "A", "1d", null, "1+/w0", "2+/w0", "2+/w0", "2+/w2", "2+!", "3+/w0"],
    [2, "B", "1d", null, "", "1+/b0", "1-/w0", "1-/b0", "1-/w0", ""],
    [3, "C", "1d", null, "", "", "", "", "", ""],
  ],
];

const diagnostics: Diagnostic[] = RANGES.flatMap((r) => [...readSheetCrosstable(r).diagnostics]);

// asymmetric-unknown-opponent: the reader resolves opponents itself, so the symmetry check's
// own "not in the table" cannot come out of a range; its message is checked as the reader
// would write it.
const synthetic: Diagnostic = {
  severity: "error",
  line: 2,
  column: 5,
  code: "asymmetric-unknown-opponent",
  message:
    "Crosstable row 2, column 5: round 1: opponent 9 is not in the table: write the number of one of its players",
  detail: "round 1: opponent 9 is not in the table: write the number of one of its players",
  text: msg("ctUnknownOpponent", { round: 1, opponent: 9 }),
};

const CODES: readonly CrosstableCode[] = [
  "missing-number",
  "bad-number",
  "duplicate-number",
  "missing-name",
  "bad-rank",
  "bad-rating",
  "unknown-result",
  "unknown-opponent",
  "asymmetric-unknown-opponent",
  "asymmetric-self-game",
  "asymmetric-one-sided",
  "asymmetric-results",
  "asymmetric-colours",
  "asymmetric-handicap",
  "asymmetric-forfeit",
];

const REASONS: readonly (CellFailure | "not-a-result")[] = [
  "not-a-result",
  "no-opponent",
  "opponent-too-long",
  "unknown-result",
  "expected-mark",
  "handicap-range",
  "unexpected",
];

describe("the crosstable reader's messages", () => {
  const all = [...diagnostics, synthetic];

  test("the ranges make the reader use every code and every cell failure", () => {
    expect(new Set(all.map((d) => d.code))).toEqual(new Set(CODES));
    const reasons = all
      .filter((d) => d.code === "unknown-result")
      .map((d) => (d.text?.code === "ctBadResult" ? d.text.params.reason : undefined));
    expect(new Set(reasons)).toEqual(new Set(REASONS));
  });

  test.each(all.map((d) => [d.code, d.detail, d] as const))(
    "%s: %s — English byte for byte, Hungarian and Russian of their own",
    (_code, text, d) => {
      // The detail is the reader's text without its position, as recalc.ts hands it over.
      expect(d.message.replace(/^Crosstable row \d+(, column \d+)?: /, "")).toBe(text);
      const m = d.text as Message;
      expect(m.code).not.toBe("verbatim");
      expect(say(m, "en")).toBe(text);
      const hu = say(m, "hu");
      const ru = say(m, "ru");
      expect(new Set([text, hu, ru]).size).toBe(3);
      for (const t of [hu, ru]) {
        expect(t).not.toMatch(/undefined|NaN|\[object/);
        // The values the English names are named in every language (not the reason: a word).
        for (const [k, v] of Object.entries(m.params)) if (k !== "reason") expect(t).toContain(String(v));
      }
    },
  );

  test("every diagnostic of the reader carries the values of its message", () => {
    const one = readSheetCrosstable([[1, "A", "1d", null, "3+/w2x", "7+"]]).diagnostics;
    expect(one.map((d) => [d.code, d.text])).toEqual([
      ["unknown-result", msg("ctBadResult", { round: 1, reason: "unexpected", cell: "3+/w2x", rest: "x" })],
      ["unknown-opponent", msg("ctUnknownOpponent", { round: 2, opponent: 7 })],
    ]);
  });
});

describe("an error's message", () => {
  test("the message an error of src/sheet carries; else the error's own text, verbatim", () => {
    const carried = msg("notDate", { field: "release", value: "soon" });
    expect(messageOf(new SheetInputError(carried))).toEqual(carried);
    expect(describeError(new SheetInputError(carried), "en")).toBe(
      'Rating release: "soon" is not a date like 2026-12-01',
    );
    expect(messageOf(new Error("Player 3: no rank"))).toEqual({
      code: "verbatim",
      params: { text: "Player 3: no rank" },
    });
    // a `text` that is no message of this module is not taken for one
    expect(messageOf({ text: "plain" })).toEqual({ code: "verbatim", params: { text: "[object Object]" } });
    expect(describeError("a string thrown", "ru")).toBe("a string thrown");
  });
});
