/**
 * A round just paired written into a TRF as it was read (D275): each `001` record of a player
 * in the round gets the round's block at its columns (round r at 92 + 10·(r − 1): the opponent's
 * starting rank in 4, the colour, the result) and nothing else of the file changes, byte for
 * byte — its other records, their order, its line ends, the names' bytes in their encoding.
 *
 * A game is written with its result blank (`  12 w  `): TRF has no code for a result not yet
 * known, and blank is what a result column holds until the arbiter enters it; such a file is
 * paired on only once the results are entered (`pendingTrfGames`). The pairing-allocated bye is
 * `0000 - U`, a bye declared by a `240` record of the round `0000 - H` (F, Z), and their points
 * are added to the record's points (columns 81–84), as the round's other results will be.
 */
import { points } from "./trf-writer-fields";
import { concatBytes } from "./bytes";
import { DEFAULT_LETTER_VALUES, type LetterValues, letterPoints2 } from "./trf-points";

/** One player's entry of the new round: a game (opponent's starting rank, colour) or a bye's letter. */
export type NewRoundEntry =
  { readonly opponent: number; readonly colour: "w" | "b" } | { readonly bye: "U" | "F" | "H" | "Z" };

/** The first character (0-based) of round `round`'s block. */
export const roundColumn = (round: number): number => 91 + 10 * (round - 1);

/** A `001` record's part from column 81 on, with doubled points added and a round's block set. */
export function withBlock(tail: string, at: number, block: string, add2: number): string {
  let t = tail.padEnd(at + block.length);
  t = t.slice(0, at) + block + t.slice(at + block.length);
  if (add2 === 0) return t;
  const before = Number(t.slice(0, 4).trim() || "0");
  return points(Math.round(before * 2) + add2).padStart(4) + t.slice(4);
}

/**
 * A new entry's block and points. A bye's letter is worth what TRF's defaults give it (D431):
 * `pair --out` refuses a file whose pairing-allocated bye is not a win's or whose `Z` it would
 * write is not 0 (D275, D365), so its values are those.
 */
function blockOf(e: NewRoundEntry): { block: string; add2: number } {
  if ("bye" in e)
    return { block: `0000 - ${e.bye}`, add2: letterPoints2(e.bye, false, DEFAULT_LETTER_VALUES) ?? 0 };
  return { block: `${String(e.opponent).padStart(4)} ${e.colour}  `, add2: 0 };
}

/** A line's terminator in the file: its first CR LF, CR or LF; LF when it has none. */
function eolOf(text: string): string {
  const m = /\r\n|\r|\n/.exec(text);
  return m ? m[0] : "\n";
}

const isAscii = (s: string): boolean => /^[\x20-\x7e]*$/.test(s);

/** Why a file cannot take the round: a `001` line (1-based) whose columns from 81 on are not plain text. */
export class TrfRoundLineError extends Error {
  constructor(readonly line: number) {
    super(`line ${line}`);
  }
}

/**
 * `bytes` (the file as read, `text` its decoding) with round `round`'s entries (by starting rank)
 * written into the `001` records, and `records` (whole lines, e.g. `250`) added at its end. A
 * player without an entry keeps his line as it is. The part of a `001` line that changes (from
 * column 81 on) is plain ASCII in every TRF; a line where it is not is refused
 * ({@link TrfRoundLineError}), never rewritten in another encoding.
 */
export function addTrfRound(
  bytes: Uint8Array,
  text: string,
  round: number,
  entries: ReadonlyMap<number, NewRoundEntry>,
  records: readonly string[] = [],
): Uint8Array {
  const out: Uint8Array[] = [];
  const at = roundColumn(round) - 80;
  let pos = 0; // in bytes
  let line = 0;
  const re = /\r\n|\r|\n/g;
  let from = 0; // in text
  for (;;) {
    const m = re.exec(text);
    const end = m ? m.index : text.length;
    const chars = text.slice(from, end);
    const eol = m ? m[0] : "";
    // the line's bytes: up to its terminator's byte (CR and LF are one byte in every TRF encoding)
    let stop = pos;
    while (stop < bytes.length && bytes[stop] !== 0x0d && bytes[stop] !== 0x0a) stop++;
    const lineBytes = bytes.subarray(pos, stop);
    line++;
    const entry = chars.startsWith("001") ? entries.get(Number(chars.slice(4, 8).trim())) : undefined;
    if (entry === undefined) out.push(lineBytes);
    else {
      const tail = chars.slice(80);
      const head = lineBytes.length - tail.length; // the bytes before column 81
      const tailBytes = new TextDecoder("latin1").decode(lineBytes.subarray(Math.max(0, head)));
      if (!isAscii(tail) || tailBytes !== tail || head < 0) throw new TrfRoundLineError(line);
      const { block, add2 } = blockOf(entry);
      const padded = chars.length < 80 ? " ".repeat(80 - chars.length) : "";
      out.push(lineBytes.subarray(0, head), ascii(padded + withBlock(tail, at, block, add2)));
    }
    out.push(ascii(eol));
    pos = stop + eol.length;
    if (!m) break;
    from = end + eol.length;
  }
  if (records.length > 0) {
    const eol = eolOf(text);
    const ends = text === "" || /[\r\n]$/.test(text);
    out.push(ascii((ends ? "" : eol) + records.map((r) => r + eol).join("")));
  }
  return concatBytes(out);
}

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** A game of a round before `round` whose result is blank: its line and column (1-based). */
export interface PendingGame {
  readonly line: number;
  readonly column: number;
  readonly player: number;
  readonly round: number;
}

/**
 * The games of rounds before `round` written with their result blank (a round paired and not yet
 * entered, D275): the reader gives such a game as an absence worth 0 (D431), so pairing on from
 * them would pair those players as absent, in silence. `round` may be `Infinity`: every round of
 * the file.
 */
export function pendingTrfGames(lines: readonly string[], round: number): PendingGame[] {
  const found: PendingGame[] = [];
  lines.forEach((l, i) => {
    if (!l.startsWith("001")) return;
    for (let r = 1; r < round && roundColumn(r) < l.length; r++) {
      const c = roundColumn(r);
      const opp = l.slice(c, c + 4).trim();
      if (/^\d+$/.test(opp) && Number(opp) > 0 && (l.charAt(c + 7) || " ") === " ")
        found.push({ line: i + 1, column: c + 8, player: Number(l.slice(4, 8).trim()), round: r });
    }
  });
  return found;
}

/**
 * The blocks the file's `001` records already hold in round `round`'s column, by starting rank
 * (blank ones left out): JaVaFo's and bbpPairings' in-tournament files declare the round to
 * pair's absences there (`0000 - H`), a column the reader drops when no game of it is played
 * yet (D278).
 */
export function roundBlocks(lines: readonly string[], round: number): Map<number, string> {
  const c = roundColumn(round);
  const found = new Map<number, string>();
  for (const l of lines) {
    if (!l.startsWith("001")) continue;
    const b = l.slice(c, c + 8);
    if (b.trim() !== "") found.set(Number(l.slice(4, 8).trim()), b);
  }
  return found;
}

/**
 * Whether a `001` line's points (columns 81–84) leave out its block of round `round`: they are
 * the sum of its rounds before it (doubled, each letter at its worth in the file, D431: a `Z`
 * or a blank round at what the file's `162` gives its zero-point bye, D365), so an absence
 * declared in the round's column ahead of the pairing (JaVaFo's and bbpPairings' in-tournament
 * files) is not counted yet (D310). False when a letter is none of TRF's or the points are not
 * that sum.
 */
export function roundUncounted(line: string, round: number, values: LetterValues): boolean {
  let sum2 = 0;
  for (let r = 1; r < round; r++) {
    const c = roundColumn(r);
    const letter = line.charAt(c + 7) || " ";
    const add2 = letterPoints2(letter, Number(line.slice(c, c + 4).trim() || "0") > 0, values);
    if (add2 === undefined) return false;
    sum2 += add2;
  }
  const field = line.slice(80, 84).trim();
  return field === "" ? sum2 === 0 : Number(field) * 2 === sum2;
}

/** A round's block that is an absence (no opponent; H, F, Z, `-` or blank), as a `240` kind; else undefined. */
export function absenceKind(block: string): "H" | "F" | "Z" | undefined {
  const opp = block.slice(0, 4).trim();
  if (opp !== "" && Number(opp) !== 0) return undefined;
  const r = (block.charAt(7) || " ").toUpperCase();
  return r === "H" || r === "F" ? r : r === "Z" || r === "-" || r === " " ? "Z" : undefined;
}
