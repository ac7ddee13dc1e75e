import fs from "node:fs";
import path from "node:path";
import { BigMatching } from "../../../src/core/pairing/matching-big";
import { tieGraphs } from "./matching-ties";

// The mates the matching gave before D422–D424 (main at c9ae48b), for graphs where many matchings
// share the largest total: the fixture's SOURCES.txt names the command.
const FIXTURE = path.join(__dirname, "../../fixtures/pairing/matching-big-ties/mates.json");

describe("the matching's ties (D423, D424)", () => {
  it("breaks ties as before its offers were weighed late: 40 graphs, 360 solves, the same mates", () => {
    const expected = JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as {
      seed: number;
      count: number;
      mates: number[][][];
    };
    const graphs = tieGraphs(expected.seed, expected.count);
    expect(graphs.length).toBe(40);
    let solves = 0;
    graphs.forEach((g, gi) => {
      const m = new BigMatching(g.n, g.bits);
      g.steps.forEach((step, si) => {
        for (const [i, j, x] of step.sets) m.set(i, j, x);
        expect([gi, si, Array.from(m.solve())]).toEqual([gi, si, expected.mates[gi]?.[si]]);
        solves++;
      });
    });
    expect(solves).toBe(360);
  });
});
