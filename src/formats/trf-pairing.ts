/**
 * The TRF records pairing engines exchange (TRF-2026, FORMATS.md §1.3, §1.5; JaVaFo's TRF(x)
 * extensions, FORMATS.md §1.6), read at their columns into the tournament model and written back:
 * `240` players absent from a round (type at column 5: F, H or Z; round at 7–9; starting ranks at
 * 11–14, 16–19, …), `250` accelerations (match points 5–8, empty in an individual event; the
 * fictitious points 10–13; first and last round 15–17 and 19–21; first and last starting rank
 * 23–26 and 28–31) and `XXA` (starting rank 5–8, then one round's fictitious points at 10–13,
 * 15–18, …). A record with a bad value is not read, and its message names its column.
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import type { Tournament } from "../core/tournament/model";
import {
  type Acceleration,
  type DeclaredAbsence,
  type DeclaredByeKind,
  accelerationPoints2,
} from "../core/tournament/pairing-records";
import { type Message, msg } from "../i18n/table";
import { type TrfVersion, points } from "./trf-writer-fields";

/** A record's fault: its column (1-based) and its message. */
interface Fault {
  readonly column: number;
  readonly text: Message;
}

type Parsed<T> = { readonly value: T } | { readonly fault: Fault };

/** Starting rank → player index. */
export type StartIndex = ReadonlyMap<number, number>;

const field = (line: string, from: number, to: number): string => line.slice(from - 1, to).trim();

/** A round number at columns `from`–`to`, at most `rounds` when the tournament says how many (142). */
function round(line: string, record: string, from: number, to: number, rounds?: number): Parsed<number> {
  const text = field(line, from, to);
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1)
    return { fault: { column: from, text: msg("rdRecordRound", { record, value: text }) } };
  const r = Number(text);
  if (rounds !== undefined && r > rounds)
    return { fault: { column: from, text: msg("rdRecordBeyond", { record, round: r, rounds }) } };
  return { value: r };
}

/** A starting rank at columns `from`–`from + 3` that is a player of the file. */
function player(line: string, record: string, from: number, index: StartIndex): Parsed<number> {
  const text = field(line, from, from + 3);
  const i = /^\d{1,4}$/.test(text) ? index.get(Number(text)) : undefined;
  // said at the value's first character (a starting rank is right-aligned)
  const column = from + (text === "" ? 0 : line.slice(from - 1).search(/\S/));
  if (i === undefined) return { fault: { column, text: msg("rdRecordPlayer", { record, id: text }) } };
  return { value: i };
}

/** Fictitious points at columns `from`–`from + 3` as doubled points: a multiple of ½ (D21), not 0 unless `zero`. */
function fictitious(line: string, record: string, from: number, zero: boolean): Parsed<number> {
  const text = field(line, from, from + 3);
  if (zero && text === "") return { value: 0 };
  const twice = /^\d{1,2}(\.\d)?$/.test(text) ? Number(text) * 2 : NaN;
  if (!Number.isInteger(twice) || (!zero && twice === 0))
    return { fault: { column: from, text: msg("rdAccelerationValue", { record, value: text }) } };
  return { value: twice };
}

/** A `240` record: its type, round and players. */
export function parseAbsence(line: string, index: StartIndex, rounds?: number): Parsed<DeclaredAbsence> {
  const kind = line.charAt(4).toUpperCase();
  if (kind !== "F" && kind !== "H" && kind !== "Z")
    return { fault: { column: 5, text: msg("rdTeamByeType", { type: line.charAt(4) }) } };
  const r = round(line, "240", 7, 9, rounds);
  if ("fault" in r) return r;
  const players: number[] = [];
  const end = line.trimEnd().length;
  for (let at = 11; at <= end; at += 5) {
    const p = player(line, "240", at, index);
    if ("fault" in p) return p;
    players.push(p.value);
  }
  if (players.length === 0)
    return { fault: { column: 11, text: msg("rdRecordPlayer", { record: "240", id: "" }) } };
  return { value: { kind: kind as DeclaredByeKind, round: r.value, players } };
}

/** A `250` record of an individual event. */
export function parseAccelerationRange(
  line: string,
  index: StartIndex,
  rounds?: number,
): Parsed<Acceleration> {
  const match = field(line, 5, 8);
  if (match !== "" && !/^0{0,2}\.?0?$/.test(match))
    return { fault: { column: 5, text: msg("rdAccelerationMatch", { value: match }) } };
  const p2 = fictitious(line, "250", 10, false);
  if ("fault" in p2) return p2;
  const firstRound = round(line, "250", 15, 17, rounds);
  if ("fault" in firstRound) return firstRound;
  const lastRound = round(line, "250", 19, 21, rounds);
  if ("fault" in lastRound) return lastRound;
  if (firstRound.value > lastRound.value) {
    const order = { record: "250", what: "rounds" as const, first: firstRound.value, last: lastRound.value };
    return { fault: { column: 19, text: msg("rdRecordOrder", order) } };
  }
  const first = player(line, "250", 23, index);
  if ("fault" in first) return first;
  const last = player(line, "250", 28, index);
  if ("fault" in last) return last;
  const [low, high] = [field(line, 23, 26), field(line, 28, 31)].map(Number) as [number, number];
  if (low > high)
    return {
      fault: {
        column: 28,
        text: msg("rdRecordOrder", { record: "250", what: "players", first: low, last: high }),
      },
    };
  const range = {
    firstRound: firstRound.value,
    lastRound: lastRound.value,
    first: first.value,
    last: last.value,
  };
  return { value: { form: "range", points2: p2.value, ...range } };
}

/** An `XXA` record: one player's fictitious points per round (blank = 0). */
export function parseAccelerationRow(line: string, index: StartIndex, rounds?: number): Parsed<Acceleration> {
  const who = player(line, "XXA", 5, index);
  if ("fault" in who) return who;
  const values: number[] = [];
  const end = line.trimEnd().length;
  for (let at = 10; at <= end; at += 5) {
    const v = fictitious(line, "XXA", at, true);
    if ("fault" in v) return v;
    if (rounds !== undefined && values.length >= rounds && v.value !== 0) {
      const beyond = { record: "XXA", round: values.length + 1, rounds };
      return { fault: { column: at, text: msg("rdRecordBeyond", beyond) } };
    }
    values.push(v.value);
  }
  return { value: { form: "rounds", player: who.value, points2: values } };
}

/** A record's line, as read. */
export interface SourceRecord {
  readonly line: number;
  readonly text: string;
}

/**
 * The `240`, `250` and `XXA` records of an individual event, in file order, each said at its
 * line and column when it has a bad value (and then not read, D202); a player declared absent
 * twice from one round is said at the second record.
 */
export function readPairingRecords(
  records: readonly SourceRecord[],
  index: StartIndex,
  rounds: number | undefined,
  sink: DiagnosticSink,
): { absences: DeclaredAbsence[]; accelerations: Acceleration[] } {
  const absences: DeclaredAbsence[] = [];
  const accelerations: Acceleration[] = [];
  const absent = new Set<string>();
  for (const r of records) {
    const code = r.text.slice(0, 3);
    if (code === "240") {
      const parsed = parseAbsence(r.text, index, rounds);
      if ("fault" in parsed) {
        sink.error(r.line, parsed.fault.column, parsed.fault.text);
        continue;
      }
      const twice = parsed.value.players.findIndex((p) => absent.has(`${parsed.value.round}:${p}`));
      if (twice >= 0) {
        const id = Number(field(r.text, 11 + 5 * twice, 14 + 5 * twice));
        sink.error(r.line, 11 + 5 * twice, msg("rdAbsenceTwice", { round: parsed.value.round, id }));
        continue;
      }
      for (const p of parsed.value.players) absent.add(`${parsed.value.round}:${p}`);
      absences.push(parsed.value);
    } else {
      const parsed =
        code === "250"
          ? parseAccelerationRange(r.text, index, rounds)
          : parseAccelerationRow(r.text, index, rounds);
      if ("fault" in parsed) sink.error(r.line, parsed.fault.column, parsed.fault.text);
      else accelerations.push(parsed.value);
    }
  }
  return { absences, accelerations };
}

/** The number of rounds of `142` / `XXR` (a whole number from 1, D202), or its fault at column 5. */
export function parseRounds(record: string, text: string): Parsed<number> {
  const value = text.trim();
  if (/^\d{1,3}$/.test(value) && Number(value) >= 1) return { value: Number(value) };
  return { fault: { column: 5, text: msg("rdRoundsValue", { record, value }) } };
}

/** `240` as written (D201): type, round right-aligned in 7–9, starting ranks right-aligned in 4 columns. */
export function absenceLine(a: DeclaredAbsence, start: readonly number[]): string {
  const ids = a.players.map((p) => String(start[p] ?? p + 1).padStart(4));
  return `240 ${a.kind} ${String(a.round).padStart(3)} ${ids.join(" ")}`;
}

/** `250` or `XXA` as written (D201). */
export function accelerationLine(a: Acceleration, start: readonly number[]): string {
  const id = (p: number): string => String(start[p] ?? p + 1).padStart(4);
  if (a.form === "rounds")
    return `XXA ${id(a.player)} ${a.points2.map((v) => points(v).padStart(4)).join(" ")}`;
  const r = (n: number): string => String(n).padStart(3);
  return `250      ${points(a.points2).padStart(4)} ${r(a.firstRound)} ${r(a.lastRound)} ${id(a.first)} ${id(a.last)}`;
}

/** The records this module reads and writes: the writer owns them in an individual event. */
export const PAIRING_RECORDS: ReadonlySet<string> = new Set(["240", "250", "XXA"]);

/**
 * The `240`, `250` and `XXA` lines of an individual event's model (D201): a record the source
 * file had with the same meaning is written as it was there (its own padding kept); another in
 * the form above. TRF16 has no `240` (its grid holds the rounds played) and no `250`: there the
 * accelerations are written as `XXA` rows, one per player with fictitious points, the value of
 * each round as D200 reads the records.
 */
export function pairingLines(t: Tournament, start: readonly number[], version: TrfVersion): string[] {
  const index: StartIndex = new Map(start.map((s, i) => [s, i]));
  const source = new Map<string, string[]>();
  for (const text of t.format === "trf" ? (t.sourceLines ?? []) : []) {
    const code = text.slice(0, 3);
    const parsed =
      code === "240"
        ? parseAbsence(text, index)
        : code === "250"
          ? parseAccelerationRange(text, index)
          : code === "XXA"
            ? parseAccelerationRow(text, index)
            : undefined;
    if (parsed === undefined || "fault" in parsed) continue;
    const key = JSON.stringify(parsed.value);
    source.set(key, [...(source.get(key) ?? []), text]);
  }
  const asRead = (value: object, written: string): string =>
    source.get(JSON.stringify(value))?.shift() ?? written;
  const accelerations = t.accelerations ?? [];
  if (version === "16") {
    if (accelerations.every((a) => a.form === "rounds"))
      return accelerations.map((a) => asRead(a, accelerationLine(a, start)));
    const last = accelerations.reduce(
      (m, a) => Math.max(m, a.form === "rounds" ? a.points2.length : a.lastRound),
      0,
    );
    const rows: Acceleration[] = [];
    t.players.forEach((_, player) => {
      const points2 = Array.from({ length: last }, (_, r) =>
        accelerationPoints2(accelerations, start, player, r + 1),
      );
      if (points2.some((v) => v !== 0)) rows.push({ form: "rounds", player, points2 });
    });
    return rows.map((a) => accelerationLine(a, start));
  }
  return [
    ...accelerations.map((a) => asRead(a, accelerationLine(a, start))),
    ...(t.absences ?? []).map((a) => asRead(a, absenceLine(a, start))),
  ];
}
