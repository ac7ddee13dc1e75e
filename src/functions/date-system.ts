import { type DateSystem } from "../core/common/date";

/**
 * The date system of the workbook the functions calculate in (D191, D193). A custom function
 * cannot read its workbook; it shares its runtime with the pane (manifest.xml: one shared
 * runtime), which sets this as it sets the functions' language: when it opens and on every
 * read of the workbook's sheets (src/sheet/date-system.ts). Until then, and on the command line,
 * a date cell is read in the 1900 system, as the functions' help says (D193).
 */
let system: DateSystem = "1900";

/** Sets the date system the functions read a date cell's serial in (the pane's reading of it). */
export function setFunctionDateSystem(s: DateSystem): void {
  system = s;
}

/** The date system the functions read a date cell's serial in. */
export function functionDateSystem(): DateSystem {
  return system;
}
