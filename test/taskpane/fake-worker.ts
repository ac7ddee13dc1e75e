/** The pane's worker in a test (src/taskpane/worker/): a recording view and a worker run in this process. */
import type { WorkView } from "../../src/taskpane/worker/client";
import type { Posted, Reply } from "../../src/taskpane/worker/protocol";
import { receiver } from "../../src/taskpane/worker/serve";

/** A view that records what the pane would show, and can press Cancel. */
export function view(): WorkView & { reports: [number, number][]; onPaneSaid: boolean; cancel?: () => void } {
  const v: WorkView & { reports: [number, number][]; onPaneSaid: boolean; cancel?: () => void } = {
    reports: [],
    onPaneSaid: false,
    report: (d, t) => void v.reports.push([d, t]),
    cancellable: (c) => {
      if (c !== undefined) v.cancel = c;
    },
    onPane: () => {
      v.onPaneSaid = true;
    },
  };
  return v;
}

/**
 * A worker that runs `serve` in this process, its replies cloned (structuredClone, as
 * postMessage does) and delivered each in a task of its own; `replies` counts them by kind.
 */
export function fakeWorker(fail?: "load") {
  const replies: Record<string, number> = {};
  const receive = receiver((reply) => {
    replies[reply.kind] = (replies[reply.kind] ?? 0) + 1;
    const copy = structuredClone(reply);
    setTimeout(() => {
      if (!w.terminated) w.onmessage?.({ data: copy } as MessageEvent<Reply>);
    }, 0);
  });
  const w = {
    terminated: false,
    /** The job's run in this process, which terminate() cannot stop: awaited by a test that cancels. */
    finished: Promise.resolve(),
    onmessage: null as ((e: MessageEvent<Reply>) => void) | null,
    onerror: null as ((e: ErrorEvent) => void) | null,
    terminate() {
      w.terminated = true;
    },
    postMessage(posted: Posted) {
      if (fail === "load") {
        setTimeout(() => w.onerror?.({ message: "404", preventDefault: () => undefined } as ErrorEvent), 0);
        return;
      }
      w.posted.push(posted.kind);
      w.finished = receive(structuredClone(posted));
    },
    /** What the pane posted, by kind, in order (D298: a job's sheet rows before it). */
    posted: [] as string[],
  };
  return { worker: w, replies, start: () => w as unknown as Worker };
}
