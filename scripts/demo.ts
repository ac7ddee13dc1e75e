/**
 * `npm run demo`: the MGSZ regulation's worked examples 5 and 7 (samples/mgsz-examples.json),
 * computed by the command line exactly as a rating officer would run it, and printed as tables;
 * then a whole tournament (the EGC 2013 table with the Hungarian rating list, both bundled
 * fixtures) rated and ranked; a chess round robin with unrated players rated under FIDE's rules
 * (RULES §2.1, 8.21b); and the rating list of the bundled mahjong results sheet. Every figure comes
 * from `rating-officer formula --json`, `rate --json`, `standings --json` and `mahjong-list --json`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Game {
  opponent: number;
  result: 0 | 1;
  stones: number;
}
interface Example {
  title: string;
  player: string;
  rating: number;
  multiplier: number;
  games: Game[];
}

const root = path.resolve(__dirname, "..");
const cli = path.join(root, "bin", "rating-officer.js");

function cliJson(args: string[]): Record<string, unknown>[] {
  const out = execFileSync(process.execPath, [cli, ...args, "--json"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"], // the summary and notes on standard error are not shown
  });
  return JSON.parse(out) as Record<string, unknown>[];
}

function run(formulas: string[]): unknown[] {
  const out = execFileSync(process.execPath, [cli, "formula", "--json"], {
    input: formulas.join("\n") + "\n",
    encoding: "utf8",
  });
  const answers = out
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as unknown);
  answers.forEach((a, i) => {
    if (typeof a === "object" && a !== null && "error" in a) {
      throw new Error(`${formulas[i]} → ${JSON.stringify(a)}`);
    }
  });
  return answers;
}

const range = (xs: number[]): string => `{${xs.join(",")}}`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function demo(example: Example): void {
  const { rating, multiplier, games } = example;
  const perGame = games.flatMap((g) => [
    // The pair after the handicap correction (D5): the receiver's rating is raised.
    `=MGSZ.CORRECTED(${rating},${Math.max(g.stones, 0)})`,
    `=MGSZ.CORRECTED(${g.opponent},${Math.max(-g.stones, 0)})`,
    `=MGSZ.GAMEPOINT(${rating},${g.opponent},${g.result},${g.stones})`,
  ]);
  const args = `${range(games.map((g) => g.opponent))},${range(games.map((g) => g.result))},${range(games.map((g) => g.stones))}`;
  const totals = [
    `=MGSZ.SUMGAMEPOINTS(${rating},${args})`,
    `=MGSZ.RATINGCHANGE(${rating},${multiplier},${args})`,
    `=MGSZ.NEWRATING(${rating},${multiplier},${args})`,
    `=MGSZ.RANK(MGSZ.NEWRATING(${rating},${multiplier},${args}))`,
  ];
  const answers = run([...perGame, ...totals]);
  const rows = games.map((g, i) => {
    const [own, opp, jp] = answers.slice(i * 3, i * 3 + 3) as number[];
    const delta = (own ?? 0) - (opp ?? 0);
    return [
      String(g.opponent),
      g.stones === 0 ? "0" : g.stones > 0 ? `+${g.stones}` : String(g.stones),
      g.result === 1 ? "won" : "lost",
      `${own} v ${opp}`,
      delta > 0 ? `+${delta}` : String(delta),
      (jp ?? 0) > 0 ? `+${(jp ?? 0).toFixed(2)}` : (jp ?? 0).toFixed(2),
    ];
  });
  const [sum, change, after, rank] = answers.slice(games.length * 3) as [number, number, number, string];
  console.log(`\n${example.title}\n${example.player}, rating ${rating} (C = ${multiplier})\n`);
  console.log(table(["opponent", "stones", "result", "corrected pair", "Δp", "Jp"], rows));
  console.log(
    `\nΣJp = ${sum.toFixed(2)};  ${sum.toFixed(2)} × ${multiplier} = ${(sum * multiplier).toFixed(2)} → change ${change > 0 ? "+" : ""}${change};  new rating ${after} (${rank})`,
  );
}

const data = JSON.parse(fs.readFileSync(path.join(root, "samples", "mgsz-examples.json"), "utf8")) as {
  source: string;
  examples: Example[];
};
console.log(`Rating Officer demo — ${data.source}`);
for (const example of data.examples) demo(example);

const signed = (x: number, digits = 0): string => (x > 0 ? "+" : "") + x.toFixed(digits);

function tournamentDemo(): void {
  const fixtures = path.join(root, "test", "fixtures");
  const table9 = path.join(fixtures, "egd-egc2013", "input.h9");
  const list = path.join(fixtures, "egd-ratinglist-hu", "input.txt");
  const rated = cliJson(["rate", table9, "--system", "mgsz", "--event", "european", "--ratings", list]);
  const onList = rated.filter((p) => p["source"] === "pin" || p["source"] === "name");
  console.log(
    `\nA whole tournament: European Go Congress 2013 (${rated.length} players, 10 rounds), EGD table +` +
      " the MGSZ rating list\n(rating-officer rate … --system mgsz --event european --ratings …: C = 45, two parts, D4)\n",
  );
  console.log(
    table(
      ["player on the list", "before", "rank", "ΣJp", "change", "after", "rank after"],
      onList.map((p) => [
        String(p["name"]),
        String(p["ratingBefore"]),
        String(p["rankBefore"]),
        signed(Number(p["sumJp"]), 3),
        signed(Number(p["change"])),
        String(p["ratingAfter"]),
        String(p["rankAfter"]),
      ]),
    ),
  );
  // The OpenGotha twin of the table carries the McMahon bar, so its MMS are the ones printed in
  // the .h9 (D21); the .h9 alone starts every player from the default of D22.
  const xml = path.join(fixtures, "opengotha-egc2013", "input.xml");
  const standings = cliJson(["standings", xml, "--tiebreaks", "MMS,SOS,SODOS"]).slice(0, 5);
  console.log(
    "\nFinal standings, first five (rating-officer standings <OpenGotha XML> --tiebreaks MMS,SOS,SODOS)\n",
  );
  console.log(
    table(
      ["place", "player", "rank", "MMS", "SOS", "SODOS"],
      standings.map((p) => ["place", "name", "rank", "MMS", "SOS", "SODOS"].map((k) => String(p[k]))),
    ),
  );
}

function fideDemo(): void {
  const trf = path.join(root, "test", "fixtures", "trf-rules-round-robin-8-21b", "input.trf");
  const rated = cliJson(["rate", trf, "--system", "fide", "--ruleset", "HU2017"]);
  console.log(
    "\nChess: a 10-player round robin with 4 unrated players, FIDE rules as the Hungarian regulation" +
      " restates them\n(rating-officer rate <TRF> --system fide --ruleset HU2017: first ratings per 8.21b," +
      " the rated players' changes against them, 8.58)\n",
  );
  const text = (x: unknown): string => (x === undefined || x === null ? "" : String(x));
  console.log(
    table(
      ["player", "before", "K", "W", "We", "change", "after", "performance"],
      rated.map((p) => [
        text(p["name"]),
        text(p["ratingBefore"]) || "unrated",
        text(p["k"]),
        text(p["w"]),
        p["we"] === null ? "" : Number(p["we"]).toFixed(2),
        p["change"] === null ? "first" : signed(Number(p["change"])),
        text(p["ratingAfter"]),
        text(p["performance"]),
      ]),
    ),
  );
}

function mahjongDemo(): void {
  const sheet = path.join(root, "samples", "mahjong-results.csv");
  const list = cliJson(["mahjong-list", sheet, "--release", "2026-12-01"]);
  console.log(
    `\nMahjong: the rating list released 2026-12-01 from the sample results sheet (${list.length} players;` +
      " first ten)\n(rating-officer mahjong-list samples/mahjong-results.csv --release 2026-12-01)\n",
  );
  console.log(
    table(
      ["place", "player", "level", "T5", "rating", "tournaments"],
      list
        .slice(0, 10)
        .map((p) => [
          String(p["place"]),
          String(p["player"]),
          String(p["level"]),
          Number(p["t5"]).toFixed(2),
          Number(p["rating"]).toFixed(2),
          String(p["tournaments"]),
        ]),
    ),
  );
}

tournamentDemo();
fideDemo();
mahjongDemo();
console.log(
  "\nEvery figure above was computed by `rating-officer`, on the same functions and engines Excel uses.",
);
