import { textTable } from "../../src/cli/args";

describe("textTable", () => {
  it("numbers to the right, text to the left, two spaces between columns", () => {
    expect(
      textTable([
        ["Name", "GoR"],
        ["Kis", 2100],
        ["Nagy Ede", 95],
      ]),
    ).toBe("Name      GoR\nKis       2100\nNagy Ede    95\n");
  });

  it("the right columns' text right-aligned below the header (D15: 1378.50 keeps two decimals)", () => {
    expect(
      textTable(
        [
          ["Player", "Rating"],
          ["Kis", "1378.50"],
          ["Nagy", "95.00"],
        ],
        [1],
      ),
    ).toBe("Player  Rating\nKis     1378.50\nNagy      95.00\n");
  });
});
