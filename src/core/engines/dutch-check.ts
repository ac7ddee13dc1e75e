/**
 * D397: a finished tournament's pairings checked by the FIDE (Dutch) System, as FIDE's Free
 * Pairings Checker checks them (C.04's endorsement annex; bbpPairings' `--dutch FILE -c`): every
 * round of the file paired again from the rounds before it and compared with the file's own,
 * pair by pair, White first, and the pairing-allocated bye. A round the engine cannot pair is a
 * round that differs, with the engine's reason.
 */
import { formatIsoDate } from "../common/date";
import { type ErrorText, refusal } from "../common/errors";
import { pairDutchTournament } from "../dutch/from-tournament";
import { type DutchPair, type DutchRules, dutchRulesOn } from "../dutch/model";
import { type Tournament } from "../tournament/model";

/**
 * A pair of a check, White first; `colourless` where a line of the file gives the game no colour
 * (a forfeit written `251 - -`, D456; `2 - +` against `1 b -`, D472): its two players then in the
 * file's line order, and it is the engine's pair of the same two players whose White the file
 * does not give Black (`saidBlack`, the player whose line says Black, if one does), as bbpPairings'
 * checker compares it.
 */
export type CheckPair = DutchPair & { readonly colourless?: true; readonly saidBlack?: number };

/**
 * A side of a check: its pairs and every pairing-allocated bye it gives (a file may give two,
 * D453), `bye` the first of them.
 */
export interface CheckSide {
  readonly pairs: CheckPair[];
  /** The first of `byes`, as a pairing gives its one bye. */
  readonly bye?: number;
  readonly byes: readonly number[];
}

/** One round checked: the file's pairing, the engine's (or its refusal), and what differs. */
export interface RoundCheck {
  readonly round: number;
  readonly same: boolean;
  /** The file's pairs and byes, by starting rank. */
  readonly file: CheckSide;
  /** The engine's pairs and bye, by starting rank; absent when it refused the round. */
  readonly engine?: CheckSide;
  /** Why the engine paired no round (a round it cannot pair, a result it cannot read). */
  readonly refused?: ErrorText;
  /** The engine's pairs (and bye) the file does not have, and the file's the engine does not have. */
  readonly engineOnly: CheckSide;
  readonly fileOnly: CheckSide;
}

/** A side of `pairs` and `byes`, `bye` the first bye. */
function sideOf(pairs: CheckPair[], byes: readonly number[]): CheckSide {
  const bye = byes[0];
  return { pairs, ...(bye !== undefined ? { bye } : {}), byes };
}

/** Player i's starting rank, by which the check and `pair` name players. */
export const startOf = (t: Tournament, i: number): number => t.players[i]?.startNumber ?? i + 1;

/**
 * What the file's letters say of round k's byes, where the tournament is a TRF (`pair --check`
 * reads them): the starting ranks of its requested full-point byes (`F`, in a round's block or a
 * `240` record), which the model reads alike with the pairing-allocated bye (D222); every other
 * bye of the model is pairing-allocated (`U`, `0000 - +`, a game against `spielfrei`: D432, D433).
 */
export interface RoundByes {
  readonly requested: ReadonlySet<number>;
}

/**
 * Round k as the file gives it: its games with the White player first (a forfeited game too: it
 * was paired; one without colours once, `colourless`, D456) and its pairing-allocated bye (the
 * model's bye, `U`, `F`: D222; where `letters` gives the requested `F`, every bye but those), by
 * starting rank; `byes`, every such bye (a file may give two). Absences and requested byes are no
 * pairing.
 */
export function fileRound(t: Tournament, k: number, letters?: RoundByes): CheckSide {
  const pairs: CheckPair[] = [];
  const byes: number[] = [];
  t.players.forEach((p, i) => {
    const e = p.results[k - 1];
    if (e?.kind === "bye" && letters?.requested.has(startOf(t, i)) !== true) byes.push(startOf(t, i));
    if (e?.kind !== "game") return;
    const o = t.players[e.opponent]?.results[k - 1];
    const back = o?.kind === "game" && o.opponent === i ? o : undefined;
    if (e.colour !== null && (back === undefined || back.colour !== null)) {
      // from the White player's line; a game only one line lists (the reader says so), from it
      if (e.colour === "white") pairs.push({ white: startOf(t, i), black: startOf(t, e.opponent) });
      else if (back === undefined) pairs.push({ white: startOf(t, e.opponent), black: startOf(t, i) });
      return;
    }
    // a line without a colour (D456, D472): the game once, from the first of its two lines, the
    // player a line says is Black (or the other of one said White) second
    if (back !== undefined && e.opponent < i) return;
    const other = back?.colour ?? null;
    const second = e.colour === "black" || other === "white" ? i : e.opponent;
    const first = second === i ? e.opponent : i;
    pairs.push({
      white: startOf(t, first),
      black: startOf(t, second),
      colourless: true,
      ...(e.colour === "black" || other === "black" ? { saidBlack: startOf(t, second) } : {}),
    });
  });
  return sideOf(pairs, byes);
}

const key = (p: DutchPair): string => `${p.white}-${p.black}`;

/** The two players of a pair whichever has White. */
const players = (p: DutchPair): string => `${Math.min(p.white, p.black)}-${Math.max(p.white, p.black)}`;

/**
 * The pairs and byes of `a` that `b` does not have, in `a`'s order: every one of them (D453). A
 * pair one side gives without colours is the other's pair of the same two players, either way
 * round but with White on a player the file does not give Black (D456, D472), as bbpPairings'
 * checker takes a game whose White player's colour is not Black.
 */
function missingFrom(a: CheckSide, b: CheckSide): CheckSide {
  const has = new Set(b.pairs.filter((p) => p.colourless !== true).map(key));
  const byPlayers = new Map(b.pairs.map((p) => [players(p), p]));
  // a pair without the file's colours is the other's pair of its two players whose White the
  // file does not say is Black (D472), whichever side holds it
  const fits = (open: CheckPair, other: CheckPair): boolean => other.white !== open.saidBlack;
  const found = (p: CheckPair): boolean => {
    if (p.colourless !== true && has.has(key(p))) return true;
    const q = byPlayers.get(players(p));
    if (q === undefined) return false;
    if (p.colourless === true) return fits(p, q);
    return q.colourless === true && fits(q, p);
  };
  return sideOf(
    a.pairs.filter((p) => !found(p)),
    a.byes.filter((x) => !b.byes.includes(x)),
  );
}

/**
 * Round k of the file against the engine's pairing of it from rounds 1…k−1. A requested bye of
 * round k (`letters.requested`) is left out of the engine's round as an absence is, as
 * bbpPairings' checker leaves it out; a round the file gives two pairing-allocated byes differs
 * (the engine gives one at most).
 */
export function checkRound(t: Tournament, k: number, rules: DutchRules, letters?: RoundByes): RoundCheck {
  const file = fileRound(t, k, letters);
  const requested = t.players.flatMap((_, i) => (letters?.requested.has(startOf(t, i)) === true ? [i] : []));
  const paired =
    requested.length === 0
      ? t
      : { ...t, absences: [...(t.absences ?? []), { kind: "F" as const, round: k, players: requested }] };
  const r = refusal(() => pairDutchTournament(paired, k, rules));
  if (!("pairs" in r)) {
    return { round: k, same: false, file, refused: r.message, engineOnly: sideOf([], []), fileOnly: file };
  }
  const engine = sideOf(r.pairs, r.bye !== undefined ? [r.bye] : []);
  const engineOnly = missingFrom(engine, file);
  const fileOnly = missingFrom(file, engine);
  // a file's second bye is one the engine does not give (it gives one at most): fileOnly holds it
  const same =
    engineOnly.pairs.length === 0 &&
    fileOnly.pairs.length === 0 &&
    engineOnly.byes.length === 0 &&
    fileOnly.byes.length === 0;
  return { round: k, same, file, engine, engineOnly, fileOnly };
}

/**
 * The text a check pairs by: the one asked, else the text in force at the event's start (D225),
 * as `pair` chooses it. Every round 1…last is checked by it (round 1 too: the engine pairs it
 * from the ratings and the initial colour, as bbpPairings' checker does).
 */
export function dutchCheckRules(t: Tournament, rules?: DutchRules): DutchRules {
  return rules ?? dutchRulesOn(t.start ? formatIsoDate(t.start) : undefined);
}
