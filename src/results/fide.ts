/** The columns of a FIDE tournament's results (RULES §2, D9–D12, D25). */
import type { FidePlayerResult, FideTournamentResult } from "../core/engines/fide-types";
import type { ResultColumn } from "./columns";

export type FideColumn = ResultColumn<FidePlayerResult, FideTournamentResult>;

/** The command line shows an unpublished figure in parentheses: below the floor, or a first rating not registered. */
function afterText(p: FidePlayerResult): string | number {
  if (p.ratingAfter === null) {
    const figure = p.firstRating?.figure;
    return figure !== null && figure !== undefined ? `(${figure})` : "";
  }
  return p.published === null ? `(${p.ratingAfter})` : p.ratingAfter;
}

export const FIDE_COLUMNS: readonly FideColumn[] = [
  {
    key: "no",
    header: "No",
    figure: "whole",
    value: (p, _r, t) => t.players[p.player]?.startNumber ?? p.player + 1,
  },
  { key: "name", header: "Name", figure: null, value: (p) => p.name },
  {
    key: "source",
    header: "Source",
    figure: null,
    cli: {
      text: (p) =>
        p.firstRating === null ? p.source : p.firstRating.method === "swiss" ? "first" : "first (RR)",
    },
  },
  {
    key: "ratingBefore",
    header: "Rating before",
    figure: "whole",
    value: (p) => p.ratingBefore,
    cli: { header: "Before" },
  },
  { key: "k", header: "K", figure: "whole", cli: { text: (p) => p.k ?? "" } },
  { key: "games", header: "Games", figure: "whole", value: (p) => p.games },
  { key: "w", header: "W", figure: "tenths", value: (p) => p.w, cli: { text: (p) => p.w } },
  { key: "we", header: "We", figure: "hundredths", value: (p) => p.we },
  { key: "change", header: "Change", figure: "signed", value: (p) => p.change },
  {
    key: "ratingAfter",
    header: "Rating after",
    figure: "whole",
    value: (p) => p.published,
    cli: { header: "After", text: afterText },
    official: true,
  },
  {
    key: "performance",
    header: "Performance",
    figure: "whole",
    value: (p) => p.performance,
    cli: { header: "Perf" },
  },
];
