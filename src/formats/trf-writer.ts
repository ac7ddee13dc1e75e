import { D28_ORDER, chessStandings } from "../core/tournament/chess-tiebreaks";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import type { Player, RoundEntry, TeamSection, Tournament } from "../core/tournament/model";
import { teamStandings } from "../core/tournament/teams";

/** The two versions `convert --to trf` writes (FORMATS §1.1): TRF-2026 (the default) and TRF16. */
export type TrfVersion = "2026" | "16";

/** Something the target cannot carry, said once per kind (with how many times it happened). */
export interface WriteNote {
  readonly severity: "error" | "warning";
  readonly code: string;
  readonly message: string;
}

export interface TrfWriteResult {
  readonly text: string;
  readonly notes: readonly WriteNote[];
}

/** TRF's name field, columns 15–47 (FORMATS §1.4). */
const NAME_WIDTH = 33;

/** Notes gathered by kind: the first example and a count. */
class Notes {
  private readonly byCode = new Map<
    string,
    { severity: WriteNote["severity"]; first: string; count: number }
  >();
  add(severity: WriteNote["severity"], code: string, first: string): void {
    const n = this.byCode.get(code);
    if (n) n.count++;
    else this.byCode.set(code, { severity, first, count: 1 });
  }
  list(): WriteNote[] {
    return [...this.byCode].map(([code, n]) => ({
      severity: n.severity,
      code,
      message: n.count > 1 ? `${n.first} (and ${n.count - 1} more)` : n.first,
    }));
  }
}

/** Text safe for one fixed-width field: no control characters, no characters outside the BMP. */
function fieldText(raw: string, what: string, notes: Notes): string {
  let out = "";
  let changed = false;
  for (const ch of raw) {
    const c = ch.codePointAt(0) ?? 0;
    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
      out += " ";
      changed = true;
    } else if (c > 0xffff) {
      // one character here, two UTF-16 units in readers that count them: the columns would shift
      out += "?";
      changed = true;
    } else out += ch;
  }
  if (changed)
    notes.add("warning", "trf-character", `${what}: control or non-BMP characters written as " " / "?"`);
  return out.trim();
}

/** `2013-07-27` → `2013/07/27` (TRF's date format, FORMATS §1.3); other text as it is. */
function trfDate(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : text;
}

/** Doubled points as TRF's `11.5`. */
const points = (twice: number): string => (twice / 2).toFixed(1);

/** The doubled points of an entry as written: the tournament's values for an unspecified bye/absence. */
function resolved(e: RoundEntry | undefined, t: Tournament): number | null {
  if (e === undefined) return 0;
  if (e.kind === "bye") return e.score ?? t.parameters.byePoints2;
  if (e.kind === "absent") return e.score ?? t.parameters.absentPoints2;
  return e.score;
}

/**
 * Writes the tournament as a FIDE Tournament Report File (FORMATS §1; TRF-2026 by default, TRF16 on
 * request): the header records `012` name, `022` place, `042`/`052` dates (`YYYY/MM/DD`), `062`
 * players, `072` rated players, `122` time control, and in TRF-2026 `142` the number of rounds;
 * one `001` line per player (starting rank, sex, title, name "Lastname, Firstname", rating,
 * federation, FIDE ID, birth date, points, final rank by D28's chess standings, then one block per
 * round) and, in TRF-2026, the player's national-rating lines. Round blocks: `1 = 0` played,
 * `+ - D` forfeits, `U` the pairing-allocated bye (`F` for a second one in a round), `H` a
 * half-point bye or absence, `Z` an absence for nothing. A TRF read by `readTrf` is written back
 * to the same model; what TRF cannot carry (handicaps, unknown results, a bye worth ½ or 0, long
 * names) is said in the notes.
 */
export function writeTrf(t: Tournament, version: TrfVersion = "2026"): TrfWriteResult {
  const notes = new Notes();
  const n = t.players.length;
  // starting ranks: the file's own when they are unique whole numbers 1–9999, else 1…n in order
  const given = t.players.map((p) => p.startNumber ?? 0);
  const keep = given.every((s) => Number.isInteger(s) && s >= 1 && s <= 9999) && new Set(given).size === n;
  const start = keep ? given : t.players.map((_, i) => i + 1);
  if (n > 9999) notes.add("error", "trf-too-many", `${n} players: TRF numbers at most 9999`);

  const lines: string[] = [];
  const head = (code: string, value: string | number | undefined): void => {
    if (value === undefined || String(value) === "") return;
    lines.push(`${code} ${fieldText(String(value), `record ${code}`, notes)}`);
  };
  // a TRF's own date text as it was; another format's date as TRF writes it (YYYY/MM/DD)
  const date = (text: string | undefined, parsed: CalendarDate | undefined): string | undefined =>
    t.format === "trf" ? text : parsed ? trfDate(formatIsoDate(parsed)) : text && trfDate(text);
  head("012", t.name);
  head("022", t.location);
  head("042", date(t.startDate, t.start));
  head("052", date(t.endDate, t.end));
  head("062", n);
  head("072", t.players.filter((p) => writtenRating(p) !== "").length);
  head("122", t.timeControl?.text);
  if (t.teams !== undefined) head("082", t.teams.teams.length);
  if (version === "2026") {
    head("142", Math.max(t.rounds, t.plannedRounds ?? 0));
    if (t.initialColour) head("152", t.initialColour === "white" ? "W" : "B");
  }

  // the final rank: chess standings by D28 (what `standings` prints for a TRF) of what is written
  const rankOf = new Map<number, number>();
  for (const row of chessStandings(asWritten(t), D28_ORDER)) rankOf.set(row.player, row.place);

  // the pairing-allocated bye's value: 162 P in TRF-2026 when it is not a win (FORMATS §1.3)
  const pab2 = t.parameters.byePoints2;
  if (pab2 !== 2 && (pab2 === 0 || pab2 === 1) && version === "2026")
    lines.push(`162  P${points(pab2).padStart(4)}`); // symbol at col 6, value at 7-10
  const pab = version === "2026" ? pab2 : 2;
  if (t.teams !== undefined && version === "2026") for (const l of teamHeader(t.teams, notes)) lines.push(l);

  const byeTaken = new Set<number>();
  t.players.forEach((p, i) => {
    const who = `player ${start[i]} (${p.name})`;
    let total = 0;
    const blocks = Array.from({ length: t.rounds }, (_, r) => {
      const e = p.results[r];
      const score = resolved(e, t);
      if (score !== null) total += score;
      return block(e, r, score, pab, who, start, byeTaken, notes);
    });
    const pts = points(total);
    if (pts.length > 4) notes.add("error", "trf-points", `${who}: ${pts} points do not fit TRF's 4 columns`);
    lines.push(
      staticPart("001", start[i] ?? i + 1, p, who, notes) +
        ` ${pts.padStart(4)} ${String(rankOf.get(i) ?? "").padStart(4)}  ${blocks.join("  ")}`.trimEnd(),
    );
    for (const nr of p.nationalRatings ?? []) {
      if (version !== "2026") {
        notes.add(
          "warning",
          "trf-national",
          `${who}: national ratings are TRF-2026 records, left out of TRF16`,
        );
        continue;
      }
      if (!/^[A-Z]{3}$/.test(nr.federation)) {
        notes.add(
          "warning",
          "trf-national",
          `${who}: national rating of "${nr.federation}" is not a 3-letter code, left out`,
        );
        continue;
      }
      lines.push(
        staticPart(
          nr.federation,
          start[i] ?? i + 1,
          {
            name: "",
            results: [],
            ...(nr.rating !== undefined ? { rating: nr.rating } : {}),
            ...(nr.id !== undefined ? { fideId: nr.id } : {}),
          },
          who,
          notes,
        ).trimEnd(),
      );
    }
  });
  if (t.teams !== undefined) for (const l of teamRecords(t, t.teams, start, version, notes)) lines.push(l);
  if (t.players.some((p) => p.results.some((e) => e.kind === "game" && (e.handicap ?? 0) > 0)))
    notes.add("warning", "trf-handicap", "handicaps are not carried by TRF");
  return { text: `${lines.join("\r\n")}\r\n`, notes: notes.list() };
}

/** The tournament as the TRF says it: byes and absences at their values, ratings TRF can hold. */
function asWritten(t: Tournament): Tournament {
  return {
    ...t,
    players: t.players.map((p) => {
      return {
        ...p,
        rating: writtenRating(p) !== "" ? p.rating : undefined,
        results: p.results.map((e): RoundEntry =>
          e.kind === "game" ? e : { ...e, score: resolved(e, t) as 0 | 1 | 2 },
        ),
      };
    }),
  };
}

function writtenRating(p: Player): string {
  const r = p.rating;
  return r !== undefined && Number.isInteger(r) && r > 0 && r <= 9999 ? String(r) : "";
}

/** Columns 1–79 of a `001` (or national-rating) line (FORMATS §1.4). */
function staticPart(code: string, start: number, p: Player, who: string, notes: Notes): string {
  const sex = p.sex ?? " ";
  const title = p.title && p.title.length <= 3 ? p.title : "";
  if (p.title && !title)
    notes.add("warning", "trf-title", `${who}: title "${p.title}" is longer than 3 characters, left out`);
  let name = fieldText(p.firstName ? `${p.name}, ${p.firstName}` : p.name, who, notes);
  if (name.length > NAME_WIDTH) {
    notes.add("warning", "trf-name-cut", `${who}: name cut to TRF's ${NAME_WIDTH} characters`);
    name = name.slice(0, NAME_WIDTH).trimEnd();
  }
  const rating = writtenRating(p);
  if (p.rating !== undefined && rating === "")
    notes.add("warning", "trf-rating", `${who}: rating ${p.rating} is not a whole number 1–9999, left out`);
  const fed = fieldText(p.federation ?? "", who, notes);
  const federation = fed.length <= 3 ? fed : "";
  if (fed.length > 3)
    notes.add(
      "warning",
      "trf-federation",
      `${who}: federation "${fed}" is longer than 3 characters, left out`,
    );
  // the FIDE ID: 1–11 digits; a national-rating line's own number: any 11 characters
  const idText = fieldText(p.fideId ?? "", who, notes);
  const id = code === "001" ? (/^\d{1,11}$/.test(idText) ? idText : "") : idText.length <= 11 ? idText : "";
  if (idText && !id)
    notes.add(
      "warning",
      "trf-fide-id",
      `${who}: ${code === "001" ? "FIDE ID" : `${code} number`} "${idText}" does not fit, left out`,
    );
  const birthText = fieldText(p.birth ?? "", who, notes);
  const birth = trfDate(birthText).length <= 10 ? birthText : "";
  if (birthText && !birth)
    notes.add(
      "warning",
      "trf-birth",
      `${who}: birth date "${birthText}" is longer than 10 characters, left out`,
    );
  return (
    `${code} ${String(start).padStart(4)} ${sex}${title.padStart(3)} ${name.padEnd(NAME_WIDTH)} ` +
    `${rating.padStart(4)} ${federation.padEnd(3)} ${id.padStart(11)} ${birth.padEnd(10)}`
  );
}

/** One round block, `OOOO c r` (FORMATS §1.4). */
function block(
  e: RoundEntry | undefined,
  round: number,
  score: number | null,
  pab: number,
  who: string,
  start: readonly number[],
  byeTaken: Set<number>,
  notes: Notes,
): string {
  const none = (result: string): string => `0000 - ${result}`;
  if (e === undefined || e.kind !== "game") {
    if (e?.kind === "bye" && score === pab) {
      if (byeTaken.has(round) && pab === 2) return none("F"); // U at most once per round
      byeTaken.add(round);
      return none("U");
    }
    if (e?.kind === "bye")
      notes.add(
        "warning",
        "trf-bye-value",
        `${who}, round ${round + 1}: a bye worth ${points(score ?? 0)} is written as ${score === 1 ? "H" : "Z"}`,
      );
    return none(score === 2 ? "F" : score === 1 ? "H" : "Z");
  }
  const opp = String(start[e.opponent] ?? e.opponent + 1).padStart(4);
  const colour = e.colour === "white" ? "w" : e.colour === "black" ? "b" : "-";
  if (e.score === null) {
    notes.add(
      "warning",
      "trf-unknown-result",
      `${who}, round ${round + 1}: result unknown, written as an absence (TRF has no code for it)`,
    );
    return none("Z");
  }
  if (!e.forfeit && e.colour === null)
    notes.add(
      "warning",
      "trf-no-colour",
      `${who}, round ${round + 1}: a played game without colour (FIDE's programs need one)`,
    );
  const result = e.forfeit ? (["-", "D", "+"] as const)[e.score] : (["0", "=", "1"] as const)[e.score];
  return `${opp} ${colour} ${result}`;
}

/** TRF-2026's team header records: `352` the boards' colours, `362` the match points (D45). */
function teamHeader(section: TeamSection, notes: Notes): string[] {
  const out: string[] = [];
  if (section.boardColours !== undefined) out.push(`352 ${section.boardColours}`);
  else if (section.boards !== undefined)
    notes.add(
      "warning",
      "trf-team-boards",
      `${section.boards} boards without their colours: no 352 record (TRF says the colour of each board)`,
    );
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
function teamRecords(
  t: Tournament,
  section: TeamSection,
  start: readonly number[],
  version: TrfVersion,
  notes: Notes,
): string[] {
  const lines: string[] = [];
  const members = (ids: readonly number[]): string =>
    ids.map((i) => String(start[i] ?? i + 1).padStart(4)).join(" ");
  const name = (raw: string, who: string): string => {
    const n = fieldText(raw, who, notes);
    if (n.length <= TEAM_NAME_WIDTH) return n;
    notes.add("warning", "trf-team-name-cut", `${who}: team name cut to TRF's ${TEAM_NAME_WIDTH} characters`);
    return n.slice(0, TEAM_NAME_WIDTH).trimEnd();
  };
  if (version === "16") {
    const ordered = section.teams.every((x, i) => x.number === i + 1);
    if (!ordered)
      notes.add(
        "warning",
        "trf-team-numbers",
        "TRF16's 013 records number teams in file order: team numbers not kept",
      );
    if (section.byes.length > 0 || section.forfeits.length > 0 || section.matchPoints2 !== undefined)
      notes.add(
        "warning",
        "trf-team-records",
        "team byes, forfeited matches and match points are TRF-2026 records, left out of TRF16",
      );
    for (const x of section.teams)
      lines.push(
        `013 ${name(x.name, `team ${x.number}`).padEnd(TEAM_NAME_WIDTH)}${members(x.members)}`.trimEnd(),
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
    const who = `team ${x.number}`;
    const nick = fieldText(x.nickname ?? "", who, notes);
    if (nick.length > 5)
      notes.add(
        "warning",
        "trf-team-nickname",
        `${who}: nickname "${nick}" is longer than 5 characters, left out`,
      );
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
