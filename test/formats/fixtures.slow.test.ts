/** The EGC-size fixture folders (LARGE_FIXTURES), which fixtures.test.ts leaves out: the same checks. */
import { LARGE_FIXTURES, isLarge } from "../cli/per-fixture";
import { FIXTURE_FOLDERS, fixtureFolderTests } from "./fixture-folder";

const cases = FIXTURE_FOLDERS.filter(isLarge);

describe("fixture folders of an EGC's size", () => {
  it("are every folder LARGE_FIXTURES names", () => {
    expect([...cases].sort()).toEqual([...LARGE_FIXTURES].sort());
  });

  describe.each(cases)("%s", fixtureFolderTests);
});
