/** The sheet of an OpenGotha XML with the Hungarian EGD list, on EGC 2013 (594 players, 13 HU). */
import { listedSheetMatches } from "./listed-sheet";

test("EGC 2013's OpenGotha XML with the Hungarian EGD list: starting ratings and ranks from the list", async () => {
  await listedSheetMatches("opengotha-egc2013");
});
