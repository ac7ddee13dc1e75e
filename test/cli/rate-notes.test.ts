/**
 * D79: `rate --json` gives each player's own engine notes on his row (`notes`), the words
 * standard error says of him; the tournament's notes stay on standard error with the summary.
 * The texts are src/i18n's, the figures those `rate` prints for the same fixtures.
 */
import { fixtureFile, run } from "./fake-io";

const WEEKEND = fixtureFile("opengotha-weekend");

/** The `note:` lines of rate's standard error. */
const notesOf = (stderr: string): string[] =>
  stderr
    .split("\n")
    .filter((l) => l.startsWith("rating-officer rate: note: "))
    .map((l) => l.slice("rating-officer rate: note: ".length));

interface Row {
  no: number;
  name: string;
  notes?: string[];
}

describe("rate --json: a player's notes on his row (D79)", () => {
  test("opengotha-weekend under FIDE: each of the 21 unrated players' notes is on his row; the file's note is not on any", async () => {
    const { code, stdout, stderr } = await run(["rate", WEEKEND, "--system", "fide", "--json"]);
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Row[];
    const said = notesOf(stderr);
    // 1 note on the Go ratings (D64) and 21 player notes: test/cli/sheet-notes.ts's figures
    expect(said).toHaveLength(22);
    const onRows = rows.flatMap((r) => r.notes ?? []);
    expect(onRows).toEqual(said.slice(1));
    expect(said[0]).toContain("the ratings it gives 21 players are Go ratings");
    for (const r of rows) {
      for (const n of r.notes ?? []) expect(n).toContain(`Player ${r.no} "${r.name}"`);
    }
  });

  test("a player merged by a loose name rule (D60) has the note on his row; the others have no notes field", async () => {
    const list = "name;rating\nHorváth Zoltán;1770\nNagy Anna;1650\n";
    const file = "No;Name;Rank;Rating;R1\n1;Horvath Zoltan;5k;;2+/w\n2;Nagy Anna;6k;;1-/b\n";
    const { code, stdout, stderr } = await run(
      ["rate", "t.csv", "--system", "mgsz", "--multiplier", "20", "--ratings", "l.csv", "--json"],
      { "t.csv": file, "l.csv": list },
    );
    expect(stderr).toContain("note:");
    expect(code).toBe(0);
    const rows = JSON.parse(stdout) as Row[];
    expect(rows[0]?.notes).toEqual(notesOf(stderr).filter((n) => n.includes("Horvath Zoltan")));
    expect(rows[0]?.notes?.length).toBe(1);
    expect(rows[1]).not.toHaveProperty("notes");
  });
});
