import type { Player, RoundEntry, Tournament } from "../core/tournament/model";
import { formatCell } from "./cell";

/** One h9 result token: the cell grammar, with `0-` for "not paired" (h9 has no empty entry). */
function token(e: RoundEntry | undefined): string {
  if (!e) return "0-";
  if (e.kind === "game") return formatCell({ ...e, opponent: e.opponent + 1 });
  if (e.kind === "bye") return "0+";
  return e.score === null ? "0-" : formatCell(e);
}

const part = (s: string): string => s.trim().replace(/\s+/g, "_");

function line(p: Player, row: number, rounds: number): string {
  const name = [part(p.name), p.firstName ? part(p.firstName) : ""].filter(Boolean).join(" ");
  const fed = p.federation && /^[A-Za-z]{2}$/.test(p.federation) ? p.federation : "XX";
  const club = p.club ? part(p.club) : "xxxx";
  const results = Array.from({ length: rounds }, (_, r) => token(p.results[r]).padStart(8)).join(" ");
  const pin = p.egdPin ? ` |${p.egdPin}` : "";
  return `${String(row).padStart(4)} ${name.padEnd(30)} ${(p.rank ?? "30k").toUpperCase().padStart(3)} ${fed} ${club.padStart(4)} ${results}${pin}`;
}

/**
 * Writes an EGD tournament table in OpenGotha's layout (FORMATS.md §2.3), without score
 * columns; the place column is the row number, which is what opponent numbers refer to.
 * `readEgd(writeEgd(t))` gives back the players' names, ranks, countries, clubs, PINs and games.
 */
export function writeEgd(t: Tournament): string {
  const head: string[] = [];
  const add = (k: string, v: string | number | undefined): void => {
    if (v !== undefined && String(v) !== "") head.push(`; ${k}[${String(v).replace(/[\]\r\n]/g, " ")}]`);
  };
  add("CL", t.egdClass);
  add("EV", t.name);
  add("PC", t.location);
  add("DT", [t.startDate, t.endDate].filter(Boolean).join(","));
  add("HA", t.handicapReduction === undefined ? undefined : `h${t.handicapReduction}`);
  add("KM", t.komi);
  add("TM", t.timeControl?.adjustedMinutes);
  add("CM", t.timeControl?.text);
  head.push(";");
  const body = t.players.map((p, i) => line(p, i + 1, t.rounds));
  return [...head, ...body].join("\n") + "\n";
}
