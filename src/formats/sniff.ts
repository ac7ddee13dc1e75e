import { DiagnosticSink } from "../core/tournament/diagnostics";
import { readCsv } from "./csv";
import { toText } from "./encoding";
import { ratingListKind } from "./rating-list";
import { emptyRead } from "./read-result";
import { readEgd, readFfg } from "./egd";
import { readMacMahon } from "./macmahon";
import { readOpenGotha } from "./opengotha";
import { readPairgoth } from "./pairgoth";
import { readTrf } from "./trf";
import type { ReadResult } from "./types";

export type TournamentFormat = "egd" | "ffg" | "pairgoth" | "macmahon" | "opengotha" | "trf" | "csv";

/**
 * Guesses a tournament file's format from its first bytes (the header first), the file name's
 * extension breaking ties: XML → OpenGotha; `;name=` headers or `.tou` → FFG; JSON → pairgoth; `<TournamentData>` → MacMahon 3.9; `012 `/`001 ` records → TRF; `; XX[..]` headers or
 * h9 result tokens → EGD; otherwise CSV.
 */
export function sniffFormat(head: string, fileName = ""): TournamentFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const start = head.slice(0, 4096).replace(/^\uFEFF/, "");
  if (/<TournamentData\b/.test(start)) return "macmahon";
  if (/^\s*<(\?xml|Tournament)/.test(start)) return "opengotha";
  if (/^;\s*(name|date|vill)=/m.test(start) || ext === "tou") return "ffg";
  if (/^\s*\{/.test(start) || ext === "tour") return "pairgoth";
  if (/^(?:012|001|XXR|###) /m.test(start) || ext === "trf") return "trf";
  if (/^[ \t]*;\s*[A-Z]{2}\[/m.test(start) || /^h\d$/.test(ext)) return "egd";
  if (ext === "csv") return "csv";
  if (/\s\d+[+\-=][/!][bw]\d?(\s|$)/.test(start)) return "egd";
  return "csv";
}

const READERS: Readonly<Record<TournamentFormat, (input: string | Uint8Array) => ReadResult>> = {
  egd: readEgd,
  ffg: readFfg,
  pairgoth: readPairgoth,
  macmahon: readMacMahon,
  opengotha: readOpenGotha,
  trf: readTrf,
  csv: readCsv,
};

/** Reads any supported tournament file; never throws for bad data (see `diagnostics`). */
export function readTournament(
  input: string | Uint8Array,
  fileName = "",
  format?: TournamentFormat,
): ReadResult & { format: TournamentFormat } {
  const head = typeof input === "string" ? input.slice(0, 4096) : latin1Head(input);
  const f = format ?? sniffFormat(head, fileName);
  const list = format === undefined && f === "csv" ? ratingListKind(head) : null;
  if (list !== null) {
    // a rating list given as the tournament: say so rather than "no header row naming a name column"
    const sink = new DiagnosticSink("Tournament file");
    sink.error(
      "rating-list",
      0,
      0,
      `this looks like a rating list (${list === "egd" ? "the EGD rating-list download" : "a CSV list with name and rating columns and no rounds"}), not a tournament: give it as the rating list (--ratings LIST)`,
    );
    return { ...emptyRead(f, sink, toText(input).encoding), format: f };
  }
  return { ...READERS[f](input), format: f };
}

function latin1Head(bytes: Uint8Array): string {
  let s = "";
  const n = Math.min(bytes.length, 4096);
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = bom; i < n; i++) s += String.fromCharCode(bytes[i] ?? 0);
  return s;
}
