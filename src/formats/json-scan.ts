/**
 * One linear pass over a JSON text before `JSON.parse` (H2, H8): it finds the first syntax
 * error with its offset (V8's messages give none), refuses nesting deeper than a limit (the
 * engine takes seconds on millions of brackets), and records the offsets of the values
 * `players[i]`, `games[r]` and `games[r][k]` of a pairgoth file (whatever their type: a round
 * given as an object is said where it stands, H15) and of the top object's keys, for the
 * diagnostics' line and column; a key given twice in one object (`JSON.parse` keeps the last,
 * the first is lost) is recorded with its offset. Memory is the nesting stack (at most the
 * limit, with each open object's keys) and the offsets found.
 */

import { type JsonReason } from "../i18n/errors-readers-files";

/** pairgoth files nest 5 deep; 64 is Excel's formula nesting limit too. */
export const MAX_JSON_DEPTH = 64;

export interface JsonScan {
  readonly players: number[];
  /** The offset of each round's value `games[r]`. */
  readonly rounds: number[];
  readonly games: number[][];
  /** The offset of each key of the top object (the first of a repeated key). */
  readonly top: ReadonlyMap<string, number>;
  /** A key given a second time in one object: the offset of its second occurrence. */
  readonly repeated: { readonly offset: number; readonly key: string }[];
  /** The first problem: its offset in the text and what it is; absent when the text is JSON. */
  readonly error?: {
    readonly offset: number;
    readonly code: "bad-json" | "too-deep";
    /** Why the text is not JSON (the message `rdJson` says it). */
    readonly reason: JsonReason;
  };
}

interface Frame {
  readonly array: boolean;
  index: number;
  key: string;
  /** An object's keys so far (a repeated one is recorded). */
  readonly keys?: Set<string>;
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);
const HEX = /^[0-9a-fA-F]{4}$/;
const LITERALS = ["true", "false", "null"] as const;

/** Scans `text` as one JSON value (see the file comment). */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH): JsonScan {
  const players: number[] = [];
  const rounds: number[] = [];
  const games: number[][] = [];
  const topKeys = new Map<string, number>();
  const repeated: { offset: number; key: string }[] = [];
  const stack: Frame[] = [];
  const fail = (
    offset: number,
    reason: JsonReason,
    code: "bad-json" | "too-deep" = "bad-json",
  ): JsonScan => ({
    players,
    rounds,
    games,
    top: topKeys,
    repeated,
    error: { offset, code, reason },
  });
  /** What is at `at` where `expected` was expected. */
  const found = (
    at: number,
    expected: "value" | "key" | "colon" | "end" | "comma",
    close?: "]" | "}",
  ): JsonReason => ({
    kind: "unexpected",
    ...(at >= n ? {} : { found: text.charAt(at) }),
    expected,
    ...(close !== undefined ? { close } : {}),
  });
  const n = text.length;
  let i = 0;
  const skipWs = (): void => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };

  /** Scans a string at `i` (its opening quote); returns its raw content or an error. */
  const scanString = (): string | JsonScan => {
    const start = i;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return text.slice(start + 1, i - 1);
      }
      if (c < 0x20) return fail(i, { kind: "control" });
      if (c === 0x5c) {
        const e = text.charAt(i + 1);
        if (e === "u") {
          if (!HEX.test(text.slice(i + 2, i + 6))) return fail(i, { kind: "hex" });
          i += 6;
        } else if (ESCAPES.has(e)) i += 2;
        else return fail(i, { kind: "escape", escape: e });
      } else i++;
    }
    return fail(start, { kind: "unclosed" });
  };

  const scanNumber = (): JsonScan | undefined => {
    const start = i;
    const digits = (): number => {
      const from = i;
      while (i < n && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
      return i - from;
    };
    if (text.charAt(i) === "-") i++;
    if (text.charAt(i) === "0") i++;
    else if (digits() === 0) return fail(start, found(start, "value"));
    if (text.charAt(i) === ".") {
      i++;
      if (digits() === 0) return fail(i, { kind: "point-digits" });
    }
    if (text.charAt(i) === "e" || text.charAt(i) === "E") {
      i++;
      if (text.charAt(i) === "+" || text.charAt(i) === "-") i++;
      if (digits() === 0) return fail(i, { kind: "exponent-digits" });
    }
    return undefined;
  };

  /** Reads `"key" :` at `i` into the object `frame`; a scan error when it is not one. */
  const scanKey = (frame: Frame): JsonScan | undefined => {
    if (text.charAt(i) !== '"') return fail(i, found(i, "key"));
    const at = i;
    const key = scanString();
    if (typeof key !== "string") return key;
    frame.key = key;
    if (frame === stack[0] && !topKeys.has(key)) topKeys.set(key, at);
    if (frame.keys?.has(key)) repeated.push({ offset: at, key });
    else frame.keys?.add(key);
    skipWs();
    if (text.charAt(i) !== ":") return fail(i, found(i, "colon"));
    i++;
    return undefined;
  };

  /** Records where a value of interest starts (see the file comment). */
  const mark = (): void => {
    const [root, list, inner] = stack;
    if (root?.array !== false || list?.array !== true) return;
    if (stack.length === 2 && root.key === "players") players[list.index] = i;
    if (stack.length === 2 && root.key === "games") rounds[list.index] = i;
    if (stack.length === 3 && root.key === "games" && inner?.array)
      (games[list.index] ??= [])[inner.index] = i;
  };

  /** After a value: in a container, expects `,` or its end; at the top, the end of the text. */
  let expectValue = true;
  for (;;) {
    skipWs();
    const top = stack[stack.length - 1];
    if (expectValue) {
      if (i >= n) return fail(i, { kind: "ends" });
      const c = text.charAt(i);
      mark();
      if (c === "{" || c === "[") {
        if (stack.length >= maxDepth) {
          return fail(i, { kind: "deep", max: maxDepth }, "too-deep");
        }
        stack.push(
          c === "["
            ? { array: true, index: 0, key: "" }
            : { array: false, index: 0, key: "", keys: new Set() },
        );
        i++;
        skipWs();
        const close = c === "{" ? "}" : "]";
        if (text.charAt(i) === close) {
          stack.pop();
          i++;
          expectValue = false;
          continue;
        }
        if (c === "{") {
          const bad = scanKey(stack[stack.length - 1] as Frame);
          if (bad) return bad;
        }
        continue; // a value follows
      }
      if (c === '"') {
        const s = scanString();
        if (typeof s !== "string") return s;
      } else if (c === "-" || (c >= "0" && c <= "9")) {
        const bad = scanNumber();
        if (bad) return bad;
      } else {
        const word = LITERALS.find((w) => text.startsWith(w, i));
        if (word === undefined) return fail(i, found(i, "value"));
        i += word.length;
      }
      expectValue = false;
      continue;
    }
    if (top === undefined) {
      return i >= n ? { players, rounds, games, top: topKeys, repeated } : fail(i, found(i, "end"));
    }
    const c = text.charAt(i);
    if (c === ",") {
      i++;
      if (top.array) top.index++;
      else {
        skipWs();
        const bad = scanKey(top);
        if (bad) return bad;
      }
      expectValue = true;
    } else if (c === (top.array ? "]" : "}")) {
      stack.pop();
      i++;
    } else {
      return fail(i, found(i, "comma", top.array ? "]" : "}"));
    }
  }
}
