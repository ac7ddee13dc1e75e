/**
 * What the pane says about its host when it opens (src/taskpane/host-notices.ts): the workbook's
 * date system it could not read (D320), the metadata Excel on the web cannot fetch (D323).
 */
import { readDateSystem } from "../../src/sheet/date-system";
import { describeError } from "../../src/sheet/messages";
import {
  type Fetch,
  dateSystemNotice,
  metadataFile,
  probeDateSystem,
  probeMetadata,
} from "../../src/taskpane/host-notices";
import { FakeWorkbook } from "../sheet/fake-workbook";

/** The pane's probe over a workbook whose DATE(1904,1,1) gives `date1904`'s reading (D192). */
const probe = (date1904: boolean | number) =>
  probeDateSystem(() => readDateSystem(new FakeWorkbook({ host: { date1904 } }).context()));

describe("D320: the date system probe", () => {
  test.each([
    [false, "1900"],
    [true, "1904"],
  ] as const)("gives the workbook's system, nothing to say (date1904 %s)", async (date1904, system) => {
    await expect(probe(date1904)).resolves.toEqual({ system });
  });

  test("that fails assumes the 1900 system and keeps the failure to say", async () => {
    // 7: an Excel answering neither 1462 (1900 system) nor 0 (1904 system) for DATE(1904,1,1)
    const { system, failure } = await probe(7);
    expect(system).toBe("1900");
    expect(failure).toBeDefined();
    const text = dateSystemNotice(failure, "en");
    expect(text).toContain("Excel gave 7 for DATE(1904,1,1)"); // what Excel gave
    expect(text).toContain("as the 1900 date system counts it"); // the assumption made
    expect(text).toContain("four years and a day early"); // what it costs in a 1904 workbook (D191: 1,462 days)
    expect(dateSystemNotice(failure, "hu")).toContain("1900-as dátumrendszer");
    expect(dateSystemNotice(failure, "ru")).toContain("системе дат 1900");
  });

  test.each(["en", "hu", "ru"] as const)(
    "D374: says what Excel gave once, in its own sentence, not the reader's in brackets (%s)",
    async (lang) => {
      const { failure } = await probe(7);
      const text = dateSystemNotice(failure, lang);
      // the reader's sentence (dateSystemUnknown) tells a step that read a sheet to try again
      expect(text).not.toContain(describeError(failure, lang));
      expect(text.split("DATE(1904,1,1)")).toHaveLength(2);
      expect(text.split("1462")).toHaveLength(2);
      expect(text).toContain(" 7"); // the value Excel gave, as the probe's workbook gives it
    },
  );

  test("whose Excel call itself fails says Excel's own text", async () => {
    const { system, failure } = await probeDateSystem(() => Promise.reject(new Error("GeneralException")));
    expect(system).toBe("1900");
    expect(dateSystemNotice(failure, "en")).toContain("(GeneralException)");
  });
});

/** An answer of the pane's server: its status and its CORS header (null: none). */
const answering =
  (status: number, allow: string | null): Fetch =>
  () =>
    Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      headers: {
        get: (name: string) => (name.toLowerCase() === "access-control-allow-origin" ? allow : null),
      },
    });

describe("D323: the metadata probe", () => {
  test("finds the file Excel loads for the display language (manifest.xml's overrides)", () => {
    expect(["en-US", "hu-HU", "ru-RU", "de-DE", undefined].map(metadataFile)).toEqual([
      "functions.json",
      "functions-hu.json",
      "functions-ru.json",
      "functions.json",
      "functions.json",
    ]);
  });

  test("says nothing when the header is there, or where Excel fetches from the add-in's own origin (desktop)", async () => {
    await expect(probeMetadata(answering(200, "*"), "functions.json", true)).resolves.toBeUndefined();
    await expect(probeMetadata(answering(200, null), "functions.json", false)).resolves.toBeUndefined();
  });

  test("says the header is missing on the web", async () => {
    await expect(probeMetadata(answering(200, null), "functions-hu.json", true)).resolves.toEqual({
      code: "metadataNoCors",
      params: { file: "functions-hu.json" },
    });
  });

  test("says a file that is not there, or not fetched, on every platform", async () => {
    await expect(probeMetadata(answering(404, "*"), "functions.json", false)).resolves.toEqual({
      code: "metadataUnread",
      params: { file: "functions.json", detail: "HTTP 404" },
    });
    const failing: Fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(probeMetadata(failing, "functions.json", true)).resolves.toEqual({
      code: "metadataUnread",
      params: { file: "functions.json", detail: "Failed to fetch" },
    });
  });
});
