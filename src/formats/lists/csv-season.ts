/**
 * The season's list written as CSV (D143): each player's identity, rating, rank and the ranks
 * reached once, then the rating and rank after each tournament of the history, oldest first,
 * headed in the officer's language with the words the CSV list reader reads back (D68).
 */
import Papa from "papaparse";
import type { SeasonPlayer } from "../../core/season/types";
import { type Language } from "../../i18n/language";
import { type SeasonParams } from "../../i18n/season";
import { msg, render } from "../../i18n/table";

type ColCode = Extract<keyof SeasonParams, `seasonCol${string}`>;
const word = (code: ColCode, lang: Language): string => render(msg(code, {}), lang);

/** The tournaments of the list's history, oldest first, each once (its day and name). */
function historyEvents(list: readonly SeasonPlayer[]): { end: string; event: string }[] {
  const seen = new Map<string, { end: string; event: string; first: number }>();
  let n = 0;
  for (const p of list)
    for (const h of p.history) {
      const key = `${h.end}\u0000${h.event}`;
      if (!seen.has(key)) seen.set(key, { end: h.end, event: h.event, first: n++ });
    }
  return [...seen.values()].sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : a.first - b.first));
}

/** The list as CSV text, comma-separated, one row per player in the list's order. */
export function seasonListCsv(list: readonly SeasonPlayer[], lang: Language): string {
  const events = historyEvents(list);
  const rating = word("seasonColRating", lang);
  const rank = word("seasonColRank", lang);
  const header = [
    ...(
      [
        "seasonColPin",
        "seasonColName",
        "seasonColFirstName",
        "seasonColFederation",
        "seasonColClub",
        "seasonColRating",
        "seasonColRank",
        "seasonColReachedOnce",
      ] as const
    ).map((c) => word(c, lang)),
    ...events.flatMap((e) => [`${rating} ${e.end} ${e.event}`.trim(), `${rank} ${e.end} ${e.event}`.trim()]),
  ];
  const rows = list.map((p) => {
    const byEvent = new Map(p.history.map((h) => [`${h.end}\u0000${h.event}`, h]));
    return [
      p.pin ?? "",
      p.name,
      p.firstName ?? "",
      p.federation ?? "",
      p.club ?? "",
      String(p.rating),
      p.rank ?? "",
      p.reachedOnce.join(" "),
      ...events.flatMap((e) => {
        const h = byEvent.get(`${e.end}\u0000${e.event}`);
        return h === undefined ? ["", ""] : [String(h.rating), h.rank ?? ""];
      }),
    ];
  });
  return `${Papa.unparse([header, ...rows], { delimiter: ",", newline: "\n" })}\n`;
}
