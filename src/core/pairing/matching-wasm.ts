/**
 * The compiled matching (assembly/matching/, D441) and its one instance (D442). The command
 * line and the tests compile it on first use, synchronously; a browser's main thread may refuse
 * that for a module of more than 4 KB (Chromium), so the task pane awaits `loadMatching` before
 * its first Dutch pairing (D443). The bytes are matching-wasm-bytes.ts's, generated from the
 * source and checked against it by a test (D444).
 */
import { invalid } from "../common/errors";
import { msg } from "../../i18n/table";
import { MATCHING_WASM } from "./matching-wasm-bytes";

/** What the module exports (assembly/matching/index.ts). */
export interface MatchingExports {
  readonly memory: { readonly buffer: ArrayBuffer };
  create(n: number, limbs: number): number;
  setLimbs(i: number, j: number, c: number): number;
  solve(withFixed: number): void;
  inputAt(): number;
  fixedAt(): number;
  mateAt(): number;
  failed(): number;
}

/** The part of the WebAssembly API used here (the core's libraries declare none, ES2022 only). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
  instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: unknown } }>;
}

let current: MatchingExports | undefined;

function api(): WasmApi | undefined {
  return (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The module's bytes from their base64 text. */
export function matchingBytes(): Uint8Array {
  const text = MATCHING_WASM;
  const code = new Int8Array(128).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) code[ALPHABET.charCodeAt(i)] = i;
  const pad = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    const a = code[text.charCodeAt(i)] as number;
    const b = code[text.charCodeAt(i + 1)] as number;
    const c = Math.max(0, code[text.charCodeAt(i + 2)] as number);
    const d = Math.max(0, code[text.charCodeAt(i + 3)] as number);
    const x = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < out.length) out[o++] = (x >> 16) & 255;
    if (o < out.length) out[o++] = (x >> 8) & 255;
    if (o < out.length) out[o++] = x & 255;
  }
  return out;
}

/**
 * The module compiled and instantiated without blocking (the task pane's way, D443), before a
 * pairing. Where the host cannot, nothing is said here: a Go pairing needs no matching of this
 * kind, and a Dutch one says why it cannot run (`matchingExports`).
 */
export async function loadMatching(): Promise<void> {
  const wasm = api();
  if (current || !wasm) return;
  try {
    const { instance } = await wasm.instantiate(matchingBytes(), {});
    current ??= instance.exports as MatchingExports;
  } catch {
    // said by matchingExports, with the host's words, if a Dutch pairing comes
  }
}

/**
 * The instance, compiled now if no `loadMatching` came first (the command line, the tests); a
 * host without WebAssembly, or refusing to compile it here, is said to the user (D443).
 */
export function matchingExports(): MatchingExports {
  if (current) return current;
  const wasm = api();
  if (!wasm) throw invalid(msg("dutchNoWebAssembly", { detail: "globalThis.WebAssembly: undefined" }));
  try {
    current = new wasm.Instance(new wasm.Module(matchingBytes()), {}).exports as MatchingExports;
  } catch (e) {
    throw invalid(msg("dutchNoWebAssembly", { detail: e instanceof Error ? e.message : String(e) }));
  }
  return current;
}
