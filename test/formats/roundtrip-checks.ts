/**
 * The crosstable writers' round trip, one body for both suites: roundtrip.test.ts runs the
 * property on 50 generated tournaments per format, roundtrip.slow.test.ts on the full 200 and on
 * EGC 2013's table (594 players).
 */
import fc from "fast-check";
import type { Tournament } from "../../src/core/tournament/model";
import { readCsv } from "../../src/formats/csv";
import { writeCsv } from "../../src/formats/csv-writer";
import { readEgd } from "../../src/formats/egd";
import { writeEgd } from "../../src/formats/egd-writer";
import { tournamentArb } from "../core/tournament/arbitrary";
import { inPlacingOrder } from "./placing-order";

/** The part of the model a crosstable file carries. */
function projection(t: Tournament): unknown {
  return {
    rounds: t.rounds,
    players: t.players.map((p) => ({
      name: p.name,
      firstName: p.firstName,
      rank: p.rank,
      federation: p.federation,
      club: p.club,
      egdPin: p.egdPin,
      results: p.results,
    })),
  };
}

/** The full count of generated tournaments the slow suite checks (what npm test ran before). */
export const FULL_RUNS = 200;

/** Each crosstable format written and read back is the model, on `numRuns` generated tournaments. */
export function writeReadIdentity(numRuns: number): void {
  it.each([
    // h9 cannot write an unknown colour with a known handicap's absence, nor "the tournament's value": strict;
    // it lists the players in final placing order, so it is compared with the model so reordered
    ["EGD table (h9)", (t: Tournament) => readEgd(writeEgd(t)), inPlacingOrder, false],
    [
      "CSV crosstable, incl. unknown colours and handicaps",
      (t: Tournament) => readCsv(writeCsv(t)),
      (t: Tournament) => t,
      true,
    ],
  ] as const)("%s: read(write(t)) ≡ t", (_, roundTrip, expected, loose) => {
    fc.assert(
      fc.property(tournamentArb({ loose }), (t) => {
        const back = roundTrip(t);
        expect(back.diagnostics).toEqual([]);
        expect(projection(back.tournament)).toEqual(projection(expected(t)));
        expect(back.tournament.name).toBe(t.name);
      }),
      { numRuns },
    );
  });
}

/** The EGC 2013 table, written back as h9 and as CSV, reads to the same games. */
export function egc2013WrittenBack(): void {
  it("a file written back reads to the same games (the EGC 2013 table)", () => {
    // regression guard on real data: our h9 of egc2013 reads back to the same model
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { readFileSync } = require("fs") as typeof import("fs");
    const t = readEgd(readFileSync(`${__dirname}/../fixtures/egd-egc2013/input.h9`)).tournament;
    const again = readEgd(writeEgd(t));
    expect(again.diagnostics).toEqual([]);
    expect(projection(again.tournament)).toEqual(projection(inPlacingOrder(t)));
    const csv = readCsv(writeCsv(t));
    expect(projection(csv.tournament)).toEqual(projection(t));
  });
}
