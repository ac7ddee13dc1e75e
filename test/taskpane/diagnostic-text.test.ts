/**
 * Readers' diagnostics in the pane's language (src/taskpane/diagnostic-text.ts): the severity,
 * the position and the reader's own text, each in the pane's language (the text rendered from
 * the diagnostic's message of the one table). The diagnostics are the readers' real output for
 * broken files (src/formats), in the shape of src/core/tournament/diagnostics.ts.
 */
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { readRatingList, readTournament } from "../../src/formats";
import { diagnosticDetail, diagnosticLine, diagnosticText } from "../../src/taskpane/diagnostic-text";
import { LANGUAGES, STRINGS } from "../../src/i18n/pane";
import { msg } from "../../src/i18n/table";

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
    message: `EGD line 3, column 28: opponent 7 in "7+/b" is not a row of the table (2 players): the round is read as not paired; write the opponent's row, 1 to 2`,
  });
  expect(bothWin).toMatchObject({ severity: "warning", line: 2 });
});

test("the lead and the text are translated: line and column, severity, the reader's words", () => {
  if (unknownOpponent === undefined) throw new Error("no unknown-opponent diagnostic");
  expect(diagnosticText(unknownOpponent, "en")).toEqual({
    severity: "Error",
    where: "Line 3, column 28:",
    detail: `opponent 7 in "7+/b" is not a row of the table (2 players): the round is read as not paired; write the opponent's row, 1 to 2`,
  });
  const hu =
    "a(z) 7. ellenfél („7+/b”) nem sora a táblázatnak (2 játékos): a fordulót párosítás nélkülinek olvassuk; írja be az ellenfél sorát (1–2)";
  const ru =
    "соперник 7 в «7+/b» — не строка таблицы (игроков: 2): тур прочитан как без пары; запишите строку соперника, от 1 до 2";
  expect(diagnosticText(unknownOpponent, "hu")).toEqual({
    severity: "Hiba",
    where: "3. sor, 28. oszlop:",
    detail: hu,
  });
  expect(diagnosticText(unknownOpponent, "ru")).toEqual({
    severity: "Ошибка",
    where: "Строка 3, столбец 28:",
    detail: ru,
  });
  expect(diagnosticLine(unknownOpponent, "hu")).toBe(`Hiba · 3. sor, 28. oszlop: ${hu}`);
  expect(diagnosticLine(unknownOpponent, "ru", false)).toBe(`Строка 3, столбец 28: ${ru}`);
});

test("warnings are labelled as warnings in each language", () => {
  if (bothWin === undefined) throw new Error("no diagnostic");
  expect(LANGUAGES.map((l) => diagnosticText(bothWin, l).severity)).toEqual([
    "Warning",
    "Figyelmeztetés",
    "Предупреждение",
  ]);
  expect(diagnosticText(bothWin, "en").detail).not.toMatch(/^EGD|line 2/);
  // the Hungarian of D53's contested game, naming both players as the rating's refusal does
  expect(diagnosticText(bothWin, "hu").detail).toBe(
    "1. forduló, Alpha A (1) – Beta B (2): mindketten győzelmet jelentenek",
  );
});

test("a rating list's error: the same lead (line 2, column 2), the field in the pane's words", () => {
  const [bad] = readRatingList("name;rating\nX;abc\n").diagnostics;
  if (bad === undefined) throw new Error("no diagnostic");
  expect(bad.message).toBe(
    'Rating list line 2, column 2: rating "abc" is not a number: write it in digits, with a point before any decimals',
  );
  expect(diagnosticLine(bad, "hu", false)).toBe(
    "2. sor, 2. oszlop: értékszám: „abc” nem szám: írja számjegyekkel, a tizedeseket ponttal elválasztva",
  );
  expect(diagnosticLine(bad, "ru", false)).toBe(
    "Строка 2, столбец 2: рейтинг «abc»: не число: запишите его цифрами, дробную часть — через точку",
  );
});

test("without a column, or about the whole file", () => {
  const sink = new DiagnosticSink("OpenGotha");
  sink.error(12, 0, msg("rdNoTournamentRoot", {}));
  sink.warning(0, 0, msg("rdNoPlayerElement", {}));
  const [line, file] = sink.items;
  if (line === undefined || file === undefined) throw new Error("no diagnostics");
  expect(diagnosticText(line, "en")).toMatchObject({
    where: "Line 12:",
    detail:
      "no <Tournament> root element: not an OpenGotha tournament; give the .xml file OpenGotha saved the tournament in",
  });
  expect(diagnosticText(line, "hu").where).toBe("12. sor:");
  expect(diagnosticText(line, "ru").where).toBe("Строка 12:");
  expect(diagnosticText(file, "ru")).toEqual({
    severity: "Предупреждение",
    where: "",
    detail: "нет элемента <player>: укажите XML-список ФИДЕ в том виде, как он скачан",
  });
  expect(diagnosticLine(file, "en")).toBe(
    "Warning · no <player> element: give FIDE's XML list as it is downloaded",
  );
});

test("the reader's note that it stopped reporting is said in the pane's language", () => {
  const sink = new DiagnosticSink("EGD", 2);
  sink.error(1, 1, msg("rdMissingRank", {}));
  sink.error(2, 1, msg("rdNotAPlayer", {}));
  sink.error(3, 1, msg("rdMissingRank", {}));
  expect(sink.items).toHaveLength(2);
  const last = sink.items[1];
  if (last === undefined) throw new Error("no diagnostic");
  expect(last.message).toBe(
    "EGD line 2, column 1: no round entries: not read as a player line; if it is a player's, end it with his result of each round (0- for a round he did not play), or begin it with ; to make it a comment (further diagnostics suppressed)",
  );
  expect(sink.items[0]).not.toHaveProperty("suppressed");
  const hu =
    "nincsenek fordulóbejegyzések: nem olvassuk be játékos soraként; ha játékos sora, írja a végére minden fordulóbeli eredményét (0- a nem játszott fordulóra), vagy kezdje ;-vel, hogy megjegyzés legyen";
  expect(diagnosticDetail(last, "hu")).toEqual({ text: hu, suppressed: true });
  expect(diagnosticText(last, "hu").detail).toBe(`${hu} ${STRINGS.hu.diagnosticsSuppressed}`);
  expect(diagnosticText(last, "en").detail).not.toContain("further diagnostics suppressed");
});

test("a value of the file is quoted in the language's own marks and cut to 40 characters (H3)", () => {
  const long = "x".repeat(200);
  const sink = new DiagnosticSink("CSV");
  sink.warning(2, 3, msg("rdBadRank", { value: long }));
  const [d] = sink.items;
  if (d === undefined) throw new Error("no diagnostic");
  expect(d.detail).toBe(
    `rank "${"x".repeat(40)}…" is not a Go rank: write it as 30k to 1k, 1d to 9d or 1p to 9p (the player has no rank until then)`,
  );
  expect(diagnosticText(d, "en").detail).toBe(d.detail);
  expect(diagnosticText(d, "hu").detail).toBe(
    `a fokozat („${"x".repeat(40)}…”) nem go-fokozat: írja 30k–1k, 1d–9d vagy 1p–9p alakban (addig a játékosnak nincs fokozata)`,
  );
  expect(diagnosticText(d, "ru").detail).toBe(
    `разряд «${"x".repeat(40)}…» — не разряд го: запишите его как 30k–1k, 1d–9d или 1p–9p (до тех пор у игрока нет разряда)`,
  );
});
