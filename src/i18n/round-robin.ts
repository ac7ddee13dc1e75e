/**
 * The messages of the round-robin schedule's Varma draw (src/sheet/pairing-rr.ts, the pane's
 * pairing step): the option, its seed, why a draw cannot be made, and the draw's protocol step
 * by step (src/core/pairing/varma.ts, `VarmaStep`).
 */
import { type Family } from "./message";

export interface RoundRobinParams {
  rrVarma: Record<string, never>;
  rrSeedLabel: Record<string, never>;
  rrSeedBad: { value: string };
  rrDoneVarma: { players: number; rounds: number; seed: number };
  /** `federation` "" is a player without a country: a contingent of his own. */
  varmaSeedLine: { seed: number };
  varmaTable: { table: number; envelopes: string; bye: number };
  varmaChoice: { federation: string; size: number; player: string; envelope: string; of: string };
  varmaOversize: { federation: string; size: number; envelopes: string };
  varmaDraw: { player: string; number: number; envelope: string };
  varmaLastRound: { federation: string };
}

const fed = (f: string, none: string): string => (f === "" ? none : f);

export const ROUND_ROBIN_MESSAGES: Family<RoundRobinParams> = {
  en: {
    rrVarma: () => "numbers from a Varma draw (players of one country meet early)",
    rrSeedLabel: () => "Seed of the draw (blank: a new one)",
    rrSeedBad: (p) => `The seed must be a whole number from 0 to 4294967295, not "${p.value}"`,
    rrDoneVarma: (p) =>
      `Round-robin schedule written: ${p.players} players, ${p.rounds} rounds, the numbers drawn by Varma's tables with seed ${p.seed}.`,
    varmaSeedLine: (p) => `Seed ${p.seed}`,
    varmaTable: (p) =>
      `Table for ${p.table} players: ${p.envelopes}${p.bye > 0 ? `; number ${p.bye} is the free round` : ""}`,
    varmaChoice: (p) =>
      `${fed(p.federation, "No country")} (${p.size}): ${p.player} chooses envelope ${p.envelope} of ${p.of}`,
    varmaOversize: (p) =>
      `${fed(p.federation, "No country")} has ${p.size} players, more than any envelope holds: envelopes ${p.envelopes}`,
    varmaDraw: (p) => `${p.player} draws ${p.number} from ${p.envelope}`,
    varmaLastRound: (p) =>
      `${fed(p.federation, "No country")}: three players drew envelope C of the 12-player table, so two of them meet in the last round`,
  },
  hu: {
    rrVarma: () => "számok Varma-sorsolással (az egy országbeliek korán játszanak egymással)",
    rrSeedLabel: () => "A sorsolás kezdőértéke (üres: új)",
    rrSeedBad: (p) => `A kezdőérték 0 és 4294967295 közötti egész szám legyen, nem „${p.value}”`,
    rrDoneVarma: (p) =>
      `A körmérkőzés sorsolása beírva: ${p.players} játékos, ${p.rounds} forduló, a számok Varma tábláiból, ${p.seed} kezdőértékkel.`,
    varmaSeedLine: (p) => `Kezdőérték: ${p.seed}`,
    varmaTable: (p) =>
      `${p.table} játékos táblája: ${p.envelopes}${p.bye > 0 ? `; a(z) ${p.bye}. szám a szabadnap` : ""}`,
    varmaChoice: (p) =>
      `${fed(p.federation, "Ország nélkül")} (${p.size}): ${p.player} a(z) ${p.envelope} borítékot választja ezek közül: ${p.of}`,
    varmaOversize: (p) =>
      `${fed(p.federation, "Ország nélkül")}: ${p.size} játékos, több, mint amennyi egy borítékban van: borítékok: ${p.envelopes}`,
    varmaDraw: (p) => `${p.player} a(z) ${p.number}. számot húzza a(z) ${p.envelope} borítékból`,
    varmaLastRound: (p) =>
      `${fed(p.federation, "Ország nélkül")}: három játékos a 12-es tábla C borítékját húzta, kettőjük az utolsó fordulóban találkozik`,
  },
  ru: {
    rrVarma: () => "номера по жребию Варма (игроки одной страны встречаются раньше)",
    rrSeedLabel: () => "Начальное число жребия (пусто: новое)",
    rrSeedBad: (p) => `Начальное число должно быть целым от 0 до 4294967295, а не «${p.value}»`,
    rrDoneVarma: (p) =>
      `Расписание круговой системы записано: игроков ${p.players}, туров ${p.rounds}, номера по таблицам Варма, начальное число ${p.seed}.`,
    varmaSeedLine: (p) => `Начальное число ${p.seed}`,
    varmaTable: (p) =>
      `Таблица на ${p.table} игроков: ${p.envelopes}${p.bye > 0 ? `; номер ${p.bye} — свободный тур` : ""}`,
    varmaChoice: (p) =>
      `${fed(p.federation, "Без страны")} (${p.size}): ${p.player} выбирает конверт ${p.envelope} из ${p.of}`,
    varmaOversize: (p) =>
      `${fed(p.federation, "Без страны")}: игроков ${p.size}, больше, чем в любом конверте: конверты ${p.envelopes}`,
    varmaDraw: (p) => `${p.player} тянет номер ${p.number} из конверта ${p.envelope}`,
    varmaLastRound: (p) =>
      `${fed(p.federation, "Без страны")}: трое вытянули конверт C таблицы на 12, двое из них встретятся в последнем туре`,
  },
};
