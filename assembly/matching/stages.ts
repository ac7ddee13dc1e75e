/**
 * The blossom algorithm's stages (Galil 1986, §3–4) as BigBlossoms of
 * src/core/pairing/matching-big-state.ts was before D441: the scan of the S vertices' edges in
 * the order of their neighbours' numbers, the offers weighed only for a dual step (D423), the
 * dual step, a blossom expanded, an augmentation through nested blossoms.
 */
import { sign } from "./limbs";
import {
  ALLOWED,
  BASE_OF,
  BEST_EDGE,
  BEST_SLACK,
  DROPPED_AT,
  DUAL,
  IN_BLOSSOM,
  L,
  LABEL_END,
  LEAVES,
  MATE,
  NO,
  OFFERS,
  PARENT,
  PRESENT,
  QUEUE,
  ROTATE,
  S,
  T,
  TMP,
  UNUSED,
  at,
  count,
  endpoint,
  epoch,
  fillI32,
  gb,
  gi,
  gl,
  item,
  n,
  num,
  offerCount,
  queueCount,
  si,
  sl,
  unusedCount,
  LABEL,
} from "./layout";
import {
  addBlossom,
  allow,
  assignLabel,
  bestEdgesOf,
  bestSlackOf,
  childsOf,
  dropBest,
  endpsOf,
  leaves,
  logOffer,
  push,
  scanBlossom,
  setBest,
  slack,
  slackBelow,
  slackSign,
} from "./tree";
import { chooseStep, moveDuals, stepBlossom, stepEdge, stepType } from "./dual";

function indexOf(list: usize, x: i32): i32 {
  const m = count(list);
  for (let i = 0; i < m; i++) if (item(list, i) == x) return i;
  return -1;
}

export function expandBlossom(b: i32, endStage: bool): void {
  const childs = childsOf(b);
  const endps = endpsOf(b);
  const m = count(childs);
  for (let i = 0; i < m; i++) {
    const s = item(childs, i);
    si(PARENT, s, NO);
    if (s < n) si(IN_BLOSSOM, s, s);
    else if (endStage && sign(num(DUAL, s), L) == 0) expandBlossom(s, endStage);
    else {
      const m2 = leaves(s);
      for (let l = 0; l < m2; l++) si(IN_BLOSSOM, gi(LEAVES, l), s);
    }
  }
  if (!endStage && gl(b) == T) {
    const entry = gi(IN_BLOSSOM, endpoint(gi(LABEL_END, b) ^ 1));
    const i0 = indexOf(childs, entry);
    let j = i0 & 1 ? i0 - m : i0;
    const step = i0 & 1 ? 1 : -1;
    const trick = i0 & 1 ? 0 : 1;
    let p = gi(LABEL_END, b);
    while (j != 0) {
      sl(endpoint(p ^ 1), 0);
      sl(endpoint(at(endps, j - trick) ^ trick ^ 1), 0);
      assignLabel(endpoint(p ^ 1), T, p);
      allow(at(endps, j - trick) >> 1);
      j += step;
      p = at(endps, j - trick) ^ trick;
      allow(p >> 1);
      j += step;
    }
    const bv = at(childs, j);
    sl(endpoint(p ^ 1), T);
    sl(bv, T);
    si(LABEL_END, endpoint(p ^ 1), p);
    si(LABEL_END, bv, p);
    dropBest(bv);
    j += step;
    while (at(childs, j) != entry) {
      const c = at(childs, j);
      if (gl(c) == S) {
        j += step;
        continue;
      }
      const inC = leaves(c);
      let v = gi(LEAVES, inC - 1);
      for (let l = 0; l < inC; l++) {
        v = gi(LEAVES, l);
        if (gl(v) != 0) break;
      }
      if (gl(v) != 0) {
        sl(v, 0);
        sl(endpoint(gi(MATE, gi(BASE_OF, c))), 0);
        assignLabel(v, T, gi(LABEL_END, v));
      }
      j += step;
    }
  }
  sl(b, NO);
  si(LABEL_END, b, NO);
  si(childs, 0, NO);
  si(endps, 0, NO);
  si(BASE_OF, b, NO);
  si(bestEdgesOf(b), 0, NO);
  dropBest(b);
  si(UNUSED, unusedCount++, b);
}

/** The list rotated left by i (its first entry the one at i). */
function rotate(list: usize, i: i32): void {
  const m = count(list);
  for (let k = 0; k < m; k++) si(ROTATE, k, item(list, (k + i) % m));
  for (let k = 0; k < m; k++) si(list, k + 1, gi(ROTATE, k));
}

function augmentBlossom(b: i32, v: i32): void {
  let t = v;
  while (gi(PARENT, t) != b) t = gi(PARENT, t);
  if (t >= n) augmentBlossom(t, v);
  const childs = childsOf(b);
  const endps = endpsOf(b);
  const i = indexOf(childs, t);
  let j = i & 1 ? i - count(childs) : i;
  const step = i & 1 ? 1 : -1;
  const trick = i & 1 ? 0 : 1;
  while (j != 0) {
    j += step;
    t = at(childs, j);
    const p = at(endps, j - trick) ^ trick;
    if (t >= n) augmentBlossom(t, endpoint(p));
    j += step;
    t = at(childs, j);
    if (t >= n) augmentBlossom(t, endpoint(p ^ 1));
    si(MATE, endpoint(p), p ^ 1);
    si(MATE, endpoint(p ^ 1), p);
  }
  rotate(childs, i);
  rotate(endps, i);
  si(BASE_OF, b, gi(BASE_OF, item(childs, 0)));
}

/** The matching flipped along the path from S vertex s to its root: s takes endpoint p. */
export function flipToRoot(s0: i32, p0: i32): void {
  let s = s0;
  let p = p0;
  for (;;) {
    const bs = gi(IN_BLOSSOM, s);
    if (bs >= n) augmentBlossom(bs, s);
    si(MATE, s, p);
    if (gi(LABEL_END, bs) == NO) break;
    const t = endpoint(gi(LABEL_END, bs));
    const bt = gi(IN_BLOSSOM, t);
    s = endpoint(gi(LABEL_END, bt));
    const j = endpoint(gi(LABEL_END, bt) ^ 1);
    if (bt >= n) augmentBlossom(bt, j);
    si(MATE, j, gi(LABEL_END, bt));
    p = gi(LABEL_END, bt) ^ 1;
  }
}

function augment(k: i32): void {
  flipToRoot(endpoint(2 * k), 2 * k + 1);
  flipToRoot(endpoint(2 * k + 1), 2 * k);
}

function rootOf(v: i32): i32 {
  let b = gi(IN_BLOSSOM, v);
  while (gi(LABEL_END, b) != NO) {
    const t = endpoint(gi(LABEL_END, b));
    b = gi(IN_BLOSSOM, endpoint(gi(LABEL_END, gi(IN_BLOSSOM, t))));
  }
  return gi(BASE_OF, b);
}

/** Scans the queue's S vertices; true when an augmentation happened. */
function scan(): bool {
  while (queueCount > 0) {
    const v = gi(QUEUE, --queueCount);
    const rowStart = v * n;
    for (let w = 0; w < n; w++) {
      const r = rowStart + w;
      if (w == v || !gb(PRESENT, r)) continue;
      const bw = gi(IN_BLOSSOM, w);
      if (gi(IN_BLOSSOM, v) == bw) continue;
      const lb = gl(bw);
      const lw = gl(w);
      if (lb == T && lw != 0) continue;
      const p = w > v ? 2 * r + 1 : 2 * (w * n + v);
      const k = p >> 1;
      if (!gb(ALLOWED, r) && slackSign(v, w, r) <= 0) allow(k);
      if (gb(ALLOWED, r)) {
        if (lb == 0 && gi(MATE, gi(BASE_OF, bw)) == NO) {
          si(LABEL_END, bw, NO);
          augment(k);
          return true;
        } else if (lb == 0) assignLabel(w, T, p ^ 1);
        else if (lb == S) {
          const b = scanBlossom(v, w);
          if (b >= 0) addBlossom(b, k);
          else {
            augment(k);
            return true;
          }
        } else {
          sl(w, T);
          si(LABEL_END, w, p ^ 1);
        }
      } else if (lb == S) logOffer(gi(IN_BLOSSOM, v), v, w);
      else logOffer(w, v, w);
    }
  }
  return false;
}

/** The logged offers weighed in the order made, where their x was not set aside after (D423). */
function weighOffers(): void {
  const total = offerCount;
  for (let i = 0; i < total; i++) {
    const x = gi(OFFERS, 3 * i);
    if (i < gi(DROPPED_AT, x)) continue;
    const u = gi(OFFERS, 3 * i + 1);
    const w = gi(OFFERS, 3 * i + 2);
    offer(x, u < w ? u * n + w : w * n + u, u, w, u * n + w);
  }
}

function clearOffers(): void {
  offerCount = 0;
  fillI32(DROPPED_AT, 2 * n, 0);
}

function offer(x: i32, k: i32, u: i32, w: i32, r: i32): void {
  if (gi(BEST_EDGE, x) == NO || slackBelow(u, w, r, bestSlackOf(x))) {
    slack(k, TMP);
    setBest(x, k, TMP);
  }
}

function dualStep(): bool {
  chooseStep();
  moveDuals();
  epoch++;
  const type = stepType;
  if (type == 1) {
    endAtZeroDual();
    return false;
  }
  if (type == 2 || type == 3) {
    const edge = stepEdge;
    allow(edge);
    let i = endpoint(2 * edge);
    if (type == 2 && gl(gi(IN_BLOSSOM, i)) == 0) i = endpoint(2 * edge + 1);
    push(i);
  } else expandBlossom(stepBlossom, false);
  return true;
}

function endAtZeroDual(): void {
  for (let v = 0; v < n; v++) {
    if (gl(gi(IN_BLOSSOM, v)) != S || sign(num(DUAL, v), L) != 0 || gi(MATE, v) == NO) continue;
    if (sign(num(DUAL, rootOf(v)), L) > 0) {
      flipToRoot(v, NO);
      break;
    }
  }
}

export function stages(): void {
  for (;;) {
    clearStage();
    if (labelRoots() == 0) break;
    while (!scan()) {
      weighOffers();
      clearOffers();
      if (!dualStep()) break;
    }
  }
}

function clearStage(): void {
  memory.fill(LABEL, 0, <usize>(2 * n));
  fillI32(BEST_EDGE, 2 * n, NO);
  for (let b = n; b < 2 * n; b++) si(bestEdgesOf(b), 0, NO);
  memory.fill(ALLOWED, 0, <usize>n * <usize>n);
  queueCount = 0;
  clearOffers();
}

function labelRoots(): i32 {
  let roots = 0;
  for (let v = 0; v < n; v++) {
    if (gi(MATE, v) == NO && gl(gi(IN_BLOSSOM, v)) == 0 && sign(num(DUAL, v), L) > 0) {
      assignLabel(v, S, NO);
      roots++;
    }
  }
  return roots;
}
