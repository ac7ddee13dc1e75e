/**
 * A whole tournament rated under FIDE Elo (RULES §2; D9–D12, D23, D25), rule set FIDE2024
 * (default, §2.2) or HU2017 passed as a value: ratings before from a rating list (FIDE ID, else name) or the
 * file; only games played over the board with a result (`1 = 0`) rated; K per player from the
 * officer, the list or D9; unrated players' first ratings (8.2 / FIDE2024), a complete round robin
 * with unrated players by 8.21b (HU2017). Every rule is the core's (src/core/fide); this module
 * only gathers each player's games. Pure: the caller reads the files and prints the result.
 */
import { type Field } from "../../i18n/errors-common";
import { type Subject } from "../../i18n/subject";
import { msg } from "../../i18n/table";
import { type CalendarDate, compareDates } from "../common/date";
import { invalid, mapPlayers, outOfRange } from "../common/errors";
import { type FideGame, type PeriodRating, ratePeriod } from "../fide/change";
import { type FirstRating, type NotRegistered, firstRating } from "../fide/initial";
import { kFactor } from "../fide/kfactor";
import { performance } from "../fide/performance";
import { type RoundRobinRating, rateRoundRobin } from "../fide/roundrobin";
import { type EventRules, eventRules } from "../fide/rules";
import { versionNote } from "./fide-version";
import { ELITE_FROM, JUNIOR_BELOW, NEW_PLAYER_GAMES } from "../fide/tables";
import { fullName, ratedGames } from "../tournament/model";
import type { Player, Tournament } from "../tournament/model";
import { eventSearch, fileIsElo, goRatingsNote, refuseStartsTaken, startOf } from "./fide-start";
import type {
  FideTournamentOptions,
  KSource,
  FideGameLine,
  FideFirstRating,
  FidePlayerResult,
  FideNote,
  FideTournamentResult,
} from "./fide-types";

interface Line {
  round: number;
  opponent: number;
  score: 1 | 0.5 | 0;
}

/** Each player's games played over the board with a result (only `1 = 0` games, 8.52). */
function linesOf(t: Tournament): Line[][] {
  const lines: Line[][] = t.players.map(() => []);
  for (const g of ratedGames(t)) {
    const s = ((g.score ?? 0) / 2) as 1 | 0.5 | 0;
    lines[g.first]?.push({ round: g.round, opponent: g.second, score: s });
    lines[g.second]?.push({ round: g.round, opponent: g.first, score: (1 - s) as 1 | 0.5 | 0 });
  }
  return lines;
}

/**
 * Whether every pair of players met exactly once over the board with a result: a complete
 * single round robin. Otherwise the first pair that did not (or met twice).
 */
function roundRobinGap(lines: readonly Line[][]): { a: number; b: number; times: number } | null {
  const n = lines.length;
  if (n < 2) return { a: 0, b: 0, times: 0 };
  for (let a = 0; a < n; a++) {
    const met = new Array<number>(n).fill(0);
    for (const l of lines[a] ?? []) met[l.opponent] = (met[l.opponent] ?? 0) + 1;
    for (let b = 0; b < n; b++) if (b !== a && met[b] !== 1) return { a, b, times: met[b] ?? 0 };
  }
  return null;
}

/** Every pair paired at most once and each player paired with every other (forfeits included). */
function looksLikeRoundRobin(t: Tournament): boolean {
  const n = t.players.length;
  if (n < 3) return false;
  return t.players.every((p, i) => {
    const opp = new Set<number>();
    for (const e of p.results) {
      if (e.kind !== "game" || e.opponent === i) continue;
      if (opp.has(e.opponent)) return false;
      opp.add(e.opponent);
    }
    return opp.size === n - 1;
  });
}

/** A list's K, checked: a whole number 0..100. */
function checkK(k: number, subject: Subject, field: Field = "k"): number {
  if (!Number.isInteger(k) || k < 0 || k > 100)
    throw outOfRange(msg("outOfRange", { subject, field, value: k, min: 0, max: 100, whole: true }));
  return k;
}

function hundredths(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Rates a tournament under FIDE Elo. Throws a RatingError for bad options or ratings. */
export function rateFideTournament(t: Tournament, opts: FideTournamentOptions = {}): FideTournamentResult {
  // D87: the rule set nobody named is the version in force on the event's last day
  const ofEvent = opts.rules === undefined ? eventRules(t) : undefined;
  const rules = opts.rules ?? (ofEvent as EventRules).rules;
  if (opts.bonus !== undefined && rules.firstRating === "FIDE2024") {
    throw invalid(msg("fideBonusHu2017", {}));
  }
  if (opts.k !== undefined) checkK(opts.k, { argument: "k" });
  const notes: FideNote[] = [];
  const n = t.players.length;
  const search = eventSearch(t, opts.ratingList);
  const fileElo = fileIsElo(t, opts.fileRatings);
  const goRatings = goRatingsNote(t, fileElo);
  if (goRatings !== null) notes.push(goRatings);
  const starts = mapPlayers(t.players, (p, i) =>
    startOf(p, i, search, notes, fileElo, opts.identities?.get(i)),
  );
  if (search !== null) refuseStartsTaken(t, search.list, starts, opts.identities); // D419
  const lines = linesOf(t);
  const ratings = starts.map((x) => x.rating);
  const version = versionNote(t, opts.rules, ofEvent, ratings); // D87, D89: the version rated by
  if (version !== null) notes.push(version);
  // D78: a start below the lowest rating the rule set publishes is no rating FIDE lists (a
  // national or club figure in a TRF's rating field?): rated from as given, and said
  starts.forEach((s, i) => {
    if (s.rating === null || s.rating >= rules.firstRatingFloor) return;
    notes.push({
      player: i,
      code: "start-below-floor",
      text: msg("fideStartBelowFloor", {
        no: i + 1,
        name: fullName(t.players[i] as Player),
        rating: s.rating,
        floor: rules.firstRatingFloor,
        rules: rules.name,
      }),
    });
  });

  // K of the rated players: per player, for everyone, the list's, else D9.
  // dates are read once, by the reader (H9)
  const on = opts.on ?? t.start ?? t.end;
  let assumed = 0;
  let noDate = 0;
  const ks: { k: number; source: KSource }[] = mapPlayers(starts, (s, i) => {
    if (s.rating === null) return { k: 0, source: "rules" };
    const who: Subject = { player: i + 1, name: fullName(t.players[i] as Player) };
    const own = opts.kByPlayer?.get(i);
    if (own !== undefined) return { k: checkK(own, who), source: "player" };
    if (opts.k !== undefined) return { k: opts.k, source: "argument" };
    if (s.entry?.k !== undefined) return { k: checkK(s.entry.k, who, "listK"), source: "list" };
    const birth = s.entry?.born ?? t.players[i]?.born;
    let birthDate: CalendarDate | undefined;
    if (birth !== undefined && on !== undefined) {
      // A year alone decides FIDE2024 (end of the year); HU2017 needs the day only in the 18th year.
      const known = !birth.yearOnly || rules.juniorUntilEndOfYear || on.year !== birth.date.year + 18;
      if (known && compareDates(birth.date, on) <= 0) birthDate = birth.date;
    } else if (birth !== undefined) noDate++;
    assumed++;
    const highest = opts.highestByPlayer?.get(i) ?? s.entry?.highest;
    if (highest !== undefined && (!Number.isFinite(highest) || highest < 0)) {
      throw outOfRange(msg("outOfRange", { subject: who, field: "highestRating", value: highest, min: 0 }));
    }
    const k = kFactor(
      {
        rating: s.rating,
        games: NEW_PLAYER_GAMES,
        ...(birthDate !== undefined && on !== undefined ? { birthDate, on } : {}),
        ...(highest !== undefined
          ? { reached2400: highest >= ELITE_FROM, reached2300: highest >= JUNIOR_BELOW }
          : {}),
      },
      rules,
    );
    return { k, source: "rules" };
  });
  if (assumed > 0) {
    notes.push({
      player: -1,
      code: "k-assumed",
      // D9, D23
      text: msg("fideKAssumed", { count: assumed, games: NEW_PLAYER_GAMES }),
    });
  }
  if (noDate > 0) {
    notes.push({
      player: -1,
      code: "junior-unknown",
      text: msg("fideJuniorUnknown", { count: noDate }),
    });
  }

  // A complete single round robin (8.21b) or a Swiss event.
  const gap = roundRobinGap(lines);
  if (opts.roundRobin === true && gap !== null) {
    const [a, b] = [gap.a + 1, gap.b + 1];
    throw invalid(msg("fideNotRoundRobin", n < 2 ? {} : { a, b, times: gap.times }));
  }
  const roundRobin = opts.roundRobin !== false && gap === null;
  const unrated = starts.filter((s) => s.rating === null).length;
  if (!roundRobin && opts.roundRobin === undefined && unrated > 0 && looksLikeRoundRobin(t)) {
    notes.push({
      player: -1,
      code: "round-robin-incomplete",
      text: msg("fideRoundRobinIncomplete", {}),
    });
  }
  let rr: RoundRobinRating | null = null;
  // 8.21b builds on the rated players; without any, nobody can be rated.
  if (roundRobin && unrated > 0 && unrated < n && rules.firstRating === "HU2017") {
    rr = rateRoundRobin(
      starts.map((s, i) => {
        const results = new Array<number | null>(n).fill(null);
        for (const l of lines[i] ?? []) results[l.opponent] = l.score;
        return { rating: s.rating, results, ...(s.rating !== null ? { k: ks[i]?.k ?? 0 } : {}) };
      }),
      rules,
      opts.bonus,
      opts.minGames,
    );
    notes.push({
      player: -1,
      code: "round-robin",
      text: msg("fideRoundRobin", { unrated, rar: hundredths(rr.rar), dpa: hundredths(rr.dpa), ra: rr.ra }),
    });
  } else if (roundRobin && unrated > 0 && unrated < n) {
    notes.push({
      player: -1,
      code: "round-robin-fide2024",
      text: msg("fideRoundRobinOtherRules", { rules: rules.name }),
    });
  }

  // The rating each player is rated against: his own, his Ru in a round robin, else none (8.52).
  const asOpponent: (number | null)[] = starts.map((s, i) =>
    rr !== null ? (rr.players[i]?.asOpponent ?? null) : s.rating,
  );

  const players: FidePlayerResult[] = mapPlayers(starts, (s, i) => {
    const p = t.players[i] as Player;
    const name = fullName(p);
    // linesOf keeps round order; objects built field by field (this loop runs once per player)
    const own: FideGameLine[] = [];
    const games: FideGame[] = [];
    const counted: FideGame[] = [];
    for (const l of lines[i] ?? []) {
      const opponentRating = asOpponent[l.opponent] ?? null;
      own.push({ round: l.round, opponent: l.opponent, opponentRating, score: l.score });
      const game = { opponent: opponentRating, score: l.score };
      games.push(game);
      if (opponentRating !== null) counted.push(game);
    }
    const tpr = counted.length > 0 ? performance(counted).tpr : null;
    const make = (
      r: Omit<
        FidePlayerResult,
        "player" | "name" | "source" | "listLine" | "ratingBefore" | "performance" | "lines" | "published"
      >,
    ): FidePlayerResult => {
      const out: FidePlayerResult = {
        player: i,
        name,
        source: s.source,
        ratingBefore: s.rating,
        k: r.k,
        kSource: r.kSource,
        games: r.games,
        w: r.w,
        we: r.we,
        changeExact: r.changeExact,
        change: r.change,
        ratingAfter: r.ratingAfter,
        belowFloor: r.belowFloor,
        published: r.ratingAfter !== null && !r.belowFloor ? r.ratingAfter : null,
        firstRating: r.firstRating,
        performance: tpr,
        lines: own,
      };
      return s.listLine === undefined ? out : { ...out, listLine: s.listLine };
    };
    if (s.rating !== null) {
      const pr: PeriodRating =
        rr?.players[i]?.change ?? ratePeriod(s.rating, games, (ks[i] as { k: number }).k, rules);
      if (pr.belowFloor) {
        notes.push({
          player: i,
          code: "below-floor",
          text: msg("fideBelowFloor", {
            no: i + 1,
            name: fullName(t.players[i] as Player),
            rating: pr.newRating,
            floor: rules.floor ?? 0,
            rules: rules.name,
          }),
        });
      }
      return make({
        k: pr.k,
        kSource: ks[i]?.source ?? "rules",
        games: pr.games,
        w: pr.w,
        we: pr.we / 100,
        changeExact: pr.change,
        change: pr.rounded,
        ratingAfter: pr.newRating,
        belowFloor: pr.belowFloor,
        firstRating: null,
      });
    }
    let first: FideFirstRating;
    let w: number;
    if (rr !== null) {
      const e = rr.players[i];
      const registered = e?.ru !== null && e?.ru !== undefined && e.notPublished === undefined;
      const reason: NotRegistered = e?.notPublished ?? "first event under ½ point";
      w = counted.reduce((a, g) => a + g.score, 0);
      first = {
        method: "round-robin",
        registered,
        ...(registered ? {} : { reason }),
        average: rr.ra,
        p: e?.p ?? 0,
        dp: e?.dp ?? 0,
        capped: false,
        figure: e?.ru ?? null,
      };
    } else {
      const fr: FirstRating = firstRating(
        [games],
        rules,
        opts.bonus,
        opts.minGames === undefined ? {} : { minGames: opts.minGames },
      );
      w = fr.points;
      first = {
        method: "swiss",
        registered: fr.registered,
        ...(fr.reason !== undefined ? { reason: fr.reason } : {}),
        average: fr.average,
        p: fr.p,
        dp: fr.dp,
        capped: fr.capped,
        figure: fr.rating,
      };
    }
    notes.push(
      first.registered
        ? {
            player: i,
            code: "unrated",
            text: msg("fideFirstRating", {
              no: i + 1,
              name,
              figure: first.figure ?? 0,
              method:
                first.method === "swiss" ? (rules.firstRating === "HU2017" ? "8.2" : rules.name) : "8.21b",
            }),
          }
        : {
            player: i,
            code: "not-registered",
            text: msg("fideNotPublished", {
              no: i + 1,
              name,
              reason: first.reason ?? "no games against rated opponents",
              rules: rules.name,
              ...(first.reason === "too few games"
                ? { counted: counted.length, needs: opts.minGames ?? rules.firstRatingMinGames }
                : {}),
              ...(first.reason === "below the floor" ? { floor: rules.firstRatingFloor } : {}),
              ...(first.figure !== null ? { figure: first.figure } : {}),
            }),
          },
    );
    return make({
      k: null,
      kSource: null,
      games: counted.length,
      w,
      we: null,
      changeExact: null,
      change: null,
      ratingAfter: first.registered ? first.figure : null,
      belowFloor: false,
      firstRating: first,
    });
  });
  return {
    rules: rules.name,
    ruleSet: rules,
    ...(ofEvent !== undefined ? { ofEvent } : {}),
    roundRobin,
    roundRobinFigures: rr === null ? null : { rar: rr.rar, dpa: rr.dpa, raExact: rr.raExact, ra: rr.ra },
    players,
    notes,
  };
}
