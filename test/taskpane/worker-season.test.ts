/**
 * Re-rate the season with its computing in the pane's worker (D264): the workbook written is the
 * one the re-rate computed on the pane's thread writes (RULES §1.4's example 2 with its third
 * tournament late, test/sheet/season-book.ts: the hero's 2035, 2055, 2040, 2075 as
 * test/sheet/season-rerate.test.ts checks them), with the same syncs; a Cancel before the
 * re-rate is back writes nothing (D250); a host without workers computes it on the pane's
 * thread (D249).
 */
import { rerateSeason } from "../../src/sheet/actions";
import { WorkCancelled, runAway } from "../../src/taskpane/worker/client";
import { heroRow, mappingOf, seasonBook } from "../sheet/season-book";
import { fakeWorker, view } from "./fake-worker";

test("re-rated in the worker: the same steps, workbook and syncs as re-rated here, progress by sheet", async () => {
  const here = await seasonBook();
  const away = await seasonBook();
  const mapping = await mappingOf(away.book);
  const mappingHere = await mappingOf(here.book);
  const syncsHere = here.book.syncCount;
  const direct = await rerateSeason(here.book.context(), mappingHere);
  const directSyncs = here.book.syncCount - syncsHere;
  const { worker, start, replies } = fakeWorker();
  const v = view();
  const syncs = away.book.syncCount;
  const r = await rerateSeason(away.book.context(), mapping, (list, m, reads) =>
    runAway({ kind: "rerate", list, mapping: m, reads }, v, start),
  );
  expect(away.book.syncCount - syncs).toBe(directSyncs);
  expect(r.ok).toBe(true);
  expect(r).toEqual(direct);
  expect(away.book.snapshot()).toEqual(here.book.snapshot());
  // RULES §1.4 example 2: the late third re-rated from 2055 to 2040, the fourth from 2040 to 2075
  await expect(heroRow(away.book)).resolves.toMatchObject({ "2026-01-07": 2040, "2026-01-09": 2075 });
  // the four tournament sheets of season-book.ts, each said as it is rated, then the whole
  expect(v.reports).toEqual([
    [0, 4],
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 4],
  ]);
  // D361: the updates one piece a sheet (the four sheets and the list, each under CELLS_PER_REPLY)
  expect(replies).toEqual({ progress: 5, part: 5, done: 1 });
  expect(v.onPaneSaid).toBe(false);
  expect(worker.terminated).toBe(true);
});

test("Cancel before the re-rate is back: nothing written, the workbook unchanged", async () => {
  const { book } = await seasonBook();
  const mapping = await mappingOf(book);
  const before = book.snapshot();
  const { worker, start } = fakeWorker();
  const v = view();
  const rerated = rerateSeason(book.context(), mapping, (list, m, reads) => {
    const running = runAway({ kind: "rerate", list, mapping: m, reads }, v, start);
    v.cancel?.();
    return running;
  });
  await expect(rerated).rejects.toBeInstanceOf(WorkCancelled);
  expect(book.snapshot()).toEqual(before);
  // still as posted: the late third rated from the fourth's figure, not re-rated to 2040
  expect((await heroRow(book))["2026-01-07"]).not.toBe(2040);
  expect(worker.terminated).toBe(true);
  await worker.finished;
});

test("no worker (D249): re-rated on the pane's thread, the same workbook, and the pane says so", async () => {
  const here = await seasonBook();
  const away = await seasonBook();
  const direct = await rerateSeason(here.book.context(), await mappingOf(here.book));
  const v = view();
  const r = await rerateSeason(away.book.context(), await mappingOf(away.book), (list, m, reads) =>
    runAway({ kind: "rerate", list, mapping: m, reads }, v, () => undefined),
  );
  expect(r).toEqual(direct);
  expect(away.book.snapshot()).toEqual(here.book.snapshot());
  expect(v.onPaneSaid).toBe(true);
});

test("Cancel on the pane's thread (D249, D250): stopped at the pause before computing, nothing written", async () => {
  const { book } = await seasonBook();
  const mapping = await mappingOf(book);
  const before = book.snapshot();
  const v = view();
  const rerated = rerateSeason(book.context(), mapping, (list, m, reads) => {
    const running = runAway({ kind: "rerate", list, mapping: m, reads }, v, () => undefined);
    v.cancel?.();
    return running;
  });
  await expect(rerated).rejects.toBeInstanceOf(WorkCancelled);
  expect(v.reports).toEqual([]);
  expect(book.snapshot()).toEqual(before);
});
