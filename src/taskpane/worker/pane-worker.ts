/**
 * The pane's worker (D246), built by webpack as its own file, `pane-worker.js`: one job per
 * worker, which the pane ends (`terminate`) when the job is done or cancelled.
 */
import "./worker-globals";
import { receiver } from "./serve";
import type { Posted, Reply } from "./protocol";

/** The worker's global scope, as much of it as is used (the project's types are the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<Posted>) => void) | null;
  postMessage(reply: Reply): void;
}

const scope = self as unknown as WorkerScope;
const receive = receiver((reply) => scope.postMessage(reply));
scope.onmessage = (event) => {
  void receive(event.data);
};
