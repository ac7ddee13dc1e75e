/** The columns of a mahjong tournament's results (RULES §3, D13–D19). */
import type { MahjongPlayerResult, MahjongTournamentResult } from "../core/engines/mahjong";
import type { ResultColumn } from "./columns";

/** Mahjong rates a results table, not a crosstable: no tournament model beside the result. */
export type MahjongColumn = ResultColumn<MahjongPlayerResult, MahjongTournamentResult, undefined>;

export const MAHJONG_COLUMNS: readonly MahjongColumn[] = [
  { key: "place", header: "Place", figure: null, value: (p) => p.place },
  { key: "player", header: "Player", figure: null, value: (p) => p.name },
  { key: "points", header: "Points", figure: null, cli: { text: (p) => p.points ?? "" } },
  { key: "level", header: "Level", figure: null, value: (p) => p.level },
  { key: "nr", header: "NR", figure: "hundredths", value: (p) => p.nr },
  { key: "kt", header: "KT", figure: "hundredths", value: (_p, r) => r.coefficient.kt / 100 },
  { key: "nrKt", header: "NR×KT", figure: "hundredths", value: (p) => p.nrKt },
  { key: "norm", header: "Norm", figure: null, value: (p) => p.norm },
  { key: "levelAfter", header: "Level after", figure: null, cli: { text: (p) => p.levelAfter } },
];
