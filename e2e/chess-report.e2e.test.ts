/**
 * The pane's "FIDE report (TRF)" on a chess sheet, end to end over the stubbed Office
 * (D300–D302): the sheet created from bbpPairings v6.0.0's tournament bbp-130.trf
 * (test/fixtures/dutch-bbp, SOURCES.txt), its report downloaded on Windows as `EVENT.trf` and
 * shown to copy on Mac (D213), the same text, copied with its CR LF line ends (D322), with what
 * FIDE requires and the sheet lacks listed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { readTrf } from "../src/formats/trf";
import { ROOT, createdSheet, press, servedPane } from "./harness";

const TRF = path.join(ROOT, "test", "fixtures", "dutch-bbp", "bbp-130.trf");
const OPENGOTHA = path.join(ROOT, "test", "fixtures", "opengotha-weekend", "input.xml");
const NOW = new Date("2026-11-22T10:00:00Z");

const served = servedPane();

test("D302: the report downloads on Windows and is shown to copy on Mac, the same TRF; the sheet's gaps said", async () => {
  const t = readTrf(readFileSync(TRF, "latin1")).tournament;
  const pc = await createdSheet(served, TRF, NOW, "PC");
  // D370: offered on the chess sheet the pane created
  await expect(pc.pane.page.locator("#trf-report").isVisible()).resolves.toBe(true);
  const [download] = await Promise.all([pc.pane.page.waitForEvent("download"), press(pc.pane, "trf-report")]);
  const file = download.suggestedFilename();
  expect(file).toMatch(/\.trf$/);
  const text = readFileSync(await download.path(), "utf8");
  const back = readTrf(text).tournament;
  // bbp-130.trf's players and every round of theirs
  expect(back.players.map((p) => p.name)).toEqual(t.players.map((p) => p.name));
  expect(back.players.map((p) => p.results)).toEqual(t.players.map((p) => p.results));
  await expect(pc.pane.page.locator("#trf-report-result").textContent()).resolves.toMatch(
    new RegExp(
      `^The report was written as “${file.replace(/\./g, "\\.")}”; \\d+ things FIDE requires are missing`,
    ),
  );
  const gaps = await pc.pane.page.locator("#trf-report-notes li").allTextContents();
  expect(gaps.some((g) => g.includes("032"))).toBe(true); // the sheet has no federation (D301)
  await expect(pc.pane.page.locator("#publish-copy").count()).resolves.toBe(0);
  expect(pc.pane.errors).toEqual([]);
  await pc.pane.page.close();

  const mac = await createdSheet(served, TRF, NOW, "Mac");
  await press(mac.pane, "trf-report");
  const panel = mac.pane.page.locator("#publish-copy");
  await expect(panel.locator("p").first().textContent()).resolves.toBe(
    `Excel here cannot save a file from the pane. Copy the report below, paste it into a text editor and save it as “${file}” (plain text). Copied, its lines end CR LF as FIDE's files do: where the editor offers line endings, keep Windows (CRLF).`,
  );
  // the same text; a textarea's value has its line ends as LF (HTML's normalisation of CR LF)
  await expect(panel.locator("textarea").inputValue()).resolves.toBe(text.replace(/\r\n/g, "\n"));
  expect(text).toContain("\r\n"); // the download keeps the writer's CR LF
  await expect(panel.locator("#publish-copy-button").textContent()).resolves.toBe("Copy the report");
  // D322: copied, by the button or as a selection (Cmd+C), the bytes are the download's, CR LF and all
  await mac.pane.page.evaluate(() => {
    const copied = globalThis as unknown as { copiedText?: string };
    Object.defineProperty(navigator.clipboard, "writeText", {
      value: (t: string) => ((copied.copiedText = t), Promise.resolve()),
    });
  });
  await press(mac.pane, "publish-copy-button");
  await expect(
    mac.pane.page.evaluate(() => (globalThis as unknown as { copiedText?: string }).copiedText),
  ).resolves.toBe(text);
  const selected = await panel.locator("textarea").evaluate((area: HTMLTextAreaElement) => {
    area.select();
    const data = new DataTransfer();
    area.dispatchEvent(new ClipboardEvent("copy", { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData("text/plain");
  });
  expect(selected).toBe(text);
  expect(mac.pane.errors).toEqual([]);
  await mac.pane.page.close();
});

test("D370: not offered on a Go sheet the pane created", async () => {
  const go = await createdSheet(served, OPENGOTHA, NOW);
  await expect(go.pane.page.locator("#trf-report").isHidden()).resolves.toBe(true);
  expect(go.pane.errors).toEqual([]);
  await go.pane.page.close();
});
