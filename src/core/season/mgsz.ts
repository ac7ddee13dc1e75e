/**
 * An MGSZ season (RULES §1, issue 26): the officer's list and tournaments, rated in date order
 * (D140, D141), each through the whole-tournament engine (src/core/engines/mgsz.ts) from the list
 * as the ones before it left it: promotions count the thresholds reached once across
 * tournaments (D8, D26), new players enter by D24 and join the list when they enter the register
 * (D142); a tournament already in the list's history is refused (D147). Pure: the caller reads the files and writes the list.
 */
import { msg } from "../../i18n/table";
import { RatingError, invalid } from "../common/errors";
import { rateMgszTournament } from "../engines/mgsz";
import type { ListedRating, MgszPlayerResult, MgszTournamentResult } from "../engines/mgsz-types";
import { fullName } from "../tournament/model";
import type { Player } from "../tournament/model";
import { queryOf } from "../engines/match";
import { answersOf } from "./answers";
import { SeasonIndex } from "./index";
import { type Dated, endOf, seasonOrder } from "./order";
import type {
  SeasonAnswers,
  SeasonChange,
  SeasonEvent,
  SeasonPlayer,
  SeasonResult,
  SeasonStep,
} from "./types";

/**
 * The rows `rows` of the list as the engine matches them: a row read from a file keeps its line,
 * a row the season added is named by its place in the list (as the list written by --out has it).
 */
function listed(list: readonly SeasonPlayer[], rows: readonly number[]): ListedRating[] {
  return rows.map((i) => {
    const p = list[i] as SeasonPlayer;
    return {
      ...(p.pin !== undefined ? { pin: p.pin } : {}),
      name: p.name,
      ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
      ...(p.federation !== undefined ? { federation: p.federation } : {}),
      rating: p.rating,
      ...(p.rank !== undefined ? { rank: p.rank } : {}),
      line: p.line ?? i + 1,
      reachedOnce: p.reachedOnce,
      history: p.history,
    };
  });
}

/** A tournament's player entering the list (D142): who he is, and his first history entry. */
function entering(p: Player, r: MgszPlayerResult, step: Dated, event: string): SeasonPlayer {
  return {
    ...(p.egdPin !== undefined && p.egdPin !== "" ? { pin: p.egdPin } : {}),
    name: p.name,
    ...(p.firstName !== undefined ? { firstName: p.firstName } : {}),
    ...(p.federation !== undefined ? { federation: p.federation } : {}),
    ...(p.club !== undefined ? { club: p.club } : {}),
    rating: r.ratingAfter,
    rank: r.rankAfter,
    reachedOnce: r.reachedOnceAfter,
    history: [{ end: endOf(step), event, rating: r.ratingAfter, rank: r.rankAfter }],
  };
}

/**
 * Rates one tournament of the season from the rows that can be its players (`rows`, indices into
 * the list; the result's listRow is an index into them); its errors name the file.
 */
function rateStep(
  list: readonly SeasonPlayer[],
  rows: number[],
  d: Dated,
  answers: SeasonAnswers | undefined,
): MgszTournamentResult {
  const ratingList = listed(list, rows);
  // D166: the officer's answers about the players the list leaves in doubt, else the refusal
  const identities = answersOf(d.event, list, rows, ratingList, answers);
  // a row an answer names beyond those the index kept is the engine's too
  for (const row of listed(list, rows.slice(ratingList.length))) ratingList.push(row);
  try {
    const m = d.event.multiplier;
    return rateMgszTournament(d.event.tournament, {
      ratingList,
      ...(m !== undefined ? { multiplier: m } : {}),
      ...(identities.size > 0 ? { identities } : {}),
    });
  } catch (error) {
    if (!(error instanceof RatingError)) throw error;
    const e = new RatingError(
      error.kind,
      msg("within", { subject: { named: d.event.file }, inner: error.text }),
    );
    if (error.player !== undefined) e.player = error.player;
    throw e;
  }
}

/**
 * D147: a tournament is known in the list's history by its last day and name; one the history
 * already holds, one ending before the history's latest day, or two files of the season with the
 * same day and name, are refused naming the files: rated again, rated after what followed it, or
 * merged in the history, the ratings after would be wrong in silence.
 */
function checkNew(start: readonly SeasonPlayer[], ordered: readonly Dated[]): void {
  const known = new Set(start.flatMap((p) => p.history.map((h) => `${h.end}\u0000${h.event}`)));
  const latest = start.reduce((m, p) => p.history.reduce((n, h) => (h.end > n ? h.end : n), m), "");
  const files = new Map<string, string>();
  for (const d of ordered) {
    const end = endOf(d);
    const event = d.event.tournament.name;
    const key = `${end}\u0000${event}`;
    if (known.has(key)) throw invalid(msg("seasonAlreadyRated", { file: d.event.file, event, end }));
    if (end < latest) throw invalid(msg("seasonBeforeList", { file: d.event.file, event, end, latest }));
    const other = files.get(key);
    if (other !== undefined) throw invalid(msg("seasonSameEvent", { file: d.event.file, other, event, end }));
    files.set(key, d.event.file);
  }
}

/**
 * Rates the tournaments in season order (D141), each from the list as the ones before left it,
 * with the officer's answers about the players the list leaves in doubt (D166). Throws a
 * RatingError naming the file of a tournament without dates (D140) or one the engine refuses,
 * and a SeasonQuestions naming the file's players no answer settles.
 */
export function rateMgszSeason(
  start: readonly SeasonPlayer[],
  events: readonly SeasonEvent[],
  answers?: SeasonAnswers,
): SeasonResult {
  const list: SeasonPlayer[] = start.slice();
  const steps: SeasonStep[] = [];
  const index = new SeasonIndex();
  const ordered = seasonOrder(events);
  checkNew(start, ordered);
  for (const d of ordered) {
    const t = d.event.tournament;
    index.update(list);
    const rows = index.candidates(t.players.map((p) => queryOf(p, p.egdPin)));
    const result = rateStep(list, rows, d, answers);
    const end = endOf(d);
    const changes: SeasonChange[] = [];
    const rowsOf: (number | null)[] = [];
    for (const r of result.players) {
      const p = t.players[r.player] as Player;
      const row = r.listRow === undefined ? undefined : rows[r.listRow];
      const before = row === undefined ? undefined : list[row];
      if (before !== undefined && row !== undefined) {
        list[row] = {
          ...before,
          rating: r.ratingAfter,
          rank: r.rankAfter,
          reachedOnce: r.reachedOnceAfter,
          history: [...before.history, { end, event: t.name, rating: r.ratingAfter, rank: r.rankAfter }],
        };
        rowsOf.push(row);
      } else if (r.entry?.entersRegister === true || r.source === "file" || r.source === "override") {
        rowsOf.push(list.length);
        list.push(entering(p, r, d, t.name));
      } else rowsOf.push(null);
      const pin = before?.pin ?? p.egdPin;
      changes.push({
        name: fullName(p),
        id: pin !== undefined && pin !== "" ? pin : null,
        before: r.ratingBefore,
        after: r.ratingAfter,
        rankBefore: r.rankBefore,
        rankAfter: r.rankAfter,
      });
    }
    steps.push({
      end,
      files: [d.event.file],
      event: t.name,
      changes,
      // D167: a note about a player names him as the changes do
      notes: result.notes.map((n) => {
        const p = t.players[n.player];
        return p === undefined ? { text: n.text } : { text: n.text, name: fullName(p) };
      }),
      tournament: t,
      result,
      rows: rowsOf,
    });
  }
  return { system: "mgsz", steps, list };
}
