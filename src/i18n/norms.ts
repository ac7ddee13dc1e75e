/**
 * What the title-norm check says (src/core/fide/norms, FIDE's title regulations B.01): the round
 * asked for, what a player's games leave out, each requirement's figure beside what it
 * requires, the verdict, the forecast for the remaining rounds and 1.4.3d's exemption, in every
 * language. The regulations' articles (1.4.5a) are names of their own, the same in every language.
 */
import { russianPlural } from "./language";
import { type Family } from "./message";

/** Player `no` of the file (his start number) and his name. */
export interface Who {
  readonly no: number;
  readonly name: string;
}

/** The requirements of a norm (B.01 1.4.1–1.4.8), one definition for the core and the texts. */
export type NormRequirementKey =
  | "games"
  | "titleHolders"
  | "titled"
  | "foreignFederations"
  | "ownFederation"
  | "oneFederation"
  | "average"
  | "performance"
  | "score";

export type NormStatusWord = "met" | "missed" | "unknown" | "exempt";

export interface NormParams {
  normRoundTooEarly: { round: number; first: number };
  normRoundNotPlayed: { round: number; rounds: number };
  normRoundsFewer: { rounds: number; round: number };
  normNoHost: Record<string, never>;
  normNoSex: { count: number };
  normNoFederation: { players: readonly Who[]; more: number };
  normForfeitLeftOut: { player: Who; opponent: Who; round: number };
  normUnknownLeftOut: { player: Who; opponent: Who; round: number };
  normScorelessLeftOut: { player: Who; opponent: Who; round: number };
  normHeading: { round: number; rounds: number; remaining: number };
  normPlayer: { player: Who; title?: string; federation?: string };
  /** One requirement: `figure` against `required`; points in half points for `score`. */
  normRequirement: {
    key: NormRequirementKey;
    article: string;
    figure: number;
    required: number;
    atMost: boolean;
    status: NormStatusWord;
    title: string;
  };
  normVerdict: {
    title: string;
    status: "met" | "missed" | "unknown";
    points: number;
    games: number;
    average: number;
    performance: number;
    normGames: number;
  };
  normDropped: { rounds: readonly number[] };
  /** 1.4.1c: 8 games and a round won by forfeit or a pairing-allocated bye count as 9. */
  normCredited: Record<string, never>;
  normRaised: { from: number; to: number };
  normAchieved: { title: string };
  normOver: { title: string };
  normNeeds: {
    title: string;
    points: number;
    remaining: number;
    field: number;
    average: number;
    titleHolders: number;
    titled: number;
    federations: number;
  };
  normImpossibleGames: { title: string; games: number; needed: number };
  normImpossibleTitled: { title: string; more: number; remaining: number };
  normImpossibleHolders: { title: string; more: number; remaining: number };
  normImpossibleFederations: { title: string; more: number; remaining: number };
  normImpossibleOwn: { title: string; count: number; allowed: number };
  normImpossibleOne: { title: string; count: number; allowed: number };
  normImpossibleAverage: { title: string; average: number; needed: number; field: number };
  normImpossiblePoints: { title: string; points: number | null; remaining: number };
  normExemption: { exempt: boolean; players: number; federations: number; masters: number; round: number };
  /** The verdict alone, a cell of the sheet's norm block. */
  normStatus: { status: "met" | "missed" | "unknown" };
}

function enKey(key: NormRequirementKey, title: string): string {
  switch (key) {
    case "games":
      return "games";
    case "titleHolders":
      return "title-holders";
    case "titled":
      return title === "GM" ? "GMs" : `${title}s or higher`;
    case "foreignFederations":
      return "federations other than the player's";
    case "ownFederation":
      return "opponents of the player's own federation";
    case "oneFederation":
      return "opponents of one federation";
    case "average":
      return "average rating of the opponents";
    case "performance":
      return "performance";
    case "score":
      return "points";
  }
}

function huKey(key: NormRequirementKey, title: string): string {
  switch (key) {
    case "games":
      return "játszmák";
    case "titleHolders":
      return "címviselők";
    case "titled":
      return title === "GM" ? "GM-ek" : `${title} vagy magasabb címűek`;
    case "foreignFederations":
      return "a sajátjától eltérő szövetségek";
    case "ownFederation":
      return "saját szövetségbeli ellenfelek";
    case "oneFederation":
      return "egy szövetségbeli ellenfelek";
    case "average":
      return "az ellenfelek átlagos értékszáma";
    case "performance":
      return "teljesítmény";
    case "score":
      return "pontok";
  }
}

function ruKey(key: NormRequirementKey, title: string): string {
  switch (key) {
    case "games":
      return "партии";
    case "titleHolders":
      return "титулованные соперники";
    case "titled":
      return title === "GM" ? "гроссмейстеры" : `${title} и выше`;
    case "foreignFederations":
      return "федерации, кроме своей";
    case "ownFederation":
      return "соперники своей федерации";
    case "oneFederation":
      return "соперники одной федерации";
    case "average":
      return "средний рейтинг соперников";
    case "performance":
      return "перформанс";
    case "score":
      return "очки";
  }
}

function enStatus(s: NormStatusWord): string {
  return s === "met"
    ? "met"
    : s === "missed"
      ? "not met"
      : s === "unknown"
        ? "cannot be told"
        : "waived (1.4.3d)";
}

function huStatus(s: NormStatusWord): string {
  return s === "met"
    ? "teljesül"
    : s === "missed"
      ? "nem teljesül"
      : s === "unknown"
        ? "nem állapítható meg"
        : "elengedve (1.4.3d)";
}

function ruStatus(s: NormStatusWord): string {
  return s === "met"
    ? "выполнено"
    : s === "missed"
      ? "не выполнено"
      : s === "unknown"
        ? "нельзя определить"
        : "не требуется (1.4.3d)";
}

export const names = (ps: readonly Who[]): string => ps.map((p) => `${p.no} (${p.name})`).join(", ");
const figure = (key: NormRequirementKey, n: number): string => (key === "score" ? String(n / 2) : String(n));
const en = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const ru = (n: number, one: string, few: string, many: string): string =>
  `${n} ${russianPlural(n, one, few, many)}`;

export const NORM_MESSAGES: Family<NormParams> = {
  en: {
    normRoundTooEarly: (p) =>
      `Round ${p.round}: title norms are checked after round ${p.first} or a later one`,
    normRoundNotPlayed: (p) => `Round ${p.round} is not in the file, which has ${en(p.rounds, "round")}`,
    normRoundsFewer: (p) => `The event cannot have ${p.rounds} rounds when round ${p.round} is checked`,
    normNoHost: () =>
      "The host federation is not known: the exemption from the foreign opponents (1.4.3d) is not checked; give it in the file's 032 record",
    normNoSex: (p) =>
      `${en(p.count, "player")} without sex in the file: WGM and WIM norms are not checked for them; give w in the player record`,
    normNoFederation: (p) =>
      `No federation in the file for ${p.players.length + p.more === 1 ? "player" : "players"} ${names(p.players)}${p.more > 0 ? ` and ${p.more} more` : ""}: the federation requirements (1.4.3, 1.4.4) of their opponents cannot be told; give each his federation`,
    normForfeitLeftOut: (p) =>
      `Player ${p.player.no} (${p.player.name}), round ${p.round} against ${p.opponent.no} (${p.opponent.name}): not played over the board, not counted (1.4.2c)`,
    normUnknownLeftOut: (p) =>
      `Player ${p.player.no} (${p.player.name}), round ${p.round} against ${p.opponent.no} (${p.opponent.name}): no result in the file, not counted; enter the result`,
    normScorelessLeftOut: (p) =>
      `Player ${p.player.no} (${p.player.name}), round ${p.round} against ${p.opponent.no} (${p.opponent.name}): an unrated opponent without a point against rated ones in a round robin, not counted (1.4.2b)`,
    normHeading: (p) =>
      `Title norms after round ${p.round} of ${p.rounds}${p.remaining > 0 ? ` (${en(p.remaining, "round")} to play)` : ""}`,
    normPlayer: (p) =>
      `Player ${p.player.no}: ${p.player.name}${p.title !== undefined ? ` ${p.title}` : ""}${p.federation !== undefined ? ` (${p.federation})` : ""}`,
    normRequirement: (p) =>
      `${p.article} ${enKey(p.key, p.title)}: ${figure(p.key, p.figure)}, ${p.atMost ? "at most" : "at least"} ${figure(p.key, p.required)}: ${enStatus(p.status)}`,
    normVerdict: (p) =>
      `${p.title} norm ${enStatus(p.status)}: ${p.points} of ${p.games}, average ${p.average}, performance ${p.performance}${p.status === "met" ? `; counts as ${en(p.normGames, "game")}` : ""}`,
    normDropped: (p) => `rounds left out: ${p.rounds.join(", ")}`,
    normCredited: () =>
      "the round won by forfeit or the pairing-allocated bye counts as the ninth game (1.4.1c)",
    normRaised: (p) => `one opponent's ${p.from} raised to ${p.to} (1.4.6)`,
    normAchieved: (p) => `${p.title}: the norm is made; the later games may be left out`,
    normOver: (p) => `${p.title}: no round remains`,
    normNeeds: (p) =>
      `${p.title}: ${p.points} of ${p.remaining} in the remaining rounds against opponents rated about ${p.field} (average ${p.average})` +
      (p.titled > 0 || p.titleHolders > 0 || p.federations > 0
        ? `, meeting at least ${en(p.titled, `more ${p.title === "GM" ? "GM" : `${p.title} or higher`}`)}, ${en(p.titleHolders, "more title-holder")} and ${en(p.federations, "more federation")}`
        : ""),
    normImpossibleGames: (p) =>
      `${p.title}: impossible, at most ${en(p.games, "game")} of the ${p.needed} needed`,
    normImpossibleTitled: (p) =>
      `${p.title}: impossible, ${p.more} more opponents with the title's titles needed in ${en(p.remaining, "round")}`,
    normImpossibleHolders: (p) =>
      `${p.title}: impossible, ${p.more} more title-holders needed in ${en(p.remaining, "round")}`,
    normImpossibleFederations: (p) =>
      `${p.title}: impossible, ${p.more} more foreign federations needed in ${en(p.remaining, "round")}`,
    normImpossibleOwn: (p) =>
      `${p.title}: impossible, ${p.count} opponents of the player's own federation, at most ${p.allowed} allowed`,
    normImpossibleOne: (p) =>
      `${p.title}: impossible, ${p.count} opponents of one federation, at most ${p.allowed} allowed`,
    normImpossibleAverage: (p) =>
      `${p.title}: impossible against opponents rated about ${p.field} (average ${p.average}); the remaining opponents would need an average of ${p.needed}`,
    normImpossiblePoints: (p) =>
      p.points === null
        ? `${p.title}: impossible, not even ${p.remaining} of ${p.remaining} reaches the performance`
        : `${p.title}: impossible, ${p.points} points needed in ${en(p.remaining, "round")}`,
    normStatus: (p) => enStatus(p.status),
    normExemption: (p) =>
      `Foreign opponents (1.4.3d): ${p.exempt ? "waived" : "required"}; in round ${p.round}, ${en(p.players, "rated foreign player")} of ${en(p.federations, "federation")}, ${p.masters} of them GM, IM, WGM or WIM (20, 3 and 10 needed)`,
  },
  hu: {
    normRoundTooEarly: (p) =>
      `${p.round}. forduló: a címnormák a(z) ${p.first}. forduló után vagy később ellenőrizhetők`,
    normRoundNotPlayed: (p) => `A(z) ${p.round}. forduló nincs a fájlban, amelyben ${p.rounds} forduló van`,
    normRoundsFewer: (p) =>
      `A versenynek nem lehet ${p.rounds} fordulója, ha a(z) ${p.round}. forduló után ellenőrzünk`,
    normNoHost: () =>
      "A rendező szövetség nem ismert: a külföldi ellenfelek alóli mentesség (1.4.3d) nincs ellenőrizve; adja meg a fájl 032-es rekordjában",
    normNoSex: (p) =>
      `${p.count} játékosnak nincs neme a fájlban: WGM- és WIM-normát nem ellenőrzünk náluk; adjon meg w-t a játékos rekordjában`,
    normNoFederation: (p) =>
      `Nincs szövetség a fájlban: ${names(p.players)}${p.more > 0 ? ` és még ${p.more} játékos` : ""}; ellenfeleik szövetségi feltételei (1.4.3, 1.4.4) nem állapíthatók meg; adja meg mindegyikük szövetségét`,
    normForfeitLeftOut: (p) =>
      `${p.player.no}. játékos (${p.player.name}), ${p.round}. forduló a(z) ${p.opponent.no}. (${p.opponent.name}) ellen: nem a táblánál dőlt el, nem számít (1.4.2c)`,
    normUnknownLeftOut: (p) =>
      `${p.player.no}. játékos (${p.player.name}), ${p.round}. forduló a(z) ${p.opponent.no}. (${p.opponent.name}) ellen: nincs eredmény a fájlban, nem számít; írja be az eredményt`,
    normScorelessLeftOut: (p) =>
      `${p.player.no}. játékos (${p.player.name}), ${p.round}. forduló a(z) ${p.opponent.no}. (${p.opponent.name}) ellen: értékszám nélküli ellenfél, aki körmérkőzésen minősített ellen nem szerzett pontot, nem számít (1.4.2b)`,
    normHeading: (p) =>
      `Címnormák a(z) ${p.round}. forduló után (${p.rounds} fordulóból)${p.remaining > 0 ? `, még ${p.remaining} forduló van hátra` : ""}`,
    normPlayer: (p) =>
      `${p.player.no}. játékos: ${p.player.name}${p.title !== undefined ? ` ${p.title}` : ""}${p.federation !== undefined ? ` (${p.federation})` : ""}`,
    normRequirement: (p) =>
      `${p.article} ${huKey(p.key, p.title)}: ${figure(p.key, p.figure)}, ${p.atMost ? "legfeljebb" : "legalább"} ${figure(p.key, p.required)}: ${huStatus(p.status)}`,
    normVerdict: (p) =>
      `${p.title}-norma: ${huStatus(p.status)}; ${p.points}/${p.games}, átlag ${p.average}, teljesítmény ${p.performance}${p.status === "met" ? `; ${p.normGames} játszmának számít` : ""}`,
    normDropped: (p) => `kihagyott fordulók: ${p.rounds.join(", ")}`,
    normCredited: () =>
      "a játék nélkül megnyert vagy a párosítás szerinti szabadnapos forduló kilencedik játszmának számít (1.4.1c)",
    normRaised: (p) => `egy ellenfél ${p.from} értékszáma ${p.to}-ra emelve (1.4.6)`,
    normAchieved: (p) => `${p.title}: a norma megvan; a további játszmák elhagyhatók`,
    normOver: (p) => `${p.title}: nincs több forduló`,
    normNeeds: (p) =>
      `${p.title}: ${p.points} pont kell ${p.remaining} hátralévő fordulóból kb. ${p.field} értékszámú ellenfelek ellen (átlag ${p.average})` +
      (p.titled > 0 || p.titleHolders > 0 || p.federations > 0
        ? `, még legalább ${p.titled} ${p.title === "GM" ? "GM" : `${p.title} vagy magasabb című`}, ${p.titleHolders} címviselő és ${p.federations} új szövetség ellen`
        : ""),
    normImpossibleGames: (p) =>
      `${p.title}: lehetetlen, legfeljebb ${p.games} játszma a szükséges ${p.needed} helyett`,
    normImpossibleTitled: (p) =>
      `${p.title}: lehetetlen, még ${p.more} megfelelő című ellenfél kellene ${p.remaining} fordulóban`,
    normImpossibleHolders: (p) =>
      `${p.title}: lehetetlen, még ${p.more} címviselő kellene ${p.remaining} fordulóban`,
    normImpossibleFederations: (p) =>
      `${p.title}: lehetetlen, még ${p.more} külföldi szövetség kellene ${p.remaining} fordulóban`,
    normImpossibleOwn: (p) =>
      `${p.title}: lehetetlen, ${p.count} saját szövetségbeli ellenfél, legfeljebb ${p.allowed} megengedett`,
    normImpossibleOne: (p) =>
      `${p.title}: lehetetlen, ${p.count} ellenfél egy szövetségből, legfeljebb ${p.allowed} megengedett`,
    normImpossibleAverage: (p) =>
      `${p.title}: lehetetlen kb. ${p.field} értékszámú ellenfelek ellen (átlag ${p.average}); a hátralévő ellenfelek átlagának legalább ${p.needed}-nak kellene lennie`,
    normImpossiblePoints: (p) =>
      p.points === null
        ? `${p.title}: lehetetlen, még ${p.remaining}/${p.remaining} sem éri el a teljesítményt`
        : `${p.title}: lehetetlen, ${p.points} pont kellene ${p.remaining} fordulóban`,
    normStatus: (p) => huStatus(p.status),
    normExemption: (p) =>
      `Külföldi ellenfelek (1.4.3d): ${p.exempt ? "elengedve" : "kötelező"}; a(z) ${p.round}. fordulóban ${p.players} minősített külföldi játékos ${p.federations} szövetségből, közülük ${p.masters} GM, IM, WGM vagy WIM (20, 3 és 10 kell)`,
  },
  ru: {
    normRoundTooEarly: (p) => `Тур ${p.round}: нормы проверяются после ${p.first}-го тура или позже`,
    normRoundNotPlayed: (p) => `Тура ${p.round} нет в файле, в нём ${ru(p.rounds, "тур", "тура", "туров")}`,
    normRoundsFewer: (p) =>
      `В турнире не может быть ${ru(p.rounds, "тура", "туров", "туров")}, если проверяется тур ${p.round}`,
    normNoHost: () =>
      "Федерация-организатор неизвестна: освобождение от требования об иностранных соперниках (1.4.3d) не проверяется; укажите её в записи 032 файла",
    normNoSex: (p) =>
      `У ${ru(p.count, "игрока", "игроков", "игроков")} в файле не указан пол: нормы WGM и WIM для них не проверяются; укажите w в записи игрока`,
    normNoFederation: (p) =>
      `В файле нет федерации у игроков ${names(p.players)}${p.more > 0 ? ` и ещё ${p.more}` : ""}: федеративные требования (1.4.3, 1.4.4) их соперников определить нельзя; укажите федерацию каждого`,
    normForfeitLeftOut: (p) =>
      `Игрок ${p.player.no} (${p.player.name}), тур ${p.round}, против ${p.opponent.no} (${p.opponent.name}): партия не сыграна за доской, не учитывается (1.4.2c)`,
    normUnknownLeftOut: (p) =>
      `Игрок ${p.player.no} (${p.player.name}), тур ${p.round}, против ${p.opponent.no} (${p.opponent.name}): в файле нет результата, не учитывается; внесите результат`,
    normScorelessLeftOut: (p) =>
      `Игрок ${p.player.no} (${p.player.name}), тур ${p.round}, против ${p.opponent.no} (${p.opponent.name}): соперник без рейтинга без очков против рейтинговых в круговом турнире, не учитывается (1.4.2b)`,
    normHeading: (p) =>
      `Нормы на звания после ${p.round}-го тура из ${p.rounds}${p.remaining > 0 ? ` (осталось ${ru(p.remaining, "тур", "тура", "туров")})` : ""}`,
    normPlayer: (p) =>
      `Игрок ${p.player.no}: ${p.player.name}${p.title !== undefined ? ` ${p.title}` : ""}${p.federation !== undefined ? ` (${p.federation})` : ""}`,
    normRequirement: (p) =>
      `${p.article} ${ruKey(p.key, p.title)}: ${figure(p.key, p.figure)}, ${p.atMost ? "не более" : "не менее"} ${figure(p.key, p.required)}: ${ruStatus(p.status)}`,
    normVerdict: (p) =>
      `Норма ${p.title}: ${ruStatus(p.status)}; ${p.points} из ${p.games}, средний ${p.average}, перформанс ${p.performance}${p.status === "met" ? `; засчитывается как ${ru(p.normGames, "партия", "партии", "партий")}` : ""}`,
    normDropped: (p) => `не учтены туры: ${p.rounds.join(", ")}`,
    normCredited: () =>
      "тур, выигранный без игры или пропущенный по жеребьёвке, засчитывается как девятая партия (1.4.1c)",
    normRaised: (p) => `рейтинг одного соперника ${p.from} поднят до ${p.to} (1.4.6)`,
    normAchieved: (p) => `${p.title}: норма выполнена; последующие партии можно не учитывать`,
    normOver: (p) => `${p.title}: туров больше нет`,
    normNeeds: (p) =>
      `${p.title}: нужно ${p.points} из ${p.remaining} в оставшихся турах против соперников с рейтингом около ${p.field} (средний ${p.average})` +
      (p.titled > 0 || p.titleHolders > 0 || p.federations > 0
        ? `, сыграв ещё не менее чем с ${p.titled} ${p.title === "GM" ? "GM" : `${p.title} и выше`}, ${p.titleHolders} титулованными и ${p.federations} новыми федерациями`
        : ""),
    normImpossibleGames: (p) =>
      `${p.title}: невозможно, не более ${ru(p.games, "партии", "партий", "партий")} из ${p.needed} нужных`,
    normImpossibleTitled: (p) =>
      `${p.title}: невозможно, нужно ещё ${p.more} соперников с нужными званиями за ${ru(p.remaining, "тур", "тура", "туров")}`,
    normImpossibleHolders: (p) =>
      `${p.title}: невозможно, нужно ещё ${p.more} титулованных соперников за ${ru(p.remaining, "тур", "тура", "туров")}`,
    normImpossibleFederations: (p) =>
      `${p.title}: невозможно, нужно ещё ${p.more} иностранных федераций за ${ru(p.remaining, "тур", "тура", "туров")}`,
    normImpossibleOwn: (p) =>
      `${p.title}: невозможно, ${p.count} соперников своей федерации, допускается не более ${p.allowed}`,
    normImpossibleOne: (p) =>
      `${p.title}: невозможно, ${p.count} соперников одной федерации, допускается не более ${p.allowed}`,
    normImpossibleAverage: (p) =>
      `${p.title}: невозможно против соперников с рейтингом около ${p.field} (средний ${p.average}); оставшимся соперникам нужен средний рейтинг ${p.needed}`,
    normImpossiblePoints: (p) =>
      p.points === null
        ? `${p.title}: невозможно, даже ${p.remaining} из ${p.remaining} не даёт перформанса`
        : `${p.title}: невозможно, нужно ${p.points} очков за ${ru(p.remaining, "тур", "тура", "туров")}`,
    normStatus: (p) => ruStatus(p.status),
    normExemption: (p) =>
      `Иностранные соперники (1.4.3d): ${p.exempt ? "не требуются" : "требуются"}; в туре ${p.round} ${ru(p.players, "рейтинговый иностранный игрок", "рейтинговых иностранных игрока", "рейтинговых иностранных игроков")} из ${ru(p.federations, "федерации", "федераций", "федераций")}, из них ${p.masters} GM, IM, WGM или WIM (нужно 20, 3 и 10)`,
  },
};
