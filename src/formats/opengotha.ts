import { BOUNDS, inBound } from "../core/common/bounds";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Player, Tournament } from "../core/tournament/model";
import { normaliseRank } from "../core/go/rank";
import { msg } from "../i18n/table";
import type { DecodedText } from "./encoding";
import { type FileText, textOf } from "./file-text";
import { GameTable, crosstableRounds } from "./game-table";
import {
  type Attrs,
  type OpenGothaXml,
  openGothaElements,
  parseOpenGothaXml,
  trimmedTree,
} from "./opengotha-xml";
import { type FileGame, TABLES_ASIDE, placeOpenGothaGames } from "./opengotha-games";
import { openGothaKey, playerResolver } from "./opengotha-keys";
import type { OgPairingRead } from "./types";
import { attributeAt, int, isDecimalNotInt, javaInt, parameters } from "./opengotha-parameters";
import { ogCategory } from "../core/go/pairing-parameters";
import { type PairingReading, pairingReadingOf } from "./opengotha-paired";
import { goRoster } from "../core/engines/og-crosstable";
import { placementCriteria } from "./opengotha-placement";
import { openGothaRating } from "./opengotha-rating";
import { RESULT_SCORES, openGothaResult } from "./opengotha-results";
import { openGothaTeams } from "./opengotha-teams";
import {
  attributeOffset,
  emptyRead,
  eventDates,
  fileNumber,
  finishRead,
  positionsOf,
  tagOffsets,
  tagPositions,
} from "./read-result";
import { goTimeText } from "./time-control";
import type { ReadResult, SourcePos } from "./types";

/** The rounds a `roundNumber` may name. */
const ROUND_BOUND = { min: BOUNDS.rounds.min, max: BOUNDS.rounds.max };

/** Line number of each `<tag` element in order. */
function tagLines(text: string, tag: string): number[] {
  return tagPositions(text, tag).map((p) => p.line);
}

/** Both views of one OpenGotha file, from its one parse: the tournament, and its pairing's. */
export interface OpenGothaFile {
  /** The tournament (standings, ratings) with its diagnostics. */
  readonly read: ReadResult;
  /** OpenGotha's own model, for its pairing, or why the pairing refuses the file. */
  readonly pairing: OgPairingRead;
}

/**
 * Reads an OpenGotha tournament XML once (FORMATS.md §3.1): decoded once, parsed once
 * (`parseOpenGothaXml`), the tournament read from that parse with what its pairing reads
 * otherwise (D93, D127); the pairing's model is OpenGotha's parameters (`readPairingParameters`,
 * D125) beside the roster built from that tournament (`goRoster`), or the refusal of the first
 * value the pairing cannot read.
 */
export function readOpenGothaFile(input: string | Uint8Array | FileText): OpenGothaFile {
  const { text, encoding } = textOf(input);
  const xml = parseOpenGothaXml(text);
  const pairing = pairingReadingOf(text, xml);
  const read = readTournament(text, encoding, xml, pairing);
  const model: OgPairingRead =
    "refused" in pairing ? pairing : { tournament: { ...goRoster(read.tournament), ...pairing.parameters } };
  return { read: { ...read, pairingModel: model }, pairing: model };
}

/** The tournament of an OpenGotha file ({@link readOpenGothaFile}'s `read`). */
export function readOpenGotha(input: string | Uint8Array | FileText): ReadResult {
  return readOpenGothaFile(input).read;
}

/**
 * The tournament of an OpenGotha file (`<Tournament dataVersion="201">`), from its parse `xml`
 * and its pairing's reading `pairing` (the categories: D47; `Player.paired` and
 * `Tournament.pairedRounds`, D127).
 * Players are referenced by key string; absences are not Game elements: a round without a game
 * is a bye for ByePlayers, else absent (`participating` bit 0) or not assigned (bit 1, 0 points). Rounds = the last round that has a game or a bye
 * (numberOfRounds is the configured maximum).
 */
function readTournament(
  text: string,
  encoding: DecodedText["encoding"],
  xml: OpenGothaXml,
  pairing: PairingReading,
): ReadResult {
  const sink = new DiagnosticSink("OpenGotha");
  if ("error" in xml) {
    sink.error(xml.line, xml.column, xml.text);
    return emptyRead("opengotha", sink, encoding);
  }
  // the values without the spaces around them, as OpenGotha's own tables show them
  const root = trimmedTree(xml.root);
  const section = (k: string): Record<string, unknown> => {
    const v = root[k];
    return typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
  };
  const tps = section("TournamentParameterSet");
  const gps = (tps.GeneralParameterSet ?? {}) as Attrs;
  const hps = (tps.HandicapParameterSet ?? {}) as Attrs;
  const { players: rawPlayers, games: rawGames, byes: rawByes } = openGothaElements(root);
  const playerAt = tagOffsets(text, "Player");
  const pos = positionsOf(text);
  const lines = playerAt.map((o) => pos(o).line);
  const gamePos = tagPositions(text, "Game");

  const seen = new Set<string>();
  const written = openGothaElements(xml.root).players;
  rawPlayers.forEach((p, i) => {
    // D93: a player without a name is refused, here as by the pairing (ogXmlPlayerNoName)
    if ((written[i]?.name ?? "") === "") sink.error(lines[i] ?? 0, 0, msg("missingPlayerName", {}));
    const key = openGothaKey(p.name ?? "", p.firstName ?? "");
    if (seen.has(key)) sink.error(lines[i] ?? 0, 0, msg("rdDuplicateKey", { key }));
    seen.add(key);
  });
  const playerOf = playerResolver(rawPlayers);
  // D47: with several categories, each player's category as the pairing engine derives it (P37,
  // one derivation); a file whose parameters it refuses keeps CAT "not computed"
  const paired = "refused" in pairing ? null : pairing.paired;
  const pairingRead = int(gps.numberOfCategories, 1) > 1 ? pairing : null;
  const og = pairingRead !== null && "paired" in pairingRead ? pairingRead : null;
  const categoryOf = (i: number): number | null => {
    const p = og?.paired.players[i];
    return og !== null && p !== undefined && og.paired.players.length === rawPlayers.length
      ? ogCategory(og.parameters.general, p.rank)
      : null;
  };
  const criteria = placementCriteria(
    text,
    tps,
    pairingRead === null || categoryOf(0) !== null || rawPlayers.length === 0,
    sink,
  );

  // a round is a number the file uses, within BOUNDS.rounds: never a size taken on trust (H2)
  // (as OpenGotha reads it: `1.0` is none, D392)
  const roundOf = (v: string | undefined): number => {
    const n = javaInt(v);
    return n !== undefined && inBound("rounds", n) ? n : 0;
  };
  // D392: a decimal where OpenGotha reads a whole number is an error at its element, not read
  const notWhole = (element: string, key: string, v: string | undefined, at: SourcePos): boolean => {
    if (!isDecimalNotInt(v)) return false;
    sink.error(at.line, at.column, msg("rdOgNotWhole", { element, key, value: (v ?? "").trim() }));
    return true;
  };
  const usedRounds = [...rawGames, ...rawByes].map((g) => roundOf(g.roundNumber));
  let used = 0;
  for (const r of usedRounds) used = Math.max(used, r);
  const maxRounds = int(gps.numberOfRounds, used);
  // where the parameters are: the element, and each attribute in it (issue 11, class 9)
  const gpsAt = tagPositions(text, "GeneralParameterSet")[0] ?? { line: 0, column: 0 };
  const gpsAttr = attributeAt(text, "GeneralParameterSet", gpsAt);
  // D93: a round count that is no whole number is said, as the pairing refuses it; the rounds
  // played are then the tournament's
  if (gps.numberOfRounds !== undefined && int(gps.numberOfRounds, NaN) !== maxRounds) {
    const at = gpsAttr("numberOfRounds");
    const value = gps.numberOfRounds;
    sink.warning(at.line, at.column, msg("rdBadParameter", { key: "numberOfRounds", value, fallback: used }));
  }
  if (used > Math.max(maxRounds, 0) && maxRounds > 0) {
    const at = gpsAttr("numberOfRounds");
    const declared = String(maxRounds);
    sink.warning(at.line, at.column, msg("rdRoundsDeclared", { used, declared }));
  }
  const rounds = crosstableRounds(rawPlayers.length, usedRounds, text.length, sink);
  const planned = roundOf(gps.numberOfRounds);

  // D71: the games as OpenGotha keeps and scores them; two byes in a round: the last is kept (D21)
  const table = new GameTable(rawPlayers.length, rounds, sink, true);
  const fileGames: FileGame[] = [];
  rawGames.forEach((g, gi) => {
    const { line, column } = gamePos[gi] ?? { line: 0, column: 0 };
    const r = roundOf(g.roundNumber) - 1;
    if (r < 0) {
      if (!notWhole("Game", "roundNumber", g.roundNumber, { line, column }))
        sink.error(line, column, msg("rdRoundNumber", { value: g.roundNumber ?? "", ...ROUND_BOUND }));
      return;
    }
    // D394: a tableNumber OpenGotha's Integer.parseInt throws on is an error at the game, not read (D392)
    const tableNumber = javaInt(g.tableNumber);
    if (g.tableNumber !== undefined && tableNumber === undefined) {
      if (!notWhole("Game", "tableNumber", g.tableNumber, { line, column })) {
        const why = { kind: "notNumber" } as const;
        const value = g.tableNumber.trim();
        sink.error(line, column, msg("rdBadNumber", { what: { key: "tableNumber" }, value, why }));
      }
      return;
    }
    const raw = g.result ?? "RESULT_UNKNOWN";
    const { result, byDefault: forfeit } = openGothaResult(raw);
    const scores = result === undefined ? undefined : RESULT_SCORES[result];
    if (!scores) sink.error(line, column, msg("rdUnknownResult", { round: r + 1, result: raw }));
    fileGames.push({
      round: r,
      // D71: a game without a tableNumber (which no OpenGotha writes; its importer would read 1)
      // is a table of its own, so that it replaces no other game
      table: tableNumber ?? TABLES_ASIDE + gi,
      line,
      column,
      game: {
        white: playerOf(g.whitePlayer ?? ""),
        black: playerOf(g.blackPlayer ?? ""),
        whiteId: g.whitePlayer ?? "",
        blackId: g.blackPlayer ?? "",
        scores: scores ?? [null, null],
        // H1: a handicap is 0..9 stones; beyond is an error at the game, read as none
        handicap: notWhole("Game", "handicap", g.handicap, { line, column })
          ? 0
          : (fileNumber(
              sink,
              "handicap",
              { word: "handicap", round: r + 1 },
              g.handicap,
              { line, column },
              "error",
            ) ?? 0),
        forfeit,
        colourKnown: g.knownColor !== "false",
      },
    });
  });
  placeOpenGothaGames(fileGames, table, sink, (i) => {
    const p = rawPlayers[i];
    return `${(p?.name ?? "").trim()} ${(p?.firstName ?? "").trim()}`.trim();
  });
  const byeLines = tagLines(text, "ByePlayer");
  const byeOf = new Map<number, { player: number; line: number }>();
  rawByes.forEach((bp, i) => {
    // keys are upper case; pairgoth's export writes them as typed ("GuneyMete")
    const p = playerOf(bp.player ?? "");
    const r = roundOf(bp.roundNumber) - 1;
    const line = byeLines[i] ?? 0;
    if (r < 0) {
      if (!notWhole("ByePlayer", "roundNumber", bp.roundNumber, { line, column: 0 }))
        sink.error(line, 0, msg("rdRoundNumber", { value: bp.roundNumber ?? "", ...ROUND_BOUND, bye: true }));
      return;
    }
    // D72: OpenGotha's importer skips a bye it finds no player for; so does this reading, said
    if (p === undefined) {
      sink.warning(line, 0, msg("rdByeUnknown", { round: r + 1, who: bp.player ?? "", ignored: true }));
      return;
    }
    const before = byeOf.get(r);
    if (before) {
      sink.warning(
        line,
        0,
        msg("rdSecondBye", { round: r + 1, player: before.player + 1, line: before.line }),
      );
    }
    byeOf.set(r, { player: p, line });
  });
  for (const [r, b] of byeOf) table.bye(b.player, r, b.line);

  const players: Player[] = rawPlayers.map((p, i) => {
    // OpenGotha takes the grade when the rank is not one
    const own = normaliseRank(p.rank ?? "");
    const rank = own ?? normaliseRank(p.grade ?? "");
    if (rank === null) sink.warning(lines[i] ?? 0, 0, msg("rdBadRank", { value: p.rank ?? "" }));
    else if (own === null && (p.rank ?? "").trim() !== "")
      // the two views would rank him differently (the pairing reads the rank, D93): said, never silent
      sink.warning(lines[i] ?? 0, 0, msg("rdRankFromGrade", { value: p.rank ?? "", grade: p.grade ?? "" }));
    const at = { line: lines[i] ?? 0, column: 0 };
    // H1: a rating and a McMahon correction within their bounds, else an error at the player;
    // a rating OpenGotha itself reads beyond them is read as it does (D46)
    const rating = notWhole("Player", "rating", p.rating, at)
      ? undefined
      : openGothaRating(sink, p.rating, at);
    const smms = notWhole("Player", "smmsCorrection", p.smmsCorrection, at)
      ? 0
      : (fileNumber(sink, "mmCorrection", { key: "smmsCorrection" }, p.smmsCorrection, at, "error") ?? 0);
    const pin = (p.egfPin ?? "").trim();
    return {
      name: (p.name ?? "").trim(),
      ...(p.firstName?.trim() ? { firstName: p.firstName.trim() } : {}),
      ...(rank !== null ? { rank } : {}),
      ...(rating !== undefined ? { rating } : {}),
      ...(pin ? { egdPin: pin } : {}),
      ...(p.country?.trim() ? { federation: p.country.trim() } : {}),
      ...(p.club?.trim() ? { club: p.club.trim() } : {}),
      ...(smms !== 0 ? { smmsCorrection: smms } : {}),
      ...(categoryOf(i) !== null ? { category: categoryOf(i) as number } : {}),
      startNumber: i + 1,
      // not participating (`0` in `participating`) → the tournament's absent value; otherwise
      // (a missing or short attribute counts as participating) not paired and no bye → "not
      // assigned", 0 points (OpenGotha's h9 export writes `0-`, egc2013.h9)
      results: table.results(i, (r) => ({ kind: "absent", score: p.participating?.[r] === "0" ? null : 0 })),
      ...(paired?.players[i] !== undefined ? { paired: paired.players[i] } : {}),
    };
  });

  // team tournaments (RULES §2.4, D30): <Teams> and <TeamTournamentParameterSet>
  const teams = openGothaTeams(root, text, playerOf, sink);
  const basic = fileNumber(sink, "minutes", { key: "basicTime" }, gps.basicTime, gpsAttr("basicTime"));
  const komi = fileNumber(sink, "komi", { key: "komi" }, gps.komi, gpsAttr("komi"));
  const hd = fileNumber(sink, "handicap", { key: "hdCorrection" }, hps.hdCorrection, gpsAt) ?? 0;
  const byo = gps.complementaryTimeSystem;
  const tournament: Tournament = {
    format: "opengotha",
    name: gps.name ?? "",
    ...(gps.location ? { location: gps.location } : {}),
    ...eventDates(
      sink,
      { ...gpsAttr("beginDate"), text: gps.beginDate },
      { ...gpsAttr("endDate"), text: gps.endDate },
    ),
    rounds,
    // D51: OpenGotha's numberOfRounds (STS reads its last rounds)
    ...(Number.isInteger(planned) && planned > rounds ? { configuredRounds: planned } : {}),
    parameters: parameters(gps, sink, gpsAttr),
    ...(komi !== undefined ? { komi } : {}),
    ...(hd > 0 ? { handicapReduction: hd } : {}),
    ...(gps.basicTime !== undefined || byo
      ? {
          timeControl: {
            ...(basic !== undefined ? { basicMinutes: basic } : {}),
            ...(byo
              ? {
                  text: goTimeText(byo, {
                    seconds:
                      (byo === "CANBYOYOMI"
                        ? gps.canByoYomiTime
                        : byo === "FISCHER"
                          ? gps.fischerTime
                          : gps.stdByoYomiTime) ?? "",
                    stones: gps.nbMovesCanTime ?? "",
                  }),
                }
              : {}),
          },
        }
      : {}),
    players,
    ...(paired !== null ? { pairedRounds: { games: paired.games, byes: paired.byes } } : {}),
    // D50: the standings' default order, as OpenGotha prints its standings
    ...(criteria.length > 0 ? { criteria } : {}),
    ...(teams !== undefined ? { teams } : {}),
  };
  // the repeated-player check's fields: the name's and the EGD PIN's attributes (D63, D74)
  const ATTRIBUTE = { name: "name", egd: "egfPin", fide: undefined } as const;
  return finishRead(
    tournament,
    lines.slice(0, players.length),
    sink,
    encoding,
    (p, r) => table.at(p, r),
    (p, field) => {
      const start = playerAt[p];
      const key = ATTRIBUTE[field];
      const offset = start === undefined || key === undefined ? undefined : attributeOffset(text, start, key);
      return offset === undefined ? undefined : pos(offset);
    },
  );
}
