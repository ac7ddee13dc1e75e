/**
 * Whole rounds in 3.51 mode against OpenGotha 3.51.02's own jar on the pairing fixtures
 * (figures in test/fixtures/pairing/og351-jar/costs.csv and pairs.csv, see its SOURCES.txt;
 * the checks in og-jar-rounds.ts). The field's own files: opengotha-remote.test.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openGothaKey as ogKey } from "../../../src/formats/opengotha-keys";
import { FIXTURES, FIXTURE_TIES, LARGE, jarCsv, jarRounds, jarTournament } from "./og-jar-rounds";

describe("OpenGotha 3.51 mode against OpenGotha 3.51.02's jar", () => {
  test("the figures: 45 rounds", () => {
    expect(jarCsv("costs.csv")).toHaveLength(45);
  });

  test("P34: a file without dataVersion (Toulouse 2024, written by 3.51.02) is read as written", () => {
    const xml = readFileSync(join(FIXTURES, "pairing/og352-weights-toulouse2024/input.xml"), "utf8");
    expect(xml).not.toContain("dataVersion");
    const t = jarTournament("og352-weights-toulouse2024");
    // Every <Game> of the file, those naming ALBERT-AGUILARAURÉLIEN or LE_FLOCHMOENERIC included.
    expect(t.games).toHaveLength((xml.match(/<Game /g) ?? []).length);
    const key = (i: number): string => ogKey(t.players[i]?.name ?? "", t.players[i]?.firstName ?? "");
    expect(
      t.games.some((g) => key(g.white) === "ALBERT-AGUILARAURÉLIEN" && key(g.black) === "LE_FLOCHMOENERIC"),
    ).toBe(true);
    // The rating as the file writes it (rating="2179"), not 3.51.02's version-200 reading (+2050, at most 2949).
    expect(t.players.find((p) => p.name === "EVAIN")?.rating).toBe(2179);
  });

  jarRounds("costs.csv", "pairs.csv", FIXTURE_TIES, (dir) => !LARGE(dir));
});
