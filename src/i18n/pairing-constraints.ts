/**
 * What the Go pairing says about the constraints a director gives it beyond OpenGotha (issue
 * 28): a round no pairing of which keeps the forbidden pairs apart, the report beside the
 * pairing (pairs kept apart, families, their cost, a family paired together), and a constraint
 * refused where it was given (a name no player or two players have, a line that is no pair).
 */
import { russianPlural } from "./language";
import { type Family } from "./message";

/** Where a constraint was given: the argument as typed, or a file and its line. */
interface Where {
  where: string;
}

/** The parameters of each message, by code. */
export interface PairingConstraintParams {
  /** No pairing of the round keeps these forbidden pairs ("A – B, C – D") apart. */
  pairForbiddenImpossible: { round: number; pairs: string };
  pairForbiddenKept: { count: number };
  /** until: the last round families are kept apart in, null for every round. */
  pairFamiliesKept: { families: number; until: number | null; round: number; apart: boolean };
  /** The constraints' cost of the pairs made, a decimal integer (0 or negative). */
  pairConstraintCost: { cost: string };
  pairFamilyTogether: { round: number; white: string; black: string };
  pairCostsCoarsened: { round: number };
  constraintUnknownName: Where & { name: string };
  constraintAmbiguousName: Where & { name: string; count: number };
  constraintSelf: Where & { name: string };
  /** A constraint that is not names separated by "=": at least `least` of them. */
  constraintNames: Where & { text: string; least: number; most: number | null };
  /** D344: the host club found (club null: none) among the players counted. */
  pairMainClub: { percent: number; counted: number; club: string | null; players: number };
  /** D342: the country found (null: none), its criterion then off. */
  pairMainCountry: { percent: number; counted: number; country: string; players: number };
  /** D343: the geography terms' change over the pairs made, a decimal integer. */
  pairMainClubCost: { cost: string };
  /** D340: the threshold given to an engine without a club criterion. */
  mainClubEngine: Record<string, never>;
}

const names = {
  en: (p: { least: number; most: number | null }) =>
    p.most === p.least ? `${p.least} names` : `${p.least} names or more`,
  hu: (p: { least: number; most: number | null }) =>
    p.most === p.least ? `${p.least} név` : `legalább ${p.least} név`,
  ru: (p: { least: number; most: number | null }) =>
    p.most === p.least ? `${p.least} имени` : `не меньше ${p.least} имён`,
};

export const PAIRING_CONSTRAINT_MESSAGES: Family<PairingConstraintParams> = {
  en: {
    pairForbiddenImpossible: (p) =>
      `Round ${p.round}: no pairing of the players keeps every forbidden pair apart (${p.pairs}); allow one of them or pair the round by hand`,
    pairForbiddenKept: (p) => `forbidden pairs: ${p.count} kept apart`,
    pairFamiliesKept: (p) =>
      `families: ${p.families}, kept apart ${p.until === null ? "in every round" : `in rounds 1–${p.until}`}${p.apart ? "" : ` (round ${p.round}: may meet)`}`,
    pairConstraintCost: (p) => `constraints' cost: ${p.cost} (beside OpenGotha's cost)`,
    pairFamilyTogether: (p) =>
      `round ${p.round}: ${p.white} – ${p.black} are of one family and paired together: no pairing kept them apart`,
    pairCostsCoarsened: (p) =>
      `round ${p.round}: keeping the forbidden pairs apart took more than the exact costs allow, so the costs were compared coarsened`,
    constraintUnknownName: (p) => `${p.where}: no player of the tournament is named "${p.name}"`,
    constraintAmbiguousName: (p) =>
      `${p.where}: ${p.count} players are named "${p.name}"; a constraint cannot tell them apart (rename one in the file)`,
    constraintSelf: (p) =>
      `${p.where}: "${p.name}" is named twice; a constraint is between different players`,
    constraintNames: (p) =>
      `${p.where}: "${p.text}" is not ${names.en(p)} separated by "=" (as the pairing names the players)`,
    pairMainClub: (p) =>
      p.club === null
        ? `main club: none holds more than ${p.percent}% of the round's ${p.counted} players; clubs kept apart as OpenGotha keeps them`
        : `main club: "${p.club}", ${p.players} of the round's ${p.counted} players (more than ${p.percent}%): its members paired as players of different clubs, visitors of one club kept apart, visitors of different clubs at half the bonus`,
    pairMainCountry: (p) =>
      `main country: "${p.country}", ${p.players} of the round's ${p.counted} players (more than ${p.percent}%): the country criterion is off`,
    pairMainClubCost: (p) => `main club adjustment's cost: ${p.cost} (beside OpenGotha's cost)`,
    mainClubEngine: () =>
      "the main-club threshold is for the OpenGotha engine: the rfg engine has no club criterion to relax; pair without it or with the OpenGotha engine",
  },
  hu: {
    pairForbiddenImpossible: (p) =>
      `${p.round}. forduló: a játékosok egyetlen párosítása sem tartja távol egymástól az összes tiltott párt (${p.pairs}); engedje meg valamelyiket, vagy párosítsa a fordulót kézzel`,
    pairForbiddenKept: (p) => `tiltott párok: ${p.count} távol tartva`,
    pairFamiliesKept: (p) =>
      `családok: ${p.families}, távol tartva ${p.until === null ? "minden fordulóban" : `az 1–${p.until}. fordulóban`}${p.apart ? "" : ` (a(z) ${p.round}. fordulóban játszhatnak egymással)`}`,
    pairConstraintCost: (p) => `a megkötések költsége: ${p.cost} (az OpenGotha költsége mellett)`,
    pairFamilyTogether: (p) =>
      `${p.round}. forduló: ${p.white} – ${p.black} egy családba tartoznak, és egymás ellen játszanak: egyik párosítás sem tartotta távol őket`,
    pairCostsCoarsened: (p) =>
      `${p.round}. forduló: a tiltott párok távol tartása többet kívánt, mint amit a pontos költségek megengednek, ezért a költségeket durvítva hasonlította össze`,
    constraintUnknownName: (p) => `${p.where}: a versenyen nincs „${p.name}” nevű játékos`,
    constraintAmbiguousName: (p) =>
      `${p.where}: ${p.count} játékos neve „${p.name}”; a megkötés nem tudja megkülönböztetni őket (nevezze át az egyiket a fájlban)`,
    constraintSelf: (p) =>
      `${p.where}: „${p.name}” kétszer szerepel; a megkötés különböző játékosok között áll`,
    constraintNames: (p) =>
      `${p.where}: „${p.text}” nem ${names.hu(p)} „=” jellel elválasztva (ahogy a párosítás a játékosokat nevezi)`,
    pairMainClub: (p) =>
      p.club === null
        ? `fő klub: egyik sem adja a forduló ${p.counted} játékosának több mint ${p.percent}%-át; a klubokat az OpenGotha szerint tartja távol`
        : `fő klub: „${p.club}”, a forduló ${p.counted} játékosából ${p.players} (több mint ${p.percent}%): tagjai különböző klubok játékosaiként párosulnak, egy klub vendégei távol tartva, különböző klubok vendégei fél bónusszal`,
    pairMainCountry: (p) =>
      `fő ország: „${p.country}”, a forduló ${p.counted} játékosából ${p.players} (több mint ${p.percent}%): az ország szempontja kikapcsolva`,
    pairMainClubCost: (p) =>
      `a fő klub szerinti igazítás költsége: ${p.cost} (az OpenGotha költsége mellett)`,
    mainClubEngine: () =>
      "a fő klub küszöbe az OpenGotha motoré: az rfg motornak nincs lazítható klubszempontja; párosítson nélküle vagy az OpenGotha motorral",
  },
  ru: {
    pairForbiddenImpossible: (p) =>
      `Тур ${p.round}: ни одна жеребьёвка игроков не разводит все запрещённые пары (${p.pairs}); разрешите одну из них или проведите жеребьёвку тура вручную`,
    pairForbiddenKept: (p) =>
      `запрещённые пары: ${p.count} ${russianPlural(p.count, "разведена", "разведены", "разведено")}`,
    pairFamiliesKept: (p) =>
      `семьи: ${p.families}, разводятся ${p.until === null ? "во всех турах" : `в турах 1–${p.until}`}${p.apart ? "" : ` (в туре ${p.round} могут встретиться)`}`,
    pairConstraintCost: (p) => `стоимость ограничений: ${p.cost} (помимо стоимости OpenGotha)`,
    pairFamilyTogether: (p) =>
      `тур ${p.round}: ${p.white} – ${p.black} из одной семьи и играют друг с другом: ни одна жеребьёвка их не развела`,
    pairCostsCoarsened: (p) =>
      `тур ${p.round}: чтобы развести запрещённые пары, точных стоимостей не хватило, и стоимости сравнивались огрублёнными`,
    constraintUnknownName: (p) => `${p.where}: в турнире нет игрока с именем «${p.name}»`,
    constraintAmbiguousName: (p) =>
      `${p.where}: имя «${p.name}» у ${p.count} игроков; ограничение не может их различить (переименуйте одного в файле)`,
    constraintSelf: (p) =>
      `${p.where}: «${p.name}» назван дважды; ограничение ставится между разными игроками`,
    constraintNames: (p) =>
      `${p.where}: «${p.text}» — это не ${names.ru(p)} через «=» (так, как жеребьёвка называет игроков)`,
    pairMainClub: (p) =>
      p.club === null
        ? `основной клуб: ни у одного клуба нет больше ${p.percent}% из ${p.counted} игроков тура; клубы разводятся, как в OpenGotha`
        : `основной клуб: «${p.club}», ${p.players} из ${p.counted} игроков тура (больше ${p.percent}%): его игроки сводятся как игроки разных клубов, гости одного клуба разводятся, гости разных клубов получают половину бонуса`,
    pairMainCountry: (p) =>
      `основная страна: «${p.country}», ${p.players} из ${p.counted} игроков тура (больше ${p.percent}%): критерий страны отключён`,
    pairMainClubCost: (p) => `стоимость поправки на основной клуб: ${p.cost} (помимо стоимости OpenGotha)`,
    mainClubEngine: () =>
      "порог основного клуба — для движка OpenGotha: у движка rfg нет клубного критерия, который можно ослабить; проводите жеребьёвку без него или движком OpenGotha",
  },
};
