/**
 * The families of the errors the core throws (`RatingError.text`), gathered for the table: one
 * file per rating system beside the shared ones.
 */
import { COMMON_ERRORS, type CommonErrorParams } from "./errors-common";
import { FIDE_ERRORS, type FideErrorParams } from "./errors-fide";
import { MAHJONG_ERRORS, type MahjongErrorParams } from "./errors-mahjong";
import { MGSZ_ERRORS, type MgszErrorParams } from "./errors-mgsz";

/** The parameters of every error of the core, by code. */
export type ErrorParams = CommonErrorParams & MgszErrorParams & FideErrorParams & MahjongErrorParams;

export const ERROR_FAMILIES = [COMMON_ERRORS, MGSZ_ERRORS, FIDE_ERRORS, MAHJONG_ERRORS] as const;
