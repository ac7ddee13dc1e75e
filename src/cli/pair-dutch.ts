/**
 * `rating-officer pair FILE.trf --round K --engine dutch [--rules 2025|2017] [--accelerate baku]
 * [--out FILE.trf [--force]] [--json]`: round K of a chess tournament by the FIDE (Dutch) System
 * (C.04.3, src/core/dutch) from the file's rounds 1…K−1; the players whose round-K entry is
 * already an absence are left out (D226). `--out` writes the file read with round K in its `001`
 * records, every other byte kept (D275); `--accelerate baku` pairs with the Baku method's virtual
 * points (C.04.5.1) and writes them as `250` records (D276, D277), as `XXA` records under the
 * 2017 text (D353).
 */
import path from "node:path";
import { pairDutchTournament } from "../core/dutch/from-tournament";
import { startOf } from "../core/engines/dutch-check";
import { bakuRanges, bakuRows } from "../core/dutch/baku";
import { type DutchPairing, type DutchRules } from "../core/dutch/model";
import { invalid } from "../core/common/errors";
import { type Acceleration, accelerationPoints2 } from "../core/tournament/pairing-records";
import { type Tournament } from "../core/tournament/model";
import { msg } from "../i18n/table";
import {
  type Output,
  UsageError,
  cannotWrite,
  hasErrors,
  printAnswer,
  readBytes,
  readTournamentFile,
} from "./args";
import { type CsvForm } from "../formats/csv-form";
import { accelerationLine, parseRounds } from "../formats/trf-pairing";
import { pointLineOf, tournamentLetterValues } from "../formats/trf-points";
import {
  type NewRoundEntry,
  TrfRoundLineError,
  absenceKind,
  addTrfRound,
  pendingTrfGames,
  roundBlocks,
  roundUncounted,
} from "../formats/trf-new-round";
import type { CliIO } from "./types";
import { sayLeftOut } from "./pair-left-out";
import { type EncodingName } from "../formats/encoding-names";

export interface DutchRequest {
  file: string;
  round: number;
  rules?: string;
  accelerate?: string;
  out?: string;
  force?: boolean;
  output: Output;
  form: CsvForm;
  encoding: EncodingName | undefined;
}

export function rulesOf(text: string | undefined): DutchRules | undefined {
  if (text === undefined) return undefined;
  const r = text.trim();
  if (r !== "2025" && r !== "2017")
    throw new UsageError(msg("cliOneOf", { option: "--rules", given: text, choices: ["2025", "2017"] }));
  return r;
}

function nameOf(t: Tournament, no: number): string {
  const p = t.players.find((x, i) => (x.startNumber ?? i + 1) === no);
  return p ? [p.name, p.firstName].filter(Boolean).join(" ") : String(no);
}

/** `--out`: another file than the one read, not an existing one unless `--force`. */
function checkOut(r: DutchRequest, io: CliIO): void {
  if (r.out === undefined) {
    if (r.force === true)
      throw new UsageError(
        msg("cliGoesWith", { options: ["--force"], with: "--out", values: [], not: null }),
      );
    return;
  }
  if (r.out.trim() === "") throw new UsageError(msg("cliEmptyFileName", { option: "--out" }));
  if (path.resolve(r.out) === path.resolve(r.file))
    throw new UsageError(msg("cliOutIsInput", { option: "--out" }));
  if (r.force === true) return;
  let exists = true;
  try {
    io.readFile(r.out);
  } catch {
    exists = false;
  }
  if (exists) throw new UsageError(msg("cliFileExists", { option: "--out", path: r.out }));
}

/**
 * D277: the Baku method's virtual points as the file's accelerations. A file that has the same
 * already (written by an earlier round's `--out`) is paired by them, no record added; one with
 * other accelerations is refused; the method is decided before round 1 (C.04.5.1), so a later
 * round of a file without them is refused too. `records(rules)` are the lines a file without them
 * gets: `250` records, or under the 2017 text one `XXA` record per GA player (D353).
 */
function bakuOf(
  t: Tournament,
  round: number,
): { accelerations: Acceleration[]; records: (rules: DutchRules) => string[] } {
  const lines = t.sourceLines ?? [];
  if (!lines.some((l) => /^(142|XXR)\s*\d/.test(l))) throw invalid(msg("dutchBakuRounds", {}));
  const rounds = Math.max(t.plannedRounds ?? 0, t.rounds);
  const starts = t.players.map((_, i) => startOf(t, i));
  const order = t.rankedByLines ? starts : [...starts].sort((a, b) => a - b);
  const index = new Map(starts.map((s, i) => [s, i]));
  const rows = (): Acceleration[] =>
    bakuRows(order, rounds).map((r) => ({
      form: "rounds",
      player: index.get(r.start) ?? 0,
      points2: r.points2,
    }));
  const accelerations: Acceleration[] = bakuRanges(order, rounds).map((x) => ({
    form: "range",
    points2: x.points2,
    firstRound: x.firstRound,
    lastRound: x.lastRound,
    first: index.get(x.first) ?? 0,
    last: index.get(x.last) ?? 0,
  }));
  const own = t.accelerations ?? [];
  if (own.length === 0) {
    if (round > 1) throw new UsageError(msg("cliBakuLater", { round }));
    const records = (rules: DutchRules): string[] =>
      (rules === "2017" ? rows() : accelerations).map((a) => accelerationLine(a, starts));
    return { accelerations, records };
  }
  const same = t.players.every((_, i) =>
    Array.from({ length: rounds }, (_, r) => r + 1).every(
      (k) => accelerationPoints2(own, starts, i, k) === accelerationPoints2(accelerations, starts, i, k),
    ),
  );
  if (!same) {
    const at = lines.findIndex((l) => l.startsWith("250") || l.startsWith("XXA"));
    throw invalid(msg("dutchBakuOther", { line: at + 1 }));
  }
  return { accelerations: [...own], records: () => [] };
}

/**
 * The tournament file the Dutch engine pairs: a crosstable read without errors, scored 1 / ½ / 0
 * (`pair --engine dutch` and its `--check`).
 */
export function readDutchFile(
  file: string,
  io: CliIO,
  encoding: EncodingName | undefined,
): ReturnType<typeof readTournamentFile> {
  const read = readTournamentFile(file, io, encoding, ["crosstable", "crosstable-without-games"]);
  if (hasErrors(read.diagnostics)) throw new UsageError(msg("cliCrosstableErrors", { path: file }));
  // D224: the engine's score groups are of 1 / ½ / 0; a file scored otherwise (W 3, D 1; a bye
  // worth another share of a win), said by the reader above, would be paired into other groups
  const points = read.diagnostics.find((d) => d.code === "point-system");
  if (points !== undefined) throw new UsageError(msg("cliPointSystem", { path: file, line: points.line }));
  // D474: a team event's rounds pair teams; paired or checked as players, every round would be
  // another event's (bbpPairings refuses such files: "team tournaments are not supported")
  if ((read.tournament.teams?.teams.length ?? 0) > 0)
    throw new UsageError(msg("cliTeamEvent", { path: file }));
  return read;
}

export function pairDutchCommand(r: DutchRequest, io: CliIO): number {
  const rules = rulesOf(r.rules);
  const accelerate = r.accelerate?.trim();
  if (accelerate !== undefined && accelerate !== "baku")
    throw new UsageError(
      msg("cliOneOf", { option: "--accelerate", given: r.accelerate ?? "", choices: ["baku"] }),
    );
  checkOut(r, io);
  const read = readDutchFile(r.file, io, r.encoding);
  let t = read.tournament;
  // D275: a game written by --out and not yet entered (worth 0 until its result is typed, D431); never pair on from it
  const pending = pendingTrfGames(t.sourceLines ?? [], r.round)[0];
  if (pending !== undefined) throw invalid(msg("dutchPendingResult", { ...pending, next: r.round }));
  if (r.round > t.rounds + 1)
    throw new UsageError(msg("cliRoundFile", { round: r.round, path: r.file, rounds: t.rounds }));
  if (r.out !== undefined) outFits(r, t);
  t = withColumnAbsences(t, r.round);
  const baku = accelerate === "baku" ? bakuOf(t, r.round) : undefined;
  if (baku) t = { ...t, accelerations: baku.accelerations };
  const result = pairDutchTournament(t, r.round, rules);
  sayLeftOut(io, r.file, "pairNotParticipating", r.round, leftOutOf(t, result));
  if (r.out !== undefined) writeRound(r, io, read.file.text, t, result, baku?.records(result.rules) ?? []);
  const pairs = result.pairs.map((p, b) => ({
    board: b + 1,
    white: nameOf(t, p.white),
    black: nameOf(t, p.black),
    whiteNo: p.white,
    blackNo: p.black,
  }));
  const bye = result.bye === undefined ? null : nameOf(t, result.bye);
  printAnswer(io, r.output, r.form, {
    json: () => ({
      round: r.round,
      engine: "dutch",
      rules: result.rules,
      ...(baku ? { acceleration: "baku" } : {}),
      pairs,
      bye,
      byeNo: result.bye ?? null,
    }),
    rows: [
      ["board", "white", "black", "whiteNo", "blackNo"],
      ...pairs.map((x) => [x.board, x.white, x.black, x.whiteNo, x.blackNo]),
    ],
    after: `bye: ${bye === null ? "none" : `${bye} (${result.bye})`}\nengine: dutch (FIDE C.04.3, ${result.rules} rules${baku ? ", Baku acceleration C.04.5.1" : ""})\n`,
  });
  return 0;
}

/** The players the round leaves out (absent from it by the file: D278, `240`), by name and start number. */
function leftOutOf(t: Tournament, result: DutchPairing): string[] {
  const inRound = new Set(result.pairs.flatMap((p) => [p.white, p.black]));
  if (result.bye !== undefined) inRound.add(result.bye);
  return t.players
    .map((_, i) => startOf(t, i))
    .filter((no) => !inRound.has(no))
    .map((no) => `${nameOf(t, no)} (${no})`);
}

/**
 * D278: the absences the round to pair's column already holds (`0000 - H`, JaVaFo's in-tournament
 * column), which the reader drops while no game of the round is played, taken as that round's
 * `240` records: those players are left out, as bbpPairings leaves them out.
 */
function withColumnAbsences(t: Tournament, round: number): Tournament {
  const index = new Map(t.players.map((_, i) => [startOf(t, i), i]));
  const absences = [...roundBlocks(t.sourceLines ?? [], round)].flatMap(([start, b]) => {
    const kind = absenceKind(b);
    const i = index.get(start);
    return kind === undefined || i === undefined ? [] : [{ kind, round, players: [i] }];
  });
  return absences.length === 0 ? t : { ...t, absences: [...(t.absences ?? []), ...absences] };
}

/**
 * Round k's entries by starting rank: the pairs, the bye (U), the players its `240` records
 * declare absent whose lines do not hold the round yet, and a half- or full-point bye the round's
 * column already holds whose points the line's do not count yet (D310: written again, as `0000 - H`,
 * its points added).
 */
function roundEntries(t: Tournament, round: number, result: DutchPairing): Map<number, NewRoundEntry> {
  const entries = new Map<number, NewRoundEntry>();
  const lines = t.sourceLines ?? [];
  const held = roundBlocks(lines, round);
  // D412, D431: each letter's worth as the reader read it
  const values = tournamentLetterValues(t);
  for (const [start, b] of held) {
    const kind = absenceKind(b);
    const line = lines.find((l) => l.startsWith("001") && Number(l.slice(4, 8)) === start);
    if ((kind === "H" || kind === "F") && line && roundUncounted(line, round, values))
      entries.set(start, { bye: kind });
  }
  for (const a of t.absences ?? []) {
    if (a.round !== round) continue;
    for (const i of a.players) if (!held.has(startOf(t, i))) entries.set(startOf(t, i), { bye: a.kind });
  }
  for (const p of result.pairs) {
    entries.set(p.white, { opponent: p.black, colour: "w" });
    entries.set(p.black, { opponent: p.white, colour: "b" });
  }
  if (result.bye !== undefined) entries.set(result.bye, { bye: "U" });
  return entries;
}

/**
 * `--out` refused where the written file would be wrong: a round beyond the rounds its `142` /
 * `XXR` says the event has (the reader refuses the file once the round is entered), and a file
 * whose pairing-allocated bye is not worth a win (`162 … P`): the written `0000 - U` and the
 * points added to its line, and the sums `roundUncounted` reads, take a bye as a win's points.
 */
function outFits(r: DutchRequest, t: Tournament): void {
  const lines = t.sourceLines ?? [];
  const at = lines.findIndex((l) => /^(142|XXR) /.test(l));
  const planned = at < 0 ? undefined : parseRounds("142", lines[at]?.slice(4) ?? "");
  if (planned !== undefined && "value" in planned && r.round > planned.value)
    throw invalid(
      msg("dutchOutBeyondRounds", {
        round: r.round,
        file: r.file,
        line: at + 1,
        record: lines[at]?.slice(0, 3) ?? "142",
        rounds: planned.value,
      }),
    );
  if (t.parameters.byePoints2 !== 2) {
    const line = pointLineOf(lines, "P");
    throw invalid(
      msg("dutchOutByeWorth", {
        file: r.file,
        points: t.parameters.byePoints2 / 2,
        line,
        symbol: lines[line - 1]?.startsWith("162") === false ? "BBU" : "P",
      }),
    );
  }
}

/**
 * D365: an absence `Z` in the round written (a `240 Z` record's, written `0000 - Z` and counted 0,
 * or one the round's column already holds, which the round's games make the reader count) is
 * refused where the file's `162` (or `BBZ`) values the zero-point bye at other than 0: the written
 * points would disagree with the file's.
 */
function zeroByesFit(
  t: Tournament,
  round: number,
  entries: ReadonlyMap<number, NewRoundEntry>,
  lineOf: (start: number) => number,
): void {
  // D412: the worth the reader counted a `Z` at; the line that gives it read for the message only
  const zeroBye2 = t.parameters.absentPoints2;
  if (zeroBye2 === 0) return;
  const lines = t.sourceLines ?? [];
  const written = [...entries].filter(([, e]) => "bye" in e && e.bye === "Z").map(([start]) => start);
  const held = [...roundBlocks(lines, round)].filter(([, b]) => b.charAt(7).toUpperCase() === "Z");
  const start = [...written, ...held.map(([s]) => s)].sort((a, b) => lineOf(a) - lineOf(b))[0];
  if (start !== undefined)
    throw invalid(
      msg("dutchZeroByeWorth", {
        line: lineOf(start),
        player: start,
        round,
        points: zeroBye2 / 2,
        values: pointLineOf(lines, "A"),
      }),
    );
}

/** `--out`: the file read with round k written into it (D275), and the Baku records new to it (D277). */
function writeRound(
  r: DutchRequest,
  io: CliIO,
  text: string,
  t: Tournament,
  result: DutchPairing,
  records: readonly string[],
): void {
  // a round already in the file (a game or a bye at round k or later, a game not yet entered) is
  // not written over
  const lines = t.sourceLines ?? [];
  const taken = t.players.findIndex((p) => p.results.slice(r.round - 1).some((e) => e.kind !== "absent"));
  const lineOf = (start: number): number =>
    lines.findIndex((l) => l.startsWith("001") && Number(l.slice(4, 8)) === start) + 1;
  const written =
    pendingTrfGames(lines, Infinity).find((g) => g.round >= r.round) ??
    // a block of the round that is not an absence the pairing took (`0000 - U`, a bye given by hand)
    [...roundBlocks(lines, r.round)]
      .filter(([, b]) => absenceKind(b) === undefined)
      .map(([start]) => ({ line: lineOf(start) }))[0];
  if (taken >= 0 || written !== undefined) {
    const line = written?.line ?? lineOf(startOf(t, taken));
    throw invalid(msg("dutchRoundInFile", { round: r.round, line }));
  }
  const entries = roundEntries(t, r.round, result);
  zeroByesFit(t, r.round, entries, lineOf);
  const bytes = readBytes(r.file, io, "tournament");
  let out: Uint8Array;
  try {
    out = addTrfRound(bytes, text, r.round, entries, records);
  } catch (e) {
    if (e instanceof TrfRoundLineError) throw invalid(msg("dutchOutLine", { line: e.line }));
    throw e;
  }
  try {
    io.writeFile(r.out ?? "", out);
  } catch (error) {
    throw cannotWrite(r.out ?? "", error);
  }
  const games = result.pairs.length;
  io.err(
    `${r.out}: written with round ${r.round} (${games} games${result.bye === undefined ? "" : ", a bye"}${records.length > 0 ? `, ${records.length} acceleration records` : ""})\n`,
  );
}
