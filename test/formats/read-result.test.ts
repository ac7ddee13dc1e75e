import { tagPositions } from "../../src/formats/read-result";

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
