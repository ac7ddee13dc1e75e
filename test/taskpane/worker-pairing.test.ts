/**
 * Pair round with its planning in the pane's worker (D247): the cells written are the ones the
 * pairing planned on the pane's thread writes (the "notsimplemm" fixture with rounds 3–5
 * emptied, as test/sheet/pairing.test.ts pairs it), and a Cancel before the plan is back writes
 * nothing (D250): the sheet is as it was, cell for cell.
 */
import { pairSheet } from "../../src/sheet/pairing-actions";
import { WorkCancelled, runAway } from "../../src/taskpane/worker/client";
import { sheetOf, upTo } from "../sheet/notsimplemm-sheet";
import { fakeWorker, view } from "./fake-worker";

test("round 3 planned in the worker: the same sheet as planned here, with two syncs", async () => {
  const here = await sheetOf(upTo(2));
  const away = await sheetOf(upTo(2));
  const direct = await pairSheet(here.book.context(), { engine: "opengotha", round: 3 });
  const { worker, start } = fakeWorker();
  const syncs = away.book.syncCount;
  const planned = await pairSheet(away.book.context(), { engine: "opengotha", round: 3 }, (read, ask) =>
    runAway({ kind: "pair", read, ask }, view(), start),
  );
  expect(away.book.syncCount - syncs).toBe(2);
  expect(planned.ok).toBe(true);
  expect(planned).toEqual(direct);
  expect(away.book.snapshotSheet(away.sheet)).toEqual(here.book.snapshotSheet(here.sheet));
  expect(worker.terminated).toBe(true);
});

test("the next round (the ribbon's Pair next round) is round 3 in the worker too", async () => {
  const { book } = await sheetOf(upTo(2));
  const { start } = fakeWorker();
  const r = await pairSheet(book.context(), { engine: "opengotha" }, (read, ask) =>
    runAway({ kind: "pair", read, ask }, view(), start),
  );
  expect(r.round).toBe(3);
});

test("Cancel before the plan is back: nothing written, the sheet unchanged", async () => {
  const { book, sheet } = await sheetOf(upTo(2));
  const before = book.snapshotSheet(sheet);
  const { worker, start } = fakeWorker();
  const v = view();
  const paired = pairSheet(book.context(), { engine: "opengotha", round: 3 }, (read, ask) => {
    const running = runAway({ kind: "pair", read, ask }, v, start);
    v.cancel?.();
    return running;
  });
  await expect(paired).rejects.toBeInstanceOf(WorkCancelled);
  expect(book.snapshotSheet(sheet)).toEqual(before);
  await worker.finished;
});
