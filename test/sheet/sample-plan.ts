import { cellAddress, columnLetters, rangeAddress } from "../../src/sheet/a1";
import { formula, num, text, type Cell, type SheetPlan } from "../../src/sheet/plan";

/**
 * Names taken from files that Excel would not keep as text if typed: formulas (issue 6's
 * cases), signs, numbers with leading zeros, booleans, dates, a quote prefix, markup.
 */
export const INJECTIONS = [
  '=HYPERLINK("http://x","y")',
  "@SUM(A1)",
  "+1",
  "-x",
  "=1+1",
  "'quoted",
  "007",
  "TRUE",
  "1/2",
  "1e5",
  "<img src=x onerror=alert(1)>",
  "Ковалёв Пётр",
  "Szőke Ödön",
] as const;

/**
 * A tournament sheet shaped like the task pane's (header block, crosstable with standings, and
 * per-player rating formulas), with `players` players and `rounds` rounds. Some names are
 * injection strings. Rating-system-free: the formulas only have the shape of the real ones.
 */
export function tournamentPlan(players: number, rounds = 7, name = "Tournament"): SheetPlan {
  const headerRows: Cell[][] = [
    [text("Budapest Open 2024")],
    [text("Dates"), text("2024-03-01 – 2024-03-03")],
    [text("System"), text("MGSZ"), text("Multiplier"), num(1.2, "0.00")],
  ];
  const top = 5; // crosstable header row (0-based), leaving a blank row after the header block
  const heads = [
    "No",
    "Name",
    "Club",
    "Rank",
    "Rating",
    ...Array.from({ length: rounds }, (_, i) => `R${i + 1}`),
    "Points",
    "SOS",
    "Place",
    "ΣJp",
    "Change",
    "New rating",
  ];
  const rows: Cell[][] = [heads.map((h) => text(h))];
  const first = top + 1;
  const ratingCol = 4;
  const pointsCol = 5 + rounds;
  const P = columnLetters(pointsCol);
  for (let i = 0; i < players; i++) {
    const r = first + i;
    const name =
      i % 100 === 7 ? (INJECTIONS[((i / 100) % INJECTIONS.length) | 0] ?? "x") : `Player ${i + 1}, Firstname`;
    const results = Array.from({ length: rounds }, (_, k) => {
      const opp = ((i + 1 + (k + 1) * 37) % players) + 1;
      return text(`${opp}${"+-="[(i + k) % 3]}/${"wb"[k % 2]}${k % 3}`);
    });
    const cross = `${cellAddress(r, 5)}:${cellAddress(r, 4 + rounds)}`;
    rows.push([
      num(i + 1),
      text(name),
      text(i % 5 === 0 ? "007" : "Budapest SE"),
      text(`${(i % 30) + 1}k`),
      num(2100 - i * 0.5, "0"),
      ...results,
      formula(`=MGSZ.POINTS(${cross})`, "0.0"),
      formula(`=SUMPRODUCT(--(${cross}<>""))`, "0.0"),
      formula(`=RANK.EQ(${cellAddress(r, pointsCol)},$${P}$${first + 1}:$${P}$${first + players})`, "0"),
      formula(`=MGSZ.SUMJP(${cellAddress(r, ratingCol)},${cross})`, "0.000"),
      formula(`=MGSZ.CHANGE(${cellAddress(r, pointsCol + 3)},1.2)`, "+0.0;-0.0;0.0"),
      formula(`=${cellAddress(r, ratingCol)}+${cellAddress(r, pointsCol + 4)}`, "0"),
    ]);
  }
  return {
    sheetName: name,
    blocks: [
      { at: "A1", rows: headerRows },
      { at: cellAddress(top, 0), rows },
    ],
    tables: [
      {
        name: "Crosstable",
        range: rangeAddress({ row: top, column: 0, rows: players + 1, columns: heads.length }),
        hasHeaders: true,
        style: "TableStyleLight9",
      },
    ],
    freeze: { rows: top + 1, columns: 2 },
    columnWidths: [
      { column: 0, points: 30 },
      { column: 1, points: 180 },
    ],
    bold: ["A1"],
  };
}
