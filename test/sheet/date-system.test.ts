/**
 * The workbook's date system (D191–D193): the one conversion of a serial, the pane's reading of
 * the system (DATE(1904,1,1), D192), and what the sheet and the functions read under each.
 * Serials: Microsoft, "Differences between the 1900 and the 1904 date system in Excel": 5 July
 * 2011 is 40729 in the 1900 system and 39267 in the 1904 system (1462 days apart).
 */
import {
  type DateSystem,
  DAYS_1904,
  formatIsoDate,
  fromExcelSerial,
  toExcelSerial,
} from "../../src/core/common/date";
import { eventRules } from "../../src/core/fide/rules";
import { readResultRow } from "../../src/core/mahjong/result-row";
import { functionDateSystem, setFunctionDateSystem } from "../../src/functions/date-system";
import { kfactor } from "../../src/functions/fide";
import { SheetReadError } from "../../src/sheet/excel-errors";
import { describe as describeMessage } from "../../src/sheet/messages";
import { readDateSystem } from "../../src/sheet/date-system";
import { sheetDates } from "../../src/sheet/parse-sheet";
import { type RatingListMapping, planPost, ratingListFromSheet } from "../../src/sheet/post";
import { readUsedRange } from "../../src/sheet/sheet-read";
import { RELEASE } from "../../src/systems/mahjong";
import { FakeWorkbook } from "./fake-workbook";

const SYSTEMS: readonly DateSystem[] = ["1900", "1904"];
const book = (date1904: boolean | number, rows: unknown[][] = [["x"]]): FakeWorkbook =>
  new FakeWorkbook({ sheets: [{ name: "List", rows }], host: { date1904 } });

afterEach(() => setFunctionDateSystem("1900"));

describe("D191: one conversion of a serial, knowing the system", () => {
  test("5 July 2011 is 40729 in a 1900 workbook and 39267 in a 1904 one (Microsoft's example)", () => {
    const day = { year: 2011, month: 7, day: 5 };
    expect(toExcelSerial(day, "1900")).toBe(40729);
    expect(toExcelSerial(day, "1904")).toBe(39267);
    expect(formatIsoDate(fromExcelSerial(40729, undefined, "1900"))).toBe("2011-07-05");
    expect(formatIsoDate(fromExcelSerial(39267, undefined, "1904"))).toBe("2011-07-05");
    // the same serial read in the wrong system: four years and a day off (the bug)
    expect(formatIsoDate(fromExcelSerial(39267, undefined, "1900"))).toBe("2007-07-04");
    expect(DAYS_1904).toBe(1462);
  });

  test.each(SYSTEMS)("%s: every day from 1904-01-01 to 9999-12-31 goes there and back", (system) => {
    for (const day of [
      { year: 1904, month: 1, day: 1 },
      { year: 2024, month: 2, day: 29 },
      { year: 9999, month: 12, day: 31 },
    ]) {
      expect(fromExcelSerial(toExcelSerial(day, system), undefined, system)).toEqual(day);
    }
    const last = toExcelSerial({ year: 9999, month: 12, day: 31 }, system);
    expect(() => fromExcelSerial(last + 1, undefined, system)).toThrow();
  });
});

describe("D192: the pane reads the system as DATE(1904,1,1)", () => {
  test("0 is a 1904 workbook, 1462 a 1900 one; the read of a sheet carries it", async () => {
    expect(await readDateSystem(book(true).context())).toBe("1904");
    expect(await readDateSystem(book(false).context())).toBe("1900");
    expect((await readUsedRange(book(true).context(), "List")).dateSystem).toBe("1904");
    expect((await readUsedRange(book(false).context(), "List")).dateSystem).toBe("1900");
  });

  test("an Excel that answers neither is refused, saying what it gave; nothing is guessed", async () => {
    const read = readUsedRange(book(7).context(), "List");
    await expect(read).rejects.toBeInstanceOf(SheetReadError);
    const error = (await read.catch((e: unknown) => e)) as SheetReadError;
    expect(describeMessage(error.text, "en")).toContain("Excel gave 7 for DATE(1904,1,1)");
  });

  test("D193: a sheet read tells the custom functions the workbook's system", async () => {
    await readUsedRange(book(true).context(), "List");
    expect(functionDateSystem()).toBe("1904");
    await readUsedRange(book(false).context(), "List");
    expect(functionDateSystem()).toBe("1900");
  });
});

// A junior (born 2008-03-10) is FIDE2024's junior through 2026 (RULES §2: the end of the year
// of the 18th birthday): K 40 on 2026-06-01 with 40 games and 2000. Read four years early
// (2004-03-09) he is no junior: K 20.
const BORN = { year: 2008, month: 3, day: 10 };

describe.each([
  [false, "1900"],
  [true, "1904"],
] as const)("a workbook with date1904 %s", (date1904, system) => {
  const born = toExcelSerial(BORN, system);
  const mapping: RatingListMapping = { sheet: "List", headerRow: 0, name: 0, rating: 1, birth: 2 };
  const rows = [
    ["Name", "Rating", "Born"],
    ["Kis Anna", 2000, born],
  ];

  test("a list sheet's birth date is the day the workbook shows", async () => {
    const read = await readUsedRange(book(date1904, rows).context(), "List");
    const [entry] = ratingListFromSheet(read, mapping).entries;
    expect(entry?.born?.date).toEqual(BORN);
  });

  test("FIDE.KFACTOR's birth_date cell: junior K 40 once the pane has read the workbook", async () => {
    await readUsedRange(book(date1904, rows).context(), "List");
    expect(kfactor(2000, 40, born, false, "2026-06-01", "FIDE2024")).toBe(40);
  });

  test("the header's Dates cell made a date by Excel picks FIDE2024's version by its day (D87)", () => {
    const end = { year: 2025, month: 10, day: 1 }; // the day the 2650 exemption took effect
    const dates = sheetDates(toExcelSerial(end, system), system);
    expect(dates.end).toEqual(end);
    expect(eventRules(dates).rules.on).toEqual(end);
  });

  test("Post's dated column is the day as text, the same in either system", async () => {
    const read = await readUsedRange(book(date1904, rows).context(), "List");
    const plan = planPost(read, mapping, [], "2026-11-22");
    expect(plan.blocks[0]?.rows[0]?.[0]).toEqual({ kind: "text", text: "2026-11-22" });
  });
});

test("D193: without the pane a 1904 workbook's birth_date cell reads four years early", () => {
  const born = toExcelSerial(BORN, "1904");
  expect(functionDateSystem()).toBe("1900");
  expect(kfactor(2000, 40, born, false, "2026-06-01", "FIDE2024")).toBe(20);
  expect(formatIsoDate(fromExcelSerial(born))).toBe("2004-03-09");
});

describe.each(SYSTEMS)("mahjong's dates in a %s workbook (D191)", (system) => {
  const day = { year: 2026, month: 5, day: 12 };
  const serial = toExcelSerial(day, system);

  test("a results row's last day (MAHJONG.RATINGLIST's results, the pane's list)", () => {
    const row = readResultRow(["Ivanov", "Cup", serial, 1, 8, 4, false], 2, "results row", system);
    expect(row.lastDay).toEqual(day);
  });

  test("the sheet's release header cell made a date by Excel", () => {
    expect(RELEASE.read(serial, null, system)).toEqual({ ok: true, value: day });
  });
});
