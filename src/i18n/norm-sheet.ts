/**
 * What a chess sheet's norm block says of the sheet itself (src/sheet/norm-block.ts, D303, D346,
 * D357–D360): no player with a norm, the host federation and the players' sex it does or does not
 * hold (each cell's refusal at the cell), and a round robin's pairings or shape.
 */
import { type Family } from "./message";
import { type Who, names } from "./norms";

export interface NormSheetParams {
  /** D360: a sheet made before it kept the host federation (no Host federation row). */
  normSheetNoHost: Record<string, never>;
  /** D358: the Host federation cell is empty. */
  normSheetHostBlank: Record<string, never>;
  /** D358: the Host federation cell holds no federation's three letters (at the cell). */
  normSheetHostCell: { value: string };
  /** D360: a sheet made before it kept the players' sex (no Sex column). */
  normSheetNoSex: Record<string, never>;
  /** D357: the players whose Sex cell is empty. */
  normSheetSexBlank: { players: readonly Who[]; more: number };
  /** D357: a Sex cell neither m nor w nor blank (at the cell). */
  normSheetSexCell: { value: string };
  /** D359: every player paired with every other: checked as a round robin. */
  normSheetRoundRobinChecked: { players: number; times: 1 | 2 };
  /** D346: the sheet's crosstable has a round robin's shape; the block checks a Swiss. */
  normSheetRoundRobin: { players: number; rounds: number };
  /** The sheet's norm block when no player has a norm made or still possible. */
  normNone: Record<string, never>;
}

export const NORM_SHEET_MESSAGES: Family<NormSheetParams> = {
  en: {
    normNone: () => "No player has made a norm or can still make one",
    normSheetNoHost: () =>
      "The sheet has no Host federation row (it was made before sheets kept one): the exemption from the foreign opponents (1.4.3d) is not checked; add a row labelled Host federation to the header block with the federation's three letters (HUN) in column B, then Recalculate",
    normSheetHostBlank: () =>
      "The Host federation cell is empty: the exemption from the foreign opponents (1.4.3d) is not checked; type the host federation's three letters (HUN) there, then Recalculate",
    normSheetHostCell: (p) =>
      `Host federation "${p.value}": expected a federation's three letters (HUN), or an empty cell when it is not known`,
    normSheetNoSex: () =>
      "The sheet has no Sex column (it was made before sheets kept one): WGM and WIM norms are not checked; add a column headed Sex right of the crosstable with m or w for each player, then Recalculate",
    normSheetSexBlank: (p) =>
      `No sex in the Sex column for ${p.players.length + p.more === 1 ? "player" : "players"} ${names(p.players)}${p.more > 0 ? ` and ${p.more} more` : ""}: their WGM and WIM norms are not checked; type m or w there, then Recalculate`,
    normSheetSexCell: (p) =>
      `Sex "${p.value}": expected m (man) or w (woman), or an empty cell when it is not known`,
    normSheetRoundRobinChecked: (p) =>
      `Every one of the ${p.players} players is paired with every other ${p.times === 1 ? "once" : "twice"}: a round robin, checked by its rules (B.01 1.4.1e: no round dropped; 1.4.2b; 1.4.3d does not apply)`,
    normSheetRoundRobin: (p) =>
      `${p.players} players in ${p.rounds} rounds, no two met twice: if this is a round robin, its norms are checked by other rules (B.01 1.4.1e, 1.4.2b, 1.4.3d) than the Swiss's this block applies; check them as a round robin's from the event's TRF file (the command line's norms, its round-robin option)`,
  },
  hu: {
    normNone: () => "Senki nem teljesített normát, és már nem is teljesíthet",
    normSheetNoHost: () =>
      "A lapon nincs Rendező szövetség sor (a lap korábbi, mint hogy a lapok tartalmazták volna): a külföldi ellenfelek alóli mentességet (1.4.3d) nem ellenőrizzük; vegyen fel a fejlécbe egy Rendező szövetség feliratú sort a szövetség hárombetűs kódjával (HUN) a B oszlopban, majd számoljon újra",
    normSheetHostBlank: () =>
      "A Rendező szövetség cella üres: a külföldi ellenfelek alóli mentességet (1.4.3d) nem ellenőrizzük; írja be a rendező szövetség hárombetűs kódját (HUN), majd számoljon újra",
    normSheetHostCell: (p) =>
      `Rendező szövetség „${p.value}”: egy szövetség hárombetűs kódja (HUN) kell, vagy üres cella, ha nem ismert`,
    normSheetNoSex: () =>
      "A lapon nincs Nem oszlop (a lap korábbi, mint hogy a lapok tartalmazták volna): WGM- és WIM-normát nem ellenőrzünk; vegyen fel a tábla jobb oldalán egy Nem fejlécű oszlopot, minden játékosnál m-mel vagy w-vel, majd számoljon újra",
    normSheetSexBlank: (p) =>
      `Üres a Nem oszlop: ${names(p.players)}${p.more > 0 ? ` és még ${p.more} játékos` : ""}; WGM- és WIM-normájukat nem ellenőrizzük; írjon be m-et vagy w-t, majd számoljon újra`,
    normSheetSexCell: (p) => `Nem „${p.value}”: m (férfi) vagy w (nő) kell, vagy üres cella, ha nem ismert`,
    normSheetRoundRobinChecked: (p) =>
      `A(z) ${p.players} játékos mindegyike ${p.times === 1 ? "egyszer" : "kétszer"} került párba mindegyik másikkal: körmérkőzés, a saját szabályai szerint ellenőrizve (B.01 1.4.1e: forduló nem hagyható el; 1.4.2b; az 1.4.3d nem alkalmazandó)`,
    normSheetRoundRobin: (p) =>
      `${p.players} játékos ${p.rounds} fordulóban, senki sem játszott kétszer ugyanazzal: ha ez körmérkőzés, normáit más szabályok szerint kell ellenőrizni (B.01 1.4.1e, 1.4.2b, 1.4.3d), mint a svájci rendszerűét, amelyet ez a blokk alkalmaz; ellenőrizze körmérkőzésként a verseny TRF-fájljából (a parancssor norms parancsa, round-robin kapcsolóval)`,
  },
  ru: {
    normNone: () => "Никто не выполнил норму и уже не может её выполнить",
    normSheetNoHost: () =>
      "На листе нет строки «Федерация-организатор» (лист создан до того, как листы стали её содержать): освобождение от требования об иностранных соперниках (1.4.3d) не проверяется; добавьте в шапку строку «Федерация-организатор» с трёхбуквенным кодом федерации (HUN) в столбце B и пересчитайте",
    normSheetHostBlank: () =>
      "Ячейка «Федерация-организатор» пуста: освобождение от требования об иностранных соперниках (1.4.3d) не проверяется; введите трёхбуквенный код федерации-организатора (HUN) и пересчитайте",
    normSheetHostCell: (p) =>
      `Федерация-организатор «${p.value}»: нужен трёхбуквенный код федерации (HUN) или пустая ячейка, если она неизвестна`,
    normSheetNoSex: () =>
      "На листе нет столбца «Пол» (лист создан до того, как листы стали его содержать): нормы WGM и WIM не проверяются; добавьте справа от таблицы столбец с заголовком «Пол», m или w для каждого игрока, и пересчитайте",
    normSheetSexBlank: (p) =>
      `Не указан пол в столбце «Пол» у игроков ${names(p.players)}${p.more > 0 ? ` и ещё ${p.more}` : ""}: их нормы WGM и WIM не проверяются; введите m или w и пересчитайте`,
    normSheetSexCell: (p) =>
      `Пол «${p.value}»: нужно m (мужчина) или w (женщина) либо пустая ячейка, если он неизвестен`,
    normSheetRoundRobinChecked: (p) =>
      `Каждый из ${p.players} игроков встречается с каждым другим ${p.times === 1 ? "один раз" : "дважды"}: круговой турнир, проверяется по его правилам (B.01 1.4.1e: туры не отбрасываются; 1.4.2b; 1.4.3d не применяется)`,
    normSheetRoundRobin: (p) =>
      `${p.players} игроков в ${p.rounds} турах, никто не встречался дважды: если это круговой турнир, его нормы проверяются по другим правилам (B.01 1.4.1e, 1.4.2b, 1.4.3d), чем швейцарские, которые применяет этот блок; проверьте их как для кругового турнира по TRF-файлу турнира (команда norms в командной строке, параметр round-robin)`,
  },
};
