/**
 * D90–D92: a tie-break list is read once, by `parseTiebreakList`, and every edge gives the same
 * answer for the same text: `rating-officer standings --tiebreaks` (a Go file, a TRF file, a team
 * event with --teams), the pane's parameters (MGSZ, FIDE), the sheet's tie-break cell read back by
 * Recalculate's header reader, and TOURNAMENT.STANDINGS / TEAMSTANDINGS. A cell or an argument
 * says a chess list's event by "CHESS" first (D90): the row's `cell` is the same list as a cell
 * holds it.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import {
  type TiebreakEvent,
  type TiebreakList,
  eventInText,
  parseTiebreakList,
  parseTiebreakText,
  tiebreakListText,
  tiebreakListWords,
  tiebreakNames,
} from "../../../src/core/tournament/tiebreak-list";
import { readTournament } from "../../../src/formats";
import { FormulaError } from "../../../src/functions/errors";
import * as tournament from "../../../src/functions/tournament";
import { type Message, english, msg } from "../../../src/i18n/table";
import { writePlan } from "../../../src/sheet/adapter";
import { parseTournamentSheet, readParams } from "../../../src/sheet/parse-sheet";
import { ReadGrid, type SheetProblem } from "../../../src/sheet/read-grid";
import { readUsedRange } from "../../../src/sheet/sheet-read";
import { buildTournamentSheet } from "../../../src/sheet/tournament-sheet";
import { buildParams, initialForm } from "../../../src/taskpane/params";
import { fixtureFile, run } from "../../cli/fake-io";
import { CROSSTABLE, TEAMS } from "../../functions/team-event";
import { example5, functionBook } from "../../sheet/tournament-helpers";

/** What an edge answers: the list's tie-breaks as its columns, or the message it refuses with. */
type Answer = { readonly names: readonly string[] } | { readonly refused: string };

const answerOf = (r: { ok: true; list: TiebreakList } | { ok: false; message: Message }): Answer =>
  r.ok ? { names: tiebreakNames(r.list) } : { refused: english(r.message) };

/** A row: the text typed, the event, and the same list as a sheet's cell or an argument holds it. */
interface Row {
  readonly text: string;
  readonly event: TiebreakEvent;
  readonly cell?: string;
}

// prettier-ignore
const ROWS: readonly Row[] = [
  { text: "MMS SOS SODOS", event: "go" },                     // the pane's default (docs/tournament.md)
  { text: "mms, sos;SB bh MMS", event: "go" },                // aliases SB = BERGER, BH = BUCH; MMS twice (D92)
  { text: "PTS BUCH SDC", event: "go" },                      // docs/tournament.md's example of a file's own
  { text: "MMS SOSS", event: "go" },                          // a typo: refused, named
  { text: "MMS, ,SOS; KOMI", event: "go" },                   // an unknown word after good ones
  { text: "MMS BH-C1", event: "go" },                         // a chess name in a Go list (D90)
  { text: " , ;", event: "go" },                              // no name (D91)
  { text: "PTS BH-C1 BH SB DE WON ARO", event: "chess", cell: "CHESS PTS BH-C1 BH SB DE WON ARO" }, // D28's list
  { text: "CHESS", event: "chess" },                          // D28's list by its word
  { text: "CHESS PTS TPR", event: "chess" },
  { text: "pts, bh-c1 Berger median", event: "chess", cell: "CHESS pts, bh-c1 Berger median" },
  { text: "PTS SB", event: "chess", cell: "CHESS PTS SB" },   // Go's names too, chess's by the event (D90)
  { text: "PTS MMS SOS", event: "chess", cell: "CHESS PTS MMS SOS" }, // a Go name in a chess list
  { text: "CHESS PTS CHESS", event: "chess" },                // the word only first
  { text: "GP MP DM", event: "team" },
  { text: "game-points, match BDW2U berger", event: "team" },
  { text: "GP SOS", event: "team" },                          // a Go name in a team list
  { text: ";", event: "team" },                               // no name (D91)
];

/** The one definition's answer (D90). */
const expected = (row: Row): Answer => answerOf(parseTiebreakList(row.text, row.event));

// ── the edges ──

const FILES: Readonly<Record<TiebreakEvent, readonly string[]>> = {
  go: [fixtureFile("egd-veterans")],
  chess: [fixtureFile("trf-rules-round-robin-8-21b")],
  team: [fixtureFile("trf-echecs-grandmommyscup"), "--teams"],
};
/** Columns before the tie-breaks in `standings --csv`, and after them (a team's players). */
const LEAD = { go: 4, chess: 4, team: 3 } as const;

async function commandLine(row: Row): Promise<Answer> {
  // Hungarian Excel's CSV (D195): `;` between the header's names
  const r = await run([
    "standings",
    ...FILES[row.event],
    "--tiebreaks",
    row.text,
    "--csv",
    "--csv-locale",
    "hu",
  ]);
  if (r.code === 2) return { refused: r.stderr.replace(/^.*?--tiebreaks: /su, "").trim() };
  const head = (r.stdout.split("\n")[0] ?? "").split(";").slice(LEAD[row.event]);
  return { names: row.event === "team" ? head.slice(0, -1) : head };
}

const readFile = (dir: string) => readTournament(readFileSync(fixtureFile(dir)), basename(fixtureFile(dir)));
const goFile = readFile("egd-veterans");
const trfFile = readFile("trf-rules-round-robin-8-21b");

function pane(row: Row): Answer | undefined {
  if (row.event === "team") return undefined; // the pane has no team tie-breaks
  const read = row.event === "go" ? goFile : trfFile;
  const form = initialForm(read.tournament, row.event === "go" ? "egd" : "trf", "2026-01-01");
  const built = buildParams(read.tournament, { ...form, tiebreaks: row.text });
  if (built.ok) return answerOf(parseTiebreakText(built.tiebreaks)); // the words the sheet writes
  return "message" in built ? { refused: english(built.message) } : { refused: built.problem };
}

async function sheetCell(row: Row): Promise<Answer | undefined> {
  if (row.event === "team") return undefined; // the sheet's cell holds a Go or chess list
  const book = functionBook();
  const build = buildTournamentSheet({
    tournament: example5(),
    fileName: "example5.csv",
    params: { system: "mgsz", multiplier: 30 },
    tiebreaks: ["MMS"],
    language: "en",
  });
  const { sheetName } = await writePlan(book.context(), build.plan);
  const label = [...Array(12).keys()]
    .map((i) => `A${i + 2}`)
    .find((a) => book.cell(sheetName, a)?.value === "Tie-breaks");
  book.typeInto(sheetName, `B${(label ?? "A0").slice(1)}`, row.cell ?? row.text);
  const grid = new ReadGrid(await readUsedRange(book.context(), sheetName));
  const parsed = parseTournamentSheet(grid);
  if (Array.isArray(parsed)) throw new Error("not a tournament sheet");
  const problems: SheetProblem[] = [];
  const params = readParams(grid, parsed, problems);
  const problem = problems[0];
  if (problem !== undefined) return { refused: english(problem.text) };
  return params.tiebreaks === undefined ? undefined : { names: tiebreakNames(params.tiebreaks.list) };
}

// the team event of test/functions/team-event.ts, and its crosstable for STANDINGS
function functionArg(row: Row): Answer {
  const arg = [[row.cell ?? row.text]];
  try {
    const table =
      row.event === "team"
        ? tournament.teamstandings(CROSSTABLE, TEAMS, arg)
        : tournament.standings(CROSSTABLE, arg);
    const head = (table[0] ?? []).map(String).slice(LEAD[row.event]);
    return { names: row.event === "team" ? head.slice(0, -1) : head };
  } catch (e) {
    if (!(e instanceof FormulaError) || e.code !== "#VALUE!") throw e;
    return { refused: e.message.replace(/^Argument tiebreaks: /u, "") };
  }
}

describe("one answer for a tie-break list from every edge (D90–D92)", () => {
  it.each(ROWS.map((row) => ({ ...row, label: `${row.event} ${JSON.stringify(row.text)}` })))(
    "$label",
    async (row) => {
      const want = expected(row);
      expect(await commandLine(row)).toEqual(want);
      const p = pane(row);
      if (p !== undefined) expect(p).toEqual(want);
      const s = await sheetCell(row);
      if (s !== undefined || row.event !== "team") expect(s).toEqual(want);
      expect(functionArg(row)).toEqual(want);
    },
  );

  it("the table holds accepted and refused texts of every event", () => {
    const refused = (r: Row): boolean => "refused" in expected(r);
    for (const event of ["go", "chess", "team"] as const) {
      expect(ROWS.filter((r) => r.event === event && refused(r)).length).toBeGreaterThan(0);
      expect(ROWS.filter((r) => r.event === event && !refused(r)).length).toBeGreaterThan(0);
    }
  });
});

describe("the one parser (D90–D92)", () => {
  it("reads names and aliases in any case, each once where it first stands (D92)", () => {
    expect(parseTiebreakList("mms, sos;SB bh MMS", "go")).toEqual({
      ok: true,
      list: { event: "go", criteria: ["mms", "sos", "berger", "buchholz"] },
    });
  });

  it("names every word that is none of the event's and lists the event's names", () => {
    expect(parseTiebreakList("MMS KOMI xyz", "go")).toEqual({
      ok: false,
      message: msg("notTiebreak", {
        word: "KOMI",
        event: "go",
        names: expect.stringMatching(/^PTS MMS SOS SODOS SOSOS BUCH /) as unknown as string,
        others: ["xyz"],
      }),
    });
    const chess = parseTiebreakList("CHESS PTS MMS", "chess");
    expect(chess.ok ? "" : english(chess.message)).toMatch(
      /^Tie-break "MMS" is not one of the chess tie-breaks PTS BH BH-C1 /,
    );
    // a hostile list: five words quoted, the rest counted (the message stays short)
    const many = parseTiebreakList(Array.from({ length: 1000 }, (_, i) => `X${i}`).join(" "), "go");
    expect(many.ok ? "" : english(many.message)).toMatch(
      /^Tie-breaks "X0", "X1", "X2", "X3", "X4" and 995 more are not among PTS MMS /,
    );
  });

  it("refuses a list with no name (D91), but CHESS alone is D28's list", () => {
    expect(parseTiebreakList(" ,; ", "go")).toMatchObject({ ok: false, message: { code: "noTiebreaks" } });
    expect(parseTiebreakList("CHESS", "chess")).toEqual({
      ok: true,
      list: { event: "chess", criteria: ["PTS", "BH-C1", "BH", "SB", "DE", "WON", "ARO"] }, // D28
    });
  });

  it("a text says its event where nothing else does (D28, D90)", () => {
    expect(eventInText("CHESS PTS")).toBe("chess");
    expect(eventInText("CHESS")).toBe("chess"); // a Go event refuses it where the edge knows the event
    expect(parseTiebreakList("CHESS", "go")).toMatchObject({ ok: false, message: { code: "notTiebreak" } });
    expect(eventInText("PTS BH-C1 SB")).toBe("chess"); // BH-C1: chess's only
    expect(eventInText("PTS SB")).toBe("go"); // names Go has too
    expect(eventInText("MMS BH-C1")).toBe("go"); // MMS is no chess tie-break: Go's, refused at BH-C1
    expect(eventInText("")).toBe("go");
  });

  it("a list written as a text reads back as the same list", () => {
    for (const row of ROWS) {
      const r = parseTiebreakList(row.text, row.event);
      if (!r.ok || row.event === "team") continue;
      expect(parseTiebreakText(tiebreakListText(r.list))).toEqual(r);
      expect(tiebreakListWords(r.list).join(" ")).toBe(tiebreakListText(r.list));
    }
  });
});
