import { tagPositions, textKeeper } from "../../src/formats/read-result";
import { readCsv } from "../../src/formats/csv";

describe("tagPositions", () => {
  it("finds <tag>, <tag …> and <tag/> in order, by line and column of the `<`, never <tags>", () => {
    const xml = '<Games>\n  <Game a="1"/>\n<Game>x</Game><Game/>\n\t<Game\n  b="2"/>';
    expect(tagPositions(xml, "Game")).toEqual([
      { line: 2, column: 3 },
      { line: 3, column: 1 },
      { line: 3, column: 15 },
      { line: 4, column: 2 },
    ]);
    expect(tagPositions(xml, "Pairing")).toEqual([]);
  });
});

describe("textKeeper: the texts a model keeps are one string per distinct text (README, bench readers)", () => {
  it("gives back each text unchanged, equal texts as the same string", () => {
    const keep = textKeeper();
    const line = "1;14;IM;Alvarez Pedraza Aramis;2486;CUB";
    const [a, b] = [line.split(";")[3] ?? "", `${line};x`.split(";")[3] ?? ""];
    expect(keep(a)).toBe("Alvarez Pedraza Aramis");
    expect(keep(b)).toBe(keep(a));
    expect(keep("")).toBe("");
  });

  it("a Swiss-Manager CSV's rounds without a game are shared entries, never one object per cell", () => {
    // two players, round 2 not played by either (csv-swissmanager-san-sebastian's layout)
    const r = readCsv(
      "Rank;SNo.;;Name;Rtg;FED;1.Rd.;;;2.Rd.;;;Pts\n1;1;;A;2000;ESP;2;w;1;;;0;1\n2;2;;B;2000;ESP;1;b;0;;;0;0\n",
    );
    const [a, b] = r.tournament.players;
    expect(a?.results[1]).toEqual({ kind: "absent", score: 0 });
    expect(a?.results[1]).toBe(b?.results[1]);
    expect(a?.federation).toBe(b?.federation);
  });
});
