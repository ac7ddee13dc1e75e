/**
 * The systems as values (issue 25): each parameter declared once, read by its one reader, with
 * its bound from the bounds table, its header row, its flag, its argument and its pane field.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BOUNDS } from "../../src/core/common/bounds";
import { english } from "../../src/i18n/table";
import { HEADER_KEYS } from "../../src/i18n/labels";
import { FIDE_COLUMNS } from "../../src/results/fide";
import { MAHJONG_COLUMNS } from "../../src/results/mahjong";
import { mgszColumns } from "../../src/results/mgsz";
import { spillColumns } from "../../src/results/columns";
import {
  FIDE,
  MAHJONG,
  MGSZ,
  SYSTEMS,
  defaultSystemOf,
  headerParams,
  optionOwners,
  systemNamed,
  systemOfCode,
} from "../../src/systems";
import { RULESET } from "../../src/systems/fide";
import { headerLabel, readBoolean, readDate, readWhole } from "../../src/systems/types";

const PANE = readFileSync(join(__dirname, "..", "..", "src", "taskpane", "taskpane.html"), "utf8");

test("a system by its name and by its sheet code, and none for another word", () => {
  expect(systemNamed(" FIDE ")).toBe(FIDE);
  expect(systemNamed("mahjong")).toBe(MAHJONG);
  expect(systemNamed("elo")).toBeUndefined();
  expect(systemOfCode("mgsz")).toBe(MGSZ);
  expect(systemOfCode(" MAHJONG ")).toBe(MAHJONG);
  expect(systemOfCode("CHESS")).toBeUndefined();
  expect(SYSTEMS.map((s) => s.sheet.code)).toEqual(["MGSZ", "FIDE", "MAHJONG"]);
});

test("every parameter's header row, bound and pane field exist; flags are unique per system", () => {
  for (const s of SYSTEMS) {
    const flags = s.params.flatMap((p) => (p.flag === undefined ? [] : [p.flag]));
    expect(new Set(flags).size).toBe(flags.length);
    for (const p of s.params) {
      if (p.header !== undefined) expect(HEADER_KEYS).toContain(p.header);
      if (p.bound !== undefined) expect(BOUNDS[p.bound]).toBeDefined();
      // today's element ids (src/taskpane/taskpane.html), which e2e/ drives
      for (const id of p.fields) expect(PANE).toContain(`id="${id}"`);
    }
  }
  expect(headerParams(MGSZ).map((p) => p.header)).toEqual(["multiplier"]);
  expect(headerParams(FIDE).map((p) => p.header)).toEqual(["ruleset", "k"]);
  expect(headerParams(MAHJONG).map((p) => p.header)).toEqual([
    "sessions",
    "championship",
    "lastDay",
    "release",
  ]);
  expect(headerLabel(RULESET, "hu")).toBe("Szabályzat");
});

test("a whole number is read within its bound from the bounds table, digits only (D100)", () => {
  // BOUNDS.multiplier: 0..100 (RULES 1.2 and D29)
  expect(readWhole("multiplier", 35)).toEqual({ ok: true, value: 35 });
  expect(readWhole("multiplier", " 35 ")).toEqual({ ok: true, value: 35 });
  expect(readWhole("multiplier", "")).toEqual({ ok: true, value: null });
  expect(readWhole("multiplier", 101)).toEqual({ ok: false, refusal: { kind: "whole", min: 0, max: 100 } });
  expect(readWhole("multiplier", 35.5).ok).toBe(false);
  expect(readWhole("kFactor", "1e1").ok).toBe(false);
  expect(readWhole("kFactor", "0x10").ok).toBe(false);
  expect(readBoolean("igen")).toEqual({ ok: true, value: true });
  expect(readBoolean("")).toEqual({ ok: true, value: false });
  expect(readBoolean("maybe")).toEqual({ ok: false, refusal: { kind: "boolean" } });
  expect(readDate("01.12.2026", null)).toEqual({ ok: true, value: { year: 2026, month: 12, day: 1 } });
  expect(readDate("2026-13-01", { named: "--release" }).ok).toBe(false);
});

test("FIDE's rule set: one parameter, its reader D85's and its default the event's version (D87)", () => {
  const dated = RULESET.read("FIDE2024 2025-09-30", { named: "--ruleset" });
  expect(dated.ok && dated.value?.on).toEqual({ year: 2025, month: 9, day: 30 });
  expect(RULESET.read("  ", null)).toEqual({ ok: true, value: null }); // D86
  const bad = RULESET.read("FIDE2023", { named: "--ruleset" });
  expect(bad.ok).toBe(false);
  if (!bad.ok && bad.refusal.kind === "message") expect(english(bad.refusal.message)).toContain("--ruleset");
  // the 2650 exemption is in force from 2025-10-01 (rules.ts CAP_EXEMPTION_FROM, RULES §2.2)
  expect(RULESET.defaultOf?.({ end: { year: 2025, month: 9, day: 20 } }).capExemptFrom).toBeNull();
  expect(RULESET.defaultOf?.({ end: { year: 2025, month: 10, day: 20 } }).capExemptFrom).toBe(2650);
  const rules = RULESET.defaultOf?.({ end: { year: 2025, month: 9, day: 20 } });
  expect(rules === undefined ? "" : RULESET.cell?.(rules)).toBe("FIDE2024 2025-09-20");
});

test("mahjong's release is refused before the last day, at the release (D16)", () => {
  const [check] = MAHJONG.checks;
  const day = (d: number) => ({ year: 2026, month: 5, day: d });
  expect(check?.at).toBe("release");
  expect(
    check?.check(
      new Map([
        ["lastDay", day(10)],
        ["release", day(9)],
      ]),
    ),
  ).not.toBeNull();
  expect(
    check?.check(
      new Map([
        ["lastDay", day(10)],
        ["release", day(10)],
      ]),
    ),
  ).toBeNull();
});

test("the options per command and system are the ones the commands refused until now", () => {
  // src/cli/rate.ts's refuseForeign before the systems were values
  expect(Object.fromEntries(optionOwners("rate"))).toEqual({
    multiplier: ["mgsz"],
    time: ["mgsz"],
    byoyomi: ["mgsz"],
    event: ["mgsz"],
    participants: ["mgsz", "mahjong"],
    start: ["mgsz"],
    register: ["mgsz"],
    "file-ratings": ["mgsz", "fide"],
    ruleset: ["fide"],
    k: ["fide"],
    highest: ["fide"],
    "min-games": ["fide"],
    sessions: ["mahjong"],
    championship: ["mahjong"],
    "accept-unknown": ["mgsz", "fide"],
  });
  // src/cli/sheet.ts's OWNERS before the systems were values
  expect(Object.fromEntries(optionOwners("sheet"))).toEqual({
    multiplier: ["mgsz"],
    time: ["mgsz"],
    byoyomi: ["mgsz"],
    event: ["mgsz"],
    participants: ["mgsz"],
    tiebreaks: ["mgsz", "fide"],
    ruleset: ["fide"],
    k: ["fide"],
    sessions: ["mahjong"],
    release: ["mahjong"],
    "last-day": ["mahjong"],
    championship: ["mahjong"],
    rounds: ["mgsz", "fide"],
    "accept-unknown": ["mgsz", "fide"],
    "file-ratings": ["mgsz", "fide"],
  });
});

test("each system's columns are its spec's (src/results), its list kind and its files", () => {
  expect(MGSZ.sheet.spill(2).map((c) => c.key)).toEqual(spillColumns(mgszColumns(2)).map((c) => c.key));
  expect(FIDE.sheet.spill(1).map((c) => c.key)).toEqual(spillColumns(FIDE_COLUMNS).map((c) => c.key));
  expect(MAHJONG.sheet.spill(1).map((c) => c.key)).toEqual(spillColumns(MAHJONG_COLUMNS).map((c) => c.key));
  expect(SYSTEMS.map((s) => s.listField)).toEqual(["ratingList", "ratingList", "levelList"]);
  expect(defaultSystemOf("trf")).toBe(FIDE);
  expect(defaultSystemOf("csv")).toBe(FIDE);
  expect(defaultSystemOf("egd")).toBe(MGSZ);
  expect(defaultSystemOf("opengotha")).toBe(MGSZ);
  expect(defaultSystemOf("csv", true)).toBe(MAHJONG);
  expect(SYSTEMS.map((s) => s.sheet.sideColumn)).toEqual(["register", "k", null]);
  expect(SYSTEMS.map((s) => s.sheet.standings)).toEqual([true, true, false]);
});
