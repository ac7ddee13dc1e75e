/** How a published page leaves the pane (src/taskpane/publish-copy.ts, D213, D214). */
import { PAGE, originalSlice, pageFileName, saveRoute } from "../../src/taskpane/publish-copy";
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

describe("D322: a selection of the copy panel's text copied with the text's own line ends", () => {
  // two records of a TRF as the writer ends them (CR LF), and the textarea's value of it (LF)
  const trf = "012 Open\r\n001    1 Alpha\r\n";
  const shown = trf.replace(/\r\n/g, "\n");

  test("the whole text is the original, CR LF and all", () => {
    expect(originalSlice(trf, 0, shown.length)).toBe(trf);
  });

  test("a part keeps the CR LF of each line end it spans", () => {
    const start = shown.indexOf("Open");
    const end = shown.indexOf("Alpha");
    expect(originalSlice(trf, start, end)).toBe("Open\r\n001    1 ");
    expect(originalSlice(trf, start, start + 4)).toBe("Open"); // no line end
    expect(originalSlice(trf, start + 4, start + 5)).toBe("\r\n"); // the one LF shown
  });

  test("a text with LF, or a lone CR, is what it was; offsets past the end are the end", () => {
    expect(originalSlice("a\nb", 0, 3)).toBe("a\nb");
    expect(originalSlice("a\rb", 1, 2)).toBe("\r");
    expect(originalSlice(trf, 0, 1000)).toBe(trf);
    expect(originalSlice(trf, 5, 5)).toBe("");
  });
});
