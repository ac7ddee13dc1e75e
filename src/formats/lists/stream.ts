/**
 * Reading a rating list in pieces (docs/formats.md, D44): the one code path of the command line
 * (`--ratings FILE`, read 4 MB at a time) and of the pane (the picked file's bytes, sliced the
 * same way). The kind of list is told from its first 64 KB of text: FIDE's XML download
 * (`<playerslist>`), FIDE's TXT download (a header line `ID Number  Name …`), the EGD's download
 * (`allworld_lp`), else a CSV list. FIDE's TXT and the EGD's lists are read line by line, FIDE's
 * XML list from its bytes (`FideXmlBytes`: only the values a row needs are decoded), and keep
 * only their rows; a CSV list, which is small, is read whole.
 */
import { withoutRepeatedIds } from "./duplicate-ids";
import { DiagnosticSink } from "../../core/tournament/diagnostics";
import { type Message, msg } from "../../i18n/table";
import { decodeBytes, type EncodingName, uncertainEncoding } from "../encoding";
import { blankBytes, nulCharacter, refusal } from "../gate";
import type { FideRatingKind, RatingList, RatingListEntry } from "./model";
import { csvRatingList } from "./csv-list";
import { egdRow, looksLikeEgdList } from "./egd-list";
import { ShortTexts } from "./byte-texts";
import { ChunkDecoder, joinBytes } from "./chunks";
import { type PieceLines, fideTxtFieldsOfBytes, lineText, pieceLines } from "./fide-txt-bytes";
import { FideXmlBytes } from "./fide-xml";
import {
  FIDE_TXT_HEADER,
  type FideFields,
  type FideTxtColumns,
  fideEntry,
  fideTxtColumns,
  fideTxtFields,
} from "./fide";

export interface RatingListOptions {
  /** The officer's encoding (`--ratings-encoding`, the pane's selector): nothing is detected. */
  readonly encoding?: EncodingName;
  /** Which FIDE rating a FIDE list gives (standard by default). */
  readonly rating?: FideRatingKind;
}

/**
 * The most a streamed rating list may be: 2 GB (FIDE's whole XML list is a few hundred MB).
 * Memory does not grow with the file but with the rows kept (docs/hostile-input.md, H6).
 */
export const MAX_STREAMED_LIST_BYTES = 2 * 1024 * 1024 * 1024;

/** Text the kind of list is told from. */
const SNIFF_CHARS = 65536;

type Kind = RatingList["format"];

const LABEL: Readonly<Record<Kind, string>> = {
  egd: "EGD rating list",
  csv: "Rating list",
  "fide-txt": "FIDE rating list",
  "fide-xml": "FIDE rating list",
};

/** The kind of rating list a file's first 64 KB of text is (CSV when none of the others). */
export function listKindOf(head: string): Kind {
  if (/<playerslist[\s>]/i.test(head) || /<player>\s*<fideid>/i.test(head)) return "fide-xml";
  const lines = head.split(/\r\n|\r|\n/, 50);
  if (lines.slice(0, 20).some((l) => FIDE_TXT_HEADER.test(l))) return "fide-txt";
  return looksLikeEgdList(head, lines) ? "egd" : "csv";
}

/**
 * A rating list read from pieces of its bytes: `push` each piece in order, then `end`. Nothing
 * is read twice and no more than one piece and its rows are held at a time.
 */
export class RatingListReader {
  private readonly decoder: ChunkDecoder;
  private readonly rating: FideRatingKind;
  private kind: Kind | undefined;
  private sink = new DiagnosticSink("Rating list");
  private head = "";
  /** The first bytes, held until the kind of list is told from them. */
  private headBytes: Uint8Array[] = [];
  private headSize = 0;
  private csvText: string[] = [];
  private pending = "";
  private lineNo = 0;
  private bytes = 0;
  private refused: Message | undefined;
  /** A FIDE TXT header without the chosen rating: the rest is not read. */
  private stopped = false;
  private readonly entries: RatingListEntry[] = [];
  private txt: FideTxtColumns | undefined;
  private xml: FideXmlBytes | undefined;
  /** FIDE's XML in an ASCII-compatible encoding: its bytes go to `xml` undecoded. */
  private xmlBytes = false;
  private readonly unrated = { count: 0 };
  /** D457: the last byte of the piece before, for a UTF-16 pair across two pieces. */
  private lastByte = -1;
  /** D437: every byte so far blank space (or the byte-order mark): an empty file at the end. */
  private blank = true;
  /** A TXT list's short values seen (fide-txt-bytes.ts). */
  private readonly short = new ShortTexts();

  constructor(private readonly opts: RatingListOptions = {}) {
    this.decoder = new ChunkDecoder(opts.encoding);
    this.rating = opts.rating ?? "standard";
  }

  /** The next piece of the file's bytes. */
  push(bytes: Uint8Array): void {
    if (this.refused !== undefined) return;
    if (this.bytes === 0) {
      const refused = refusal(bytes.subarray(0, Math.min(bytes.length, 65536)), "rating list");
      // D437: blank so far is said as empty only at the end, when every piece was blank
      if (refused?.code !== "rdEmpty") this.refused = refused;
    }
    if (this.blank) this.blank = blankBytes(bytes);
    this.bytes += bytes.length;
    if (this.refused === undefined && this.bytes > MAX_STREAMED_LIST_BYTES) {
      this.refused = msg("rdStreamTooLarge", { gb: MAX_STREAMED_LIST_BYTES / 1024 ** 3 });
    }
    if (this.refused !== undefined) return;
    if (this.kind === undefined) {
      this.headBytes.push(bytes);
      this.headSize += bytes.length;
      if (this.headSize >= SNIFF_CHARS) this.sniff();
      return;
    }
    this.bytesIn(bytes, this.bytes - bytes.length);
  }

  /** The kind of list, from the first bytes held; then they are read. */
  private sniff(): void {
    const held = this.headBytes;
    this.headBytes = [];
    const first = held.length === 1 ? (held[0] as Uint8Array) : concat(held, this.headSize);
    // the first 128 KB to their last line feed: every kind is told by ASCII text
    const cut = first.subarray(0, SNIFF_CHARS * 2);
    const lf = cut.lastIndexOf(0x0a);
    const probe = decodeBytes(
      lf > 0 && lf > cut.length / 2 ? cut.subarray(0, lf + 1) : cut,
      this.opts.encoding,
    );
    this.kind = listKindOf(probe.text.slice(0, SNIFF_CHARS));
    this.sink = new DiagnosticSink(LABEL[this.kind]);
    const wide = probe.encoding === "utf-16le" || probe.encoding === "utf-16be";
    if (this.kind === "fide-xml" && !wide) {
      this.xmlBytes = true;
      this.xml = this.xmlReader((b, piece) => this.decoder.value(b, piece));
    }
    this.bytesIn(first, this.bytes - first.length);
  }

  /** A piece of bytes (the first at `offset` in the file) after the kind is known. */
  private bytesIn(bytes: Uint8Array, offset: number): void {
    if (this.txt !== undefined && !this.stopped && this.decoder.asBytes) {
      // FIDE's TXT rows after its header: read from the bytes (fide-txt-bytes.ts)
      const nul = bytes.indexOf(0);
      if (nul >= 0) this.refused = msg("rdRefused", { kind: "nul", text: false, at: offset + nul + 1 });
      else this.txtBytes(this.decoder.lines(bytes));
      return;
    }
    const text = this.xmlBytes ? "" : this.decoder.push(bytes);
    // the file's byte of a NUL byte, or of a NUL character in UTF-16 (D457)
    const found = this.decoder.utf16 ? -1 : bytes.indexOf(0);
    const nul = this.decoder.utf16 ? this.nulCharacterIn(bytes, offset) : found < 0 ? -1 : offset + found;
    if (nul >= 0) {
      this.refused = msg("rdRefused", { kind: "nul", text: false, at: nul + 1 });
      return;
    }
    if (this.xmlBytes) this.xml?.write(bytes);
    else this.text(text);
  }

  /**
   * D457: the file's byte where a U+0000 begins in this piece of UTF-16 (its first byte at
   * `offset` in the file), or -1: every piece is looked at, not only the gate's first 64 KB. A
   * file's pairs begin at its even bytes; a pair across two pieces is told by the last byte of the
   * piece before.
   */
  private nulCharacterIn(bytes: Uint8Array, offset: number): number {
    const odd = offset % 2 === 1;
    const across = odd && this.lastByte === 0 && bytes[0] === 0;
    if (bytes.length > 0) this.lastByte = bytes[bytes.length - 1] as number;
    if (across) return offset - 1;
    const at = nulCharacter(bytes, odd ? 1 : 0);
    return at < 0 ? -1 : offset + at;
  }

  private xmlReader(text: (bytes: Uint8Array, piece: Uint8Array) => string): FideXmlBytes {
    const each = (f: FideFields): void => {
      const e = fideEntry(f, this.sink, this.unrated);
      if (e !== undefined) this.entries.push(e);
    };
    return new FideXmlBytes(this.rating, this.sink, each, text);
  }

  /** The list read. */
  end(): RatingList {
    if (this.refused === undefined && this.blank) this.refused = msg("rdEmpty", {});
    if (this.refused !== undefined) {
      const sink = new DiagnosticSink("Rating list");
      sink.error(0, 0, this.refused);
      return { entries: [], diagnostics: sink.items, encoding: "utf-8", format: "csv" };
    }
    if (this.kind === undefined) this.sniff();
    if (this.refused !== undefined) return this.end();
    if (!this.xmlBytes) this.text(this.decoder.end(), true);
    return this.finish();
  }

  /** Reads a whole text (already decoded) through the same path. */
  static fromText(text: string, opts: RatingListOptions = {}): RatingList {
    const r = new RatingListReader(opts);
    r.text(text.replace(/^\uFEFF/, ""), true);
    return r.finish(false);
  }

  private text(t: string, last = false): void {
    if (this.stopped) return;
    if (this.kind === undefined) {
      this.head += t;
      if (this.head.length < SNIFF_CHARS && !last) return;
      this.kind = listKindOf(this.head.slice(0, SNIFF_CHARS));
      this.sink = new DiagnosticSink(LABEL[this.kind]);
      t = this.head;
      this.head = "";
    }
    if (this.kind === "csv") {
      this.csvText.push(t);
      return;
    }
    if (this.kind === "fide-xml") {
      // decoded already (UTF-16, or given as text): its UTF-8 bytes are read
      this.xml ??= this.xmlReader((b) => utf8.decode(b));
      this.xml.write(utf8Bytes.encode(t));
      return;
    }
    const all = this.pending + t;
    const lines = all.split(/\r\n|\r|\n/);
    // the last piece may end inside a line (CR LF split across pieces: keep a final CR too)
    this.pending = last ? "" : (lines.pop() ?? "");
    for (const line of lines) if (!this.stopped) this.line(line, ++this.lineNo);
  }

  /** Whole lines of a FIDE TXT list as bytes; a piece not in UTF-8 is decoded whole and read as text. */
  private txtBytes(parts: readonly Uint8Array[]): void {
    const lines = parts.map(pieceLines);
    if (lines.some((l) => l === undefined)) {
      this.text(this.decoder.decodeLines(joinBytes(parts[0] ?? EMPTY, parts[1] ?? EMPTY)));
      return;
    }
    if (lines.some((l) => l !== undefined && l.texts.size > 0)) this.decoder.sawUtf8();
    parts.forEach((bytes, k) => {
      const { bounds, texts } = lines[k] as PieceLines;
      for (let j = 0; j < bounds.length; j += 2) {
        const n = ++this.lineNo;
        const text = texts.get(j / 2);
        if (text !== undefined) {
          this.line(text, n);
          continue;
        }
        const [from, to] = [bounds[j] as number, bounds[j + 1] as number];
        const f = fideTxtFieldsOfBytes(bytes, from, to, this.txt as FideTxtColumns, n, this.short);
        this.row(f, n, () => lineText(bytes, from, to));
      }
    });
  }

  private line(l: string, n: number): void {
    if (this.kind === "egd") {
      const e = egdRow(l, n, this.sink);
      if (e !== undefined) this.entries.push(e);
      return;
    }
    if (this.txt === undefined) {
      if (FIDE_TXT_HEADER.test(l)) {
        this.txt = fideTxtColumns(l, this.rating);
        if (this.txt === undefined) {
          this.sink.error(n, 1, msg("rdNoRatingColumn", { rating: this.rating }));
          this.stopped = true;
        }
      } else if (l.trim() !== "") {
        this.sink.warning(n, 1, msg("rdBeforeHeader", {}));
      }
      return;
    }
    this.row(fideTxtFields(l, this.txt, n), n, () => l);
  }

  /** A TXT list's row from its fields (none for a blank line); `line` gives its text for a warning. */
  private row(f: FideFields | undefined, n: number, line: () => string): void {
    if (f === undefined) return;
    if (f.name === "") {
      this.sink.warning(n, 1, msg("rdRowNoName", { row: line().trim().slice(0, 60) }));
      return;
    }
    const e = fideEntry(f, this.sink, this.unrated);
    if (e !== undefined) this.entries.push(e);
  }

  private finish(fromBytes = true): RatingList {
    const kind = this.kind ?? "csv";
    const decoding = this.decoder.report();
    const encodingOf = fromBytes ? { encoding: decoding.encoding, decoding } : { encoding: "utf-8" as const };
    const unsure = fromBytes ? uncertainEncoding(decoding) : undefined;
    if (kind === "csv") {
      const list = csvRatingList(this.csvText.join(""));
      this.csvText = [];
      const note = new DiagnosticSink("Rating list");
      if (unsure !== undefined) note.warning(0, 0, unsure);
      const ids = new DiagnosticSink("Rating list");
      const entries = withoutRepeatedIds(list.entries, ids); // D63
      return {
        ...list,
        entries,
        diagnostics: [...note.items, ...list.diagnostics, ...ids.items],
        ...encodingOf,
      };
    }
    this.xml?.close();
    const sink = this.sink;
    const head = new DiagnosticSink(LABEL[kind]);
    if (unsure !== undefined) head.warning(0, 0, unsure);
    // a FIDE TXT list always has its header: the kind is told by a header line among the first
    // 20, and every line is read in order from the first, so the columns are known (or the list
    // stopped at a header without the rating chosen) before any row
    if (kind === "fide-xml" && this.xml !== undefined && this.xml.players === 0 && !this.xml.malformed) {
      sink.error(0, 0, msg("rdNoPlayerElement", {}));
    }
    if (kind.startsWith("fide") && this.unrated.count > 0) {
      sink.info(0, 0, msg("rdUnrated", { count: this.unrated.count, rating: this.rating }));
    }
    const entries = withoutRepeatedIds(this.entries, sink); // D63
    return {
      entries,
      diagnostics: [...head.items, ...sink.items],
      ...encodingOf,
      format: kind,
      ...(kind.startsWith("fide") ? { fideRating: this.rating } : {}),
    };
  }
}

const utf8 = new TextDecoder("utf-8");
const EMPTY = new Uint8Array(0);
const utf8Bytes = new TextEncoder();

function concat(parts: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Reads a rating list given in pieces (an iterable of byte arrays), as {@link RatingListReader}. */
export function readRatingListChunks(chunks: Iterable<Uint8Array>, opts: RatingListOptions = {}): RatingList {
  const r = new RatingListReader(opts);
  for (const c of chunks) r.push(c);
  return r.end();
}

/** Reads a rating list given in pieces that come asynchronously (the pane's file slices). */
export async function readRatingListAsync(
  chunks: AsyncIterable<Uint8Array>,
  opts: RatingListOptions = {},
): Promise<RatingList> {
  const r = new RatingListReader(opts);
  for await (const c of chunks) r.push(c);
  return r.end();
}
