/**
 * Mahjong's share of the pane's step 2: the rating release (a date field, D67), the sessions and
 * whether the event is a championship, each read by its parameter's reader in mahjong.ts, as
 * `sheet --release/--sessions/--championship` reads it (D111).
 */
import { formatIsoDate } from "../core/common/date";
import type { Tournament } from "../core/tournament/model";
import { CHAMPIONSHIP, RELEASE, SESSIONS } from "./mahjong";
import { type PaneForm, paramField, readField } from "./pane-form";

export interface MahjongForm {
  release: string;
  sessions: string;
  championship: boolean;
}

/** The event's last day as the reader read it (H9), else its first, else `today`. */
function releaseOf(t: Tournament, today: string): string {
  const day = t.end ?? t.start;
  return day !== undefined ? formatIsoDate(day) : today;
}

export const MAHJONG_PANE: PaneForm<MahjongForm> = {
  box: "mahjong-params",
  fields: [
    paramField("release", RELEASE),
    paramField("sessions", SESSIONS),
    paramField("championship", CHAMPIONSHIP),
  ],
  initial: (t, today) => ({ release: releaseOf(t, today), sessions: "", championship: false }),
  build: (_t, f) => {
    const release = readField(RELEASE, f.release);
    if (!release.ok || release.value === null) return { ok: false, problem: "release" };
    const sessions = readField(SESSIONS, f.sessions);
    if (!sessions.ok || sessions.value === null) return { ok: false, problem: "sessions" };
    return {
      ok: true,
      params: {
        system: "mahjong",
        release: formatIsoDate(release.value),
        sessions: sessions.value,
        // a switch: the box's own value, as CHAMPIONSHIP reads a switch
        championship: f.championship,
      },
    };
  },
};
