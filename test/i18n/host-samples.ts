/** Parameters for the codes of the pane's notices about its host (src/i18n/host.ts, D320, D323). */
import type { HostParams } from "../../src/i18n/host";

export const HOST_SAMPLES: { readonly [K in keyof HostParams]: readonly HostParams[K][] } = {
  dateSystemAssumed: [{ value: "7" }, { error: "GeneralException" }],
  metadataNoCors: [{ file: "functions.json" }, { file: "functions-hu.json" }],
  metadataUnread: [{ file: "functions-ru.json", detail: "HTTP 404" }],
};
