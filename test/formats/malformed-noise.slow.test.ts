/**
 * Megabytes of noise through every reader: diagnostics, never a crash, the list capped; a reader
 * that does not finish fails by the test's timeout (its time is not asserted: a loaded machine is
 * slow, and a backtracking or quadratic reader would not finish at all) (the slow suite, `npm run test:slow`: 4 MB and 50 MB generated per run).
 */
import { readCsv } from "../../src/formats/csv";
import { readEgd } from "../../src/formats/egd";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readTournament } from "../../src/formats/sniff";
import { readTrf } from "../../src/formats/trf";

describe("noise", () => {
  const readers = [readEgd, readTrf, readCsv, readOpenGotha];

  it("4 MB of random bytes: diagnostics in bounded time, no crash", () => {
    const bytes = new Uint8Array(4 * 1024 * 1024);
    let x = 12345;
    for (let i = 0; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = x >> 16;
    }
    for (const read of readers) {
      const r = read(bytes);
      expect(r.diagnostics.length).toBeLessThanOrEqual(1000);
    }
  }, 90_000);

  describe("50 MB of noise (seeded, generated once for both cases)", () => {
    const SIZE = 50 * 1024 * 1024;
    let bytes = new Uint8Array(0);
    let text = "";
    beforeAll(() => {
      // xorshift32, four bytes a step: the same 50 MB on every run, generated in well under a second
      const words = new Uint32Array(SIZE / 4);
      let x = 20240706;
      for (let i = 0; i < words.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        words[i] = x >>> 0;
      }
      bytes = new Uint8Array(words.buffer);
      // text in the alphabet of crosstables, so that readers get past their first checks
      const alphabet = new TextEncoder().encode(" 0123456789+-=?/!wbWB;|\n\tabcXYZ<>.,_[]");
      const chars = new Uint8Array(SIZE);
      for (let i = 0; i < SIZE; i++) chars[i] = alphabet[(bytes[i] ?? 0) % alphabet.length] ?? 32;
      text = new TextDecoder().decode(chars);
    });

    it("random bytes through the sniffer: decoded, diagnosed, bounded", () => {
      const r = readTournament(bytes);
      expect(r.diagnostics.length).toBeGreaterThan(0);
      expect(r.diagnostics.length).toBeLessThanOrEqual(1000);
    }, 60_000);

    it("random text read as an h9: every bad line diagnosed, the list capped at 1000", () => {
      // 50 MB is beyond the crosstable limit of the file gate (H6); the reader itself still copes
      expect(readTournament(text, "noise.h9").diagnostics.map((d) => d.code)).toEqual(["not-readable"]);
      const r = readEgd(text);
      expect(r.diagnostics).toHaveLength(1000); // DiagnosticSink's limit
      expect(r.diagnostics[999]?.message).toMatch(/\(further diagnostics suppressed\)$/);
    }, 60_000);
  });
});
