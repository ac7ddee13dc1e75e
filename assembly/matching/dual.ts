/**
 * The dual step (Galil 1986, §3) as BigDualChoice of src/core/pairing/matching-big-dual.ts was
 * before D441: the least of its four types, in the same order, and the duals moved by it.
 */
import { addTo, compare, copy, half, isOdd } from "./limbs";
import {
  BASE_OF,
  BEST_EDGE,
  BEST_SLACK,
  DELTA,
  DUAL,
  IN_BLOSSOM,
  L,
  NO,
  PARENT,
  S,
  T,
  TMP,
  ZERO,
  gi,
  gl,
  n,
  num,
} from "./layout";
import { bestSlackOf, fail } from "./tree";

let found = false;
export let stepType: i32 = 1;
export let stepEdge: i32 = NO;
export let stepBlossom: i32 = NO;

export function chooseStep(): void {
  found = false;
  stepType = 1;
  stepEdge = NO;
  stepBlossom = NO;
  leastOuterDual();
  leastToFree();
  leastBetweenOuter();
  leastInnerBlossom();
}

function choose(type: i32, edge: i32, blossom: i32): void {
  found = true;
  stepType = type;
  stepEdge = edge;
  stepBlossom = blossom;
}

/** Type 1: the least dual of an S vertex. */
function leastOuterDual(): void {
  for (let v = 0; v < n; v++) {
    if (gl(gi(IN_BLOSSOM, v)) == S && (!found || compare(num(DUAL, v), DELTA, L) < 0)) {
      copy(num(DUAL, v), DELTA, L);
      found = true;
    }
  }
}

/** Type 2: the least slack of an edge from an S vertex to a free one. */
function leastToFree(): void {
  for (let v = 0; v < n; v++) {
    const e = gi(BEST_EDGE, v);
    if (gl(gi(IN_BLOSSOM, v)) == 0 && e != NO) {
      const o = bestSlackOf(v);
      if (!found || compare(o, DELTA, L) < 0) {
        copy(o, DELTA, L);
        choose(2, e, NO);
      }
    }
  }
}

/** Type 3: half the least slack of an edge between two S blossoms. */
function leastBetweenOuter(): void {
  for (let b = 0; b < 2 * n; b++) {
    const e = gi(BEST_EDGE, b);
    if (gi(PARENT, b) == NO && gl(b) == S && e != NO) {
      const o = bestSlackOf(b);
      if (isOdd(o)) fail(2);
      half(o, TMP, L);
      if (!found || compare(TMP, DELTA, L) < 0) {
        copy(TMP, DELTA, L);
        choose(3, e, NO);
      }
    }
  }
}

/** Type 4: the least dual of a T blossom. */
function leastInnerBlossom(): void {
  for (let b = n; b < 2 * n; b++) {
    if (
      gi(BASE_OF, b) >= 0 &&
      gi(PARENT, b) == NO &&
      gl(b) == T &&
      (!found || compare(num(DUAL, b), DELTA, L) < 0)
    ) {
      copy(num(DUAL, b), DELTA, L);
      choose(4, NO, b);
    }
  }
}

/** The duals moved by delta: S vertices and T blossoms down, T vertices and S blossoms up. */
export function moveDuals(): void {
  for (let v = 0; v < n; v++) {
    const l = gl(gi(IN_BLOSSOM, v));
    if (l == S) addTo(num(DUAL, v), DELTA, -1, ZERO, L);
    else if (l == T) addTo(num(DUAL, v), DELTA, 1, ZERO, L);
  }
  for (let b = n; b < 2 * n; b++) {
    if (gi(BASE_OF, b) >= 0 && gi(PARENT, b) == NO) {
      if (gl(b) == S) addTo(num(DUAL, b), DELTA, 1, ZERO, L);
      else if (gl(b) == T) addTo(num(DUAL, b), DELTA, -1, ZERO, L);
    }
  }
}
