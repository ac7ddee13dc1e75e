/**
 * The systems' shares of the pane's step 2 (pane-mgsz.ts, pane-fide.ts, pane-mahjong.ts), by
 * system: the pane walks them and never names a system.
 */
import { FIDE_PANE, type FideForm } from "./pane-fide";
import { type PaneForm } from "./pane-form";
import { MAHJONG_PANE, type MahjongForm } from "./pane-mahjong";
import { MGSZ_PANE, type MgszForm } from "./pane-mgsz";
import { type SystemName } from "./types";

/** Each system's form in the pane, by the system's name. */
export interface SystemForms {
  mgsz: MgszForm;
  fide: FideForm;
  mahjong: MahjongForm;
}

export const PANE_FORMS: { readonly [N in SystemName]: PaneForm<SystemForms[N]> } = {
  mgsz: MGSZ_PANE,
  fide: FIDE_PANE,
  mahjong: MAHJONG_PANE,
};

/** A system's pane form, as the pane walks it (its values by key). */
export function paneFormOf(system: SystemName): PaneForm<object> {
  return PANE_FORMS[system] as PaneForm<object>;
}

/** Every system's form as a file fills it. */
export function initialForms(t: Parameters<PaneForm<object>["initial"]>[0], today: string): SystemForms {
  return {
    mgsz: MGSZ_PANE.initial(t, today),
    fide: FIDE_PANE.initial(t, today),
    mahjong: MAHJONG_PANE.initial(t, today),
  };
}
