import { BOUNDS } from "../core/common/bounds";
import { DiagnosticSink } from "../core/tournament/diagnostics";
import { FIDE_ID_FIELD } from "./repeated-players";
import { DEFAULT_PARAMETERS } from "../core/tournament/model";
import type { Player, RoundEntry, TimeControl, Tournament } from "../core/tournament/model";
import { normaliseRank, rankValue } from "../core/go/rank";
import { countryInName, rankAt } from "./egd-name";
import { msg } from "../i18n/table";
import { cellFailureText, parseCell } from "./cell";
import { ABSENT } from "./game-table";
import { splitLines, toText } from "./encoding";
import type { SourcePos } from "./types";
import { eventDates, fileNumber, reportAsymmetries, textKeeper } from "./read-result";
import type { ReadResult } from "./types";

/** Scores and criteria OpenGotha printed (informational; `?` after a number is a lost ½, §2.4). */
export interface EgdPrinted {
  /** Criterion names from the `; Pl Name Rk Co Club MMS SOS` ruler line, when present. */
  readonly criteria: readonly string[];
  /** Per player, the numeric columns between club and results (`408?` → 408.5). */
  readonly values: readonly (readonly number[])[];
}

export interface EgdReadResult extends ReadResult {
  readonly printed: EgdPrinted;
}

/**
 * The `XX[value]` fields of a header comment (`; EV[EGC2013main]  ;KEY[..]  ; EV[Belfast] YES`),
 * scanned once: the regular expression it replaces rescanned the rest of the line from every
 * `XX[` without its `]` (quadratic, H3).
 */
function headerFields(comment: string): [string, string][] {
  const out: [string, string][] = [];
  const upper = (i: number): boolean => {
    const c = comment.charCodeAt(i);
    return c >= 65 && c <= 90;
  };
  for (let open = comment.indexOf("["); open >= 0;) {
    if (open >= 2 && upper(open - 1) && upper(open - 2)) {
      const close = comment.indexOf("]", open + 1);
      if (close < 0) break; // no field can end on this line
      out.push([comment.slice(open - 2, open), comment.slice(open + 1, close)]);
      open = comment.indexOf("[", close + 1);
    } else open = comment.indexOf("[", open + 1);
  }
  return out;
}
// 26+/w0  22+!w0  0=  12?/w0  12+/?0  0=0  11-/bH2
const RESULT = /^\d+[+\-=?](?:[/!]?[bwBW?]?[hH]?\d{0,2}[oO]?)?$/; // FFG .tou omits the "/": 5+b0
// 408?  39?  (a score column with a lost ½)
const HALF_SCORE = /^\d+\?$/;
/** A score column's token: a club written as one is read as a score (the h9 writer knows it). */
export const NUMBER = /^-?\d+(?:[.,]\d+)?\??$/;
/** The country column: two letters (`XX` for none). */
export const COUNTRY = /^[A-Za-z]{2}$/;

interface RawRow {
  readonly line: number;
  readonly tokens: string[];
  readonly starts: number[]; // 1-based column of each token
  readonly pin?: string;
  readonly pinColumn: number; // 1-based column of the PIN after `|`
  readonly run: number; // trailing result-run length
}

function tokenize(text: string): { tokens: string[]; starts: number[] } {
  const tokens: string[] = [];
  const starts: number[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    tokens.push(m[0]);
    starts.push(m.index + 1);
  }
  return { tokens, starts };
}

function halfValue(tok: string): number {
  const t = tok.replace(",", ".");
  return t.endsWith("?") ? Number(t.slice(0, -1)) + 0.5 : Number(t);
}

/**
 * Reads an EGD/EGF tournament table (`.h9`, `.txt`; FORMATS.md §2). Opponent numbers are the
 * 1-based row order of the file (ties print a blank place but count). Trailing rounds where
 * nobody has a game are dropped (TestPartEtLic.h9: 20 columns, 4 played).
 */
export function readEgd(input: string | Uint8Array, dialect: "egd" | "ffg" = "egd"): EgdReadResult {
  const { text, encoding } = toText(input);
  const ffg = dialect === "ffg";
  const sink = new DiagnosticSink(ffg ? "FFG" : "EGD");
  const header = new Map<string, string[]>();
  // where each header field is first written, for its diagnostics
  const headerAt = new Map<string, { line: number; column: number }>();
  let criteriaNames: string[] = [];
  const rows: RawRow[] = [];
  splitLines(text).forEach((rawLine, idx) => {
    const lineNo = idx + 1;
    const semi = rawLine.indexOf(";");
    if (semi >= 0) {
      const comment = rawLine.slice(semi + 1);
      // FFG: ;name=Veterans  ;date=07/11/2015  ;vill=…  ;komi=7.5  ;time=60+b
      const kv = ffg ? /^\s*(name|date|vill|komi|time)=(.*)$/.exec(comment) : null;
      if (kv) {
        const v = (kv[2] ?? "").trim();
        const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
        const key = { name: "EV", date: "DT", vill: "PC", komi: "KM", time: "CM" }[kv[1] as "name"];
        header.set(key, [key === "DT" && d ? `${d[3]}-${d[2]}-${d[1]}` : v]);
        headerAt.set(key, { line: lineNo, column: semi + 2 + comment.indexOf("=") + 1 });
      }
      for (const [k, v] of headerFields(comment)) {
        const values = header.get(k);
        if (values === undefined) {
          header.set(k, [v.trim()]);
          headerAt.set(k, { line: lineNo, column: semi + 2 + Math.max(0, comment.indexOf(`${k}[`)) });
        } else values.push(v.trim());
      }
      // ; Pl Name                            Rk Co Club  MMS  SOS
      // criteria are 5-character columns after "Club", sometimes touching: "  MMS  SOSSOSOS"
      const ruler = /^\s*Pl\s+Name\s+Rk\s+Co\s+Club(.*)$/.exec(comment);
      if (ruler) {
        const rest = ruler[1] ?? "";
        criteriaNames = [];
        for (let c = 0; c < rest.length; c += 5) {
          const name = rest.slice(c, c + 5).trim();
          if (name) criteriaNames.push(name);
        }
      }
    }
    let body = semi >= 0 ? rawLine.slice(0, semi) : rawLine;
    let pin: string | undefined;
    let pinColumn = 0;
    const bar = body.indexOf("|");
    if (bar >= 0) {
      const after = body.slice(bar + 1);
      pin = after.trim() || undefined;
      pinColumn = bar + 2 + after.length - after.trimStart().length;
      body = body.slice(0, bar);
    }
    if (body.trim() === "") return;
    const { tokens, starts } = tokenize(body);
    let run = 0;
    while (run < tokens.length && RESULT.test(tokens[tokens.length - 1 - run] ?? "")) run++;
    rows.push({ line: lineNo, tokens, starts, pin, pinColumn, run });
  });

  // R = the common trailing-run length (the most frequent one, so that one truncated line does
  // not shorten the table). A row may look one token longer when its last score column is
  // `408?`; such extra tokens are scores, not results.
  const freq = new Map<number, number>();
  for (const r of rows) if (r.run > 0) freq.set(r.run, (freq.get(r.run) ?? 0) + 1);
  let rounds = 0;
  let best = 0;
  for (const [len, count] of freq) {
    if (count > best || (count === best && len > rounds)) {
      rounds = len;
      best = count;
    }
  }
  const players: Player[] = [];
  const keep = textKeeper();
  const printed: number[][] = [];
  const cells: { line: number; column: number; token: string }[][] = [];
  const kept: RawRow[] = [];
  /** Where each player's name and PIN begin (1-based columns), for the repeated-player check. */
  const fields: { name: number; egd: number }[] = [];
  for (const row of rows) {
    const { tokens, starts, pin } = row;
    if (row.run === 0 && rounds > 0) {
      sink.error(row.line, 1, msg("rdNotAPlayer", {}));
      continue;
    }
    kept.push(row);
    let extra = row.run - rounds;
    // extra tokens are legitimate only if they are `NNN?` score columns
    let k = tokens.length - rounds - 1;
    while (extra > 0 && k >= 0 && HALF_SCORE.test(tokens[k] ?? "")) {
      extra--;
      k--;
    }
    if (extra > 0) {
      sink.error(
        row.line,
        starts[tokens.length - row.run] ?? 1,
        msg("rdRoundCount", { run: row.run, rounds, extra }),
      );
    } else if (row.run < rounds) {
      sink.error(
        row.line,
        (starts[tokens.length - 1] ?? 0) + (tokens[tokens.length - 1]?.length ?? 0),
        msg("rdRoundCount", { run: row.run, rounds }),
      );
    }
    const have = Math.min(rounds, row.run);
    const staticEnd = tokens.length - have;
    let i = 0;
    let place: number | undefined;
    // place: a leading integer followed by at least a name
    if (/^\d+$/.test(tokens[0] ?? "") && staticEnd > 2 && rankValue(tokens[1] ?? "") === null) {
      place = Number(tokens[0]);
      i = 1;
    }
    const nameTokens: string[] = [];
    const nameStart = i;
    while (i < staticEnd && !(nameTokens.length > 0 && rankAt(tokens, i, staticEnd))) {
      nameTokens.push(tokens[i] ?? "");
      i++;
    }
    let rank: string | undefined;
    if (i < staticEnd) {
      rank = normaliseRank(tokens[i] ?? "") ?? undefined;
      if (rank === undefined)
        sink.warning(row.line, starts[i] ?? 1, msg("rdBadRank", { value: tokens[i] ?? "" }));
      const country = countryInName(nameTokens, tokens[i] ?? "");
      if (country >= 0)
        sink.warning(
          row.line,
          starts[nameStart + country] ?? 1,
          msg("rdNameCountry", {
            name: nameTokens.join(" "),
            token: nameTokens[country] ?? "",
            value: tokens[i] ?? "",
          }),
        );
      i++;
    } else {
      sink.warning(row.line, starts[0] ?? 1, msg("rdMissingRank", {}));
    }
    let federation: string | undefined;
    let club: string | undefined;
    // FFG: NOM Prenom Niv Licence Club — the licence (7 characters: 7911800, 04A0009) is skipped
    if (ffg && i < staticEnd - 1 && /^(?=[A-Z]*\d)[0-9A-Z]{7}$|^-+$/.test(tokens[i] ?? "")) i++;
    if (ffg && i < staticEnd) {
      club = tokens[i];
      i++;
    }
    if (!ffg && i < staticEnd && COUNTRY.test(tokens[i] ?? "")) {
      federation = (tokens[i] ?? "").toUpperCase() === "XX" ? undefined : tokens[i];
      i++;
    }
    if (!ffg && i < staticEnd && !NUMBER.test(tokens[i] ?? "")) {
      club = tokens[i] === "xxxx" ? undefined : tokens[i];
      i++;
    }
    const values: number[] = [];
    for (; i < staticEnd; i++) {
      const tok = tokens[i] ?? "";
      if (NUMBER.test(tok)) values.push(halfValue(tok));
      else sink.warning(row.line, starts[i] ?? 0, msg("rdUnexpectedToken", { token: tok }));
    }
    const [surname = "", ...first] = nameTokens.map((t) => keep(t.replace(/_/g, " ")));
    if (pin !== undefined && !/^\d{8}$/.test(pin)) {
      sink.warning(row.line, row.pinColumn, msg("rdBadPin", { pin }));
    }
    players.push({
      name: surname,
      ...(first.length ? { firstName: keep(first.join(" ")) } : {}),
      ...(rank !== undefined ? { rank } : {}),
      ...(federation !== undefined ? { federation: keep(federation) } : {}),
      ...(club !== undefined ? { club: keep(club) } : {}),
      ...(pin !== undefined && /^\d{8}$/.test(pin) ? { egdPin: keep(pin) } : {}),
      ...(place !== undefined ? { place } : {}),
      startNumber: players.length + 1,
      results: [],
    });
    printed.push(values);
    fields.push({ name: starts[place === undefined ? 0 : 1] ?? 0, egd: row.pinColumn });
    const rowCells: { line: number; column: number; token: string }[] = [];
    for (let r = 0; r < rounds; r++) {
      const t = staticEnd + r;
      rowCells.push({ line: row.line, column: starts[t] ?? 0, token: r < have ? (tokens[t] ?? "") : "" });
    }
    cells.push(rowCells);
  }

  // drop trailing rounds where nobody played (every entry starts with 0)
  while (rounds > 0 && cells.every((c) => /^0?(?!\d)/.test(c[rounds - 1]?.token ?? ""))) rounds--;

  const n = players.length;
  const withResults = players.map((p, pi) => {
    // sized once (a pushed array keeps half again its length spare), an unread round shared
    const results = Array.from({ length: rounds }, (_, r): RoundEntry => {
      const cell = cells[pi]?.[r] ?? { line: 0, column: 0, token: "" };
      const parsed = parseCell(cell.token);
      if (!parsed.ok) {
        sink.error(cell.line, cell.column + parsed.column - 1, cellFailureText(parsed));
        return ABSENT();
      }
      let v = parsed.value;
      if (v.kind !== "game") {
        return v;
      }
      if (v.handicap !== null && v.handicap > BOUNDS.handicap.max) {
        // D393: a board has 9 stones at most; the rating would count it as 9 (its note said only
        // that), so it is read as 9 here and said at the handicap's digits
        const max = BOUNDS.handicap.max;
        // the digits that end the cell (before the typo's letter O)
        let at = cell.token.length - (/[oO]$/.test(cell.token) ? 1 : 0);
        while (at > 0 && /\d/.test(cell.token.charAt(at - 1))) at--;
        sink.warning(
          cell.line,
          cell.column + at,
          msg("rdH9Handicap", { round: r + 1, cell: cell.token, handicap: v.handicap, max }),
        );
        v = { ...v, handicap: max };
      }
      if (v.opponent > n) {
        sink.error(
          cell.line,
          cell.column,
          msg("rdOpponentNotRow", { opponent: v.opponent, cell: cell.token, players: n }),
        );
        return ABSENT();
      }
      return { ...v, opponent: v.opponent - 1 };
    });
    return { ...p, results };
  });

  const one = (k: string): string | undefined => header.get(k)?.[0];
  const dates = (one("DT") ?? "").split(",").map((s) => s.trim());
  const dtAt = headerAt.get("DT") ?? { line: 0, column: 0 };
  const ha = /^h(\d)$/i.exec(one("HA") ?? "");
  // H1: `TM[1e308]` is no time, said at its header field
  const tmKey = header.has("TM") ? "TM" : "TA";
  const at = (k: string): SourcePos => headerAt.get(k) ?? { line: 0, column: 0 };
  const tm = fileNumber(sink, "minutes", { key: `${tmKey}[]` }, one(tmKey), at(tmKey));
  const time: TimeControl = {
    ...(tm !== undefined ? { adjustedMinutes: tm } : {}),
    ...(header.has("CM") ? { text: (header.get("CM") ?? []).join("; ") } : {}),
  };
  const komi = fileNumber(sink, "komi", { key: "KM[]" }, one("KM"), at("KM"));
  const tournament: Tournament = {
    format: dialect,
    name: keep(one("EV") ?? ""),
    ...(one("PC") ? { location: one("PC") } : {}),
    ...eventDates(sink, { ...dtAt, text: dates[0] }, { ...dtAt, text: dates[1] }),
    rounds,
    parameters: DEFAULT_PARAMETERS,
    ...(komi !== undefined ? { komi } : {}),
    ...(ha ? { handicapReduction: Number(ha[1]) } : {}),
    ...(one("CL") ? { egdClass: one("CL") } : {}),
    ...(one("TC") ? { egdCode: one("TC") } : {}),
    ...(Object.keys(time).length ? { timeControl: time } : {}),
    players: withResults,
  };
  const playerLines = kept.map((r) => r.line);
  reportAsymmetries(
    tournament,
    playerLines,
    sink,
    (p, r) => cells[p]?.[r],
    (p, field) => {
      const f = fields[p];
      return f && field !== FIDE_ID_FIELD ? { line: playerLines[p] ?? 0, column: f[field] } : undefined;
    },
  );
  return {
    tournament,
    diagnostics: sink.items,
    encoding,
    playerLines,
    printed: { criteria: criteriaNames, values: printed },
  };
}

/** Reads an FFG `.tou` table (FORMATS.md §2.7): the EGD grammar with `;key=value` headers and a licence column. */
export function readFfg(input: string | Uint8Array): EgdReadResult {
  return readEgd(input, "ffg");
}
