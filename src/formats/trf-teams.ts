/**
 * The team section of a TRF team event (RULES §2.4): the `310` team records (or the old `013`)
 * as read line by line, and the section they make with the `320`, `240`, `330`, `352` and `362`
 * records (`readTrf` in trf.ts gathers those and hands them over).
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import type { RoundEntry, Team, TeamBye, TeamForfeit, TeamSection } from "../core/tournament/model";
import { DEFAULT_MATCH_POINTS2 } from "../core/tournament/teams";
import { points } from "./trf-writer-fields";
import { teamSpill } from "./trf-columns";

/** A TRF-2026 `310` or TRF16 `013` record as read (FORMATS §1.5, TRF-2026 team section). */
export interface TeamLine {
  readonly code: "310" | "013";
  readonly line: number;
  readonly number: number | null;
  readonly name: string;
  readonly nickname: string;
  readonly matchPoints: string;
  readonly gamePoints: string;
  readonly rank: string;
  /** Starting ranks by board, with the column of each. */
  readonly members: readonly { id: number; column: number }[];
}

/**
 * A `310` or `013` record read at its columns (D77): a field across its columns is an error at
 * that column naming the team and the field; the team then keeps its number and name when they
 * stand before the spill (other records name it) but takes no members, points or rank from the
 * line; a spill at or before its name leaves the line out.
 */
export function teamLine(
  line: string,
  lineNo: number,
  code: "310" | "013",
  sink: DiagnosticSink,
): TeamLine | undefined {
  const spill = teamSpill(code, line);
  const n = line.slice(4, 7).trim();
  const number = code === "310" && /^\d+$/.test(n) && Number(n) > 0 ? Number(n) : null;
  const name = (code === "310" ? line.slice(8, 40) : line.slice(4, 36)).trim();
  if (spill !== undefined) {
    const team = { ...(number !== null ? { number } : {}), name };
    sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: code, team, ...spill }));
    if (spill.column <= (code === "310" ? 41 : 36)) return undefined;
  }
  const members: { id: number; column: number }[] = [];
  // 310: players at 74-77, 79-82, … ; 013: at 37-40, 42-45, …
  for (let p = code === "310" ? 73 : 36; spill === undefined && p < line.length; p += 5) {
    const id = line.slice(p, p + 4).trim();
    if (id !== "") members.push({ id: /^\d+$/.test(id) ? Number(id) : NaN, column: p + 1 });
  }
  const field = (from: number, to: number): string =>
    code === "310" && spill === undefined ? line.slice(from - 1, to).trim() : "";
  return {
    code,
    line: lineNo,
    number,
    name,
    nickname: code === "310" && (spill?.column ?? 48) > 47 ? line.slice(41, 46).trim() : "",
    matchPoints: field(55, 60),
    gamePoints: field(62, 67),
    rank: field(69, 71),
    members,
  };
}

/** A `320` record: the pairing-allocated bye's match and game points, the team of each round. */
export interface PabLine {
  readonly line: number;
  readonly mp: string;
  readonly gp: string;
  readonly teams: readonly { round: number; id: number }[];
}

/** A `330` record: a forfeited match, its round and teams. */
export interface ForfeitLine {
  readonly line: number;
  readonly type: string;
  readonly round: number;
  readonly white: number;
  readonly black: number;
}

/**
 * A `320` record (`320 MMMM GGGG TT1 TT2 …`) read at its columns, or nothing when a field
 * stands across them: an error at that column naming the field (and the round), D77.
 */
export function pabLine(line: string, lineNo: number, sink: DiagnosticSink): PabLine | undefined {
  if (spilled("320", line, lineNo, sink)) return undefined;
  const teams: { round: number; id: number }[] = [];
  for (let p = 14, round = 1; p < line.length; p += 4, round++) {
    const id = line.slice(p, p + 3).trim();
    if (id !== "" && Number(id) > 0) teams.push({ round, id: Number(id) });
  }
  return { line: lineNo, mp: line.slice(4, 8).trim(), gp: line.slice(9, 13).trim(), teams };
}

/** A `330` record (`330 +- RRR WWW BBB`) read at its columns, or nothing (as `320`, D77). */
export function forfeitLine(line: string, lineNo: number, sink: DiagnosticSink): ForfeitLine | undefined {
  if (spilled("330", line, lineNo, sink)) return undefined;
  return {
    line: lineNo,
    type: line.slice(4, 6),
    round: Number(line.slice(7, 10)),
    white: Number(line.slice(11, 14)),
    black: Number(line.slice(15, 18)),
  };
}

function spilled(code: "320" | "330", line: string, lineNo: number, sink: DiagnosticSink): boolean {
  const spill = teamSpill(code, line);
  if (spill !== undefined) sink.error(lineNo, spill.column, msg("rdTrfSpill", { record: code, ...spill }));
  return spill !== undefined;
}

/** "2.0" → 4 (doubled, D21); null when not a number of half points. */
function doubled(text: string): number | null {
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return null;
  const x = 2 * Number(text);
  return Number.isInteger(x) ? x : null;
}

/**
 * The team section of a TRF team event (RULES §2.4): `310` records (or, without them, the old
 * `013`), `320` pairing-allocated byes, `240` team byes, `330` forfeited matches, `352` boards
 * and `362` match points. What cannot be read is reported and left out, never guessed.
 */
export function teamSection(x: {
  teamLines: readonly TeamLine[];
  pab320: readonly PabLine[];
  forfeits330: readonly ForfeitLine[];
  byes240: readonly { line: number; type: string; round: number; ids: number[] }[];
  header: ReadonlyMap<string, string>;
  index: ReadonlyMap<number, number>;
  rounds: number;
  /** The players' rounds, for D409's byes of a TRF16 team event. */
  results?: readonly (readonly RoundEntry[])[];
  sink: DiagnosticSink;
}): TeamSection {
  const { sink, index } = x;
  const has310 = x.teamLines.some((l) => l.code === "310");
  const lines = x.teamLines.filter((l) => l.code === (has310 ? "310" : "013"));
  if (has310 && lines.length < x.teamLines.length) {
    const old = x.teamLines.find((l) => l.code === "013");
    sink.info(old?.line ?? 0, 1, msg("rdOldTeamRecords", {}));
  }
  const teams: Team[] = [];
  const lineOf: number[] = [];
  const byNumber = new Map<number, number>();
  const teamOf = new Map<number, string>();
  lines.forEach((l, order) => {
    const number = l.code === "013" ? order + 1 : l.number;
    if (number === null) {
      sink.warning(l.line, 5, msg("rdTeamNumber", {}));
      return;
    }
    if (byNumber.has(number)) {
      sink.warning(l.line, 5, msg("rdTeamTwice", { team: number }));
      return;
    }
    const members: number[] = [];
    for (const m of l.members) {
      const i = Number.isInteger(m.id) ? index.get(m.id) : undefined;
      if (m.id === 0) continue;
      if (i === undefined) {
        sink.warning(l.line, m.column, msg("rdTeamNoPlayer", { team: number, id: m.id }));
        continue;
      }
      const other = teamOf.get(i);
      if (other !== undefined) {
        sink.warning(l.line, m.column, msg("rdTeamPlayerInTwo", { team: number, id: m.id, other }));
        continue;
      }
      teamOf.set(i, String(number));
      members.push(i);
    }
    const number2 = (text: string, column: number, which: "match" | "game"): number | undefined => {
      if (text === "") return undefined;
      const v = doubled(text);
      if (v === null) {
        sink.warning(l.line, column, msg("rdTeamPoints", { team: number, which, value: text }));
        return undefined;
      }
      return v / 2;
    };
    const mp = number2(l.matchPoints, 55, "match");
    const gp = number2(l.gamePoints, 62, "game");
    const rank = /^\d+$/.test(l.rank) ? Number(l.rank) : undefined;
    byNumber.set(number, teams.length);
    lineOf.push(l.line);
    teams.push({
      name: l.name,
      number,
      ...(l.nickname !== "" ? { nickname: l.nickname } : {}),
      members,
      ...(mp !== undefined ? { fileMatchPoints: mp } : {}),
      ...(gp !== undefined ? { fileGamePoints: gp } : {}),
      ...(rank !== undefined ? { fileRank: rank } : {}),
    });
  });
  const teamIndex = (id: number, line: number, column: number, what: string): number | undefined => {
    const i = byNumber.get(id);
    if (i === undefined) sink.warning(line, column, msg("rdTeamUnknown", { record: what, team: id }));
    return i;
  };
  const declared = Number(x.header.get("142") ?? "");
  const inRounds = (round: number, line: number, column: number, what: string): boolean => {
    if (Number.isInteger(round) && round >= 1 && round <= x.rounds) return true;
    // a round paired but not yet played (in-tournament exchange): nothing to count yet
    if (Number.isInteger(round) && round > x.rounds && round <= declared) return false;
    sink.warning(line, column, msg("rdTeamRound", { record: what, round, rounds: x.rounds }));
    return false;
  };
  const byes: TeamBye[] = [];
  for (const r of x.pab320) {
    const mp = doubled(r.mp);
    const gp = doubled(r.gp);
    if (mp === null || gp === null) {
      sink.warning(r.line, mp === null ? 5 : 10, msg("rdTeamByePoints", { mp: r.mp, gp: r.gp }));
      continue;
    }
    for (const b of r.teams) {
      const team = teamIndex(b.id, r.line, 15 + 4 * (b.round - 1), "320");
      if (team !== undefined && inRounds(b.round, r.line, 15 + 4 * (b.round - 1), "320"))
        byes.push({ round: b.round, team, kind: "P", matchPoints2: mp, gamePoints2: gp });
    }
  }
  if (has310) {
    for (const b of x.byes240) {
      if (!["F", "H", "Z"].includes(b.type)) {
        sink.warning(b.line, 5, msg("rdTeamByeType", { type: b.type }));
        continue;
      }
      if (!inRounds(b.round, b.line, 7, "240")) continue;
      for (const id of b.ids) {
        const team = teamIndex(id, b.line, 11, "240");
        if (team !== undefined) byes.push({ round: b.round, team, kind: b.type as "F" | "H" | "Z" });
      }
    }
  }
  const forfeits: TeamForfeit[] = [];
  for (const f of x.forfeits330) {
    if (f.type !== "+-" && f.type !== "-+" && f.type !== "--") {
      sink.warning(f.line, 5, msg("rdTeamForfeit", { type: f.type }));
      continue;
    }
    if (!inRounds(f.round, f.line, 8, "330")) continue;
    const white = teamIndex(f.white, f.line, 12, "330");
    const black = teamIndex(f.black, f.line, 16, "330");
    if (white !== undefined && black !== undefined)
      forfeits.push({ round: f.round, white, black, result: f.type });
  }
  const colours = x.header.get("352")?.replace(/\s+/g, "") ?? "";
  const boards = /^[WB]+$/i.test(colours) ? colours.length : undefined;
  const mp362 = x.header.get("362");
  let matchPoints2: TeamSection["matchPoints2"];
  if (mp362 !== undefined && mp362 !== "") {
    const v = new Map(
      [...mp362.matchAll(/T([WDL])\s+(-?\d+(?:\.\d+)?)/g)].map((m) => [m[1], doubled(m[2] ?? "")]),
    );
    // a value given but not a number of half points is refused, never replaced by the default
    const given = (k: string, otherwise: number): number | null =>
      v.has(k) ? (v.get(k) ?? null) : otherwise;
    const win = given("W", 4);
    const draw = given("D", 2);
    const loss = given("L", 0);
    if (win === null || draw === null || loss === null) {
      sink.warning(0, 0, msg("rdTeamMatchPoints", { value: mp362 }));
    } else matchPoints2 = { win, draw, loss };
  }
  // D409: the bye read where a TRF16 team event's round leaves one team without a match, valued by
  // the section's own match points (362) and boards (352, else the most any team fielded)
  if (!has310 && x.pab320.length === 0 && x.results !== undefined) {
    const draw2 = matchPoints2?.draw ?? DEFAULT_MATCH_POINTS2.draw;
    for (const b of oldTeamByes(teams, lineOf, x.results, x.rounds, boards, draw2, sink)) byes.push(b);
  }
  return {
    teams,
    ...(boards !== undefined ? { boards, boardColours: colours.toUpperCase() } : {}),
    ...(matchPoints2 !== undefined ? { matchPoints2 } : {}),
    byes,
    forfeits,
  };
}

/**
 * D409: a TRF16 team event (`013` records, which hold no bye, and no `320`) says nothing of a team
 * without a match in a round. When one team alone has none while every other team has a member at
 * a board, it is the Swiss's pairing-allocated bye: read as a `320` record without values reads
 * (a drawn match, half the boards), the value written in, and said at the team's `013` line. Two
 * or more teams without a match in a round: each said, counted as nothing (D30).
 */
function oldTeamByes(
  teams: readonly Team[],
  lineOf: readonly number[],
  results: readonly (readonly RoundEntry[])[],
  rounds: number,
  given: number | undefined,
  draw2: number,
  sink: DiagnosticSink,
): TeamBye[] {
  const playedIn = (team: Team, r: number): number =>
    team.members.filter((m) => results[m]?.[r]?.kind === "game").length;
  let boards = given ?? 0;
  for (let r = 0; r < rounds && given === undefined; r++)
    for (const team of teams) boards = Math.max(boards, playedIn(team, r));
  const byes: TeamBye[] = [];
  for (let r = 0; r < rounds; r++) {
    const without = teams.flatMap((team, i) => (playedIn(team, r) === 0 ? [i] : []));
    if (without.length === 1 && teams.length % 2 === 1 && boards > 0) {
      const team = without[0] ?? 0;
      const value = { mp: points(draw2), gp: points(boards) };
      sink.warning(lineOf[team] ?? 0, 1, msg("rdTeamByeRead", { team: team + 1, round: r + 1, ...value }));
      byes.push({ round: r + 1, team, kind: "P", matchPoints2: draw2, gamePoints2: boards });
    } else if (without.length > 1 && without.length < teams.length)
      for (const team of without)
        sink.warning(lineOf[team] ?? 0, 1, msg("rdTeamNoMatch", { team: team + 1, round: r + 1 }));
  }
  return byes;
}
