/**
 * The built functions in the page, under each reading the stub gives of what Excel hands them
 * where its builds differ (office-stub.js `host`): an empty cell or slot as null, 0 or "" (D185),
 * a range given to a single-value parameter #VALUE! or lifted (D188). FUNCTIONS.md's examples:
 * MGSZ.RANK(1947) → 1k, MGSZ.MULTIPLIER(120, , TRUE, 600, "european") → 45, and 2130 the 3d
 * band's floor (MGSZ.RANKPOINTS("3 dan")).
 */
import { openPane, servedPane } from "./harness";
import type { HostReadings } from "../test/sheet/fake-workbook";

const served = servedPane();

const FORMULAS: readonly (readonly [string, string])[] = [
  ["A1", "=MGSZ.RANK(1947,C1)"],
  ["B1", '=MGSZ.MULTIPLIER(120,,TRUE,600,"european")'],
  ["A2", "=MGSZ.RANK(D2:D3)"],
];

async function calculated(host: HostReadings): Promise<unknown> {
  const sheets = [{ name: "Readings", rows: [[], [null, null, null, 1947], [null, null, null, 2130]] }];
  const pane = await openPane(served.browser, served.server, { sheets, host });
  for (const [at, formula] of FORMULAS)
    await pane.book((b, [a, f]) => b.typeInto("Readings", a, f), [at, formula] as [string, string]);
  const values = await pane.book((b) => b.valuesOf("Readings", "A1:B3"));
  expect(pane.errors).toEqual([]);
  await pane.page.close();
  return values;
}

test.each([null, 0, ""] as const)(
  "an empty cell or slot arriving as %p (D185): the calls left to it give their defaults",
  async (e) => {
    const values = (await calculated({ emptyArrives: e })) as unknown[][];
    expect(values[0]).toEqual(["1k", 45]);
    expect(values[1]?.[0]).toBe("#VALUE!");
  },
);

test("a range given to a single-value parameter, lifted (D188): one call per cell, spilled", async () => {
  const values = (await calculated({ rangeToScalar: "lift" })) as unknown[][];
  expect(values.map((r) => r[0])).toEqual(["1k", "1k", "3d"]);
});
