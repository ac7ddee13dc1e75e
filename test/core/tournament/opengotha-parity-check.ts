import { existsSync, readdirSync, readFileSync } from "fs";
import { join } from "path";
import { standings } from "../../../src/core/tournament/standings";
import { readOpenGotha } from "../../../src/formats/opengotha";

/**
 * OpenGotha parity (D21, D22): every fixture folder with a `standings.json` holds OpenGotha's own
 * standings of its `input.xml` after the last round played (see each SOURCES.txt); ours must be
 * identical for every player: MMS, SOS, SODOS, SOSOS and the place. One body for
 * opengotha-parity.test.ts (npm test) and opengotha-parity.slow.test.ts (the EGC-size folder,
 * EGC 2011's 760 players, LARGE_FIXTURES of test/cli/per-fixture.ts).
 */
interface OpenGothaRow {
  place: number;
  name: string;
  firstName: string;
  MMS: number;
  SOS: number;
  SODOS: number;
  SOSOS: number;
}
interface OpenGothaStandings {
  rounds: number;
  players: OpenGothaRow[];
}

const root = join(__dirname, "../../fixtures");
/** The parity fixtures: the folders with a standings.json. */
export const PARITY_FIXTURES = readdirSync(root).filter((d) => existsSync(join(root, d, "standings.json")));
const key = (name: string, firstName: string): string => `${name.trim()}|${firstName.trim()}`;

/** Our standings of a parity fixture equal OpenGotha's own, player by player. */
export function standsAsOpenGotha(dir: string): void {
  const expected = JSON.parse(readFileSync(join(root, dir, "standings.json"), "utf8")) as OpenGothaStandings;
  const read = readOpenGotha(readFileSync(join(root, dir, "input.xml")));
  const t = read.tournament;
  expect(t.rounds).toBe(expected.rounds);
  const st = standings(t, { criteria: ["mms", "sos", "sodos", "sosos"], rounds: expected.rounds });
  const ours = new Map(
    st.rows.map((r) => {
      const p = t.players[r.player];
      const v = r.values;
      return [key(p?.name ?? "", p?.firstName ?? ""), [r.place, v.mms, v.sos, v.sodos, v.sosos]] as const;
    }),
  );
  const differences = expected.players.flatMap((p) => {
    const want = [p.place, p.MMS, p.SOS, p.SODOS, p.SOSOS];
    const got = ours.get(key(p.name, p.firstName));
    return JSON.stringify(got) === JSON.stringify(want)
      ? []
      : [`${p.name} ${p.firstName}: OpenGotha ${want.join("/")}, ours ${got?.join("/") ?? "missing"}`];
  });
  expect(differences).toEqual([]);
  expect(st.rows).toHaveLength(expected.players.length);
}
