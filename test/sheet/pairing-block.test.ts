/**
 * The Go sheet's pairing block (P35, docs/pairing.md "In the sheet"). A sheet built from an
 * OpenGotha fixture (OpenGotha 3.52.03's own files and pairings, SOURCES.txt) holds the file's
 * parameter sets, and Pair round k from the sheet pairs every round exactly as the pairing
 * reader's tournament of the same file: same total cost, pairs, colours, handicaps and bye.
 * An edited value changes the pairing as OpenGotha's rule says; a bad one is refused at its cell.
 */
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { fromOgRank } from "../../src/core/go/rank";
import { ogPairRound } from "../../src/core/pairing/opengotha";
import type { Tournament } from "../../src/core/tournament/model";
import { openGothaPairingOrRefusal, readOpenGothaPairing } from "../../src/formats/opengotha-pairing";
import { readActiveSheet } from "../../src/sheet/actions";
import { mms2Before } from "../../src/core/tournament/pairing-list";
import { ogHandicap, ogHdRank } from "../../src/core/pairing/opengotha-cost";
import { msg, render } from "../../src/i18n/table";
import { planPairRound } from "../../src/sheet/pairing";
import { pairingInput } from "../../src/sheet/pairing-input";
import { defaultSheetPairing, readPairingBlock, sheetPairingOfFile } from "../../src/sheet/pairing-params";
import { ReadGrid } from "../../src/sheet/read-grid";
import type { OgTournament } from "../../src/core/pairing/opengotha-model";
import { blockReadsBack, pairsEveryRound } from "./pairing-block-sweep";
import { bytesOf, before, refusalsOfTyped, sheetOf, valueCell } from "./pairing-sheet";
import { fixtureTournament } from "./tournament-helpers";

/**
 * The fixtures `npm test` checks the block and the pairing on; the others (FILES) are checked the
 * same way in the slow suite (pairing-block.slow.test.ts, run by CI). The block: a McMahon file and
 * the Swiss one (its system read back as "swiss"); the pairing: the two McMahon files of five
 * rounds (0.4–0.7 s each against 1.5 s for Toulouse's and 3.4 s for the Swiss one's ten rounds).
 */
const BLOCK_SAMPLES = ["og352-weights-simplemm", "og352-weights-notsosimpleswiss"] as const;
const PAIRING_SAMPLES = ["og352-weights-simplemm", "og352-weights-notsimplemm"] as const;

describe("the pairing block holds the file's parameter sets (P35)", () => {
  test.each(BLOCK_SAMPLES)("%s: read back from the sheet, equal to the pairing reader's", blockReadsBack);

  test("a file of another format gets the McMahon defaults (P31)", async () => {
    const t = fixtureTournament("egd-veterans");
    const said = new DiagnosticSink("OpenGotha");
    expect(sheetPairingOfFile(openGothaPairingOrRefusal(Buffer.from("")), t, said)).toBeUndefined();
    expect(said.items).toEqual([]);
    const { book } = await sheetOf(t, undefined);
    const read = await readActiveSheet(book.context());
    const block = readPairingBlock(new ReadGrid(read), 8, "en");
    if (block === null || Array.isArray(block)) throw new Error(JSON.stringify(block));
    expect(block.pairing).toEqual(defaultSheetPairing(t.parameters));
  });
});

describe("Pair round k from the sheet's pairing block (P35, P40)", () => {
  test.each(PAIRING_SAMPLES)(
    "%s: every round pairs as the pairing reader pairs the file, colours included",
    pairsEveryRound,
  );
});

/** Round 3 of Toulouse 2024 on its sheet (threshold 2k, correction 1, ceiling 9: the file's). */
async function toulouseRound3() {
  const dir = "og352-weights-toulouse2024";
  const bytes = bytesOf(dir);
  const og = readOpenGothaPairing(bytes);
  const t = fixtureTournament(`pairing/${dir}`);
  const { book, sheet } = await sheetOf(
    before(t, 2, (i) => og.players[i]?.participating[2] !== false),
    bytes,
  );
  return { book, sheet, og };
}

describe("the director edits the pairing block (P35)", () => {
  test("Pair round k writes the games it pairs", async () => {
    const { book, og } = await toulouseRound3();
    const read = await readActiveSheet(book.context());
    const plan = planPairRound(read, { round: 3, engine: "opengotha" });
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(plan.boards).toHaveLength(ogPairRound(og, 2).pairs.length);
  });

  test("a handicap threshold typed in changes the handicaps as OpenGotha's rule says (P13)", async () => {
    const { book, sheet, og } = await toulouseRound3();
    expect(book.cell(sheet, valueCell(book, sheet, "Handicap threshold"))?.value).toBe("2k");
    const handicaps = async (): Promise<{
      og: OgTournament;
      pairs: ReturnType<typeof ogPairRound>["pairs"];
      mms: number[];
      t: Tournament;
    }> => {
      const read = await readActiveSheet(book.context());
      const input = pairingInput(read, { round: 3, engine: "opengotha" });
      if (Array.isArray(input) || input.dutch) throw new Error(JSON.stringify(input));
      return { og: input.og, pairs: ogPairRound(input.og, 2).pairs, mms: mms2Before(input.t, 2), t: input.t };
    };
    const at2k = await handicaps();
    expect(at2k.og.handicap).toEqual(og.handicap);
    book.typeInto(sheet, valueCell(book, sheet, "Handicap threshold"), "10k");
    const at10k = await handicaps();
    // OpenGotha's HandicapParameterSet: threshold 10k (−10 on its scale), the rest the file's
    const hd = { ...og.handicap, noHdRankThreshold: fromOgRank(-10) };
    expect(at10k.og.handicap).toEqual(hd);
    // every game's handicap: the two MMS before the round (as ranks), each at most the
    // threshold, their difference less the correction, at most the ceiling (ogHdRank, ogHandicap)
    for (const p of at10k.pairs) {
      const hdRank = (i: number): number =>
        ogHdRank(hd, at10k.og.players[i]?.rank ?? fromOgRank(0), at10k.mms[i] ?? 0);
      expect(p.handicap).toBe(Math.abs(ogHandicap(hd, hdRank(p.white), hdRank(p.black))));
    }
    // and the edit mattered: fewer stones in the round than at the file's 2k (every MMS above
    // 10k counts as 10k)
    const stones = (ps: readonly { handicap: number }[]): number => ps.reduce((a, p) => a + p.handicap, 0);
    expect(stones(at10k.pairs)).toBeLessThan(stones(at2k.pairs));
  });

  test.each([
    ["Handicap ceiling", "12", 'Handicap ceiling: "12" is not a whole number from 0 to 9'],
    ["Seeding", "FOLD", 'Seeding: "FOLD" is not one of SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP'],
    ["Handicap threshold", "1x", 'Handicap threshold: "1x" is not a Go rank from 30k to 9d'],
    [
      "Other OpenGotha parameters",
      "paiMaDUDDUpperMode=TOP paiFoo=1",
      'Other OpenGotha parameters: "paiFoo=1" is not name=value with a name and value of OpenGotha\'s parameter sets',
    ],
  ])("%s %s is refused at its cell, by Pair round k and by Recalculate", async (label, value, message) => {
    const { book, sheet } = await toulouseRound3();
    const { cell, pair, recalc } = await refusalsOfTyped(book, sheet, label, value, 3);
    expect(pair).toEqual([[`'${sheet}'!${cell}`, message]]);
    expect(recalc).toEqual([[`'${sheet}'!${cell}`, message]]);
  });

  test("a Hungarian sheet's block reads back, and its refusal is in Hungarian", async () => {
    const t = fixtureTournament("pairing/og352-weights-simplemm");
    const bytes = bytesOf("og352-weights-simplemm");
    const { book, sheet } = await sheetOf(
      before(t, 0, () => true),
      bytes,
      "hu",
    );
    const read = await readActiveSheet(book.context());
    const input = pairingInput(read, { round: 1, engine: "opengotha" });
    if (Array.isArray(input) || input.dutch) throw new Error(JSON.stringify(input));
    expect(input.og.pairing).toEqual(readOpenGothaPairing(bytes).pairing);
    book.typeInto(sheet, valueCell(book, sheet, "Legnagyobb előny"), "-1");
    const plan = planPairRound(await readActiveSheet(book.context()), { round: 1, engine: "opengotha" });
    expect(plan.ok ? "" : render(plan.problems[0]?.text ?? msg("verbatim", { text: "" }), "hu")).toBe(
      "Legnagyobb előny: „-1” nem egész szám 0 és 9 között",
    );
  });
});
