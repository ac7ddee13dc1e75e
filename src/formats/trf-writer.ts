import { chessStandings } from "../core/tournament/chess-standings";
import { type ChessTiebreak, D28_ORDER } from "../core/tournament/chess-tiebreaks";
import { type CalendarDate, formatIsoDate } from "../core/common/date";
import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import {
  type LetterValues,
  foreignPoints,
  isPointRecord,
  letterPoints2,
  linesLetterValues,
  tournamentLetterValues,
} from "./trf-points";
import { keepRecords } from "./trf-writer-keep";
import { reportGaps, roundDatesLine } from "./trf-report";
import { PAIRING_RECORDS, pairingLines } from "./trf-pairing";
import { roundBlocks } from "./trf-new-round";
import { teamHeader, teamRecords } from "./trf-writer-teams";
import { Notes, type TrfVersion, type TrfWriteResult, fieldText, note, points } from "./trf-writer-fields";
import { type WriterSubject } from "../i18n/writer-notes";

/** TRF's name field, columns 15–47 (FORMATS §1.4). */
const NAME_WIDTH = 33;

/** `2013-07-27` → `2013/07/27` (TRF's date format, FORMATS §1.3); other text as it is. */
function trfDate(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : text;
}

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
 * names) is said in the notes. The final rank orders by `ranking`, D28's chess tie-breaks unless
 * a sheet's own list is given (D388).
 */
export function writeTrf(
  t: Tournament,
  version: TrfVersion = "2026",
  ranking: readonly ChessTiebreak[] = D28_ORDER,
): TrfWriteResult {
  const notes = new Notes();
  const n = t.players.length;
  // starting ranks: the file's own when they are unique whole numbers 1–9999, else 1…n in order
  const given = t.players.map((p) => p.startNumber ?? 0);
  const keep = given.every((s) => Number.isInteger(s) && s >= 1 && s <= 9999) && new Set(given).size === n;
  const start = keep ? given : t.players.map((_, i) => i + 1);
  if (n > 9999) notes.add("error", note("wrTooManyPlayers", { players: n, max: 9999 }));

  const lines: string[] = [];
  const head = (code: string, value: string | number | undefined): void => {
    if (value === undefined || String(value) === "") return;
    lines.push(`${code} ${fieldText(String(value), { record: code }, notes)}`);
  };
  // a TRF's own date text as it was; another format's date as TRF writes it (YYYY/MM/DD)
  const date = (text: string | undefined, parsed: CalendarDate | undefined): string | undefined =>
    t.format === "trf" ? text : parsed ? trfDate(formatIsoDate(parsed)) : text && trfDate(text);
  head("012", t.name);
  head("022", t.location);
  head("032", t.report?.federation);
  head("042", date(t.startDate, t.start));
  head("052", date(t.endDate, t.end));
  head("062", n);
  head("072", t.players.filter((p) => writtenRating(p) !== "").length);
  head("092", t.report?.type);
  head("102", t.report?.chiefArbiter);
  for (const deputy of t.report?.deputyArbiters ?? []) head("112", deputy);
  head("122", t.timeControl?.text);
  if (t.report?.roundDates) lines.push(roundDatesLine(t.report.roundDates));
  if (t.teams !== undefined) head("082", t.teams.teams.length);
  if (version === "2026") {
    head("142", Math.max(t.rounds, t.plannedRounds ?? 0));
    if (t.initialColour) head("152", t.initialColour === "white" ? "W" : "B");
  } else {
    // D407: TRF16 has no 142 / 152; the rounds and the initial colour as JaVaFo's XXR and XXC,
    // which bbpPairings reads too, and the line order's rank (D226) kept beside the colour
    head("XXR", Math.max(t.rounds, t.plannedRounds ?? 0));
    const xxc = [t.rankedByLines ? "rank" : "", t.initialColour ? `${t.initialColour}1` : ""];
    head("XXC", xxc.filter((w) => w !== "").join(" "));
  }
  const ahead = version === "16" ? absencesAhead(t, start, notes) : new Map<number, string>();
  // a TRF read: its blocks of each round and the next, by its starting ranks (D408, D432)
  const source = t.format === "trf" ? t.sourceLines : undefined;
  const sourceBlocks = Array.from({ length: source ? t.rounds + 1 : 0 }, (_, r) =>
    roundBlocks(source ?? [], r + 1),
  );
  const column = nextRoundColumn(sourceBlocks[t.rounds]);
  // the starting ranks the source's 001 records hold: a round's blank block is theirs alone (D454)
  const sourceStarts = new Set(
    (source ?? []).filter((l) => l.startsWith("001")).map((l) => Number(l.slice(4, 8))),
  );
  // D431: what each letter written is worth in the file written: the reader's values; a TRF16
  // keeps no 162 (TRF-2026's) and values the pairing-allocated bye as a win, only BB? lines kept
  const values =
    version === "2026"
      ? tournamentLetterValues(t)
      : { ...linesLetterValues((source ?? []).filter((l) => !l.startsWith("162"))), pab2: 2 };

  // the final rank: chess standings by D28 (what `standings` prints for a TRF) of what is written,
  // or by a sheet's tie-breaks (D388)
  const written = asWritten(t, values);
  const rankOf = new Map<number, number>();
  for (const row of chessStandings(written, ranking)) rankOf.set(row.player, row.place);

  // the pairing-allocated bye's value: 162 P in TRF-2026 when it is not a win (FORMATS §1.3); this
  // 162 takes the place of the file's, so a TRF's A (zero-point bye, forfeit loss) is kept in it
  // beside P, where its blocks are written at A's worth (D454)
  const pab2 = t.parameters.byePoints2;
  const zero2 = t.format === "trf" ? values.zeroBye2 : 0;
  const a = zero2 === 1 || zero2 === 2 ? `    A${points(zero2).padStart(4)}` : "";
  if (pab2 !== 2 && (pab2 === 0 || pab2 === 1) && version === "2026")
    lines.push(`162  P${points(pab2).padStart(4)}${a}`); // symbol at col 6, value at 7-10
  const pab = version === "2026" ? pab2 : 2;
  if (t.teams !== undefined && version === "2026") for (const l of teamHeader(t.teams, notes)) lines.push(l);

  const byeTaken = new Set<number>();
  t.players.forEach((p, i) => {
    const who: WriterSubject = { player: start[i] ?? i + 1, name: p.name };
    let total = 0;
    const blocks = Array.from({ length: t.rounds }, (_, r) => {
      const e = p.results[r];
      const score = resolved(e, t);
      const as = { kind: e?.kind, score, values };
      const text =
        sourceBlock(sourceBlocks[r], sourceStarts.has(p.startNumber ?? -1) ? p.startNumber : undefined, as) ??
        block(e, r, score, pab, who, start, byeTaken, notes);
      // each round at its worth as written, the rank's too (D455): a forfeit loss at the file's value
      total += written.players[i]?.results[r]?.score ?? 0;
      return text;
    });
    // D407, D408, D310: a bye declared ahead is counted in the points, as bbpPairings' checker counts it
    const next = ahead.get(i) ?? column.get(p.startNumber ?? -1);
    if (next !== undefined) {
      blocks.push(`0000 - ${next}`);
      total += letterPoints2(next, false, values) ?? 0;
    }
    const pts = points(total);
    if (pts.length > 4) notes.add("error", note("wrPointsTooWide", { who, points: pts }));
    lines.push(
      staticPart("001", start[i] ?? i + 1, p, who, notes) +
        ` ${pts.padStart(4)} ${String(rankOf.get(i) ?? "").padStart(4)}  ${blocks.join("  ")}`.trimEnd(),
    );
    for (const nr of p.nationalRatings ?? []) {
      if (version !== "2026") {
        notes.add("warning", note("wrNational16", { who }));
        continue;
      }
      if (!/^[A-Z]{3}$/.test(nr.federation)) {
        notes.add("warning", note("wrNationalCode", { who, federation: nr.federation }));
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
  // an individual event's absences and accelerations: the model's, in place of the source's
  const owned = t.teams === undefined && (t.absences || t.accelerations) ? PAIRING_RECORDS : undefined;
  if (owned) for (const l of pairingLines(t, start, version)) lines.push(l);
  if (t.players.some((p) => p.results.some((e) => e.kind === "game" && (e.handicap ?? 0) > 0)))
    notes.add("warning", note("wrHandicaps", {}));
  // a TRF read keeps the records written from nothing of the model, in their places; not a point
  // system other than 1 / ½ / 0, which the points and ranks written would contradict
  const foreign = source ? foreignPoints(source) : "";
  if (foreign !== "") notes.add("warning", note("wrPointSystem", { shown: foreign }));
  const kept = foreign === "" ? source : source?.filter((l) => !isPointRecord(l));
  const out = kept ? keepRecords(lines, kept, version, owned) : lines;
  return { text: `${out.join("\r\n")}\r\n`, notes: notes.list() };
}

/**
 * D407: TRF16 has no `240`. The absences declared for the round after the crosstable are written
 * in that round's column (`0000 - H`), where JaVaFo's in-tournament files and bbpPairings have
 * them and `pair` reads them (D278): their letters by player index; one declared for a later round has no
 * column TRF16 can give it without a blank round before it, which bbpPairings reads as a round
 * the player was not paired in: said, not written.
 */
function absencesAhead(t: Tournament, start: readonly number[], notes: Notes): Map<number, string> {
  const ahead = new Map<number, string>();
  for (const a of t.absences ?? []) {
    if (a.round <= t.rounds) continue;
    for (const i of a.players) {
      const who: WriterSubject = { player: start[i] ?? i + 1, name: t.players[i]?.name ?? "" };
      if (a.round === t.rounds + 1) ahead.set(i, a.kind);
      else notes.add("warning", note("wrAbsenceLater16", { who, round: a.round, rounds: t.rounds }));
    }
  }
  return ahead;
}

/**
 * D408: the absences a TRF declares in the column after its last round (JaVaFo's in-tournament
 * files, `0000 - H`, `F`, `Z`, `-`; D278), which the reader leaves out of the crosstable and
 * `pair` reads from the lines: their letters by the source's starting rank (from the blocks of
 * that column, `roundBlocks`), written back in that column.
 */
function nextRoundColumn(blocks: ReadonlyMap<number, string> | undefined): Map<number, string> {
  const letters = new Map<number, string>();
  for (const [start, b] of blocks ?? []) {
    const m = /^(?:0000| {4}) [- ] ([HFZ-])$/i.exec(b);
    if (m?.[1] !== undefined) letters.set(start, m[1].toUpperCase());
  }
  return letters;
}

/**
 * D454: a round without a game written as the file read wrote it, where reading that block again
 * gives the entry: a bye (`U`, `+` without an opponent, `F`) or an absence (`H`, `Z`, `-` without an
 * opponent, a blank block), at its worth in the file written (D431's `letterPoints2`). The
 * writer's own letters are chosen by the score alone: with `162`'s A 0.5 a blank round, a `Z` and
 * a `0000 - -` came back as `H`, and a `0000 - -` and a blank as `Z` under any `162`; a
 * `0000 - +` (D432) as `U` or `F`, which bbpPairings reads as a player who took no part in the
 * pairing. `start` is the player's starting rank where the source has his line (a block missing
 * from `blocks` is then blank), else undefined.
 */
function sourceBlock(
  blocks: ReadonlyMap<number, string> | undefined,
  start: number | undefined,
  e: { kind: RoundEntry["kind"] | undefined; score: number | null; values: LetterValues },
): string | undefined {
  if (blocks === undefined || start === undefined || (e.kind !== "bye" && e.kind !== "absent"))
    return undefined;
  const b = blocks.get(start) ?? " ".repeat(8);
  const letter = /^(?:0000| {4}) [- ] ([-+UHFZ ])$/i.exec(b)?.[1]?.toUpperCase();
  if (letter === undefined) return undefined;
  const kind = "+UF".includes(letter) ? "bye" : "absent";
  return kind === e.kind && letterPoints2(letter, false, e.values) === e.score ? b : undefined;
}

/**
 * The tournament as the TRF says it: byes and absences at their values, a forfeit loss at the
 * file's (D431's `letterPoints2`, which the model counts 0; D455), ratings TRF can hold. The
 * points and the rank written both count its rounds.
 */
function asWritten(t: Tournament, values: LetterValues): Tournament {
  const lost = letterPoints2("-", true, values);
  const forfeitLoss2 = lost === 1 || lost === 2 ? lost : 0;
  return {
    ...t,
    players: t.players.map((p) => {
      return {
        ...p,
        rating: writtenRating(p) !== "" ? p.rating : undefined,
        results: p.results.map((e): RoundEntry => {
          if (e.kind !== "game") return { ...e, score: resolved(e, t) as 0 | 1 | 2 };
          return e.forfeit && e.score === 0 ? { ...e, score: forfeitLoss2 } : e;
        }),
      };
    }),
  };
}

function writtenRating(p: Player): string {
  const r = p.rating;
  return r !== undefined && Number.isInteger(r) && r > 0 && r <= 9999 ? String(r) : "";
}

/** Columns 1–79 of a `001` (or national-rating) line (FORMATS §1.4). */
function staticPart(code: string, start: number, p: Player, who: WriterSubject, notes: Notes): string {
  const sex = p.sex ?? " ";
  const title = p.title && p.title.length <= 3 ? p.title : "";
  if (p.title && !title) notes.add("warning", note("wrTitleLong", { who, title: p.title }));
  let name = fieldText(p.firstName ? `${p.name}, ${p.firstName}` : p.name, who, notes);
  if (name.length > NAME_WIDTH) {
    notes.add("warning", note("wrNameCut", { who, width: NAME_WIDTH }));
    name = name.slice(0, NAME_WIDTH).trimEnd();
  }
  const rating = writtenRating(p);
  if (p.rating !== undefined && rating === "")
    notes.add("warning", note("wrRatingOut", { who, rating: p.rating }));
  const fed = fieldText(p.federation ?? "", who, notes);
  const federation = fed.length <= 3 ? fed : "";
  if (fed.length > 3) notes.add("warning", note("wrFederationLong", { who, federation: fed }));
  // the FIDE ID: 1–11 digits; a national-rating line's own number: any 11 characters
  const idText = fieldText(p.fideId ?? "", who, notes);
  const id = code === "001" ? (/^\d{1,11}$/.test(idText) ? idText : "") : idText.length <= 11 ? idText : "";
  if (idText && !id) notes.add("warning", note("wrIdOut", { who, record: code, id: idText }));
  const birthText = fieldText(p.birth ?? "", who, notes);
  const birth = trfDate(birthText).length <= 10 ? birthText : "";
  if (birthText && !birth) notes.add("warning", note("wrBirthLong", { who, birth: birthText }));
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
  who: WriterSubject,
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
        note("wrByeValue", {
          who,
          round: round + 1,
          points: points(score ?? 0),
          letter: score === 1 ? "H" : "Z",
        }),
      );
    return none(score === 2 ? "F" : score === 1 ? "H" : "Z");
  }
  const opp = String(start[e.opponent] ?? e.opponent + 1).padStart(4);
  const colour = e.colour === "white" ? "w" : e.colour === "black" ? "b" : "-";
  if (e.score === null) {
    notes.add("warning", note("wrUnknownResult", { who, round: round + 1 }));
    return none("Z");
  }
  if (!e.forfeit && e.colour === null) notes.add("warning", note("wrNoColour", { who, round: round + 1 }));
  const result = e.forfeit ? (["-", "D", "+"] as const)[e.score] : (["0", "=", "1"] as const)[e.score];
  return `${opp} ${colour} ${result}`;
}

export type { TrfVersion, TrfWriteResult, WriteNote } from "./trf-writer-fields";

/**
 * FIDE's rating report (D203): the tournament as TRF-2026, and what the report requires that the
 * tournament does not say (reportGaps), never made up. `convert --to trf` and the pane's
 * "FIDE report (TRF)" button (D300) write it, the button ranking by the sheet's tie-breaks (D388).
 */
export function ratingReport(t: Tournament, ranking: readonly ChessTiebreak[] = D28_ORDER): TrfWriteResult {
  const written = writeTrf(t, "2026", ranking);
  return { text: written.text, notes: [...written.notes, ...reportGaps(t)] };
}
