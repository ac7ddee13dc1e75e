import { FormulaError } from "../../src/functions/errors";
import { lookup } from "../../src/functions/registry";
import * as mahjong from "../../src/functions/mahjong";

const HEADER = ["Player", "Tournament", "Last day", "Place", "Participants", "Sessions", "Championship"];
/** Twelve new players, one tournament: KT = 0.8 − 0.20 + 0 = 0.60 (D13, D14). */
const twelve = (lastDay: string | number, championship: boolean | null = false) =>
  Array.from({ length: 12 }, (_, i) => [`P${i + 1}`, "Open", lastDay, i + 1, 12, 8, championship]);

function fails(f: () => unknown, code: string, message: RegExp): void {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(FormulaError);
    expect((e as FormulaError).code).toBe(code);
    expect((e as FormulaError).message).toMatch(message);
    return;
  }
  throw new Error("expected an error");
}

describe("MAHJONG.RATINGLIST", () => {
  test("is in the function table; a header row and blank rows are skipped", () => {
    expect(lookup("MAHJONG.RATINGLIST")).toBe(mahjong.ratinglist);
    const blank = [null, "", null, null, null, null, null];
    const out = mahjong.ratinglist([HEADER, ...twelve("2026-11-10"), blank], "2026-12-01");
    expect(out[0]).toEqual(["Place", "Player", "Level", "T5", "Rating", "Tournaments"]);
    // winner: 1000 × 0.60 = 600 → 6 kyu; T5 120; 0.25 × 500 + 0.75 × 120 = 215 (D15)
    expect(out[1]).toEqual([1, "P1", "6k", 120, 215, 1]);
    expect(out).toHaveLength(13);
  });

  test("dates as Excel serials, six columns without the championship, same list", () => {
    const iso = mahjong.ratinglist(twelve("2026-11-10"), "2026-12-01");
    const six = twelve(46336).map((r) => r.slice(0, 6));
    expect(mahjong.ratinglist(six, 46357)).toEqual(iso); // 46336 = 2026-11-10, 46357 = 2026-12-01
  });

  test("a championship (KT_W +1.00): KT 1.60, the winner's 1600 → 2 kyu (1500)", () => {
    const out = mahjong.ratinglist(twelve("2026-11-10", true), "2026-12-01");
    // T5 = 1600 / 5 = 320; 0.25 × 1500 + 0.75 × 320 = 615
    expect(out[1]).toEqual([1, "P1", "2k", 320, 615, 1]);
  });

  test("bad input names the range row and column", () => {
    const rows = twelve("2026-11-10");
    rows[4] = ["P5", "Open", "2026-11-10", 13, 12, 8, false];
    fails(
      () => mahjong.ratinglist([HEADER, ...rows], "2026-12-01"),
      "#NUM!",
      /results row 6, column place: 13 is outside 1..12/,
    );
    fails(() => mahjong.ratinglist([["a", "b", "c"]], "2026-12-01"), "#VALUE!", /expected 6 or 7 columns/);
    fails(() => mahjong.ratinglist([HEADER], "2026-12-01"), "#VALUE!", /no result rows/);
    fails(() => mahjong.ratinglist(twelve("2026-11-10"), "soon"), "#VALUE!", /release_date/);
  });
});
