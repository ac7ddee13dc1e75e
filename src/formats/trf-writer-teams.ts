/**
 * The team section of a TRF file (D45), as the writer writes it: TRF-2026's header records and
 * its team records, TRF16's `013`; the reader's side is trf-teams.ts.
 */
import type { TeamSection, Tournament } from "../core/tournament/model";
import { teamStandings } from "../core/tournament/teams";
import { type WriterSubject } from "../i18n/writer-notes";
import { type Notes, type TrfVersion, fieldText, note, points } from "./trf-writer-fields";

/** TRF-2026's team header records: `352` the boards' colours, `362` the match points (D45). */
export function teamHeader(section: TeamSection, notes: Notes): string[] {
  const out: string[] = [];
  if (section.boardColours !== undefined) out.push(`352 ${section.boardColours}`);
  else if (section.boards !== undefined)
    notes.add("warning", note("wrBoardsNoColours", { boards: section.boards }));
  const mp = section.matchPoints2;
  if (mp !== undefined)
    out.push(`362 TW ${points(mp.win).padEnd(6)}TD ${points(mp.draw).padEnd(6)}TL ${points(mp.loss)}`);
  return out;
}

/** The team name field of `310` (columns 9–40) and `013` (5–36). */
const TEAM_NAME_WIDTH = 32;

/**
 * The team section (D45): TRF-2026 `310` per team (number, name, nickname, match and game points,
 * rank, members' starting ranks by board), `320` the pairing-allocated byes with their points,
 * `240` the F / H / Z byes of teams, `330` the forfeited matches; TRF16 only `013` (name and
 * members, teams numbered in file order), the rest said in the notes.
 */
export function teamRecords(
  t: Tournament,
  section: TeamSection,
  start: readonly number[],
  version: TrfVersion,
  notes: Notes,
): string[] {
  const lines: string[] = [];
  const members = (ids: readonly number[]): string =>
    ids.map((i) => String(start[i] ?? i + 1).padStart(4)).join(" ");
  const name = (raw: string, who: WriterSubject): string => {
    const n = fieldText(raw, who, notes);
    if (n.length <= TEAM_NAME_WIDTH) return n;
    notes.add("warning", note("wrTeamNameCut", { who, width: TEAM_NAME_WIDTH }));
    return n.slice(0, TEAM_NAME_WIDTH).trimEnd();
  };
  if (version === "16") {
    const ordered = section.teams.every((x, i) => x.number === i + 1);
    if (!ordered) notes.add("warning", note("wrTeamNumbers16", {}));
    if (section.byes.length > 0 || section.forfeits.length > 0 || section.matchPoints2 !== undefined)
      notes.add("warning", note("wrTeamRecords16", {}));
    for (const x of section.teams)
      lines.push(
        `013 ${name(x.name, { team: x.number }).padEnd(TEAM_NAME_WIDTH)}${members(x.members)}`.trimEnd(),
      );
    return lines;
  }
  // the points and rank the file gave; for a team event from another source, as computed
  let computed: ReturnType<typeof teamStandings> | undefined;
  const standing = (i: number): { mp: number; gp: number; place: number } | undefined => {
    computed ??= teamStandings(t, section);
    const row = computed.rows.find((r) => r.team === i);
    const res = computed.results.teams[i];
    return row && res ? { mp: res.matchPoints2 / 2, gp: res.gamePoints2 / 2, place: row.place } : undefined;
  };
  section.teams.forEach((x, i) => {
    const who: WriterSubject = { team: x.number };
    const nick = fieldText(x.nickname ?? "", who, notes);
    if (nick.length > 5) notes.add("warning", note("wrNicknameLong", { who, nickname: nick }));
    const given =
      x.fileMatchPoints !== undefined || x.fileGamePoints !== undefined || x.fileRank !== undefined;
    const s = given ? undefined : standing(i);
    const mp = x.fileMatchPoints ?? s?.mp;
    const gp = x.fileGamePoints ?? s?.gp;
    const rank = x.fileRank ?? s?.place;
    lines.push(
      `310 ${String(x.number).padStart(3)} ${name(x.name, who).padEnd(TEAM_NAME_WIDTH)} ` +
        `${(nick.length <= 5 ? nick : "").padEnd(5)}${" ".repeat(8)}` +
        `${(mp !== undefined ? points(2 * mp) : "").padStart(6)} ${(gp !== undefined ? points(2 * gp) : "").padStart(6)} ` +
        `${(rank !== undefined ? String(rank) : "").padStart(3)}  ${members(x.members)}`.trimEnd(),
    );
  });
  const id = (team: number): string => String(section.teams[team]?.number ?? team + 1);
  // 320: one line per value of the pairing-allocated bye, a team per round (more lines when
  // several teams had it in one round)
  const pabs = new Map<string, Map<number, number[]>>();
  for (const b of section.byes) {
    if (b.kind !== "P") continue;
    const key = `${points(b.matchPoints2 ?? 0).padStart(4)} ${points(b.gamePoints2 ?? 0).padStart(4)}`;
    const byRound = pabs.get(key) ?? new Map<number, number[]>();
    const inRound = byRound.get(b.round) ?? [];
    inRound.push(b.team);
    byRound.set(b.round, inRound);
    pabs.set(key, byRound);
  }
  for (const [key, byRound] of pabs) {
    let depth = 0;
    for (const v of byRound.values()) depth = Math.max(depth, v.length);
    for (let k = 0; k < depth; k++) {
      const cells = Array.from({ length: t.rounds }, (_, r) => {
        const team = byRound.get(r + 1)?.[k];
        return (team !== undefined ? id(team) : "").padStart(3);
      });
      lines.push(`320 ${key} ${cells.join(" ")}`.trimEnd());
    }
  }
  // 240: the F / H / Z byes of teams, one line per kind and round
  const declared = new Map<string, number[]>();
  for (const b of section.byes) {
    if (b.kind === "P") continue;
    const key = `${b.kind} ${String(b.round).padStart(3)}`;
    const teams = declared.get(key) ?? [];
    teams.push(b.team);
    declared.set(key, teams);
  }
  for (const [key, teams] of declared)
    lines.push(`240 ${key} ${teams.map((x) => id(x).padStart(4)).join(" ")}`);
  for (const f of section.forfeits)
    lines.push(
      `330 ${f.result} ${String(f.round).padStart(3)} ${id(f.white).padStart(3)} ${id(f.black).padStart(3)}`,
    );
  return lines;
}
