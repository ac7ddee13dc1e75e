/**
 * The Club and Country columns of the tournament sheet (P31, P32): written beside the
 * crosstable when the file has clubs and countries, read back by their headers, and passed to
 * pairing, so that OpenGotha's geographical criteria pair from the sheet as from the file. The
 * OpenGotha fixtures' games are OpenGotha 3.52.03's own pairings (SOURCES.txt); their parameter
 * sets weigh the same club (3) and the same country (1).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Player, Tournament } from "../../src/core/tournament/model";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readActiveSheet } from "../../src/sheet/actions";
import { readCrosstable } from "../../src/sheet/pairing-read";
import { parseTournamentSheet } from "../../src/sheet/parse-sheet";
import { ReadGrid } from "../../src/sheet/read-grid";
import { report } from "../../src/sheet/pairing-report";
import { ROOT, geoPairsAsTheFile, sheetOf, withoutGeo } from "./pairing-geo-sweep";

/** OpenGotha 3.52.03's simplemm file, read once for the file's tests. */
const SIMPLEMM = readOpenGotha(readFileSync(join(ROOT, "og352-weights-simplemm", "input.xml"))).tournament;

/** The tournament without ratings (the Go file's, some below 0, are no FIDE ratings). */
function unrated(t: Tournament): Tournament {
  return {
    ...t,
    players: t.players.map((p) => {
      const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
      delete out.rating;
      return out;
    }),
  };
}

describe("Club and Country beside the crosstable", () => {
  test("written when the file has them, in the sheet's language, and read back by their headers", async () => {
    const model = SIMPLEMM;
    for (const language of ["en", "hu", "ru"] as const) {
      const { book, sheetName } = await sheetOf(model, "mgsz", language);
      const read = await readActiveSheet(book.context());
      expect(read.sheetName).toBe(sheetName);
      const c = readCrosstable(read, 1);
      if (Array.isArray(c)) throw new Error(JSON.stringify(c));
      expect(c.t.players.map((p) => [p.club, p.federation])).toEqual(
        model.players.map((p) => [p.club, p.federation]),
      );
    }
    // A file without clubs or countries, Go and chess: the columns all the same, blank, for the
    // director to fill (P45); a club typed there counts.
    const bare = { ...model, players: model.players.map(withoutGeo) };
    for (const system of ["mgsz", "fide"] as const) {
      const { book, sheetName, build } = await sheetOf(system === "fide" ? unrated(bare) : bare, system);
      const headers = build.plan.blocks.map((b) => b.rows[0]?.[0]).filter((x) => x?.kind === "text");
      expect(headers.map((h) => (h?.kind === "text" ? h.text : ""))).toEqual(
        expect.arrayContaining(["Club", "Country"]),
      );
      const read = await readActiveSheet(book.context());
      const c = readCrosstable(read, 1);
      if (Array.isArray(c)) throw new Error(JSON.stringify(c));
      expect(c.t.players.every((p) => p.club === undefined && p.federation === undefined)).toBe(true);
      const grid = new ReadGrid(read);
      const parsed = parseTournamentSheet(grid);
      if (Array.isArray(parsed) || parsed.clubColumn === undefined) throw new Error("no Club column");
      book.typeInto(sheetName, grid.address(parsed.ctRow + 1, parsed.clubColumn).replace(/^.*!/, ""), "Pécs");
      const typed = readCrosstable(await readActiveSheet(book.context()), 1);
      if (Array.isArray(typed)) throw new Error(JSON.stringify(typed));
      expect(typed.t.players[0]?.club).toBe("Pécs");
    }
  });

  test("P40: the First name column: written when the file has first names, read back as OpenGotha's name and first name", async () => {
    const model = SIMPLEMM;
    for (const language of ["en", "hu", "ru"] as const) {
      const { book } = await sheetOf(model, "mgsz", language);
      const c = readCrosstable(await readActiveSheet(book.context()), 1);
      if (Array.isArray(c)) throw new Error(JSON.stringify(c));
      expect(c.t.players.map((p) => [p.name, p.firstName])).toEqual(
        model.players.map((p) => [p.name, p.firstName]),
      );
    }
    // The Name cell as the director may type it: name and first name (the first name split off
    // its end), or the name alone (then it is the name); a blank First name keeps the Name cell.
    const { book, sheetName } = await sheetOf(model, "mgsz");
    const column = ["J", "K", "L", "M", "N", "O", "P"].find(
      (x) => book.cell(sheetName, `${x}9`)?.value === "First name",
    );
    if (column === undefined) throw new Error("no First name column");
    book.typeInto(sheetName, "B10", "van der Berg Jan Piet");
    book.typeInto(sheetName, `${column}10`, "Jan Piet");
    book.typeInto(sheetName, "B11", "Kovács");
    book.typeInto(sheetName, `${column}11`, "Anna");
    book.typeInto(sheetName, "B12", "Ivanov Pavel");
    book.typeInto(sheetName, `${column}12`, "");
    const c = readCrosstable(await readActiveSheet(book.context()), 1);
    if (Array.isArray(c)) throw new Error(JSON.stringify(c));
    expect(c.t.players.slice(0, 3).map((p) => [p.name, p.firstName])).toEqual([
      ["van der Berg", "Jan Piet"],
      ["Kovács", "Anna"],
      ["Ivanov Pavel", undefined],
    ]);
    // A file without first names: no such column.
    const bare = {
      ...model,
      players: model.players.map((p) => {
        const out: { -readonly [K in keyof Player]: Player[K] } = { ...p };
        delete out.firstName;
        return out;
      }),
    };
    const { build } = await sheetOf(bare, "mgsz");
    const headers = build.plan.blocks.map((b) => b.rows[0]?.[0]).filter((x) => x?.kind === "text");
    expect(headers.map((h) => (h?.kind === "text" ? h.text : ""))).not.toContain("First name");
  });

  // The sheet's clubs and countries pair every round as the file does (geoPairsAsTheFile): on
  // simplemm here, on every fixture (Toulouse 2024 too, about 1 s) in pairing-geo.slow.test.ts.
  test("og352-weights-simplemm: the clubs and countries read from the sheet pair every round as the file does", () =>
    geoPairsAsTheFile("og352-weights-simplemm", "mcmahon"));
});

describe("the report's same club and same country (P32)", () => {
  const player = (name: string, club: string, federation: string) => ({
    name,
    club,
    federation,
    rank: "5k",
    results: [],
  });
  const t: Tournament = {
    format: "csv",
    name: "",
    rounds: 1,
    parameters: SIMPLEMM.parameters,
    // Country HU is the event's own (4 of 6): not reported; club Pécs is reported, and so are
    // country DE and club Bp Go (case and spaces aside).
    players: [
      player("A", "Pécs", "HU"),
      player("B", "pécs ", "HU"),
      player("C", "Bp Go", "DE"),
      player("D", "BP GO", "DE"),
      player("E", "Szeged", "HU"),
      player("F", "", "HU"),
    ],
  };
  test("named by board, the event's own country left out", () => {
    const games = [
      { white: 0, black: 1, handicap: 0, nigiri: false },
      { white: 2, black: 3, handicap: 0, nigiri: false },
      { white: 4, black: 5, handicap: 0, nigiri: false },
    ];
    const lines = report(t, 0, games).filter(
      (m) => m.code === "pairSameClub" || m.code === "pairSameCountry",
    );
    expect(lines).toEqual([
      { code: "pairSameClub", params: { board: 1, white: "1 A", black: "2 B", club: "Pécs" } },
      { code: "pairSameClub", params: { board: 2, white: "3 C", black: "4 D", club: "Bp Go" } },
      { code: "pairSameCountry", params: { board: 2, white: "3 C", black: "4 D", country: "DE" } },
    ]);
  });
});
