import { invalid, noAnswer, outOfRange } from "../../src/core/common/errors";
import { FormulaError, guard } from "../../src/functions/errors";
import { msg } from "../../src/i18n/table";
import { hostError, withExcelHost } from "./excel-host";

// three messages of the table and their English texts (src/i18n/errors-sheet.ts, errors-common.ts)
const BAD = msg("notCellAddress", { address: "B" });
const BAD_TEXT = '"B" is not a cell address like B3';
const BIG = msg("divisionByZero", {});
const BIG_TEXT = "Division by zero";
const NONE = msg("notColumn", { letters: "1" });
const NONE_TEXT = '"1" is not a column (A…XFD)';

/** An expected error: `toThrow` compares its message, the English text. */
const expected = (code: "#VALUE!" | "#NUM!" | "#N/A", text: string): FormulaError =>
  new FormulaError(code, msg("verbatim", { text }));

describe("guard: the one translation point from core errors to Excel errors", () => {
  test("outside Excel, core errors become FormulaErrors with the same message", () => {
    expect(() =>
      guard(() => {
        throw invalid(BAD);
      }),
    ).toThrow(expected("#VALUE!", BAD_TEXT));
    expect(() =>
      guard(() => {
        throw outOfRange(BIG);
      }),
    ).toThrow(expected("#NUM!", BIG_TEXT));
    expect(() =>
      guard(() => {
        throw noAnswer(NONE);
      }),
    ).toThrow(expected("#N/A", NONE_TEXT));
  });

  test("NaN and Infinity never escape", () => {
    expect(() => guard(() => NaN)).toThrow(expected("#NUM!", "The result is not a finite number"));
    expect(() => guard(() => [[1, Infinity]])).toThrow(FormulaError);
  });

  test("an unexpected exception is a #VALUE! that says so", () => {
    expect(() =>
      guard(() => {
        throw new TypeError("x is undefined");
      }),
    ).toThrow(expected("#VALUE!", "Internal error: x is undefined"));
  });

  describe("inside Excel (CustomFunctions present)", () => {
    withExcelHost();

    test("errors are CustomFunctions.Error; #NUM! carries no message (Excel shows none)", () => {
      expect(
        hostError(() =>
          guard(() => {
            throw invalid(BAD);
          }),
        ),
      ).toMatchObject({ code: "#VALUE!", text: BAD_TEXT });
      expect(
        hostError(() =>
          guard(() => {
            throw noAnswer(NONE);
          }),
        ),
      ).toMatchObject({ code: "#N/A", text: NONE_TEXT });
      const num = hostError(() =>
        guard(() => {
          throw outOfRange(BIG);
        }),
      );
      expect(num).toMatchObject({ code: "#NUM!" });
      expect(num.text).toBeUndefined();
    });
  });
});
