/**
 * A TRF read and written back keeps its records (issue 24): `writeTrf` writes the records it
 * models from the tournament (the header records it knows, one `001` per player, the national
 * rating lines, the team section), and every other line of the source file — `032`, `092`,
 * `102`, `112`, `132`, `XX…`, `BB…`, `DAT`, `240` of an individual event, `250`, `260`, `###`
 * comments, blank lines, unknown records — is written back as it was, in its place. A record the
 * writer writes takes the place of the source's record of the same key (a header code; `001`
 * and a national-rating line by starting rank; a team record by its code); those the source did
 * not have come before its first player (header records) or at the end.
 */
import { isNationalLine as isNational } from "./trf-player";
import type { TrfVersion } from "./trf-writer-fields";

/** TRF-2026's records, which a TRF16 file has not (FORMATS.md §1.3, §1.5). */
const ONLY_2026 = new Set([
  "142",
  "152",
  "162",
  "172",
  "182",
  "192",
  "202",
  "212",
  "222",
  "240",
  "250",
  "260",
  "299",
  "300",
  "310",
  "320",
  "330",
  "352",
  "362",
  "801",
  "802",
]);

/** What a written record replaces: `001:12`, `HUN:12`, else its code. */
export function recordKey(line: string): string {
  const code = line.slice(0, 3);
  if (code === "001" || isNational(line)) return `${code}:${line.slice(4, 8).trim()}`;
  return code;
}

/**
 * The written lines merged into the source's: each source line whose key the writer wrote is
 * replaced (at its key's first place) by the writer's lines of that key; the others are kept. In
 * TRF16 the source's TRF-2026 records and national-rating lines are left out (TRF16 has none), and
 * so are the records of an `owned` code (one the writer writes from the model) it did not write.
 */
export function keepRecords(
  written: readonly string[],
  source: readonly string[],
  version: TrfVersion,
  owned: ReadonlySet<string> = new Set(),
): string[] {
  const byKey = new Map<string, string[]>();
  for (const l of written) {
    const key = recordKey(l);
    const same = byKey.get(key);
    if (same) same.push(l);
    else byKey.set(key, [l]);
  }
  const lines = source.length > 0 && source[source.length - 1] === "" ? source.slice(0, -1) : source;
  // the model's time control is 122's text and 222's joined: with 222 kept (TRF-2026), 122 is kept too
  if (version === "2026" && lines.some((l) => l.startsWith("222"))) byKey.delete("122");
  const out: string[] = [];
  const used = new Set<string>();
  for (const l of lines) {
    const key = recordKey(l);
    const mine = byKey.get(key);
    if (mine === undefined) {
      // a player's record is always the model's: one the writer did not write (a player no
      // longer in the tournament) is not brought back
      const player = l.startsWith("001") || isNational(l);
      const dropped = player || owned.has(key) || (version === "16" && ONLY_2026.has(l.slice(0, 3)));
      if (!dropped) out.push(l);
    } else if (!used.has(key)) {
      for (const w of mine) out.push(w);
      used.add(key);
    }
  }
  const header: string[] = [];
  const rest: string[] = [];
  for (const [key, ls] of byKey) {
    if (used.has(key)) continue;
    // a national-rating line the source had not: after its player's 001
    const player = key.includes(":") ? out.findIndex((l) => recordKey(l) === `001:${key.slice(4)}`) : -1;
    if (player >= 0) out.splice(player + 1, 0, ...ls);
    else for (const l of ls) (/^(\d\d2|XXR|XXC)$/.test(key) ? header : rest).push(l);
  }
  const firstPlayer = out.findIndex((l) => l.startsWith("001"));
  const at = firstPlayer < 0 ? out.length : firstPlayer;
  return out.slice(0, at).concat(header, out.slice(at), rest);
}
