/** Parameters for the remembered choices' and the copied page's codes (src/i18n/remember.ts), for test/i18n/table.test.ts. */
import type { RememberParams } from "../../src/i18n/remember";

export const REMEMBER_SAMPLES: { readonly [K in keyof RememberParams]: readonly RememberParams[K][] } = {
  rememberNotKept: [{}, { detail: "GeneralException" }],
  rememberNotRead: [{}, { detail: "AccessDenied" }],
  publishCopyHint: [{ file: "Budapest Open.html" }],
  publishCopyButton: [{}],
  publishCopied: [{}],
  publishCopyFailed: [{}],
  publishCopyClose: [{}],
  trfReportButton: [{}],
  trfReportHint: [{}],
  trfReportCopyHint: [{ file: "Budapest Open.trf" }],
  trfReportCopyButton: [{}],
  trfReportCopyFailed: [{}],
  trfReportDone: [
    { file: "Budapest Open.trf", notes: 0 },
    { file: "Budapest Open.trf", notes: 1 },
    { file: "Budapest Open.trf", notes: 5 },
  ],
  trfReportNotChess: [{ sheet: "Budapest Open" }],
  trfReportProblems: [{ count: 1 }, { count: 3 }],
  trfReportCellsUnread: [
    { sheet: "Budapest Open", count: 1 },
    { sheet: "Budapest Open", count: 2 },
  ],
};
