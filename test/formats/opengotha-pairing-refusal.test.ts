import { readFileSync } from "fs";
import { join } from "path";
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { readOpenGotha } from "../../src/formats/opengotha";
import { readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { render } from "../../src/i18n/table";
import { sheetPairingOfFile } from "../../src/sheet/pairing-params";
import { readImport } from "../../src/taskpane/import";
import { run } from "../cli/fake-io";

/**
 * A file the standings reader takes but whose pairing parameters the pairing reader refuses is
 * never read silently with the defaults: `pair` refuses it naming the element, the attribute and
 * its line and column; `sheet` and the pane's import write the McMahon defaults and say so with a
 * warning at that place, in the three languages. The file: opengotha-weekend (a real file, see its
 * SOURCES.txt) with one value made unreadable.
 */
const ORIGINAL = readFileSync(join(__dirname, "../fixtures/opengotha-weekend/input.xml"), "utf8");
const BAD = "SPLITANDWHATEVER";
const broken = ORIGINAL.replace(/paiMaSeedSystem1="[A-Z]+"/, `paiMaSeedSystem1="${BAD}"`);
// where the file has it: its line, and the column of the attribute's name
const before = broken.slice(0, broken.indexOf("paiMaSeedSystem1="));
const line = before.split("\n").length;
const column = before.length - before.lastIndexOf("\n");
const WHAT = `<PairingParameterSet paiMaSeedSystem1="${BAD}">: expected one of SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP`;

describe("an OpenGotha file whose pairing parameters cannot be read", () => {
  it("is one the standings reader takes (the case that used to get the defaults silently)", () => {
    expect(broken).not.toBe(ORIGINAL);
    expect(readOpenGotha(broken).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("pair and the pairing reader refuse it with the element, the attribute, the line and the column", async () => {
    expect(() => readOpenGothaPairing(broken)).toThrow(
      `OpenGotha XML: line ${line}, column ${column}: ${WHAT}`,
    );
    const r = await run(["pair", "weekend.xml", "--round", "2"], { "weekend.xml": broken });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`rating-officer pair: OpenGotha XML: line ${line}, column ${column}: ${WHAT}\n`);
  });

  it("sheet writes the McMahon defaults and says why, at that place", async () => {
    const r = await run(
      ["sheet", "weekend.xml", "--system", "mgsz", "--multiplier", "20", "--out", "w.xlsx"],
      {
        "weekend.xml": broken,
      },
    );
    expect(r.code).toBe(0);
    expect(r.written.has("w.xlsx")).toBe(true);
    expect(r.stderr).toContain(
      `weekend.xml: warning: OpenGotha line ${line}, column ${column}: the file's pairing parameters cannot be read, so the sheet's pairing block holds the McMahon defaults: OpenGotha XML: ${WHAT}\n`,
    );
  });

  it("the pane's import keeps the defaults with a warning it shows in its language", () => {
    const p = readImport(new TextEncoder().encode(broken), "weekend.xml");
    expect(p.errors).toEqual([]);
    expect(p.pairing).toBeUndefined();
    const w = p.warnings.filter((d) => d.code === "pairing-parameters");
    expect(w.map((d) => [d.line, d.column])).toEqual([[line, column]]);
    const text = w[0]?.text;
    if (text === undefined) throw new Error("no warning");
    expect(render(text, "hu")).toContain("McMahon-alapértékeket");
    expect(render(text, "ru")).toContain("Мак-Магона по умолчанию");
    expect(render(text, "hu")).toContain(BAD);
  });

  it("the file as published reads without a word", () => {
    const said = new DiagnosticSink("OpenGotha");
    const read = readOpenGotha(ORIGINAL);
    expect(sheetPairingOfFile(read.pairingModel, read.tournament, said)?.pairing.seedSystem1).toBeDefined();
    expect(said.items).toEqual([]);
  });

  it("a rank OpenGotha cannot read is its grade's, as OpenGotha takes it, not a refusal", () => {
    const graded = ORIGINAL.replace(/(<Player [^>]*?)rank="([^"]*)"/, '$1rank="?"');
    expect(graded).not.toBe(ORIGINAL);
    const og = readOpenGothaPairing(graded);
    expect(og.players[0]?.rank).toBe(readOpenGothaPairing(ORIGINAL).players[0]?.rank);
  });
});
