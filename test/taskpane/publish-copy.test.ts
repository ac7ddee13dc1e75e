/** How a published page leaves the pane (src/taskpane/publish-copy.ts, D213, D214). */
import { pageFileName, saveRoute } from "../../src/taskpane/publish-copy";

test("D213: Office for Mac shows the page to copy; Windows, the web and no known platform download", () => {
  // Office.PlatformType's values (Office.js): "PC", "OfficeOnline", "Mac", "iOS", "Android", "Universal"
  expect(["Mac", "PC", "OfficeOnline", "Universal", undefined].map(saveRoute)).toEqual([
    "copy",
    "download",
    "download",
    "download",
    "download",
  ]);
});

test("a page's file name drops what file systems refuse and falls back when nothing is left", () => {
  expect(pageFileName('Budapest: "Open" 2026/11', "standings")).toBe("Budapest   Open  2026 11.html"); // each run of refused characters one space, as before;
  expect(pageFileName(" <>|* ", "season")).toBe("season.html");
  expect(pageFileName("Кубок Москвы", "standings")).toBe("Кубок Москвы.html");
});
