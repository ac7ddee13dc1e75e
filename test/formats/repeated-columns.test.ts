/**
 * Issue 24 §3: a repeated EGD PIN or FIDE ID (D63) or name (D74) in a crosstable is said at its
 * line AND column, as every other reader message: the column where the second player's ID (or
 * name) is written. Each expected position is found in the test's own text: the n-th occurrence
 * of the field as written (an element's `<`, an attribute's or key's name, a CSV field's number).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { type Diagnostic } from "../../src/core/tournament/diagnostics";
import { readFfg } from "../../src/formats/egd";
import { readTournament } from "../../src/formats/sniff";
import { H9 } from "./mini-h9";
import { tour } from "./pairgoth-mini";

const repeats = (d: readonly Diagnostic[]): Diagnostic[] =>
  d.filter((x) => x.code === "duplicate-id" || x.code === "duplicate-name");
const read = (name: string, text: string): Diagnostic[] => repeats(readTournament(text, name).diagnostics);

/** Line and column (1-based) of the `n`-th occurrence of `needle` in `text`. */
function nth(text: string, needle: string, n: number): { line: number; column: number } {
  let at = -1;
  for (let k = 0; k < n; k++) at = text.indexOf(needle, at + 1);
  if (at < 0) throw new Error(`no ${n}-th "${needle}"`);
  const before = text.slice(0, at);
  return { line: before.split("\n").length, column: at - before.lastIndexOf("\n") };
}

/** An OpenGotha file of these `<Player>` lines (lines 4, 5, …) and no game. */
const og = (players: readonly string[]): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Tournament dataVersion="201">',
    "<Players>",
    ...players,
    "</Players>",
    "<Games/>",
    "<TournamentParameterSet>",
    '<GeneralParameterSet name="Mini" numberOfRounds="1"/>',
    "</TournamentParameterSet>",
    "</Tournament>",
  ].join("\n");

const PIN = "12345678";
/** The mini h9 with this PIN after rows 1 and 3 (lines 2 and 4). */
const H9_PIN = H9.map((row, i) => (i === 1 || i === 3 ? `${row} | ${PIN}` : row)).join("\n");

describe("a repeated ID is said at its column (D63)", () => {
  it.each([
    ["EGD h9", () => read("pin.h9", H9_PIN), H9_PIN, PIN],
    ["FFG", () => repeats(readFfg(H9_PIN).diagnostics), H9_PIN, PIN],
  ])("%s: the PIN after '|' (its first digit)", (_f, diagnostics, text, needle) => {
    const d = diagnostics();
    expect(d).toHaveLength(1);
    // line 4, column 63: the row's 60 characters, " | " and the PIN
    expect(d[0]).toMatchObject({ code: "duplicate-id", ...nth(text, needle, 2) });
    expect(d[0]).toMatchObject({ line: 4, column: H9[3].length + 4 });
    expect(d[0]?.message).toMatch(/^(EGD|FFG) line 4, column \d+: EGD PIN 12345678 is given to two players/);
  });

  it("TRF: the FIDE ID's first digit (its field is columns 58–68, right-aligned)", () => {
    const line = (n: number, name: string, id: string): string =>
      `001    ${n} m    ${name.padEnd(34)}2100 HUN ${id.padStart(11)} 1990/01/01  0.0    ${n}`;
    const text = ["012 Mini Open", line(1, "Alpha, Ann", "1234567"), line(2, "Beta, Bob", "1234567")].join(
      "\n",
    );
    const d = read("mini.trf", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-id"]);
    // columns 58–68 hold "    1234567": the first digit is column 62
    expect(d[0]).toMatchObject({ line: 3, column: 62 });
    expect(d[0]).toMatchObject(nth(text, "1234567", 2));
  });

  it("OpenGotha: the egfPin attribute of the second <Player>", () => {
    const player = (name: string, pin: string): string =>
      `<Player name="${name}" firstName="A" rank="3D" rating="2100" egfPin="${pin}"/>`;
    const text = og([player("Alpha", PIN), `  ${player("Beta", PIN)}`]);
    const d = read("mini.xml", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-id"]);
    expect(d[0]).toMatchObject({ line: 5 });
    expect(d[0]).toMatchObject(nth(text, "egfPin", 2));
  });

  it("pairgoth: the second player's egf key", () => {
    const text = tour({
      players: [
        { id: 1, name: "Kis", firstname: "Ede", rank: 0, egf: PIN },
        { id: 2, name: "Nagy", firstname: "Ida", rank: -5, egf: PIN },
      ],
    });
    const d = read("mini.tour", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-id"]);
    expect(d[0]).toMatchObject(nth(text, '"egf"', 2));
  });

  it("MacMahon: the second player's <EgdPin> element", () => {
    const fixture = join(__dirname, "..", "fixtures", "macmahon-sample-tournament", "input.xml");
    const text = readFileSync(fixture, "utf8").replace(
      `<EgdPin>23456789</EgdPin>`,
      `<EgdPin>${PIN}</EgdPin>`,
    );
    const d = read("macmahon.xml", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-id"]);
    expect(d[0]).toMatchObject(nth(text, "<EgdPin>", 2));
  });

  it("CSV: the PIN column's number (the other CSV messages count fields)", () => {
    const text = ["No;Name;Rank;PIN;1", `1;Alpha;3d;${PIN};2+`, `2;Beta;2d;${PIN};1-`].join("\n");
    expect(read("mini.csv", text)).toMatchObject([{ code: "duplicate-id", line: 3, column: 4 }]);
  });
});

describe("a repeated name is said at its column (D74)", () => {
  it("EGD h9: the second row's name (its first letter)", () => {
    const text = H9.map((row) => row.replace("Delta Dan", "Gamma Gil")).join("\n");
    const d = read("name.h9", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-name"]);
    // row 4 (line 5) "   4 Gamma Gil": the name begins at column 6
    expect(d[0]).toMatchObject({ line: 5, column: 6 });
    expect(d[0]).toMatchObject(nth(text, "Gamma Gil", 2));
  });

  it("OpenGotha: the name attribute", () => {
    const text = og([
      '<Player name="Alpha" firstName="Ann" rank="3D" rating="2100"/>',
      '<Player rank="2D" name="Alpha" firstName="Ann" rating="2000"/>',
    ]);
    const d = read("mini.xml", text);
    expect(d.map((x) => x.code)).toEqual(["duplicate-name"]);
    // `name=` after `rank="2D" ` on line 5, not the firstName attribute
    expect(d[0]).toMatchObject({ line: 5, column: 19 });
    expect(d[0]).toMatchObject(nth(text, 'name="Alpha"', 2));
  });
});
