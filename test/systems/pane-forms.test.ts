/**
 * The systems' shares of the pane's step 2 (src/systems/pane-*.ts): the fields the pane reads are
 * the ones the page has and the declarations name, each read by its parameter's one reader —
 * where the pane read a field otherwise, the declaration decides (D110–D112).
 */
import fs from "node:fs";
import path from "node:path";
import { readTournament } from "../../src/formats";
import { defaultTiebreakList, tiebreakListText } from "../../src/core/tournament/tiebreak-list";
import { firstWorksheet, run } from "../cli/fake-io";
import { BOUNDS } from "../../src/core/common/bounds";
import { SYSTEMS } from "../../src/systems";
import { K } from "../../src/systems/fide";
import { PANE_FORMS, paneFormOf } from "../../src/systems/pane-forms";
import { MGSZ_PANE } from "../../src/systems/pane-mgsz";
import { FIDE_PANE } from "../../src/systems/pane-fide";
import { MAHJONG_PANE } from "../../src/systems/pane-mahjong";
import { choiceKindOf } from "../../src/taskpane/choices";
import { DATE_FIELDS } from "../../src/taskpane/date-field";
import { buildParams, deriveMultiplier, initialForm, takesFileRatings } from "../../src/taskpane/params";

const DIR = path.resolve(__dirname, "../../src/taskpane");
const html = fs.readFileSync(path.join(DIR, "taskpane.html"), "utf8");
const FIX = path.resolve(__dirname, "../fixtures");
const read = (dir: string, file: string) => readTournament(fs.readFileSync(path.join(FIX, dir, file)), file);
const veterans = read("egd-veterans", "input.h9").tournament;
const trf = read("trf-tiebreakserver-held-round-robin", "input.trf").tournament;

/** The element ids a pane field is in: its own, or its choices'. */
const idsOf = (f: (typeof MGSZ_PANE.fields)[number]): string[] =>
  f.kind === "checks" || f.kind === "radio" ? [f.id, ...f.choices.map((c) => c.id)] : [f.id];
const once = (id: string): [string, number] => [id, html.split(`id="${id}"`).length - 1];

describe("the pane's fields are the declarations' and the page's", () => {
  test("every system has a pane form, its box and every field in taskpane.html once", () => {
    expect(Object.keys(PANE_FORMS)).toEqual(SYSTEMS.map((s) => s.name));
    for (const s of SYSTEMS) {
      const form = paneFormOf(s.name);
      const ids = [form.box, ...form.fields.flatMap(idsOf)];
      // a radio group has no element of its own: its name is the group
      const grouped = form.fields.flatMap((f) => (f.kind === "radio" ? [f.id] : []));
      for (const id of ids.filter((i) => !grouped.includes(i))) expect(once(id)).toEqual([id, 1]);
      for (const id of grouped) expect(html).toContain(`name="${id}"`);
    }
  });

  test("every field a system's parameters declare is read by its pane form, and nothing else of it", () => {
    for (const s of SYSTEMS) {
      const read = paneFormOf(s.name).fields.map((f) => f.id);
      const declared = s.params.flatMap((p) => p.fields);
      expect([s.name, declared.filter((id) => !read.includes(id))]).toEqual([s.name, []]);
    }
  });

  test("a parameter's field is of its declared kind: a date in a date field, a switch in a box", () => {
    // mahjong.ts: RELEASE a date, SESSIONS a whole number, CHAMPIONSHIP a boolean
    expect(MAHJONG_PANE.fields.map((f) => [f.id, f.kind])).toEqual([
      ["mahjong-release", "date"],
      ["mahjong-sessions", "text"],
      ["mahjong-championship", "check"],
    ]);
    // the pane's date fields: Post's and the systems' date fields (date-field.ts, D67)
    expect([...DATE_FIELDS].sort()).toEqual(["fide-ruleset-on", "mahjong-release", "post-date"]);
  });

  test("the system list offers the systems, in their order", () => {
    const options = [...html.matchAll(/<option value="(\w+)" data-i18n="systemNames\.\w+">/g)].map(
      (m) => m[1],
    );
    expect(options).toEqual(SYSTEMS.map((s) => s.name));
  });

  test("a form as the file fills it has a value for each field, and a field for each value", () => {
    const f = initialForm(veterans, "egd", "2026-01-01");
    for (const s of SYSTEMS) {
      const keys = paneFormOf(s.name).fields.map((x) => x.key);
      expect([s.name, Object.keys(f[s.name]).sort()]).toEqual([s.name, [...keys].sort()]);
    }
  });
});

describe("what the pane does per system comes from the system's value", () => {
  test("tie-breaks, the file's ratings and per-player choices, by what each system declares", () => {
    // D64's --file-ratings and D23/D24's --highest/--register are the systems' options
    expect(SYSTEMS.map((s) => takesFileRatings(s.name))).toEqual([true, true, false]);
    expect(SYSTEMS.map((s) => choiceKindOf(s.name))).toEqual(["register", "highest", undefined]);
  });

  test("MGSZ shows C's breakdown and derives it; FIDE shows the rule set's day only for FIDE2024", () => {
    const f = initialForm(veterans, "egd", "2026-01-01");
    // RULES §1.2: EGD adjusted time 82 min is B (15) + handicap-free (10) = 25 (params.test.ts)
    const view = MGSZ_PANE.view?.(veterans, f.mgsz, "en");
    expect(view?.lists?.["mgsz-breakdown"]?.at(-1)).toBe("C = 25");
    expect(view?.placeholders?.["mgsz-multiplier"]).toBe("25");
    expect(FIDE_PANE.view?.(trf, { ...f.fide, ruleset: "HU2017" }, "en").shown).toEqual({
      "fide-ruleset-on-box": false,
    });
    expect(FIDE_PANE.view?.(trf, f.fide, "en").shown).toEqual({ "fide-ruleset-on-box": true });
    expect(MAHJONG_PANE.view).toBeUndefined();
  });
});

describe("each field read by its parameter's reader, as the command line and the sheet read it", () => {
  const form = initialForm(veterans, "egd", "2026-01-01");
  const mgsz = (patch: Partial<typeof form.mgsz>) => deriveMultiplier(veterans, { ...form.mgsz, ...patch });

  test("D110: base time is a plain number of minutes within H1's bound (it took 1e2 and 0x10)", () => {
    expect(BOUNDS.minutes.max).toBe(10_080);
    expect(mgsz({ time: "1e2" })).toEqual({ ok: false, problem: "time" });
    expect(mgsz({ time: "0x10" })).toEqual({ ok: false, problem: "time" });
    expect(mgsz({ time: "10081" })).toEqual({ ok: false, problem: "time" });
    // 40,5 min with a decimal comma, as H1's plain decimals take it: + 45 moves × 30 s = 63 min
    // extended, category C of RULES §1.2 table 2 (80 min and more is B: params.test.ts)
    expect(mgsz({ time: "40,5", byoyomi: "30s" })).toMatchObject({ ok: true, breakdown: { category: "C" } });
  });

  test("D110: participants within H1's 1..100,000 (the pane took 0), C as the header's C cell takes it", () => {
    expect(BOUNDS.participants).toMatchObject({ min: 1, max: 100_000 });
    expect(mgsz({ participants: "0" })).toEqual({ ok: false, problem: "participants" });
    expect(mgsz({ participants: "100001" })).toEqual({ ok: false, problem: "participants" });
    expect(mgsz({ multiplier: "+30" })).toMatchObject({ ok: true, breakdown: { multiplier: 30 } });
  });

  test("D111: mahjong's sessions within H1's 1..1000 (the pane took up to 10,000)", () => {
    const m = { ...form, system: "mahjong" as const };
    const with_ = (sessions: string) =>
      buildParams(veterans, { ...m, mahjong: { release: "2026-06-01", sessions, championship: false } });
    expect(BOUNDS.sessions.max).toBe(1000);
    expect(with_("1000")).toMatchObject({ ok: true, params: { sessions: 1000 } });
    expect(with_("1001")).toEqual({ ok: false, problem: "sessions" });
  });

  test("D112: one K for everyone is 1..100 in the pane, though K's reader takes H1's 0", () => {
    expect(K.read("0", null)).toEqual({ ok: true, value: 0 });
    const fixed = (k: string) =>
      buildParams(trf, {
        ...initialForm(trf, "trf", "2026-01-01"),
        fide: { ruleset: "HU2017", kMode: "fixed", k },
      });
    expect(fixed("0")).toEqual({ ok: false, problem: "k" });
    expect(fixed("1e1")).toEqual({ ok: false, problem: "k" }); // D100: digits only
    expect(fixed("100")).toMatchObject({ ok: true, params: { k: 100 } });
  });

  test("D113: a Go file's tie-breaks start as the command line's sheet and TOURNAMENT.STANDINGS rank", async () => {
    // D22's McMahon order, the core's default list (MCMAHON_ORDER)
    expect(initialForm(veterans, "egd", "2026-01-01").tiebreaks).toBe("MMS SOS SODOS SOSOS");
    expect(tiebreakListText(defaultTiebreakList("go"))).toBe("MMS SOS SODOS SOSOS");
    // `rating-officer sheet` on the same file writes that list in the Tie-breaks cell
    const out = await run(["sheet", "file.h9", "--system", "mgsz", "--out", "v.xlsx"], {
      "file.h9": fs.readFileSync(path.join(FIX, "egd-veterans", "input.h9"), "utf8"),
    });
    expect(out.code).toBe(0);
    const cells: unknown[] = [];
    (await firstWorksheet(out.written.get("v.xlsx"))).eachRow((row) => {
      if (row.getCell(1).value === "Tie-breaks") cells.push(row.getCell(2).value);
    });
    expect(cells).toEqual(["MMS SOS SODOS SOSOS"]);
  });
});
