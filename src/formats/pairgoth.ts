import { DiagnosticSink } from "../core/tournament/diagnostics";
import { FIDE_ID_FIELD } from "./repeated-players";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, Points2, TimeControl, Tournament } from "../core/tournament/model";
import { rankText } from "../core/go/rank";
// pairgoth counts ranks as OpenGotha does: 0 = 1d, -1 = 1k, -30 = 30k
import { fromOgRank } from "../core/go/rank";
import { msg } from "../i18n/table";
import { toText } from "./encoding";
import { ABSENT, GameTable, crosstableRounds } from "./game-table";
import { scanJson } from "./json-scan";
import { type Json, JsonShapes } from "./json-shape";
import { emptyRead, eventDates, fileValue, finishRead, positionsOf } from "./read-result";
import type { DateAt } from "./read-result";
import type { SourcePos } from "./types";
import { goTimeText } from "./time-control";
import type { ReadResult } from "./types";

/** pairgoth game result → (white's, black's) doubled scores (FORMATS.md §3.3). */
// prettier-ignore
const RESULTS: ReadonlyMap<string, readonly [Points2 | null, Points2 | null]> = new Map([
  ["?", [null, null]], ["w", [2, 0]], ["b", [0, 2]], ["=", [1, 1]], ["X", [null, null]], ["#", [2, 2]], ["0", [0, 0]],
]);
/**
 * pairgoth's `timeSystem` (model/TimeSystem.kt: times in seconds) as the model's time control,
 * written as OpenGotha's reader writes it (`CANBYOYOMI 25/300s`, `STDBYOYOMI 30s`,
 * `FISCHER +20s`, `SUDDENDEATH`) so that the MGSZ multiplier (D3) reads both alike.
 */
function timeControlOf(
  ts: Json,
  sink: DiagnosticSink,
  shapes: JsonShapes,
  at: SourcePos,
): TimeControl | undefined {
  const rawType = shapes.text(ts.type, "type", at);
  const type = rawType.toUpperCase();
  if (type === "") return undefined;
  const num = (key: string): number | undefined => shapes.number(ts[key], key, at);
  const main = num("mainTime");
  const seconds = (key: string): number | string => num(key) ?? "?";
  const text =
    type === "CANADIAN"
      ? goTimeText("CANBYOYOMI", { stones: num("stones") ?? "?", seconds: seconds("byoyomi") })
      : type === "JAPANESE" || type === "STANDARD"
        ? goTimeText("STDBYOYOMI", { seconds: seconds("byoyomi"), periods: num("periods") ?? 1 })
        : type === "FISCHER"
          ? goTimeText("FISCHER", {
              seconds: seconds("increment"),
              ...(num("maxTime") ? { max: seconds("maxTime") } : {}),
            })
          : type === "SUDDEN_DEATH"
            ? goTimeText("SUDDENDEATH")
            : undefined;
  if (text === undefined) {
    sink.warning(at.line, at.column, msg("rdTimeSystem", { type: rawType }));
    return undefined;
  }
  if (main === undefined || main < 0) {
    sink.warning(at.line, at.column, msg("rdNoMainTime", { type }));
    return { text };
  }
  // the main time stays in the text as the file gives it: files converted by early pairgoth
  // versions hold OpenGotha's minutes there (pairgoth-20180907-marseille: 60 = OpenGotha's 60 min)
  return { basicMinutes: main / 60, text: `${text} (mainTime ${main}s)` };
}

/** A game's `w` or `b` as written, for the message naming an unknown player. */
const idText = (v: unknown): string =>
  typeof v === "string" || typeof v === "number" ? String(v).trim() : "";

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
    sink.error(at.line, at.column, msg("rdJson", { format: "pairgoth", reason: where.error.reason }));
    return emptyRead("pairgoth", sink, encoding);
  }
  const shapes = new JsonShapes(sink);
  // H15: a key given twice in one object loses its first value to JSON.parse
  for (const r of where.repeated) {
    const at = pos(r.offset);
    sink.error(at.line, at.column, msg("rdJsonRepeatedKey", { key: r.key }));
  }
  const topAt = (key: string): SourcePos => pos(where.top.get(key) ?? 0);
  const parsed: unknown = JSON.parse(text);
  const doc = shapes.object(parsed, "", pos(0), {}, "error") ?? {};
  const playerAt = (i: number): SourcePos => pos(where.players[i] ?? 0);
  const roundAt = (r: number): SourcePos => pos(where.rounds[r] ?? 0);
  const gameAt = (r: number, k: number): SourcePos => pos(where.games[r]?.[k] ?? 0);
  // a player entry that is no object is said at it and left out (H15); `file` is its place in the file
  const rawPlayers = shapes.list(doc.players, "players", topAt("players")).flatMap((v, i) => {
    const p = shapes.object(v, "players", playerAt(i), { player: i + 1 }, "error");
    return p === undefined ? [] : [{ p, file: i }];
  });
  // each round a list of games, each game an object; any other kind is said where it stands (H15)
  const roundsRead = shapes.list(doc.games, "games", topAt("games")).map((round, r) =>
    shapes.list(round, "games", roundAt(r), { round: r + 1 }).flatMap((g, k) => {
      const game = shapes.object(g, "games", gameAt(r, k), { round: r + 1, game: k + 1 }, "error");
      return game === undefined ? [] : [{ g: game, k }];
    }),
  );
  // rounds = the last round with a game (the file lists empty arrays for rounds to come), within
  // what the file's size justifies (H2)
  const used: number[] = [];
  roundsRead.forEach((round, r) => round.length > 0 && used.push(r + 1));
  const rounds = crosstableRounds(rawPlayers.length, used, text.length, sink);
  const index = new Map<number, number>();
  rawPlayers.forEach(({ p, file }, i) => {
    const at = playerAt(file);
    const id = shapes.number(p.id, "id", at, { player: file + 1 }, "error");
    if (id === undefined || index.has(id)) {
      sink.error(at.line, at.column, msg("rdPlayerId", { player: file + 1 }));
    } else index.set(id, i);
  });
  const table = new GameTable(rawPlayers.length, rounds, sink);
  // a game beyond the last round read is said at the game by the table
  roundsRead.forEach((round, r) => {
    round.forEach(({ g, k }) => {
      const at = gameAt(r, k);
      const { line, column } = at;
      const place = { round: r + 1, game: k + 1 };
      const wId = shapes.number(g.w, "w", at, place, "error");
      const bId = shapes.number(g.b, "b", at, place, "error");
      const w = index.get(wId ?? -1);
      const b = index.get(bId ?? -1);
      if (wId === 0 || bId === 0) {
        const p = w ?? b;
        if (p !== undefined) table.bye(p, r, line, column);
        else sink.error(line, column, msg("rdByeOpponentUnknown", { round: r + 1 }));
        return;
      }
      const result = shapes.text(g.r, "r", at, place, "error");
      const scores = RESULTS.get(result);
      if (!scores) sink.error(line, column, msg("rdUnknownResult", { round: r + 1, result }));
      table.game(
        r,
        {
          white: w,
          black: b,
          whiteId: idText(g.w),
          blackId: idText(g.b),
          scores: scores ?? [null, null],
          // H1: 0..9 stones, else an error at the game, read as none
          handicap:
            fileValue(
              sink,
              "handicap",
              { word: "handicap", round: r + 1 },
              shapes.number(g.h, "h", at, place, "error"),
              at,
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
  const players: Player[] = rawPlayers.map(({ p, file }, i) => {
    const at = playerAt(file);
    const place = { player: file + 1 };
    const number = (key: string): number | undefined => shapes.number(p[key], key, at, place, "error");
    const textOf = (key: string): string => shapes.text(p[key], key, at, place);
    const rank = number("rank");
    const corr = fileValue(
      sink,
      "mmCorrection",
      { key: "mmsCorrection" },
      number("mmsCorrection"),
      at,
      "error",
    );
    const rating = fileValue(sink, "goRating", { word: "rating" }, number("rating"), at, "error");
    return {
      name: textOf("name"),
      firstName: textOf("firstname") || undefined,
      rank: rank === undefined ? undefined : rankText(fromOgRank(rank)),
      rating,
      egdPin: textOf("egf") || undefined,
      federation: textOf("country").toUpperCase() || undefined,
      club: textOf("club") || undefined,
      smmsCorrection: corr || undefined,
      startNumber: i + 1,
      results: table.results(i, ABSENT),
    };
  });
  // the settings: a value of another kind is a warning at its key, the default used (H15)
  const pairingAt = topAt("pairing");
  const pairing = shapes.object(doc.pairing, "pairing", pairingAt) ?? {};
  const main = shapes.object(pairing.main, "main", pairingAt) ?? {};
  const setting = (o: Json, key: string): number | undefined => shapes.number(o[key], key, pairingAt);
  const swiss = shapes.text(pairing.type, "type", pairingAt).toUpperCase() === "SWISS";
  const doubled = (key: string, fallback: number): number => {
    const v = setting(main, key);
    return v === undefined ? fallback : Math.round(v * 2);
  };
  if (shapes.flag(main.sosValueAbsentUseBase, "sosValueAbsentUseBase", pairingAt) === false) {
    const at = pos(keyAt(text, "sosValueAbsentUseBase"));
    sink.warning(at.line, at.column, msg("rdSosAbsent", {}));
  }
  const handicap = shapes.object(pairing.handicap, "handicap", pairingAt) ?? {};
  const correction = setting(handicap, "correction") ?? (swiss ? 0 : 1);
  const timeAt = topAt("timeSystem");
  const timeSystem = shapes.object(doc.timeSystem, "timeSystem", timeAt) ?? {};
  const timeControl = timeControlOf(timeSystem, sink, shapes, timeAt);
  const dateAt = (key: string): DateAt => ({ ...topAt(key), text: shapes.text(doc[key], key, topAt(key)) });
  const tournament: Tournament = {
    format: "pairgoth",
    name: shapes.text(doc.name, "name", topAt("name")),
    location: shapes.text(doc.location, "location", topAt("location")) || undefined,
    ...eventDates(sink, dateAt("startDate"), dateAt("endDate")),
    rounds,
    parameters: {
      ...DEFAULT_PARAMETERS,
      mmFloor: fromOgRank(setting(pairing, "mmFloor") ?? -20),
      mmBar: fromOgRank(setting(pairing, "mmBar") ?? 0),
      // a bye is a game won against pairgoth's ByePlayer: 1 point, 1 MM (older files may say)
      byePoints2: doubled("nbwValueBye", 2),
      byeMms2: doubled("mmsValueBye", 2),
      absentPoints2: doubled("nbwValueAbsent", 0),
      absentMms2: doubled("mmsValueAbsent", 1),
      roundDown: shapes.flag(main.roundDownScore, "roundDownScore", pairingAt) !== false,
    },
    komi: fileValue(
      sink,
      "komi",
      { key: "komi" },
      shapes.number(doc.komi, "komi", topAt("komi")),
      topAt("komi"),
    ),
    handicapReduction: correction || undefined,
    ...(timeControl ? { timeControl } : {}),
    players,
  };
  return finishRead(
    tournament,
    rawPlayers.map(({ file }) => (where.players[file] === undefined ? 0 : playerAt(file).line)),
    sink,
    encoding,
    (p, r) => table.at(p, r),
    (p, field) => {
      // the repeated-player check's fields (D63, D74): the key within the player's object
      const file = rawPlayers[p]?.file;
      const start = file === undefined ? undefined : where.players[file];
      if (start === undefined || field === FIDE_ID_FIELD) return undefined;
      const key = new RegExp(`"${field === "name" ? "name" : "egf"}"\\s*:`, "g");
      key.lastIndex = start;
      const m = key.exec(text);
      const end = where.players[(file ?? 0) + 1] ?? text.length;
      return m !== null && m.index < end ? pos(m.index) : undefined;
    },
  );
}
