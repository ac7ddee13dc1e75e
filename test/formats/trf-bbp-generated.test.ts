import { readFileSync, readdirSync } from "fs";
import { join } from "path";
import { readTrf } from "../../src/formats/trf";
import { writeTrf } from "../../src/formats/trf-writer";

/**
 * Twenty random tournaments bbpPairings v6.0.0 generated and paired itself (its generator, `-g`,
 * seeds 2801–2820; test/fixtures/trf-bbp/SOURCES.txt, where its checker found nothing in any):
 * each is read without an error and written back line for line, but for what the writer decides
 * (D204): the header records it writes from the model that bbpPairings does not (`062`, `072`,
 * `142`), the final rank by D28's chess standings in columns 86–89 of each `001` line, and CR LF
 * line ends where bbpPairings ends a line with a bare CR.
 */
const DIR = join(__dirname, "..", "fixtures", "trf-bbp");
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith(".trf"))
  .sort();

const unranked = (l: string): string => (l.startsWith("001") ? l.slice(0, 85) + l.slice(89) : l);

describe("bbpPairings' generated tournaments are read and written back (D204)", () => {
  it("has the twenty files SOURCES.txt names", () => expect(FILES).toHaveLength(20));

  it.each(FILES)("%s", (file) => {
    const text = readFileSync(join(DIR, file), "utf8");
    const read = readTrf(text);
    expect(read.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const theirs = text.split("\r");
    const written = writeTrf(read.tournament);
    expect(written.notes).toEqual([]);
    const ours = written.text.split("\r\n").filter((l) => !/^(062|072|142) /.test(l));
    expect(ours.map(unranked)).toEqual(theirs.map(unranked));
    // every player read, as many as bbpPairings wrote
    expect(read.tournament.players).toHaveLength(theirs.filter((l) => l.startsWith("001")).length);
  });
});
