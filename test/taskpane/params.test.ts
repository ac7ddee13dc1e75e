/** Step 2 of the pane without the DOM (src/taskpane/params.ts). */
import fs from "node:fs";
import path from "node:path";
import { readTournament } from "../../src/formats";
import { tiebreakListWords } from "../../src/core/tournament/tiebreak-list";
import { STRINGS } from "../../src/i18n/pane";
import { english } from "../../src/i18n/table";
import {
  breakdownLines,
  buildParams,
  defaultSystem,
  deriveMultiplier,
  fileRatingsChoice,
  initialForm,
  parseTiebreaks,
  wholeNumber,
} from "../../src/taskpane/params";

const FIX = path.resolve(__dirname, "../fixtures");
const read = (dir: string, file: string) => readTournament(fs.readFileSync(path.join(FIX, dir, file)), file);
const veterans = read("egd-veterans", "input.h9");
const weekend = read("opengotha-weekend", "input.xml");
const trf = read("trf-tiebreakserver-held-round-robin", "input.trf");

describe("the form as the file fills it", () => {
  test("Go files default to MGSZ with McMahon tie-breaks, chess files to FIDE", () => {
    expect(defaultSystem("egd")).toBe("mgsz");
    expect(defaultSystem("opengotha")).toBe("mgsz");
    expect(defaultSystem("trf")).toBe("fide");
    expect(defaultSystem("csv", true)).toBe("mahjong"); // a mahjong results table
    // D28's chess list (RULES §2.3)
    expect(initialForm(trf.tournament, "trf", "2026-01-01").tiebreaks).toBe("PTS BH-C1 BH SB DE WON ARO");
  });

  test("OpenGotha's time control fills base time and byo-yomi (fixture opengotha-weekend)", () => {
    // <TimeSystem basicTime="60" ... STDBYOYOMI 30s> as read by src/formats/opengotha.ts.
    const f = initialForm(weekend.tournament, "opengotha", "2026-01-01");
    expect(f.mgsz).toMatchObject({ time: "60", byoyomi: "30s", participants: "21", events: [] });
  });

  test("mahjong's release date defaults to the event's last day, else today", () => {
    expect(initialForm(veterans.tournament, "egd", "2026-01-01").mahjong.release).toBe("2015-11-08");
    expect(initialForm(trf.tournament, "trf", "2026-01-01").mahjong.release).toBe("2024-08-01");
  });
});

describe("the file's ratings on the system's scale (D64): a box the officer ticks", () => {
  test("unticked by default: a Go file's EGD ratings are neither MGSZ ratings nor Elo", () => {
    const f = initialForm(weekend.tournament, "opengotha", "2026-01-01");
    expect(f.fileRatings).toBe(false);
    expect(fileRatingsChoice(f)).toEqual({});
  });

  test("ticked: the request says so under MGSZ and FIDE, never under mahjong", () => {
    const f = { ...initialForm(weekend.tournament, "opengotha", "2026-01-01"), fileRatings: true };
    expect(fileRatingsChoice(f)).toEqual({ fileRatings: true });
    expect(fileRatingsChoice({ ...f, system: "fide" })).toEqual({ fileRatings: true });
    expect(fileRatingsChoice({ ...f, system: "mahjong" })).toEqual({});
  });

  test("its label and hint in every language, and the page has its box", () => {
    for (const lang of ["en", "hu", "ru"] as const) {
      expect(STRINGS[lang].fileRatings.length).toBeGreaterThan(10);
      expect(STRINGS[lang].fileRatingsHint).toMatch(/EGD, FFG, AGA/);
    }
    const html = fs.readFileSync(path.resolve(__dirname, "../../src/taskpane/taskpane.html"), "utf8");
    expect(html).toMatch(/<div id="file-ratings-box">[^]*<input type="checkbox" id="file-ratings" \/>/);
  });
});

describe("the MGSZ multiplier", () => {
  const form = initialForm(veterans.tournament, "egd", "2026-01-01");

  test("derived: EGD adjusted time 82 min is category B (15) + no handicap games (10) = 25", () => {
    // RULES §1.2 table 2 (B: extended time ≥ 80 min → 15) and table 3 (handicap-free 19×19 → 10).
    const m = deriveMultiplier(veterans.tournament, form.mgsz);
    if (!m.ok) throw new Error(m.problem);
    expect(m.breakdown).toMatchObject({
      multiplier: 25,
      category: "B",
      timePoints: 15,
      handicapFreePoints: 10,
    });
    // the command line's terms, a line each (src/i18n/multiplier.ts)
    expect(breakdownLines(m.breakdown, "en")).toEqual([
      "time B 15 (extended 82 min)",
      "event 0",
      "14 participants 0",
      "handicap-free 10",
      "C = 25",
    ]);
  });

  test("editable: a European championship adds 10 (table 3), unticking handicap-free removes 10", () => {
    const m = deriveMultiplier(veterans.tournament, {
      ...form.mgsz,
      events: ["european"],
      handicapFree: false,
    });
    expect(m.ok && m.breakdown.multiplier).toBe(15 + 10);
    // D27: the rows of table 3 are independent switches: invitational (+5) and world (+10) both count
    const both = deriveMultiplier(veterans.tournament, { ...form.mgsz, events: ["invitational", "world"] });
    expect(both.ok && both.breakdown.multiplier).toBe(25 + 5 + 10);
    expect(both.ok && breakdownLines(both.breakdown, "en")[1]).toBe("invitational,world 15");
    const n = deriveMultiplier(veterans.tournament, { ...form.mgsz, participants: "81" });
    expect(n.ok && n.breakdown.multiplier).toBe(25 + 5); // more than 80 participants: +5
  });

  test("base time and byo-yomi typed by the officer: 40 min + 3x20s is category C (55 min extended)", () => {
    // 40 + 45 moves × 20 s = 55 min extended: category C, 10 points (table 2).
    const m = deriveMultiplier(veterans.tournament, { ...form.mgsz, time: "40", byoyomi: "3x20s" });
    expect(m.ok && [m.breakdown.category, m.breakdown.timePoints]).toEqual(["C", 10]);
  });

  test("the officer's own C wins and is shown as entered by hand", () => {
    const m = deriveMultiplier(veterans.tournament, { ...form.mgsz, multiplier: "30" });
    if (!m.ok) throw new Error(m.problem);
    expect(breakdownLines(m.breakdown, "hu")).toEqual(["C = 30 (kézzel megadva)"]);
    expect(
      buildParams(veterans.tournament, { ...form, mgsz: { ...form.mgsz, multiplier: "30" } }),
    ).toMatchObject({
      ok: true,
      params: { system: "mgsz", multiplier: 30 },
    });
  });

  test("bad fields name what is wrong, never NaN", () => {
    const bad = (patch: Partial<typeof form.mgsz>) =>
      deriveMultiplier(veterans.tournament, { ...form.mgsz, ...patch });
    expect(bad({ multiplier: "101" })).toEqual({ ok: false, problem: "multiplier" });
    expect(bad({ multiplier: "2.5" })).toEqual({ ok: false, problem: "multiplier" });
    expect(bad({ time: "-5" })).toEqual({ ok: false, problem: "time" });
    expect(bad({ time: "abc" })).toEqual({ ok: false, problem: "time" });
    expect(bad({ byoyomi: "soon" })).toEqual({ ok: false, problem: "byoyomi" });
    expect(bad({ participants: "" })).toEqual({ ok: false, problem: "participants" });
  });

  test("a file without a time control asks for the time or the multiplier", () => {
    const f = initialForm(trf.tournament, "trf", "2026-01-01");
    expect(deriveMultiplier(trf.tournament, f.mgsz)).toEqual({ ok: false, problem: "no-multiplier" });
    expect(deriveMultiplier(trf.tournament, { ...f.mgsz, multiplier: "20" })).toMatchObject({ ok: true });
  });
});

describe("FIDE and mahjong parameters", () => {
  const form = initialForm(trf.tournament, "trf", "2026-01-01");

  test("K from the rules, or one K for everyone", () => {
    expect(buildParams(trf.tournament, form)).toMatchObject({
      ok: true,
      params: { system: "fide", ruleset: "FIDE2024" },
    });
    const fixed = { ...form, fide: { ruleset: "HU2017" as const, kMode: "fixed" as const, k: "20" } };
    expect(buildParams(trf.tournament, fixed)).toMatchObject({
      params: { system: "fide", ruleset: "HU2017", k: 20 },
    });
    expect(buildParams(trf.tournament, { ...fixed, fide: { ...fixed.fide, k: "0" } })).toEqual({
      ok: false,
      problem: "k",
    });
  });

  test("mahjong: release date, sessions and the championship flag", () => {
    const m = { ...form, system: "mahjong" as const, tiebreaks: "PTS" };
    expect(
      buildParams(trf.tournament, {
        ...m,
        mahjong: { release: "2024-08-01", sessions: "5", championship: true },
      }),
    ).toEqual({
      ok: true,
      params: { system: "mahjong", release: "2024-08-01", sessions: 5, championship: true },
      tiebreaks: ["PTS"],
    });
    // The tie-break field is hidden for mahjong: what was typed there for Go does not block it.
    expect(
      buildParams(trf.tournament, {
        ...m,
        tiebreaks: "NOPE",
        mahjong: { release: "2024-08-01", sessions: "5", championship: true },
      }),
    ).toMatchObject({ ok: true, tiebreaks: ["PTS"] });
    expect(
      buildParams(trf.tournament, { ...m, mahjong: { release: "", sessions: "5", championship: false } }),
    ).toEqual({
      ok: false,
      problem: "release",
    });
    expect(
      buildParams(trf.tournament, {
        ...m,
        mahjong: { release: "2024-08-01", sessions: "0", championship: false },
      }),
    ).toEqual({
      ok: false,
      problem: "sessions",
    });
  });
});

/** The field as Create reads it (D90): the words of the text the sheet writes, or the message's English. */
const field = (text: string, system: "mgsz" | "fide"): string[] | string => {
  const r = parseTiebreaks(text, system);
  return r.ok ? tiebreakListWords(r.list) : english(r.message);
};

describe("tie-breaks", () => {
  test("short names and aliases, case-insensitive, duplicates dropped (D92)", () => {
    // Aliases of src/core/tournament/tiebreaks.ts: SB = BERGER, BH = BUCH.
    expect(field("mms, sos;SB bh MMS", "mgsz")).toEqual(["MMS", "SOS", "BERGER", "BUCH"]);
  });
  test("every unknown name is named, with the names known (D90)", () => {
    expect(field("MMS KOMI xyz", "mgsz")).toMatch(/^Tie-breaks "KOMI", "xyz" are not among PTS MMS SOS/);
  });
  test("chess (the FIDE system) takes C.07's names and marks the list CHESS (D28)", () => {
    expect(field("pts, bh-c1 Berger median", "fide")).toEqual(["CHESS", "PTS", "BH-C1", "SB", "BH-M1"]);
    expect(field("CHESS PTS TPR", "fide")).toEqual(["CHESS", "PTS", "TPR"]);
    expect(field("PTS MMS SOS", "fide")).toMatch(
      /^Tie-breaks "MMS", "SOS" are not among the chess tie-breaks/,
    );
    const f = initialForm(trf.tournament, "trf", "2026-01-01");
    const built = buildParams(trf.tournament, f);
    expect(built.ok && built.tiebreaks).toEqual(["CHESS", "PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"]);
  });
  test("none at all is refused", () => {
    const f = initialForm(trf.tournament, "trf", "2026-01-01");
    expect(buildParams(trf.tournament, { ...f, tiebreaks: " " })).toMatchObject({
      ok: false,
      problem: "tiebreaks",
    });
  });
});

test("whole numbers only, inside the range", () => {
  expect(wholeNumber(" 12 ", 0, 100)).toBe(12);
  expect(wholeNumber("1e2", 0, 100)).toBeUndefined();
  expect(wholeNumber("", 0, 100)).toBeUndefined();
  expect(wholeNumber("101", 0, 100)).toBeUndefined();
});
