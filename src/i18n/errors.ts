/**
 * The families of the errors the core throws (`RatingError.text`), gathered for the table: one
 * file per rating system beside the shared ones.
 */
import { COMMON_ERRORS, type CommonErrorParams } from "./errors-common";
import { FIDE_ERRORS, type FideErrorParams } from "./errors-fide";
import { IDENTITY_MESSAGES, type IdentityParams } from "./identity";
import { MAHJONG_ERRORS, type MahjongErrorParams } from "./errors-mahjong";
import { MAHJONG_LIST_ERRORS, type MahjongListErrorParams } from "./errors-mahjong-list";
import { MGSZ_ERRORS, type MgszErrorParams } from "./errors-mgsz";
import { OPENGOTHA_ERRORS, type OpenGothaErrorParams } from "./errors-opengotha";
import { PAIRING_ERRORS, type PairingErrorParams } from "./errors-pairing";
import { SHEET_ERRORS, type SheetErrorParams } from "./errors-sheet";
import { TOURNAMENT_ERRORS, type TournamentErrorParams } from "./errors-tournament";

/** The parameters of every error of the core, by code. */
export type ErrorParams = CommonErrorParams &
  MgszErrorParams &
  FideErrorParams &
  MahjongErrorParams &
  MahjongListErrorParams &
  PairingErrorParams &
  OpenGothaErrorParams &
  SheetErrorParams &
  TournamentErrorParams &
  IdentityParams;

export const ERROR_FAMILIES = [
  COMMON_ERRORS,
  MGSZ_ERRORS,
  FIDE_ERRORS,
  MAHJONG_ERRORS,
  MAHJONG_LIST_ERRORS,
  PAIRING_ERRORS,
  OPENGOTHA_ERRORS,
  SHEET_ERRORS,
  TOURNAMENT_ERRORS,
  IDENTITY_MESSAGES,
] as const;
