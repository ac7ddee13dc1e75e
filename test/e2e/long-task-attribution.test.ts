/**
 * D363: the long-task test's attribution (e2e/long-tasks.ts): a task counts for our phases only for
 * the part of it they cover, less the stub's and the functions' time there, not whole where it
 * merely overlaps a phase. Figures made up for the arithmetic, in ms of the page's timeline.
 */
import { attribute } from "../../e2e/long-tasks";

test("a task that only overlaps a phase counts for the overlap, less the stub's work within it", () => {
  const [task] = attribute(
    [{ start: 100, end: 400 }], // 300 ms
    [
      { name: "phase:write", start: 300, end: 600 }, // the task's last 100 ms
      { name: "stub:batch", start: 320, end: 360 }, // 40 ms of it the stub's
      { name: "phase:plan", start: 0, end: 50 }, // ended before the task
    ],
  );
  expect(task?.duration).toBe(300);
  expect(task?.own).toBe(260); // 300 less the stub's 40
  expect(task?.inPhases).toBe(60); // 100 within write, less the stub's 40
  expect(task?.phases).toEqual(["write"]);
});

test("overlapping phases are counted once, the functions' time taken out", () => {
  const [task] = attribute(
    [{ start: 0, end: 200 }],
    [
      { name: "phase:reply", start: 10, end: 110 },
      { name: "phase:write", start: 60, end: 160 }, // 10–160: 150 ms under one phase or both
      { name: "function:TOURNAMENT.STANDINGS", start: 100, end: 130 },
    ],
  );
  expect(task?.inPhases).toBe(120);
  expect(task?.functions).toBe(30);
});
