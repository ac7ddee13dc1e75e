/** Crosstable and rating-list readers and writers (docs/formats.md). */
export { readTournament, sniffFormat } from "./sniff";
export type { TournamentFormat } from "./sniff";
export type { ReadResult } from "./types";
export { readEgd, readFfg } from "./egd";
export type { EgdPrinted, EgdReadResult } from "./egd";
export { writeEgd } from "./egd-writer";
export { readOpenGotha, openGothaKey } from "./opengotha";
export { readPairgoth } from "./pairgoth";
export { readMacMahon } from "./macmahon";
export { readTrf } from "./trf";
export { readCsv, writeCsv } from "./csv";
export { readLevelList, readRatingList } from "./rating-list";
export type { LevelListEntry, RatingList, RatingListEntry } from "./rating-list";
export { readMahjongResults } from "./mahjong";
export type { MahjongResult, MahjongResults } from "./mahjong";
export { parseCell, formatCell } from "./cell";
export type { CellParse, CellValue } from "./cell";
export { decodeBytes, splitLines } from "./encoding";
