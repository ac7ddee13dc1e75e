/** The columns of an MGSZ tournament's results (RULES §1; D4: one ΣJp column per part). */
import type { MgszPlayerResult, MgszTournamentResult } from "../core/engines/mgsz-types";
import type { Tournament } from "../core/tournament/model";
import type { ResultColumn } from "./columns";
import { START_VALUE_WORDS } from "../i18n/header-words";
import { words } from "../i18n/message";

/** A new player's Start, in the command line's English: the spill's word (withHeaders) too. */
const NEW_START = words(START_VALUE_WORDS, "en").rank;

export type MgszColumn = ResultColumn<MgszPlayerResult, MgszTournamentResult>;

const startNumber = (t: Tournament, i: number): number => t.players[i]?.startNumber ?? i + 1;

/** D24 beside a new player's proposal: wins / games, the MGSZ performance, the register and committee flags. */
function entryColumns(): MgszColumn[] {
  const flag = (p: MgszPlayerResult): string => {
    const e = p.entry;
    if (e === undefined) return "";
    return e.forCommittee
      ? `declared ${e.declared}: committee`
      : e.entersRegister
        ? "enters register"
        : "not in register";
  };
  return [
    {
      key: "winsGames",
      header: "W/G",
      figure: null,
      cli: { text: (p) => (p.entry === undefined ? "" : `${p.entry.wins}/${p.entry.games}`) },
    },
    {
      key: "entryPerformance",
      header: "Perf",
      figure: null,
      cli: { text: (p) => p.entry?.performance ?? "" },
    },
    { key: "newPlayer", header: "New player", figure: null, cli: { text: flag } },
  ];
}

/**
 * The columns for a tournament rated in `parts` parts (D4: ΣJp of each part when more than
 * one); `entries`: some player is new and gets D24's proposal, which the command line shows.
 */
export function mgszColumns(parts: number, entries = false): MgszColumn[] {
  const perPart: MgszColumn[] =
    parts > 1
      ? Array.from({ length: parts }, (_, k) => ({
          key: `sumJp${k + 1}`,
          header: `ΣJp ${k + 1}`,
          figure: "thousandths",
          value: (p) => (p.parts[k]?.sumJp ?? 0) / 1000,
        }))
      : [];
  return [
    {
      key: "no",
      header: "No",
      figure: "whole",
      value: (p, _r, t) => startNumber(t, p.player),
      cli: { text: (p) => p.player + 1 },
    },
    { key: "name", header: "Name", figure: null, value: (p) => p.name },
    {
      key: "start",
      header: "Start",
      figure: null,
      value: (p) => (p.newPlayer ? "rank" : "rating"),
      cli: { text: (p) => (p.newPlayer ? NEW_START : p.source) },
    },
    {
      key: "ratingBefore",
      header: "Rating before",
      figure: "whole",
      value: (p) => p.ratingBefore,
      cli: { header: "Before" },
    },
    {
      key: "rankBefore",
      header: "Rank before",
      figure: null,
      value: (p) => p.rankBefore,
      cli: { header: "Rank" },
    },
    { key: "sumJp", header: "ΣJp", figure: "thousandths", value: (p) => p.sumJp / 1000 },
    ...perPart,
    { key: "change", header: "Change", figure: "signed", value: (p) => p.change },
    {
      key: "ratingAfter",
      header: "Rating after",
      figure: "whole",
      value: (p) => p.ratingAfter,
      cli: { header: "After" },
      official: true,
    },
    { key: "rankAfter", header: "Rank after", figure: null, value: (p) => p.rankAfter },
    ...(entries ? entryColumns() : []),
  ];
}
