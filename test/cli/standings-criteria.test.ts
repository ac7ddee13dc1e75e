import { readFileSync } from "fs";
import { join } from "path";
import { FIXTURES, fixtureFile, run } from "./fake-io";

/**
 * `rating-officer standings` of an OpenGotha file: its own placement criteria by default (D50),
 * `--tiebreaks` over them; STS, SOSTS, CPS, CUSSM by OpenGotha's names (D51). Expected places
 * and values: OpenGotha 3.51.02's own (the fixtures' order.json / jar.json, see SOURCES.txt).
 */
type Row = Record<string, number | string>;
interface Jar {
  rounds: number;
  players: { name: string; firstName: string; place: number; STS?: number; CUSSM?: number }[];
}
const jar = (dir: string, file: string): Jar =>
  JSON.parse(readFileSync(join(FIXTURES, dir, file), "utf8")) as Jar;

describe("rating-officer standings: the file's placement criteria (D50, D51)", () => {
  it("cdff2020 without --tiebreaks: its criteria NBW, SOSW, SDC, EXR as columns, OpenGotha's places", async () => {
    const dir = "opengotha-sdc-cdff2020";
    const text = await run(["standings", fixtureFile(dir)]);
    expect(text.code).toBe(0);
    // no McMahon criterion: no McMahon parameters line
    expect(text.stdout.split("\n")[2]).toMatch(/^Place\s+No\s+Name\s+Rank\s+PTS\s+BUCH\s+SDC\s+EXR$/);
    const rows = JSON.parse((await run(["standings", fixtureFile(dir), "--json"])).stdout) as Row[];
    const place = new Map(rows.map((r) => [r.name, r.place]));
    const og = jar(dir, "order.json").players;
    expect(og.map((p) => place.get(`${p.name} ${p.firstName}`))).toEqual(og.map((p) => p.place));
  });

  it("the McMahon parameters line when a criterion depends on them: STS does (D51), PTS does not", async () => {
    const file = fixtureFile("opengotha-sts-ppik2010");
    const line = async (list: string): Promise<string | undefined> =>
      (await run(["standings", file, "--tiebreaks", list])).stdout.split("\n")[1];
    expect(await line("STS")).toMatch(/^McMahon: /);
    expect(await line("PTS")).toBe("");
  });

  it("--tiebreaks overrides the file's criteria", async () => {
    const r = await run([
      "standings",
      fixtureFile("opengotha-sdc-cdff2020"),
      "--tiebreaks",
      "MMS,SOS",
      "--csv",
    ]);
    expect(r.stdout.split("\n")[0]).toBe("\uFEFFPlace,No,Name,Rank,MMS,SOS"); // D195
  });

  it("STS, SOSTS, CPS and CUSSM by OpenGotha's names, with OpenGotha's values (ppik2010's jar.json)", async () => {
    const dir = "opengotha-sts-ppik2010";
    const r = await run(["standings", fixtureFile(dir), "--tiebreaks", "sts,sosts,cps,cussm", "--json"]);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as Row[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "place",
      "name",
      "no",
      "rank",
      "STS",
      "SOSTS",
      "CPS",
      "CUSSM",
    ]);
    const byName = new Map(rows.map((x) => [x.name, x]));
    const og = jar(dir, "jar.json").players;
    // OpenGotha keeps them doubled
    expect(
      og.map((p) => [
        byName.get(`${p.name} ${p.firstName}`)?.STS,
        byName.get(`${p.name} ${p.firstName}`)?.CUSSM,
      ]),
    ).toEqual(og.map((p) => [(p.STS ?? NaN) / 2, (p.CUSSM ?? NaN) / 2]));
  });
});
