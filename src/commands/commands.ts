/** Ribbon commands executed in the shared runtime (manifest.xml, ExecuteFunction). */
import { RECALCULATE_ACTION, recalculateCommand } from "./recalculate";

Office.onReady(() => {
  Office.actions.associate(RECALCULATE_ACTION, (event: Office.AddinCommands.Event) =>
    recalculateCommand(event, Office),
  );
});
