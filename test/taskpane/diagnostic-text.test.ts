/**
 * Readers' diagnostics in the pane's language (src/taskpane/diagnostic-text.ts): the severity
 * and the position translated, the reader's own text kept after them. The diagnostics are the
 * readers' real output for broken files (src/formats), in the shape of
 * src/core/tournament/diagnostics.ts.
 */
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { readRatingList, readTournament } from "../../src/formats";
import { diagnosticDetail, diagnosticLine, diagnosticText } from "../../src/taskpane/diagnostic-text";
import { LANGUAGES, STRINGS } from "../../src/i18n/pane";

// Row 2 of an EGD table names opponent 7 in a table of two players: one error at the result's cell.
const broken = readTournament(
  "; EV[Broken]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 7+/b\n",
  "broken.h9",
).diagnostics;
const unknownOpponent = broken.find((d) => d.code === "unknown-opponent");
// Both players of the game claim the win: a warning (src/formats/read-result.ts).
const bothWin = readTournament(
  "; EV[Both]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 1+/b\n",
  "both.h9",
).diagnostics[0];

test("the fixtures are what the readers say", () => {
  expect(unknownOpponent).toMatchObject({
    severity: "error",
    line: 3,
    column: 28,
    message: 'EGD line 3, column 28: opponent 7 in "7+/b" is not a row of the table (2 players)',
  });
  expect(bothWin).toMatchObject({ severity: "warning", line: 2 });
});

test("the lead is translated: line and column, severity", () => {
  if (unknownOpponent === undefined) throw new Error("no unknown-opponent diagnostic");
  const detail = 'opponent 7 in "7+/b" is not a row of the table (2 players)';
  expect(diagnosticText(unknownOpponent, STRINGS.en)).toEqual({
    severity: "Error",
    where: "Line 3, column 28:",
    detail,
  });
  expect(diagnosticText(unknownOpponent, STRINGS.hu)).toEqual({
    severity: "Hiba",
    where: "3. sor, 28. oszlop:",
    detail,
  });
  expect(diagnosticText(unknownOpponent, STRINGS.ru)).toEqual({
    severity: "Ошибка",
    where: "Строка 3, столбец 28:",
    detail,
  });
  expect(diagnosticLine(unknownOpponent, STRINGS.hu)).toBe(`Hiba · 3. sor, 28. oszlop: ${detail}`);
  expect(diagnosticLine(unknownOpponent, STRINGS.ru, false)).toBe(`Строка 3, столбец 28: ${detail}`);
});

test("warnings are labelled as warnings in each language", () => {
  if (bothWin === undefined) throw new Error("no diagnostic");
  expect(LANGUAGES.map((l) => diagnosticText(bothWin, STRINGS[l]).severity)).toEqual([
    "Warning",
    "Figyelmeztetés",
    "Предупреждение",
  ]);
  expect(diagnosticText(bothWin, STRINGS.en).detail).not.toMatch(/^EGD|line 2/);
});

test("a rating list's error: the same lead (line 2, column 2)", () => {
  const [bad] = readRatingList("name;rating\nX;abc\n").diagnostics;
  if (bad === undefined) throw new Error("no diagnostic");
  expect(bad.message).toBe('Rating list line 2, column 2: rating "abc" is not a number');
  expect(diagnosticLine(bad, STRINGS.hu, false)).toBe('2. sor, 2. oszlop: rating "abc" is not a number');
});

test("without a column, or about the whole file", () => {
  const sink = new DiagnosticSink("OpenGotha");
  sink.error("x", 12, 0, "no <Tournament> element");
  sink.warning("y", 0, 0, "no rounds: a list of players only");
  const [line, file] = sink.items;
  if (line === undefined || file === undefined) throw new Error("no diagnostics");
  expect(diagnosticText(line, STRINGS.en)).toMatchObject({
    where: "Line 12:",
    detail: "no <Tournament> element",
  });
  expect(diagnosticText(line, STRINGS.hu).where).toBe("12. sor:");
  expect(diagnosticText(line, STRINGS.ru).where).toBe("Строка 12:");
  expect(diagnosticText(file, STRINGS.ru)).toEqual({
    severity: "Предупреждение",
    where: "",
    detail: "no rounds: a list of players only",
  });
  expect(diagnosticLine(file, STRINGS.en)).toBe("Warning · no rounds: a list of players only");
});

test("the reader's note that it stopped reporting is said in the pane's language", () => {
  const sink = new DiagnosticSink("EGD", 2);
  sink.error("a", 1, 1, "first");
  sink.error("b", 2, 1, "second");
  sink.error("c", 3, 1, "dropped");
  expect(sink.items).toHaveLength(2);
  const last = sink.items[1];
  if (last === undefined) throw new Error("no diagnostic");
  expect(last.message).toBe("EGD line 2, column 1: second (further diagnostics suppressed)");
  expect(sink.items[0]).not.toHaveProperty("suppressed");
  expect(diagnosticDetail(last)).toEqual({ text: "second", suppressed: true });
  expect(diagnosticText(last, STRINGS.hu).detail).toBe(`second ${STRINGS.hu.diagnosticsSuppressed}`);
  expect(diagnosticText(last, STRINGS.en).detail).not.toContain("further diagnostics suppressed");
});

test("a diagnostic built by hand: its detail is shown, whatever the message's shape", () => {
  const d = {
    severity: "error",
    line: 4,
    column: 2,
    code: "z",
    message: "'Ratings'!B5: something else",
    detail: "something else",
  } as const;
  expect(diagnosticText(d, STRINGS.en)).toEqual({
    severity: "Error",
    where: "Line 4, column 2:",
    detail: "something else",
  });
});
