/**
 * `rating-officer standings FILE [--tiebreaks …] [--rounds N] [--json]`: the final order with
 * the chosen tie-breaks (RULES §4, D20–D22), as the sheet's TOURNAMENT.STANDINGS computes it.
 */
import { fullName } from "../core/tournament/model";
import type { Tournament } from "../core/tournament/model";
import { MCMAHON_ORDER, type Standings, standings } from "../core/tournament/standings";
import { CRITERIA, type Criterion, SHORT_NAMES, parseCriterion } from "../core/tournament/tiebreaks";
import {
  type Parsed,
  UsageError,
  hasErrors,
  intOption,
  oneFile,
  parseOptions,
  readTournamentFile,
  runCommand,
  str,
  textTable,
} from "./args";
import type { CliCommand, CliIO } from "./types";

const NAMES = CRITERIA.map((c) => SHORT_NAMES[c]).join(", ");

const USAGE = `Usage: rating-officer standings FILE [--tiebreaks MMS,SOS,SODOS,SOSOS] [--rounds N] [--json]

Prints the standings of a tournament file in final order; tied players share a place.

  --tiebreaks LIST   criteria in order, comma-separated (default MMS,SOS,SODOS,SOSOS):
                     ${NAMES}
  --rounds N         the standings after round N (default: every round in the file)
  --literal          the regulation's literal SOS/SOSOS (D21) instead of OpenGotha's
  --round-robin      apply the round-robin withdrawal rule (V.4)
  --json             an array in final order: {place, name, <short name>: value, …}

Exit code: 0 done, 1 done but the file has errors, 2 usage or input error.

Example:
  rating-officer standings og_egc2013.xml --tiebreaks MMS,SOS --rounds 10`;

const OPTIONS = {
  tiebreaks: { type: "string" },
  rounds: { type: "string" },
  literal: { type: "boolean" },
  "round-robin": { type: "boolean" },
  json: { type: "boolean" },
} as const;

/** "MMS,SOS" → ["mms", "sos"]; an unknown name is a usage error listing the known ones. */
export function parseTiebreaks(text: string): Criterion[] {
  const names = text.split(/[,;\s]+/).filter((s) => s !== "");
  if (names.length === 0) throw new UsageError(`--tiebreaks is empty; use some of ${NAMES}`);
  return names.map((n) => {
    const c = parseCriterion(n);
    if (c === null) throw new UsageError(`unknown tie-break ${JSON.stringify(n)}; use ${NAMES}`);
    return c;
  });
}

function criteriaOf(p: Parsed): Criterion[] {
  const t = str(p, "tiebreaks");
  return t === undefined ? [...MCMAHON_ORDER] : parseTiebreaks(t);
}

/** One object per row in final order: place, name, then each criterion under its short name. */
export function standingsJson(t: Tournament, s: Standings): Record<string, string | number>[] {
  return s.rows.map((row) => {
    const p = t.players[row.player];
    const o: Record<string, string | number> = {
      place: row.place,
      name: p ? fullName(p) : "",
      no: row.player + 1,
    };
    if (p?.rank) o.rank = p.rank;
    for (const c of s.criteria) o[SHORT_NAMES[c]] = row.values[c] ?? 0;
    if (row.withdrawn) o.withdrawn = row.withdrawn;
    return o;
  });
}

export const standingsCommand: CliCommand = {
  name: "standings",
  summary: "standings of a tournament file with any tie-breaks (MMS, SOS, SODOS, Buchholz, …)",
  usage: USAGE,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand("standings", io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const criteria = criteriaOf(p);
      const read = readTournamentFile(file, io);
      const t = read.tournament;
      const rounds = intOption(p, "rounds", 0, Math.max(t.rounds, 0));
      const s = standings(t, {
        criteria,
        ...(rounds !== undefined ? { rounds } : {}),
        ...(p.values.literal === true ? { literal: true } : {}),
        ...(p.values["round-robin"] === true ? { roundRobin: true } : {}),
      });
      const rows = standingsJson(t, s);
      if (p.values.json === true) {
        io.out(`${JSON.stringify(rows, null, 2)}\n`);
      } else {
        const head = ["Place", "No", "Name", "Rank", ...criteria.map((c) => SHORT_NAMES[c])];
        const body = rows.map((r) => [
          r.place ?? "",
          r.no ?? "",
          String(r.name ?? ""),
          String(r.rank ?? ""),
          ...criteria.map((c) => r[SHORT_NAMES[c]] ?? 0),
        ]);
        const through = rounds !== undefined && rounds < t.rounds ? `, after round ${rounds}` : "";
        io.out(`${t.name || "Tournament"}: ${t.players.length} players, ${t.rounds} rounds${through}\n\n`);
        io.out(textTable([head, ...body]));
      }
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
