/**
 * The one error type the rating core throws. The custom-function layer maps `kind` to an
 * Excel error (`value` → #VALUE!, `num` → #NUM!, `na` → #N/A); the command line prints it.
 */
export type RatingErrorKind = "value" | "num" | "na";

export class RatingError extends Error {
  constructor(
    readonly kind: RatingErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "RatingError";
  }
}

/** Bad input: a value of the wrong kind or shape (→ #VALUE!). */
export function invalid(message: string): RatingError {
  return new RatingError("value", message);
}

/** A number outside its allowed range (→ #NUM!). */
export function outOfRange(message: string): RatingError {
  return new RatingError("num", message);
}

/** A lookup or computation with no answer (→ #N/A). */
export function noAnswer(message: string): RatingError {
  return new RatingError("na", message);
}
