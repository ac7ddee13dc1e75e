/**
 * A file's bytes given in pieces, decoded into whole lines (docs/formats.md, D44): what reads a
 * rating list of a million players without holding its text. Each piece is cut after its last
 * line feed and decoded as a file would be (`decodeBytes`: BOM, UTF-8, else the legacy encoding
 * line by line); what follows the last line feed waits for the next piece. The legacy encoding is
 * detected once per file, from the first piece that has a line not in UTF-8, and kept for every
 * later piece: a later piece alone, with a few words, could otherwise be taken for another.
 * UTF-16 (a BOM, or without one as `utf16Order` tells it from the first 4 KB, D437: NUL bytes on
 * one side of one pair in ten at least, not only in every other place) goes through the
 * platform's streaming TextDecoder instead. A file given in one piece decodes
 * exactly as `decodeBytes` decodes it.
 */
import {
  decodeBytes,
  type EncodingName,
  type EncodingReport,
  type LegacyChoice,
  legacyChoice,
  reportOf,
} from "../encoding";

/** How much of a file the command line and the pane read at a time (4 MB). */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** `a` followed by `b` (`b` itself when `a` is empty): the bytes held over from the last piece and the next. */
export function joinBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

export class ChunkDecoder {
  private held: Uint8Array = new Uint8Array(0);
  private wide: TextDecoder | undefined;
  private heldText = "";
  private first = true;
  private reports: EncodingReport[] = [];
  /** The file's legacy encoding, once detected (D40, D44). */
  private legacy: LegacyChoice | undefined;

  constructor(private readonly chosen?: EncodingName) {}

  /** The text of the whole lines completed by `bytes` (ending with a line feed), or "". */
  push(bytes: Uint8Array): string {
    if (this.first) {
      this.first = false;
      // a BOM, the officer's choice, or UTF-16 without its BOM as utf16Order tells it (D437)
      const probe = decodeBytes(bytes.subarray(0, Math.min(bytes.length, 4096) & ~1), this.chosen);
      if (probe.encoding === "utf-16le" || probe.encoding === "utf-16be") {
        this.wide = new TextDecoder(probe.encoding);
        this.reports.push(reportOf(probe));
      }
    }
    if (this.wide !== undefined) return this.wideText(this.wide.decode(bytes, { stream: true }));
    const all = joinBytes(this.held, bytes);
    const cut = all.lastIndexOf(0x0a) + 1;
    this.held = all.slice(cut);
    return this.decode(all.subarray(0, cut));
  }

  /**
   * True when the next pieces may be read as bytes (`lines`): after the first piece, no encoding
   * chosen, not UTF-16.
   */
  get asBytes(): boolean {
    return !this.first && this.wide === undefined && this.chosen === undefined;
  }

  /**
   * The whole lines `bytes` completes, undecoded, in two parts: the bytes held from the last
   * piece with this piece's first line, then this piece's other lines (a view, not a copy of the
   * piece); what follows the last line feed is held. Read together, they are what `push` decodes.
   */
  lines(piece: Uint8Array): [Uint8Array, Uint8Array] {
    // a plain view of a Buffer or any other Uint8Array: the loops over it see one kind of array
    const bytes = new Uint8Array(piece.buffer, piece.byteOffset, piece.length);
    const first = bytes.indexOf(0x0a);
    if (first < 0) {
      this.held = joinBytes(this.held, bytes).slice();
      return [EMPTY, EMPTY];
    }
    const head = joinBytes(this.held, bytes.subarray(0, first + 1));
    const last = bytes.lastIndexOf(0x0a);
    this.held = bytes.slice(last + 1);
    return [head, bytes.subarray(first + 1, last + 1)];
  }

  /** Whole lines' bytes decoded as `push` decodes them (those `lines` gave that were not read as bytes). */
  decodeLines(bytes: Uint8Array): string {
    return this.decode(bytes);
  }

  /** Lines read as bytes held UTF-8 beyond ASCII: noted as `push` notes it. */
  sawUtf8(): void {
    if (!this.reports.some((r) => r.encoding === "utf-8")) this.reports.push({ encoding: "utf-8" });
  }

  /** True when the file is UTF-16 (its NUL bytes are halves of characters). */
  get utf16(): boolean {
    return this.wide !== undefined;
  }

  /** The text left after the last line feed. */
  end(): string {
    if (this.wide !== undefined) return this.heldText + this.wide.decode();
    const rest = this.held;
    this.held = new Uint8Array(0);
    return this.decode(rest);
  }

  /**
   * How the file was decoded: one encoding when every piece with a byte above ASCII read alike,
   * else "mixed" (with the first legacy encoding met); the first close alternatives met.
   */
  report(): EncodingReport {
    const rs = this.reports;
    const [head] = rs;
    if (head === undefined)
      return this.chosen !== undefined ? { encoding: this.chosen, chosen: true } : { encoding: "utf-8" };
    const alternatives = rs.find(
      (r) => r.alternatives !== undefined && r.alternatives.length > 0,
    )?.alternatives;
    const legacy = rs
      .map((r) => (r.encoding === "mixed" ? r.legacy : r.encoding))
      .find((e) => e !== undefined && e !== "utf-8");
    const same = rs.every((r) => r.encoding === head.encoding && r.legacy === head.legacy);
    return {
      ...(same ? head : { encoding: "mixed" as const, ...(legacy !== undefined ? { legacy } : {}) }),
      ...(alternatives !== undefined ? { alternatives } : {}),
      ...(this.chosen !== undefined ? { chosen: true as const } : {}),
    };
  }

  private decode(bytes: Uint8Array): string {
    if (bytes.length === 0) return "";
    if (this.chosen === undefined) {
      // well-formed UTF-8 as decodeBytes judges it, checked by the platform in one call; as
      // long as the text is as long as the bytes it is ASCII, the same in every encoding read
      try {
        const text = utf8.decode(bytes);
        if (text.length !== bytes.length && !this.reports.some((r) => r.encoding === "utf-8"))
          this.reports.push({ encoding: "utf-8" });
        return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
          ? text.replace(/^\uFEFF/, "")
          : text;
      } catch {
        // not UTF-8: the legacy encoding is detected below
      }
    }
    const { text, ...report } = decodeBytes(bytes, this.chosen, this.legacy);
    this.legacy ??= legacyChoice(report);
    if (this.reports.length === 0 || this.chosen === undefined) this.reports.push(report);
    return text;
  }

  /**
   * The text of one value of a file read as bytes (FIDE's XML list, D44), as the line holding it
   * would be decoded: the officer's encoding, else UTF-8, else the file's legacy encoding,
   * detected once from `piece` (the bytes in hand) when a value is first not UTF-8.
   */
  value(bytes: Uint8Array, piece: Uint8Array): string {
    if (this.chosen !== undefined && this.chosen !== "utf-8" && !asciiOnly(bytes))
      return decodeBytes(bytes, this.chosen).text;
    try {
      const text = utf8.decode(bytes);
      if (text.length !== bytes.length && this.reports.length === 0) this.reports.push({ encoding: "utf-8" });
      return text;
    } catch {
      if (this.chosen === "utf-8") return lenient.decode(bytes);
    }
    this.legacy ??= legacyChoice(reportOf(decodeBytes(piece)));
    const { text, ...report } = decodeBytes(bytes, undefined, this.legacy);
    if (!this.reports.some((r) => r.encoding !== "utf-8")) this.reports.push(report);
    return text;
  }

  private wideText(text: string): string {
    const all = this.heldText + text;
    const cut = all.lastIndexOf("\n") + 1;
    this.heldText = all.slice(cut);
    return all.slice(0, cut);
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const EMPTY = new Uint8Array(0);

/** The text of bytes in UTF-8 (a byte order mark kept), or undefined when they are not UTF-8. */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });

function asciiOnly(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if ((bytes[i] as number) >= 0x80) return false;
  return true;
}
