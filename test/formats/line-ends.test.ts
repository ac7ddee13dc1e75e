/**
 * Positions in an XML file saved with CR LF, LF or a lone CR (old Mac editors): the XML parser
 * counts a line at each of them (XML 1.0's end-of-line handling reads all three as LF), so the
 * positions of elements (`tagPositions`, H8) must too, or a lone-CR file's warnings stand at
 * line 1 while its syntax error stands at the parser's line.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readMacMahon } from "../../src/formats/macmahon";
import { readOpenGotha } from "../../src/formats/opengotha";
import { positionsOf } from "../../src/formats/read-result";
import type { ReadResult } from "../../src/formats/types";

const fixture = (name: string): string => readFileSync(join(__dirname, "../fixtures", name), "utf8");
const withEnds = (text: string, end: string): string => text.replace(/\r?\n/g, end);
const where = (r: ReadResult): string[] => r.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`);
/** Line and column (from 1) of `what`'s character `k` (its first occurrence) in an LF text. */
function lfPosition(text: string, what: string, k = 0): string {
  const before = text.slice(0, text.indexOf(what) + k).split("\n");
  return `${before.length}:${(before.at(-1) ?? "").length + 1}`;
}

describe("positionsOf: a line ends at CR LF, LF or a lone CR", () => {
  it("counts each of the three once", () => {
    // "a" line 1, "b" line 2 after CR LF, "c" line 3 after a lone CR, "d" line 4 after LF
    const text = "a\r\nb\rc\nd";
    const at = positionsOf(text);
    expect(["a", "b", "c", "d"].map((ch) => at(text.indexOf(ch)))).toEqual([
      { line: 1, column: 1 },
      { line: 2, column: 1 },
      { line: 3, column: 1 },
      { line: 4, column: 1 },
    ]);
  });
});

describe("OpenGotha: the same positions whatever the line ends (fixture opengotha-sts-ppik2010)", () => {
  // an unknown placement criterion (a warning at its <PlacementCriterion>, D22) and a duplicate
  // attribute after the last game (the parser's error)
  const lf = withEnds(fixture("opengotha-sts-ppik2010/input.xml"), "\n").replace(
    'name="SODOSM"',
    'name="FOO"',
  );
  const bad = lf.replace("</Games>", "<x a='1' a='2'/></Games>");
  const lfWarning = readOpenGotha(lf);
  const lfError = readOpenGotha(bad);

  it("the LF file's positions are where the text has them", () => {
    expect(where(lfWarning)).toEqual([
      `unhonoured-parameter ${lfPosition(lf, '<PlacementCriterion name="FOO"')}`,
    ]);
    // the parser stops at the `>` closing the tag with the duplicate attribute, its 16th character
    expect(where(lfError)).toEqual([`bad-xml ${lfPosition(bad, "<x a='1' a='2'/>", 15)}`]);
  });

  it.each([
    ["CR LF", "\r\n"],
    ["a lone CR", "\r"],
  ])("%s: as in the LF file", (_name, end) => {
    expect(where(readOpenGotha(withEnds(lf, end)))).toEqual(where(lfWarning));
    expect(where(readOpenGotha(withEnds(bad, end)))).toEqual(where(lfError));
  });
});

describe("MacMahon: the same positions whatever the line ends (fixture macmahon-sample-tournament)", () => {
  // the second player given the first one's <Id>: an error at the second <Player>
  const text = withEnds(fixture("macmahon-sample-tournament/input.xml"), "\n");
  const ids = [...text.matchAll(/<Id>(\d+)<\/Id>/g)].map((m) => m[1]);
  const twice = text.replace(`<Id>${ids[1]}</Id>`, `<Id>${ids[0]}</Id>`);
  const lf = where(readMacMahon(twice)).filter((w) => w.startsWith("duplicate-id"));

  it.each([
    ["CR LF", "\r\n"],
    ["a lone CR", "\r"],
  ])("%s: as in the LF file", (_name, end) => {
    expect(lf.length).toBeGreaterThan(0);
    expect(where(readMacMahon(withEnds(twice, end))).filter((w) => w.startsWith("duplicate-id"))).toEqual(lf);
  });
});
