/**
 * Synthetic official rating lists of any size, written to a file piece by piece (never
 * committed): FIDE's TXT download (`players_list_foa.txt`, its header and column layout), FIDE's
 * XML download (`players_list_xml_foa.xml`, its elements) and the EGD's `allworld_lp` download
 * (its `<pre>` rows), as FORMATS §2.6 and docs/formats.md (D44) describe them. One player in 50
 * is unrated and one name in 100 has a non-ASCII letter, as in the real lists.
 */
import fs from "node:fs";

const FIRST = ["Magnus", "Judit", "Péter", "Anna", "Zoltán", "Olga", "Jan", "Maria", "Ivan", "Eva"];
const LAST = [
  "Carlsen",
  "Polgar",
  "Lékó",
  "Muzychuk",
  "Almasi",
  "Kosteniuk",
  "Smeets",
  "Sebag",
  "Sokolov",
  "Moser",
];
const FEDS = ["HUN", "NOR", "GER", "FRA", "RUS", "IND", "USA", "ESP", "NED", "CZE"];

function name(i: number): string {
  const last = LAST[i % 10] as string;
  const first = FIRST[Math.floor(i / 10) % 10] as string;
  const ascii = i % 100 !== 7;
  return `${ascii ? last.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : last}${i}, ${first}`;
}

const pad = (s: string, n: number): string => (s.length >= n ? s.slice(0, n) : s + " ".repeat(n - s.length));

/** The combined TXT header of FIDE's download (`players_list_foa.txt`). */
export const FIDE_TXT_HEADER_LINE =
  "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

function txtLine(i: number): string {
  const rated = i % 50 !== 0;
  const r = rated ? String(1400 + (i % 1300)) : "";
  return (
    pad(String(100000 + i), 15) +
    pad(name(i), 61) +
    pad(FEDS[i % 10] as string, 4) +
    pad(i % 3 === 0 ? "F" : "M", 4) +
    pad(i % 97 === 0 ? "GM" : "", 5) +
    pad("", 5) +
    pad("", 15) +
    pad("", 4) +
    pad(r, 6) +
    pad(rated ? "0" : "", 4) +
    pad(rated ? "20" : "", 3) +
    pad(r, 6) +
    pad(rated ? "0" : "", 4) +
    pad(rated ? "20" : "", 3) +
    pad(r, 6) +
    pad(rated ? "0" : "", 4) +
    pad(rated ? "20" : "", 3) +
    pad(String(1950 + (i % 60)), 6) +
    (i % 5 === 0 ? "i" : "")
  );
}

function xmlPlayer(i: number): string {
  const rated = i % 50 !== 0;
  const r = rated ? String(1400 + (i % 1300)) : "";
  const k = rated ? "20" : "";
  const n = name(i).replace(/&/g, "&amp;");
  return (
    `<player>\n<fideid>${100000 + i}</fideid>\n<name>${n}</name>\n<country>${FEDS[i % 10]}</country>\n` +
    `<sex>${i % 3 === 0 ? "F" : "M"}</sex>\n<title>${i % 97 === 0 ? "GM" : ""}</title>\n<w_title></w_title>\n` +
    `<o_title></o_title>\n<foa_title></foa_title>\n<rating>${r}</rating>\n<games>0</games>\n<k>${k}</k>\n` +
    `<rapid_rating>${r}</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>${k}</rapid_k>\n` +
    `<blitz_rating>${r}</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>${k}</blitz_k>\n` +
    `<birthday>${1950 + (i % 60)}</birthday>\n<flag>${i % 5 === 0 ? "i" : ""}</flag>\n</player>\n`
  );
}

function egdLine(i: number): string {
  const grade = i % 30 < 20 ? `${20 - (i % 20)}k` : `${(i % 7) + 1}d`;
  const [last = "", first = ""] = name(i).split(", ");
  return ` ${String(10000000 + i)}  ${pad(`${last} ${first}`, 34)}${FEDS[i % 10]?.slice(0, 2)}  ${pad("Bp", 5)} ${grade.padStart(4)}   --   ${String(100 + (i % 2600)).padStart(4)}   ${String(1 + (i % 40)).padStart(3)}  T${String(100101 + (i % 900))}A`;
}

/** Writes a synthetic list of `n` players to `file`; returns its size in bytes. */
export function writeSyntheticList(kind: "fide-txt" | "fide-xml" | "egd", n: number, file: string): number {
  const fd = fs.openSync(file, "w");
  const out: string[] = [];
  const flush = (): void => {
    fs.writeSync(fd, out.join(""));
    out.length = 0;
  };
  if (kind === "fide-txt") out.push(FIDE_TXT_HEADER_LINE, "\n");
  if (kind === "fide-xml") out.push('<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n');
  if (kind === "egd") out.push("<html>\n<h1>List of WORLD Players</h1>\n<pre>\n");
  for (let i = 0; i < n; i++) {
    out.push(
      kind === "fide-txt" ? txtLine(i) + "\n" : kind === "fide-xml" ? xmlPlayer(i) : egdLine(i) + "\n",
    );
    if (out.length >= 10000) flush();
  }
  if (kind === "fide-xml") out.push("</playerslist>\n");
  if (kind === "egd") out.push("</pre>\n</html>\n");
  flush();
  fs.closeSync(fd);
  return fs.statSync(file).size;
}
