/**
 * An OpenGotha file read once (issue 25, D93): `readOpenGothaFile` parses the XML once and reads
 * both views from that parse, the tournament (standings, ratings) and OpenGotha's own model (its
 * pairing); they read the same players, in the same order, and the same games and byes, on every
 * OpenGotha fixture of test/fixtures (the EGC-size ones in the slow suite).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileText } from "../../src/formats/file-text";
import { readOpenGotha, readOpenGothaFile } from "../../src/formats/opengotha";
import { openGothaPairingOrRefusal } from "../../src/formats/opengotha-pairing";
import { parseOpenGothaXml } from "../../src/formats/opengotha-xml";
import { readImport } from "../../src/taskpane/import";
import { fixtureFile, run } from "../cli/fake-io";
import { isLarge } from "../cli/per-fixture";
import { bothViewsAgree } from "./opengotha-views";

jest.mock("../../src/formats/opengotha-xml", () => {
  const actual = jest.requireActual<typeof import("../../src/formats/opengotha-xml")>(
    "../../src/formats/opengotha-xml",
  );
  return { ...actual, parseOpenGothaXml: jest.fn(actual.parseOpenGothaXml) };
});
const parses = parseOpenGothaXml as jest.MockedFunction<typeof parseOpenGothaXml>;

const FIXTURES = join(__dirname, "../fixtures");
const files = readdirSync(FIXTURES)
  .filter((d) => d.startsWith("opengotha-"))
  .map((d) => [d, readFileSync(join(FIXTURES, d, "input.xml"))] as const);

beforeEach(() => parses.mockClear());

describe("an OpenGotha file is parsed once", () => {
  // a file with three categories: before, its categories were read by a second parse (D47)
  const [, bytes] = files.find(([d]) => d === "opengotha-cat-act2020") ?? ["", Buffer.alloc(0)];

  it("by readOpenGothaFile, which gives both views", () => {
    const { read, pairing } = readOpenGothaFile(bytes);
    expect(parses).toHaveBeenCalledTimes(1);
    expect("tournament" in pairing).toBe(true);
    // the categories come from that one parse: some player is in a category after the first
    expect(read.tournament.players.some((p) => (p.category ?? 0) > 0)).toBe(true);
  });

  it("by each of the readers kept for their callers, and a FileText is not decoded again", () => {
    readOpenGotha(bytes);
    expect(parses).toHaveBeenCalledTimes(1);
    openGothaPairingOrRefusal(fileText(bytes, "crosstable"));
    expect(parses).toHaveBeenCalledTimes(2);
  });

  it("gives the same views as the readers kept for their callers", () => {
    const both = readOpenGothaFile(bytes);
    expect(readOpenGotha(bytes)).toEqual(both.read);
    expect(openGothaPairingOrRefusal(bytes)).toEqual(both.pairing);
  });

  it("by the pane's import, `sheet` and `pair`, which read its pairing parameters from that parse", async () => {
    // a second parse read the pairing parameters (the sheet's pairing block, `pair`'s model)
    readImport(bytes, "input.xml");
    expect(parses).toHaveBeenCalledTimes(1);
    const file = fixtureFile("opengotha-cat-act2020");
    parses.mockClear();
    expect((await run(["sheet", file, "--system", "mgsz", "--accept-unknown", "--out", "t.xlsx"])).code).toBe(
      0,
    );
    expect(parses).toHaveBeenCalledTimes(1);
    parses.mockClear();
    expect((await run(["pair", file, "--round", "2", "--json"])).code).toBe(0);
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it("a file that is not XML: the tournament's error and the pairing's refusal, from one parse", () => {
    const { read, pairing } = readOpenGothaFile("<Tournament><Players>");
    expect(parses).toHaveBeenCalledTimes(1);
    expect(read.diagnostics.map((d) => d.code)).toEqual(["bad-xml"]);
    expect("refused" in pairing && pairing.refused.code).toBe("ogXmlBad");
  });
});

describe("both views read the same players, games and byes", () => {
  // the EGC-size fixtures (EGC 2011 and 2013) in the slow suite: opengotha-one-read-large.slow.test.ts
  it.each(files.filter(([dir]) => !isLarge(dir)))("%s", (_dir, bytes) => bothViewsAgree(bytes));
});

describe("one player key for both views (D93)", () => {
  // OpenGotha's Player.computeKeyString removes the space only: "Kiss\u00a0Pal" (a no-break space)
  // is another player than "KissPal"; the tournament read them as one, an error, before
  const xml = [
    `<Tournament dataVersion="201"><Players>`,
    `<Player name="KissPal" firstName="A" rank="1k"/>`,
    `<Player name="Kiss\u00a0Pal" firstName="A" rank="2k"/>`,
    `</Players><Games>`,
    `<Game roundNumber="1" tableNumber="1" whitePlayer="KISSPALA" blackPlayer="KISS\u00a0PALA" result="RESULT_WHITEWINS"/>`,
    `</Games><TournamentParameterSet><GeneralParameterSet numberOfRounds="1"/></TournamentParameterSet></Tournament>`,
  ].join("\n");

  it("a no-break space is part of the key, in the tournament as in the pairing", () => {
    const { read, pairing } = readOpenGothaFile(xml);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(read.tournament.players[0]?.results[0]).toMatchObject({ kind: "game", opponent: 1, score: 2 });
    expect("tournament" in pairing && pairing.tournament.games).toEqual([
      { round: 0, white: 0, black: 1, handicap: 0, result: "white", byDefault: false },
    ]);
  });
});

describe("one table of results for both views (D93)", () => {
  const game = (result: string): string =>
    [
      `<Tournament dataVersion="201"><Players>`,
      `<Player name="Ann" firstName="A" rank="1k"/><Player name="Bob" firstName="B" rank="1k"/>`,
      `</Players><Games>`,
      `<Game roundNumber="1" tableNumber="1" whitePlayer="ANNA" blackPlayer="BOBB" result="${result}"/>`,
      `</Games><TournamentParameterSet><GeneralParameterSet numberOfRounds="1"/></TournamentParameterSet></Tournament>`,
    ].join("\n");

  it("a result by default: a forfeit in the tournament, byDefault in the pairing", () => {
    const { read, pairing } = readOpenGothaFile(game("RESULT_BLACKWINS_BYDEF"));
    expect(read.tournament.players[1]?.results[0]).toMatchObject({ kind: "game", score: 2, forfeit: true });
    expect("tournament" in pairing && pairing.tournament.games[0]).toMatchObject({
      result: "black",
      byDefault: true,
    });
  });

  it("a name of Object's prototype is no result: an error in the tournament, refused by the pairing (H4)", () => {
    // before, the pairing read result="constructor" as Object's constructor function
    for (const name of ["constructor", "toString", "__proto__"]) {
      const { read, pairing } = readOpenGothaFile(game(name));
      expect(read.diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.line])).toEqual([
        ["unknown-result", 4],
      ]);
      // the <Game> at line 4, column 1
      expect(pairing).toMatchObject({ refused: { code: "ogXmlUnknownResult" }, line: 4, column: 1 });
    }
  });
});

describe("what the pairing refuses, the tournament says (D93)", () => {
  const tournament = (players: string, gps: string): string =>
    [
      `<Tournament dataVersion="201"><Players>`,
      players,
      `</Players><Games/><TournamentParameterSet>`,
      `<GeneralParameterSet ${gps}/>`,
      `</TournamentParameterSet></Tournament>`,
    ].join("\n");

  it("a player without a name: an error at his line; before, read in silence", () => {
    const { read, pairing } = readOpenGothaFile(
      tournament(`<Player name="Ann" firstName="A" rank="1k"/>\n<Player firstName="B" rank="2k"/>`, ""),
    );
    expect(read.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([["error", "missing-name", 3]]);
    expect(pairing).toMatchObject({ refused: { code: "ogXmlPlayerNoName", params: { number: 2 } }, line: 3 });
  });

  it("a round count that is no whole number: a warning at the attribute; before, read in silence", () => {
    const { read, pairing } = readOpenGothaFile(
      tournament(`<Player name="Ann" firstName="A" rank="1k"/>`, `numberOfRounds="x"`),
    );
    expect(read.diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ["warning", "bad-parameter", 4, 22],
    ]);
    expect(read.diagnostics[0]?.detail).toBe(
      `numberOfRounds="x" is not a whole number; 0 used; write a whole number`,
    );
    expect(pairing).toMatchObject({
      refused: { code: "ogXmlAttribute", params: { name: "numberOfRounds" } },
    });
  });
});
