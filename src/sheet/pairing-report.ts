/**
 * The report on a round just paired (P32, docs/pairing.md "In the sheet"): what a director
 * looks at before publishing, board by board.
 */
import { mms2Before } from "../core/tournament/pairing-list";
import { type Tournament, fullName } from "../core/tournament/model";
import { type Message, msg } from "../i18n/table";

/** P32: a handicap from this many stones is reported. */
export const BIG_HANDICAP = 5;

/** A player as the pane names him: his number and name (and first name, P40). */
export function label(t: Tournament, i: number): string {
  const p = t.players[i];
  return `${p?.startNumber ?? i + 1} ${p === undefined ? "" : fullName(p)}`.trim();
}

/**
 * P32, what a director looks at before publishing: rematches, McMahon scores a point or more
 * apart, handicaps of {@link BIG_HANDICAP} stones or more, the same club or country (but the
 * event's own: one that more than half of the players share), and players whose colours
 * would differ by two or more after the round.
 */
export function report(
  t: Tournament,
  k: number,
  games: readonly { white: number; black: number; handicap: number; nigiri: boolean }[],
): Message[] {
  const out: Message[] = [];
  const mms = mms2Before(t, k);
  const whites = new Array<number>(t.players.length).fill(0);
  const blacks = new Array<number>(t.players.length).fill(0);
  t.players.forEach((p, i) => {
    for (let r = 0; r < k; r++) {
      const e = p.results[r];
      if (e?.kind !== "game" || e.forfeit) continue;
      if (e.colour === "white") whites[i] = (whites[i] as number) + 1;
      if (e.colour === "black") blacks[i] = (blacks[i] as number) + 1;
    }
  });
  games.forEach((g, b) => {
    const names = { board: b + 1, white: label(t, g.white), black: label(t, g.black) };
    const met = t.players[g.white]?.results.findIndex(
      (e, r) => r < k && e.kind === "game" && e.opponent === g.black && !e.forfeit,
    );
    if (met !== undefined && met >= 0) out.push(msg("pairRematch", { ...names, round: met + 1 }));
    const gap = Math.abs((mms[g.white] as number) - (mms[g.black] as number));
    if (gap >= 2) out.push(msg("pairScoreGap", { ...names, gap: String(gap / 2) }));
    if (g.handicap >= BIG_HANDICAP) out.push(msg("pairBigHandicap", { ...names, stones: g.handicap }));
    const club = shared(t, g, "club");
    if (club !== null) out.push(msg("pairSameClub", { ...names, club }));
    const country = shared(t, g, "federation");
    if (country !== null) out.push(msg("pairSameCountry", { ...names, country }));
    if (!g.nigiri) {
      whites[g.white] = (whites[g.white] as number) + 1;
      blacks[g.black] = (blacks[g.black] as number) + 1;
    }
  });
  for (const g of games) {
    for (const i of [g.white, g.black]) {
      const w = whites[i] as number;
      const bl = blacks[i] as number;
      if (Math.abs(w - bl) >= 2) out.push(msg("pairColours", { player: label(t, i), white: w, black: bl }));
    }
  }
  return out;
}

const fold = (s: string | undefined): string => (s ?? "").trim().toLocaleUpperCase("en-US");

/**
 * The club (or country) both players of a game hold, as the first writes it; null when they
 * differ, one has none, or it is the event's own: held by more than half of the players
 * (every board of a national event would say so otherwise).
 */
function shared(
  t: Tournament,
  g: { white: number; black: number },
  field: "club" | "federation",
): string | null {
  const w = t.players[g.white]?.[field];
  const key = fold(w);
  if (key === "" || key !== fold(t.players[g.black]?.[field])) return null;
  const holders = t.players.filter((p) => fold(p[field]) === key).length;
  return 2 * holders > t.players.length ? null : (w ?? "").trim();
}
