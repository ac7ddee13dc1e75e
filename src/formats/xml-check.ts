/**
 * XML read through fast-xml-parser without letting it throw (issue 11, class 8): its validator
 * throws on some cut-short texts (`<Y/`: "readTagExp returned undefined"), and a parse may too;
 * either becomes a problem with a position, which the reader reports as a diagnostic.
 */
import { XMLValidator } from "fast-xml-parser";
import { type Message, english, msg } from "../i18n/table";
import { positionsOf } from "./read-result";

export interface XmlProblem {
  readonly line: number;
  readonly column: number;
  /** The English of `text`. */
  readonly message: string;
  /** The XML library's own text after a translated lead, or the product's own words. */
  readonly text: Message;
}

/** The document `parse` makes of `text` once the validator accepts it, or the problem where it is. */
export function checkedXml<T>(
  text: string,
  parse: (text: string) => T,
): { doc: T } | { problem: XmlProblem } {
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true) {
      const said = msg("rdXml", { parser: clipSingleQuoted(valid.err.msg) });
      return { problem: { line: valid.err.line, column: valid.err.col, message: english(said), text: said } };
    }
    return { doc: parse(text) };
  } catch (e) {
    // the library names an offset ("at position 0") where it has one
    const offset = /position (\d{1,12})/.exec(e instanceof Error ? e.message : "");
    const at = positionsOf(text)(Number(offset?.[1] ?? 0));
    const said = msg("rdXml", {});
    return { problem: { ...at, message: english(said), text: said } };
  }
}

/** The library quotes names in `'…'`: a 200 KB one is cut to its first 40 characters (H3). */
function clipSingleQuoted(message: string): string {
  let out = "";
  let from = 0;
  for (let open = message.indexOf("'"); open >= 0;) {
    const close = message.indexOf("'", open + 1);
    if (close < 0) break;
    if (close - open - 1 > 40) {
      out += `${message.slice(from, open + 41)}…`;
      from = close;
    }
    open = message.indexOf("'", close + 1);
  }
  return out + message.slice(from);
}
