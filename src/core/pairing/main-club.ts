/**
 * pairgoth's main-club adjustment (issue 28, D340–D344), an extension beyond OpenGotha, off
 * unless asked for: when one club holds more than a threshold of the players to pair (pairgoth's
 * default 40 %), it is the host club, and the geography term of the OpenGotha engine stops
 * keeping its members apart: two of its members, or a member and a visitor, count as players of
 * different clubs; two visitors of one club as one club; two visitors of different clubs earn
 * half the bonus of different clubs (D341). Likewise a country holding more than the threshold
 * takes the country criterion off (D342). Read from pairgoth's `localClub` (its base pairing class) and
 * `Solver.GeographicalParams.apply` (ffrgo/pairgoth, its geo parameters `mainClubAdjustment`,
 * `mainClubDetectionThreshold`); nothing of OpenGotha's own costs changes (D343).
 */
import type { OgPlayer } from "./opengotha-model";

/** The lowest and highest threshold, in percent, as pairgoth's parameters dialog bounds it (D340). */
export const MAIN_CLUB_MIN_PERCENT = 1;
export const MAIN_CLUB_MAX_PERCENT = 99;

/** OpenGotha's comparison of clubs (P39: the club as kept, lower case), and of countries. */
export function ogClubKey(p: OgPlayer): string {
  return p.club.toLowerCase();
}
export function ogCountryKey(p: OgPlayer): string {
  return p.country.toLowerCase();
}

/** What the geography term reads of the adjustment, per player of the tournament. */
export interface MainClubView {
  /** 1 for a member of the host club. */
  readonly local: Uint8Array;
  /** Whether a host club was found at all (visitors are told apart from members only then). */
  readonly hasLocal: boolean;
  /** Whether a country holds more than the threshold: the country criterion is then off (D342). */
  readonly countryOff: boolean;
}

/** A club or country holding more than the threshold: as its first player writes it, and how many. */
export interface Dominant {
  readonly name: string;
  readonly players: number;
}

/** The round's host club and country (D340, D342), and the view the costs read. */
export interface MainClubRound {
  /** The threshold, in percent. */
  readonly percent: number;
  /** The players counted (D340: the players to pair, one more when they are odd, as pairgoth counts). */
  readonly counted: number;
  readonly club: Dominant | null;
  readonly country: Dominant | null;
  readonly view: MainClubView;
}

/**
 * D340: the club (OpenGotha's comparison, P39) holding more than `percent` % of the players to
 * pair in the round, `round` (the bye's player among them); pairgoth counts an odd field with
 * its bye's place, one more. A blank club or country is none. Of two above a threshold below
 * half, the larger, then the first in the order given.
 */
export function mainClubOf(
  players: readonly OgPlayer[],
  round: readonly number[],
  percent: number,
): MainClubRound {
  const counted = round.length + (round.length % 2);
  const dominant = (key: (p: OgPlayer) => string, name: (p: OgPlayer) => string) => {
    const count = new Map<string, { name: string; players: number }>();
    for (const i of round) {
      const p = players[i] as OgPlayer;
      const k = key(p);
      if (k.trim() === "") continue;
      const c = count.get(k) ?? { name: name(p).trim(), players: 0 };
      c.players++;
      count.set(k, c);
    }
    let best: { key: string; name: string; players: number } | null = null;
    for (const [k, c] of count) {
      // exact: players / counted > percent / 100
      if (c.players * 100 > percent * counted && (best === null || c.players > best.players)) {
        best = { key: k, ...c };
      }
    }
    return best;
  };
  const club = dominant(ogClubKey, (p) => p.club);
  const country = dominant(ogCountryKey, (p) => p.country);
  const local = new Uint8Array(players.length);
  if (club !== null) players.forEach((p, i) => (local[i] = ogClubKey(p) === club.key ? 1 : 0));
  return {
    percent,
    counted,
    club: club && { name: club.name, players: club.players },
    country: country && { name: country.name, players: country.players },
    view: { local, hasLocal: club !== null, countryOff: country !== null },
  };
}

/**
 * D341: the club ratio of the geography term (OpenGotha's factor × 1.2 / groups for different
 * clubs, factor / 2 / groups for clubs of one clubs group, P39; 0 for one club), with the host
 * club's members told apart from visitors when `view` gives the adjustment.
 */
export function clubRatio(
  factor: number,
  groups: number,
  sameClub: boolean,
  sameGroup: boolean,
  view: MainClubView | undefined,
  p1: number,
  p2: number,
): number {
  let different = !sameClub;
  let half = false;
  if (view?.hasLocal === true) {
    const strangers = view.local[p1] === 0 && view.local[p2] === 0;
    // members of the host club, or a member and a visitor: as of different clubs;
    // two visitors: of one club as one club, of different clubs half the bonus
    if (sameClub) different = !strangers;
    half = strangers;
  }
  if (!different || factor === 0) return 0;
  const f = half ? 0.5 : 1.0;
  return Math.min(1, sameGroup ? (f * factor) / 2.0 / groups : (f * factor * 1.2) / groups);
}
