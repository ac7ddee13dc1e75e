import { readFileSync } from "fs";
import { join } from "path";
import { readTrf } from "../../src/formats/trf";

/**
 * The team records read at their columns (D77, as the player record's D57): `310` (TRF-2026),
 * `013` (TRF16), `320` and `330`, on the three real files with team records and on their lines
 * edited one column at a time. The columns are TRF-2026's, as the files' own `###` rulers give
 * them (grandmommyscup line 294, Sharly's team sample lines 47 and 54).
 */
const FIXTURES = join(__dirname, "..", "fixtures");
const text = (name: string): string => readFileSync(join(FIXTURES, name, "input.trf"), "utf8");
const CUP = text("trf-echecs-grandmommyscup");
const SHARLY = text("trf-sharly-trf26-team-import-test");
/** The file with the line starting `start` changed by `f` (the line must be there). */
function edit(file: string, start: string, f: (line: string) => string): string {
  const lines = file.split("\n");
  const i = lines.findIndex((l) => l.startsWith(start));
  if (i < 0) throw new Error(`no line ${start}`);
  return lines.map((l, j) => (j === i ? f(l) : l)).join("\n");
}
const found = (r: ReturnType<typeof readTrf>) =>
  r.diagnostics.filter((d) => d.code === "misaligned").map((d) => [d.severity, d.line, d.column, d.detail]);
const misaligned = (file: string) => found(readTrf(file));

describe("the real files with team records read as before (D77)", () => {
  // every fixture with a 310, 320 or 330 record (grep -l "^310\|^320\|^330" test/fixtures/*/*):
  // their diagnostics are those of the reader before the team records were checked
  it.each([
    ["trf-echecs-grandmommyscup", [["info", "old-team-records", 654]]],
    [
      "trf-echecs-trf26-team",
      [
        // the birth date after a 10-digit FIDE ID, D58
        ["warning", "misaligned", 13],
        ["warning", "misaligned", 14],
        // D434: its points, 4.0 and 3.5 after one round (invented data), checked as any event's
        ["warning", "points-differ", 13],
      ],
    ],
    ["trf-sharly-trf26-team-import-test", [["info", "point-system", 11]]],
  ])("%s", (name, expected) => {
    const r = readTrf(text(name));
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual(expected);
  });
});

describe("a team record across its columns is refused at that column (D77)", () => {
  it("310: one extra space in the team's name, at the column the average rating spills into", () => {
    // line 295 `310   1 India …  IND     2486   15     28.0  11     1    5   15   28   44`
    const r = readTrf(edit(CUP, "310   1 India", (l) => l.replace("India", "India ")));
    const e = found(r);
    expect(e.map((d) => d.slice(0, 3))).toEqual([["error", 295, 54]]);
    expect(e[0]?.[3]).toBe(
      'team 1 (India): average rating at columns 48–53 reads "248", the next column holds "6": ' +
        "the line looks shifted right by 1 column after column 8, in the name; put each field at its columns",
    );
    // the team keeps its number and name (320, 330 and 240 name it) but nothing after the spill:
    // no members (never player 1 read from `15` one column right), no match points `1`
    const india = r.tournament.teams?.teams.find((t) => t.number === 1);
    expect(india).toEqual({ name: "India", number: 1, nickname: "IND", members: [] });
  });

  it("310: the members one column right, after column 73", () => {
    const e = misaligned(edit(CUP, "310   1 India", (l) => l.replace("  11     1", "  11      1")));
    expect(e).toEqual([
      [
        "error",
        295,
        78,
        'team 1 (India): member\'s starting rank at columns 74–77 reads "", the next column holds "1": ' +
          "the line looks shifted right by 1 column after column 73; put each field at its columns",
      ],
    ]);
  });

  it("310: a value left-aligned within its columns is no shift", () => {
    // `   5` written `5   ` at 79–82: the field reads 5 either way
    const r = readTrf(edit(CUP, "310   1 India", (l) => l.replace("1    5   15", "1 5      15")));
    expect(found(r)).toEqual([]);
    expect(r.tournament.teams?.teams[0]?.members).toHaveLength(5);
  });

  it("310: a member one column right within the list, after the column before it", () => {
    const e = misaligned(edit(CUP, "310   1 India", (l) => l.replace("    5   15", "    5    15")));
    expect(e.map((d) => d.slice(1))).toEqual([
      [
        295,
        88,
        'team 1 (India): member\'s starting rank at columns 84–87 reads "1", the next column holds "5": ' +
          "the line looks shifted right by 1 column after column 83; put each field at its columns",
      ],
    ]);
  });

  it("013 (TRF16): a name one character too long pushes the members right", () => {
    // a TRF16 team file: the 013 records only (grandmommyscup's 310 lines left out)
    const trf16 = CUP.split("\n")
      .filter((l) => !l.startsWith("310"))
      .join("\n");
    const e = misaligned(edit(trf16, "013 Georgia", (l) => l.replace("Georgia ", "Georgia  ")));
    expect(e.map((d) => d.slice(1))).toEqual([
      [
        // line 656 of the file less its 50 lines of 310
        606,
        41,
        'team "Georgia": member\'s starting rank at columns 37–40 reads "", the next column holds "3": ' +
          "the line looks shifted right by 1 column after column 4, in the name; put each field at its columns",
      ],
    ]);
  });

  it("320: the bye's team one column right: never read as no bye", () => {
    // Sharly's line 55 `320  2.0  5.0   5   3`: team 5's bye in round 1 worth 2.0 / 5.0
    const r = readTrf(edit(SHARLY, "320 ", (l) => l.replace("5.0   5", "5.0    5")));
    expect(found(r)).toEqual([
      [
        "error",
        55,
        18,
        '320 record, round 1: team at columns 15–17 reads "", the next column holds "5": ' +
          "the line looks shifted right by 1 column after column 14; put each field at its columns",
      ],
    ]);
    expect(r.tournament.teams?.byes.filter((b) => b.kind === "P")).toEqual([]);
  });

  it("330: the round one column right", () => {
    // grandmommyscup's line 524 `330 +-   4  23  33`
    expect(misaligned(edit(CUP, "330 +-   4  23  33", (l) => l.replace("+-   4", "+-    4")))).toEqual([
      [
        "error",
        524,
        11,
        '330 record: round at columns 8–10 reads "", the next column holds "4": ' +
          "the line looks shifted right by 1 column after column 7; put each field at its columns",
      ],
    ]);
  });

  it("330: a round left-aligned within 8–10 is read", () => {
    const r = readTrf(edit(CUP, "330 +-   4  23  33", (l) => l.replace("+-   4", "+- 4  ")));
    expect(found(r)).toEqual([]);
    expect(r.tournament.teams?.forfeits[0]?.round).toBe(4);
  });
});
