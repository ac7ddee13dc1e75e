/**
 * D407: a TRF16 written from a TRF-2026 file keeps what pairing the next round needs: the rounds
 * (`142` → JaVaFo's `XXR`), the initial colour (`152` → `XXC white1/black1`) and the absences
 * declared for the next round (`240` → `0000 - H` in that round's column, counted in the points).
 * The file is trf-tiebreakserver-no-colour-preference (written by ChessRoster, SOURCES.txt): 8
 * players, 2 of `142 3` rounds played, `152 B`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";
import { run } from "../cli/fake-io";

const FIXTURE = join(__dirname, "../fixtures/trf-tiebreakserver-no-colour-preference/input.trf");
const SOURCE = readFileSync(FIXTURE, "utf8");
/** Player 6's half-point bye declared for round 3 (added here; the file declares none). */
const WITH_BYE = `${SOURCE}240 H   3    6\n`;

const lines = (text: string): string[] => text.split(/\r\n|\r|\n/);

describe("TRF16 written from TRF-2026 keeps the pairing state (D407)", () => {
  test("142 and 152 become XXR and XXC before the players, and read back the same", () => {
    const t = readTrf(SOURCE).tournament;
    expect(t.plannedRounds).toBe(3);
    expect(t.initialColour).toBe("black");
    const w = lines(writeTrf(t, "16").text);
    const first001 = w.findIndex((l) => l.startsWith("001"));
    expect(w.indexOf("XXR 3")).toBeGreaterThanOrEqual(0);
    expect(w.indexOf("XXR 3")).toBeLessThan(first001);
    expect(w.indexOf("XXC black1")).toBeLessThan(first001);
    expect(w.indexOf("XXC black1")).toBeGreaterThanOrEqual(0);
    expect(w.some((l) => /^(142|152)/.test(l))).toBe(false);
    const back = readTrf(w.join("\n")).tournament;
    expect(back.plannedRounds).toBe(3);
    expect(back.initialColour).toBe("black");
  });

  test("a source's own XXC rank white1 and XXR are written once, as they were", () => {
    const lichess = join(__dirname, "../fixtures/trf-competichess-lichess-large/input.trf");
    const w = lines(writeTrf(readTrf(readFileSync(lichess, "utf8")).tournament, "16").text);
    // the file's own records: "XXR 21" and "XXC rank white1" (test/fixtures/trf-competichess-lichess-large)
    expect(w.filter((l) => l.startsWith("XXR"))).toEqual(["XXR 21"]);
    expect(w.filter((l) => l.startsWith("XXC"))).toEqual(["XXC rank white1"]);
  });

  test("a 240 bye for the next round is its column's 0000 - H, counted in the points", () => {
    const t = readTrf(WITH_BYE).tournament;
    const w = lines(writeTrf(t, "16").text);
    const six = w.find((l) => l.startsWith("001    6")) ?? "";
    // round 3's block starts at column 112 (91 + 10 × 2, 0-based); 0.5 played + the bye's 0.5
    expect(six.slice(111, 119)).toBe("0000 - H");
    expect(six.slice(80, 84)).toBe(" 1.0");
    expect(w.some((l) => l.startsWith("240"))).toBe(false);
  });

  test("pair round 3 from the TRF16 as from the TRF-2026 file, as bbpPairings pairs it", async () => {
    const sixteen = writeTrf(readTrf(WITH_BYE).tournament, "16").text;
    const pairs = async (file: string, text: string): Promise<string[]> => {
      const r = await run(["pair", file, "--round", "3", "--engine", "dutch", "--json"], { [file]: text });
      expect(r.code).toBe(0);
      const out = JSON.parse(r.stdout) as { pairs: { whiteNo: number; blackNo: number }[]; byeNo: number };
      return [...out.pairs.map((p) => `${p.whiteNo}-${p.blackNo}`), `bye ${out.byeNo}`];
    };
    // bbpPairings v6.0.0, `bbpPairings.exe --dutch FILE -p OUT` on this TRF16 (29 November 2026):
    // "4 / 2 1 / 3 4 / 5 7 / 8 0", player 6 left out; its checker (-c) found nothing in the file
    const bbp = ["2-1", "3-4", "5-7", "bye 8"];
    expect(await pairs("/mem/with-bye-16.trf", sixteen)).toEqual(bbp);
    expect(await pairs("/mem/with-bye-2026.trf", WITH_BYE)).toEqual(bbp);
  });

  test("a 240 for a later round has no TRF16 column: said, not written", () => {
    const later = SOURCE.replace("142 3", "142 4") + "240 Z   4    5\n";
    const r = writeTrf(readTrf(later).tournament, "16");
    expect(r.notes.map((n) => n.code)).toContain("trf-absence-later"); // wrAbsenceLater16
    const five = lines(r.text).find((l) => l.startsWith("001    5")) ?? "";
    expect(five.trimEnd().length).toBeLessThanOrEqual(91 + 10 * 1 + 8);
  });
});
