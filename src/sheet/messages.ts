/**
 * The messages of src/sheet as the pane shows them: `describe(message, lang)` renders a message
 * of the one table (src/i18n/table.ts), or anything carrying one as `text` (a SheetProblem, a
 * SheetInputError / SheetWriteError / SheetReadError, the problem of `detectRatingListMapping`);
 * `describeError` does the same for any error, an engine's included (its `text` when it has
 * one, else its message shown as it is).
 */
import { RatingError } from "../core/common/errors";
import { type Language } from "../i18n/language";
import { type Message, isMessage, msg, render } from "../i18n/table";

/** A message carried by a problem, a skipped player, an error (see `describeError`). */
export interface HasSheetMessage {
  readonly text: Message;
}

/** The text of a message, or of what carries one, in a language of the pane. */
export function describe(message: Message | HasSheetMessage, lang: Language): string {
  return render("code" in message ? message : message.text, lang);
}

/**
 * An error src/sheet throws on bad input (a release date before the event, a post date that is
 * no date, …): a RatingError (`kind` value).
 */
export class SheetInputError extends RatingError {
  constructor(text: Message) {
    super("value", text);
    this.name = "SheetInputError";
  }
}

/**
 * The message of an error: the one it carries as `text` (the errors of src/sheet, a RatingError
 * of the core that has one), else the error's own message (Excel's, the system's) as `verbatim`,
 * else `String(e)` as `verbatim`.
 */
export function messageOf(e: unknown): Message {
  if (typeof e === "object" && e !== null && "text" in e) {
    const text = (e as { text: unknown }).text;
    if (isMessage(text)) return text;
  }
  return msg("verbatim", { text: e instanceof Error ? e.message : String(e) });
}

/** The text of an error in a language: its message (`messageOf`) said in `lang`. */
export function describeError(e: unknown, lang: Language): string {
  return describe(messageOf(e), lang);
}
