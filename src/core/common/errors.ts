/**
 * The one error type the rating core throws. The custom-function layer maps `kind` to an
 * Excel error (`value` → #VALUE!, `num` → #NUM!, `na` → #N/A); the command line prints it.
 * What it says is a message of the one table (`text`), rendered in the pane's language by the
 * pane and the sheet, in English as `message` (the command line, Excel's error tooltip).
 */
import { type Message, english } from "../../i18n/table";

export type RatingErrorKind = "value" | "num" | "na";

/**
 * What an error says: always a message of the table, never English text
 * (test/i18n/verbatim.test.ts keeps `verbatim` for what the product did not write itself).
 */
export type ErrorText = Message;

export class RatingError extends Error {
  /**
   * The player the error is about, as data: the index in the tournament's players (mahjong: in
   * the results given). Set by {@link mapPlayers}; a sheet maps it to the player's row.
   */
  player?: number;

  /** What the error says, for `describe` (src/sheet/messages.ts) in any language. */
  readonly text: Message;

  constructor(
    readonly kind: RatingErrorKind,
    text: ErrorText,
  ) {
    super(english(text));
    this.text = text;
    this.name = "RatingError";
  }
}

/**
 * `xs.map(f)` where the i-th call works for the i-th player: a RatingError it throws that names
 * no player yet is about player i.
 */
export function mapPlayers<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  return xs.map((x, i) => {
    try {
      return f(x, i);
    } catch (e) {
      if (e instanceof RatingError && e.player === undefined) e.player = i;
      throw e;
    }
  });
}

/**
 * `f()`, or `refused` when `f` throws a RatingError: what a preview shows for a player that
 * rating would refuse.
 */
export function unlessRefused<T, U>(f: () => T, refused: U): T | U {
  try {
    return f();
  } catch (e) {
    if (e instanceof RatingError) return refused;
    throw e;
  }
}

/** `f()`, or the message of the RatingError it throws: a core refusal as a result, not a throw. */
export function refusal<T extends object>(f: () => T): T | { readonly message: ErrorText } {
  try {
    return f();
  } catch (e) {
    if (e instanceof RatingError) return { message: e.text };
    throw e;
  }
}

/** Bad input: a value of the wrong kind or shape (→ #VALUE!). */
export function invalid(text: ErrorText): RatingError {
  return new RatingError("value", text);
}

/** A number outside its allowed range (→ #NUM!). */
export function outOfRange(text: ErrorText): RatingError {
  return new RatingError("num", text);
}

/** A lookup or computation with no answer (→ #N/A). */
export function noAnswer(text: ErrorText): RatingError {
  return new RatingError("na", text);
}
