/**
 * D98 (issue 25): a pane import decodes the file once, in the encoding the officer chose,
 * and every later step — the preview, the rating system, the OpenGotha pairing parameters,
 * Create, the rating-list match — reads that one decoding; the list file of step 3 is read once
 * per file, encoding and kind of list. Counted by a spy on the one decoding module
 * (src/formats/encoding.ts): `decodeBytes`, and `toText` given bytes, whichever module calls them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "../../src/i18n/table";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { createRequest } from "../../src/taskpane/create-request";
import { importOf, readImport, type ImportPreview } from "../../src/taskpane/import";
import { type HeldList, listOf, listRequest, readListFile } from "../../src/taskpane/list-file";
import { previewMatches } from "../../src/taskpane/matching";
import { buildParams, defaultTiebreaks, initialForm } from "../../src/taskpane/params";
import type { EncodingName } from "../../src/formats/encoding";
import type { SystemName } from "../../src/systems";

let decodes = 0;
jest.mock("../../src/formats/encoding", () => {
  const actual = jest.requireActual<typeof import("../../src/formats/encoding")>(
    "../../src/formats/encoding",
  );
  return {
    ...actual,
    decodeBytes: (...args: Parameters<typeof actual.decodeBytes>) => {
      decodes++;
      return actual.decodeBytes(...args);
    },
    toText: (input: string | Uint8Array, chosen?: EncodingName) => {
      if (typeof input !== "string") decodes++;
      return actual.toText(input, chosen);
    },
  };
});

const FIX = join(__dirname, "../fixtures");
const bytes = (file: string): Uint8Array => new Uint8Array(readFileSync(join(FIX, file)));
/** The trap: an OpenGotha XML in windows-1250 with Őri Ödön (player 1), Győr (D98). */
const TRAP = "traps/decode-opengotha-cp1250/input.xml";

/** What Create writes for the preview: the build of the pane's request (create-request.ts). */
function created(p: ImportPreview, system?: SystemName, list: Parameters<typeof listRequest>[0] = {}) {
  const form = initialForm(p.tournament, p.format, "2026-11-28", p.mahjongResults !== undefined);
  if (system !== undefined && system !== form.system) {
    // as the pane's step 2 does: untouched tie-breaks follow the system (view-params.ts)
    if (form.tiebreaks === defaultTiebreaks(form.system)) form.tiebreaks = defaultTiebreaks(system);
    form.system = system;
  }
  form.mgsz.multiplier = "1"; // a chess file gives no time for MGSZ's multiplier to derive
  if (form.system === "mahjong") form.mahjong = { release: "2026-11-28", sessions: "8", championship: false };
  const params = buildParams(p.tournament, form);
  if (!params.ok) throw new Error(`parameters refused: ${params.problem}`);
  const request = createRequest(p, {
    params,
    list,
    form,
    choices: {},
    language: "en",
    rounds: 5,
    acceptUnknown: false,
  });
  return { build: buildTournamentSheet(request), request };
}

const texts = (b: ReturnType<typeof buildTournamentSheet>): string[] =>
  b.plan.blocks.flatMap((bl) => bl.rows.flatMap((r) => r.map((c) => (c?.kind === "text" ? c.text : ""))));

describe("a tournament file is decoded once per encoding chosen (D98)", () => {
  // before (main at 2f0e4ea, the same count): the registration list 3 (readTournament twice,
  // the mahjong table once), the results table 2, an OpenGotha XML 2 (the pairing parameters
  // again, in the detected encoding); a CSV crosstable 1
  it.each([
    ["a CSV registration list", "pairing/registration/input.csv"],
    ["a mahjong results table", "traps/readers-russian-results-table/results.csv"],
    ["a CSV crosstable", "csv-swissmanager-san-sebastian/input.csv"],
    ["an OpenGotha XML", "opengotha-weekend/input.xml"],
    ["the windows-1250 OpenGotha XML", TRAP],
  ])("%s: one decoding for the import, none for the later steps", (_, file) => {
    const data = bytes(file);
    decodes = 0;
    const p = readImport(data, file);
    expect(decodes).toBe(1);
    // the rating system change, the match against a list, Create: the preview as it is
    const form = initialForm(p.tournament, p.format, "2026-11-28", p.mahjongResults !== undefined);
    for (const system of ["mgsz", "fide", "mahjong"] as const) {
      buildParams(p.tournament, { ...form, system });
      previewMatches({ tournament: p.tournament }, system);
    }
    created(p);
    expect(decodes).toBe(1);
    // the same file in the same encoding is held, not decoded again
    expect(importOf(p, data, file, undefined)).toBe(p);
    expect(decodes).toBe(1);
  });

  it("choosing another encoding decodes once more and replaces the held import", () => {
    const data = bytes(TRAP);
    decodes = 0;
    const detected = readImport(data, "input.xml");
    const chosen = importOf(detected, data, "input.xml", "windows-1252");
    expect(decodes).toBe(2);
    expect(chosen).not.toBe(detected);
    expect(importOf(chosen, data, "input.xml", "windows-1252")).toBe(chosen);
    expect(decodes).toBe(2);
  });

  it("windows-1250 chosen: the preview, the pairing block, the match and the created sheet read Őri Ödön", async () => {
    // the list a Hungarian officer keeps, in UTF-8 (the tournament file's encoding is not its own)
    const list = await readListFile(new Blob(["Name;Rating\nŐri Ödön;1950\nKovács Béla;1985\n"]), "mgsz");
    const p = readImport(bytes(TRAP), "input.xml", "windows-1250");
    expect(p.encoding && render(p.encoding, "en")).toBe("windows-1250 (chosen)");
    expect(p.decoded.report).toEqual({ encoding: "windows-1250", chosen: true });
    expect(p.event).toBe("Győri őszi kupa");
    expect(p.location).toBe("Győr");
    expect(p.tournament.players[0]).toMatchObject({ name: "Őri", firstName: "Ödön" });
    expect(p.pairing).toBeDefined(); // the file's own parameter sets (P35), read from the same text
    expect(previewMatches({ tournament: p.tournament, ...listRequest(list) }, "mgsz").found).toBe(2);
    const { build } = created(p, "mgsz", list);
    expect(texts(build).filter((t) => t.includes("Őri Ödön"))).not.toEqual([]);
  });

  it("windows-1252 chosen: every step reads the file as that encoding reads it (Õri), none as detected", async () => {
    const list = await readListFile(new Blob(["Name;Rating\nŐri Ödön;1950\nKovács Béla;1985\n"]), "mgsz");
    decodes = 0;
    const p = readImport(bytes(TRAP), "input.xml", "windows-1252");
    expect(decodes).toBe(1);
    // 0xD5 is Ő in windows-1250 and Õ in windows-1252; 0xF5 ő and õ
    expect(p.decoded.text).toContain('name="Õri"');
    expect(p.event).toBe("Gyõri õszi kupa");
    expect(p.tournament.players[0]).toMatchObject({ name: "Õri", firstName: "Ödön" });
    const all = texts(created(p, "mgsz", list).build);
    expect(all.filter((t) => t.includes("Õri Ödön"))).not.toEqual([]);
    // the match read Õri too: the list's Őri Ödön only by the folded name (D60), and said so
    expect(
      all.filter((t) => t.startsWith(`Player 1 "Õri Ödön": taken as 'Őri Ödön' of list line 2`)),
    ).toHaveLength(1);
    expect(all.filter((t) => t.includes("Őri") && !t.includes("taken as 'Őri Ödön'"))).toEqual([]);
  });
});

describe("the list file of step 3 is read once per file, encoding and kind of list (D98)", () => {
  it("a system wanting the same kind reuses the reading; the other kind is read once and kept", async () => {
    let reads = 0;
    const counted: typeof readListFile = (...args) => {
      reads++;
      return readListFile(...args);
    };
    const file = new Blob(["name;rating;rank\nPlayer 1;0;1k\nPlayer 2;0;8k\n"]);
    let held: HeldList | undefined;
    const pick = async (system: SystemName, encoding?: EncodingName) => {
      const r = await listOf(held, file, system, encoding, counted);
      held = r.held;
      return r.list;
    };
    expect((await pick("mgsz")).field).toBe("ratingList");
    await pick("fide");
    expect(reads).toBe(1);
    // mahjong's list is a levels list (D68): read once as that, then both kept
    expect((await pick("mahjong")).levelList).toHaveLength(2);
    await pick("mgsz");
    await pick("mahjong");
    expect(reads).toBe(2);
    // another encoding: read again, and what was held for the other one replaced
    await pick("mgsz", "windows-1250");
    expect(reads).toBe(3);
    expect(held?.reads.levelList).toBeUndefined();
    // another file, the same encoding: read again
    const other = await listOf(held, new Blob(["name;rating\nA;1500\n"]), "mgsz", "windows-1250", counted);
    expect([reads, other.list.ratingList?.entries.length]).toEqual([4, 1]);
  });
});
