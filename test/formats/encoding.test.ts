/**
 * Text encodings (D40, docs/formats.md "Encodings"). The fixtures in test/fixtures/encodings/
 * are the same texts saved in each encoding (SOURCES.txt says how), so every encoding must read
 * back to the UTF-8 original exactly.
 */
import { readFileSync } from "fs";
import { join } from "path";
import {
  ENCODINGS,
  decodeBytes,
  describeEncoding,
  type EncodingReport,
  encodingMessage,
  parseEncodingName,
  uncertainEncoding,
} from "../../src/formats/encoding";
import { readRatingList } from "../../src/formats/rating-list";
import { readTournament } from "../../src/formats/sniff";
import { LANGUAGES } from "../../src/i18n/language";
import { english, render } from "../../src/i18n/table";

const DIR = join(__dirname, "../fixtures/encodings");
const bytes = (f: string): Uint8Array => new Uint8Array(readFileSync(join(DIR, f)));
const SAMPLE = readFileSync(join(__dirname, "../../samples/mahjong-results.csv"), "utf8");
const BRNO = readFileSync(join(DIR, "brno-2024-utf8.h9"), "utf8");

describe("detection (D40)", () => {
  it.each([
    ["mahjong-results-cp1251.csv", "windows-1251"],
    ["mahjong-results-koi8r.csv", "koi8-r"],
    ["mahjong-results-iso8859-5.csv", "iso-8859-5"],
  ] as const)("%s (the Russian sample sheet) reads as %s, exactly the UTF-8 text", (file, encoding) => {
    const d = decodeBytes(bytes(file));
    expect(d.encoding).toBe(encoding);
    expect(d.alternatives).toBeUndefined();
    expect(d.text).toBe(SAMPLE);
  });

  it.each([
    ["brno-2024-cp1250.h9", "windows-1250"],
    ["brno-2024-iso8859-2.h9", "iso-8859-2"],
  ] as const)("%s (Czech and Slovak names) reads as %s", (file, encoding) => {
    const d = decodeBytes(bytes(file));
    expect(d.encoding).toBe(encoding);
    expect(d.text).toBe(BRNO);
  });

  it.each([
    ["mahjong-results-utf16le-bom.txt", "utf-16le", SAMPLE.replace(/;/g, "\t").replace(/\n/g, "\r\n")],
    ["mahjong-results-utf16be-bom.txt", "utf-16be", SAMPLE.replace(/;/g, "\t")],
  ] as const)("%s: the BOM decides %s (Excel's Unicode text)", (file, encoding, text) => {
    const d = decodeBytes(bytes(file));
    expect(d.encoding).toBe(encoding);
    expect(d.text).toBe(text);
  });

  it("UTF-16 without a BOM is told by its NUL bytes", () => {
    const le = bytes("mahjong-results-utf16le-bom.txt").subarray(2);
    expect(decodeBytes(le).encoding).toBe("utf-16le");
  });

  it("windows-1252: the 0x80–0x9F letters come out as a browser reads them (Node 20 drops them)", () => {
    // "Šťastný" bytes in cp1252 would be "Š\x9Dastný"; here plain cp1252 letters: Œ š ž Ÿ €
    const d = decodeBytes(
      new Uint8Array([0x8c, 0x9a, 0x9e, 0x9f, 0x20, 0x80, 0x0a, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]),
    );
    expect(d).toMatchObject({ encoding: "windows-1252", text: "Œšžź €\nMüller".replace("ź", "Ÿ") });
  });

  it("a Western list in cp1252 reads right", () => {
    const list = readRatingList(bytes("ratinglist-western-cp1252.csv"));
    expect(list.encoding).toBe("windows-1252");
    expect(list.entries.map((e) => `${e.name} ${e.firstName ?? ""}`)).toEqual([
      "Müller Jörg",
      "Dupont Françoise",
      "O’Brien Seán",
      "García Iñaki",
      "Sørensen Bjørn",
      "Lefèvre Hélène",
    ]);
    expect(list.diagnostics).toEqual([]);
  });

  it("one word of cp1250 is too little to be sure: read, and said to be uncertain", () => {
    const d = decodeBytes(new Uint8Array([0x4b, 0x6f, 0x76, 0xe1, 0xe8])); // "Kováč"
    expect(d.alternatives?.length ?? 0).toBeGreaterThan(0);
    expect([d.encoding, ...(d.alternatives ?? [])]).toContain("windows-1250");
    expect(describeEncoding(d)).toMatch(/uncertain: also/);
    const unsure = uncertainEncoding(d);
    expect(unsure === undefined ? "" : english(unsure)).toMatch(/choose the encoding/);
  });

  it("the officer's choice is used as it is, and said to be chosen", () => {
    const d = decodeBytes(bytes("mahjong-results-koi8r.csv"), "windows-1251");
    expect(d.chosen).toBe(true);
    expect(d.text).not.toBe(SAMPLE);
    expect(describeEncoding(d)).toBe("windows-1251 (chosen)");
    const m = encodingMessage(d);
    expect(render(m, "hu")).toBe("windows-1251 (választott)");
    expect(render(m, "ru")).toBe("windows-1251 (выбрана вручную)");
    expect(decodeBytes(bytes("mahjong-results-koi8r.csv"), "koi8-r").text).toBe(SAMPLE);
  });

  it("says how a text was decoded in the pane's language: a plain encoding by its name, the rest in words", () => {
    const say = (r: EncodingReport): string[] => LANGUAGES.map((l) => render(encodingMessage(r), l));
    expect(say({ encoding: "koi8-r" })).toEqual(["koi8-r", "koi8-r", "koi8-r"]);
    expect(say({ encoding: "mixed", legacy: "iso-8859-15" })).toEqual([
      "mixed, line by line (mostly iso-8859-15)",
      "vegyes, soronként (többnyire iso-8859-15)",
      "смешанная, построчно (в основном iso-8859-15)",
    ]);
    expect(say({ encoding: "windows-1252", alternatives: ["windows-1250"] })).toEqual([
      "windows-1252 (uncertain: also windows-1250)",
      "windows-1252 (bizonytalan: windows-1250 is lehet)",
      "windows-1252 (не наверняка: возможно, windows-1250)",
    ]);
  });

  it("names an encoding the way officers write it", () => {
    expect(parseEncodingName("CP1251")).toBe("windows-1251");
    expect(parseEncodingName("Windows-1250")).toBe("windows-1250");
    expect(parseEncodingName("latin2")).toBe("iso-8859-2");
    expect(parseEncodingName("ISO-8859-1")).toBe("windows-1252");
    expect(parseEncodingName("utf16")).toBe("utf-16le");
    expect(parseEncodingName("KOI8-R")).toBe("koi8-r");
    expect(parseEncodingName("ebcdic")).toBeUndefined();
    for (const e of ENCODINGS) expect(parseEncodingName(e)).toBe(e);
  });
});

describe("readers report the encoding", () => {
  it("a cp1250 h9: the names right, the encoding named, no warning", () => {
    const r = readTournament(bytes("brno-2024-cp1250.h9"), "brno.h9");
    expect(r.encoding).toBe("windows-1250");
    expect(r.decoding).toEqual({ encoding: "windows-1250" });
    expect(r.diagnostics).toEqual([]);
    expect(r.tournament.players.map((p) => p.name)).toEqual(
      readTournament(BRNO, "brno.h9").tournament.players.map((p) => p.name),
    );
    expect(r.tournament.players[0]?.name).toBe("Čermák");
  });

  it("an uncertain detection is a warning of the whole file; choosing silences it", () => {
    // a CSV crosstable of two players, "Kováč Petr" in cp1250: one such word is too little to be sure
    const head = new TextEncoder().encode("No;Name;R1\n1;");
    const name = new Uint8Array([0x4b, 0x6f, 0x76, 0xe1, 0xe8, 0x20, 0x50, 0x65, 0x74, 0x72]);
    const rest = new TextEncoder().encode(";2+/w\n2;Kos Petr;1-/b\n");
    const file = new Uint8Array([...head, ...name, ...rest]);
    const r = readTournament(file, "t.csv");
    expect(r.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([
      ["warning", "encoding-uncertain", 0],
    ]);
    expect(r.diagnostics[0]?.message).toMatch(
      /^Encoding: the text encoding is uncertain: read as windows-1250, but iso-8859-15/,
    );
    expect(r.tournament.players[0]?.name).toBe("Kováč Petr");
    const chosen = readTournament(file, "t.csv", undefined, "iso-8859-15");
    expect(chosen.diagnostics).toEqual([]);
    expect(chosen.tournament.players[0]?.name).toBe("Kováè Petr");
  });
});
