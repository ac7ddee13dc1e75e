/**
 * The matching's arrays in this module's memory (D441): one matching at a time, laid out by
 * `create` from the heap's base, every array of BigMatching's (src/core/pairing/matching-big.ts
 * before D441) at a fixed address, the lists of a blossom (its children, their endpoints, its
 * least-slack edges) each in a row of its own, sized for the most it can hold.
 */

export const NO: i32 = -1;
export const S: i32 = 1;
export const T: i32 = 2;

export let n: i32 = 0;
export let L: i32 = 0;
/** Bytes of one number (L limbs). */
export let NB: usize = 0;
export let epoch: i32 = 1;
export let offerCount: i32 = 0;
export let queueCount: i32 = 0;
export let unusedCount: i32 = 0;
export let freedCount: i32 = 0;
export let dirtyCount: i32 = 0;
export let solved: bool = false;
/** Why the last call stopped: 0 none, 1 a weight outside the width, 2 an odd slack, 3 a full list. */
export let failure: i32 = 0;

// f64 numbers
export let DUAL: usize = 0;
export let Q: usize = 0;
export let BEST_SLACK: usize = 0;
export let TO_SLACK: usize = 0;
export let TMP: usize = 0;
export let DELTA: usize = 0;
export let INCOMING: usize = 0;
export let INPUT: usize = 0;
export let ZERO: usize = 0;
// i32 arrays
export let MATE: usize = 0;
export let LABEL_END: usize = 0;
export let IN_BLOSSOM: usize = 0;
export let PARENT: usize = 0;
export let BASE_OF: usize = 0;
export let BEST_EDGE: usize = 0;
export let BEST_AT: usize = 0;
export let DROPPED_AT: usize = 0;
export let BEST_TO: usize = 0;
export let CHILDS: usize = 0;
export let ENDPS: usize = 0;
export let BEST_EDGES: usize = 0;
export let OFFERS: usize = 0;
export let FREED: usize = 0;
export let QUEUE: usize = 0;
export let UNUSED: usize = 0;
export let PATH: usize = 0;
export let ROTATE: usize = 0;
/** `leaves`' list of a blossom's vertices (one list at a time: each use reads it before the next). */
export let LEAVES: usize = 0;
export let FIXED: usize = 0;
export let MATE_OUT: usize = 0;
// u8 arrays
export let LABEL: usize = 0;
export let PRESENT: usize = 0;
export let ALLOWED: usize = 0;
export let DIRTY: usize = 0;
export let MARKED: usize = 0;
export let END: usize = 0;

/** Row length of a blossom's children and endpoints (a count, then up to n entries). */
export let CHILD_ROW: i32 = 0;
/** Row length of a blossom's least-slack edges (a count, then up to 2n). */
export let BEST_ROW: i32 = 0;
export let QUEUE_CAP: i32 = 0;

export function gi(p: usize, i: i32): i32 {
  return load<i32>(p + ((<usize>i) << 2));
}

export function si(p: usize, i: i32, x: i32): void {
  store<i32>(p + ((<usize>i) << 2), x);
}

export function gl(i: i32): i32 {
  return <i32>load<i8>(LABEL + <usize>i);
}

export function sl(i: i32, x: i32): void {
  store<i8>(LABEL + <usize>i, <i8>x);
}

export function gb(p: usize, i: i32): i32 {
  return <i32>load<u8>(p + <usize>i);
}

export function sb(p: usize, i: i32, x: i32): void {
  store<u8>(p + <usize>i, <u8>x);
}

/** The number of vertex or blossom x in an array of numbers. */
export function num(p: usize, x: i32): usize {
  return p + <usize>x * NB;
}

/** The vertex at endpoint p: edge k = i · n + j (i < j) has i at 2k and j at 2k + 1. */
export function endpoint(p: i32): i32 {
  const k = p >> 1;
  return p & 1 ? k % n : k / n;
}

export function fillI32(p: usize, count: i32, x: i32): void {
  for (let i = 0; i < count; i++) si(p, i, x);
}

/** Row b's list (b a blossom, n ≤ b < 2n) in a table of rows. */
export function row(table: usize, b: i32, width: i32): usize {
  return table + ((<usize>(b - n) * <usize>width) << 2);
}

/** A list: its count at [0] (−1: none), its entries after. */
export function count(list: usize): i32 {
  return load<i32>(list);
}

export function item(list: usize, i: i32): i32 {
  return load<i32>(list + ((<usize>(i + 1)) << 2));
}

/** x[i] with i counted round the list both ways (a blossom's cycle). */
export function at(list: usize, i: i32): i32 {
  const len = count(list);
  return item(list, ((i % len) + len) % len);
}

function take(bytes: usize): usize {
  const p = END;
  END = (END + bytes + 7) & ~(<usize>7);
  return p;
}

/** Every array laid out for n vertices of L limbs, the memory grown to hold them. */
export function layout(vertices: i32, limbs: i32): bool {
  n = vertices;
  L = limbs;
  NB = (<usize>L) << 3;
  const N = <usize>n;
  // Every address below 2³¹ (D442): JavaScript reads the exported addresses as signed 32-bit
  // integers, and the sizes below are 32-bit sums. The bound, in doubles, is each array's size
  // and its alignment (quadratic: Q, the offers, the queue, present and allowed, the blossoms'
  // children, endpoints and least-slack rows; linear: the duals, slacks and vertex arrays).
  const nf = <f64>n;
  const nb = <f64>NB;
  const bound = nf * nf * (nb + 38) + nf * (6 * nb + 160) + 5 * nb + 1024 + <f64>__heap_base;
  if (bound > 2147483647 - 65536) return false;
  CHILD_ROW = n + 1;
  BEST_ROW = 2 * n + 1;
  QUEUE_CAP = 2 * n * n + 8;
  END = (__heap_base + 7) & ~(<usize>7);
  DUAL = take(2 * N * NB);
  Q = take(N * N * NB);
  BEST_SLACK = take(2 * N * NB);
  TO_SLACK = take(2 * N * NB);
  TMP = take(NB);
  DELTA = take(NB);
  INCOMING = take(NB);
  INPUT = take(NB);
  ZERO = take(NB);
  MATE = take(N << 2);
  LABEL_END = take((2 * N) << 2);
  IN_BLOSSOM = take(N << 2);
  PARENT = take((2 * N) << 2);
  BASE_OF = take((2 * N) << 2);
  BEST_EDGE = take((2 * N) << 2);
  BEST_AT = take((2 * N) << 2);
  DROPPED_AT = take((2 * N) << 2);
  BEST_TO = take((2 * N) << 2);
  CHILDS = take((N * <usize>CHILD_ROW) << 2);
  ENDPS = take((N * <usize>CHILD_ROW) << 2);
  BEST_EDGES = take((N * <usize>BEST_ROW) << 2);
  OFFERS = take((3 * N * N) << 2);
  FREED = take(N << 2);
  QUEUE = take((<usize>QUEUE_CAP) << 2);
  UNUSED = take(N << 2);
  PATH = take((2 * N + 2) << 2);
  ROTATE = take((N + 1) << 2);
  LEAVES = take(N << 2);
  FIXED = take(N << 2);
  MATE_OUT = take(N << 2);
  LABEL = take(2 * N);
  PRESENT = take(N * N);
  ALLOWED = take(N * N);
  DIRTY = take(N);
  MARKED = take(N);
  const pages = <i32>((END + 0xffff) >> 16);
  const have = memory.size();
  if (pages > have && memory.grow(pages - have) < 0) return false;
  memory.fill(DUAL, 0, END - DUAL);
  return true;
}
