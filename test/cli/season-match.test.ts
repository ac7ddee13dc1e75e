/**
 * `season --match --new` (D166): a three-tournament season whose second file misspells a listed
 * player ("Kovac Ana" for the list's "Kovacs Anna", a near miss by D165, written without her
 * PIN), answered both ways, per file, and wrongly.
 */
import { type Run, run } from "./fake-io";
import { type Ev, type Listed, h9, listCsv } from "./season-files";

const PLAYERS: Listed[] = [
  { pin: "12000001", name: "Kovacs", firstName: "Anna", rating: 2040 },
  { pin: "12000002", name: "Nagy", firstName: "Bela", rating: 1990 },
  { pin: "12000003", name: "Szabo", firstName: "Csaba", rating: 1850 },
  { pin: "12000004", name: "Toth", firstName: "Dora", rating: 1800 },
];
// prettier-ignore
const MARCH: Ev = { name: "March Cup", date: "2026-03-14", rounds: [[[0, 1, 2], [2, 3, 2]], [[0, 2, 2], [1, 3, 0]]] };
// prettier-ignore
const MAY: Ev = { name: "May Open", date: "2026-05-09", rounds: [[[0, 3, 2], [1, 2, 2]], [[0, 1, 0], [2, 3, 2]]] };
// prettier-ignore
const JUNE: Ev = { name: "June Cup", date: "2026-06-13", rounds: [[[0, 2, 0], [1, 3, 2]]] };
const ANA = { 0: { name: "Kovac", firstName: "Ana" } };

/** The season's files: March spells her as the list does (with her PIN), May and June "Kovac Ana". */
const FILES = {
  "list.csv": listCsv(PLAYERS),
  "march.h9": h9(PLAYERS, MARCH),
  "may.h9": h9(PLAYERS, MAY, ANA),
  "june.h9": h9(PLAYERS, JUNE, ANA),
};
/** The same season with her name spelt right in every file: the figures a matched answer must give. */
const RIGHT = { ...FILES, "may.h9": h9(PLAYERS, MAY), "june.h9": h9(PLAYERS, JUNE) };

interface Json {
  steps: { files: string[]; changes: { name: string; before: number; after: number }[] }[];
  list: { name: string; rating: number; history: { event: string; rating: number }[] }[];
}
const SEASON = ["season", "--system", "mgsz", "--list", "list.csv", "march.h9", "may.h9", "june.h9"];
const season = (extra: string[], files: Record<string, string> = FILES): Promise<Run> =>
  run([...SEASON, ...extra], files);
const json = (r: Run): Json => JSON.parse(r.stdout) as Json;
const entry = (j: Json, name: string) => j.list.find((p) => p.name === name);

describe("season: the officer's answers to near misses (D166)", () => {
  it("a near miss left unanswered stops the season: the file, player, list line, candidate and the options", async () => {
    const r = await season(["--json"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(
      `may.h9: Player 2 "Kovac Ana": not on the rating list by this name; did you mean 'Kovacs Anna' (list line 2)?`,
    );
    expect(r.stderr).toContain(`answer: --match "Kovac Ana=2" or --new "Kovac Ana"`);
    expect(r.stderr).toContain(`"may.h9:Kovac Ana" for this one only`);
  });

  it("--match: one player, one history, the figures of the season spelt right", async () => {
    const r = await season(["--match", "Kovac Ana=2", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const right = await season(["--json"], RIGHT);
    expect(right.code).toBe(0);
    const [j, k] = [json(r), json(right)];
    expect(j.list.map((p) => [p.name, p.rating])).toEqual(k.list.map((p) => [p.name, p.rating]));
    expect(entry(j, "Kovacs Anna")?.history.map((h) => h.event)).toEqual([
      "March Cup",
      "May Open",
      "June Cup",
    ]);
    expect(entry(j, "Kovacs Anna")?.history).toEqual(entry(k, "Kovacs Anna")?.history);
    expect(entry(j, "Kovac Ana")).toBeUndefined();
  });

  it("--new: a new player from May on, found by her own name in June; the listed one keeps March only", async () => {
    const r = await season(["--new", "Kovac Ana", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = json(r);
    expect(entry(j, "Kovacs Anna")?.history.map((h) => h.event)).toEqual(["March Cup"]);
    expect(entry(j, "Kovac Ana")?.history.map((h) => h.event)).toEqual(["May Open", "June Cup"]);
    // she starts May as `rate` starts her, new (D24), not from Kovacs Anna's rating after March
    const alone = await run(
      ["rate", "may.h9", "--system", "mgsz", "--ratings", "list.csv", "--new", "Kovac Ana", "--json"],
      FILES,
    );
    const rated = JSON.parse(alone.stdout) as { name: string; ratingBefore: number }[];
    const may = j.steps[1]?.changes.find((c) => c.name === "Kovac Ana");
    expect(may?.before).toBe(rated.find((p) => p.name === "Kovac Ana")?.ratingBefore);
    expect(may?.before).not.toBe(j.steps[0]?.changes.find((c) => c.name === "Kovacs Anna")?.after);
    // June: found by her own name on the list the season added her to, not asked again
    expect(j.steps[2]?.changes.find((c) => c.name === "Kovac Ana")?.before).toBe(may?.after);
  });

  it("--json gives each step's engine notes as {code, name, text}, in --lang (D167)", async () => {
    const r = await season(["--new", "Kovac Ana", "--json", "--lang", "hu"]);
    const steps = (
      JSON.parse(r.stdout) as { steps: { notes: { code: string; name?: string; text: string }[] }[] }
    ).steps;
    // D24, D142: the new 1d enters the register at 5k (the committee's decision) and starts at 1980
    expect(steps.map((s) => s.notes.map((n) => [n.code, n.name]))).toEqual([
      [],
      [
        ["mgszForCommittee", "Kovac Ana"],
        ["mgszNewPlayer", "Kovac Ana"],
      ],
      [],
    ]);
    const text = await season(["--new", "Kovac Ana", "--lang", "hu"]);
    for (const n of steps[1]?.notes ?? []) expect(text.stdout).toContain(`  ${n.text}`);
    expect(steps[1]?.notes[1]?.text).toContain("1980");
  });

  it("FILE:NAME answers for one file: May's Kovac Ana is Kovacs Anna, June's someone new", async () => {
    const r = await season(["--match", "may.h9:Kovac Ana=2", "--new", "june.h9:Kovac Ana", "--json"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const j = json(r);
    expect(entry(j, "Kovacs Anna")?.history.map((h) => h.event)).toEqual(["March Cup", "May Open"]);
    expect(entry(j, "Kovac Ana")?.history.map((h) => h.event)).toEqual(["June Cup"]);
    // an answer for one file wins there over one for every file
    const both = await season(["--match", "Kovac Ana=2", "--new", "june.h9:Kovac Ana", "--json"]);
    expect(json(both).list.map((p) => [p.name, p.rating])).toEqual(j.list.map((p) => [p.name, p.rating]));
  });

  it.each([
    [
      ["--new", "Nobody Here"],
      `--new: "Nobody Here": no player of the season's files is named "Nobody Here"`,
    ],
    [["--match", "may.h9:Nobody=2"], `--match may.h9: no player named "Nobody" in the file`],
    [["--match", "2=2"], `--match: "2=2": a number names a player of one file; give FILE:2`],
    [
      ["--match", "Kovac Ana=2,Nagy Bela=3"],
      `--match "Nagy Bela=3": no file of the season asks who this player is`,
    ],
    [
      ["--match", "Kovac Ana=99"],
      `may.h9: the answer about Kovac Ana gives list line 99, where the list has no player`,
    ],
    [["--match", "Kovac Ana=2", "--new", "Kovac Ana"], `player 2 of may.h9 is answered twice`],
  ])(
    "an answer that names nothing, or that nothing asks for, is refused naming it: %j",
    async (extra, says) => {
      const r = await season(extra);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(says);
    },
  );
});
