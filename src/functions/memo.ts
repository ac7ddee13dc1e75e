/**
 * D330: a result kept for the content of the arguments it was computed from, never for their
 * identity. Excel hands a custom function a fresh array for a range on every call, and the
 * sheet's functions read the same crosstable range again and again: TOURNAMENT.STANDINGS and
 * TOURNAMENT.MGSZ (or .FIDE) each read it, Create's build and Recalculate evaluate the sheet's
 * formulas in the pane and Excel then calculates the same cells over the same values (the pane
 * and the functions share one runtime). A later call whose arguments hold the same values, cell
 * by cell (`Object.is`: 0 and -0 differ, "" and null differ), gets the kept result; any other
 * call computes. The functions' date system (D191) and language are part of the key: a result
 * is never kept across a change of either. An argument holding anything but numbers, texts,
 * booleans and blanks (a data-type cell, D189) is not kept at all, and neither is a failure.
 * The arguments are copied when kept (a caller's array changed in place is not the kept one).
 * The kept result is shared by the calls it answers: what is kept is read only (the tournament
 * model's types are readonly throughout); deep-freezing it cost 10–15 ms of the first call.
 */
import { functionDateSystem } from "./date-system";
import { functionLanguage } from "./errors";

type Primitive = string | number | boolean | null | undefined;

const isPrimitive = (v: unknown): v is Primitive =>
  v === null || v === undefined || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/**
 * A copy of an argument to compare later calls with: a value, a list of values or rows of
 * values; `undefined` when it holds anything else.
 */
function contentOf(arg: unknown): { readonly value: unknown } | undefined {
  if (isPrimitive(arg)) return { value: arg };
  if (!Array.isArray(arg)) return undefined;
  const rows: unknown[] = [];
  for (const row of arg as unknown[]) {
    if (isPrimitive(row)) rows.push(row);
    else if (Array.isArray(row) && row.every(isPrimitive)) rows.push(row.slice());
    else return undefined;
  }
  return { value: rows };
}

/** The same values in the same places (arrays of the same lengths, cells by `Object.is`). */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
  return true;
}

/** The last few results of one computation, each by the content of its arguments. */
export class ContentMemo<T> {
  private kept: { readonly args: readonly unknown[]; readonly value: T }[] = [];

  /** `capacity`: how many results are kept, the most recently used first. */
  constructor(private readonly capacity: number) {}

  /**
   * The result kept for arguments holding the same values as `args` (see the module comment),
   * else `compute()`'s, kept when every argument can be.
   */
  get(args: readonly unknown[], compute: () => T): T {
    const key: unknown[] = [functionDateSystem(), functionLanguage(), ...args];
    const at = this.kept.findIndex((k) => same(k.args, key));
    const hit = this.kept[at];
    if (hit !== undefined) {
      this.kept.splice(at, 1);
      this.kept.unshift(hit);
      return hit.value;
    }
    const contents = key.map(contentOf);
    const value = compute();
    if (contents.some((c) => c === undefined)) return value;
    this.kept.unshift({ args: contents.map((c) => c?.value), value });
    this.kept.length = Math.min(this.kept.length, this.capacity);
    return value;
  }
}
