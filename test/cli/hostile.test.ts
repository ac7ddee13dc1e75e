/** Issue 11's command-line examples (classes 3, 7, 10): each ends in a message and its exit code. */
import { readFileSync } from "fs";
import { nodeIO } from "../../src/cli/node-io";
import { refusal } from "../../src/formats/gate";
import { MAX_BYTES } from "../../src/formats/gate-limits";
import { readTournament } from "../../src/formats/sniff";
import { english } from "../../src/i18n/table";
import { fixtureFile, run } from "./fake-io";

const EGD = fixtureFile("egd-veterans");

describe("class 3: option values never reach Object.prototype (H4)", () => {
  it.each(["__proto__", "constructor", "toString"])("convert --to %s is a usage error", async (to) => {
    const r = await run(["convert", EGD, "--to", to]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `rating-officer convert: --to "${to.toLowerCase()}": expected h9, csv, trf or trf16\n`,
    );
  });

  it.each(["constructor", "__proto__", "hasOwnProperty"])("rate --event %s is a usage error", async (ev) => {
    const r = await run(["rate", EGD, "--system", "mgsz", "--event", ev]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `"${ev.toLowerCase()}" is not one of invitational, national, european, world (several separated by commas)`,
    );
  });
});

describe("class 7: what is not a file, or not text, is refused with a message (H6)", () => {
  it("random bytes named .h9 give no garbage players", async () => {
    // a fixed pseudo-random sequence (xorshift), 4 KB
    let x = 2463534242;
    const bytes = new Uint8Array(4096).map(() => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x & 0xff;
    });
    const read = readTournament(bytes, "noise.h9");
    expect(read.tournament.players).toEqual([]);
    expect(read.diagnostics[0]?.message).toMatch(
      /^Tournament file: not a text file: a NUL byte at byte \d+; give the file as text, the program's own export or CSV UTF-8$/,
    );
  });

  it("NUL bytes in an otherwise good table are refused, not copied", () => {
    const text = readFileSync(EGD, "utf8").replace("Club", "Cl\u0000ub");
    const read = readTournament(new TextEncoder().encode(text), "t.h9");
    expect(read.diagnostics.map((d) => d.code)).toEqual(["not-readable"]);
  });

  it("UTF-16 with its byte-order mark is text (the encoding reader decodes it)", () => {
    expect(refusal(Uint8Array.from([0xff, 0xfe, 0x31, 0x00, 0x20, 0x00]), "crosstable")).toBeUndefined();
  });

  it("a file larger than the crosstable limit is refused by its size (naming no document: docs/ says why)", () => {
    const refused = refusal(new Uint8Array(MAX_BYTES.crosstable + 1), "crosstable");
    expect(refused === undefined ? "" : english(refused)).toMatch(
      /^16 MB is larger than a crosstable can be \(16 MB at most\): give a file that holds the crosstable alone$/,
    );
  });

  it("/dev/zero and a folder are refused before a byte is read", () => {
    expect(() => nodeIO.readFile("/dev/zero")).toThrow("not a regular file (a device, a pipe or a socket)");
    expect(() => nodeIO.readFile(__dirname)).toThrow("is a folder");
  });
});

describe("class 10: exit codes and depth", () => {
  it("a formula nested 3,000 deep is #SYNTAX! at Excel's 64 levels", async () => {
    const deep = `=${"MGSZ.CHANCE(".repeat(3000)}1${")".repeat(3000)}`;
    const r = await run(["formula", deep]);
    expect(r.code).not.toBe(0);
    // the 65th "MGSZ.CHANCE(" (12 characters each, after "=") starts at column 1 + 64 × 12 + 1
    expect(r.stdout).toBe(
      "#SYNTAX! Formula column 770: more than 64 levels of nested functions (Excel's limit)\n",
    );
  });

  it("rating-list errors set a non-zero exit code", async () => {
    const list = "name;rating\nAlpha Ann;2200\n\u0000";
    const r = await run(["rate", EGD, "--system", "mgsz", "--ratings", "list.csv"], { "list.csv": list });
    expect(r.stderr).toMatch(/list\.csv: error: Rating list: not a text file/);
    expect(r.code).not.toBe(0);
  });
});
