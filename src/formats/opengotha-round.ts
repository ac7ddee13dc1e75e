/**
 * Writes a round's pairing into an OpenGotha file (`rating-officer pair … --out FILE.xml`):
 * the file's text is kept as it is and the round's `<Game>` elements (result unknown) and its
 * `<ByePlayer>` are added, so OpenGotha (and this program) read the tournament back with the new
 * round and the director can carry on in either. docs/pairing.md, "Writing the round".
 * A root element without `dataVersion` gets `dataVersion="201"` (P34: OpenGotha 3.51.02 would
 * read it as version 200, dropping games and shifting ratings).
 */
import { invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import type { OgPlayer, OgTournament } from "../core/pairing/opengotha-model";
import { openGothaKey } from "./opengotha-keys";

export interface NewGame {
  readonly white: number;
  readonly black: number;
  readonly handicap: number;
  /** false for an even game whose colours are drawn at the board (nigiri). */
  readonly knownColor: boolean;
  readonly table: number;
}

function attr(v: string): string {
  return v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Inserts `lines` into the element `tag` (before its end tag, or expanding `<tag/>`), or adds the element. */
function insertInto(text: string, tag: string, lines: string[], indent: string): string {
  if (lines.length === 0) return text;
  const body = lines.map((l) => `${indent}    ${l}\n`).join("");
  const end = text.lastIndexOf(`</${tag}>`);
  if (end >= 0) {
    const lineStart = text.lastIndexOf("\n", end - 1) + 1;
    const before = text.slice(lineStart, end).trim() === "" ? lineStart : end;
    const lead = before === end ? "\n" : "";
    return `${text.slice(0, before)}${lead}${body}${text.slice(before)}`;
  }
  const empty = new RegExp(`<${tag}\\s*/>`).exec(text);
  if (empty) {
    return `${text.slice(0, empty.index)}<${tag}>\n${body}${indent}</${tag}>${text.slice(empty.index + empty[0].length)}`;
  }
  const root = text.lastIndexOf("</Tournament>");
  if (root < 0) throw invalid(msg("ogXmlNoEnd", {}));
  return `${text.slice(0, root)}${indent}<${tag}>\n${body}${indent}</${tag}>\n${text.slice(root)}`;
}

/**
 * The root `<Tournament>` with `dataVersion="201"` when it has none (P34): 3.51.02 writes none
 * but reads a missing attribute as version 200 (players found by the old canonical name, 2050
 * added to every rating); the keys this file's games use are version 201's.
 */
function withDataVersion(text: string): string {
  const root = /<Tournament(?=[\s>/])[^>]*>/.exec(text);
  if (!root || /\sdataVersion\s*=/.test(root[0])) return text;
  const at = root.index + "<Tournament".length;
  return `${text.slice(0, at)} dataVersion="201"${text.slice(at)}`;
}

/**
 * The file's text with round `round` (1-based) added. Refused when the file already has games
 * or a bye in that round or later (nothing in the file is replaced or lost).
 */
export function addOpenGothaRound(
  text: string,
  t: OgTournament,
  round: number,
  games: readonly NewGame[],
  bye: number | null,
): string {
  const later = t.games.filter((g) => g.round >= round - 1).length;
  const laterByes = t.byes.filter((b, r) => r >= round - 1 && b !== null).length;
  if (later + laterByes > 0) {
    throw invalid(msg("ogRoundTaken", { games: later, byes: laterByes, round }));
  }
  const key = (i: number): string => {
    const p = t.players[i] as OgPlayer;
    return attr(openGothaKey(p.name, p.firstName));
  };
  const gameLines = games.map(
    (g) =>
      `<Game blackPlayer="${key(g.black)}" handicap="${g.handicap}" knownColor="${g.knownColor}" result="RESULT_UNKNOWN" roundNumber="${round}" tableNumber="${g.table}" whitePlayer="${key(g.white)}"/>`,
  );
  // the indentation of the file's own top-level elements
  const indent = /\n([ \t]*)<Players[\s>]/.exec(text)?.[1] ?? "";
  let out = insertInto(text, "Games", gameLines, indent);
  if (bye !== null)
    out = insertInto(out, "ByePlayers", [`<ByePlayer player="${key(bye)}" roundNumber="${round}"/>`], indent);
  out = withDataVersion(out);
  // the text is written as UTF-8: a declaration naming another encoding would misread it
  return out.replace(/^(<\?xml[^>]*encoding=")[^"]*(")/, "$1UTF-8$2");
}
