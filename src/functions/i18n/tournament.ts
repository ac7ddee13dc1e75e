/** Hungarian and Russian metadata of the TOURNAMENT custom functions (ids and argument order stay the same). */
import type { FunctionTranslations } from "./types";

const p = (name: string, description: string) => ({ name, description });

const CROSSTABLE_HU = p(
  "kereszttabla",
  'Tartomány, játékosonként egy sor: sorszám, név, minősítés, Élő-pont, majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; fejléc sor megengedett',
);
const CROSSTABLE_RU = p(
  "турнирная_таблица",
  'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг, затем по ячейке на тур, напр. "12+/w2", "7-/b0", "3=/w", "5+!", "0+"; строка заголовка допускается',
);

export const TOURNAMENT_I18N: FunctionTranslations = {
  "TOURNAMENT.STANDINGS": {
    hu: {
      description:
        "Egy kereszttábla végeredménye a választott holtverseny-eldöntőkkel, táblázatként kiterjesztve.",
      parameters: {
        crosstable: CROSSTABLE_HU,
        tiebreaks: p(
          "eldontok",
          'Holtverseny-eldöntők sorrendben, szövegként "MMS,SOS" vagy nevek tartománya: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; alapértelmezés MMS,SOS,SODOS,SOSOS',
        ),
        rounds: p(
          "fordulok",
          "Állás ennyi forduló után, egész szám 0..a tábla fordulói, pl. 3; alapértelmezés mind",
        ),
      },
    },
    ru: {
      description: "Итоговая таблица турнира с выбранными дополнительными показателями, выводится массивом.",
      parameters: {
        crosstable: CROSSTABLE_RU,
        tiebreaks: p(
          "коэффициенты",
          'Дополнительные показатели по порядку, текстом "MMS,SOS" или диапазоном названий: PTS MMS SOS SODOS SOSOS BUCH BUCHT BERGER CUM DE WINS ARO; по умолчанию MMS,SOS,SODOS,SOSOS',
        ),
        rounds: p(
          "туры",
          "Положение после этого тура, целое 0..число туров таблицы, напр. 3; по умолчанию все",
        ),
      },
    },
  },
  "TOURNAMENT.MGSZ": {
    hu: {
      description: "Minden játékos új MGSZ Élő-pontja egy kereszttáblából, táblázatként kiterjesztve.",
      parameters: {
        crosstable: p(
          "kereszttabla",
          'Tartomány, játékosonként egy sor: sorszám, név, minősítés, Élő-pont a verseny előtt (üres: a minősítésből), majd fordulónként egy cella, pl. "12+/w2", "7-/b0", "0+"',
        ),
        multiplier: p("szorzo", "Versenyszorzó C, egész szám 0..100, pl. 30 (az MGSZ.MULTIPLIER adja)"),
      },
    },
    ru: {
      description: "Новые рейтинги MGSZ всех игроков турнирной таблицы, выводятся массивом.",
      parameters: {
        crosstable: p(
          "турнирная_таблица",
          'Диапазон, по строке на игрока: номер, имя, ранг, рейтинг до турнира (пусто: по рангу), затем по ячейке на тур, напр. "12+/w2", "7-/b0", "0+"',
        ),
        multiplier: p("множитель", "Множитель турнира C, целое 0..100, напр. 30 (его даёт MGSZ.MULTIPLIER)"),
      },
    },
  },
};
