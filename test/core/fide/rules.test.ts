/** Rule sets are values (RULES §2.2): their text and dates. */
import { FIDE2024, HU2017, parseRuleSet, rulesFor } from "../../../src/core/fide/rules";

describe("rule sets", () => {
  test.each([
    ["HU2017", HU2017],
    ["hu2017", HU2017],
    [" FIDE2024 ", FIDE2024],
    ["fide2024", FIDE2024],
  ])("%j", (text, rules) => expect(parseRuleSet(text)).toBe(rules));
  test("FIDE2024 with a date: the 2650 exemption from 2025-10-01 on", () => {
    expect(parseRuleSet("FIDE2024 2025-09-30").capExemptFrom).toBeNull();
    expect(parseRuleSet("FIDE2024@2025-10-01").capExemptFrom).toBe(2650);
    expect(parseRuleSet("FIDE2024 2024-03-01")).toMatchObject({ name: "FIDE2024", floor: 1400 });
  });
  test("the differences between the two, as data", () => {
    expect(HU2017).toMatchObject({
      capExemptFrom: null,
      juniorUntilEndOfYear: false,
      kTimesGamesMax: null,
      floor: null,
    });
    expect(FIDE2024).toMatchObject({
      capExemptFrom: 2650,
      juniorUntilEndOfYear: true,
      kTimesGamesMax: 700,
      floor: 1400,
    });
    expect(Object.isFrozen(HU2017) && Object.isFrozen(FIDE2024)).toBe(true);
  });
  test.each([
    ["FIDE2023", /not a rule set/],
    ["", /not a rule set/],
    ["FIDE2024 2024-02-29", /in force from 2024-03-01/],
    ["HU2017 2020-01-01", /takes no date/],
    ["FIDE2024 2025-13-01", /not a calendar date/],
  ])("%j is a value error", (text, message) => {
    expect(() => parseRuleSet(text)).toThrow(
      expect.objectContaining({ kind: "value", message: expect.stringMatching(message) }),
    );
  });
  test("rulesFor without a date is the latest text", () => {
    expect(rulesFor("FIDE2024")).toBe(FIDE2024);
    expect(rulesFor("HU2017")).toBe(HU2017);
  });
});
