/**
 * The event's dates read back from a tournament sheet for Recalculate (H9, docs/hostile-input.md):
 * the header's Dates cell as the build writes it (`start – end`, tournament-sheet.ts), through
 * the one date reader.
 */
import { sheetDates } from "../../src/sheet/parse-sheet";
import { buildTournamentSheet } from "../../src/sheet/tournament-sheet";
import { writePlan } from "../../src/sheet/adapter";
import { fixtureTournament, functionBook } from "./tournament-helpers";

describe("sheetDates", () => {
  it("reads `start – end`, one date as both, and what Excel made a date of", () => {
    expect(sheetDates("2024/12/01 – 2024/12/14")).toEqual({
      start: { year: 2024, month: 12, day: 1 },
      end: { year: 2024, month: 12, day: 14 },
    });
    // trf-competichess-lichess-large writes its dates as lichess does
    expect(sheetDates("May 10, 2020")).toEqual({
      start: { year: 2020, month: 5, day: 10 },
      end: { year: 2020, month: 5, day: 10 },
    });
    // Excel's serial 45627 is 2024-12-01 (serial 1 = 1900-01-01, with Excel's 1900-02-29)
    expect(sheetDates(45627)).toEqual({
      start: { year: 2024, month: 12, day: 1 },
      end: { year: 2024, month: 12, day: 1 },
    });
  });

  it("a text that is no date, or no calendar day, gives no date", () => {
    expect(sheetDates("Spring 2020")).toEqual({});
    expect(sheetDates("2010/02/30")).toEqual({});
    expect(sheetDates("")).toEqual({});
    expect(sheetDates("2010/02/01 – x")).toEqual({ start: { year: 2010, month: 2, day: 1 } });
  });

  it("the Dates cell a built sheet holds reads back as the file's dates (trf-echecs-grandmommyscup)", async () => {
    const t = fixtureTournament("trf-echecs-grandmommyscup");
    const book = functionBook();
    const build = buildTournamentSheet({
      tournament: t,
      fileName: "input.trf",
      params: { system: "fide", ruleset: "HU2017" },
      tiebreaks: ["PTS"],
      language: "en",
    });
    const { sheetName } = await writePlan(book.context(), build.plan);
    const row = Array.from({ length: 12 }, (_, r) => r + 1).find(
      (r) => book.cell(sheetName, `A${r}`)?.value === "Dates",
    );
    const value = book.cell(sheetName, `B${row ?? 0}`)?.value;
    expect(sheetDates(value as string)).toEqual({ start: t.start, end: t.end });
    expect(t.start).toEqual({ year: 2024, month: 12, day: 1 }); // its 042 record
  });
});
