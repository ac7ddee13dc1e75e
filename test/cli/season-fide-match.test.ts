/**
 * `season --system fide --match --new` (D261, D262): a FIDE season's players whom the list leaves
 * in doubt stop it at their file, naming the file, the player, the rows and the options; answered,
 * the season rates them as MGSZ's season does (D166). FIDE's list is matched by FIDE ID first: an
 * ID whose row is another than the row of the player's name is a question too (D262).
 */
import type { Player, Tournament } from "../../src/core/tournament/model";
import { writeTrf } from "../../src/formats/trf-writer";
import { type Game, event } from "../core/engines/fide-period-events";
import { type Run, run } from "./fake-io";

/** The list before the season (CSV, D68's words): line 2 Kovacs Anna, 3 Nagy Bela, 4 Szabo Csaba, 5 Toth Dora. */
const LIST =
  "PIN,Name,First name,Rating,Games\n" +
  "11,Kovacs,Anna,1900,100\n12,Nagy,Bela,1950,100\n13,Szabo,Csaba,1800,100\n14,Toth,Dora,2000,100\n";
const NAMES: Record<string, [string, string]> = {
  "11": ["Kovacs", "Anna"],
  "12": ["Nagy", "Bela"],
  "13": ["Szabo", "Csaba"],
  "14": ["Toth", "Dora"],
};

const GAMES: Game[] = [
  ["11", "12", 1],
  ["11", "13", 0.5],
  ["14", "12", 0],
];

/** A TRF file: each player named as the list names his ID, unless `as` spells him otherwise (and without an ID when it says so). */
function trf(
  name: string,
  end: string,
  as: Record<string, { name: string; firstName: string; fideId?: string }> = {},
  games: readonly Game[] = GAMES,
): string {
  const t: Tournament = event(name, end, games);
  const players = t.players.map((p): Player => {
    const id = p.fideId ?? "";
    const [surname, first] = NAMES[id] ?? [p.name, ""];
    const spelt = as[id];
    if (spelt === undefined) return { ...p, name: surname, firstName: first };
    return {
      results: p.results,
      name: spelt.name,
      firstName: spelt.firstName,
      ...(spelt.fideId ? { fideId: spelt.fideId } : {}),
    };
  });
  return writeTrf({ ...t, players, startDate: end }).text;
}

// June spells Kovacs Anna "Kovac Ana" without her FIDE ID: a near miss of list line 2 (D61, D165)
const ANA = { "11": { name: "Kovac", firstName: "Ana" } };
const FILES = {
  "list.csv": LIST,
  "may.trf": trf("May open", "2025-05-20"),
  "june.trf": trf("June open", "2025-06-15", ANA),
};
/** The same season with her name and ID right: the figures a matched answer must give. */
const RIGHT = { ...FILES, "june.trf": trf("June open", "2025-06-15") };
const SEASON = ["season", "--system", "fide", "--list", "list.csv", "may.trf", "june.trf"];

interface Json {
  steps: {
    period: string;
    changes: { name: string; id: string | null; before: number | null; after: number | null }[];
  }[];
  list: { name: string; id: string | null; rating: number }[];
}
const json = (r: Run): Json => JSON.parse(r.stdout) as Json;
const season = (extra: string[], files: Record<string, string> = FILES): Promise<Run> =>
  run([...SEASON, ...extra], { ...files });

describe("season --system fide: near misses asked and answered (D261)", () => {
  it("an unanswered near miss stops the season at its file, naming the player, the row and the options", async () => {
    const r = await season([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('june.trf: Player 1 "Kovac, Ana"');
    expect(r.stderr).toContain("did you mean 'Kovacs Anna' (list line 2)?");
    // a TRF name holds a comma, which splits the option's list: the name is quoted inside
    expect(r.stderr).toContain(`--match '"Kovac, Ana"=2'`);
    expect(r.stderr).toContain(`--new '"Kovac, Ana"'`);
    expect(r.stderr).toContain(`'"june.trf:Kovac, Ana"' for this one only`);
  });

  it("--match NAME=LINE rates her from her list row: the season with her name right gives the same figures", async () => {
    // the answer as the refusal gives it, the shell's quotes taken off
    const matched = await season(["--match", '"Kovac, Ana"=2', "--json"]);
    const right = await season(["--json"], RIGHT);
    expect(matched.stderr).toBe("");
    expect(matched.code).toBe(0);
    const rating = (r: Run): number | undefined => json(r).list.find((p) => p.id === "11")?.rating;
    // May: Kovacs Anna 1900 beats 1950 and draws 1800: her rating after May starts June (D156)
    expect(rating(matched)).toBe(rating(right));
    // May's 1900 → 1909 (20 × (1.5 − 1.04), RULES §2) starts her June: 1909 → 1917
    const june = (r: Run): unknown => json(r).steps[1]?.changes.find((c) => c.id === "11");
    expect(june(matched)).toEqual({ ...(june(right) as object), name: expect.any(String) as string });
    expect(june(matched)).toMatchObject({ before: 1909, after: 1917 });
    expect(json(matched).list).toEqual(json(right).list);
    // the same answer for June's file only
    const scoped = await season(["--match", '"june.trf:Kovac, Ana"=2', "--json"]);
    expect(scoped.stdout).toBe(matched.stdout);
  });

  it("--new rates her as not on the list: unrated, her list row keeps May's rating", async () => {
    const r = await season(["--new", '"Kovac, Ana"', "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const june = json(r).steps[1]?.changes.find((c) => c.name.startsWith("Kovac"));
    expect(june).toMatchObject({ id: null, before: null });
    const may = await season(["--json"], { ...FILES, "june.trf": trf("June open", "2025-06-15") });
    const after = (x: Run): number | undefined =>
      json(x).steps[0]?.changes.find((c) => c.id === "11")?.after ?? undefined;
    expect(json(r).list.find((p) => p.id === "11")?.rating).toBe(after(may));
  });

  it.each([
    [
      ["--match", '"Kovac, Ana"=9'],
      "june.trf: the answer about Kovac, Ana gives list line 9, where the list has no player",
    ],
    [["--new", '"Kovac, Ana"', "--match", "Kovacs Anna=2"], "no file of the season asks who this player is"],
    [["--match", "Nobody=2"], 'no player of the season\'s files is named "Nobody"'],
  ])("a wrong answer is refused, naming it: %j", async (extra, says) => {
    const r = await season(extra);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(says);
  });
});

describe("season --system fide: an ID whose row is not the name's is a question (D262)", () => {
  // June gives Nagy Bela (list line 3, ID 12) Szabo Csaba's ID 13 (line 4), who is not in June: a mistyped ID
  const JUNE: Game[] = [
    ["11", "12", 1],
    ["14", "12", 0.5],
  ];
  const NAGY = { "12": { name: "Nagy", firstName: "Bela", fideId: "13" } };
  const SWAP = { ...FILES, "june.trf": trf("June open", "2025-06-15", NAGY, JUNE) };
  const RIGHT_JUNE = { ...FILES, "june.trf": trf("June open", "2025-06-15", {}, JUNE) };

  it("not rated until one row is picked, both rows named, the ID's first", async () => {
    const r = await season([], SWAP);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "june.trf: Player 2 \"Nagy, Bela\": ID 13 is 'Szabo Csaba' on the rating list (line 4), but the name is 'Nagy Bela' (line 3)",
    );
    expect(r.stderr).toContain(`--match '"Nagy, Bela"=LINE', LINE one of 4, 3`);
    // rated by the ID alone, he would have started June from Szabo Csaba's 1800
    expect(r.stderr).not.toContain("--new");
  });

  it("answered with the name's row, he is rated as Nagy Bela: the season with his ID right gives the same figures", async () => {
    const r = await season(["--match", '"Nagy, Bela"=3', "--json"], SWAP);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const right = await season(["--json"], RIGHT_JUNE);
    const of = (x: Run, id: string): number | undefined => json(x).list.find((p) => p.id === id)?.rating;
    expect(of(r, "12")).toBe(of(right, "12"));
    expect(of(r, "13")).toBe(of(right, "13"));
    expect(json(r).list).toEqual(json(right).list);
  });
});
