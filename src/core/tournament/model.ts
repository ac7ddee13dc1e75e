/**
 * The common tournament model behind every crosstable format (EGD h9, OpenGotha XML, TRF, CSV)
 * and every engine (MGSZ, FIDE, mahjong, standings). Scores are doubled integers throughout
 * (D21): 2 = win / full point, 1 = jigo, draw or half point, 0 = loss.
 *
 * The model is a crosstable: one entry per player per round, each entry as its own player (or
 * file) reports it. A game therefore appears twice, once in each player's row; `checkSymmetry`
 * reports any disagreement and never fixes it, and `playedGames` pairs the two halves.
 */

import type { CalendarDate, ReadDate } from "../common/date";
import { type GoRank, goRank } from "../go/rank";
import type { Criterion } from "../go/criterion";
import type { OgPlayer, OgRounds } from "../go/roster";
import type { Acceleration, DeclaredAbsence } from "./pairing-records";
import type { EventReport } from "./report";

/** Doubled points: 0 loss, 1 draw/jigo/half point, 2 win/full point. */
export type Points2 = 0 | 1 | 2;

export type Colour = "white" | "black";

/** One round of one player, as the file gives it. */
export type RoundEntry = GameEntry | ByeEntry | AbsentEntry;

/** A pairing against another player (played, forfeited, or with its result still unknown). */
export interface GameEntry {
  readonly kind: "game";
  /** Index of the opponent in `Tournament.players` (0-based). */
  readonly opponent: number;
  /** This player's doubled score; null when the result is unknown (OpenGotha RESULT_UNKNOWN, h9 `?`). */
  readonly score: Points2 | null;
  /** null when the colour is unknown (h9 short format, `?` colour, TRF `-`). */
  readonly colour: Colour | null;
  /** Handicap stones of the game (given by White to Black); null when the file does not say. */
  readonly handicap: number | null;
  /**
   * Not played over the board: forfeit / "by default" (h9 `!`, OpenGotha `_BYDEF`, TRF `+ -`,
   * cell `5+!`) or "less than one move" (TRF `W D L`). Scores count, ratings never use it.
   */
  readonly forfeit: boolean;
  /**
   * OpenGotha files only (D71): the player is paired several times in this round, which
   * OpenGotha scores all while keeping one as his game for SOS and the like. This entry is his
   * kept game (it may be listed by this side only, or be a game against himself); `points2`,
   * `mms2` and `playedMms2` are what his other games of the round add (doubled points, McMahon
   * points, and those of the games played over the board). Absent on every other entry, an
   * opponent's in one of his games included: so it says who is paired several times.
   */
  readonly several?: OgSeveral;
}

/** A player paired several times in a round (D71): how often, and what his other games add. */
export interface OgSeveral {
  /** How many times the round pairs him (a game against himself pairs him twice). */
  readonly times: number;
  readonly points2: number;
  readonly mms2: number;
  readonly playedMms2: number;
}

/** A bye allocated by the pairing (odd number of players): TRF `U`/`F`, OpenGotha ByePlayer, h9 `0+`. */
export interface ByeEntry {
  readonly kind: "bye";
  /** Doubled points the file gives; null = the tournament's bye value (parameters). */
  readonly score: Points2 | null;
}

/** Not paired in this round (known absence, requested half-point bye, withdrawn, not yet paired). */
export interface AbsentEntry {
  readonly kind: "absent";
  /** Doubled points the file gives (TRF `H` = 1, h9 `0=` = 1); null = the tournament's absent value. */
  readonly score: Points2 | null;
}

/** A rating in another list (TRF-2026 national rating lines, e.g. `HUN`). */
export interface NationalRating {
  readonly federation: string;
  readonly rating?: number;
  readonly id?: string;
}

export interface Player {
  /** As the file gives it (EGD underscores become spaces). */
  readonly name: string;
  readonly firstName?: string;
  /** Go rank as written by the file, normalised to lower case: "5d", "12k", "1p". */
  readonly rank?: string;
  /** Rating in the file (GoR, FIDE Elo, OpenGotha rating); absent when unrated. */
  readonly rating?: number;
  /** EGD PIN (8 digits). */
  readonly egdPin?: string;
  /** FIDE ID. */
  readonly fideId?: string;
  /** Country / federation code as written (EGD 2 letters, FIDE 3 letters). */
  readonly federation?: string;
  readonly club?: string;
  /** McMahon starting-score correction in whole points (OpenGotha `smmsCorrection`, D22). */
  readonly smmsCorrection?: number;
  /**
   * OpenGotha's category, 0-based (P37, the pairing engine's `ogCategory`): set by the OpenGotha
   * reader only when the file has more than one category; the standings' CAT criterion (D47).
   */
  readonly category?: number;
  /** Birth date or year as written (TRF is free-form in practice). */
  readonly birth?: string;
  /** `birth` as read once by the reader (H9), when it is a date or a year. */
  readonly born?: ReadDate;
  readonly sex?: "m" | "w";
  /** FIDE title normalised to GM IM FM CM WGM WIM WFM WCM. */
  readonly title?: string;
  readonly nationalRatings?: readonly NationalRating[];
  /** Starting rank / pairing number in the file (TRF col 5-8, h9 row number, 1-based). */
  readonly startNumber?: number;
  /** Place printed by the file, if any (informational: never trusted). */
  readonly place?: number;
  /** One entry per round, `results.length === tournament.rounds`. */
  readonly results: readonly RoundEntry[];
  /**
   * OpenGotha files only (D127): the player as OpenGotha's pairing reads him where it reads him
   * otherwise than the crosstable (D93, D94): names, club and country as written (the club's
   * first 4 characters, P38), a rank it cannot read as 30k, the rating clamped to −900, the
   * registration (FIN) and the participation in every round, those not yet played included.
   * Absent when the pairing refuses the file.
   */
  readonly paired?: OgPlayer;
}

/**
 * McMahon and scoring parameters (D21/D22): OpenGotha's names and defaults, values doubled.
 * Ranks are on the one scale, 30k = 0 … 1k = 29, 1d = 30 (`core/go/rank.ts`, D120).
 */
export interface TournamentParameters {
  /** Rank value whose McMahon score is 0 (OpenGotha genMMZero, default 30k = 0). */
  readonly mmZero: GoRank;
  /** Ranks below are raised to it (genMMFloor, default 20k = 10). */
  readonly mmFloor: GoRank;
  /** Ranks above are lowered to it (genMMBar, default 4d = 33). */
  readonly mmBar: GoRank;
  /** Doubled points for a pairing bye: genNBW2ValueBye / genMMS2ValueBye (default 2 and 2). */
  readonly byePoints2: number;
  readonly byeMms2: number;
  /** Doubled points for an absent round: genNBW2ValueAbsent / genMMS2ValueAbsent (default 0 and 1). */
  readonly absentPoints2: number;
  readonly absentMms2: number;
  /**
   * genRoundDownNBWMMS: the accumulated bye/absence points are rounded down to whole points after
   * each round; a jigo's ½ never is (D21). Default false here; OpenGotha files without the
   * attribute default to true, as OpenGotha's importer and DTD do.
   */
  readonly roundDown: boolean;
  /**
   * genCountNotPlayedGamesAsHalfPoint (OpenGotha ≥ 3.45, "virtual SOS", D21): SOS, SODOS and
   * SOSOS count each opponent's MM as starting MM + points of the games actually played + ½ per
   * round without a played game. Absent = false.
   */
  readonly countNotPlayedAsHalf?: boolean;
}

/**
 * Defaults when the file carries no McMahon parameters (D22): zero 30k, floor 20k, bar 4d as
 * OpenGotha's XML importer assumes; bye 1 point / 1 MM and absence 0 points / ½ MM as D21 states.
 */
export const DEFAULT_PARAMETERS: TournamentParameters = {
  mmZero: goRank(0),
  mmFloor: goRank(10),
  mmBar: goRank(33),
  byePoints2: 2,
  byeMms2: 2,
  absentPoints2: 0,
  absentMms2: 1,
  roundDown: false,
};

export type SourceFormat =
  "egd" | "ffg" | "pairgoth" | "macmahon" | "opengotha" | "trf" | "csv" | "mahjong" | "model";

/** A Go program's file (D64): its ratings are Go ratings (EGD GoR, FFG, AGA), never Elo nor MGSZ. */
export function isGoFile(format: SourceFormat): boolean {
  return ["egd", "ffg", "pairgoth", "macmahon", "opengotha"].includes(format);
}

export interface TimeControl {
  /** Basic time in minutes. */
  readonly basicMinutes?: number;
  /** EGD adjusted time (h9 `TM[]`/`TA[]`), minutes. */
  readonly adjustedMinutes?: number;
  /** Free text: `Standard byo-yomi`, `STDBYOYOMI 60`, TRF 122 line … */
  readonly text?: string;
}

/**
 * A team of a team event (RULES §2.4): a TRF-2026 `310` record (TRF16 `013`), or a sheet block
 * of team, board order and player.
 */
export interface Team {
  readonly name: string;
  /** Team pairing number (TRF `310` cols 5-7; `013` records count from 1 in file order). */
  readonly number: number;
  /** TRF `310` cols 42-46 (`IND`, `ERP A`). */
  readonly nickname?: string;
  /** Player indices (into `Tournament.players`) in board order. */
  readonly members: readonly number[];
  /** Match points, game points and rank as the file prints them (informational: never trusted). */
  readonly fileMatchPoints?: number;
  readonly fileGamePoints?: number;
  readonly fileRank?: number;
}

/**
 * A team's round without a match over the board: TRF-2026 `320` (pairing-allocated bye, with
 * its match and game points) or `240` F / H / Z for a team (full-, half-, zero-point bye).
 */
export interface TeamBye {
  readonly round: number; // 1-based
  /** Index into `TeamSection.teams`. */
  readonly team: number;
  readonly kind: "P" | "F" | "H" | "Z";
  /** Doubled points the file gives (`320` only); F / H / Z are valued by the team rules. */
  readonly matchPoints2?: number;
  readonly gamePoints2?: number;
}

/** A match decided without play (TRF-2026 `330`): `+-` White's team wins, `-+` Black's, `--` both lose. */
export interface TeamForfeit {
  readonly round: number; // 1-based
  readonly white: number; // team indices
  readonly black: number;
  readonly result: "+-" | "-+" | "--";
}

/** The teams of a team event and what the file says about their matches beyond the games. */
export interface TeamSection {
  readonly teams: readonly Team[];
  /** Boards per match: the length of the TRF-2026 `352` colour sequence (`WBWB` = 4). */
  readonly boards?: number;
  /** The `352` colour sequence as the file writes it (`WBWB`), written back by `writeTrf` (D45). */
  readonly boardColours?: string;
  /** Doubled match points for a match won, drawn, lost (TRF-2026 `362`; default 4 / 2 / 0). */
  readonly matchPoints2?: { readonly win: number; readonly draw: number; readonly loss: number };
  readonly byes: readonly TeamBye[];
  readonly forfeits: readonly TeamForfeit[];
  /**
   * The file's own team tie-breaks, when it names them (OpenGotha's team placement criteria:
   * team points, board wins, the opponents' team points), in teams.ts's names; the default list
   * of the standings.
   */
  readonly criteria?: readonly (
    "GP" | "MP" | "DM" | "BH" | "SB" | `B${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}U`
  )[];
}

export interface Tournament {
  readonly format: SourceFormat;
  readonly name: string;
  readonly location?: string;
  /** The dates as the file writes them. */
  readonly startDate?: string;
  readonly endDate?: string;
  /** `startDate` and `endDate` as read once by the reader (H9), when they are calendar dates. */
  readonly start?: CalendarDate;
  readonly end?: CalendarDate;
  /** Rounds in the crosstable (played rounds; configured-but-unplayed trailing rounds dropped). */
  readonly rounds: number;
  /**
   * A TRF's own lines as read (format `trf`): the records `writeTrf` writes back unchanged where it
   * does not write them itself (issue 24: 032, 092, 102, 112, 132, XX…, comments, unknown records).
   */
  readonly sourceLines?: readonly string[];
  /** Rounds the file says the tournament has (TRF `142`/`XXR`), when more than `rounds`. */
  readonly plannedRounds?: number;
  /**
   * OpenGotha's `numberOfRounds`, when more than `rounds`: the most rounds the director set up, not
   * a claim that the event has them (so never written as TRF's `142`); OpenGotha's STS reads its
   * last rounds (D51).
   */
  readonly configuredRounds?: number;
  /** The colour of the first-ranked player in round 1 when the file states it (TRF `152`, `XXC white1`). */
  readonly initialColour?: Colour;
  /**
   * The players are ranked for pairing by the order of their lines, not by their starting ranks
   * (JaVaFo's `XXC rank`, as bbpPairings reads it; D226). `players` is in that order.
   */
  readonly rankedByLines?: boolean;
  /** The players declared absent from a round (TRF-2026 `240`), in file order: a TRF's individual event. */
  readonly absences?: readonly DeclaredAbsence[];
  /** Fictitious points for pairing (TRF-2026 `250`, `XXA`), in file order (D200). */
  readonly accelerations?: readonly Acceleration[];
  readonly parameters: TournamentParameters;
  readonly komi?: number;
  /** EGD handicap reduction (h9 `HA[hN]`, OpenGotha hdCorrection). */
  readonly handicapReduction?: number;
  /** EGD class A-D (h9 `CL[]`). */
  readonly egdClass?: string;
  /** EGD tournament code (h9 `TC[]`, e.g. `T160130A`), which the EGD adds to the files it stores. */
  readonly egdCode?: string;
  readonly timeControl?: TimeControl;
  /** What a rating report says beyond the crosstable: federation, type, arbiters, round dates (TRF `032`–`132`). */
  readonly report?: EventReport;
  readonly players: readonly Player[];
  /**
   * OpenGotha files only (D127): the games and byes as its pairing reads them, in the file's
   * order, every game of a player paired several times in a round and a game against himself
   * included (D71), which the rows keep once; with `Player.paired`, what `goRoster` pairs from.
   */
  readonly pairedRounds?: OgRounds;
  /**
   * D50: the file's own placement criteria, when it names them (OpenGotha's PlacementParameterSet),
   * in the order it gives them: the standings' default order.
   */
  readonly criteria?: readonly Criterion[];
  /** Team events (RULES §2.4): the teams and their byes and forfeited matches. */
  readonly teams?: TeamSection;
}

/** A game once, from White's side when colours are known, else from the lower index's side. */
export interface PairedGame {
  readonly round: number; // 1-based
  /** Indices into players; `first` had White when `colourKnown`. */
  readonly first: number;
  readonly second: number;
  readonly colourKnown: boolean;
  /** Doubled score of `first` (second's is 2 − it when the file is symmetric). */
  readonly score: Points2 | null;
  readonly handicap: number | null;
  readonly forfeit: boolean;
}

/** Display name: `name firstName` (OpenGotha), the name alone otherwise. */
export function fullName(p: Player): string {
  return p.firstName ? `${p.name} ${p.firstName}` : p.name;
}

/**
 * Each game once, in round order. Pairs the two halves of the crosstable; a half that has no
 * partner (one-sided listing) still yields its game (the symmetry check reports it).
 */
export function pairedGames(t: Tournament): PairedGame[] {
  const out: PairedGame[] = [];
  for (let r = 0; r < t.rounds; r++) {
    t.players.forEach((p, i) => {
      const e = p.results[r];
      if (e?.kind !== "game") return;
      const o = e.opponent;
      const back = t.players[o]?.results[r];
      const mutual = back?.kind === "game" && back.opponent === i;
      if (mutual && o < i) return; // the partner's row already produced it
      if (o === i) return;
      const other = mutual ? back.colour : null;
      const myColour = e.colour ?? (other === "white" ? "black" : other === "black" ? "white" : null);
      const colourKnown = myColour !== null;
      if (myColour !== "black") {
        out.push({
          round: r + 1,
          first: i,
          second: o,
          colourKnown,
          score: e.score,
          handicap: e.handicap,
          forfeit: e.forfeit,
        });
      } else {
        const s = e.score === null ? null : ((2 - e.score) as Points2);
        out.push({
          round: r + 1,
          first: o,
          second: i,
          colourKnown,
          score: s,
          handicap: e.handicap,
          forfeit: e.forfeit,
        });
      }
    });
  }
  return out;
}

/** Only games rated by every system: played over the board with a known result. */
export function ratedGames(t: Tournament): PairedGame[] {
  return pairedGames(t).filter((g) => !g.forfeit && g.score !== null);
}
