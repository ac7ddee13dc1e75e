/** The Go custom functions' metadata in Russian (D132; codes in `go-en.ts`). */
import type { Words } from "../../i18n/message";
import type { GoFunctionCode } from "./go-en";

export const GO_FUNCTIONS_RU: Words<GoFunctionCode>["ru"] = {
  "GO.HANDICAP": () =>
    "Камни форы между двумя игроками по правилу OpenGotha: разряд (или очки Мак-Магона) выше порога считается порогом, разница минус поправка, не больше потолка; положительное число — фору даёт первый (он играет белыми), отрицательное — второй, 0 — игра без форы.",
  "GO.HANDICAP.first.name": () => "первый",
  "GO.HANDICAP.first": () =>
    'Разряд первого игрока текстом, напр. "3k", или его очки Мак-Магона числом, напр. 27,5 (у обоих одного вида)',
  "GO.HANDICAP.second.name": () => "второй",
  "GO.HANDICAP.second": () => 'Разряд второго игрока, напр. "5k", или очки Мак-Магона, напр. 25',
  "GO.HANDICAP.threshold.name": () => "порог",
  "GO.HANDICAP.threshold": () =>
    'Порог без форы, разряд 30k..9d, напр. "1d": более сильный разряд или очки считаются им; по умолчанию "1d"',
  "GO.HANDICAP.correction.name": () => "поправка",
  "GO.HANDICAP.correction": () => "Камни, вычитаемые из разницы, целое число 0..9, напр. 1; по умолчанию 1",
  "GO.HANDICAP.ceiling.name": () => "потолок",
  "GO.HANDICAP.ceiling": () => "Наибольшая фора, целое число 0..9, напр. 9; по умолчанию 9",
};
