/**
 * Colour allocation, C.04.3 E: grant both preferences (E.1); else the stronger preference
 * (E.2: absolute over strong over mild, the larger colour difference between two absolutes);
 * else alternate from the latest round in which the two had different colours (E.3); else the
 * higher-ranked player's preference (E.4); else by the initial colour and the higher-ranked
 * player's rank (E.5: odd ranks receive the initial colour).
 */
import { type Colour, type DutchPair } from "./model";
import { BLACK, NO_COLOUR, WHITE, absolutePreference, invert, type Seat, type Side } from "./players";

/** E.3: the colours of the latest played rounds in which the two had different colours. */
function lastDifference(p: Seat, q: Seat): [Side, Side] {
  let i = p.colours.length - 1;
  let j = q.colours.length - 1;
  while (i >= 0 && j >= 0 && p.colours[i] === q.colours[j]) {
    i--;
    j--;
  }
  return [i >= 0 ? (p.colours[i] as Side) : NO_COLOUR, j >= 0 ? (q.colours[j] as Side) : NO_COLOUR];
}

/** E.1–E.3: p's colour, or none when they leave it open. */
function neutral(p: Seat, q: Seat): Side {
  const a = p.preference;
  const b = q.preference;
  if (a !== b || a === NO_COLOUR || b === NO_COLOUR) {
    return a !== NO_COLOUR ? a : b !== NO_COLOUR ? invert(b) : NO_COLOUR;
  }
  if (absolutePreference(p) && (p.imbalance > q.imbalance || !absolutePreference(q))) return a;
  if (absolutePreference(q) && (q.imbalance > p.imbalance || !absolutePreference(p))) return invert(b);
  if (p.strong && !q.strong) return a;
  if (q.strong && !p.strong) return invert(b);
  const [x, y] = lastDifference(p, q);
  return x !== NO_COLOUR && y !== NO_COLOUR ? y : NO_COLOUR;
}

/** q ranks above p in A.2's order (score with acceleration, then rank). */
function above(q: Seat, p: Seat, played: number): boolean {
  const sp = p.scoreAt[played] as number;
  const sq = q.scoreAt[played] as number;
  return sq > sp || (sq === sp && q.rank < p.rank);
}

/** The pair of p (the lower pairing number) and q with their colours. */
export function allocateColours(a: Seat, b: Seat, played: number, initial: Colour): DutchPair {
  const [p, q] = a.no < b.no ? [a, b] : [b, a];
  const first: Side = initial === "white" ? WHITE : BLACK;
  let c = neutral(p, q);
  if (c === NO_COLOUR) {
    const qAbove = above(q, p, played);
    if (p.preference === NO_COLOUR) {
      c = qAbove ? (q.rank & 1 ? first : invert(first)) : p.rank & 1 ? invert(first) : first;
    } else {
      c = qAbove ? invert(q.preference) : p.preference;
    }
  }
  return c === WHITE ? { white: p.no, black: q.no } : { white: q.no, black: p.no };
}
