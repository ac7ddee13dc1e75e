/**
 * What the season's explain view says (src/core/season/explain*.ts, `season --explain`, the
 * page's details): who was asked about, and line by line how each tournament or period made the
 * rating, in the rules' own terms (Jp, C, ΣJp; K, W, We; NR, KT, W, T5), in every language.
 */
import { type Family, type Words, wordsByLanguage } from "./message";
import { type Language, russianPlural } from "./language";

/** The parameters of each explain message, by code. */
export interface SeasonExplainParams {
  /** Nobody of the list after the season is the one asked about. */
  explainNobody: { who: string; players: number };
  /** Several players of that name: the ID tells them apart. */
  explainSeveral: { who: string; named: string };
  /** The player explained: name, ID, rating and rank (or level) now. */
  explainPlayer: { name: string; id: string | null; rating: number | null; rank: string | null };
  /** The player played no tournament or period of the season. */
  explainNothing: Record<string, never>;
  /** MGSZ: a tournament with C and the rating and rank before and after. */
  explainMgszStep: {
    end: string;
    event: string;
    file: string;
    multiplier: number;
    before: number;
    rankBefore: string;
    after: number;
    rankAfter: string;
  };
  /** MGSZ: a game with the opponent's starting rating, the stones and Jp (thousandths). */
  explainMgszGame: {
    round: number;
    opponent: string;
    opponentRating: number;
    result: 0 | 1 | 2;
    stones: number;
    jp: number;
  };
  /** MGSZ: a part of a tournament rated in parts (rounds, ΣJp in thousandths, change). */
  explainMgszPart: {
    firstRound: number;
    lastRound: number;
    before: number;
    sumJp: number;
    change: number;
    after: number;
  };
  /** MGSZ: ΣJp (thousandths) × C, rounded ⌊x + 0.5⌋. */
  explainMgszSum: { sumJp: number; multiplier: number; change: number };
  /** FIDE: a period with the rule set, the rating and K at its start. */
  explainFidePeriod: {
    period: string;
    files: string;
    rules: string;
    before: number | null;
    k: number | null;
    kBase: number | null;
    kSource: "list" | "rules" | null;
    n: number;
  };
  /** FIDE: an event of the period. */
  explainFideEvent: {
    event: string;
    file: string;
    n: number;
    w: number;
    we: number;
    wMinusWe: number;
    change: number;
  };
  /** FIDE: a game with W and We (null: not rated). */
  explainFideGame: {
    round: number;
    opponent: string;
    opponentRating: number | null;
    w: number;
    we: number | null;
  };
  /** FIDE: the period's K × Σ(W − We), rounded once. */
  explainFideSum: {
    wMinusWe: number;
    k: number;
    changeExact: number;
    change: number;
    before: number;
    after: number;
  };
  /** FIDE: an unrated player's first rating over his pooled games. */
  explainFideFirst: { rating: number | null; registered: boolean; games: number; minGames: number };
  /** Mahjong: a release with the level, T5 and rating. */
  explainMahjongRelease: {
    release: string;
    place: number;
    level: string;
    eu: number;
    t5: number;
    rating: number;
  };
  /** Mahjong: a rated tournament with NR, KT, W, NR × KT × W and the level's evolution. */
  explainMahjongTournament: {
    end: string;
    event: string;
    place: number;
    participants: number;
    nr: number;
    kt: number;
    weight: number;
    value: number | null;
    inT5: boolean;
    norm: string | null;
    levelBefore: string;
    levelAfter: string;
  };
}

/** A signed figure with `places` decimals ("+0.30", "-1.50", "0.00"). */
const signed = (n: number, places: number): string => {
  const t = Math.abs(n).toFixed(places);
  return n > 0 ? `+${t}` : n < 0 && Number(t) !== 0 ? `-${t}` : t;
};
/** Thousandths as the rules write Jp: at least two decimals, a third when it is not 0 (+0.52, +0.125). */
const jp = (n: number): string => {
  const t = signed(n / 1000, 3);
  return t.endsWith("0") ? t.slice(0, -1) : t;
};
const fixed = (n: number): string => n.toFixed(2);
const stonesText = (n: number): string => (n > 0 ? `+${n}` : String(n));
const idText = (id: string | null): string => (id === null ? "" : ` (${id})`);

/** The words the templates share, one family (D130). */
const EXPLAIN_WORDS: Words<"won" | "jigo" | "lost" | "unrated" | "notRated" | "list" | "rules"> = {
  en: {
    won: () => "won",
    jigo: () => "jigo",
    lost: () => "lost",
    unrated: () => "unrated",
    notRated: () => "not rated",
    list: () => "the list's",
    rules: () => "by the rules",
  },
  hu: {
    won: () => "nyert",
    jigo: () => "jigo",
    lost: () => "vesztett",
    unrated: () => "nincs értékszáma",
    notRated: () => "nem számít",
    list: () => "a listáé",
    rules: () => "a szabályok szerint",
  },
  ru: {
    won: () => "победа",
    jigo: () => "дзиго",
    lost: () => "поражение",
    unrated: () => "без рейтинга",
    notRated: () => "не обсчитывается",
    list: () => "из списка",
    rules: () => "по правилам",
  },
};
const WORDS = wordsByLanguage(EXPLAIN_WORDS);
const resultWord = (lang: Language, r: 0 | 1 | 2): string =>
  r === 2 ? WORDS[lang].won : r === 1 ? WORDS[lang].jigo : WORDS[lang].lost;
const kText = (lang: Language, p: SeasonExplainParams["explainFidePeriod"]): string => {
  if (p.k === null) return "";
  const source = p.kSource === "list" ? WORDS[lang].list : WORDS[lang].rules;
  return p.kBase !== null && p.kBase !== p.k
    ? `, K ${p.kBase} (${source}) → ${p.k}`
    : `, K ${p.k} (${source})`;
};
const rated = (lang: Language, n: number | null): string => (n === null ? WORDS[lang].unrated : String(n));
const opponentWe = (lang: Language, p: SeasonExplainParams["explainFideGame"]): string =>
  p.opponentRating === null || p.we === null
    ? `${WORDS[lang].unrated}, ${WORDS[lang].notRated}`
    : `${p.opponentRating}: W ${p.w}, We ${fixed(p.we)}`;

export const SEASON_EXPLAIN_MESSAGES: Family<SeasonExplainParams> = {
  en: {
    explainNobody: (p) =>
      `"${p.who}" is none of the ${p.players} players of the list after the season; give the name as the list writes it, or the player's ID`,
    explainSeveral: (p) =>
      `"${p.who}" is the name of several players (${p.named}); give the ID of the one meant`,
    explainPlayer: (p) =>
      `${p.name}${idText(p.id)}: rating ${p.rating ?? "unrated"}${p.rank === null ? "" : `, ${p.rank}`}`,
    explainNothing: () => "No tournament of the season rated this player",
    explainMgszStep: (p) =>
      `${p.end} ${p.event} (${p.file}): C ${p.multiplier}, rating ${p.before} ${p.rankBefore} → ${p.after} ${p.rankAfter}`,
    explainMgszGame: (p) =>
      `round ${p.round}: ${resultWord("en", p.result)} against ${p.opponent} ${p.opponentRating}, stones ${stonesText(p.stones)}, Jp ${jp(p.jp)}`,
    explainMgszPart: (p) =>
      `part of rounds ${p.firstRound}–${p.lastRound}: ΣJp ${jp(p.sumJp)}, ${p.before} → ${p.after} (${signed(p.change, 0)})`,
    explainMgszSum: (p) => `ΣJp ${jp(p.sumJp)} × C ${p.multiplier}, rounded: ${signed(p.change, 0)}`,
    explainFidePeriod: (p) =>
      `Period ${p.period} (${p.files}), ${p.rules}: rating ${rated("en", p.before)}${kText("en", p)}, games against rated opponents ${p.n}`,
    explainFideEvent: (p) =>
      `${p.event} (${p.file}): games ${p.n}, W ${p.w}, ΣWe ${fixed(p.we)}, W − We ${signed(p.wMinusWe, 2)}, K × (W − We) ${signed(p.change, 2)}`,
    explainFideGame: (p) => `round ${p.round}: ${p.opponent} ${opponentWe("en", p)}`,
    explainFideSum: (p) =>
      `Σ(W − We) ${signed(p.wMinusWe, 2)} × K ${p.k} = ${signed(p.changeExact, 2)}, rounded once: ${signed(p.change, 0)}, ${p.before} → ${p.after}`,
    explainFideFirst: (p) =>
      p.registered
        ? `first rating ${p.rating ?? ""} over ${p.games} games against rated opponents`
        : `no first rating yet: ${p.games} games against rated opponents pooled, ${p.minGames} needed${p.rating === null ? "" : ` (figure so far ${p.rating})`}`,
    explainMahjongRelease: (p) =>
      `The list of ${p.release}: place ${p.place}, level ${p.level} (EU ${p.eu}), T5 ${fixed(p.t5)}, rating 0.25 × ${p.eu} + 0.75 × T5 = ${fixed(p.rating)}`,
    explainMahjongTournament: (p) =>
      `${p.end} ${p.event}: place ${p.place} of ${p.participants}, NR ${fixed(p.nr)}, KT ${fixed(p.kt)}, W ${fixed(p.weight)}, NR × KT × W ${p.value === null ? "0" : fixed(p.value)}${p.inT5 ? " (in T5)" : ""}; norm ${p.norm ?? "none"}, level ${p.levelBefore} → ${p.levelAfter}`,
  },
  hu: {
    explainNobody: (p) =>
      `„${p.who}” nem szerepel az idény utáni lista ${p.players} játékosa között; adja meg a nevet úgy, ahogy a lista írja, vagy a játékos azonosítóját`,
    explainSeveral: (p) =>
      `„${p.who}” több játékos neve (${p.named}); adja meg a keresett játékos azonosítóját`,
    explainPlayer: (p) =>
      `${p.name}${idText(p.id)}: értékszám ${p.rating ?? "nincs"}${p.rank === null ? "" : `, ${p.rank}`}`,
    explainNothing: () => "Az idény egyetlen versenye sem számította ezt a játékost",
    explainMgszStep: (p) =>
      `${p.end} ${p.event} (${p.file}): C ${p.multiplier}, értékszám ${p.before} ${p.rankBefore} → ${p.after} ${p.rankAfter}`,
    explainMgszGame: (p) =>
      `${p.round}. forduló: ${resultWord("hu", p.result)} ${p.opponent} (${p.opponentRating}) ellen, kő ${stonesText(p.stones)}, Jp ${jp(p.jp)}`,
    explainMgszPart: (p) =>
      `a(z) ${p.firstRound}–${p.lastRound}. forduló része: ΣJp ${jp(p.sumJp)}, ${p.before} → ${p.after} (${signed(p.change, 0)})`,
    explainMgszSum: (p) => `ΣJp ${jp(p.sumJp)} × C ${p.multiplier}, kerekítve: ${signed(p.change, 0)}`,
    explainFidePeriod: (p) =>
      `${p.period} időszak (${p.files}), ${p.rules}: értékszám ${rated("hu", p.before)}${kText("hu", p)}, játszmák értékszámmal rendelkező ellenfelek ellen: ${p.n}`,
    explainFideEvent: (p) =>
      `${p.event} (${p.file}): játszmák ${p.n}, W ${p.w}, ΣWe ${fixed(p.we)}, W − We ${signed(p.wMinusWe, 2)}, K × (W − We) ${signed(p.change, 2)}`,
    explainFideGame: (p) => `${p.round}. forduló: ${p.opponent} ${opponentWe("hu", p)}`,
    explainFideSum: (p) =>
      `Σ(W − We) ${signed(p.wMinusWe, 2)} × K ${p.k} = ${signed(p.changeExact, 2)}, egyszer kerekítve: ${signed(p.change, 0)}, ${p.before} → ${p.after}`,
    explainFideFirst: (p) =>
      p.registered
        ? `első értékszám ${p.rating ?? ""}, ${p.games} játszma alapján értékszámmal rendelkező ellenfelek ellen`
        : `még nincs első értékszám: ${p.games} játszma gyűjtve értékszámmal rendelkező ellenfelek ellen, ${p.minGames} kell${p.rating === null ? "" : ` (eddigi érték ${p.rating})`}`,
    explainMahjongRelease: (p) =>
      `A(z) ${p.release} lista: ${p.place}. hely, szint ${p.level} (EU ${p.eu}), T5 ${fixed(p.t5)}, értékszám 0,25 × ${p.eu} + 0,75 × T5 = ${fixed(p.rating)}`,
    explainMahjongTournament: (p) =>
      `${p.end} ${p.event}: ${p.place}. hely ${p.participants} közül, NR ${fixed(p.nr)}, KT ${fixed(p.kt)}, W ${fixed(p.weight)}, NR × KT × W ${p.value === null ? "0" : fixed(p.value)}${p.inT5 ? " (a T5-ben)" : ""}; teljesített norma ${p.norm ?? "nincs"}, szint ${p.levelBefore} → ${p.levelAfter}`,
  },
  ru: {
    explainNobody: (p) =>
      `«${p.who}» нет среди ${p.players} ${russianPlural(p.players, "игрока", "игроков", "игроков")} списка после сезона; укажите имя так, как оно записано в списке, или ИД игрока`,
    explainSeveral: (p) => `«${p.who}» — имя нескольких игроков (${p.named}); укажите ИД нужного`,
    explainPlayer: (p) =>
      `${p.name}${idText(p.id)}: рейтинг ${p.rating ?? "нет"}${p.rank === null ? "" : `, ${p.rank}`}`,
    explainNothing: () => "Ни один турнир сезона не обсчитывал этого игрока",
    explainMgszStep: (p) =>
      `${p.end} ${p.event} (${p.file}): C ${p.multiplier}, рейтинг ${p.before} ${p.rankBefore} → ${p.after} ${p.rankAfter}`,
    explainMgszGame: (p) =>
      `тур ${p.round}: ${resultWord("ru", p.result)}, соперник ${p.opponent} ${p.opponentRating}, камни ${stonesText(p.stones)}, Jp ${jp(p.jp)}`,
    explainMgszPart: (p) =>
      `часть, туры ${p.firstRound}–${p.lastRound}: ΣJp ${jp(p.sumJp)}, ${p.before} → ${p.after} (${signed(p.change, 0)})`,
    explainMgszSum: (p) => `ΣJp ${jp(p.sumJp)} × C ${p.multiplier}, с округлением: ${signed(p.change, 0)}`,
    explainFidePeriod: (p) =>
      `Период ${p.period} (${p.files}), ${p.rules}: рейтинг ${rated("ru", p.before)}${kText("ru", p)}, партий с игроками с рейтингом: ${p.n}`,
    explainFideEvent: (p) =>
      `${p.event} (${p.file}): партий ${p.n}, W ${p.w}, ΣWe ${fixed(p.we)}, W − We ${signed(p.wMinusWe, 2)}, K × (W − We) ${signed(p.change, 2)}`,
    explainFideGame: (p) => `тур ${p.round}: ${p.opponent} ${opponentWe("ru", p)}`,
    explainFideSum: (p) =>
      `Σ(W − We) ${signed(p.wMinusWe, 2)} × K ${p.k} = ${signed(p.changeExact, 2)}, с одним округлением: ${signed(p.change, 0)}, ${p.before} → ${p.after}`,
    explainFideFirst: (p) =>
      p.registered
        ? `первый рейтинг ${p.rating ?? ""} по ${p.games} ${russianPlural(p.games, "партии", "партиям", "партиям")} с игроками с рейтингом`
        : `первого рейтинга ещё нет: накоплено партий с игроками с рейтингом ${p.games}, нужно ${p.minGames}${p.rating === null ? "" : ` (пока ${p.rating})`}`,
    explainMahjongRelease: (p) =>
      `Список на ${p.release}: место ${p.place}, уровень ${p.level} (EU ${p.eu}), T5 ${fixed(p.t5)}, рейтинг 0,25 × ${p.eu} + 0,75 × T5 = ${fixed(p.rating)}`,
    explainMahjongTournament: (p) =>
      `${p.end} ${p.event}: место ${p.place} из ${p.participants}, NR ${fixed(p.nr)}, KT ${fixed(p.kt)}, W ${fixed(p.weight)}, NR × KT × W ${p.value === null ? "0" : fixed(p.value)}${p.inT5 ? " (в T5)" : ""}; выполнена норма ${p.norm ?? "нет"}, уровень ${p.levelBefore} → ${p.levelAfter}`,
  },
};
