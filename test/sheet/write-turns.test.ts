/**
 * D362: the pane's own work before a sync is cut into turns of CELLS_PER_TURN cells, the thread
 * given back between them (`yieldToPane`, a `setTimeout(0)`): the plan checked, the requests
 * planned and the cells queued for one request are the same as in one piece, and so are the
 * syncs and the sheet written.
 */
import { columnLetters } from "../../src/sheet/a1";
import { writeUpdate } from "../../src/sheet/adapter";
import { CELLS_PER_TURN, planRequests, planRequestsInTurns } from "../../src/sheet/chunks";
import { type Block, num } from "../../src/sheet/plan";
import { assertPlanInTurns, validatePlan } from "../../src/sheet/validate-plan";
import { officeBook } from "./office-book";

/** `blocks` blocks of 1,000 rows × 2 columns, side by side from column B, each cell its own number. */
function blocks(count: number): Block[] {
  const letter = (i: number) => columnLetters(1 + 2 * i); // B, D, F …
  return Array.from({ length: count }, (_, b) => ({
    at: `${letter(b)}1`,
    rows: Array.from({ length: 1000 }, (_, r) => [num(b * 10_000 + r), num(-r)]),
  }));
}

/** The `setTimeout(…, 0)` calls `work` makes: the turns it gives the thread back in. */
async function turnsOf(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(globalThis, "setTimeout");
  try {
    await work();
    return spy.mock.calls.filter(([, ms]) => ms === 0).length;
  } finally {
    spy.mockRestore();
  }
}

test("a plan's requests planned in turns are the requests planned at once", async () => {
  const plan = { sheetName: "List", blocks: blocks(12) }; // 24,000 cells
  expect(CELLS_PER_TURN).toBe(20_000);
  let inTurns: unknown;
  // 2,000 cells a block: the thread given back once the tenth block's 20,000 are chunked
  await expect(
    turnsOf(async () => {
      inTurns = await planRequestsInTurns(plan);
    }),
  ).resolves.toBe(1);
  expect(inTurns).toEqual(planRequests(plan));
});

test("a plan's problems found in turns are those found at once, each at its cell", async () => {
  const bad = blocks(12).map((b, i) =>
    i === 11 ? { ...b, rows: [[num(Number.NaN), null], ...b.rows.slice(1)] } : b,
  );
  const plan = { sheetName: "List", blocks: bad };
  const v = validatePlan(plan);
  expect(v.ok).toBe(false);
  // the 12th block's first cell, X1 (0-based column 1 + 2 × 11 = 23, X): the one place a problem is said
  expect(JSON.stringify(v)).toContain('"cell":"X1"');
  await expect(assertPlanInTurns(plan)).rejects.toMatchObject({
    text: { code: "planRefused", params: { problems: v.ok ? [] : v.problems } },
  });
});

test("an update of 48,000 cells: the same sheet and one sync, checked, planned and queued in turns", async () => {
  const update = { sheetName: "List", blocks: blocks(24) };
  const book = officeBook();
  const ref = officeBook();
  book.seedSheet({ name: "List" });
  ref.seedSheet({ name: "List" });
  await writeUpdate(ref.context(), update); // the reference: its syncs and cells
  const syncs = book.syncCount;
  // 2,000 cells a block and a chunk: the check, the planning and the queueing each give the
  // thread back after the 10th and the 20th (20,000 and 40,000 cells)
  await expect(turnsOf(() => writeUpdate(book.context(), update))).resolves.toBe(6);
  expect(book.syncCount - syncs).toBe(1);
  expect(book.snapshot()).toEqual(ref.snapshot());
});
