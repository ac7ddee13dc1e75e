import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, Points2, Tournament } from "../core/tournament/model";
import { rankText } from "../core/tournament/rank";
import { toText } from "./encoding";
import { ABSENT, GameTable } from "./game-table";
import { emptyRead, finishRead } from "./read-result";
import type { ReadResult } from "./types";

/** pairgoth game result → (white's, black's) doubled scores (FORMATS.md §3.3). */
// prettier-ignore
const RESULTS: Readonly<Record<string, readonly [Points2 | null, Points2 | null]>> = {
  "?": [null, null], w: [2, 0], b: [0, 2], "=": [1, 1], X: [null, null], "#": [2, 2], "0": [0, 0],
};

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/**
 * pairgoth rank integer → rank value on the D21 scale: 0 = 1d (30), -1 = 1k (29), -30 = 30k (0).
 */
function rankValueOf(n: number): number {
  return 30 + n;
}

/**
 * Reads pairgoth's native `.tour` JSON (FORMATS.md §3.3): players by id, games per round with
 * `r` ∈ `? w b = X # 0`; a bye is a game against id 0; `skip` lists rounds a player sits out.
 */
export function readPairgoth(input: string | Uint8Array): ReadResult {
  const { text, encoding } = toText(input);
  const sink = new DiagnosticSink("pairgoth");
  let doc: Json;
  try {
    doc = obj(JSON.parse(text));
  } catch (e) {
    sink.error("bad-json", 0, 0, e instanceof Error ? e.message : String(e));
    return emptyRead("pairgoth", sink, encoding);
  }
  const rawPlayers = arr(doc.players).map(obj);
  // rounds = the last round with a game (the file lists empty arrays for rounds to come)
  let rounds = arr(doc.games).length;
  while (rounds > 0 && arr(arr(doc.games)[rounds - 1]).length === 0) rounds--;
  const index = new Map<number, number>();
  rawPlayers.forEach((p, i) => {
    const id = num(p.id);
    if (id === undefined || index.has(id))
      sink.error("bad-id", 0, 0, `player ${i + 1}: missing or repeated id`);
    else index.set(id, i);
  });
  const table = new GameTable(rawPlayers.length, rounds, sink);
  arr(doc.games)
    .slice(0, rounds)
    .forEach((round, r) => {
      for (const g of arr(round).map(obj)) {
        const w = index.get(num(g.w) ?? -1);
        const b = index.get(num(g.b) ?? -1);
        if (num(g.w) === 0 || num(g.b) === 0) {
          const p = w ?? b;
          if (p !== undefined) table.bye(p, r);
          continue;
        }
        const scores = RESULTS[str(g.r)];
        if (!scores) sink.error("unknown-result", 0, 0, `round ${r + 1}: unknown result "${str(g.r)}"`);
        table.game(r, {
          white: w,
          black: b,
          whiteId: str(g.w),
          blackId: str(g.b),
          scores: scores ?? [null, null],
          handicap: num(g.h) ?? 0,
          forfeit: false,
          colourKnown: true,
        });
      }
    });
  const players: Player[] = rawPlayers.map((p, i) => {
    const rank = num(p.rank);
    const corr = num(p.mmsCorrection);
    return {
      name: str(p.name),
      firstName: str(p.firstname) || undefined,
      rank: rank === undefined ? undefined : rankText(rankValueOf(rank)),
      rating: num(p.rating),
      egdPin: str(p.egf) || undefined,
      federation: str(p.country).toUpperCase() || undefined,
      club: str(p.club) || undefined,
      smmsCorrection: corr || undefined,
      startNumber: i + 1,
      results: table.results(i, ABSENT),
    };
  });
  const pairing = obj(doc.pairing);
  const main = obj(pairing.main);
  const absent = num(main.mmsValueAbsent);
  const tournament: Tournament = {
    format: "pairgoth",
    name: str(doc.name),
    location: str(doc.location) || undefined,
    startDate: str(doc.startDate) || undefined,
    endDate: str(doc.endDate) || undefined,
    rounds,
    parameters: {
      ...DEFAULT_PARAMETERS,
      mmFloor: rankValueOf(num(pairing.mmFloor) ?? -20),
      mmBar: rankValueOf(num(pairing.mmBar) ?? 3),
      absentMms2: absent === undefined ? DEFAULT_PARAMETERS.absentMms2 : Math.round(absent * 2),
      roundDown: main.roundDownScore === true,
    },
    komi: num(doc.komi),
    handicapReduction: num(obj(pairing.handicap).correction) || undefined,
    players,
  };
  return finishRead(
    tournament,
    players.map(() => 0),
    sink,
    encoding,
  );
}
