import { FakeWorkbook } from "./fake-workbook";
import { functionBook } from "./tournament-helpers";

/** A workbook an officer already uses: a rating list and a notes sheet with a formula. */
export function officeBook(payloadLimit?: number): FakeWorkbook {
  return new FakeWorkbook({
    sheets: [
      {
        name: "Ratings",
        rows: [
          ["Name", "Rating", "Since"],
          ["Kovács Anna", 2105, "2019-05-01"],
          ["Nagy Béla", 1850, "=B2-255"],
        ],
      },
      { name: "Tournament", rows: [["an older import"]] },
    ],
    names: ["RatingList"],
    ...(payloadLimit === undefined ? {} : { payloadLimit }),
  });
}

/** The same kind of workbook whose formulas call the add-in's functions: a rating list and a notes sheet. */
export function officeFunctionBook(): FakeWorkbook {
  return functionBook([
    {
      name: "Ratings",
      rows: [
        ["Name", "Rank", "Rating"],
        ["Mizessyn François", "3d", 2150],
        ["Someone Else", "1k", 1950],
      ],
    },
    { name: "Notes", rows: [["keep me"], ["=Ratings!C2"]] },
  ]);
}
