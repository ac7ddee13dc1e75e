/**
 * Step 4's Create without the DOM: what the sheet's build is handed. Everything of the file comes
 * from the preview, the file read and decoded once (D98): the tournament, its pairing parameters,
 * a mahjong results table. Nothing here reads the file again.
 */
import type { Language } from "../i18n/language";
import type { PlayerChoices, TournamentSheetRequest } from "../sheet/request";
import { isRegistration, registeredTournament } from "../sheet/registration";
import type { ImportPreview } from "./import";
import { listRequest } from "./list-file";
import { type ParamsForm, type ParamsOutcome, fileRatingsChoice } from "./params";
import type { ListState } from "./state";

/** A file of players without rounds, not a mahjong results table: a new tournament's registration list. */
export function isRegistrationFile(p: ImportPreview | undefined): boolean {
  return p !== undefined && p.mahjongResults === undefined && isRegistration(p.tournament);
}

/** What Create takes besides the file: the steps' fields as the pane holds them. */
export interface CreateInputs {
  readonly params: Extract<ParamsOutcome, { ok: true }>;
  readonly list: Pick<ListState, "ratingList" | "levelList"> &
    Partial<Pick<ListState, "source" | "fileName" | "sheet">>;
  readonly form: ParamsForm | undefined;
  readonly choices: PlayerChoices;
  readonly language: Language;
  /** The rounds typed for a registration list (its crosstable written empty). */
  readonly rounds: number;
  /** D54: rate without the games whose result is not known or agreed. */
  readonly acceptUnknown: boolean;
}

/**
 * The build's request for the file `p`. Throws the sheet's input error when a registration
 * list's rounds are not a number of rounds (`registeredTournament`).
 */
export function createRequest(p: ImportPreview, c: CreateInputs): TournamentSheetRequest {
  return {
    // A registration list: the rounds typed, every cell empty.
    tournament: isRegistrationFile(p) ? registeredTournament(p.tournament, c.rounds) : p.tournament,
    fileName: p.fileName, // with its extension on the File cell; pasted text: "" (said so there)
    params: c.params.params,
    ...listRequest(c.list),
    tiebreaks: c.params.tiebreaks,
    language: c.language,
    choices: c.choices,
    ...(c.form !== undefined ? fileRatingsChoice(c.form) : {}),
    ...(p.pairing !== undefined ? { pairing: p.pairing } : {}),
    ...(c.acceptUnknown ? { acceptUnknown: true } : {}), // D54
    // a results table's rows with their points: the mahjong sheet's results (only its rating
    // reads them), as the previews of steps 3 and 4 are handed them
    ...(p.mahjongResults !== undefined ? { mahjongResults: p.mahjongResults } : {}),
  };
}
