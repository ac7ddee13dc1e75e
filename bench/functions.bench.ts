/**
 * The sheet's custom functions on a big sheet (issue 27, "no task on the pane's thread longer
 * than 200 ms"; D330–D333): TOURNAMENT.STANDINGS and TOURNAMENT.MGSZ as the tournament sheet
 * calls them over the crosstable of malavasi (test/fixtures/pairing/og-malavasi-geobug,
 * SOURCES.txt: 985 registered players, 710 of them in round 1: the sheet of
 * e2e/long-tasks.e2e.test.ts), in a fresh process over the compiled code (`npm run build:cli`),
 * CPU time of the process (`process.cpuUsage`, V8's compiling threads included): the first call
 * (nothing compiled yet), MGSZ after it (the range read once, D331), a call over a changed range
 * (a name typed with a trailing space: read and ranked again, the code compiled), and the same
 * call again (kept by content, D330). Goal: 50 ms of CPU for a call over a changed range.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import type { BenchCase } from "./harness";

const ROOT = path.join(__dirname, "..");
const FIXTURE = path.join(ROOT, "test", "fixtures", "pairing", "og-malavasi-geobug", "input.xml");
const GOAL_MS = 50;
const build = (...p: string[]) => JSON.stringify(path.join(ROOT, "build", ...p));

const CHILD = `
const fs = require("node:fs");
const { readTournament } = require(${build("formats", "sniff.js")});
const { formatCell } = require(${build("formats", "cell.js")});
const { fullName } = require(${build("core", "tournament", "model.js")});
const { previewMgszStarts } = require(${build("core", "engines", "mgsz-start.js")});
const { lookup } = require(${build("functions", "registry.js")});
const t = readTournament(fs.readFileSync(process.argv[1]), "malavasi.xml").tournament;
const no = (i) => t.players[i].startNumber ?? i + 1;
// the sheet's crosstable: number, name, the MGSZ start's rank and rating (src/sheet/starts.ts),
// one cell a round (src/formats/cell.ts)
const starts = previewMgszStarts(t);
const range = () => t.players.map((p, i) => [no(i), fullName(p), starts[i].rank ?? "", starts[i].rating ?? "",
  ...p.results.map((e) => formatCell(e.kind === "game" ? { ...e, opponent: no(e.opponent) } : e))]);
// as the sheet's formulas call them (src/sheet/formulas.ts): tie-breaks, the McMahon cells, C = 30
const standings = (ct) => lookup("TOURNAMENT.STANDINGS")(ct, "MMS SOS SODOS SOSOS", "", "", "", "4d", "20k", "30k", "", 0.5, false);
const mgsz = (ct) => lookup("TOURNAMENT.MGSZ")(ct, 30, "", "", true);
const cpu = (f) => { const a = process.cpuUsage(); const r = f(); const d = process.cpuUsage(a); return [(d.user + d.system) / 1000, r]; };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [first, table] = cpu(() => standings(range()));
const [rated] = cpu(() => mgsz(range()));
const changed = [], again = [];
for (let k = 0; k < 15; k++) {
  const ct = range();
  ct[k][1] += " ";
  changed.push(cpu(() => standings(ct))[0]);
  again.push(cpu(() => standings(range().map((r, i) => (i === k ? [r[0], r[1] + " ", ...r.slice(2)] : r))))[0]);
}
process.stdout.write(JSON.stringify({ players: t.players.length, rows: table.length - 1, first, rated, changed: median(changed), again: median(again) }));
`;

function standingsInChild(): { measured: string; ok: boolean } {
  const r = spawnSync(process.execPath, ["-e", CHILD, FIXTURE], { cwd: ROOT, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the functions' child failed: ${r.stderr}`);
  const m = JSON.parse(r.stdout) as {
    players: number;
    rows: number;
    first: number;
    rated: number;
    changed: number;
    again: number;
  };
  if (m.rows !== m.players) throw new Error(`${m.rows} rows of standings for ${m.players} players`);
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  return {
    measured:
      `a changed range ${ms(m.changed)} CPU (median of 15); the same call again ${ms(m.again)}; ` +
      `the first call of the process ${ms(m.first)}, MGSZ after it ${ms(m.rated)}`,
    ok: m.changed <= GOAL_MS,
  };
}

export const benchmarks: BenchCase[] = [
  {
    kind: "versus",
    name: "TOURNAMENT.STANDINGS over malavasi's sheet (985 players, 710 in round 1), then MGSZ",
    op: standingsInChild,
    goal: `≤ ${GOAL_MS} ms CPU a changed range`,
  },
];
