/**
 * Ribbon commands executed in the shared runtime (manifest.xml, ExecuteFunction). The action is
 * associated at module load, the pattern Office documents for function commands: associating
 * only inside Office.onReady, with the page's scripts loading deferred, leaves the first press
 * unhandled (OfficeDev/office-js issues 5176, 3378, 2744). The pane's part of the command waits
 * for the pane (src/commands/pane-command.ts).
 */
import { PAIR_NEXT_ACTION, pairNextCommand } from "./pair-next";
import { RECALCULATE_ACTION, recalculateCommand } from "./recalculate";

/** Associates the ribbon's actions; returns false where the host has no Office.actions. */
export function associateActions(office: typeof Office | undefined): boolean {
  const actions = office?.actions;
  if (actions === undefined || typeof actions.associate !== "function") return false;
  actions.associate(RECALCULATE_ACTION, (event: Office.AddinCommands.Event) =>
    recalculateCommand(event, office),
  );
  actions.associate(PAIR_NEXT_ACTION, (event: Office.AddinCommands.Event) => pairNextCommand(event, office));
  return true;
}

associateActions(typeof Office === "undefined" ? undefined : Office);
// Office.js initialises the page once onReady is called; the commands need nothing more from it.
if (typeof Office !== "undefined") void Office.onReady();
