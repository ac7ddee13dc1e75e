/**
 * Fixture folders: test/fixtures/<case>/input.* + expected.json (+ SOURCES.txt for real files).
 * Dropping a folder in adds a test (fixture-folder.ts). The EGC-size folders (EGC 2011 and 2013,
 * 594–760 players) are checked in the slow suite, fixtures.slow.test.ts, with the same body.
 */
import { isLarge } from "../cli/per-fixture";
import { FIXTURE_FOLDERS, fixtureFolderTests } from "./fixture-folder";

const cases = FIXTURE_FOLDERS.filter((d) => !isLarge(d));

describe("fixture folders", () => {
  it("finds the fixture folders", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(cases)("%s", fixtureFolderTests);
});
