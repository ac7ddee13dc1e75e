import { type Message, english } from "../i18n/table";

/**
 * Excel's failures as the adapter reports them: the message of an Office error, and the errors
 * the adapter throws (SheetWriteError, SheetReadError) carrying a message of the one table.
 */

/** What an Office error carries (OfficeExtension.Error); plain errors have only a message. */
export interface OfficeErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly debugInfo?: { readonly errorLocation?: unknown; readonly message?: unknown };
}

/** The text of an Office error (its message, code and where it happened), else of any error. */
export function officeMessage(e: unknown): string {
  const err = (typeof e === "object" && e !== null ? e : {}) as OfficeErrorLike;
  const message = typeof err.message === "string" && err.message !== "" ? err.message : String(e);
  return typeof err.code === "string" && err.code !== "" && !message.includes(err.code)
    ? `${message} (${err.code})`
    : message;
}

/** The code of an Office error ("ItemNotFound", …). */
export function errorCode(e: unknown): string | undefined {
  const code = (typeof e === "object" && e !== null ? e : {}) as OfficeErrorLike;
  return typeof code.code === "string" ? code.code : undefined;
}

/**
 * Writing a plan failed. `removed`: the partial sheet was deleted (or never created). `message`
 * is English; `text` is the message for `describe(text, lang)` (src/i18n/table.ts). `partsWritten`:
 * for an update to an existing sheet (`writeUpdate`), how much of it was written before it
 * failed, `done` of its `parts` requests (a sync each).
 */
export class SheetWriteError extends Error {
  constructor(
    readonly text: Message,
    readonly sheetName: string | null,
    readonly removed: boolean,
    override readonly cause: unknown,
    readonly partsWritten?: { readonly done: number; readonly parts: number },
  ) {
    super(english(text));
    this.name = "SheetWriteError";
  }
}

/** Reading a sheet failed (missing sheet, Excel error); `text` as for SheetWriteError. */
export class SheetReadError extends Error {
  constructor(
    readonly text: Message,
    override readonly cause: unknown,
  ) {
    super(english(text));
    this.name = "SheetReadError";
  }
}
