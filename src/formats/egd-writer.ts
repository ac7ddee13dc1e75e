import type { Player, Tournament } from "../core/tournament/model";
import { type StandingRow, standings } from "../core/tournament/standings";
import { scoredAsUnknown, withoutResults } from "../core/tournament/unsettled";
import { type Criterion, SHORT_NAMES } from "../core/go/criterion";
import { formatCell } from "./cell";
import { type WrittenEntry, writtenEntry } from "./written-bye";
import { unneutralise } from "./csv-safe";
import { COUNTRY, NUMBER, readEgd } from "./egd";
import { Notes, type WriteNote, note } from "./trf-writer-fields";

/**
 * One h9 result token: the cell grammar, with `0-` for "not paired" (h9 has no empty entry); a
 * bye by its worth, `0+`, `0=` or `0-`, as OpenGotha's export writes it (D383), where every bye
 * was `0+`; one left to the tournament's value is given it first ({@link writtenEntry}).
 */
function token(e: WrittenEntry | undefined): string {
  if (!e) return "0-";
  if (e.kind === "game") return formatCell({ ...e, opponent: e.opponent + 1 });
  if (e.kind === "bye") return formatCell({ kind: "absent", score: e.score });
  return e.score === null ? "0-" : formatCell(e);
}

/**
 * A name part made safe for the table (D75): a CSV's formula guard `'` dropped (it belongs to
 * CSV, src/formats/csv-safe.ts), inner spaces as `_` (the format splits on spaces), `|` (the PIN
 * marker) and `;` (a comment) as `/`, `[` `]` (header brackets) as `(` `)`.
 */
const part = (s: string): string =>
  unneutralise(s.trim()).replace(/\s+/g, "_").replace(/[|;]/g, "/").replace(/\[/g, "(").replace(/\]/g, ")");

/** The name column of a player: name, then first name, each {@link part}. */
const nameField = (p: Player): string =>
  [part(p.name), p.firstName ? part(p.firstName) : ""].filter(Boolean).join(" ");

/** The country column: the player's two letters, else XX (none). */
const country = (p: Player): string => (p.federation && COUNTRY.test(p.federation) ? p.federation : "XX");

/** The club column: the club {@link part}, else xxxx (none); a number would be read as a score. */
const club = (p: Player): string => {
  const c = p.club ? part(p.club) : "";
  return c === "" || NUMBER.test(c) ? "xxxx" : c;
};

/** A score as the table prints it: whole numbers plain, halves and quarters (SODOS) as decimals. */
const score = (x: number): string => String(x);

/** The h9 writer's columns when the file names no placement criteria (FORMATS §2.3). */
const H9_CRITERIA: readonly Criterion[] = ["mms", "sos", "sodos"];

function line(
  at: { p: Player; index: number },
  place: string,
  t: Tournament,
  renumber: (i: number) => number,
  scores: readonly string[],
  notes: Notes,
): string {
  const { p } = at;
  const name = nameField(p);
  const target = { format: "h9", cell: token, notes };
  const results = Array.from({ length: t.rounds }, (_, r) => {
    const read = p.results[r];
    const e = read && writtenEntry(read, { player: p, index: at.index, round: r }, t.parameters, target);
    return token(e?.kind === "game" ? { ...e, opponent: renumber(e.opponent) } : e).padStart(8);
  }).join(" ");
  const pin = p.egdPin ? ` |${p.egdPin}` : "";
  const cols = scores.map((x) => x.padStart(4)).join(" ");
  return `${place.padStart(4)} ${name.padEnd(30)} ${(p.rank ?? "30k").toUpperCase().padStart(3)} ${country(p)} ${club(p).padStart(4)} ${cols} ${results}${pin}`;
}

/** Java's `String.compareTo`: UTF-16 code units, as OpenGotha compares names. */
const javaOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The h9 table's rows (D73): the standings by `criteria` (the file's own placement criteria,
 * else MMS, SOS, SODOS), players sharing a place in OpenGotha's order, by name then first name.
 * Computed as `standings` computes them (D55): a game whose result is not known or agreed (both
 * claim the win, one side `?`) gives neither player its points; its cells are written as read.
 */
export function h9Rows(
  t: Tournament,
  criteria: readonly Criterion[] = t.criteria ?? H9_CRITERIA,
): StandingRow[] {
  const name = (r: StandingRow): Player => t.players[r.player] as Player;
  return [...standings(withoutResults(t, scoredAsUnknown(t)), { criteria }).rows].sort(
    (a, b) =>
      a.place - b.place ||
      javaOrder(name(a).name, name(b).name) ||
      javaOrder(name(a).firstName ?? "", name(b).firstName ?? ""),
  );
}

/**
 * Writes the EGD tournament table as OpenGotha's "Export to EGF" does (FORMATS §2.1, FORMATS
 * §2.3, FORMATS §3.2): the header lines (`TC` only when the EGD gave the file its code), the ruler naming the score columns, then the players in
 * final placing order (the standings of D21/D22 by the file's own placement criteria, D73, else
 * MMS, SOS, SODOS) with the place in the first column — left blank for a player tied with the one above, as OpenGotha does, unless his name begins with a number — and the score
 * columns after the rank, country and club; opponents are the row numbers of this order. Names
 * are made safe for the format ({@link part}). `readEgd(writeEgd(t))` gives back the players
 * (in placing order) with their names, ranks, countries, clubs, PINs and games, so the same
 * standings.
 */
export function writeEgd(t: Tournament): string {
  return writeEgdTable(t).text;
}

/** A name as a file gives it and as an EGD table reads one: its parts joined by one space. */
const spoken = (name: string, first: string | undefined): string =>
  [name, first ?? ""].join(" ").trim().replace(/\s+/g, " ");

/**
 * {@link writeEgd} with what the table could not hold as the file gave it (D75): a player with
 * no rank (written 30K), a country that is not two letters (XX), a club that is a number (xxxx,
 * which would be read as a score), and every name written otherwise — the player, the name as given, as
 * written, and as an EGD table reads it back where that differs from what was written (a first
 * name `1d` read as a rank: an error). Spaces written as `_`, which every EGD reader reads back as
 * spaces, are one note with a count; any other change is a note of its own player.
 */
export function writeEgdTable(t: Tournament): { text: string; notes: readonly WriteNote[] } {
  const notes = new Notes();
  const { text, order } = tableText(t, notes);
  const who = (i: number, p: Player): { player: number; name: string } => ({
    player: i + 1,
    name: spoken(p.name, p.firstName),
  });
  t.players.forEach((p, i) => {
    if (p.rank === undefined) notes.add("warning", note("wrNoRank", { who: who(i, p), rank: "30K" }));
    if (p.federation && country(p) === "XX" && p.federation.toUpperCase() !== "XX")
      notes.add("warning", note("wrH9Country", { who: who(i, p), federation: p.federation }));
    if (p.club && club(p) === "xxxx" && p.club.trim() !== "xxxx")
      notes.add("warning", note("wrH9Club", { who: who(i, p), club: p.club }));
  });
  const back = readEgd(text);
  const readAt = new Map<number, Player>();
  back.playerLines.forEach((line, i) => {
    const p = back.tournament.players[i];
    if (p) readAt.set(line, p);
  });
  const lines = text.split("\n");
  const first = lines.findIndex((l) => l.startsWith("; Pl ")) + 2;
  order.forEach((player, row) => {
    const p = t.players[player] as Player;
    const original = spoken(p.name, p.firstName);
    const written = nameField(p);
    const r = readAt.get(first + row);
    const read = r === undefined ? "" : spoken(r.name, r.firstName);
    const meant = spoken(written.replace(/_/g, " "), undefined);
    if (read !== meant) {
      const params = { who: who(player, p), original, written, read };
      notes.add("error", note("wrH9NameLost", params));
    } else if (written !== original || read !== original) {
      // the read form where it is neither the original nor the written text (an `_` of the name)
      const params = {
        who: who(player, p),
        original,
        written,
        ...(read !== original && read !== written ? { read } : {}),
      };
      const underscored = [p.name, p.firstName ?? ""].map((x) => x.trim().replace(/\s+/g, "_"));
      const spaces = written === underscored.filter(Boolean).join(" ");
      notes.add("warning", note("wrH9Name", spaces ? { ...params, spaces: true } : params));
    }
  });
  return { text, notes: notes.list() };
}

/** The table's text, and its players in the table's order (the final placing). */
function tableText(t: Tournament, notes: Notes): { text: string; order: number[] } {
  const head: string[] = [];
  const add = (k: string, v: string | number | undefined): void => {
    if (v !== undefined && String(v) !== "") head.push(`; ${k}[${String(v).replace(/[[\]\r\n]/g, " ")}]`);
  };
  add("TC", t.egdCode); // the EGD's code, kept when the file had one (FORMATS §2.1)
  add("CL", t.egdClass);
  add("EV", t.name);
  add("PC", t.location);
  add("DT", [t.startDate, t.endDate].filter(Boolean).join(","));
  add("HA", t.handicapReduction === undefined ? undefined : `h${t.handicapReduction}`);
  add("KM", t.komi);
  add("TM", t.timeControl?.adjustedMinutes ?? t.timeControl?.basicMinutes);
  add("CM", t.timeControl?.text);
  // D73: ordered by and a column for each of the file's own placement criteria (D50), as
  // OpenGotha's "Export to EGF" writes them; MMS, SOS, SODOS for a file that names none
  const criteria = t.criteria ?? H9_CRITERIA;
  const s = { rows: h9Rows(t, criteria) };
  const rowOf = new Map<number, number>();
  s.rows.forEach((r, i) => rowOf.set(r.player, i + 1));
  head.push(
    `; Pl Name                            Rk Co Club ${criteria.map((c) => SHORT_NAMES[c].padStart(4)).join(" ")}`,
  );
  const body = s.rows.map((r, i) => {
    const p = t.players[r.player] as Player;
    // a tied player's place left blank, as OpenGotha leaves it, unless his name begins with a
    // whole number, which an EGD table reads as the place (`     1508 Wu`, D75): then written
    const blank = i > 0 && s.rows[i - 1]?.place === r.place && !/^\d+(?: |$)/.test(nameField(p));
    // CAT as OpenGotha prints it: the 1-based category (the criterion is minus the 0-based, D47)
    const scores = criteria.map((c) => score(c === "category" ? 1 - (r.values[c] ?? 0) : (r.values[c] ?? 0)));
    // OpenGotha fills the columns up to four with 0 (FORMATS §2.3)
    while (scores.length < 4) scores.push("0");
    const at = { p, index: r.player };
    return line(at, blank ? "" : String(r.place), t, (o) => (rowOf.get(o) ?? o + 1) - 1, scores, notes);
  });
  return { text: [...head, ...body].join("\n") + "\n", order: s.rows.map((r) => r.player) };
}
