/**
 * The pane's long work (src/taskpane/worker/, D246–D250): a job gives the same result in the
 * worker (`serve`, its replies carried as the structured clone carries them) as read directly,
 * a list's rows in batches of ROWS_PER_REPLY (D248); Cancel ends the worker and rejects with its
 * message (D250); where no worker starts, the job runs on the pane's thread in pieces of
 * PANE_PIECE_BYTES with a pause after each (D249), and says so. The list is a synthetic FIDE TXT
 * download (bench/lists-synthetic.ts) of 10,000 players, one in 50 unrated and so not read
 * (9,800 rows: 10 batches), about 1.6 MB: 4 pieces.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeSyntheticList } from "../../bench/lists-synthetic";
import { readListFile } from "../../src/taskpane/list-file";
import { WorkCancelled, WorkFailed, runAway } from "../../src/taskpane/worker/client";
import { PANE_PIECE_BYTES } from "../../src/taskpane/worker/jobs";
import { type ReadListJob, ROWS_PER_REPLY } from "../../src/taskpane/worker/protocol";
import { fakeWorker, view } from "./fake-worker";
import { readTournament } from "../../src/formats";
import { previewStarts } from "../../src/sheet/starts";
import { dropListWorker, keepListWorker, matchAway } from "../../src/taskpane/worker/list-worker";
import type { SheetRead } from "../../src/sheet/sheet-read";

const ROWS = 10_000;
const READ = ROWS - ROWS / 50;
let file: Blob;
beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), "pane-worker-"));
  const at = path.join(dir, "players_list_foa.txt");
  writeSyntheticList("fide-txt", ROWS, at);
  file = new Blob([readFileSync(at)]);
  rmSync(dir, { recursive: true });
});

const job = (): ReadListJob => ({ kind: "readList", file, system: "fide", encoding: undefined });

describe("a list read away from the pane's thread", () => {
  test("in the worker: the rows the reader gives, in batches of 1,000, with the bytes read", async () => {
    const direct = await readListFile(file, "fide");
    expect(direct.ratingList?.entries.length).toBe(READ);
    const { worker, replies, start } = fakeWorker();
    const v = view();
    const read = await runAway(job(), v, start);
    expect(read.ratingList?.entries).toEqual(direct.ratingList?.entries);
    expect(read.ratingList?.format).toBe("fide-txt");
    expect(replies["part"]).toBe(Math.ceil(READ / ROWS_PER_REPLY)); // 10
    expect(worker.terminated).toBe(true);
    expect(v.onPaneSaid).toBe(false);
    expect(v.reports.at(-1)).toEqual([file.size, file.size]);
  });

  test("Cancel ends the worker and says that nothing was read (D250)", async () => {
    const { worker, start } = fakeWorker();
    const v = view();
    const running = runAway(job(), v, start);
    v.cancel?.();
    await expect(running).rejects.toBeInstanceOf(WorkCancelled);
    await expect(running).rejects.toMatchObject({ text: { code: "workCancelled" } });
    expect(worker.terminated).toBe(true);
    await worker.finished;
  });

  test("a post the worker cannot be sent (a DataCloneError) ends the work with its reason, not a pane left waiting", async () => {
    const { worker, start } = fakeWorker();
    worker.postMessage = () => {
      throw new Error("DataCloneError: could not be cloned");
    };
    const failed = runAway(job(), view(), start);
    await expect(failed).rejects.toBeInstanceOf(WorkFailed);
    await expect(failed).rejects.toMatchObject({ text: { code: "workCrashed" } });
    expect(worker.terminated).toBe(true);
  });

  test("a job that throws in the worker comes back as its message, not a crash", async () => {
    const { worker, start } = fakeWorker();
    // a sheet read without its cells: the planning throws inside the worker
    const read = { sheetName: "S", row: 0, column: 0, rows: 3, columns: 3 } as unknown as SheetRead;
    const failed = runAway({ kind: "pair", read, ask: { engine: "opengotha", round: 1 } }, view(), start);
    await expect(failed).rejects.toBeInstanceOf(WorkFailed);
    await expect(failed).rejects.toMatchObject({ text: { code: "verbatim" } });
    expect(worker.terminated).toBe(true);
  });

  test("no worker (D249): the same rows, read on the pane's thread in 512 KB pieces, and the pane says so", async () => {
    const v = view();
    const read = await runAway(job(), v, () => undefined);
    expect(read.ratingList?.entries.length).toBe(READ);
    expect(v.onPaneSaid).toBe(true);
    expect(v.reports.length).toBe(Math.ceil(file.size / PANE_PIECE_BYTES));
    expect(v.reports.map(([d]) => d)).toEqual([...v.reports.map(([d]) => d)].sort((a, b) => a - b));
  });

  test("a worker whose file does not load hands the job to the pane's thread (D249)", async () => {
    const { start } = fakeWorker("load");
    const v = view();
    const read = await runAway(job(), v, start);
    expect(read.ratingList?.entries.length).toBe(READ);
    expect(v.onPaneSaid).toBe(true);
  });

  test("Cancel on the pane's thread stops at the next pause (D250)", async () => {
    const v = view();
    const origReport = v.report;
    v.report = (d, t) => {
      origReport(d, t);
      if (v.reports.length === 2) v.cancel?.();
    };
    await expect(runAway(job(), v, () => undefined)).rejects.toBeInstanceOf(WorkCancelled);
    expect(v.reports.length).toBe(2);
  });
});

describe("step 3's preview against the list its worker holds (D252)", () => {
  test("the same preview as matched on the pane's thread, and none once the worker is ended", async () => {
    const trf = readFileSync(path.join(__dirname, "..", "fixtures", "trf-held-swiss-9", "input.trf"));
    const { tournament } = readTournament(trf, "input.trf");
    const { worker, start } = fakeWorker();
    const read = await runAway(job(), view(), start, (w, r) => keepListWorker(w, r.ratingList));
    expect(worker.terminated).toBe(false);
    const here = previewStarts(
      { tournament, ...(read.ratingList ? { ratingList: read.ratingList } : {}) },
      "fide",
    );
    const away = await matchAway({ tournament }, "fide", read.ratingList);
    expect(away).toEqual(here);
    // the fixture's 16 players, none of them on the synthetic list
    expect(away?.length).toBe(16);
    expect(away?.filter((s) => s.found)).toEqual([]);
    expect(matchAway({ tournament }, "fide", undefined)).toBeUndefined();
    dropListWorker();
    expect(worker.terminated).toBe(true);
    expect(matchAway({ tournament }, "fide", read.ratingList)).toBeUndefined();
  });
});
