/** Step 1 of the pane without the DOM (src/taskpane/import.ts) over real fixtures. */
import fs from "node:fs";
import path from "node:path";
import { RatingError } from "../../src/core/common/errors";
import { LANGUAGES } from "../../src/i18n/language";
import { english, msg, render } from "../../src/i18n/table";
import { headersOf, readFailure, readImport, readiness } from "../../src/taskpane/import";

const FIX = path.resolve(__dirname, "../fixtures");
const bytes = (dir: string, file: string) => new Uint8Array(fs.readFileSync(path.join(FIX, dir, file)));

test("an EGD table: format, event, dates, players and rounds (fixture egd-veterans)", () => {
  const p = readImport(bytes("egd-veterans", "input.h9"), "Veterans.h9");
  // expected.json of the fixture: 14 players, 5 rounds, no diagnostics; the h9 header EV/PC/DT/TM.
  expect(p).toMatchObject({
    format: "egd",
    event: "Veterans",
    location: "La Maison de Verotte", // PC[,La Maison de Verotte]: the empty field before it dropped
    dates: "2015-11-07 – 2015-11-08",
    players: 14,
    rounds: 5,
    timeControl: { adjustedMinutes: 82, text: "Standard byo-yomi" },
  });
  expect(p.errors).toEqual([]);
  expect(p.warnings).toEqual([]);
  expect(readiness(p, false)).toBe("ok");
});

test("OpenGotha XML and TRF are recognised from their content", () => {
  const og = readImport(bytes("opengotha-weekend", "input.xml"), "input.xml");
  // <TimeSystem basicTime="60" …> with Japanese byo-yomi of 30 s, as src/formats/opengotha.ts reads it.
  expect([og.format, og.timeControl]).toEqual(["opengotha", { basicMinutes: 60, text: "STDBYOYOMI 30s" }]);
  const trf = readImport(bytes("trf-tiebreakserver-held-round-robin", "input.trf"), "");
  expect(trf.format).toBe("trf");
  expect(trf.players).toBe(6); // the fixture's expected.json
});

test("pasted text reads like the file", () => {
  const text = fs.readFileSync(path.join(FIX, "egd-veterans", "input.h9"), "latin1");
  const p = readImport(text, "");
  expect([p.format, p.players, p.rounds]).toEqual(["egd", 14, 5]);
});

test("errors block, warnings need acceptance, an empty file blocks", () => {
  // Player 2's round-1 opponent 7 is not a row of the table: an error (src/formats/egd.ts).
  const broken = "; EV[Broken]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 7+/b\n";
  const p = readImport(broken, "broken.h9");
  expect(p.errors[0]?.message).toMatch(/opponent 7/);
  expect(readiness(p, true)).toBe("errors");

  // Both players claim the win: OpenGotha allows it, so the symmetry check only warns (read-result.ts).
  const both = "; EV[Both]\n 1 Alpha_A 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 1+/b\n";
  const w = readImport(both, "both.h9");
  expect(w.errors).toEqual([]);
  // Reported at player 1's round-1 cell: line 2, column 29 ("2+/w" after 28 characters).
  expect(w.warnings.map((d) => d.message)).toEqual([
    "EGD line 2, column 29: Round 1, Alpha A (1) – Beta B (2): both claim the win",
  ]);
  expect(readiness(w, false)).toBe("accept-warnings");
  expect(readiness(w, true)).toBe("ok");

  const empty = readImport("", "empty.csv");
  expect(readiness({ ...empty, errors: [] }, true)).toBe("no-players");
});

test("a name from the file is kept as written (the pane renders it as text)", () => {
  const evil = "<img src=x onerror=alert(1)>";
  const h9 = `; EV[X]\n; TM[60]\n 1 ${evil.replace(/ /g, "_")} 1d HU Bp 1 1 0 0 2+/w\n 2 Beta_B 1d HU Bp 0 0 0 0 1-/b\n`;
  const p = readImport(h9, "x.h9");
  expect(p.tournament.players[0]?.name).toBe(evil);
});

test("a mahjong results table (place, player, points) is recognised, with its points", () => {
  // The layout src/formats/mahjong.ts reads: a title row, a header naming place, player and points.
  const csv = "Test Cup\nPlace;Player;Points\n1;Ivanov Ivan;120,5\n2;Petrov Petr;80\n3;Sidorov Sidor;-10\n";
  const p = readImport(csv, "cup.csv");
  expect(p.mahjongResults?.rows.map((r) => [r.place, r.player, r.points])).toEqual([
    [1, "Ivanov Ivan", 120.5],
    [2, "Petrov Petr", 80],
    [3, "Sidorov Sidor", -10],
  ]);
  expect(p.players).toBe(3);
});

test("a CSV crosstable is not taken for mahjong results (fixture csv-swissmanager-san-sebastian)", () => {
  const p = readImport(bytes("csv-swissmanager-san-sebastian", "input.csv"), "input.csv");
  // expected.json of the fixture: 150 players, 9 rounds.
  expect([p.format, p.players, p.rounds, p.mahjongResults]).toEqual(["csv", 150, 9, undefined]);
});

test("the header row of a sheet read, column A first, blanks for unused columns", () => {
  const read = {
    sheetName: "L",
    row: 2,
    column: 1,
    rows: 2,
    columns: 3,
    values: [
      ["Name", "", 7],
      ["x", "y", "z"],
    ],
    formulas: [],
    numberFormat: [],
  };
  expect(headersOf(read, 2)).toEqual(["", "Name", "", "7"]);
  expect(headersOf(read, 3)).toEqual(["", "x", "y", "z"]);
  expect(headersOf(read, 9)).toEqual(["", "", "", ""]);
});

describe("a file that cannot be read: why, in the pane's language", () => {
  it("a reader's error says its own message of the table", () => {
    const e = new RatingError("value", msg("ogXmlNoEnd", {}));
    expect(readFailure(e)).toEqual(msg("ogXmlNoEnd", {}));
  });

  it("an unexpected error: a translated lead, its text as it is", () => {
    const m = readFailure(new RangeError("Maximum call stack size exceeded"));
    expect(LANGUAGES.map((l) => render(m, l))).toEqual([
      "an unexpected error: Maximum call stack size exceeded",
      "váratlan hiba: Maximum call stack size exceeded",
      "непредвиденная ошибка: Maximum call stack size exceeded",
    ]);
    expect(english(readFailure("thrown text"))).toBe("an unexpected error: thrown text");
  });
});
