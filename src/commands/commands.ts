/** Ribbon commands executed in the shared runtime (manifest.xml, ExecuteFunction). */
import { RECALCULATE_ACTION, runRecalculate } from "./recalculate";

async function recalculate(event: Office.AddinCommands.Event): Promise<void> {
  try {
    await runRecalculate();
  } catch (error) {
    // The hook shows its failures in the pane; this only catches a hook that broke that contract.
    console.error("Recalculate failed", error);
  } finally {
    event.completed();
  }
}

Office.onReady(() => {
  Office.actions.associate(RECALCULATE_ACTION, recalculate);
});
