import { lookupTable } from "../core/common/lookup";
import type { Colour, Points2, RoundEntry, Tournament, TournamentParameters } from "../core/tournament/model";
import { noGame } from "./game-table";
import type { CellFailure } from "../i18n/crosstable";
import { clip } from "../i18n/reader-words";
import { type Message, english, msg } from "../i18n/table";

/**
 * The one crosstable-cell grammar, for sheets and CSV, Go and chess alike (issue 5), a superset
 * of the EGD result token (FORMATS.md §2.1, §2.4):
 *
 *   cell     = "" | opponent result [ mark [ colour ] [ "h" ] [ handicap ] ]
 *   opponent = digits (start number, 1-based; 0 = no opponent)
 *   result   = "+" win | "-" loss | "=" draw/jigo | "?" unknown
 *   mark     = "/" played | "!" forfeit (OpenGotha "by default")
 *   colour   = "w" | "b" | "?"
 *
 * Samples: `12+/w2` beat 12 with White giving 2 stones; `7-/b0`; `3=/w`; `5+!` forfeit win;
 * `22+!w0` (OpenGotha); `0+` full-point bye; `0=` half-point bye; `0-` absent or zero-point bye;
 * empty = not paired (the tournament's absent value). EGD oddities accepted: `0=0`, `0?`, `/bH2`.
 * D373: `0=!` and `0-!` a pairing bye worth ½ and 0 (OpenGotha's bye values below a win, the
 * round given by the pairing and not played, `!` as in a result by default); `0+!` is `0+`.
 *
 * A chess sheet writes its cells as Swiss-Manager's crosstable and the TRF's round blocks do
 * (D284), the opponent, then the colour, then the TRF's result code (FORMATS.md §1.4):
 *
 *   chess    = opponent colour [ trfCode | "½" | "?" ] | "-" ( "1" | "½" | "=" | "0" )
 *   colour   = "w" | "b"
 *
 * `5w1` beat 5 with White, `12b½` drew 12 with Black, `3w0` lost, `7w+`/`7b-` a forfeit won or
 * lost, `9b` paired and not yet played; `-1` a bye of a win's points (the pairing-allocated bye),
 * `-½` a half-point bye, `-0` a zero-point bye or an absence. The Go cell's grammar and this one
 * are disjoint (a Go cell's opponent is followed by its result, a chess cell's by its colour).
 */
/** A round entry of the model, except that a game's `opponent` is the 1-based start number. */
export type CellValue = RoundEntry;

/** Why a cell is not in the grammar (the message `badCell` of the one table says it). */
export type { CellFailure };

/**
 * A parsed cell, or why it is not in the grammar: besides the English message, the reason and
 * what the message names, the trimmed cell (`cell`) and, for "unexpected", the part not
 * understood (`rest`): the parameters of the message `badCell`.
 */
export type CellParse =
  | { readonly ok: true; readonly value: CellValue }
  | {
      readonly ok: false;
      /** 1-based within the (untrimmed) text. */
      readonly column: number;
      readonly message: string;
      readonly reason: CellFailure;
      readonly cell: string;
      readonly rest?: string;
    };

const SCORE: ReadonlyMap<string, Points2 | null> = lookupTable({ "+": 2, "=": 1, "-": 0, "?": null });

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= "0" && c <= "9";
}

// a round without a game is one of four values: one object each, shared by every cell that
// reads it (a crosstable's model is kept per byte of its file, issue 11 class 8)
const NO_GAME: ReadonlyMap<string, CellParse> = new Map(
  (
    [
      ["", { kind: "absent", score: null }],
      ["?", { kind: "absent", score: null }],
      ["-", { kind: "absent", score: 0 }],
      ["=", { kind: "absent", score: 1 }],
      ["+", { kind: "bye", score: 2 }],
    ] as const
  ).map(([k, value]) => [k, Object.freeze({ ok: true as const, value: Object.freeze(value) })]),
);

/** D373: a Go cell's pairing bye by its worth, `0+!` `0=!` `0-!` (shared as NO_GAME's values are). */
const BYE_GIVEN: ReadonlyMap<string, CellParse> = new Map(
  (
    [
      ["+", { kind: "bye", score: 2 }],
      ["=", { kind: "bye", score: 1 }],
      ["-", { kind: "bye", score: 0 }],
    ] as const
  ).map(([k, value]) => [k, Object.freeze({ ok: true as const, value: Object.freeze(value) })]),
);

/**
 * D284: a chess cell's result after its colour, by the TRF's codes (FORMATS.md §1.4: `1` `=` `0`
 * played, `+` `-` forfeits), `½` as a chess table writes a draw; none or `?` not played yet.
 */
const CHESS_RESULT: ReadonlyMap<string, { score: Points2 | null; forfeit: boolean }> = new Map([
  ["", { score: null, forfeit: false }],
  ["?", { score: null, forfeit: false }],
  ["1", { score: 2, forfeit: false }],
  ["½", { score: 1, forfeit: false }],
  ["=", { score: 1, forfeit: false }],
  ["0", { score: 0, forfeit: false }],
  ["+", { score: 2, forfeit: true }],
  ["-", { score: 0, forfeit: true }],
]);

/** D284: a chess cell without a game: `-1` a bye of a win's points, `-½` a half-point bye, `-0` none. */
const CHESS_NO_GAME: ReadonlyMap<string, CellParse> = new Map(
  (
    [
      ["-1", { kind: "bye", score: 2 }],
      ["-½", { kind: "absent", score: 1 }],
      ["-=", { kind: "absent", score: 1 }],
      ["-0", { kind: "absent", score: 0 }],
    ] as const
  ).map(([k, value]) => [k, Object.freeze({ ok: true as const, value: Object.freeze(value) })]),
);

/**
 * What a failure says (`badCell`), its quoted texts cut to 40 characters (H3); `round` puts it
 * in its round (`ctBadResult`).
 */
export function cellFailureText(
  f: { reason: CellFailure; cell: string; rest?: string },
  round?: number,
): Message {
  const why = {
    reason: f.reason,
    cell: clip(f.cell),
    ...(f.rest !== undefined ? { rest: clip(f.rest) } : {}),
  };
  return round === undefined ? msg("badCell", why) : msg("ctBadResult", { round, ...why });
}

/** Parses one cell; `column` in a failure is 1-based within the (untrimmed) text. Linear time. */
export function parseCell(raw: string): CellParse {
  const lead = raw.length - raw.trimStart().length;
  const s = raw.trim();
  const fail = (at: number, reason: CellFailure, rest?: string): CellParse => ({
    ok: false,
    column: lead + at + 1,
    message: english(msg("badCell", { reason, cell: s, ...(rest !== undefined ? { rest } : {}) })),
    reason,
    cell: s,
    ...(rest !== undefined ? { rest } : {}),
  });
  if (s === "") return NO_GAME.get("") ?? fail(0, "no-opponent");
  const bye = CHESS_NO_GAME.get(s);
  if (bye !== undefined) return bye;
  let i = 0;
  while (isDigit(s[i])) i++;
  if (i === 0) return fail(0, "no-opponent");
  if (i > 6) return fail(0, "opponent-too-long");
  const opponent = Number(s.slice(0, i));
  const sym = s[i];
  if (opponent > 0 && (sym === "w" || sym === "b" || sym === "W" || sym === "B")) {
    // D284: a chess cell, `5w1`, `12b½`, `7w+`, `9b`
    const code = s.slice(i + 1);
    const result = CHESS_RESULT.get(code);
    if (result === undefined) return fail(i + 1, "unknown-result");
    const colour: Colour = sym === "w" || sym === "W" ? "white" : "black";
    return { ok: true, value: { kind: "game", opponent, colour, handicap: null, ...result } };
  }
  if (sym === undefined || !SCORE.has(sym)) return fail(i, "unknown-result");
  const score = SCORE.get(sym) ?? null;
  i++;
  let forfeit = false;
  let colour: Colour | null = null;
  let handicap: number | null = null;
  if (opponent === 0 && /^\d*$/.test(s.slice(i))) i = s.length; // EGD "0=0"
  if (i < s.length) {
    const mark = s[i];
    const bare = /[wbWB]/.test(mark ?? ""); // FFG .tou writes "5+b0" without the "/"
    if (mark !== "/" && mark !== "!" && !bare) return fail(i, "expected-mark");
    forfeit = mark === "!";
    if (!bare) i++;
    const c = s[i]?.toLowerCase();
    if (c === "w" || c === "b" || c === "?") {
      colour = c === "w" ? "white" : c === "b" ? "black" : null;
      i++;
    }
    if (s[i] === "h" || s[i] === "H") i++; // EGD typo "/bH2"
    const h0 = i;
    while (isDigit(s[i])) i++;
    if (i > h0) {
      if (i - h0 > 2) return fail(h0, "handicap-range");
      handicap = Number(s.slice(h0, i));
    }
    if ((s[i] === "o" || s[i] === "O") && i === s.length - 1) {
      handicap = (handicap ?? 0) * 10; // EGD typo "/w1O" = 10 with a letter O
      i++;
    }
    if (i < s.length) return fail(i, "unexpected", s.slice(i));
  }
  if (opponent === 0) {
    // `0+` full-point bye, `0=` half-point bye, `0-` absent / zero-point bye, `0?` no game (EGD);
    // D373: `0=!`, `0-!` a pairing bye worth ½ or 0
    return (forfeit ? BYE_GIVEN.get(sym) : undefined) ?? NO_GAME.get(sym) ?? fail(i, "unknown-result");
  }
  return { ok: true, value: { kind: "game", opponent, score, colour, handicap, forfeit } };
}

const SYMBOL = ["-", "=", "+"] as const;

/** Formats a cell; `parseCell(formatCell(v))` gives `v` back for every value this returns. */
export function formatCell(v: CellValue): string {
  if (v.kind === "absent") return v.score === null ? "" : `0${SYMBOL[v.score]}`;
  // D373: a bye worth less than a win (OpenGotha's bye values) as `0=!`, `0-!`; the tournament's value (null) a win's
  if (v.kind === "bye") return v.score === null || v.score === 2 ? "0+" : `0${SYMBOL[v.score]}!`;
  const sym = v.score === null ? "?" : SYMBOL[v.score];
  const head = `${v.opponent}${sym}`;
  if (v.colour === null && v.handicap === null) return v.forfeit ? `${head}!` : head;
  const col = v.colour === null ? "?" : v.colour === "white" ? "w" : "b";
  return `${head}${v.forfeit ? "!" : "/"}${col}${v.handicap ?? ""}`;
}

const CHESS_POINTS = ["0", "½", "1"] as const;

/**
 * A chess sheet's cell (D284): `5w1`, `12b½`, `7w+`, `9b`, `-1`; `parseCell(formatChessCell(v))`
 * gives `v` back for every value of a chess event (a game with a colour, no handicap). A game
 * without a colour (a file that does not say it) is written in the Go cell's form, which reads
 * back the same.
 */
export function formatChessCell(v: CellValue): string {
  if (v.kind === "absent") return v.score === null ? "" : `-${CHESS_POINTS[v.score]}`;
  if (v.kind === "bye") return `-${CHESS_POINTS[v.score ?? 2]}`;
  if (v.colour === null || (v.handicap !== null && v.handicap !== 0)) return formatCell(v);
  const code =
    v.score === null
      ? ""
      : v.forfeit
        ? v.score === 2
          ? "+"
          : v.score === 0
            ? "-"
            : null
        : CHESS_POINTS[v.score];
  if (code === null) return formatCell(v); // a forfeit drawn: no TRF code says it
  return `${v.opponent}${v.colour === "white" ? "w" : "b"}${code}`;
}

/**
 * D380: a Go sheet whose tournament's bye is not a win's (its pairing block's "Points for a bye"
 * and "McMahon points for a bye", OpenGotha's genNBW2ValueBye and genMMS2ValueBye) reads its
 * `0+` cells as the tournament's bye, worth those values; `0=!` and `0-!` keep their own worth.
 * A sheet whose bye is a win's (every sheet without those rows) keeps `0+` a win's.
 */
export function byesAtTournamentValue<T extends Tournament>(t: T): T {
  const { byePoints2, byeMms2 } = t.parameters;
  if (byePoints2 === 2 && byeMms2 === 2) return t;
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      results: p.results.map((e) => (e.kind === "bye" && e.score === 2 ? noGame("bye", null) : e)),
    })),
  };
}

/**
 * D373: the one worth a Go cell gives a bye left to the tournament's value: its points, when its
 * McMahon points are the same (0, ½ or 1, doubled); none when they differ, which no cell holds.
 */
export function goByeScore(p: TournamentParameters): Points2 | undefined {
  const v = p.byePoints2;
  return v === p.byeMms2 && (v === 0 || v === 1 || v === 2) ? v : undefined;
}
