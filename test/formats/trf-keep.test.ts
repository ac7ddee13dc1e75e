import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { splitLines } from "../../src/formats/encoding";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { recordKey } from "../../src/formats/trf-writer-keep";

/**
 * `convert --to trf` keeps a TRF's records (issue 24): on every TRF fixture, read and written
 * back as TRF-2026, the records the writer does not write (032, 092, 102, 112, 132, XX…, BB…,
 * comments, 240 of an individual event, 250, 260, unknown records) come out as they were, in
 * their order; those it writes from the model take their source's place.
 */
const FIXTURES = join(__dirname, "..", "fixtures");
const DIRS = readdirSync(FIXTURES).filter((d) => d.startsWith("trf-"));
const TRAPS = ["trf-convert-keeps-records", "trf-repeated-pairing-swiss"].map((d) => join("traps", d));

const linesOf = (text: string): string[] => {
  const ls = splitLines(text);
  return ls[ls.length - 1] === "" ? ls.slice(0, -1) : ls;
};

/** The source's lines, the written lines, and the keys of the records the writer writes itself. */
function roundTrip(dir: string) {
  const bytes = readFileSync(join(FIXTURES, dir, "input.trf"));
  const t = readTrf(new Uint8Array(bytes)).tournament;
  const own = new Set(linesOf(writeTrf({ ...t, sourceLines: undefined }).text).map(recordKey));
  return { source: linesOf((t.sourceLines ?? []).join("\n")), written: linesOf(writeTrf(t).text), own };
}

describe("a TRF read and written back keeps its records", () => {
  it("reads every TRF fixture", () => expect(DIRS.length).toBeGreaterThanOrEqual(19));

  it.each([...DIRS, ...TRAPS])(
    "%s: every record the writer does not write, as it was and in order",
    (dir) => {
      const { source, written, own } = roundTrip(dir);
      const kept = (ls: readonly string[]) => ls.filter((l) => !own.has(recordKey(l)));
      // Swiss-Manager's "spielfrei" record is the bye, no player (D433): not written back
      const placeholder = (l: string) => l.startsWith("001") && l.slice(14, 47).trim() === "spielfrei";
      expect(kept(written)).toEqual(kept(source).filter((l) => !placeholder(l)));
      // and each record the writer writes is there, once per key
      for (const key of new Set(source.map(recordKey).filter((k) => own.has(k))))
        expect(written.some((l) => recordKey(l) === key)).toBe(true);
    },
  );

  it("the writer's own records are the header records it models, the players and the teams", () => {
    const codes = new Set<string>();
    for (const dir of DIRS)
      for (const key of roundTrip(dir).own) codes.add(/^\d{3}$/.test(key) ? key : key.slice(0, 3));
    // 012 022 042 052 062 072 082 122 142 152 162 (D43, D45) and 352 (D45); the rating report's
    // 032 092 102 112 132 (D203); 001 and the national
    // lines (IND, FRA, RUS: D43); the team section 310 320 330 240 (D45; 013 in TRF16)
    expect([...codes].sort()).toEqual(
      [
        "001",
        "012",
        "022",
        "032",
        "042",
        "052",
        "062",
        "072",
        "082",
        "092",
        "102",
        "112",
        "122",
        "132",
        "142",
        "152",
        "162",
        "240",
        "310",
        "320",
        "330",
        "352",
        "362",
        "FRA",
        "IND",
        "RUS",
      ].sort(),
    );
  });

  it("a player no longer in the tournament does not come back from the source", () => {
    const t = readTrf(new Uint8Array(readFileSync(join(FIXTURES, TRAPS[0] ?? "", "input.trf")))).tournament;
    const five = { ...t, players: t.players.slice(0, 5).map((p) => ({ ...p, results: [] })), rounds: 0 };
    const written = linesOf(writeTrf(five).text);
    expect(written.filter((l) => l.startsWith("001")).map((l) => l.slice(0, 8))).toEqual([
      "001    1",
      "001    2",
      "001    3",
      "001    4",
      "001    5",
    ]);
    expect(written).toContain("102 Kiss, Jozsef (700123)");
  });

  it("the trap's file comes back line for line but TRF-2026's 142, which the writer adds", () => {
    const { source, written } = roundTrip(TRAPS[0] ?? "");
    expect(written.filter((l) => !l.startsWith("142"))).toEqual(source);
    expect(written.filter((l) => l.startsWith("142"))).toEqual(["142 3"]);
  });
});

describe("a point system the written points are not in", () => {
  // bbpPairings' random 3-1-0 tournaments (`162  W 3.0    D 1.0`, or BBW/BBD lines): the writer
  // writes points and ranks in 1 / ½ / 0, so keeping the record would make every 001 line's points
  // contradict it (bbpPairings' checker refused all 39 such files: "The score for player 1 does
  // not match the game results")
  const trap = readFileSync(join(FIXTURES, TRAPS[0] ?? "", "input.trf"), "utf8");
  const withRecords = (records: string[]) => {
    const lines = linesOf(trap);
    const first = lines.findIndex((l) => l.startsWith("001"));
    return [...lines.slice(0, first), ...records, ...lines.slice(first)].join("\n");
  };

  it.each([[["162  W 3.0    D 1.0"]], [["BBW  3.0", "BBD  1.0"]]])("%j is left out, and said", (records) => {
    const { text, notes } = writeTrf(readTrf(withRecords(records)).tournament);
    expect(linesOf(text).filter((l) => /^(?:162|BB)/.test(l))).toEqual([]);
    expect(notes.map((n) => n.code)).toContain("trf-point-system");
    expect(
      linesOf(text)
        .find((l) => l.startsWith("001    1"))
        ?.slice(80, 84),
    ).toBe(
      linesOf(trap)
        .find((l) => l.startsWith("001    1"))
        ?.slice(80, 84),
    );
  });

  it("1 / ½ / 0 written out is kept as it was", () => {
    const { text, notes } = writeTrf(readTrf(withRecords(["162  W 1.0    D 0.5    L 0.0"])).tournament);
    expect(linesOf(text)).toContain("162  W 1.0    D 0.5    L 0.0");
    expect(notes.map((n) => n.code)).not.toContain("trf-point-system");
  });
});
