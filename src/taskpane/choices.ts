/**
 * Step 3's per-player choices without the DOM (D23, D24): which players the officer decides on
 * and what the form's fields make of them. MGSZ: each new player (not on the list, started from
 * the declared rank, §1.5) gets the register switch (default: the engine's, country HU) and a
 * starting rating that overrides the proposal. FIDE: each rated player gets the highest published
 * rating ever (D9's 2400, D23's 2300), prefilled from the list. The engines decide what the
 * choices do (`src/sheet/starts.ts` previews them, the build rates with them).
 */
import { inBound } from "../core/common/bounds";
import type { IdentityChoice } from "../core/engines/match";
import type { StartRequest } from "../sheet/starts";
import { startsFor } from "./matching";
import type { PlayerChoices } from "../sheet/request";
import { type SystemName, systemOf } from "../systems";

export interface ChoiceRow {
  /** Player index (the file's order) and its 1-based number. */
  readonly index: number;
  readonly no: number;
  readonly name: string;
  /** MGSZ new player: the register switch's default, the proposed start (null: refused). FIDE: the list's highest. */
  readonly kind: "register" | "highest";
  readonly register?: boolean;
  readonly proposal?: number | null;
  readonly highest?: number;
}

/** What the officer typed or switched, by player index (texts as the fields hold them). */
export interface ChoicesForm {
  register: Map<number, boolean>;
  start: Map<number, string>;
  highest: Map<number, string>;
  /** Step 3's answers for players the list has under a near spelling or on several rows (D62). */
  identity: Map<number, IdentityChoice>;
}

export const emptyChoices = (): ChoicesForm => ({
  register: new Map(),
  start: new Map(),
  highest: new Map(),
  identity: new Map(),
});

/**
 * The per-player choice a system takes, by the option its declaration has for it (D24's
 * `--register`, D23's `--highest`); none: the system decides on no player (mahjong).
 */
export function choiceKindOf(system: SystemName): ChoiceRow["kind"] | undefined {
  const flags = new Set(systemOf(system).options.map((o) => o.flag));
  return flags.has("register") ? "register" : flags.has("highest") ? "highest" : undefined;
}

/**
 * The rows the officer decides on, as the engine previews them without the officer's choices;
 * with `onReady`, undefined until the list's worker has answered (matching.ts's `startsFor`, D252).
 */
export function choiceRows(req: StartRequest, system: SystemName): ChoiceRow[];
export function choiceRows(
  req: StartRequest,
  system: SystemName,
  onReady: () => void,
): ChoiceRow[] | undefined;
export function choiceRows(
  req: StartRequest,
  system: SystemName,
  onReady?: () => void,
): ChoiceRow[] | undefined {
  const kind = choiceKindOf(system);
  if (kind === undefined) return [];
  const plain: StartRequest = {
    tournament: req.tournament,
    ...(req.ratingList !== undefined ? { ratingList: req.ratingList } : {}),
    ...(req.fileRatings === true ? { fileRatings: true } : {}),
    // who a player is decides whether he is new: the officer's answers count here (D62)
    ...(req.choices?.identity !== undefined ? { choices: { identity: req.choices.identity } } : {}),
  };
  const starts = startsFor(plain, system, onReady);
  return starts?.flatMap((s, index): ChoiceRow[] => {
    const base = { index, no: s.no, name: s.name };
    if (kind === "register") {
      if (s.entersRegister === undefined) return [];
      return [{ ...base, kind: "register", register: s.entersRegister, proposal: s.rating }];
    }
    if (s.rating === null) return [];
    return [{ ...base, kind: "highest", ...(s.highest !== undefined ? { highest: s.highest } : {}) }];
  });
}

export type ChoicesResult =
  { ok: true; choices: PlayerChoices } | { ok: false; no: number; field: "start" | "highest"; value: string };

const WHOLE = /^\d{1,4}$/;

/** The form's choices for the engines; the first field that is no rating, by player number. */
export function choicesOf(form: ChoicesForm, rows: readonly ChoiceRow[]): ChoicesResult {
  const register = new Map<number, boolean>();
  const start = new Map<number, number>();
  const highest = new Map<number, number>();
  for (const row of rows) {
    if (row.kind === "register") {
      const r = form.register.get(row.index);
      if (r !== undefined && r !== row.register) register.set(row.index, r);
      const text = (form.start.get(row.index) ?? "").trim();
      if (text === "") continue;
      // D24's override: a Go rating 0..4000 (the bound every Go rating has, H1)
      if (!WHOLE.test(text) || !inBound("goRating", Number(text)))
        return { ok: false, no: row.no, field: "start", value: text };
      start.set(row.index, Number(text));
    } else {
      const text = (form.highest.get(row.index) ?? "").trim();
      if (text === "") continue;
      if (!WHOLE.test(text) || !inBound("fideRating", Number(text)))
        return { ok: false, no: row.no, field: "highest", value: text };
      highest.set(row.index, Number(text));
    }
  }
  return {
    ok: true,
    choices: {
      ...(form.identity.size > 0 ? { identity: new Map(form.identity) } : {}),
      ...(register.size > 0 ? { register } : {}),
      ...(start.size > 0 ? { start } : {}),
      ...(highest.size > 0 ? { highest } : {}),
    },
  };
}
