/**
 * What a reader's diagnostic is known by: its message's category (`unknown-result`,
 * `asymmetric-results`), which each family declares once beside its templates (D135). The
 * diagnostic stores its message alone; its code is derived from it here.
 */
import { CROSSTABLE_CATEGORIES } from "./crosstable";
import { MAHJONG_ERROR_CATEGORIES } from "./errors-mahjong";
import { READER_CHESS_CATEGORIES } from "./errors-readers-chess";
import { READER_COMMON_CATEGORIES } from "./errors-readers-common";
import { READER_FILE_CATEGORIES } from "./errors-readers-files";
import { READER_GO_CATEGORIES } from "./errors-readers-go";
import { READER_LIST_CATEGORIES } from "./errors-readers-lists";
import { READER_TRF_COLUMN_CATEGORIES } from "./errors-readers-trf-columns";
import { READER_TRF_PAIRING_CATEGORIES } from "./errors-readers-trf-pairing";
import { IDENTITY_CATEGORIES } from "./identity";
import { type Categories } from "./message";
import { SEASON_CATEGORIES } from "./season";
import { SHEET_CATEGORIES } from "./sheet";
import { type Message, type MessageParams, VERBATIM_CATEGORIES } from "./table";
import { UNSETTLED_CATEGORIES } from "./unsettled";
import { WRITER_NOTE_CATEGORIES } from "./writer-notes";

/** Every family's categories (a code belongs to one family, so to one of these). */
export const CATEGORIES: Categories<MessageParams> = Object.assign(
  {},
  VERBATIM_CATEGORIES,
  SHEET_CATEGORIES,
  CROSSTABLE_CATEGORIES,
  MAHJONG_ERROR_CATEGORIES,
  IDENTITY_CATEGORIES,
  READER_COMMON_CATEGORIES,
  READER_FILE_CATEGORIES,
  READER_GO_CATEGORIES,
  READER_CHESS_CATEGORIES,
  READER_TRF_COLUMN_CATEGORIES,
  READER_TRF_PAIRING_CATEGORIES,
  READER_LIST_CATEGORIES,
  UNSETTLED_CATEGORIES,
  SEASON_CATEGORIES,
  WRITER_NOTE_CATEGORIES,
) as Categories<MessageParams>;

/** What a diagnostic saying `m` is known by: its code's category, or the code itself without one (D135). */
export function categoryOf(m: Message): string {
  const category = CATEGORIES[m.code] as string | ((p: Message["params"]) => string) | undefined;
  if (category === undefined) return m.code;
  return typeof category === "string" ? category : category(m.params);
}
