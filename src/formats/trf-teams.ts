/**
 * The team section of a TRF team event (RULES §2.4): the `310` team records (or the old `013`)
 * as read line by line, and the section they make with the `320`, `240`, `330`, `352` and `362`
 * records (`readTrf` in trf.ts gathers those and hands them over).
 */
import type { DiagnosticSink } from "../core/tournament/diagnostics";
import { msg } from "../i18n/table";
import type { Team, TeamBye, TeamForfeit, TeamSection } from "../core/tournament/model";

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

export function teamLine(line: string, lineNo: number, code: string): TeamLine {
  const members: { id: number; column: number }[] = [];
  // 310: players at 74-77, 79-82, … ; 013: at 37-40, 42-45, …
  for (let p = code === "310" ? 73 : 36; p < line.length; p += 5) {
    const id = line.slice(p, p + 4).trim();
    if (id !== "") members.push({ id: /^\d+$/.test(id) ? Number(id) : NaN, column: p + 1 });
  }
  if (code === "013") {
    return {
      code,
      line: lineNo,
      number: null,
      name: line.slice(4, 36).trim(),
      nickname: "",
      matchPoints: "",
      gamePoints: "",
      rank: "",
      members,
    };
  }
  const n = line.slice(4, 7).trim();
  return {
    code: "310",
    line: lineNo,
    number: /^\d+$/.test(n) && Number(n) > 0 ? Number(n) : null,
    name: line.slice(8, 40).trim(),
    nickname: line.slice(41, 46).trim(),
    matchPoints: line.slice(54, 60).trim(),
    gamePoints: line.slice(61, 67).trim(),
    rank: line.slice(68, 71).trim(),
    members,
  };
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
  pab320: readonly { line: number; mp: string; gp: string; teams: { round: number; id: number }[] }[];
  forfeits330: readonly { line: number; type: string; round: number; white: number; black: number }[];
  byes240: readonly { line: number; type: string; round: number; ids: number[] }[];
  header: ReadonlyMap<string, string>;
  index: ReadonlyMap<number, number>;
  rounds: number;
  sink: DiagnosticSink;
}): TeamSection {
  const { sink, index } = x;
  const has310 = x.teamLines.some((l) => l.code === "310");
  const lines = x.teamLines.filter((l) => l.code === (has310 ? "310" : "013"));
  if (has310 && lines.length < x.teamLines.length) {
    const old = x.teamLines.find((l) => l.code === "013");
    sink.info("old-team-records", old?.line ?? 0, 1, msg("rdOldTeamRecords", {}));
  }
  const teams: Team[] = [];
  const byNumber = new Map<number, number>();
  const teamOf = new Map<number, string>();
  lines.forEach((l, order) => {
    const number = l.code === "013" ? order + 1 : l.number;
    if (number === null) {
      sink.warning("bad-team-number", l.line, 5, msg("rdTeamNumber", {}));
      return;
    }
    if (byNumber.has(number)) {
      sink.warning("duplicate-team", l.line, 5, msg("rdTeamTwice", { team: number }));
      return;
    }
    const members: number[] = [];
    for (const m of l.members) {
      const i = Number.isInteger(m.id) ? index.get(m.id) : undefined;
      if (m.id === 0) continue;
      if (i === undefined) {
        sink.warning(
          "unknown-team-player",
          l.line,
          m.column,
          msg("rdTeamNoPlayer", { team: number, id: m.id }),
        );
        continue;
      }
      const other = teamOf.get(i);
      if (other !== undefined) {
        sink.warning(
          "player-in-two-teams",
          l.line,
          m.column,
          msg("rdTeamPlayerInTwo", { team: number, id: m.id, other }),
        );
        continue;
      }
      teamOf.set(i, String(number));
      members.push(i);
    }
    const number2 = (text: string, column: number, which: "match" | "game"): number | undefined => {
      if (text === "") return undefined;
      const v = doubled(text);
      if (v === null) {
        sink.warning(
          "bad-team-points",
          l.line,
          column,
          msg("rdTeamPoints", { team: number, which, value: text }),
        );
        return undefined;
      }
      return v / 2;
    };
    const mp = number2(l.matchPoints, 55, "match");
    const gp = number2(l.gamePoints, 62, "game");
    const rank = /^\d+$/.test(l.rank) ? Number(l.rank) : undefined;
    byNumber.set(number, teams.length);
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
    if (i === undefined)
      sink.warning("unknown-team", line, column, msg("rdTeamUnknown", { record: what, team: id }));
    return i;
  };
  const declared = Number(x.header.get("142") ?? "");
  const inRounds = (round: number, line: number, column: number, what: string): boolean => {
    if (Number.isInteger(round) && round >= 1 && round <= x.rounds) return true;
    // a round paired but not yet played (in-tournament exchange): nothing to count yet
    if (Number.isInteger(round) && round > x.rounds && round <= declared) return false;
    sink.warning(
      "bad-team-round",
      line,
      column,
      msg("rdTeamRound", { record: what, round, rounds: x.rounds }),
    );
    return false;
  };
  const byes: TeamBye[] = [];
  for (const r of x.pab320) {
    const mp = doubled(r.mp);
    const gp = doubled(r.gp);
    if (mp === null || gp === null) {
      sink.warning(
        "bad-team-points",
        r.line,
        mp === null ? 5 : 10,
        msg("rdTeamByePoints", { mp: r.mp, gp: r.gp }),
      );
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
        sink.warning("bad-bye", b.line, 5, msg("rdTeamByeType", { type: b.type }));
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
      sink.warning("bad-forfeit", f.line, 5, msg("rdTeamForfeit", { type: f.type }));
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
      sink.warning("point-system", 0, 0, msg("rdTeamMatchPoints", { value: mp362 }));
    } else matchPoints2 = { win, draw, loss };
  }
  return {
    teams,
    ...(boards !== undefined ? { boards, boardColours: colours.toUpperCase() } : {}),
    ...(matchPoints2 !== undefined ? { matchPoints2 } : {}),
    byes,
    forfeits,
  };
}
