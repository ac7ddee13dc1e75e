/**
 * What OpenGotha's pairing reads of a file otherwise than its crosstable (D93, D94, D127), read by
 * the one reader (`readOpenGothaFile`) into the common model: every player with his names, club
 * (4 characters) and country as written, rank, rating, registering status and participation in
 * every round (`Player.paired`); the games and byes by round, as many games of a player in a
 * round as the file has (D71, `Tournament.pairedRounds`). Bad input is refused with the element
 * and attribute named.
 */
import { RatingError, invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import type { OgGame, OgPlayer, OgRounds } from "../core/go/roster";
import { LOWEST_RANK, ogRank } from "../core/go/rank";
import { openGothaKey, playerResolver } from "./opengotha-keys";
import type { GoPairingParameters } from "../core/go/pairing-parameters";
import { bounded, int, rank, readPairingParameters } from "./opengotha-pairing-parameters";
import { OG_RATINGS, clampOgRating } from "./opengotha-rating";
import { openGothaResult } from "./opengotha-results";
import { type OpenGothaElements, type OpenGothaXml, openGothaElements } from "./opengotha-xml";
import { refusalPlace } from "./opengotha-refusal";
import type { OgPairingRead } from "./types";

/** The pairing's reading of the file's players, games and byes. */
export interface OgPairedReading extends OgRounds {
  readonly players: readonly OgPlayer[];
}

/**
 * The pairing's reading of `elements` (the file's elements as written, untrimmed: P38) in a
 * tournament of `numberOfRounds` rounds; throws the refusal of the first value it cannot read.
 */
export function readPairedRounds(elements: OpenGothaElements, numberOfRounds: number): OgPairedReading {
  // names as OpenGotha keeps them, trailing spaces included: its random terms and its
  // order of equal players read them (P38); the parse keeps every value as written
  const playersXml = elements.players;
  const players: OgPlayer[] = [];
  const index = new Map<string, number>();
  playersXml.forEach((p, i) => {
    const name = p.name ?? "";
    const firstName = p.firstName ?? "";
    if (name === "") throw invalid(msg("ogXmlPlayerNoName", { number: i + 1 }));
    const key = openGothaKey(name, firstName);
    if (index.has(key)) throw invalid(msg("ogXmlSameKey", { key }));
    index.set(key, i);
    const part = p.participating ?? "";
    players.push({
      name,
      firstName,
      // a rank OpenGotha cannot read is its grade's, as its Player constructor takes it
      rank:
        ogRank(p.rank ?? "30K") ??
        ogRank(p.grade ?? "") ??
        rank(p, `Player name="${name}"`, "rank", LOWEST_RANK),
      // clamped as OpenGotha's importer does (D46); -950 is -900 here, kept by the tournament (D94)
      rating: clampOgRating(int(p, `Player name="${name}"`, "rating", OG_RATINGS.min)),
      country: p.country ?? "",
      club: (p.club ?? "").slice(0, 4),
      smmsCorrection: bounded(p, `Player name="${name}"`, "smmsCorrection", 0, "mmCorrection"),
      final: (p.registeringStatus ?? "FIN") === "FIN",
      participating: Array.from({ length: numberOfRounds }, (_, r) => part.charAt(r) !== "0"),
    });
  });
  // by key, then OpenGotha's fallbacks: Turkish capitals (`CETİNCİNAR`), the canonical name (D21)
  const resolve = playerResolver(playersXml);
  const player = (key: string | undefined, game?: number): number => {
    const i = index.get((key ?? "").toUpperCase()) ?? resolve(key ?? "");
    if (i === undefined)
      throw invalid(msg("ogXmlNoPlayer", { ...(game === undefined ? {} : { game }), key: key ?? "" }));
    return i;
  };
  const games: OgGame[] = elements.games.map((g, i) => {
    const round = bounded(g, "Game", "roundNumber", 1, "rounds") - 1;
    const raw = g.result ?? "RESULT_UNKNOWN";
    // one table of results for both views: `constructor` is none (H4, D93)
    const { result, byDefault } = openGothaResult(raw);
    if (result === undefined) throw invalid(msg("ogXmlUnknownResult", { game: i + 1, result: raw }));
    return {
      round,
      white: player(g.whitePlayer, i + 1),
      black: player(g.blackPlayer, i + 1),
      handicap: bounded(g, "Game", "handicap", 0, "handicap"),
      result,
      byDefault,
    };
  });
  const byes: (number | null)[] = [];
  // every <ByePlayer> (pairgoth's wrapper's too: the malavasi file): OpenGotha reads each with a
  // player, the last of a round winning (P38)
  for (const b of elements.byes) {
    const round = bounded(b, "ByePlayer", "roundNumber", 1, "rounds") - 1;
    // D72: a bye whose key is no player's is ignored, as OpenGotha's importer ignores it; the
    // tournament's reading warns at its line
    const i = index.get((b.player ?? "").toUpperCase()) ?? resolve(b.player ?? "");
    if (i !== undefined) byes[round] = i;
  }
  for (let r = 0; r < numberOfRounds; r++) byes[r] ??= null;
  return { players, games, byes };
}

/** What the pairing reads of a parsed file, or its refusal with where it is. */
export type PairingReading =
  | { readonly parameters: GoPairingParameters; readonly paired: OgPairedReading }
  | Exclude<OgPairingRead, { tournament: unknown }>;

/** OpenGotha's parameters and its pairing's reading of the players, games and byes (D127). */
export function pairingReadingOf(text: string, xml: OpenGothaXml): PairingReading {
  try {
    if ("error" in xml) {
      throw invalid(
        xml.error === "bad-xml"
          ? msg("ogXmlBad", { line: xml.line, column: xml.column, detail: xml.message })
          : msg("ogXmlNoRoot", {}),
      );
    }
    const parameters = readPairingParameters(xml.root);
    const elements = openGothaElements(xml.root);
    return { parameters, paired: readPairedRounds(elements, parameters.general.numberOfRounds) };
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return { refused: e.text, ...refusalPlace(text, e.text) };
  }
}
