/** Hungarian and Russian metadata of TOURNAMENT.PAIRINGS and GO.HANDICAP (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

export const PAIRING_I18N: FunctionTranslations = {
  "TOURNAMENT.PAIRINGS": {
    hu: {
      description:
        "Egy forduló párosítása, ahogy a kereszttábla tartalmazza, közzétételi sorrendben, nyomtatáshoz: tábla, fehér, fekete, előkő, eredmény; nem párosít (azt a munkaablak Párosítás gombja teszi).",
      parameters: {
        crosstable: p(
          "kereszttabla",
          'Tartomány, játékosonként egy sor: sorszám, név, fokozat, értékszám, majd fordulónként egy cella, pl. "12?/w2", "12+/w2", "7-/b0", "0+"; fejléc sor megengedett',
        ),
        round: p("fordulo", "A forduló, egész szám 1..a tábla fordulói, pl. 3"),
        language: p("nyelv", 'A fejléc sor nyelve: "en", "hu" vagy "ru"; alapértelmezés "en"'),
      },
    },
    ru: {
      description:
        "Жеребьёвка тура, как она записана в турнирной таблице, в порядке публикации, для печати: доска, белые, чёрные, фора, результат; сама не жеребьёт (это делает кнопка «Жеребьёвка» в панели).",
      parameters: {
        crosstable: p(
          "турнирная_таблица",
          'Диапазон, по строке на игрока: номер, имя, разряд, рейтинг, затем по ячейке на тур, напр. "12?/w2", "12+/w2", "7-/b0", "0+"; строка заголовка допускается',
        ),
        round: p("тур", "Тур, целое число 1..число туров таблицы, напр. 3"),
        language: p("язык", 'Язык строки заголовка: "en", "hu" или "ru"; по умолчанию "en"'),
      },
    },
  },
  "GO.HANDICAP": {
    hu: {
      description:
        "Előkövek két játékos között az OpenGotha előkőszabálya szerint: a küszöbnél erősebb fokozat (vagy McMahon-pont) a küszöbnek számít, a különbség mínusz a korrekció, legfeljebb a plafon; pozitív, ha az első adja (ő fehér), negatív, ha a második, 0 egyenlő játszma.",
      parameters: {
        first: p(
          "elso",
          'Az első játékos fokozata szövegként, pl. "3k", vagy McMahon-pontja számként, pl. 27,5 (mindkét játékosé ugyanolyan)',
        ),
        second: p("masodik", 'A második játékos fokozata, pl. "5k", vagy McMahon-pontja, pl. 25'),
        threshold: p(
          "kuszob",
          'Előkő nélküli küszöb, go-fokozat 30k..9d, pl. "1d": az erősebb fokozat vagy pont ennek számít; alapértelmezés "1d"',
        ),
        correction: p("korrekcio", "A különbségből levont kövek, egész szám 0..9, pl. 1; alapértelmezés 1"),
        ceiling: p("plafon", "Legtöbb előkő, egész szám 0..9, pl. 9; alapértelmezés 9"),
      },
    },
    ru: {
      description:
        "Камни форы между двумя игроками по правилу OpenGotha: разряд (или очки Мак-Магона) выше порога считается порогом, разница минус поправка, не больше потолка; положительное число — фору даёт первый (он играет белыми), отрицательное — второй, 0 — игра без форы.",
      parameters: {
        first: p(
          "первый",
          'Разряд первого игрока текстом, напр. "3k", или его очки Мак-Магона числом, напр. 27,5 (у обоих одного вида)',
        ),
        second: p("второй", 'Разряд второго игрока, напр. "5k", или очки Мак-Магона, напр. 25'),
        threshold: p(
          "порог",
          'Порог без форы, разряд 30k..9d, напр. "1d": более сильный разряд или очки считаются им; по умолчанию "1d"',
        ),
        correction: p("поправка", "Камни, вычитаемые из разницы, целое число 0..9, напр. 1; по умолчанию 1"),
        ceiling: p("потолок", "Наибольшая фора, целое число 0..9, напр. 9; по умолчанию 9"),
      },
    },
  },
};
