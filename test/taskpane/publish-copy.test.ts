/** How a published page leaves the pane (src/taskpane/publish-copy.ts, D213, D214). */
import { PAGE, pageFileName, saveRoute } from "../../src/taskpane/publish-copy";
import { TRF_FORM } from "../../src/taskpane/trf-report";

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

test("D302: the FIDE report is saved as plain text named EVENT.trf, its copy hint its own", () => {
  expect(pageFileName("AutoTest Tournament 104", "report", "trf")).toBe("AutoTest Tournament 104.trf");
  expect(pageFileName("?", "report", "trf")).toBe("report.trf");
  expect(TRF_FORM.mime).toBe("text/plain;charset=utf-8");
  expect(PAGE.mime).toBe("text/html;charset=utf-8");
  expect(TRF_FORM.hint("a.trf")).toEqual({ code: "trfReportCopyHint", params: { file: "a.trf" } });
  expect(PAGE.hint("a.html")).toEqual({ code: "publishCopyHint", params: { file: "a.html" } });
  expect([TRF_FORM.copy.code, TRF_FORM.copyFailed.code]).toEqual([
    "trfReportCopyButton",
    "trfReportCopyFailed",
  ]);
  expect([PAGE.copy.code, PAGE.copyFailed.code]).toEqual(["publishCopyButton", "publishCopyFailed"]);
});
