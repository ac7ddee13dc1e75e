/**
 * Where an EGD/h9 row's name ends and its rank begins (FORMATS.md §2.1, EGD §2.3): the tests the
 * reader (egd.ts) asks of each word after a name.
 */
import { rankShaped, rankValue } from "../core/go/rank";

/**
 * D440: the rank read from a bare number (EGD §2.3) after a name whose third word or later is a
 * country's code in capitals ("Gamma Gil HU BuPe 12"): the rank column was likely left out, the
 * name took the country and the club and the number is the MMS. Read as EGD reads it, and said:
 * the index of the code among the name's words, or −1.
 */
export function countryInName(name: readonly string[], rankToken: string): number {
  if (!/^\d+$/.test(rankToken)) return -1;
  return name.findIndex((t, j) => j >= 2 && /^[A-Z]{2}$/.test(t));
}

/**
 * D429: a token of 2 to 5 letters and digits, with at least one of each ("2x", "k3", "3dd", "1dn",
 * "5kyu"): no word of a name, a rank mistyped. Unless a rank follows it ("R2D2 1D"), it is the
 * player's rank column, said (`rdBadRank`), where the name took it with the country, the club and
 * every column up to the next number, which was read as a kyu rank.
 */
const RANK_PLACE = /^(?=[\p{L}\p{N}]*\p{N})(?=[\p{L}\p{N}]*\p{L})[\p{L}\p{N}]{2,5}$/u;

/**
 * True when `tokens[i]` is the rank ending a name, or a rank's shape that is none ("10d", D415),
 * or a short token of letters and digits together that no rank follows ("2x", "k3", "3dd",
 * "5kyu": `RANK_PLACE`, D429), which stands where the rank goes. A bare number is a kyu rank (EGD §2.3,
 * hand-made tables) unless a rank with its letter follows it: then it is part of the name, a
 * first name that is a number (`Ghost 1 30K`, as OpenGotha's export and `writeEgd` write it).
 */
export function rankAt(tokens: readonly string[], i: number, end: number): boolean {
  const t = tokens[i] ?? "";
  if (rankValue(t) === null)
    return rankShaped(t) || (RANK_PLACE.test(t) && !(i + 1 < end && rankShaped(tokens[i + 1] ?? "")));
  if (!/^\d+$/.test(t) || i + 1 >= end) return true;
  const next = tokens[i + 1] ?? "";
  return !(/[kdp]$/i.test(next) && rankValue(next) !== null);
}
