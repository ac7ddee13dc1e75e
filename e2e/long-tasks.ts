/**
 * The pane thread's long tasks as the Long Tasks API reports them, each attributed (D295): the
 * phases of our code it fell in (`phase:*` measures, src/sheet/phase.ts), the time the stub
 * spent in it doing what Excel does in its own process (`stub:*` measures of e2e/office-stub.js:
 * a batch applied, the workbook calculated), and the custom functions' time in it, which is ours
 * (they run in the pane's runtime in Excel too). A task's own time is its duration less the
 * stub's.
 */
import type { Browser, Pane } from "./harness";

/** A long task of the pane's thread, attributed. */
export interface LongTask {
  readonly start: number;
  readonly duration: number;
  /** The stub's time in it (Excel's work, not the pane's), the custom functions' excepted. */
  readonly stub: number;
  /** The custom functions' time in it. */
  readonly functions: number;
  /** The task less the stub's time: what the pane's thread spent on our code. */
  readonly own: number;
  /**
   * The part of the task within our phases, less the stub's and the functions' time there (D363):
   * a task that only overlaps a phase counts for its overlap, not whole.
   */
  readonly inPhases: number;
  /** The phases of ours it overlapped, in order of start. */
  readonly phases: readonly string[];
  /** Each measure's name (a phase, a function, the stub's) with its time within the task, longest first. */
  readonly parts: readonly (readonly [string, number])[];
}

interface Span {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Keeps the pages' own performance timeline: the fixed clock of the harness (Playwright's, which
 * the pane's dates need) replaces `performance` with one that records nothing and counts from
 * another origin than the Long Tasks API's entries. Before any page of `browser` opens (the clock
 * is installed with the first), each page pins the real one; Date stays fixed.
 */
export async function keepTimeline(browser: Browser): Promise<void> {
  await browser.context.addInitScript(() => {
    const real = performance;
    Object.defineProperty(globalThis, "performance", { get: () => real, set: () => undefined });
  });
}

/** The page's side of the observation: the entries delivered so far, and the observer itself. */
interface Watch {
  longTasks: { start: number; end: number }[];
  observedFrom: number;
  observer: PerformanceObserver;
}

/** Starts collecting the page's long tasks and measures (a fresh timeline). */
export function observe(pane: Pane): Promise<void> {
  return pane.page.evaluate(() => {
    const w = window as unknown as Watch;
    performance.clearMeasures();
    w.longTasks = [];
    w.observedFrom = performance.now();
    const keep = (entries: PerformanceEntryList): void => {
      for (const e of entries) w.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    };
    w.observer = new PerformanceObserver((list) => keep(list.getEntries()));
    w.observer.observe({ type: "longtask" });
  });
}

/** The union of `spans` within [from, to], as disjoint intervals in order. */
function merged(spans: readonly Span[], from: number, to: number): [number, number][] {
  const cut = spans
    .map((s) => [Math.max(s.start, from), Math.min(s.end, to)] as [number, number])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [a, b] of cut) {
    const last = out[out.length - 1];
    if (last !== undefined && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The union's length of `spans` within [from, to]. */
function covered(spans: readonly Span[], from: number, to: number): number {
  return merged(spans, from, to).reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** Each long task with the measures that overlap it. */
export function attribute(
  tasks: readonly { start: number; end: number }[],
  measures: readonly Span[],
): LongTask[] {
  const of = (prefix: string) => measures.filter((m) => m.name.startsWith(prefix));
  const stub = of("stub:");
  const functions = of("function:");
  const phases = of("phase:");
  return tasks.map(({ start, end }) => {
    const fn = covered(functions, start, end);
    const host = Math.max(0, covered(stub, start, end) - fn);
    const duration = end - start;
    // D363: within the task, the time our phases cover, less the stub's and the functions' there
    const inPhases = merged(phases, start, end).reduce(
      (sum, [a, b]) => sum + (b - a) - covered([...stub, ...functions], a, b),
      0,
    );
    const parts = new Map<string, number>();
    for (const m of measures) {
      const t = covered([m], start, end);
      if (t > 0) parts.set(m.name, (parts.get(m.name) ?? 0) + t);
    }
    return {
      parts: [...parts].sort((a, b) => b[1] - a[1]),
      start,
      duration,
      stub: host,
      functions: fn,
      own: duration - host,
      inPhases,
      phases: [
        ...new Set(
          phases.filter((p) => p.start < end && p.end > start).map((p) => p.name.slice("phase:".length)),
        ),
      ],
    };
  });
}

/** What `longTasks` gives. */
export interface Observed {
  /** The long tasks, longest own time first. */
  readonly tasks: LongTask[];
  /** Ms since `observe`. */
  readonly elapsed: number;
  /** The longest single custom function call (ours, one task of its own in Excel), if any. */
  readonly longestCall?: { readonly name: string; readonly ms: number };
}

/**
 * The long tasks seen since `observe`, and the longest custom function call. Called once the
 * action's own signal has come (its button done, its result shown): the observer's queued entries
 * are taken at once (`takeRecords`, D363), not waited for; an entry is queued as its task ends.
 */
export async function longTasks(pane: Pane): Promise<Observed> {
  const seen = await pane.page.evaluate(() => {
    const w = window as unknown as Watch;
    const elapsed = performance.now() - w.observedFrom;
    for (const e of w.observer.takeRecords())
      w.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
    w.observer.disconnect();
    const measures = performance
      .getEntriesByType("measure")
      .map((m) => ({ name: m.name, start: m.startTime, end: m.startTime + m.duration }));
    return { tasks: w.longTasks, measures, elapsed };
  });
  const tasks = attribute(seen.tasks, seen.measures).sort((a, b) => b.own - a.own);
  const calls = seen.measures
    .filter((m) => m.name.startsWith("function:"))
    .map((m) => ({ name: m.name.slice("function:".length), ms: m.end - m.start }))
    .sort((a, b) => b.ms - a.ms);
  return { tasks, elapsed: seen.elapsed, ...(calls[0] !== undefined ? { longestCall: calls[0] } : {}) };
}

/** A task: its length, its own time (the functions' part of it) and the stub's, its phases and measures. */
export function describeTask(t: LongTask): string {
  const ms = (n: number) => Math.round(n);
  return (
    `${ms(t.duration)} ms (own ${ms(t.own)}, of it functions ${ms(t.functions)}, in phases ${ms(t.inPhases)}; ` +
    `stub ${ms(t.stub)})` +
    ` in ${t.phases.join("+") || "no phase"} [${t.parts.map(([n, d]) => `${n} ${ms(d)}`).join(", ")}]`
  );
}

/** The tasks, one after another. */
export function describeTasks(tasks: readonly LongTask[]): string {
  return tasks.map(describeTask).join("; ");
}
