/** D63: an ID a second time in a rating list is an error at its line; the first row is kept. */
import { readRatingList } from "../../../src/formats";
import { english } from "../../../src/i18n/table";

describe("a repeated ID in a rating list (D63)", () => {
  it("CSV: the second row is an error at its line naming the first, and left out", () => {
    const list = readRatingList(
      [
        "pin;name;rating",
        "13850408;Aczel Gergely;2236",
        "10701477;Horvath Zoltan;1845",
        "13850408;Nagy Anna;1845",
      ].join("\n"),
    );
    expect(list.entries.map((e) => e.name)).toEqual(["Aczel Gergely", "Horvath Zoltan"]);
    const errors = list.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => [d.line, english(d.text)])).toEqual([
      [4, "ID 13850408 appears twice (first at line 2): one ID is one person"],
    ]);
  });
  it("an ID that is no number is compared as written, case and spaces aside", () => {
    const list = readRatingList(
      ["pin;name;rating", "hu-12;A;1500", "B-7;B;1600", " HU-12 ;C;1700"].join("\n"),
    );
    expect(list.entries.map((e) => e.name)).toEqual(["A", "B"]);
  });
  it("FIDE TXT: three rows of one ID, each repeat said", () => {
    const header =
      "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    const row = (id: string, name: string): string =>
      `${id.padEnd(15)}${name.padEnd(61)}HUN M                                2000  9   20              1990`;
    const list = readRatingList(
      [
        header,
        row("738123", "A, B"),
        row("738999", "C, D"),
        row("738123", "E, F"),
        row("738123", "G, H"),
      ].join("\n"),
    );
    expect(list.entries.map((e) => e.name)).toEqual(["A, B", "C, D"]);
    expect(list.diagnostics.filter((d) => d.severity === "error").map((d) => d.line)).toEqual([4, 5]);
  });
});
