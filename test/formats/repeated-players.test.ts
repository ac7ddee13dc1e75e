/**
 * A duplicated player in a crosstable (issue 24 §3): one EGD PIN or FIDE ID for two players is
 * an error at the second one's line naming both (D63); one exact name twice that no two
 * different IDs tell apart is a warning (D74). Every tournament reader goes through the one
 * check (read-result.ts), so each format is read here once with a repeated ID. A hostile file
 * of 100,000 namesakes, generated per run, is the slow suite's (repeated-players.slow.test.ts).
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Diagnostic } from "../../src/core/tournament/diagnostics";
import { readFfg } from "../../src/formats/egd";
import { readTournament } from "../../src/formats/sniff";
import { H9 } from "./mini-h9";
import { tour } from "./pairgoth-mini";

const repeats = (d: readonly Diagnostic[]): Diagnostic[] =>
  d.filter((x) => x.code === "duplicate-id" || x.code === "duplicate-name");
const read = (name: string, text: string): Diagnostic[] => repeats(readTournament(text, name).diagnostics);

/** The mini h9 (rows at lines 2–5) with `pins` after rows 1–4 and row 4 renamed `last`. */
const h9 = (pins: readonly (string | undefined)[], last = "Delta Dan"): string =>
  [
    H9[0],
    ...H9.slice(1).map((row, i) => {
      const r = i === 3 ? row.replace("Delta Dan", last.padEnd(9)) : row;
      return pins[i] !== undefined ? `${r} |${pins[i]}` : r;
    }),
  ].join("\n");

const TRF = (secondId: string): string =>
  [
    "012 Mini Open",
    "001    1 m    Alpha, Ann                        2100 HUN     1234567 1990/01/01  1.0    1     2 w 1",
    `001    2 m    Beta, Bob                         2000 HUN     ${secondId.padStart(7)} 1991/02/02  0.0    2     1 b 0`,
  ].join("\n");

const OG = (pin2: string): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Tournament dataVersion="201">',
    "<Players>",
    '<Player name="Alpha" firstName="Ann" rank="3D" rating="2100" egfPin="12345678"/>',
    `<Player name="Beta" firstName="Bob" rank="2D" rating="2000" egfPin="${pin2}"/>`,
    "</Players>",
    "<Games>",
    '<Game roundNumber="1" whitePlayer="ALPHAANN" blackPlayer="BETABOB" result="RESULT_WHITEWINS" handicap="0"/>',
    "</Games>",
    "<TournamentParameterSet>",
    '<GeneralParameterSet name="Mini" numberOfRounds="1"/>',
    "</TournamentParameterSet>",
    "</Tournament>",
  ].join("\n");

describe("one ID for two players of a crosstable (D63)", () => {
  it("is an error at the second one's line naming both players, their lines, the ID and what to do", () => {
    const d = read("pin.h9", h9(["12345678", undefined, "12345678"]));
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ severity: "error", code: "duplicate-id", line: 4 });
    expect(d[0]?.detail).toBe(
      "EGD PIN 12345678 is given to two players, 'Alpha Ann' (line 2) and 'Gamma Gil' (line 4): one ID is one person; correct the ID of one of them (or, if they are one player entered twice, keep one row)",
    );
  });

  it.each([
    ["EGD h9", () => read("pin.h9", h9(["12345678", "12345678"]))],
    ["FFG", () => repeats(readFfg(h9(["12345678", "12345678"])).diagnostics)],
    ["TRF", () => read("mini.trf", TRF("1234567"))],
    ["OpenGotha", () => read("mini.xml", OG("12345678"))],
    [
      "pairgoth",
      () =>
        read(
          "mini.tour",
          tour({
            players: [
              { id: 1, name: "Kis", firstname: "Ede", rank: 0, egf: "12345678" },
              { id: 2, name: "Nagy", firstname: "Ida", rank: -5, egf: "12345678" },
            ],
          }),
        ),
    ],
    [
      "MacMahon",
      () =>
        read(
          "macmahon.xml",
          readFileSync(
            join(__dirname, "..", "fixtures", "macmahon-sample-tournament", "input.xml"),
            "utf8",
          ).replace("<EgdPin>23456789</EgdPin>", "<EgdPin>12345678</EgdPin>"),
        ),
    ],
    [
      "CSV",
      () =>
        read(
          "mini.csv",
          ["No;Name;Rank;PIN;1", "1;Alpha;3d;12345678;2+", "2;Beta;2d;12345678;1-"].join("\n"),
        ),
    ],
  ])("%s: an error", (_format, diagnostics) => {
    const d = diagnostics();
    expect(d.map((x) => [x.severity, x.code])).toEqual([["error", "duplicate-id"]]);
    expect(d[0]?.line).toBeGreaterThan(0);
  });

  it("two different IDs are no finding (the test above can fail: the same file with one ID changed)", () => {
    expect(read("mini.trf", TRF("1234568"))).toEqual([]);
    expect(read("mini.xml", OG("12345679"))).toEqual([]);
  });

  it('an ID of zeros is no ID: the way files write none (pairgoth\'s test file malavasi.geobug: egf "0" four times)', () => {
    expect(read("mini.xml", OG("0"))).toEqual([]);
    const og = OG("0").replace('egfPin="12345678"', 'egfPin="0"');
    expect(read("mini.xml", og)).toEqual([]);
    const pg = (egf: string): string =>
      tour({
        players: [
          { id: 1, name: "Kis", firstname: "Ede", rank: 0, egf },
          { id: 2, name: "Nagy", firstname: "Ida", rank: -5, egf },
        ],
      });
    expect(read("mini.tour", pg("0"))).toEqual([]);
    expect(read("mini.tour", pg("00000000"))).toEqual([]);
    // a real PIN beginning with a zero is an ID like any other
    expect(read("mini.tour", pg("01234567")).map((x) => x.code)).toEqual(["duplicate-id"]);
  });
});

describe("one name twice in a crosstable (D74)", () => {
  it("with no ID: a warning at the second line naming both lines", () => {
    const d = read("name.h9", h9([], "Gamma Gil"));
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ severity: "warning", code: "duplicate-name", line: 5 });
    expect(d[0]?.detail).toBe(
      "the name 'Gamma Gil' appears twice at lines 4 and 5, with no ID to tell the two apart: one player entered twice? If they are two people, give each his ID",
    );
  });

  it("with an ID on one of them only: still a warning (one ID tells nobody apart)", () => {
    expect(read("name.h9", h9([undefined, undefined, "12345678"], "Gamma Gil")).map((x) => x.code)).toEqual([
      "duplicate-name",
    ]);
  });

  it("namesakes with two different IDs are two people: nothing said", () => {
    expect(read("name.h9", h9([undefined, undefined, "12345678", "23456789"], "Gamma Gil"))).toEqual([]);
  });

  it("with one ID: only the ID's error, not also the name's warning", () => {
    const d = read("name.h9", h9([undefined, undefined, "12345678", "12345678"], "Gamma Gil"));
    expect(d.map((x) => x.code)).toEqual(["duplicate-id"]);
  });

  it("an anonymised name ('? ?') is no name to compare", () => {
    const anon = h9([]).replace("Gamma Gil", "? ?      ").replace("Delta Dan", "? ?      ");
    expect(read("anon.h9", anon)).toEqual([]);
  });
});
