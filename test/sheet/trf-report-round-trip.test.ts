/**
 * TRF → chess sheet → FIDE report, field by field (D385, D386): fixtures of four writers
 * (their SOURCES.txt) built into a sheet as Create builds it, the report written from the sheet as
 * the pane's button writes it, and read back. What the sheet holds comes back as the file had it;
 * what it has no cell for is named in the report's notes, never lost in silence.
 */
import fs from "node:fs";
import path from "node:path";
import { hostFederation } from "../../src/core/fide/norms";
import type { Tournament } from "../../src/core/tournament/model";
import { readTrf } from "../../src/formats/trf";
import { english } from "../../src/i18n/table";
import { readActiveSheet } from "../../src/sheet/actions";
import { planTrfReport } from "../../src/sheet/trf-report";
import { sheetOf } from "./pairing-sheet";

const FIXTURES = [
  "trf-sharly-trf26-individual-import-test", // Sharly Chess: 032 FRA, 132, 240, birth dates, sexes
  "trf-rules-2650-september", // 032 HUN, 092, sexes
  "trf-echecs-javafo-sample2", // 022, 102, 112, 122, TRF-16 titles (g), birth years
  "trf-sklangen-example1-karl-mala-2005", // an empty 032, 102, 112, 122, sex f, 284 players
  "../../bench/dutch-250.trf", // bbpPairings' generated tournament (bench/SOURCES.txt): 092 and 001s only
];

const read = (dir: string): Tournament =>
  readTrf(
    fs.readFileSync(
      dir.endsWith(".trf")
        ? path.join(__dirname, "../fixtures", dir)
        : path.join(__dirname, "../fixtures", dir, "input.trf"),
      "latin1",
    ),
  ).tournament;

async function reportOf(t: Tournament) {
  const { book } = await sheetOf(t, undefined, "en", "fide");
  const plan = planTrfReport(await readActiveSheet(book.context()));
  if (!plan.ok) throw new Error(JSON.stringify(plan));
  return {
    back: readTrf(plan.text).tournament,
    said: plan.notes.map((n) => english(n.text)),
    text: plan.text,
  };
}

describe.each(FIXTURES)("%s through the sheet into the report", (dir) => {
  test("D385: every 001 field the sheet holds comes back as the file had it", async () => {
    const t = read(dir);
    const { back } = await reportOf(t);
    const fields = (x: Tournament) =>
      x.players.map((p) => ({
        name: p.firstName ? `${p.name}, ${p.firstName}` : p.name,
        sex: p.sex,
        title: p.title,
        rating: p.rating,
        federation: p.federation,
        fideId: p.fideId,
        results: p.results.map((e) => JSON.stringify(e)),
      }));
    expect(fields(back)).toEqual(fields(t));
    // the header records the sheet holds: 012 its title, 042/052 its dates, 032 its Host federation
    expect(back.name).toBe(t.name);
    // javafo-sample2's 052 02/10/2010 too, day first in the file: written on the sheet as the day
    // its reader read, ISO, which the sheet's date cell reads back (D395)
    expect(back.start).toEqual(t.start);
    expect(back.end).toEqual(t.end);
    expect(back.report?.federation).toBe(hostFederation(t));
  });

  test("D386: what the sheet has no cell for is named in the report's notes", async () => {
    const t = read(dir);
    const { back, said } = await reportOf(t);
    // 022, 102, 132: named missing, as FIDE requires them (D301); 032 when the file's is no code
    if (t.location) expect(said.filter((s) => s.startsWith("record 022"))).toHaveLength(1);
    if (t.report?.chiefArbiter) expect(said.filter((s) => s.startsWith("record 102"))).toHaveLength(1);
    if (t.report?.roundDates) expect(said.filter((s) => s.startsWith("record 132"))).toHaveLength(1);
    if (hostFederation(t) === undefined)
      expect(said.filter((s) => s.startsWith("record 032"))).toHaveLength(1);
    // 092, 112, 122, the birth dates, national ratings, 240, 250: one note naming them all
    const lacks = said.filter((s) => s.startsWith("the sheet has no cells for"));
    expect(lacks).toHaveLength(1);
    for (const record of ["092", "112", "122", "birth dates", "national ratings", "240", "250"])
      expect(lacks[0]).toContain(record);
    // and none of them is made up
    expect(back.location).toBeUndefined();
    expect(back.timeControl).toBeUndefined();
    expect(back.report?.type).toBeUndefined();
    expect(back.report?.chiefArbiter).toBeUndefined();
    expect(back.report?.deputyArbiters).toBeUndefined();
    expect(back.players.filter((p) => p.birth !== undefined)).toEqual([]);
  });
});
