/**
 * The rating systems' names as the product says them to its users: the tournament sheet's System
 * row beside its code, and the pane's list of systems. Each system's value holds its own
 * (`displayName`, src/systems), so no edge keeps a name per system.
 */
import { type Family, type NoParams } from "./message";

/** The parameters of each system's name, by code (none). */
export interface SystemNameParams {
  systemMgsz: NoParams;
  systemFide: NoParams;
  systemMahjong: NoParams;
}

export const SYSTEM_NAME_MESSAGES: Family<SystemNameParams> = {
  en: {
    systemMgsz: () => "MGSZ (Hungarian Go)",
    systemFide: () => "FIDE Elo",
    systemMahjong: () => "Russian mahjong",
  },
  hu: {
    systemMgsz: () => "MGSZ (magyar go)",
    systemFide: () => "FIDE Élő",
    systemMahjong: () => "Orosz mahjong",
  },
  ru: {
    systemMgsz: () => "MGSZ (венгерское го)",
    systemFide: () => "Эло ФИДЕ",
    systemMahjong: () => "Российский маджонг",
  },
};
