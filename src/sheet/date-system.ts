/**
 * The workbook's date system (D191), as the pane reads it (D192): Excel's own DATE(1904,1,1)
 * through `workbook.functions` (ExcelApi 1.2, every host the add-in runs on) is 0 in a 1904
 * workbook and 1462 in a 1900 one. Read in the sync of every sheet read, so that Create,
 * Recalculate and Post read the system as the workbook has it then; the custom functions learn
 * it from the same read (D193).
 */
import { DAYS_1904, type DateSystem } from "../core/common/date";
import { msg } from "../i18n/table";
import { SheetReadError } from "./excel-errors";
import type { ContextLike } from "./excel-like";

/** D192: what DATE(1904,1,1) is in each system. */
const PROBE: Readonly<Record<number, DateSystem>> = { [DAYS_1904]: "1900", 0: "1904" };

/** The date system DATE(1904,1,1)'s value gives; else a read error saying what Excel gave (D192). */
export function dateSystemOf(value: unknown): DateSystem {
  const system = typeof value === "number" ? PROBE[value] : undefined;
  if (system === undefined) {
    throw new SheetReadError(msg("dateSystemUnknown", { value: JSON.stringify(value) ?? "nothing" }), null);
  }
  return system;
}

/**
 * Queues DATE(1904,1,1) in `context`'s next sync; the function returned, called after that sync,
 * gives the workbook's date system (or the read error of {@link dateSystemOf}).
 */
export function queueDateSystem(context: ContextLike): () => DateSystem {
  const result = context.workbook.functions.date(1904, 1, 1);
  result.load("value");
  return () => dateSystemOf(result.value);
}

/** The workbook's date system, in one sync (the pane when it opens). */
export async function readDateSystem(context: ContextLike): Promise<DateSystem> {
  const system = queueDateSystem(context);
  await context.sync();
  return system();
}
