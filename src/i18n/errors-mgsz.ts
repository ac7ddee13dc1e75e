/**
 * The errors of the Hungarian Go rating (src/core/mgsz, src/core/engines/mgsz*.ts), in every
 * language. Numbers outside their range are `outOfRange` (errors-common.ts).
 */
import { type Family } from "./message";
import { type Subject, lead, subjectName } from "./subject";

/** The parameters of each MGSZ error, by code. */
export interface MgszErrorParams {
  mgszBadByoyomi: { subject: Subject; value: string };
  mgszBadEvent: { subject: Subject; value: string };
  /** Pair go and games of more than two players are not rated (1.§ (3)). */
  mgszPairGo: { subject: Subject };
  /** D29: the time control reaches not even category E; the rating committee sets the multiplier (6.§ (2)). */
  mgszBelowE: Record<string, never>;
  /** The file states no thinking time and none is given. */
  mgszNoTime: Record<string, never>;
  /** A multiplier so large that even one round's parts reach the limit. */
  mgszPartLimit: { multiplier: number; limit: number };
  mgszNotThousandths: { value: number };
  mgszNoPlayedGames: Record<string, never>;
  mgszRankNotInTable: { rank: string };
  mgszBadRank: { subject: Subject; value: string };
  /** A player with neither a list entry nor a rank to start from. */
  mgszNoStart: { subject: Subject };
}

export const MGSZ_ERRORS: Family<MgszErrorParams> = {
  en: {
    mgszBadByoyomi: (p) =>
      `${lead("en", p.subject)}"${p.value}" is not a byo-yomi (Japanese "3x20s" or "20s", Canadian "25/10" or "25/10m")`,
    mgszBadEvent: (p) =>
      `${lead("en", p.subject)}"${p.value}" is not one of invitational, national, european, world (several separated by commas)`,
    mgszPairGo: (p) =>
      `${lead("en", p.subject)}pair go (and any game with more than two players) is not rated`,
    mgszBelowE: () =>
      "No multiplier: the time control reaches not even category E (10 min, or 20 min extended): " +
      "the multiplier is to be set by the rating committee; give it to rate the tournament",
    mgszNoTime: () =>
      "No multiplier: the file states no thinking time; give the multiplier, or the base time (and byo-yomi)",
    mgszPartLimit: (p) => `Multiplier ${p.multiplier}: even a single round reaches ${p.limit}`,
    mgszNotThousandths: (p) => `ΣJp ${p.value} must be whole thousandths`,
    mgszNoPlayedGames: () => "No played games: no performance",
    mgszRankNotInTable: (p) => `Rank ${p.rank} is not in the MGSZ rank table (35k … 7d)`,
    mgszBadRank: (p) =>
      `${lead("en", p.subject)}"${p.value}" is not an MGSZ rank (35k … 1k, 1d … 7d, e.g. "15 kyu", "3 dan")`,
    mgszNoStart: (p) =>
      `${subjectName("en", p.subject)}: not on the rating list and no rank to start from; give a rank or a starting rating`,
  },
  hu: {
    mgszBadByoyomi: (p) =>
      `${lead("hu", p.subject)}„${p.value}” nem byo-yomi (japán „3x20s” vagy „20s”, kanadai „25/10” vagy „25/10m”)`,
    mgszBadEvent: (p) =>
      `${lead("hu", p.subject)}„${p.value}” nem invitational, national, european vagy world (többet vesszővel elválasztva)`,
    mgszPairGo: (p) =>
      `${lead("hu", p.subject)}a páros go (és minden kettőnél több játékos játszmája) nem számít bele az értékszámba`,
    mgszBelowE: () =>
      "Nincs szorzó: a gondolkodási idő az E kategóriát sem éri el (10 perc, vagy 20 perc meghosszabbítva): " +
      "a szorzót az értékszám-bizottság állapítja meg; adja meg a verseny számításához",
    mgszNoTime: () =>
      "Nincs szorzó: a fájl nem adja meg a gondolkodási időt; adja meg a szorzót vagy az alapidőt (és a byo-yomit)",
    mgszPartLimit: (p) => `${p.multiplier} szorzó: már egyetlen forduló is eléri a(z) ${p.limit} értéket`,
    mgszNotThousandths: (p) => `ΣJp ${p.value}: egész ezredeknek kell lennie`,
    mgszNoPlayedGames: () => "Nincs lejátszott játszma: nincs teljesítmény",
    mgszRankNotInTable: (p) => `A(z) ${p.rank} fokozat nincs az MGSZ fokozattáblázatában (35k … 7d)`,
    mgszBadRank: (p) =>
      `${lead("hu", p.subject)}„${p.value}” nem MGSZ-fokozat (35k … 1k, 1d … 7d, pl. „15 kyu”, „3 dan”)`,
    mgszNoStart: (p) =>
      `${subjectName("hu", p.subject)}: nincs az értékszám-listán, és nincs fokozata, amelyből indulhatna; adjon meg fokozatot vagy kezdő értékszámot`,
  },
  ru: {
    mgszBadByoyomi: (p) =>
      `${lead("ru", p.subject)}«${p.value}» — не бёёми (японское «3x20s» или «20s», канадское «25/10» или «25/10m»)`,
    mgszBadEvent: (p) =>
      `${lead("ru", p.subject)}«${p.value}» — не invitational, national, european или world (несколько через запятую)`,
    mgszPairGo: (p) =>
      `${lead("ru", p.subject)}парное го (и любая партия больше чем двух игроков) не обсчитывается`,
    mgszBelowE: () =>
      "Нет множителя: контроль времени не достигает даже категории E (10 мин или 20 мин с добавлением): " +
      "множитель устанавливает рейтинговая комиссия; укажите его, чтобы обсчитать турнир",
    mgszNoTime: () =>
      "Нет множителя: в файле не указан контроль времени; укажите множитель или основное время (и бёёми)",
    mgszPartLimit: (p) => `Множитель ${p.multiplier}: уже один тур достигает ${p.limit}`,
    mgszNotThousandths: (p) => `ΣJp ${p.value} должно быть целым числом тысячных`,
    mgszNoPlayedGames: () => "Нет сыгранных партий: нет перфоманса",
    mgszRankNotInTable: (p) => `Разряда ${p.rank} нет в таблице разрядов MGSZ (35k … 7d)`,
    mgszBadRank: (p) =>
      `${lead("ru", p.subject)}«${p.value}» — не разряд MGSZ (35k … 1k, 1d … 7d, например «15 kyu», «3 dan»)`,
    mgszNoStart: (p) =>
      `${subjectName("ru", p.subject)}: нет в рейтинг-листе и нет разряда, с которого начать; укажите разряд или начальный рейтинг`,
  },
};
