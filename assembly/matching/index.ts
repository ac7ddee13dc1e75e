/**
 * The Dutch engine's maximum-weight matching in WebAssembly (D441–D444): BigMatching of
 * src/core/pairing/matching-big.ts as it was before D441, step by step — the weights set as
 * limbs (D305, D401), a matching kept between solves and repaired where weights changed (D265),
 * the stages of tree.ts, dual.ts and stages.ts. One matching at a time lives in this module's
 * memory; src/core/pairing/matching-wasm.ts holds it for the engine.
 */
import { addSub, compare, copy, fillZero, half, isOdd, isZero, scaleAdd, sign, addTo } from "./limbs";
import {
  BASE_OF,
  CHILDS,
  CHILD_ROW,
  DIRTY,
  DUAL,
  ENDPS,
  FIXED,
  FREED,
  INCOMING,
  INPUT,
  IN_BLOSSOM,
  L,
  LABEL_END,
  MARKED,
  MATE,
  MATE_OUT,
  NO,
  PARENT,
  PRESENT,
  Q,
  TMP,
  UNUSED,
  ZERO,
  endpoint,
  epoch,
  failure,
  fillI32,
  freedCount,
  gb,
  gi,
  layout,
  n,
  num,
  sb,
  si,
  solved,
  dirtyCount,
  unusedCount,
  BEST_EDGES,
  BEST_ROW,
  BEST_EDGE,
  LABEL,
  LEAVES,
  count,
  item,
} from "./layout";
import { leaves } from "./tree";
import { expandBlossom, stages } from "./stages";

/** A new matching of `vertices` vertices and weights of `limbs` limbs; false when memory is short. */
export function create(vertices: i32, limbs: i32): bool {
  failure = 0;
  if (!layout(vertices, limbs)) return false;
  epoch = 1;
  solved = false;
  dirtyCount = 0;
  freedCount = 0;
  fillI32(MATE, n, NO);
  fillI32(LABEL_END, 2 * n, NO);
  for (let v = 0; v < n; v++) si(IN_BLOSSOM, v, v);
  fillI32(PARENT, 2 * n, NO);
  fillI32(BASE_OF, 2 * n, NO);
  for (let v = 0; v < n; v++) si(BASE_OF, v, v);
  fillI32(BEST_EDGE, 2 * n, NO);
  clearLists();
  unusedCount = 0;
  for (let b = n; b < 2 * n; b++) si(UNUSED, unusedCount++, b);
  return true;
}

/** Every blossom's lists none. */
function clearLists(): void {
  for (let b = n; b < 2 * n; b++) {
    si(CHILDS + ((<usize>((b - n) * CHILD_ROW)) << 2), 0, NO);
    si(ENDPS + ((<usize>((b - n) * CHILD_ROW)) << 2), 0, NO);
    si(BEST_EDGES + ((<usize>((b - n) * BEST_ROW)) << 2), 0, NO);
  }
}

export function inputAt(): usize {
  return INPUT;
}

export function fixedAt(): usize {
  return FIXED;
}

export function mateAt(): usize {
  return MATE_OUT;
}

export function failed(): i32 {
  return failure;
}

/** The weight between i and j: the limbs at INPUT + c (none when they are 0); false outside the width. */
export function setLimbs(i: i32, j: i32, c: f64): bool {
  const none = isZero(INPUT, L);
  fillZero(INCOMING, L);
  if (!none && (!scaleAdd(INPUT, 4, 4 * c, INCOMING, L) || sign(INCOMING, L) <= 0)) return false;
  store(i, j, !none);
  return true;
}

function store(i: i32, j: i32, present: bool): void {
  const lo = i < j ? i : j;
  const hi = i < j ? j : i;
  const k = lo * n + hi;
  if (compare(INCOMING, num(Q, k), L) == 0) return;
  const back = hi * n + lo;
  copy(INCOMING, num(Q, k), L);
  copy(INCOMING, num(Q, back), L);
  sb(PRESENT, k, present ? 1 : 0);
  sb(PRESENT, back, present ? 1 : 0);
  if (!gb(DIRTY, i) && !gb(DIRTY, j)) {
    sb(DIRTY, i, 1);
    dirtyCount++;
  }
}

/** The maximum-weight matching into MATE_OUT (a partner or −1); `withFixed`: FIXED's pairs first. */
export function solve(withFixed: bool): void {
  if (!solved) restart(withFixed);
  else if (dirtyCount > 0) warmStart();
  memory.fill(DIRTY, 0, <usize>n);
  dirtyCount = 0;
  solved = true;
  stages();
  for (let v = 0; v < n; v++) {
    const p = gi(MATE, v);
    si(MATE_OUT, v, p != NO ? endpoint(p) : -1);
  }
}

function restart(withFixed: bool): void {
  fillI32(MATE, n, NO);
  fillI32(LABEL_END, 2 * n, NO);
  fillI32(PARENT, 2 * n, NO);
  clearLists();
  fillI32(BASE_OF, 2 * n, NO);
  unusedCount = 0;
  for (let b = n; b < 2 * n; b++) si(UNUSED, unusedCount++, b);
  memory.fill(DUAL, 0, <usize>(2 * n) * <usize>L * 8);
  startDuals(largest());
  epoch++;
  if (withFixed) matchFixed();
}

function startDuals(max: i32): void {
  for (let v = 0; v < n; v++) {
    si(IN_BLOSSOM, v, v);
    si(BASE_OF, v, v);
    half(num(Q, max), num(DUAL, v), L);
  }
}

function matchFixed(): void {
  for (let v = 0; v < n; v++) {
    const w = gi(FIXED, v);
    if (w > v && gb(PRESENT, v * n + w)) {
      si(MATE, v, 2 * (v * n + w) + 1);
      si(MATE, w, 2 * (v * n + w));
    }
  }
}

function largest(): i32 {
  let max = 0;
  const total = n * n;
  for (let k = 1; k < total; k++) if (compare(num(Q, k), num(Q, max), L) > 0) max = k;
  return max;
}

function warmStart(): void {
  memory.fill(MARKED, 0, <usize>n);
  freedCount = 0;
  for (let v = 0; v < n; v++) {
    if (!gb(DIRTY, v)) continue;
    surface(v);
    unmatch(v);
  }
  for (let i = 0; i < freedCount; i++) surface(gi(FREED, i));
  for (let v = 0; v < n; v++) if (gb(DIRTY, v)) leastDual(v);
  for (let i = 0; i < freedCount; i++) {
    const o = num(DUAL, gi(FREED, i));
    scaleAdd(o, 1, isOdd(o) ? 1 : 0, o, L);
  }
  epoch++;
}

/** v's least feasible dual: the largest q[k] − dual[w] over v's edges, 0 at least. */
function leastDual(v: i32): void {
  const dv = num(DUAL, v);
  fillZero(dv, L);
  for (let w = 0; w < n; w++) {
    const r = v * n + w;
    if (w == v || !gb(PRESENT, r)) continue;
    addSub(num(Q, r), ZERO, num(DUAL, w), TMP, L);
    if (compare(TMP, dv, L) > 0) copy(TMP, dv, L);
  }
}

function mark(v: i32): void {
  if (!gb(MARKED, v)) si(FREED, freedCount++, v);
  sb(MARKED, v, 1);
}

function unmatch(v: i32): void {
  const p = gi(MATE, v);
  const partner = p < 0 ? v : endpoint(p);
  si(MATE, partner, NO);
  si(MATE, v, NO);
  mark(partner);
  mark(v);
}

function surface(v: i32): void {
  while (gi(IN_BLOSSOM, v) != v) {
    const b = gi(IN_BLOSSOM, v);
    const m = leaves(b);
    for (let i = 0; i < m; i++) addTo(num(DUAL, gi(LEAVES, i)), num(DUAL, b), 1, ZERO, L);
    fillZero(num(DUAL, b), L);
    unmatch(gi(BASE_OF, b));
    expandBlossom(b, true);
  }
}
