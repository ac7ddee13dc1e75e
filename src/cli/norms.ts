/**
 * `rating-officer norms FILE.trf [--round K] [--json] [--lang en|hu|ru]`: the FIDE title norms
 * (B.01) of every player after round K (src/core/fide/norms), each requirement's figure, the
 * forecast for the remaining rounds, and a met norm's certificate data (IT1's fields).
 */
import { RatingError } from "../core/common/errors";
import {
  type NormsReport,
  type TitleNorm,
  checkNorms,
  federationCode,
  hostFederation,
} from "../core/fide/norms";
import { checkSaid, forecastSaid } from "../core/fide/norms/said";
import type { Tournament } from "../core/tournament/model";
import type { Language } from "../i18n/language";
import { type Message, msg, render } from "../i18n/table";
import { BOUNDS } from "../core/common/bounds";
import {
  UsageError,
  encodingOption,
  hasErrors,
  intOption,
  oneFile,
  parseOptions,
  readTournamentFile,
  runCommand,
  str,
} from "./args";
import { languageOf } from "./standings-options";
import type { CliCommand, CliIO } from "./types";

const USAGE = `Usage: rating-officer norms FILE.trf [--round K] [--rounds N] [--host FED] [--round-robin]
                              [--all] [--json] [--lang en|hu|ru]

Checks FIDE's title norms (title regulations B.01, in force from 1 January 2024) of every player
after round K: GM and IM for everyone, WGM and WIM for the women, none for a title held. Each
requirement is shown with its figure beside what it requires (games, title-holders, the
title's titled opponents, federations, the opponents' average with one opponent raised to the
rating floor, the performance from FIDE's table, the score); games not played over the board
are left out, and the later games and games won that may be dropped are dropped where that
gives the norm. For a norm not yet made, what is needed in the remaining rounds against
opponents rated as those met so far, or why it is impossible.

  --round K        the round after which to check (7 or later; default: the file's last)
  --rounds N       the rounds the event has (default: the file's 142/XXR record, else its rounds)
  --host FED       the host federation, for the foreign players' exemption (1.4.3d; default:
                   the file's 032 record)
  --round-robin    pre-determined pairings: every game counts (1.4.1e), 1.4.2b applies
  --all            every player (default: those with a norm made or still possible)
  --json           the whole check as JSON, with each met norm's certificate data (IT1's fields)
  --lang LANG      the texts in en (default), hu or ru
  --encoding NAME  the file's text encoding when detection goes wrong (see help rate)

Exit code: 0 done, 1 done but the file has errors, 2 usage or input error.

Example:
  rating-officer norms open.trf --round 7`;

const OPTIONS = {
  round: { type: "string" },
  rounds: { type: "string" },
  host: { type: "string" },
  "round-robin": { type: "boolean" },
  all: { type: "boolean" },
  json: { type: "boolean" },
  lang: { type: "string" },
  encoding: { type: "string" },
} as const;

/** A title worth printing: its norm made, still possible, or not to be told from the file. */
function open(n: TitleNorm): boolean {
  return n.check.status !== "missed" || n.forecast.kind === "needs";
}

function text(report: NormsReport, t: Tournament, all: boolean, lang: Language): string {
  const say = (m: Message): string => render(m, lang);
  const lines = [
    say(msg("normHeading", { round: report.round, rounds: report.rounds, remaining: report.remaining })),
  ];
  if (report.exemption !== undefined) lines.push(say(msg("normExemption", report.exemption)));
  for (const n of report.notes) lines.push(say(n));
  for (const p of report.players) {
    const shown = all ? p.titles : p.titles.filter(open);
    if (shown.length === 0) continue;
    const player = t.players[p.index];
    lines.push(
      "",
      say(
        msg("normPlayer", {
          player: { no: p.no, name: p.name },
          ...(player?.title !== undefined ? { title: player.title } : {}),
          ...(player?.federation !== undefined ? { federation: player.federation } : {}),
        }),
      ),
    );
    for (const n of p.notes) lines.push(`  ${say(n)}`);
    for (const n of shown) {
      const [verdict, ...details] = checkSaid(n.check, n.dropped);
      if (verdict !== undefined) lines.push(`  ${say(verdict)}`);
      for (const d of details) lines.push(`    ${say(d)}`);
      if (n.forecast.kind !== "achieved") lines.push(`    ${say(forecastSaid(n.title, n.forecast))}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function json(report: NormsReport, lang: Language): unknown {
  const say = (m: Message): string => render(m, lang);
  return {
    round: report.round,
    rounds: report.rounds,
    remaining: report.remaining,
    ...(report.exemption !== undefined ? { exemption143d: report.exemption } : {}),
    notes: report.notes.map(say),
    players: report.players.map((p) => ({
      no: p.no,
      name: p.name,
      notes: p.notes.map(say),
      titles: p.titles.map((n) => {
        return {
          ...n.check,
          dropped: n.dropped,
          forecast: { ...n.forecast, text: say(forecastSaid(n.title, n.forecast)) },
          ...(n.certificate !== undefined ? { certificate: n.certificate } : {}),
        };
      }),
    })),
  };
}

export const normsCommand: CliCommand = {
  name: "norms",
  usage: USAGE,
  options: OPTIONS,
  run(args: string[], io: CliIO): Promise<number> {
    return runCommand({ name: "norms", args }, io, () => {
      const p = parseOptions(args, OPTIONS);
      const file = oneFile(p);
      const lang = languageOf(p);
      const round = intOption(p, "round", 1, BOUNDS.rounds.max);
      const rounds = intOption(p, "rounds", 1, BOUNDS.rounds.max);
      const given = str(p, "host");
      const host = given === undefined ? undefined : federationCode(given);
      if (given !== undefined && host === undefined) {
        throw new UsageError(msg("cliHost", { given: given.trim().toUpperCase() }));
      }
      const read = readTournamentFile(file, io, encodingOption(p));
      const t = read.tournament;
      const hostFed = host ?? hostFederation(t); // D358: the file's 032
      let report: NormsReport;
      try {
        report = checkNorms(t, {
          round: round ?? t.rounds,
          ...(rounds !== undefined ? { rounds } : {}),
          ...(hostFed !== undefined ? { host: hostFed } : {}),
          roundRobin: p.values["round-robin"] === true,
        });
      } catch (error) {
        if (error instanceof RatingError)
          throw new UsageError(msg("cliInFile", { path: file, inner: error.text }));
        throw error;
      }
      if (p.values.json === true) io.out(`${JSON.stringify(json(report, lang), null, 2)}\n`);
      else io.out(text(report, t, p.values.all === true, lang));
      return hasErrors(read.diagnostics) ? 1 : 0;
    });
  },
};
