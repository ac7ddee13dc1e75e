/**
 * The families of the readers' diagnostics (src/formats), gathered for the table: what every
 * reader may say, a file not readable as it is, then the Go readers, the TRF reader, the rating lists and results tables.
 */
import { READER_CHESS_MESSAGES, type ReaderChessParams } from "./errors-readers-chess";
import { READER_COMMON_MESSAGES, type ReaderCommonParams } from "./errors-readers-common";
import { READER_FILE_MESSAGES, type ReaderFileParams } from "./errors-readers-files";
import { READER_GO_MESSAGES, type ReaderGoParams } from "./errors-readers-go";
import { READER_LIST_MESSAGES, type ReaderListParams } from "./errors-readers-lists";
import { READER_TRF_COLUMN_MESSAGES, type ReaderTrfColumnParams } from "./errors-readers-trf-columns";
import { READER_TRF_PAIRING_MESSAGES, type ReaderTrfPairingParams } from "./errors-readers-trf-pairing";

/** The parameters of every reader's diagnostic, by code. */
export type ReaderParams = ReaderCommonParams &
  ReaderFileParams &
  ReaderGoParams &
  ReaderChessParams &
  ReaderTrfColumnParams &
  ReaderTrfPairingParams &
  ReaderListParams;

export const READER_FAMILIES = [
  READER_COMMON_MESSAGES,
  READER_FILE_MESSAGES,
  READER_GO_MESSAGES,
  READER_CHESS_MESSAGES,
  READER_TRF_COLUMN_MESSAGES,
  READER_TRF_PAIRING_MESSAGES,
  READER_LIST_MESSAGES,
] as const;
