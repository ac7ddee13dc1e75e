import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, Points2, TimeControl, Tournament } from "../core/tournament/model";
import { rankText } from "../core/tournament/rank";
import { msg } from "../i18n/table";
import { toText } from "./encoding";
import { ABSENT, GameTable, crosstableRounds } from "./game-table";
import { scanJson } from "./json-scan";
import { emptyRead, eventDates, fileValue, finishRead, positionsOf } from "./read-result";
import type { SourcePos } from "./read-result";
import { goTimeText } from "./time-control";
import type { ReadResult } from "./types";

/** pairgoth game result → (white's, black's) doubled scores (FORMATS.md §3.3). */
// prettier-ignore
const RESULTS: ReadonlyMap<string, readonly [Points2 | null, Points2 | null]> = new Map([
  ["?", [null, null]], ["w", [2, 0]], ["b", [0, 2]], ["=", [1, 1]], ["X", [null, null]], ["#", [2, 2]], ["0", [0, 0]],
]);
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
 * pairgoth's `timeSystem` (model/TimeSystem.kt: times in seconds) as the model's time control,
 * written as OpenGotha's reader writes it (`CANBYOYOMI 25/300s`, `STDBYOYOMI 30s`,
 * `FISCHER +20s`, `SUDDENDEATH`) so that the MGSZ multiplier (D3) reads both alike.
 */
function timeControlOf(ts: Json, sink: DiagnosticSink, at: SourcePos): TimeControl | undefined {
  const type = str(ts.type).toUpperCase();
  if (type === "") return undefined;
  const main = num(ts.mainTime);
  const seconds = (key: string): number | string => num(ts[key]) ?? "?";
  const text =
    type === "CANADIAN"
      ? goTimeText("CANBYOYOMI", { stones: num(ts.stones) ?? "?", seconds: seconds("byoyomi") })
      : type === "JAPANESE" || type === "STANDARD"
        ? goTimeText("STDBYOYOMI", { seconds: seconds("byoyomi"), periods: num(ts.periods) ?? 1 })
        : type === "FISCHER"
          ? goTimeText("FISCHER", {
              seconds: seconds("increment"),
              ...(num(ts.maxTime) ? { max: seconds("maxTime") } : {}),
            })
          : type === "SUDDEN_DEATH"
            ? goTimeText("SUDDENDEATH")
            : undefined;
  if (text === undefined) {
    sink.warning("bad-time-system", at.line, at.column, msg("rdTimeSystem", { type: str(ts.type) }));
    return undefined;
  }
  if (main === undefined || main < 0) {
    sink.warning("bad-time-system", at.line, at.column, msg("rdNoMainTime", { type }));
    return { text };
  }
  // the main time stays in the text as the file gives it: files converted by early pairgoth
  // versions hold OpenGotha's minutes there (pairgoth-20180907-marseille: 60 = OpenGotha's 60 min)
  return { basicMinutes: main / 60, text: `${text} (mainTime ${main}s)` };
}

/** Offset of `"key"` in the text (first occurrence), for the position of a top-level setting. */
const keyAt = (text: string, key: string): number => Math.max(0, text.indexOf(`"${key}"`));

/**
 * Reads pairgoth's native `.tour` JSON (FORMATS.md §3.3): players by id, games per round with
 * `r` ∈ `? w b = X # 0`; a bye is a game against id 0; `skip` lists rounds a player sits out.
 *
 * As pairgoth scores it (api/StandingsHandler.kt, model/Pairing.kt), every round where a player
 * has no game — skipped, not yet registered (`final: false`) or simply not paired — counts
 * `mmsValueAbsent` (default ½) McMahon points and `nbwValueAbsent` (default 0) points: it is the
 * tournament's absent value here. Missing settings take pairgoth's defaults: `roundDownScore`
 * true, `mmFloor` −20 (20k), `mmBar` 0 (1d), handicap `correction` 1 (McMahon) or 0 (Swiss).
 */
export function readPairgoth(input: string | Uint8Array): ReadResult {
  const { text, encoding } = toText(input);
  const sink = new DiagnosticSink("pairgoth");
  const pos = positionsOf(text);
  // one linear pass first: the syntax error's position, a depth limit, the objects' offsets (H8)
  const where = scanJson(text);
  if (where.error !== undefined) {
    const at = pos(where.error.offset);
    sink.error(
      where.error.code,
      at.line,
      at.column,
      msg("rdJson", { format: "pairgoth", reason: where.error.reason }),
    );
    return emptyRead("pairgoth", sink, encoding);
  }
  const doc = obj(JSON.parse(text));
  const playerAt = (i: number): SourcePos => pos(where.players[i] ?? 0);
  const gameAt = (r: number, k: number): SourcePos => pos(where.games[r]?.[k] ?? 0);
  const rawPlayers = arr(doc.players).map(obj);
  // rounds = the last round with a game (the file lists empty arrays for rounds to come), within
  // what the file's size justifies (H2)
  const used: number[] = [];
  arr(doc.games).forEach((round, r) => arr(round).length > 0 && used.push(r + 1));
  const rounds = crosstableRounds(rawPlayers.length, used, text.length, sink);
  const index = new Map<number, number>();
  rawPlayers.forEach((p, i) => {
    const id = num(p.id);
    if (id === undefined || index.has(id)) {
      const at = playerAt(i);
      sink.error("bad-id", at.line, at.column, msg("rdPlayerId", { player: i + 1 }));
    } else index.set(id, i);
  });
  const table = new GameTable(rawPlayers.length, rounds, sink);
  // a game beyond the last round read is said at the game by the table
  arr(doc.games).forEach((round, r) => {
    arr(round)
      .map(obj)
      .forEach((g, k) => {
        const { line, column } = gameAt(r, k);
        const w = index.get(num(g.w) ?? -1);
        const b = index.get(num(g.b) ?? -1);
        if (num(g.w) === 0 || num(g.b) === 0) {
          const p = w ?? b;
          if (p !== undefined) table.bye(p, r, line, column);
          else sink.error("unknown-opponent", line, column, msg("rdByeUnknown", { round: r + 1 }));
          return;
        }
        const scores = RESULTS.get(str(g.r));
        if (!scores)
          sink.error(
            "unknown-result",
            line,
            column,
            msg("rdUnknownResult", { round: r + 1, result: str(g.r) }),
          );
        table.game(
          r,
          {
            white: w,
            black: b,
            whiteId: str(g.w),
            blackId: str(g.b),
            scores: scores ?? [null, null],
            // H1: 0..9 stones, else an error at the game, read as none
            handicap:
              fileValue(
                sink,
                "handicap",
                { word: "handicap", round: r + 1 },
                num(g.h),
                { line, column },
                "error",
              ) ?? 0,
            forfeit: false,
            colourKnown: true,
          },
          line,
          column,
        );
      });
  });
  const players: Player[] = rawPlayers.map((p, i) => {
    const rank = num(p.rank);
    const at = playerAt(i);
    const corr = fileValue(sink, "mmCorrection", { key: "mmsCorrection" }, num(p.mmsCorrection), at, "error");
    const rating = fileValue(sink, "goRating", { word: "rating" }, num(p.rating), at, "error");
    return {
      name: str(p.name),
      firstName: str(p.firstname) || undefined,
      rank: rank === undefined ? undefined : rankText(rankValueOf(rank)),
      rating,
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
  const swiss = str(pairing.type).toUpperCase() === "SWISS";
  const doubled = (key: string, fallback: number): number => {
    const v = num(main[key]);
    return v === undefined ? fallback : Math.round(v * 2);
  };
  if (main.sosValueAbsentUseBase === false) {
    const at = pos(keyAt(text, "sosValueAbsentUseBase"));
    sink.warning("sos-absent", at.line, at.column, msg("rdSosAbsent", {}));
  }
  const correction = num(obj(pairing.handicap).correction) ?? (swiss ? 0 : 1);
  const timeSystem = obj(doc.timeSystem);
  const timeControl = timeControlOf(timeSystem, sink, pos(keyAt(text, "timeSystem")));
  const tournament: Tournament = {
    format: "pairgoth",
    name: str(doc.name),
    location: str(doc.location) || undefined,
    ...eventDates(
      sink,
      { ...pos(keyAt(text, "startDate")), text: str(doc.startDate) },
      { ...pos(keyAt(text, "endDate")), text: str(doc.endDate) },
    ),
    rounds,
    parameters: {
      ...DEFAULT_PARAMETERS,
      mmFloor: rankValueOf(num(pairing.mmFloor) ?? -20),
      mmBar: rankValueOf(num(pairing.mmBar) ?? 0),
      // a bye is a game won against pairgoth's ByePlayer: 1 point, 1 MM (older files may say)
      byePoints2: doubled("nbwValueBye", 2),
      byeMms2: doubled("mmsValueBye", 2),
      absentPoints2: doubled("nbwValueAbsent", 0),
      absentMms2: doubled("mmsValueAbsent", 1),
      roundDown: main.roundDownScore !== false,
    },
    komi: fileValue(sink, "komi", { key: "komi" }, num(doc.komi), pos(keyAt(text, "komi"))),
    handicapReduction: correction || undefined,
    ...(timeControl ? { timeControl } : {}),
    players,
  };
  return finishRead(
    tournament,
    players.map((_, i) => (where.players[i] === undefined ? 0 : playerAt(i).line)),
    sink,
    encoding,
    (p, r) => table.at(p, r),
  );
}
