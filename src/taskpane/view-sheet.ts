/** Steps 4–6: create the tournament sheet, recalculate it, post to the rating list. */
import { runRecalculate, setRecalculateHook } from "../commands/recalculate";
import { byId, errorMessage, show } from "./dom";
import { STRINGS } from "./i18n";
import { refresh, state } from "./state";
import type { SheetListApi } from "./view-list";

/** The workbook side of step 3; none until src/sheet reads rating-list sheets. */
export function sheetListApi(): SheetListApi | undefined {
  return undefined;
}

export function registerRecalculate(): void {
  setRecalculateHook(async () => {
    try {
      await Excel.run(async (context) => {
        context.workbook.application.calculate(Excel.CalculationType.full);
        await context.sync();
      });
      state.recalcMessage = (lang) => STRINGS[lang].recalculated;
    } catch (error) {
      const message = errorMessage(error);
      state.recalcMessage = (lang) => STRINGS[lang].recalculateFailed(message);
    }
    refresh();
  });
}

export function wireSheetSteps(): void {
  byId("recalculate").addEventListener("click", () => {
    void runRecalculate();
  });
}

export function renderSheetSteps(ready: boolean): void {
  show(byId("step-create"), ready);
  byId<HTMLButtonElement>("create-sheet").disabled = true;
  byId("recalc-result").textContent = state.recalcMessage?.(state.language) ?? "";
  show(byId("step-post"), state.outcomes !== undefined);
}
