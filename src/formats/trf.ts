import { BOUNDS } from "../core/common/bounds";
import { crosstableRounds, noGame } from "./game-table";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { NationalRating, Player, RoundEntry, Tournament } from "../core/tournament/model";
import { accelerationPoints2 } from "../core/tournament/pairing-records";
import { msg } from "../i18n/table";
import { splitLines, toText } from "./encoding";
import { eventDates, finishRead } from "./read-result";
import { byeSpill, playerSpill, recordSpill } from "./trf-columns";
import { type Block, type FieldColumns, isNationalLine, playerRecord, ratingField } from "./trf-player";
import { repeatedPairings } from "./trf-repeats";
import { withoutSpielfrei } from "./trf-spielfrei";
import {
  type PointValues,
  byeValues,
  forfeitLoss,
  isPointRecord,
  letterPoints2,
  pointLine,
  pointsAgainstResults,
  standardPoints,
} from "./trf-points";
import { type SourceRecord, parseRounds, readPairingRecords } from "./trf-pairing";
import { datesPerLine, reportOf, roundDatesOf } from "./trf-report";
import {
  type ForfeitLine,
  type PabLine,
  type TeamLine,
  forfeitLine,
  pabLine,
  teamLine,
  teamSection,
} from "./trf-teams";
import type { ReadResult } from "./types";

const ROUNDS_BOUND = { min: BOUNDS.rounds.min, max: BOUNDS.rounds.max, whole: BOUNDS.rounds.whole };

// The header records of one value (D379): the event's name, place, federation, dates, counts, type,
// chief arbiter, time control and round dates; 112 (a deputy a line) and others' records repeat
// prettier-ignore
const ONCE: ReadonlySet<string> = new Set(["012", "022", "032", "042", "052", "062", "072", "082", "092", "102", "122", "132"]);

/**
 * Reads FIDE TRF16 / TRF(x) / TRF-2026 (FORMATS.md §1): fixed columns decoded as characters,
 * unknown record codes skipped, XX/BB extension lines tolerated, national-rating lines and 240
 * bye records attached to players. Only `1 = 0` games are "played"; `+ -` and `W D L` are
 * forfeits (never rated). Trailing rounds where nobody has a game (JaVaFo's next-round column) are dropped.
 */
export function readTrf(input: string | Uint8Array): ReadResult {
  const { text, encoding } = toText(input);
  const sink = new DiagnosticSink("TRF");
  const header = new Map<string, string>();
  const headerLine = new Map<string, number>();
  let rankedByLines = false;
  let raw: { line: number; player: Omit<Player, "results">; blocks: Block[]; columns: FieldColumns }[] = [];
  const nrs: { line: number; start: number; rating: NationalRating }[] = [];
  const byes240: { line: number; type: string; round: number; ids: number[] }[] = [];
  const teamLines: TeamLine[] = [];
  const pab320: PabLine[] = [];
  const forfeits330: ForfeitLine[] = [];
  const pointValues: PointValues = new Map();
  // 240, 250 and XXA: read once the players are known (trf-pairing.ts)
  const pairing: SourceRecord[] = [];
  // 112 (one line each) and 132: the rating report's (trf-report.ts)
  const deputies: string[] = [];
  let roundDates: string[] = [];
  // a 299 record: the points differ from the results by the file's own account
  let abnormal = false;
  // the first 142 or XXR read: the number of rounds the file gives (D376)
  let roundsRecord: { code: string; value: number; line: number } | undefined;
  const sourceLines = splitLines(text);
  // D465: chesspairing's 132 line per round (trf-report.ts)
  const perLine = datesPerLine(sourceLines);
  sourceLines.forEach((line, idx) => {
    const lineNo = idx + 1;
    const code = line.slice(0, 3);
    const rest = line.slice(4).trimEnd();
    if (code === "001") {
      const record = playerRecord(line, lineNo, sink);
      if (record !== undefined) raw.push({ line: lineNo, ...record });
    } else if (code === "132" && perLine !== undefined) {
      if (lineNo === perLine.first) {
        roundDates = perLine.dates;
        const { first, last } = perLine;
        sink.warning(lineNo, 5, msg("rdTrfDatesPerLine", { lines: perLine.dates.length, first, last }));
      }
    } else if (/^\d{2}2$/.test(code) && !["142", "152", "162"].includes(code)) {
      const { spill, moved } = recordSpill(code, line);
      if (spill) sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: code, ...spill }));
      if (moved) sink.warning(lineNo, moved.at, msg("rdTrfMoved", { record: code, ...moved }));
      const first = ONCE.has(code) ? header.get(code) : undefined;
      if (first === undefined) {
        header.set(code, rest.trim());
        headerLine.set(code, lineNo);
        if (code === "112" && rest.trim() !== "") deputies.push(rest.trim());
        if (code === "132" && !spill) roundDates = roundDatesOf(line, moved ? moved.at - moved.from : 0);
      } else if (first !== rest.trim()) {
        // D379: a record of one value given twice, otherwise: the first is read, the second said
        const at = { record: code, value: rest.trim(), line: headerLine.get(code) ?? 0, first };
        sink.warning(lineNo, 5, msg("rdRecordTwice", at));
      }
    } else if (code === "152") {
      const value = rest.trim().toUpperCase();
      if (value !== "W" && value !== "B") sink.error(lineNo, 5, msg("rdColourValue", { value: rest.trim() }));
      else header.set("152", value);
    } else if (code === "XXC") {
      // XXC white1 / black1 (JaVaFo): the initial colour, as TRF-2026's 152 W / B
      const words = rest.toLowerCase().split(/\s+/);
      if (words.includes("white1")) header.set("152", "W");
      else if (words.includes("black1")) header.set("152", "B");
      // XXC rank (JaVaFo): the lines' order ranks the players for pairing (D226)
      if (words.includes("rank")) rankedByLines = true;
    } else if (code === "XXR" || code === "142") {
      const parsed = parseRounds(code, rest);
      if ("fault" in parsed) sink.error(lineNo, parsed.fault.column, parsed.fault.text);
      else if (roundsRecord === undefined) {
        roundsRecord = { code, value: parsed.value, line: lineNo };
        header.set("142", String(parsed.value));
        headerLine.set("142", lineNo);
      } else if (roundsRecord.value !== parsed.value) {
        // D376: two numbers of rounds (142 and XXR, or one of them twice) are an error, not the last
        const first = { first: roundsRecord.code, firstValue: roundsRecord.value, line: roundsRecord.line };
        sink.error(lineNo, 5, msg("rdRoundsTwice", { record: code, value: parsed.value, ...first }));
      }
    } else if (code === "250" || code === "XXA") {
      pairing.push({ line: lineNo, text: line });
    } else if (isPointRecord(line)) {
      pointLine(code, line, lineNo, pointValues, sink);
    } else if (code === "240") {
      // 240 H   2    4   39
      const spill = byeSpill(line);
      if (spill) sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: code, ...spill }));
      const ids = [...line.slice(10).matchAll(/\S+/g)].map((m) => Number(m[0]));
      byes240.push({
        line: lineNo,
        type: line.charAt(4).toUpperCase(),
        round: Number(line.slice(6, 9)),
        ids,
      });
      pairing.push({ line: lineNo, text: line });
    } else if (code === "310" || code === "013") {
      const team = teamLine(line, lineNo, code, sink);
      if (team !== undefined) teamLines.push(team);
    } else if (code === "320") {
      const pab = pabLine(line, lineNo, sink);
      if (pab !== undefined) pab320.push(pab);
    } else if (code === "330") {
      const forfeit = forfeitLine(line, lineNo, sink);
      if (forfeit !== undefined) forfeits330.push(forfeit);
    } else if (code === "299") {
      abnormal = true;
      sink.warning(lineNo, 1, msg("rdAbnormalPoints", {}));
    } else if (isNationalLine(line)) {
      // national rating line: FRA    1    A   ...   2200 IDF      D50113, at 001's columns to 79
      const { spill } = playerSpill(line, false);
      if (spill) sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: code, ...spill }));
      const r = spill ? undefined : ratingField(line, lineNo, sink);
      const id = line.slice(57, 68).trim();
      nrs.push({
        line: lineNo,
        start: Number(line.slice(4, 8)),
        rating: {
          federation: code,
          ...(r !== undefined ? { rating: r } : {}),
          ...(id && id !== "0" ? { id } : {}),
        },
      });
    }
  });
  const byes = byeValues(pointValues, sink);
  const { pab2, zeroBye2 } = byes;
  // D433: Swiss-Manager's "spielfrei" record is the bye it stands for, not a player
  raw = withoutSpielfrei(raw, sourceLines, sink);

  const index = new Map<number, number>();
  raw.forEach((r, i) => {
    if (index.has(r.player.startNumber ?? 0)) {
      sink.error(r.line, 5, msg("rdStartTwice", { number: r.player.startNumber ?? 0 }));
    } else index.set(r.player.startNumber ?? 0, i);
  });

  // 142 / XXR: the rounds the tournament has, kept when more than the grid's (in-tournament files)
  const planned = header.has("142") ? Number(header.get("142")) : undefined;
  const isGame = (b: Block | undefined): boolean =>
    b !== undefined && b.opp > 0 && "10=+-wdlWDL".includes(b.result);
  // a forfeited team match (330) is a result of its round even when every board shows "0000 - -"
  const forfeitRounds = new Set(forfeits330.map((f) => f.round));
  // The rounds run to the last with a game, counted in one pass over the blocks. One overlong
  // row is no size for every row, though (issue 11, class 8: the dense crosstable would be
  // rows × its length): when rows × rounds would exceed the file's characters (a full TRF row
  // spends 10 per round), the rounds run to the last in which two rows have a game (a game has
  // two sides), and the games beyond are said.
  const gamesIn = new Map<number, number>();
  for (const r of raw) r.blocks.forEach((b, k) => isGame(b) && gamesIn.set(k, (gamesIn.get(k) ?? 0) + 1));
  let last = 0;
  for (const k of gamesIn.keys()) if (k + 1 > last) last = k + 1;
  let rounds = 0;
  if (raw.length * last <= text.length) rounds = last;
  else for (const [k, count] of gamesIn) if (count >= 2 && k + 1 > rounds) rounds = k + 1;
  for (const f of forfeitRounds) if (Number.isInteger(f) && f > rounds && f <= BOUNDS.rounds.max) rounds = f;
  if (rounds > BOUNDS.rounds.max) {
    sink.error(0, 0, msg("rdTooManyRounds", { rounds, ...ROUNDS_BOUND }));
    rounds = BOUNDS.rounds.max;
  }
  // and within the cells the file's size justifies, at a round that has a game (H2)
  const candidates = [...forfeitRounds, ...[...gamesIn.keys()].map((k) => k + 1)].filter((r) => r <= rounds);
  rounds = crosstableRounds(raw.length, [rounds, ...candidates], text.length, sink);
  for (const r of raw) {
    const beyond = r.blocks.findIndex((b, k) => k >= rounds && isGame(b));
    if (beyond >= 0) {
      sink.error(
        r.line,
        r.blocks[beyond]?.column ?? 0,
        msg("rdGameAfterLast", { round: beyond + 1, rounds }),
      );
    }
  }
  // a crosstable longer than the rounds 142 / XXR says the tournament has
  if (planned !== undefined && planned < rounds) {
    const beyond = { record: "142", round: rounds, rounds: planned };
    sink.error(headerLine.get("142") ?? 0, 5, msg("rdRecordBeyond", beyond));
  }

  // D431: a letter's worth is the file's (letterPoints2); a forfeit loss the file values above 0
  // (162's A, BBF) is counted 0 all the same, a forfeit's two sides making one game's point: said
  const forfeitsLost: { line: number; column: number; round: number }[] = [];
  const results: RoundEntry[][] = raw.map((r) => {
    const out: RoundEntry[] = [];
    for (let k = 0; k < rounds; k++) {
      const b = r.blocks[k];
      const res = (b?.result ?? " ").toUpperCase();
      if (!b || (b.opp === 0 && (res === " " || res === "-"))) {
        // a round the player was not paired in: blank, or "0000 - -" (FORMATS §1.4: blank ≡ Z)
        out.push(noGame("absent", zeroBye2));
        continue;
      }
      if (res === "H") out.push(noGame("absent", 1));
      else if (res === "F") out.push(noGame("bye", 2));
      else if (res === "U") out.push(noGame("bye", pab2));
      else if (res === "Z") out.push(noGame("absent", zeroBye2));
      // a game paired and not yet played ("   3 b  "): no result, 0; pair refuses to pair on from it
      else if (res === " ") out.push(noGame("absent", 0));
      else if (b.opp === 0) {
        // a result without an opponent, at its worth in the file (D431): "0000 - +" the
        // pairing-allocated bye as bbpPairings reads it (D432), a game's result said
        // (byes' values are 0, 1 or 2: so is every letter's worth)
        const worth = letterPoints2(res, false, byes);
        const score = worth === 1 || worth === 2 ? worth : 0;
        out.push(noGame(res === "+" || res === "1" || res === "W" ? "bye" : "absent", score));
        if ("10=WDL".includes(res)) {
          sink.error(r.line, b.column, msg("rdNoOpponent", { round: k + 1, result: b.result }));
        }
      } else {
        const opponent = index.get(b.opp);
        if (opponent === undefined) {
          sink.error(r.line, b.column, msg("rdOpponentNotPlayer", { round: k + 1, opponent: b.opp }));
          out.push(noGame("absent", 0));
          continue;
        }
        const score = res === "1" || res === "+" || res === "W" ? 2 : res === "=" || res === "D" ? 1 : 0;
        const c = b.colour.toLowerCase();
        const played = res === "1" || res === "0" || res === "=";
        if (res === "-" && letterPoints2(res, true, byes) !== 0)
          forfeitsLost.push({ line: r.line, column: b.column + 7, round: k + 1 });
        if (played && c !== "w" && c !== "b") {
          sink.warning(r.line, b.column + 5, msg("rdNoColour", { round: k + 1 }));
        }
        out.push({
          kind: "game",
          opponent,
          score,
          colour: c === "w" ? "white" : c === "b" ? "black" : null,
          handicap: null,
          forfeit: !played,
        });
      }
    }
    return out;
  });

  const lost = forfeitsLost[0];
  const lossValue = forfeitLoss(pointValues);
  if (lost !== undefined && lossValue !== undefined) {
    const worth = { points: lossValue.value, values: lossValue.line, more: forfeitsLost.length - 1 };
    sink.warning(lost.line, lost.column, msg("rdForfeitLossWorth", { round: lost.round, ...worth }));
  }

  // TRF-2026 240 records: byes declared separately, read with the accelerations (trf-pairing.ts);
  // they fill rounds the grid leaves empty. In a team event (310 records) their ids are teams'
  // (TRF-2026 "Player/Team ID"): see teamSection
  const individual = !teamLines.some((x) => x.code === "310");
  const declared = individual ? readPairingRecords(pairing, index, planned, sink) : undefined;
  for (const b of declared?.absences ?? []) {
    if (b.round > rounds) continue; // a later round's (the round to pair): the model's absences
    for (const i of b.players) {
      const row = results[i];
      const cur = row?.[b.round - 1];
      if (row && cur?.kind === "absent" && cur.score === 0)
        row[b.round - 1] = b.kind === "F" ? noGame("bye", 2) : noGame("absent", b.kind === "H" ? 1 : 0);
    }
  }

  const national = new Map<number, NationalRating[]>();
  for (const x of nrs) {
    const i = index.get(x.start);
    if (i === undefined) {
      sink.warning(x.line, 5, msg("rdNationalUnknown", { start: x.start }));
      continue;
    }
    national.set(i, [...(national.get(i) ?? []), x.rating]);
  }

  // in a team event, the boards' pairings follow the teams' (a team meets another once)
  if (teamLines.length === 0) {
    const rows = raw.map((r) => ({
      line: r.line,
      start: r.player.startNumber ?? 0,
      name: r.player.name,
      column: (round: number) => r.blocks[round - 1]?.column ?? 0,
    }));
    repeatedPairings(rows, results, sink);
  }
  const players: Player[] = raw.map((r, i) => ({
    ...r.player,
    ...(national.has(i) ? { nationalRatings: national.get(i) } : {}),
    results: results[i] ?? [],
  }));
  const teams =
    teamLines.length > 0
      ? teamSection({ teamLines, pab320, forfeits330, byes240, header, index, rounds, results, sink })
      : undefined;
  const initial = header.get("152")?.toUpperCase();
  const report = reportOf(header, deputies, roundDates);
  const tournament: Tournament = {
    format: "trf",
    name: header.get("012") ?? "",
    location: header.get("022") || undefined,
    ...eventDates(
      sink,
      { text: header.get("042"), line: headerLine.get("042") ?? 0, column: 5 },
      { text: header.get("052"), line: headerLine.get("052") ?? 0, column: 5 },
    ),
    rounds,
    ...(planned !== undefined && planned > rounds ? { plannedRounds: planned } : {}),
    ...(initial === "W"
      ? { initialColour: "white" as const }
      : initial === "B"
        ? { initialColour: "black" as const }
        : {}),
    ...(rankedByLines ? { rankedByLines } : {}),
    // D412: the zero-point bye's worth (162's A, BBZ) as a `Z` is counted, for what reads the file again
    parameters: { ...DEFAULT_PARAMETERS, byePoints2: pab2, absentPoints2: zeroBye2, absentMms2: 0 },
    ...(header.get("122") || header.get("222")
      ? { timeControl: { text: [header.get("122"), header.get("222")].filter(Boolean).join("; ") } }
      : {}),
    players,
    ...(report !== undefined ? { report } : {}),
    ...(declared ? { absences: declared.absences, accelerations: declared.accelerations } : {}),
    ...(teams !== undefined ? { teams } : {}),
    sourceLines,
  };
  const before = sink.items.length;
  const read = finishRead(
    tournament,
    raw.map((r) => r.line),
    sink,
    encoding,
    (p, k) => {
      const r = raw[p];
      const b = r?.blocks[k];
      return r && b ? { line: r.line, column: b.column } : undefined;
    },
    (p, field) => {
      const r = raw[p];
      return r && field !== "egd" ? { line: r.line, column: r.columns[field] } : undefined;
    },
  );
  // D389: the points against the results once the results are checked, and only where nothing
  // was found in them: a file refused for its results (an error) or whose players disagree
  // (the symmetry check's findings, a player twice) is told that, not also that its points differ
  const faulted = sink.items.length > before || sink.items.some((d) => d.severity === "error");
  if (!faulted && !abnormal && standardPoints(pointValues)) {
    const starts = raw.map((r) => r.player.startNumber ?? 0);
    const accelerations = declared?.accelerations ?? [];
    // D434: a team event's players too, their team's byes not counted in their points
    const rows = raw.map((r, i) => ({
      ...r,
      text: sourceLines[r.line - 1] ?? "",
      results: results[i] ?? [],
      // the last round's and the next's (bbpPairings takes the round to pair's)
      virtual2: [rounds, rounds + 1].map((round) => accelerationPoints2(accelerations, starts, i, round)),
    }));
    pointsAgainstResults(rows, rounds, byes, sink);
  }
  // the points' finding is the sink's, which the result holds
  return { ...read, diagnostics: sink.items };
}
