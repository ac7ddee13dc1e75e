/**
 * The alternating forest and its blossoms (Galil 1986, §3–4), as BigBlossomTree of
 * src/core/pairing/matching-big-tree.ts was before D441: the slacks read from the limbs (D306),
 * the least-slack edge of each vertex and S blossom kept with its slack while the duals stand
 * (D307), the offers logged for the dual step (D423), labels, blossoms formed, the same steps in
 * the same order.
 */
import { addSub, compare, copy, fillZero, signOfSum, sumBelow, sumsBelow } from "./limbs";
import {
  ALLOWED,
  BASE_OF,
  BEST_AT,
  BEST_EDGE,
  BEST_EDGES,
  BEST_ROW,
  BEST_SLACK,
  BEST_TO,
  CHILDS,
  CHILD_ROW,
  DROPPED_AT,
  DUAL,
  ENDPS,
  IN_BLOSSOM,
  LEAVES,
  L,
  LABEL_END,
  MATE,
  NB,
  NO,
  OFFERS,
  PARENT,
  PATH,
  PRESENT,
  Q,
  QUEUE,
  QUEUE_CAP,
  S,
  T,
  TO_SLACK,
  UNUSED,
  count,
  endpoint,
  epoch,
  failure,
  gb,
  gi,
  gl,
  item,
  n,
  num,
  offerCount,
  queueCount,
  row,
  sb,
  si,
  sl,
  unusedCount,
} from "./layout";

/** out = edge k's slack. */
export function slack(k: i32, out: usize): void {
  addSub(num(DUAL, endpoint(2 * k)), num(DUAL, endpoint(2 * k + 1)), num(Q, k), out, L);
}

export function slackSign(u: i32, w: i32, r: i32): i32 {
  return signOfSum(num(DUAL, u), num(DUAL, w), num(Q, r), L);
}

export function slackBelow(u: i32, w: i32, r: i32, x: usize): bool {
  return sumBelow(num(DUAL, u), num(DUAL, w), num(Q, r), x, L);
}

export function slackBelowEdge(u: i32, w: i32, r: i32, e: i32): bool {
  return sumsBelow(
    num(DUAL, u),
    num(DUAL, w),
    num(Q, r),
    num(DUAL, endpoint(2 * e)),
    num(DUAL, endpoint(2 * e + 1)),
    num(Q, e),
    L,
  );
}

export function allow(k: i32): void {
  sb(ALLOWED, k, 1);
  sb(ALLOWED, (k % n) * n + k / n, 1);
}

/** The address of x's best edge's slack, computed again when the duals moved. */
export function bestSlackOf(x: i32): usize {
  const o = num(BEST_SLACK, x);
  if (gi(BEST_AT, x) != epoch) {
    slack(gi(BEST_EDGE, x), o);
    si(BEST_AT, x, epoch);
  }
  return o;
}

export function dropBest(x: i32): void {
  si(BEST_EDGE, x, NO);
  si(DROPPED_AT, x, offerCount);
}

export function logOffer(x: i32, u: i32, w: i32): void {
  const i = 3 * offerCount;
  si(OFFERS, i, x);
  si(OFFERS, i + 1, u);
  si(OFFERS, i + 2, w);
  offerCount++;
}

export function setBest(x: i32, e: i32, src: usize): void {
  si(BEST_EDGE, x, e);
  copy(src, num(BEST_SLACK, x), L);
  si(BEST_AT, x, epoch);
}

/** Stops the call: a list outgrew its room (never expected; said, not cut). */
export function fail(code: i32): void {
  failure = code;
  unreachable();
}

export function push(v: i32): void {
  if (queueCount >= QUEUE_CAP) fail(3);
  si(QUEUE, queueCount++, v);
}

export function childsOf(b: i32): usize {
  return row(CHILDS, b, CHILD_ROW);
}

export function endpsOf(b: i32): usize {
  return row(ENDPS, b, CHILD_ROW);
}

/** A blossom's least-slack edges, none for a vertex (a count of −1). */
export function bestEdgesOf(b: i32): usize {
  return row(BEST_EDGES, b, BEST_ROW);
}

/**
 * b's vertices into LEAVES, depth first in its children's order, as `leaves` listed them; how
 * many. One list at a time: every caller reads it before anything lists again.
 */
export function leaves(b: i32): i32 {
  return listLeaves(b, 0);
}

function listLeaves(b: i32, at: i32): i32 {
  if (b < n) {
    si(LEAVES, at, b);
    return at + 1;
  }
  const c = childsOf(b);
  const m = count(c);
  let next = at;
  for (let i = 0; i < m; i++) next = listLeaves(item(c, i), next);
  return next;
}

export function assignLabel(v: i32, t: i32, p: i32): void {
  const b = gi(IN_BLOSSOM, v);
  sl(v, t);
  sl(b, t);
  si(LABEL_END, v, p);
  si(LABEL_END, b, p);
  dropBest(v);
  dropBest(b);
  if (t == S) {
    const m = leaves(b);
    for (let i = 0; i < m; i++) push(gi(LEAVES, i));
  } else {
    const m = gi(MATE, gi(BASE_OF, b));
    assignLabel(endpoint(m), S, m ^ 1);
  }
}

/** The base of the blossom a new S–S edge closes, or NO when it joins two trees. */
export function scanBlossom(v0: i32, w0: i32): i32 {
  let length = 0;
  let v = v0;
  let w = w0;
  let found = NO;
  while (v != NO || w != NO) {
    let b = gi(IN_BLOSSOM, v);
    if (gl(b) & 4) {
      found = gi(BASE_OF, b);
      break;
    }
    si(PATH, length++, b);
    sl(b, 5);
    if (gi(LABEL_END, b) == NO) v = NO;
    else {
      v = endpoint(gi(LABEL_END, b));
      b = gi(IN_BLOSSOM, v);
      v = endpoint(gi(LABEL_END, b));
    }
    if (w != NO) {
      const x = v;
      v = w;
      w = x;
    }
  }
  for (let i = 0; i < length; i++) sl(gi(PATH, i), S);
  return found;
}

/** Edge e from u (in the new blossom b) to w offered as the least-slack edge to w's S blossom. */
function consider(b: i32, e: i32, u: i32, w: i32, r: i32): void {
  const bj = gi(IN_BLOSSOM, w);
  if (bj == b || gl(bj) != S) return;
  const cur = gi(BEST_TO, bj);
  if (cur == NO || slackBelowEdge(u, w, r, cur)) si(BEST_TO, bj, e);
}

/** Each edge of vertex x to an S blossom offered to bestTo (addBlossom's rows, D308). */
function offerRow(x: i32, b: i32): void {
  const rowStart = x * n;
  for (let w = 0; w < n; w++) {
    if (w == x || !gb(PRESENT, rowStart + w)) continue;
    const bj = gi(IN_BLOSSOM, w);
    if (bj == b || gl(bj) != S) continue;
    const cur = gi(BEST_TO, bj);
    if (cur == NO || slackBelowEdge(x, w, rowStart + w, cur))
      si(BEST_TO, bj, x < w ? rowStart + w : w * n + x);
  }
}

function reverse(list: usize, from: i32, to: i32): void {
  let i = from;
  let j = to - 1;
  while (i < j) {
    const x = item(list, i);
    si(list, i + 1, item(list, j));
    si(list, j + 1, x);
    i++;
    j--;
  }
}

export function addBlossom(baseV: i32, k: i32): void {
  let v = endpoint(2 * k);
  let w = endpoint(2 * k + 1);
  const bb = gi(IN_BLOSSOM, baseV);
  let bv = gi(IN_BLOSSOM, v);
  let bw = gi(IN_BLOSSOM, w);
  const b = gi(UNUSED, --unusedCount);
  si(BASE_OF, b, baseV);
  si(PARENT, b, NO);
  si(PARENT, bb, b);
  const path = childsOf(b);
  const endps = endpsOf(b);
  let m = 0;
  let e = 0;
  while (bv != bb) {
    si(PARENT, bv, b);
    si(path, 1 + m++, bv);
    si(endps, 1 + e++, gi(LABEL_END, bv));
    v = endpoint(gi(LABEL_END, bv));
    bv = gi(IN_BLOSSOM, v);
  }
  si(path, 1 + m++, bb);
  reverse(path, 0, m);
  reverse(endps, 0, e);
  si(endps, 1 + e++, 2 * k);
  while (bw != bb) {
    si(PARENT, bw, b);
    si(path, 1 + m++, bw);
    si(endps, 1 + e++, gi(LABEL_END, bw) ^ 1);
    w = endpoint(gi(LABEL_END, bw));
    bw = gi(IN_BLOSSOM, w);
  }
  si(path, 0, m);
  si(endps, 0, e);
  sl(b, S);
  si(LABEL_END, b, gi(LABEL_END, bb));
  fillZero(num(DUAL, b), L);
  const all = leaves(b);
  for (let i = 0; i < all; i++) {
    const x = gi(LEAVES, i);
    if (gl(gi(IN_BLOSSOM, x)) == T) push(x);
    si(IN_BLOSSOM, x, b);
  }
  for (let x = 0; x < 2 * n; x++) si(BEST_TO, x, NO);
  for (let i = 0; i < m; i++) {
    const c = item(path, i);
    const kept = c >= n ? bestEdgesOf(c) : 0;
    if (kept != 0 && count(kept) >= 0) {
      const ke = count(kept);
      for (let t = 0; t < ke; t++) {
        const f = item(kept, t);
        const a = endpoint(2 * f);
        const z = endpoint(2 * f + 1);
        if (gi(IN_BLOSSOM, z) == b) consider(b, f, z, a, f);
        else consider(b, f, a, z, f);
      }
    } else {
      const inC = leaves(c);
      for (let l = 0; l < inC; l++) offerRow(gi(LEAVES, l), b);
    }
    if (kept != 0) si(kept, 0, NO);
    dropBest(c);
  }
  const best = bestEdgesOf(b);
  let size = 0;
  let least = NO;
  for (let bj = 0; bj < 2 * n; bj++) {
    const f = gi(BEST_TO, bj);
    if (f == NO) continue;
    si(best, 1 + size++, f);
    slack(f, num(TO_SLACK, bj));
    if (least == NO || compare(num(TO_SLACK, bj), num(TO_SLACK, least), L) < 0) least = bj;
  }
  si(best, 0, size);
  dropBest(b);
  if (least != NO) setBest(b, gi(BEST_TO, least), num(TO_SLACK, least));
}
