/**
 * The families of the errors the core throws (`RatingError.text`), gathered for the table: one
 * file per rating system beside the shared ones.
 */
import { COMMON_ERRORS, type CommonErrorParams } from "./errors-common";
import { FIDE_ERRORS, type FideErrorParams } from "./errors-fide";
import { MGSZ_ERRORS, type MgszErrorParams } from "./errors-mgsz";

/** The parameters of every error of the core, by code. */
export type ErrorParams = CommonErrorParams & MgszErrorParams & FideErrorParams;

export const ERROR_FAMILIES = [COMMON_ERRORS, MGSZ_ERRORS, FIDE_ERRORS] as const;
