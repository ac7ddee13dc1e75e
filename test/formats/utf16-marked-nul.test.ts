/**
 * D457: UTF-16 text holds no U+0000 (a NUL character), as a file of single bytes or UTF-8 holds no
 * NUL byte (H6): a binary pasted into a text and saved as UTF-16 with its byte-order mark is refused
 * as a UTF-8 one is, at the NUL character's byte. The gate let every file with a UTF-16 mark
 * through unread, and the streamed rating list (the pane's and `rate --list`'s large lists) looked
 * for NULs in no piece of UTF-16 after the gate's first 64 KB, marked or not. The text is the
 * Hungarian list trap's (readers-hungarian-rating-list/lista.csv, its trap.json names its source).
 */
import { readFileSync } from "fs";
import { join } from "path";
import { refusal } from "../../src/formats/gate";
import { readRatingList } from "../../src/formats/rating-list";
import { readRatingListChunks } from "../../src/formats/lists/stream";

const LIST = readFileSync(
  join(__dirname, "../fixtures/traps/readers-hungarian-rating-list/lista.csv"),
  "utf8",
);

/** `text` in UTF-16, little- or big-endian, with its byte-order mark or (`mark` false) without. */
function utf16(text: string, order: "le" | "be", mark = true): Uint8Array {
  const b = new Uint8Array(Buffer.from(`${mark ? "\uFEFF" : ""}${text}`, "utf16le"));
  if (order === "be")
    for (let i = 0; i + 1 < b.length; i += 2) [b[i], b[i + 1]] = [b[i + 1] as number, b[i] as number];
  return b;
}

/** The byte (1-based) of the first U+0000 in UTF-16 `bytes`: 2 bytes a character, the mark included. */
const nulByte = (text: string, mark: boolean): number => 2 * ((mark ? 1 : 0) + text.indexOf("\0")) + 1;

describe.each(["le", "be"] as const)("UTF-16 %s holding a NUL character (D457)", (order) => {
  const at = LIST.indexOf("\n", LIST.indexOf("\n") + 1) + 1; // the start of the list's second row
  const bad = `${LIST.slice(0, at)}\0\0\0${LIST.slice(at)}`;

  test("with its mark: the gate refuses it at the NUL's byte, as it refuses a UTF-8 file's NUL", () => {
    expect(refusal(utf16(LIST, order), "rating list")).toBeUndefined();
    const refused = refusal(utf16(bad, order), "rating list");
    expect(refused).toEqual({
      code: "rdRefused",
      params: { kind: "nul", text: false, at: nulByte(bad, true) },
    });
    // the same text in UTF-8: its NUL byte refused alike
    const utf8 = new TextEncoder().encode(bad);
    expect(refusal(utf8, "rating list")?.params).toMatchObject({ kind: "nul", text: false });
  });

  test("a rating list read whole is refused with the gate's message", () => {
    const r = readRatingList(utf16(bad, order));
    expect(r.entries).toEqual([]);
    // as the same text in UTF-8 is refused: one error, the gate's
    const utf8 = readRatingList(new TextEncoder().encode(bad));
    expect(utf8.diagnostics.map((d) => [d.severity, d.code])).toEqual([["error", "not-readable"]]);
    expect(r.diagnostics.map((d) => [d.severity, d.code])).toEqual([["error", "not-readable"]]);
    expect(r.diagnostics[0]?.message).toContain(`byte ${nulByte(bad, true)}`);
  });

  test.each([true, false])(
    "a NUL past the first 64 KB of a streamed list (mark %s) is refused too",
    (mark) => {
      // the list's rows repeated past the gate's 64 KB, a NUL character in the last piece
      const rows = LIST.slice(at);
      const long = `${LIST}${rows.repeat(Math.ceil(70_000 / rows.length))}`;
      const text = `${long}\0${rows}`;
      const bytes = utf16(text, order, mark);
      const cut = 65536 * 2; // two pieces, the NUL in the second
      expect(nulByte(text, mark)).toBeGreaterThan(cut);
      const read = readRatingListChunks([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(read.diagnostics.map((d) => d.code)).toEqual(["not-readable"]);
      expect(read.diagnostics[0]?.message).toContain(`byte ${nulByte(text, mark)}`);
      // cut inside the NUL character's pair: told by the last byte of the piece before
      const across = nulByte(text, mark); // 0-based, the pair's second byte
      const split = readRatingListChunks([bytes.subarray(0, across), bytes.subarray(across)]);
      expect(split.diagnostics[0]?.message).toContain(`byte ${nulByte(text, mark)}`);
      // without it, the same pieces read the list
      const clean = utf16(`${long}${rows}`, order, mark);
      const ok = readRatingListChunks([clean.subarray(0, cut), clean.subarray(cut)]);
      expect(ok.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    },
  );
});
