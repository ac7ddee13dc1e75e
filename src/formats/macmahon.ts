import { lookupTable } from "../core/common/lookup";
import { msg } from "../i18n/table";
import { readXmlTree } from "./xml-tree";
import { BOUNDS, boundedNumber } from "../core/common/bounds";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, Points2, Tournament } from "../core/tournament/model";
import { type GoRank, LOWEST_RANK, normaliseRank, rankValue } from "../core/go/rank";
import { toText } from "./encoding";
import type { SourcePos } from "./types";
import { ABSENT, GameTable, crosstableRounds } from "./game-table";
import {
  childOffsets,
  emptyRead,
  fileNumber,
  finishRead,
  positionsOf,
  tagOffsets,
  tagPositions,
} from "./read-result";
import { type PlayerField, FIDE_ID_FIELD } from "./repeated-players";
import type { ReadResult } from "./types";

type Offsets = readonly (number | undefined)[];

type Node = Record<string, unknown>;
const node = (v: unknown): Node =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Node) : {};
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(node) : v === undefined ? [] : [node(v)]);
const text = (v: unknown): string => (typeof v === "string" || typeof v === "number" ? String(v).trim() : "");

// <Result>1-0</Result>: White's score first
const RESULT: ReadonlyMap<string, readonly [Points2, Points2]> = lookupTable({
  "1-0": [2, 0],
  "0-1": [0, 2],
  "½-½": [1, 1],
  "0.5-0.5": [1, 1],
  "=": [1, 1],
  "1-1": [2, 2],
  "0-0": [0, 0],
});

const MACMAHON_ARRAYS: ReadonlySet<string> = new Set(["Player", "Round", "Pairing", "NotPlayingInRound"]);

/**
 * Reads a MacMahon 3.9 tournament XML (`<TournamentData typeversion="3.9">`, FORMATS.md §3.3):
 * players by `<Id>`, pairings per round, `<PairingWithBye>` for the bye, `<ResultByReferee>` as
 * a forfeit, `<NotPlayingInRound>` as an absence, the MacMahon bars as floor and bar.
 */
export function readMacMahon(input: string | Uint8Array): ReadResult {
  const { text: xml, encoding } = toText(input);
  const sink = new DiagnosticSink("MacMahon");
  const checked = readXmlTree(xml, { arrays: MACMAHON_ARRAYS, attributes: false, trim: true });
  if ("problem" in checked) {
    sink.error(checked.problem.line, checked.problem.column, checked.problem.text);
    return emptyRead("macmahon", sink, encoding);
  }
  const doc = node(checked.doc);
  const data = node(doc.TournamentData);
  const tour = node(data.Tournament);
  const raw = list(node(data.Playerlist).Player);
  // the parser gives no positions: the k-th element of the text is the k-th read
  const playerAt = tagPositions(xml, "Player");
  const roundAt = tagPositions(xml, "Round");
  const index = new Map<string, number>();
  raw.forEach((p, i) => {
    const id = text(p.Id);
    const at = playerAt[i] ?? { line: 0, column: 0 };
    if (index.has(id)) {
      sink.error(
        at.line,
        at.column,
        msg("rdDuplicateId", { player: i + 1, id, first: (index.get(id) ?? 0) + 1 }),
      );
    } else index.set(id, i);
  });
  const rounds = list(node(data.Roundlist).Round);
  // rounds the file uses, within BOUNDS.rounds (H2); a loop, not Math.max(...spread), for any count
  const roundNumbers = rounds.map((round, i) => {
    const n = boundedNumber("rounds", text(round.RoundNumber));
    if (n === undefined) {
      const at = roundAt[i] ?? { line: 0, column: 0 };
      sink.error(
        at.line,
        at.column,
        msg("rdRoundElement", {
          value: text(round.RoundNumber),
          min: BOUNDS.rounds.min,
          max: BOUNDS.rounds.max,
        }),
      );
    }
    return n ?? 0;
  });
  const count = crosstableRounds(raw.length, roundNumbers, xml.length, sink);
  const table = new GameTable(raw.length, count, sink);
  const pairingAt = tagPositions(xml, "Pairing");
  let k = 0;
  rounds.forEach((round, ri) => {
    const r = (roundNumbers[ri] ?? 0) - 1;
    const pairings = list(round.Pairing);
    // a round beyond the crosstable's last (crosstableRounds) is said at each pairing by the table
    if (r < 0) {
      k += pairings.length;
      return;
    }
    for (const g of pairings) {
      const { line, column } = pairingAt[k++] ?? { line: 0, column: 0 };
      const w = index.get(text(g.White));
      const b = index.get(text(g.Black));
      if (text(g.PairingWithBye) === "true") {
        const p = w ?? b;
        if (p !== undefined) table.bye(p, r, line, column);
        else {
          const who = text(g.White) || text(g.Black);
          sink.error(line, column, msg("rdByeUnknown", { round: r + 1, who }));
        }
        continue;
      }
      const scores = RESULT.get(text(g.Result));
      if (!scores && text(g.Result) !== "") {
        sink.error(line, column, msg("rdUnknownResult", { round: r + 1, result: text(g.Result) }));
      }
      table.game(
        r,
        {
          white: w,
          black: b,
          whiteId: text(g.White),
          blackId: text(g.Black),
          scores: scores ?? [null, null],
          handicap:
            fileNumber(
              sink,
              "handicap",
              { word: "handicap", round: r + 1 },
              text(g.Handicap),
              { line, column },
              "error",
            ) ?? 0,
          forfeit: text(g.ResultByReferee) === "true",
          colourKnown: true,
        },
        line,
        column,
      );
    }
  });
  const players: Player[] = raw.map((p, i) => {
    const go = node(p.GoPlayer);
    const rating = fileNumber(
      sink,
      "goRating",
      { word: "rating" },
      text(go.Rating),
      playerAt[i] ?? { line: 0, column: 0 },
      "error",
    );
    // a level beyond every rank scale (45k, 12d, 0k) is said where it stands, not dropped silently
    const level = text(go.GoLevel);
    const rank = normaliseRank(level);
    if (level !== "" && rank === null) {
      const at = playerAt[i] ?? { line: 0, column: 0 };
      sink.warning(at.line, at.column, msg("rdBadRank", { value: level }));
    }
    return {
      name: text(go.Surname),
      firstName: text(go.FirstName) || undefined,
      rank: rank ?? undefined,
      rating,
      egdPin: text(go.EgdPin) || undefined,
      federation: text(go.Country) || undefined,
      club: text(go.Club) || undefined,
      startNumber: i + 1,
      results: table.results(i, ABSENT),
    };
  });
  const bar = (on: unknown, level: unknown, fallback: GoRank): GoRank =>
    text(on) === "true" ? (rankValue(text(level)) ?? fallback) : fallback;
  const tournament: Tournament = {
    format: "macmahon",
    name: text(tour.Name),
    rounds: count,
    parameters: {
      ...DEFAULT_PARAMETERS,
      mmBar: bar(tour.UpperMacMahonBar, tour.UpperMacMahonBarLevel, DEFAULT_PARAMETERS.mmBar),
      mmFloor: bar(tour.LowerMacMahonBar, tour.LowerMacMahonBarLevel, LOWEST_RANK),
    },
    players,
  };
  // the repeated-player check's fields (D63, D74): found once, when a player repeats
  let fieldsAt: { at: (o: number) => SourcePos; name: Offsets; egd: Offsets } | undefined;
  const fieldAt = (p: number, field: PlayerField): SourcePos | undefined => {
    if (fieldsAt === undefined) {
      const parents = tagOffsets(xml, "Player");
      const at = positionsOf(xml);
      fieldsAt = {
        at,
        name: childOffsets(xml, parents, "Surname"),
        egd: childOffsets(xml, parents, "EgdPin"),
      };
    }
    const o = field === FIDE_ID_FIELD ? undefined : fieldsAt[field][p];
    return o === undefined ? undefined : fieldsAt.at(o);
  };
  return finishRead(
    tournament,
    players.map((_, i) => playerAt[i]?.line ?? 0),
    sink,
    encoding,
    (p, r) => table.at(p, r),
    fieldAt,
  );
}
