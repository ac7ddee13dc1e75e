/**
 * `rating-officer rate FILE --system mgsz|fide|mahjong …`: every player's new rating from a
 * tournament file, through the same engines as the sheet's TOURNAMENT functions.
 */
import {
  type MgszTournamentOptions,
  type MgszTournamentResult,
  type MultiplierBreakdown,
  rateMgszTournament,
} from "../core/engines/mgsz";
import { type EventKind, parseByoyomi } from "../core/mgsz/multiplier";
import type { Tournament } from "../core/tournament/model";
import {
  type Parsed,
  UsageError,
  csvTable,
  hasErrors,
  intOption,
  numberOption,
  oneFile,
  parseOptions,
  readRatingListFile,
  readTournamentFile,
  runCommand,
  signedThousandths,
  str,
  textTable,
} from "./args";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer rate FILE --system mgsz|fide|mahjong [options]

Rates every player of a tournament file (EGD .h9/.txt, OpenGotha XML, FFG .tou, pairgoth,
MacMahon, TRF, CSV crosstable) and prints one row per player in the file's order.

  --system S         mgsz (Hungarian Go), fide (chess Elo) or mahjong
  --ratings LIST     rating list: the EGD download or a CSV naming name or pin, and rating;
                     players are found by EGD PIN, else by name (any order, any accents);
                     players not on it start from their declared rank and are marked new
  --multiplier C     MGSZ multiplier, whole number 0..100; or let it be derived from
  --time MIN         base thinking time in minutes (default: the file's)
  --byoyomi TEXT     Japanese "3x20s" or "20s", Canadian "25/10" (stones/minutes)
  --event KIND       none, invitational, national, european or world (default none)
  --participants N   number of participants (default: the players in the file)
  --ruleset R        FIDE rule set HU2017 or FIDE2024 (fide only)
  --k K              FIDE development coefficient for every player (fide only)
  --json             an array with one object per player (name, ratingBefore, ratingAfter, …)
  --csv              a ;-separated table

Without a rating list the file's ratings are used, a missing one from the declared rank.
Diagnostics of the file go to standard error. Exit code: 0 done, 1 done but the file has
errors, 2 usage or input error.

Example:
  rating-officer rate egc2013.h9 --system mgsz --ratings hu.txt --event european`;

const OPTIONS = {
  system: { type: "string" },
  ratings: { type: "string" },
  multiplier: { type: "string" },
  time: { type: "string" },
  byoyomi: { type: "string" },
  event: { type: "string" },
  participants: { type: "string" },
  ruleset: { type: "string" },
  k: { type: "string" },
  json: { type: "boolean" },
  csv: { type: "boolean" },
} as const;

const SYSTEMS = ["mgsz", "fide", "mahjong"] as const;
type RatingSystem = (typeof SYSTEMS)[number];
const EVENTS: Readonly<Record<string, EventKind>> = {
  none: "",
  invitational: "invitational",
  national: "national",
  european: "european",
  world: "world",
};

type Output = "text" | "json" | "csv";

function outputOf(p: Parsed): Output {
  if (p.values.json === true && p.values.csv === true) throw new UsageError("give --json or --csv, not both");
  return p.values.json === true ? "json" : p.values.csv === true ? "csv" : "text";
}

function systemOf(p: Parsed): RatingSystem {
  const s = str(p, "system")?.trim().toLowerCase();
  if (s === undefined) throw new UsageError("give --system mgsz, fide or mahjong");
  if (!(SYSTEMS as readonly string[]).includes(s)) {
    throw new UsageError(`--system ${JSON.stringify(s)}: expected mgsz, fide or mahjong`);
  }
  return s as RatingSystem;
}

/** Options belonging to another system are refused rather than silently ignored. */
function refuseForeign(p: Parsed, system: RatingSystem): void {
  const only: Readonly<Record<string, RatingSystem>> = {
    multiplier: "mgsz",
    time: "mgsz",
    byoyomi: "mgsz",
    event: "mgsz",
    participants: "mgsz",
    ruleset: "fide",
    k: "fide",
  };
  for (const [name, owner] of Object.entries(only)) {
    if (p.values[name] !== undefined && owner !== system) {
      throw new UsageError(`--${name} applies to --system ${owner}, not ${system}`);
    }
  }
}

function mgszOptions(p: Parsed, io: CliIO): MgszTournamentOptions {
  const multiplier = intOption(p, "multiplier", 0, 100);
  const derived = ["time", "byoyomi", "event", "participants"].filter((n) => p.values[n] !== undefined);
  if (multiplier !== undefined && derived.length > 0) {
    throw new UsageError(`give --multiplier or --${derived.join(", --")}, not both`);
  }
  const byo = str(p, "byoyomi");
  const ev = str(p, "event")?.trim().toLowerCase();
  const event = ev === undefined ? undefined : EVENTS[ev];
  if (ev !== undefined && event === undefined) {
    throw new UsageError(
      `--event ${JSON.stringify(ev)}: expected none, invitational, national, european or world`,
    );
  }
  const baseMinutes = numberOption(p, "time");
  const participants = intOption(p, "participants", 0, 1_000_000);
  const ratings = str(p, "ratings");
  return {
    ...(multiplier !== undefined ? { multiplier } : {}),
    time: {
      ...(baseMinutes !== undefined ? { baseMinutes } : {}),
      ...(byo !== undefined ? { byoyomi: parseByoyomi(byo, "--byoyomi") } : {}),
      ...(event !== undefined ? { event } : {}),
      ...(participants !== undefined ? { participants } : {}),
    },
    ...(ratings !== undefined ? { ratingList: readRatingListFile(ratings, io).entries } : {}),
  };
}

/** The FIDE options, checked now so that a typo is reported even before the engine is wired. */
function fideOptions(p: Parsed): { ruleset?: "HU2017" | "FIDE2024"; k?: number } {
  const rs = str(p, "ruleset")?.trim().toUpperCase();
  if (rs !== undefined && rs !== "HU2017" && rs !== "FIDE2024") {
    throw new UsageError(`--ruleset ${JSON.stringify(rs)}: expected HU2017 or FIDE2024`);
  }
  const k = intOption(p, "k", 1, 100);
  return { ...(rs !== undefined ? { ruleset: rs } : {}), ...(k !== undefined ? { k } : {}) };
}

/** "C = 35: time A 20 (extended 195 min) + event 0 + over 80 participants 5 + handicap-free 10". */
export function describeMultiplier(b: MultiplierBreakdown): string {
  if (b.given) return `C = ${b.multiplier} (given)`;
  if (b.board === 13) return `C = ${b.multiplier} (13×13)`;
  const time =
    b.category === null
      ? `time ${b.timePoints}`
      : `time ${b.category} ${b.timePoints}` +
        (b.extendedMinutes !== undefined
          ? ` (extended ${Math.round(b.extendedMinutes * 100) / 100} min)`
          : "");
  const terms = [
    time,
    `${b.event === "" ? "event" : b.event} ${b.eventPoints}`,
    `${b.participants} participants ${b.participantPoints}`,
    `${b.handicapFree ? "handicap-free" : "handicap games"} ${b.handicapFreePoints}`,
  ];
  return `C = ${b.multiplier}: ${terms.join(" + ")}`;
}

function mgszJson(t: Tournament, r: MgszTournamentResult): string {
  const rows = r.players.map((p) => {
    const player = t.players[p.player];
    return {
      no: p.player + 1,
      name: p.name,
      ...(player?.federation ? { federation: player.federation } : {}),
      ...(player?.egdPin ? { egdPin: player.egdPin } : {}),
      source: p.source,
      newPlayer: p.newPlayer,
      ratingBefore: p.ratingBefore,
      rankBefore: p.rankBefore,
      sumJp: p.sumJp / 1000,
      sumJpParts: p.parts.map((x) => x.sumJp / 1000),
      change: p.change,
      ratingAfter: p.ratingAfter,
      rankAfter: p.rankAfter,
      games: p.games.length,
    };
  });
  return `${JSON.stringify(rows, null, 2)}\n`;
}

function mgszRows(r: MgszTournamentResult): (string | number)[][] {
  const split = r.parts.length > 1;
  const head = [
    "No",
    "Name",
    "Start",
    "Before",
    "Rank",
    "ΣJp",
    ...(split ? r.parts.map((_, k) => `ΣJp ${k + 1}`) : []),
    "Change",
    "After",
    "Rank after",
  ];
  const rows: (string | number)[][] = [head];
  for (const p of r.players) {
    rows.push([
      p.player + 1,
      p.name,
      p.newPlayer ? "new (rank)" : p.source,
      p.ratingBefore,
      p.rankBefore,
      signedThousandths(p.sumJp),
      ...(split ? p.parts.map((x) => signedThousandths(x.sumJp)) : []),
      p.change > 0 ? `+${p.change}` : String(p.change),
      p.ratingAfter,
      p.rankAfter,
    ]);
  }
  return rows;
}

function summary(t: Tournament, r: MgszTournamentResult): string {
  const lines = [
    `${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds`,
    `Multiplier ${describeMultiplier(r.multiplier)}`,
  ];
  if (r.parts.length > 1) {
    lines.push(`Rated in ${r.parts.length} parts of ${r.parts.join(" + ")} rounds (C × rounds ≥ 300, D4)`);
  }
  const count = (s: string): number => r.players.filter((p) => p.source === s).length;
  lines.push(
    `Starting ratings: ${count("pin")} by PIN, ${count("name")} by name, ${count("file")} from the file, ` +
      `${count("rank")} new from their rank (§1.5)`,
  );
  return lines.map((l) => `${l}\n`).join("");
}

function rateMgsz(t: Tournament, p: Parsed, out: Output, io: CliIO): void {
  const r = rateMgszTournament(t, mgszOptions(p, io));
  for (const n of r.notes) if (n.code !== "new-player") io.err(`rating-officer rate: note: ${n.message}\n`);
  if (out === "json") {
    io.err(summary(t, r));
    io.out(mgszJson(t, r));
  } else if (out === "csv") {
    io.err(summary(t, r));
    io.out(csvTable(mgszRows(r)));
  } else {
    io.out(`${summary(t, r)}\n${textTable(mgszRows(r))}`);
  }
}

export const rateCommand: CliCommand = {
  name: "rate",
  summary: "rate a whole tournament file (MGSZ; FIDE and mahjong to come)",
  usage: USAGE,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("rate", io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const system = systemOf(p);
      const out = outputOf(p);
      refuseForeign(p, system);
      if (system === "fide") fideOptions(p);
      if (system !== "mgsz") {
        throw new UsageError(
          `--system ${system} is not available yet; only --system mgsz rates tournaments so far`,
        );
      }
      const read = readTournamentFile(file, io);
      rateMgsz(read.tournament, p, out, io);
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
