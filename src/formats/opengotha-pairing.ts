/**
 * An OpenGotha XML file as its pairing sees it (`src/core/pairing/opengotha-model.ts`): every
 * player with rank, rating, country, club (4 characters, as OpenGotha keeps it), registering
 * status and per-round participation; games and byes by round; beside them OpenGotha's
 * parameters (`readPairingParameters`, D125). Bad input is refused with the element and
 * attribute named.
 */
import { RatingError, invalid } from "../core/common/errors";
import { msg } from "../i18n/table";
import type { OgGame, OgPlayer, OgTournament } from "../core/pairing/opengotha-model";
import { LOWEST_RANK, ogRank } from "../core/go/rank";
import { type FileText, textOf } from "./file-text";
import { openGothaKey, playerResolver } from "./opengotha-keys";
import { bounded, int, rank, readPairingParameters } from "./opengotha-pairing-parameters";
import { OG_RATINGS, clampOgRating } from "./opengotha-rating";
import { refusalPlace } from "./opengotha-refusal";
import type { OgPairingRead } from "./types";
import { openGothaResult } from "./opengotha-results";
import { type OpenGothaXml, openGothaElements, parseOpenGothaXml } from "./opengotha-xml";

/**
 * The file as its pairing sees it, or why it cannot be: what the reader refuses (`refused`, its
 * message without a position) and where it is in the file (line and column, 0 when the whole
 * file; `located`, the message with them). The sheet and the pane say it and keep the defaults.
 * The file is parsed once, as the tournament reader's `readOpenGothaFile` parses it.
 */
export function openGothaPairingOrRefusal(input: string | Uint8Array | FileText): OgPairingRead {
  const { text } = textOf(input);
  return openGothaPairingView(text, parseOpenGothaXml(text));
}

/** The file as its pairing sees it; refused with the element, the attribute and where they are. */
export function readOpenGothaPairing(input: string | Uint8Array | FileText): OgTournament {
  const r = openGothaPairingOrRefusal(input);
  if ("refused" in r) throw invalid(r.located);
  return r.tournament;
}

/**
 * The pairing's view of a file already parsed (`xml`, parsed from `text` by
 * {@link parseOpenGothaXml}): the one reader's pairing half, never a parse of its own.
 */
export function openGothaPairingView(text: string, xml: OpenGothaXml): OgPairingRead {
  try {
    return { tournament: readPairing(xml) };
  } catch (e) {
    if (!(e instanceof RatingError)) throw e;
    return { refused: e.text, ...refusalPlace(text, e.text) };
  }
}

function readPairing(xml: OpenGothaXml): OgTournament {
  // names as OpenGotha keeps them, trailing spaces included: its random terms and its
  // order of equal players read them (P38); the parse keeps every value as written
  if ("error" in xml) {
    throw invalid(
      xml.error === "bad-xml"
        ? msg("ogXmlBad", { line: xml.line, column: xml.column, detail: xml.message })
        : msg("ogXmlNoRoot", {}),
    );
  }
  const { root } = xml;
  const parameters = readPairingParameters(root);
  const { general } = parameters;
  // Rating as the import reads it ("Rating" criterion); older files are not shifted here.
  const elements = openGothaElements(root);
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
      participating: Array.from({ length: general.numberOfRounds }, (_, r) => part.charAt(r) !== "0"),
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
    // tournament reader, which every caller reads the file with first, warns at its line
    const i = index.get((b.player ?? "").toUpperCase()) ?? resolve(b.player ?? "");
    if (i !== undefined) byes[round] = i;
  }
  for (let r = 0; r < general.numberOfRounds; r++) byes[r] ??= null;
  return { players, games, byes, ...parameters };
}
