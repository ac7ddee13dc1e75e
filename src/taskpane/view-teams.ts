/**
 * A team event's standings in step 1 (RULES §2.4, D30, D33): when the file names teams (TRF-2026
 * `310`, OpenGotha `<Teams>`), the standings `rating-officer standings --teams` prints and the
 * sheet spills (TOURNAMENT.TEAMSTANDINGS) — place, the file's team number, team, each tie-break
 * under its code, the players in board order — folded below the file's facts, in the pane's
 * language.
 */
import type { Tournament } from "../core/tournament/model";
import { teamStandings } from "../core/tournament/teams";
import { type Language, STRINGS } from "../i18n/pane";
import { teamRows } from "../results/teams";
import { el } from "./dom";

/** The block last made, kept while the tournament and the language stay (the pane renders often). */
let last: { t: Tournament; lang: Language; block: HTMLDetailsElement | null } | undefined;

/** The folded team standings of a tournament, or null when it names no team. */
export function teamStandingsBlock(t: Tournament, lang: Language): HTMLDetailsElement | null {
  if (last?.t === t && last.lang === lang) return last.block;
  const block = makeBlock(t, lang);
  last = { t, lang, block };
  return block;
}

function makeBlock(t: Tournament, lang: Language): HTMLDetailsElement | null {
  const section = t.teams;
  if (section === undefined || section.teams.length === 0) return null;
  const s = STRINGS[lang];
  const standings = teamStandings(t, section);
  const th = (text: string, num = false) => el("th", text, num ? "num" : undefined);
  const head = el(
    "tr",
    undefined,
    undefined,
    th(s.colPlace, true),
    th(s.colNo, true),
    th(s.colTeam),
    ...standings.criteria.map((c) => th(c, true)),
    th(s.colPlayers),
  );
  const rows = teamRows(t, section, standings).map((r) =>
    el(
      "tr",
      undefined,
      undefined,
      el("td", String(r.place), "num"),
      el("td", String(r.no), "num"),
      el("td", r.team, "name"),
      ...standings.criteria.map((c) => el("td", String(r.values[c] ?? ""), "num")),
      el("td", r.players.join(", "), "name"),
    ),
  );
  const table = el(
    "table",
    undefined,
    "results",
    el("thead", undefined, undefined, head),
    el("tbody", undefined, undefined, ...rows),
  );
  const details = el("details", undefined, "team-standings");
  details.id = "team-standings";
  details.append(
    el("summary", s.teamStandingsHeading(section.teams.length)),
    el("div", undefined, "table-scroll", table),
    el("p", s.teamCodes, "hint"),
  );
  return details;
}
