/**
 * A tie-break list as typed by a user ("MMS SOS SODOS", "PTS BH-C1 BH SB DE WON ARO", "GP MP DM")
 * read once, for every edge (D90): the command line's `--tiebreaks`, the pane's field, the
 * sheet's tie-break cell and the tie-break argument of `TOURNAMENT.*` call `parseTiebreakList`
 * and only render its message. The names of each event's tie-breaks are theirs
 * (`tiebreaks.ts` Go's, `chess-tiebreaks.ts` C.07's, `teams.ts` the teams'); this file reads a
 * list of them.
 */
import { type TiebreakEvent } from "../../i18n/errors-tournament";
import { type Message, msg } from "../../i18n/table";
import { CHESS_TIEBREAKS, type ChessTiebreak, D28_ORDER, parseChessTiebreak } from "./chess-tiebreaks";
import { MCMAHON_ORDER } from "./standings";
import { TEAM_TIEBREAKS, type TeamTiebreak, parseTeamTiebreak } from "./teams";
import { CRITERIA, type Criterion, SHORT_NAMES, parseCriterion } from "../go/criterion";

export type { TiebreakEvent };

/** A list read: whose tie-breaks it names (the event), and the tie-breaks in order. */
export type TiebreakList =
  | { readonly event: "go"; readonly criteria: readonly Criterion[] }
  | { readonly event: "chess"; readonly criteria: readonly ChessTiebreak[] }
  | { readonly event: "team"; readonly criteria: readonly TeamTiebreak[] };

/** One event's list. */
export type ListOf<E extends TiebreakEvent> = Extract<TiebreakList, { readonly event: E }>;

export type TiebreakListOutcome<L extends TiebreakList = TiebreakList> =
  { readonly ok: true; readonly list: L } | { readonly ok: false; readonly message: Message };

/**
 * D28, D90: the word that says, in a text that has no event beside it (a sheet's cell, a
 * function's argument), that the list is chess's. It is written first; alone it is D28's list.
 */
export const CHESS_WORD = "CHESS";

/** Each event's names, as a message lists them. */
const NAMES: Readonly<Record<TiebreakEvent, string>> = {
  go: CRITERIA.map((c) => SHORT_NAMES[c]).join(" "),
  chess: CHESS_TIEBREAKS.join(" "),
  team: TEAM_TIEBREAKS.join(" "),
};

/**
 * The list of a Go or chess event where none is given (D91): E.8's order (D22), D28's. A team
 * event's depends on its matches (D30: `teamStandings` chooses it).
 */
export function defaultTiebreakList(event: "go" | "chess"): TiebreakList {
  return event === "go" ? { event, criteria: MCMAHON_ORDER } : { event, criteria: D28_ORDER };
}

/** The words of a list: one text or several (a range of cells), split at commas, semicolons, spaces. */
export function tiebreakWords(text: string | readonly string[]): string[] {
  const texts: readonly string[] = typeof text === "string" ? [text] : text;
  return texts.flatMap((t) => t.split(/[,;\s]+/u)).filter((w) => w !== "");
}

/**
 * D28, D90: the event a text says it is for, where nothing else says it (the sheet's cell,
 * `TOURNAMENT.STANDINGS`): chess's when it starts with "CHESS", or when every word is a chess
 * tie-break and one is a name Go does not have (BH-C1, WON, TPR …); otherwise Go's.
 */
export function eventInText(text: string | readonly string[]): "go" | "chess" {
  const words = tiebreakWords(text);
  if (words[0]?.toUpperCase() === CHESS_WORD) return "chess";
  const chess = words.length > 0 && words.every((w) => parseChessTiebreak(w) !== null);
  return chess && words.some((w) => parseCriterion(w) === null) ? "chess" : "go";
}

/** How many of a list's further wrong words a refusal quotes; the rest it counts. */
const OTHERS_QUOTED = 4;

/** The words as names of one table (`parse`), each once where it first stands, or every word not there. */
function namesIn<T extends string>(
  words: readonly string[],
  parse: (word: string) => T | null,
): { readonly ok: true; readonly names: T[] } | { readonly ok: false; readonly wrong: string[] } {
  const names: T[] = [];
  const wrong: string[] = [];
  for (const word of words) {
    const name = parse(word);
    if (name === null) {
      if (!wrong.includes(word)) wrong.push(word);
    } else if (!names.includes(name)) names.push(name);
  }
  return wrong.length > 0 ? { ok: false, wrong } : { ok: true, names };
}

/**
 * A list of the event's tie-breaks (D90): names and their aliases in any case, separated by
 * commas, semicolons or spaces; for chess "CHESS" may come first, and alone is D28's list. A
 * name repeated counts once, where it first stands (D92). No name at all (D91), or a word that
 * is none of the event's, is refused with a message naming it and listing the event's names.
 */
export function parseTiebreakList<E extends TiebreakEvent>(
  text: string | readonly string[],
  event: E,
): TiebreakListOutcome<ListOf<E>>;
export function parseTiebreakList(
  text: string | readonly string[],
  event: TiebreakEvent,
): TiebreakListOutcome {
  const all = tiebreakWords(text);
  const chessWord = event === "chess" && all[0]?.toUpperCase() === CHESS_WORD;
  const words = chessWord ? all.slice(1) : all;
  if (chessWord && words.length === 0)
    return { ok: true, list: { event: "chess", criteria: [...D28_ORDER] } };
  const names = NAMES[event];
  if (words.length === 0) return { ok: false, message: msg("noTiebreaks", { event, names }) };
  // every word that is none of the event's, so that one correction fixes them all
  const refused = ([word = "", ...rest]: readonly string[]): TiebreakListOutcome => {
    const others = rest.slice(0, OTHERS_QUOTED);
    const more = rest.length - others.length;
    return {
      ok: false,
      message: msg("notTiebreak", {
        word,
        event,
        names,
        ...(others.length > 0 ? { others } : {}),
        ...(more > 0 ? { more } : {}),
      }),
    };
  };
  switch (event) {
    case "go": {
      const r = namesIn(words, parseCriterion);
      return r.ok ? { ok: true, list: { event, criteria: r.names } } : refused(r.wrong);
    }
    case "chess": {
      const r = namesIn(words, parseChessTiebreak);
      return r.ok ? { ok: true, list: { event, criteria: r.names } } : refused(r.wrong);
    }
    case "team": {
      const r = namesIn(words, parseTeamTiebreak);
      return r.ok ? { ok: true, list: { event, criteria: r.names } } : refused(r.wrong);
    }
  }
}

/** A text that says its event (a sheet's cell, a function's argument) read as that event's list. */
export function parseTiebreakText(text: string | readonly string[]): TiebreakListOutcome {
  return parseTiebreakList(text, eventInText(text));
}

/** The short names of a list's tie-breaks, in order (the columns' headers). */
export function tiebreakNames(list: TiebreakList): string[] {
  return list.event === "go" ? list.criteria.map((c) => SHORT_NAMES[c]) : [...list.criteria];
}

/**
 * The list as the words of a text that reads back as the same list wherever it is read (D90):
 * the sheet's tie-break cell, `TOURNAMENT.STANDINGS`: a chess list starts with "CHESS".
 */
export function tiebreakListWords(list: TiebreakList): string[] {
  return [...(list.event === "chess" ? [CHESS_WORD] : []), ...tiebreakNames(list)];
}

/** The list as that text, its words separated by spaces. */
export function tiebreakListText(list: TiebreakList): string {
  return tiebreakListWords(list).join(" ");
}
