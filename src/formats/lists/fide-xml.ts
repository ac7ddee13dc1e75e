/**
 * FIDE's XML rating list (`players_list_xml_foa.xml`; docs/formats.md, D44), read from its
 * bytes. FIDE's list is a flat document — a prolog, the `<playerslist>` element, then `<player>`
 * elements each holding elements of text — and exactly that is read: text between players that
 * is not white space, an element inside a player that is not `<tag>text</tag>` or `<tag/>`
 * (another element inside, attributes, a comment, CDATA), a close tag that does not match, an `&`
 * that is not one of XML's five entities or a character reference, or a document that ends
 * before `</playerslist>` (a download cut short) is an error naming line and column.
 *
 * The bytes are scanned as bytes (every tag is ASCII in every encoding a list may be in) and only
 * the values of the six elements a rating-list row needs are made text: the name and the FIDE ID
 * decoded, the short numbers and federations taken from a table of those already seen. A general
 * streaming XML parser (saxes) took 107 s for the 1.2-million-player list, a reader of decoded
 * text with one regular expression per element 23.5 s; this one: README, Performance.
 */
import type { DiagnosticSink } from "../../core/tournament/diagnostics";
import { type FideXmlProblem } from "../../i18n/errors-readers-lists";
import { msg } from "../../i18n/table";
import { ShortTexts, digitsText } from "./byte-texts";
import { joinBytes } from "./chunks";
import {
  AMP,
  CLASS,
  EMPTY,
  GT,
  LF,
  LT,
  NAME_CHAR,
  NAME_START,
  SLASH,
  SPACE,
  ascii,
  at,
  decodeEntities,
  latin1,
  same,
  space,
} from "./xml-bytes";
import type { FideFields } from "./fide";
import type { FideRatingKind } from "./model";

/** Makes the text of a value from its bytes (the file's encoding, D40: `ChunkDecoder.value`). */
export type ValueText = (bytes: Uint8Array, piece: Uint8Array) => string;

const PLAYER = ascii("<player>");
const PLAYER_END = ascii("</player>");
const LIST = ascii("<playerslist");
const LIST_END = ascii("</playerslist>");

/** The fields of a row, by their place in {@link FideXmlBytes}'s `wanted`. */
const ID = 0;
const NAME = 1;
const FEDERATION = 2;
const RATING = 3;
const K = 4;
const BIRTH = 5;

/** A value element's bytes wanted for a row, for the chosen rating kind (FIDE's element names). */
function wantedTags(kind: FideRatingKind): Uint8Array[] {
  const p = kind === "standard" ? "" : `${kind}_`;
  return ["fideid", "name", "country", `${p}rating`, `${p}k`, "birthday"].map(ascii);
}

/** The most a prolog may be before `<playerslist>` (FIDE's is one line). */
const PROLOG_BYTES = 1 << 20;

/** Needs more bytes: the piece ended inside what is being read. */
const MORE = -1;
/** Refused: the error is given. */
const FAILED = -2;

/**
 * A streaming reader of FIDE's XML list from its bytes (D44): pieces are given in order and
 * nothing but the piece and the player being read is held.
 */
export class FideXmlBytes {
  /** The bytes not read yet (from the start of a player cut by the piece's end). */
  private held: Uint8Array = EMPTY;
  /** Line and column (0-based, in characters) of `held[0]`. */
  private line = 1;
  private column = 0;
  private started = false;
  private ended = false;
  private failed = 0;
  players = 0;
  private readonly wanted: Uint8Array[];
  /** The values of the row being read, by field. */
  private readonly values: string[] = ["", "", "", "", "", ""];
  /** Short values seen before (ratings, K, years, federations): one string each. */
  private readonly short = new ShortTexts();
  /** The piece being read (the sample a legacy encoding is detected from, D40). */
  private piece: Uint8Array = EMPTY;
  /** The line feeds inside the player read last. */
  private lines = 0;

  constructor(
    kind: FideRatingKind,
    private readonly sink: DiagnosticSink,
    private readonly each: (f: FideFields) => void,
    private readonly text: ValueText,
  ) {
    this.wanted = wantedTags(kind);
  }

  write(bytes: Uint8Array): void {
    if (this.failed > 0) return;
    // one kind of array (a Node Buffer is a subclass), so that reading its bytes stays fast
    const buf = joinBytes(
      this.held,
      bytes.constructor === Uint8Array ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
    );
    this.piece = buf;
    let i = 0;
    if (this.ended) {
      this.trailing(buf, 0);
      return;
    }
    if (!this.started) {
      const open = this.prolog(buf);
      if (open === MORE) {
        // the prolog may continue in the next piece; FIDE's is one line
        if (buf.length > PROLOG_BYTES) return void this.fail(buf, 0, { kind: "no-list" }, 0);
        this.held = buf;
        return;
      }
      this.started = true;
      i = this.advance(buf, 0, open);
    }
    const n = buf.length;
    for (;;) {
      // white space between players, its lines counted
      while (i < n && space(buf[i] as number)) {
        if (buf[i] === LF) this.line++;
        i++;
      }
      if (i >= n) break;
      if (buf[i] !== LT) return void this.fail(buf, i, { kind: "text-between" }, i);
      if (at(buf, i, LIST_END)) {
        this.ended = true;
        this.trailing(buf, this.advance(buf, i, i + LIST_END.length));
        return;
      }
      if (n - i < LIST_END.length) break; // "</playerslist>" may be cut by the piece's end
      if (!at(buf, i, PLAYER)) return void this.fail(buf, i, { kind: "other-element" }, i);
      const end = this.player(buf, i);
      if (end === FAILED) return;
      if (end === MORE) break; // the player continues in the next piece
      i = end;
      this.line += this.lines;
    }
    this.column = this.columnOf(buf, i);
    this.held = i < n ? buf.slice(i) : EMPTY;
    this.piece = EMPTY;
  }

  close(): void {
    if (this.failed > 0) return;
    if (!this.started) this.fail(this.held, 0, { kind: "no-list" }, 0);
    else if (!this.ended) this.fail(this.held, this.held.length, { kind: "cut-short" }, 0);
  }

  get malformed(): boolean {
    return this.failed > 0;
  }

  /** The end of `<playerslist …>` in `buf`, or MORE. */
  private prolog(buf: Uint8Array): number {
    for (let i = buf.indexOf(LT); i >= 0; i = buf.indexOf(LT, i + 1)) {
      if (!at(buf, i, LIST)) continue;
      const after = i + LIST.length;
      if (after >= buf.length) return MORE;
      const c = buf[after] as number;
      if (c === GT) return after + 1;
      if (!space(c)) continue;
      const gt = buf.indexOf(GT, after);
      return gt < 0 ? MORE : gt + 1;
    }
    return MORE;
  }

  /** After `</playerslist>`: white space only. */
  private trailing(buf: Uint8Array, from: number): void {
    for (let i = from; i < buf.length; i++) {
      if (!space(buf[i] as number)) return void this.fail(buf, i, { kind: "text-after" }, from);
    }
    this.held = EMPTY;
  }

  /**
   * Reads `<player>…</player>` at `start`: the index after it, MORE when the piece ends inside
   * it, FAILED (and an error) when it is not as FIDE writes it.
   */
  private player(buf: Uint8Array, start: number): number {
    const n = buf.length;
    const v = this.values;
    v.fill("");
    let lines = 0;
    let i = start + PLAYER.length;
    for (;;) {
      let c = 0;
      while (i < n && (CLASS[(c = buf[i] as number)] as number) === SPACE) {
        if (c === LF) lines++;
        i++;
      }
      if (i + 1 >= n) return MORE;
      const element = i;
      if (c !== LT) return this.notText(buf, start, element);
      if (buf[i + 1] === SLASH) {
        if (i + PLAYER_END.length > n) return MORE;
        if (!at(buf, i, PLAYER_END)) return this.notText(buf, start, element);
        i += PLAYER_END.length;
        break;
      }
      // the open tag's name
      const nameFrom = i + 1;
      if (((CLASS[buf[nameFrom] as number] as number) & NAME_START) === 0)
        return this.notText(buf, start, element);
      let j = nameFrom + 1;
      while (j < n && ((CLASS[buf[j] as number] as number) & NAME_CHAR) !== 0) j++;
      if (j >= n) return MORE;
      const len = j - nameFrom;
      c = buf[j] as number;
      let textFrom = j;
      let textTo = j;
      let amp = -1;
      if (c === GT) {
        // text up to the next "<", then the close tag of the same name
        textFrom = j + 1;
        let k = textFrom;
        while (k < n && (c = buf[k] as number) !== LT) {
          if (c === LF) lines++;
          else if (c === AMP && amp < 0) amp = k;
          k++;
        }
        textTo = k;
        const m = k + 2 + len;
        if (m >= n) return MORE;
        if (buf[k + 1] !== SLASH) return this.notText(buf, start, element);
        if (buf[m] !== GT || !same(buf, nameFrom, k + 2, len)) {
          const r = this.badClose(buf, start, element, nameFrom, len, k);
          if (r === MORE || r === FAILED) return r;
        }
        i = m + 1;
      } else {
        // <tag/> or <tag />
        let k = j;
        while (k < n && (CLASS[(c = buf[k] as number)] as number) === SPACE) {
          if (c === LF) lines++;
          k++;
        }
        if (k + 1 >= n) return MORE;
        if (c !== SLASH || buf[k + 1] !== GT) return this.notText(buf, start, element);
        i = k + 2;
      }
      const field = this.field(buf, nameFrom, len);
      if (field < 0) continue;
      // trimmed as FIDE's values are read (white space around a value is not part of it)
      while (textFrom < textTo && space(buf[textFrom] as number)) textFrom++;
      while (textTo > textFrom && space(buf[textTo - 1] as number)) textTo--;
      let value = this.value(buf, textFrom, textTo, field);
      if (amp >= 0) {
        const decoded = decodeEntities(value);
        if (decoded === undefined) {
          const tag = latin1(buf, nameFrom, j);
          this.fail(buf, amp, { kind: "entity", tag }, start);
          return FAILED;
        }
        value = decoded;
      }
      v[field] = value;
    }
    this.players++;
    this.lines = lines;
    this.each({
      id: v[ID] as string,
      name: v[NAME] as string,
      federation: v[FEDERATION] as string,
      rating: v[RATING] as string,
      k: v[K] as string,
      birth: v[BIRTH] as string,
      line: this.line, // the line of the <player> tag
      ratingColumn: 0,
      idColumn: 0,
    });
    return i;
  }

  /**
   * A close tag at `lt` that is not `</name>` of the open tag: MORE when the piece ends inside
   * it, else FAILED with the error (another name, or not a close tag of a name at all).
   */
  private badClose(
    buf: Uint8Array,
    start: number,
    element: number,
    nameFrom: number,
    len: number,
    lt: number,
  ): number {
    const closeFrom = lt + 2;
    let m = closeFrom;
    while (m < buf.length && ((CLASS[buf[m] as number] as number) & NAME_CHAR) !== 0) m++;
    if (m >= buf.length) return MORE;
    if (buf[m] !== GT || m === closeFrom) return this.notText(buf, start, element);
    const close = latin1(buf, closeFrom, m);
    this.fail(buf, lt, { kind: "mismatch", close, open: latin1(buf, nameFrom, nameFrom + len) }, start);
    return FAILED;
  }

  /** The field an element's name is (its place in `wanted`), or −1. */
  private field(buf: Uint8Array, from: number, len: number): number {
    const w = this.wanted;
    for (let f = 0; f < w.length; f++) {
      const tag = w[f] as Uint8Array;
      if (tag.length === len && at(buf, from, tag)) return f;
    }
    return -1;
  }

  /**
   * A value's text: a short value (a rating, a K, a year, a federation) from the table of those
   * seen, a FIDE ID from its digits, anything else decoded.
   */
  private value(buf: Uint8Array, from: number, to: number, field: number): string {
    const short = field !== ID && field !== NAME ? this.short.get(buf, from, to, field) : undefined;
    // a FIDE ID: its digits as a number written back (no leading zero, so the same text)
    const id = field === ID ? digitsText(buf, from, to) : undefined;
    return short ?? id ?? this.text(buf.subarray(from, to), this.piece);
  }

  /** Moves from `from` to `to` in `buf`, counting the lines passed; returns `to`. */
  private advance(buf: Uint8Array, from: number, to: number): number {
    for (let i = from; i < to; i++) if (buf[i] === LF) this.line++;
    return to;
  }

  private notText(buf: Uint8Array, start: number, element: number): number {
    this.fail(buf, element, { kind: "nested" }, start);
    return FAILED;
  }

  /** The 0-based column, in characters, of `pos` in `buf` (whose first byte is at `column`). */
  private columnOf(buf: Uint8Array, pos: number): number {
    const nl = buf.subarray(0, pos).lastIndexOf(LF);
    const from = nl >= 0 ? nl + 1 : 0;
    const chars = pos > from ? this.text(buf.subarray(from, pos), buf).length : 0;
    return nl >= 0 ? chars : this.column + chars;
  }

  /**
   * The first error (the document is refused; what follows is not read) at `pos` in `buf`; its
   * line is counted from `from`, where reading stands (the line `this.line`).
   */
  private fail(buf: Uint8Array, pos: number, problem: FideXmlProblem, from: number): void {
    if (this.failed++ > 0) return;
    let line = this.line;
    for (let i = from; i < pos; i++) if (buf[i] === LF) line++;
    this.sink.error(line, this.columnOf(buf, pos) + 1, msg("rdFideXml", { problem }));
    this.held = EMPTY;
  }
}
