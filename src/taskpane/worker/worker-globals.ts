/**
 * What the worker's modules expect of the page (imported first by pane-worker.ts): the custom
 * functions' families it shares with the pane end in `CustomFunctions.associate` calls, which
 * the metadata plugin appends and which register nothing in a worker (the page registers them).
 */
const scope = self as unknown as { CustomFunctions?: { associate(id: string, f: unknown): void } };
scope.CustomFunctions ??= { associate: () => undefined };

export {};
