/** The workbook's own part's XML (src/taskpane/workbook-part.ts, D210), written and read back. */
import { PART_NAMESPACE, officePart, parsePartXml, partXml } from "../../src/taskpane/workbook-part";
import { FakeWorkbook } from "../sheet/fake-workbook";

test("D210: the entries go out as one JSON text in the namespaced root and come back equal", () => {
  const values = {
    "ratingOfficer.ratingListMapping": { sheet: '<Lista> & "2026"', headerRow: 0, name: 0, rating: 2 },
    identityAnswers: { "Ёлкин <Пётр>": { name: "Ёлкин П.", line: 12 } },
  };
  const xml = partXml(values);
  expect(xml.startsWith(`<ratingOfficer xmlns="${PART_NAMESPACE}">`)).toBe(true);
  expect(xml).not.toMatch(/<Lista>|& /);
  expect(parsePartXml(xml)).toEqual(values);
});

test("D210: the part as Excel may hand it back (a declaration, character references) reads the same", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<ratingOfficer xmlns="${PART_NAMESPACE}" a="1">{&quot;k&quot;:&#x22;&#60;&gt;&#34;}</ratingOfficer>`;
  expect(parsePartXml(xml)).toEqual({ k: "<>" });
});

test("a part this pane did not write reads as none", () => {
  for (const bad of [
    "<other>{}</other>",
    `<ratingOfficer xmlns="${PART_NAMESPACE}">[1,2]</ratingOfficer>`,
    `<ratingOfficer xmlns="${PART_NAMESPACE}">not json</ratingOfficer>`,
    `<ratingOfficer xmlns="${PART_NAMESPACE}">{"k":"&nbsp;"}</ratingOfficer>`,
    `<ratingOfficer xmlns="${PART_NAMESPACE}">null</ratingOfficer>`,
    `<ratingOfficer xmlns="${PART_NAMESPACE}">{"k":"&constructor;"}</ratingOfficer>`, // H4
    // character references to no character (XML 1.0 section 4.1: a Char, at most U+10FFFF), which
    // threw from String.fromCodePoint before the part's text was one XML decoder's
    `<ratingOfficer xmlns="${PART_NAMESPACE}">{"k":"&#x110000;"}</ratingOfficer>`,
    `<ratingOfficer xmlns="${PART_NAMESPACE}">{"k":"&#99999999;"}</ratingOfficer>`,
  ])
    expect([bad, parsePartXml(bad)]).toEqual([bad, undefined]);
});

/** Office and Excel.run over the in-memory workbook, as the pane has them in Excel. */
function overBook(book: FakeWorkbook, api15 = true): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g["Office"] = {
    context: { requirements: { isSetSupported: (set: string, v: string) => api15 || set + v === "" } },
  };
  g["Excel"] = {
    run: async <T>(batch: (context: unknown) => Promise<T>): Promise<T> => {
      const context = book.context();
      const result = await batch(context);
      await context.sync();
      return result;
    },
  };
}

afterEach(() => {
  const g = globalThis as unknown as Record<string, unknown>;
  delete g["Office"];
  delete g["Excel"];
});

test("D210: the part is added once, then set in place, and another add-in's part is left alone", async () => {
  const theirs = `<x xmlns="urn:other">keep</x>`;
  const book = new FakeWorkbook({ sheets: [{ name: "Sheet1", rows: [] }], xmlParts: [theirs] });
  overBook(book);
  const part = officePart();
  if (part === undefined) throw new Error("ExcelApi 1.5 is supported here");
  expect(await part.read()).toBeUndefined();
  await part.write(partXml({ a: 1 }));
  await part.write(partXml({ a: 2 }));
  expect(book.xmlParts).toEqual([theirs, partXml({ a: 2 })]);
  expect(parsePartXml((await part.read()) ?? "")).toEqual({ a: 2 });
});

test("D210: where Excel lacks ExcelApi 1.5 there is no part (the settings alone are read)", () => {
  overBook(new FakeWorkbook({ sheets: [{ name: "Sheet1", rows: [] }] }), false);
  expect(officePart()).toBeUndefined();
});

test("D212: a read-only workbook's part refuses the write with Excel's error, and the part is unchanged", async () => {
  const kept = partXml({ a: 1 });
  const book = new FakeWorkbook({ sheets: [{ name: "Sheet1", rows: [] }], xmlParts: [kept], readOnly: true });
  overBook(book);
  const part = officePart();
  await expect(part?.write(partXml({ a: 2 }))).rejects.toMatchObject({ code: "AccessDenied" });
  expect(book.xmlParts).toEqual([kept]);
  expect(parsePartXml((await part?.read()) ?? "")).toEqual({ a: 1 });
});
