/** The Go custom functions' metadata in Hungarian (D132; codes in `go-en.ts`). */
import type { Words } from "../../i18n/message";
import type { GoFunctionCode } from "./go-en";

export const GO_FUNCTIONS_HU: Words<GoFunctionCode>["hu"] = {
  "GO.HANDICAP": () =>
    "Előkövek két játékos között az OpenGotha előkőszabálya szerint: a küszöbnél erősebb fokozat (vagy McMahon-pont) a küszöbnek számít, a különbség mínusz a korrekció, legfeljebb a plafon; pozitív, ha az első adja (ő fehér), negatív, ha a második, 0 egyenlő játszma.",
  "GO.HANDICAP.first.name": () => "elso",
  "GO.HANDICAP.first": () =>
    'Az első játékos fokozata szövegként, pl. "3k", vagy McMahon-pontja számként, pl. 27,5 (mindkét játékosé ugyanolyan)',
  "GO.HANDICAP.second.name": () => "masodik",
  "GO.HANDICAP.second": () => 'A második játékos fokozata, pl. "5k", vagy McMahon-pontja, pl. 25',
  "GO.HANDICAP.threshold.name": () => "kuszob",
  "GO.HANDICAP.threshold": () =>
    'Előkő nélküli küszöb, go-fokozat 30k..9d, pl. "1d": az erősebb fokozat vagy pont ennek számít; alapértelmezés "1d"',
  "GO.HANDICAP.correction.name": () => "korrekcio",
  "GO.HANDICAP.correction": () => "A különbségből levont kövek, egész szám 0..9, pl. 1; alapértelmezés 1",
  "GO.HANDICAP.ceiling.name": () => "plafon",
  "GO.HANDICAP.ceiling": () => "Legtöbb előkő, egész szám 0..9, pl. 9; alapértelmezés 9",
};
