/**
 * The rating-list sheet the pane's list steps work on (D180, D172): step 3's when it is chosen
 * and confirmed, else the one the workbook remembers, so that charting and re-rating the season
 * need no tournament file read first.
 */
import { MAPPING_SETTING, type RatingListMapping } from "../sheet/actions";
import { loadMapping, remembered } from "./settings";
import { state } from "./state";

export function listMapping(): RatingListMapping | undefined {
  const list = state.list;
  if (list.source === "sheet" && list.mapping !== undefined && list.mappingConfirmed) return list.mapping;
  return loadMapping(remembered(), MAPPING_SETTING);
}
