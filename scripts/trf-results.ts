/**
 * What the arbiter does to a file `pair --out` wrote (D275) before the next round is paired: the
 * round's results entered. The replays (scripts/dutch-replay.ts, scripts/dutch-baku.ts) and the
 * tests of `pair --out` enter them; the product never does (D366).
 */
import { roundColumn, withBlock } from "../src/formats/trf-new-round";
import { DEFAULT_LETTER_VALUES, letterPoints2 } from "../src/formats/trf-points";

/**
 * The TRF `text` with round `round`'s results entered (a result letter by starting rank, at the
 * block's column 8) and each record's points raised by them: what the arbiter does to a file
 * `addTrfRound` (src/formats/trf-new-round.ts) wrote before the next round is paired.
 */
export function enterTrfResults(text: string, round: number, results: ReadonlyMap<number, string>): string {
  const c = roundColumn(round) - 80;
  return text.replace(/^001.*$/gm, (l) => {
    const r = results.get(Number(l.slice(4, 8).trim()));
    if (r === undefined) return l;
    // a result of a game (D431's worth of a letter against an opponent)
    const add2 = r.trim() === "" ? undefined : letterPoints2(r, true, DEFAULT_LETTER_VALUES);
    if (add2 === undefined) throw new RangeError(`round ${round}: "${r}" is no TRF result code`);
    return l.slice(0, 80) + withBlock(l.slice(80), c + 7, r, add2);
  });
}
