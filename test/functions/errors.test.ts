import { invalid, noAnswer, outOfRange } from "../../src/core/common/errors";
import { FormulaError, guard } from "../../src/functions/errors";

describe("guard: the one translation point from core errors to Excel errors", () => {
  test("outside Excel, core errors become FormulaErrors with the same message", () => {
    expect(() =>
      guard(() => {
        throw invalid("bad rank");
      }),
    ).toThrow(new FormulaError("#VALUE!", "bad rank"));
    expect(() =>
      guard(() => {
        throw outOfRange("too big");
      }),
    ).toThrow(new FormulaError("#NUM!", "too big"));
    expect(() =>
      guard(() => {
        throw noAnswer("none");
      }),
    ).toThrow(new FormulaError("#N/A", "none"));
  });

  test("NaN and Infinity never escape", () => {
    expect(() => guard(() => NaN)).toThrow(new FormulaError("#NUM!", "The result is not a finite number"));
    expect(() => guard(() => [[1, Infinity]])).toThrow(FormulaError);
  });

  test("an unexpected exception is a #VALUE! that says so", () => {
    expect(() =>
      guard(() => {
        throw new TypeError("x is undefined");
      }),
    ).toThrow(new FormulaError("#VALUE!", "Internal error: x is undefined"));
  });

  describe("inside Excel (CustomFunctions present)", () => {
    class HostError extends Error {
      constructor(
        readonly code: string,
        readonly text?: string,
      ) {
        super(text);
      }
    }
    beforeAll(() => {
      (globalThis as Record<string, unknown>).CustomFunctions = {
        Error: HostError,
        ErrorCode: { invalidValue: "#VALUE!", invalidNumber: "#NUM!", notAvailable: "#N/A" },
      };
    });
    afterAll(() => {
      delete (globalThis as Record<string, unknown>).CustomFunctions;
    });

    test("errors are CustomFunctions.Error; #NUM! carries no message (Excel shows none)", () => {
      const caught = (f: () => unknown): HostError => {
        try {
          f();
        } catch (e) {
          return e as HostError;
        }
        throw new Error("no error");
      };
      expect(
        caught(() =>
          guard(() => {
            throw invalid("bad");
          }),
        ),
      ).toMatchObject({ code: "#VALUE!", text: "bad" });
      expect(
        caught(() =>
          guard(() => {
            throw noAnswer("none");
          }),
        ),
      ).toMatchObject({ code: "#N/A", text: "none" });
      const num = caught(() =>
        guard(() => {
          throw outOfRange("big");
        }),
      );
      expect(num).toMatchObject({ code: "#NUM!" });
      expect(num.text).toBeUndefined();
    });
  });
});
