/**
 * `rating-officer season --html PAGE`: the page written is the list the season's --json gives,
 * in the language asked; a mahjong season refuses it rather than ignoring it.
 */
import { DEFAULT_PARAMETERS } from "../../src/core/tournament/model";
import type { Player, Tournament } from "../../src/core/tournament/model";
import { writeEgd } from "../../src/formats/egd-writer";
import { readFileSync } from "fs";
import { join } from "path";
import { run } from "./fake-io";

const LIST =
  "PIN,Name,First name,Federation,Rating,Rank\n12000001,Kovacs,Anna,HU,2040,1d\n12000002,Nagy,Bela,HU,1990,1k\n";

/** One round on 2026-03-14, Kovacs (white) against Nagy, Kovacs winning; 60 minutes. */
function cup(): string {
  const player = (name: string, firstName: string, pin: string, rank: string, me: 0 | 1): Player => ({
    name,
    firstName,
    rank,
    egdPin: pin,
    federation: "HU",
    results: [
      {
        kind: "game",
        opponent: 1 - me,
        score: me === 0 ? 2 : 0,
        colour: me === 0 ? "white" : "black",
        handicap: 0,
        forfeit: false,
      },
    ],
  });
  const t: Tournament = {
    format: "model",
    name: "March Cup",
    rounds: 1,
    parameters: DEFAULT_PARAMETERS,
    startDate: "2026-03-14",
    endDate: "2026-03-14",
    timeControl: { basicMinutes: 60 },
    players: [player("Kovacs", "Anna", "12000001", "1d", 0), player("Nagy", "Bela", "12000002", "1k", 1)],
  };
  return writeEgd(t);
}

/** The season of the list and the one tournament. */
const SEASON = ["season", "--system", "mgsz", "--list", "list.csv", "march.h9"];

interface ListJson {
  list: { name: string; rating: number; rank: string }[];
}

describe("season --html", () => {
  test("writes the list --json gives, by rating, with the change since --list, in Hungarian", async () => {
    const files = { "list.csv": LIST, "march.h9": cup() };
    const args = SEASON;
    const r = await run([...args, "--html", "page.html", "--lang", "hu"], { ...files });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const json = JSON.parse((await run([...args, "--json"], { ...files })).stdout) as ListJson;
    const page = new TextDecoder().decode(r.written.get("page.html"));
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="hu">/);
    const rows = [
      ...page.matchAll(
        /<td class="num">(\d+)<\/td><td class="name"><bdi>(.*?)<\/bdi><\/td><td>(\w+)[^<]*(?:<span[^>]*>★<\/span>)?<\/td><td class="num">(\d+)<\/td>/g,
      ),
    ];
    const byRating = [...json.list].sort((a, b) => b.rating - a.rating);
    expect(rows.map((m) => [m[2], m[3], Number(m[4])])).toEqual(
      byRating.map((p) => [p.name, p.rank, p.rating]),
    );
    // the winner up from 2040, the loser down from 1990 (the list before the season)
    const [winner, loser] = [json.list[0], json.list[1]];
    expect(winner && winner.rating > 2040 && loser && loser.rating < 1990).toBe(true);
    expect(page).toContain(`▲ +${(winner?.rating ?? 0) - 2040}</td>`);
    expect(page).toContain(`▼ −${1990 - (loser?.rating ?? 0)}</td>`);
    expect(page).toContain("<h2>Az idényben számított versenyek</h2>");
    // the command's own output is unchanged by --html
    expect(r.stdout).toBe((await run([...args, "--lang", "hu"], { ...files })).stdout);
  });

  test("--html naming the --out file is refused rather than overwriting the list", async () => {
    const files = { "list.csv": LIST, "march.h9": cup() };
    const r = await run([...SEASON, "--out", "new.csv", "--html", "new.csv"], files);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("give --html and --out different files, not both new.csv");
    expect(new TextDecoder().decode(r.written.get("new.csv"))).toMatch(/^PIN,Name/);
  });

  test("a mahjong season writes its page too (D179), in the language asked for", async () => {
    const results = readFileSync(
      join(__dirname, "../fixtures/traps/season-html-mahjong/results.csv"),
      "utf8",
    );
    const r = await run(
      [
        "season",
        "--system",
        "mahjong",
        "--list",
        "x.csv",
        "--release",
        "2026-12-01",
        "--html",
        "p.html",
        "--lang",
        "ru",
      ],
      { "x.csv": results },
    );
    expect(r.code).toBe(0);
    const page = new TextDecoder().decode(r.written.get("p.html"));
    expect(page).toContain("<th>Уровень</th>");
    expect(page).toContain("Список на 2026-12-01");
  });

  test("--explain prints one player's games with Jp, C and ΣJp (D175), and as JSON with --json", async () => {
    const files = { "list.csv": LIST, "march.h9": cup() };
    // 2040 beats 1990: Δp 50 → c .380 (RULES §1.3's table, 48–52), the winner A: Jp +0.38
    const text = await run([...SEASON, "--explain", "Anna Kovacs"], files);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Kovacs Anna (12000001): rating ");
    expect(text.stdout).toContain("round 1: won against Nagy Bela 1990, stones 0, Jp +0.38");
    expect(text.stdout).toMatch(/ΣJp \+0\.38 × C \d+, rounded: \+\d+/);
    const json = await run([...SEASON, "--explain", "12000002", "--json"], files);
    const x = JSON.parse(json.stdout) as { steps: { games: { jp: number }[]; sumJp: number }[] };
    expect(x.steps[0]?.games.map((g) => g.jp)).toEqual([-0.38]);
    expect(x.steps[0]?.sumJp).toBe(-0.38);
    const nobody = await run([...SEASON, "--explain", "Szabo"], files);
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toContain('"Szabo" is none of the 2 players of the list after the season');
  });

  test("the usage names --html", async () => {
    const r = await run(["season", "--help"]);
    expect(r.stdout + r.stderr).toContain("--html PAGE");
  });
});
