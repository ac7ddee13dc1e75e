/**
 * The season's list written as CSV (D143): each player's identity, rating, rank and the ranks
 * reached once, then the rating and rank after each tournament of the history, oldest first,
 * headed in the officer's language with the words the CSV list reader reads back (D68); a FIDE
 * season's list with what its next period needs instead of the ranks (D148).
 */
import type { SeasonPlayer } from "../../core/season/types";
import { type Language } from "../../i18n/language";
import { HEADER_LABELS } from "../../i18n/labels";
import { type SeasonParams } from "../../i18n/season";
import { msg, render } from "../../i18n/table";
import { type CsvForm, csvCell, csvRows, excelCsv } from "../csv-form";
import { poolText } from "./csv-history";

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

/** What every season's list gives first: the player's identity and rating. */
const IDENTITY = [
  "seasonColPin",
  "seasonColName",
  "seasonColFirstName",
  "seasonColFederation",
  "seasonColClub",
  "seasonColRating",
] as const;

const num = (n: number | undefined): number | string => n ?? "";

/**
 * The list as CSV text in a form (D195: by default the Excel of the header's language), one row
 * per player in the list's order. A season of
 * tournaments (MGSZ's, D143): `Rank, Reached once` after the identity, a rating and a rank column
 * per tournament; of rating periods (FIDE's, D148): `K, Birth, Games, Highest, Pool` (the pool:
 * D157), a rating column per period (`Rating YYYY-MM-DD YYYY-MM`, D156): what the next period
 * needs, and no rank.
 */
export function seasonListCsv(
  list: readonly SeasonPlayer[],
  lang: Language,
  season: "tournaments" | "periods" = "tournaments",
  form: CsvForm = excelCsv(lang),
): string {
  const fide = season === "periods";
  const events = historyEvents(list);
  const rating = word("seasonColRating", lang);
  const rank = word("seasonColRank", lang);
  const own = fide
    ? [
        HEADER_LABELS[lang].k,
        ...(["seasonColBirth", "seasonColGames", "seasonColHighest", "seasonColPool"] as const).map((c) =>
          word(c, lang),
        ),
      ]
    : (["seasonColRank", "seasonColReachedOnce"] as const).map((c) => word(c, lang));
  const header = [
    ...IDENTITY.map((c) => word(c, lang)),
    ...own,
    ...events.flatMap((e) => {
      const at = `${e.end} ${e.event}`.trim();
      return fide ? [`${rating} ${at}`] : [`${rating} ${at}`, `${rank} ${at}`];
    }),
  ];
  const rows = list.map((p) => {
    const byEvent = new Map(p.history.map((h) => [`${h.end}\u0000${h.event}`, h]));
    const cells = fide
      ? [num(p.k), p.birth ?? "", num(p.games), num(p.highest), p.pool === undefined ? "" : poolText(p.pool)]
      : [p.rank ?? "", p.reachedOnce.join(" ")];
    return [
      p.pin ?? "",
      p.name,
      p.firstName ?? "",
      p.federation ?? "",
      p.club ?? "",
      p.rating,
      ...cells,
      ...events.flatMap((e) => {
        const h = byEvent.get(`${e.end}\u0000${e.event}`);
        if (fide) return [num(h?.rating)];
        return h === undefined ? ["", ""] : [h.rating, h.rank ?? ""];
      }),
    ];
  });
  return csvRows(
    [header, ...rows].map((r) => r.map((c) => csvCell(c, form))),
    form,
  );
}
