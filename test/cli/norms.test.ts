/**
 * `rating-officer norms` over samples/norms-round-robin.trf: a 10-player round robin (made by hand
 * at TRF-2026's columns, 032 HUN, 142 9) in which player 1, Kertesz (IM, HUN, 2480), scores 6.5
 * of 9. Expected figures from B.01's articles over FIDE's dp table (1.4.9): the opponents'
 * ratings 2600 + 2580 + 2550 + 2450 + 2430 + 2380 + 2520 + 2400 + 2350 = 22260, / 9 = 2473.3 →
 * 2473 (1.4.7); 6.5 / 9 = .72 → dp 166 → Rp 2639 ≥ 2600 (1.4.8).
 */
import { join } from "node:path";
import { run } from "./fake-io";

const SAMPLE = join(__dirname, "..", "..", "samples", "norms-round-robin.trf");

describe("rating-officer norms", () => {
  it("finds the GM norm after round 9, each requirement beside what it requires", async () => {
    const out = await run(["norms", SAMPLE, "--round-robin"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Title norms after round 9 of 9");
    expect(out.stdout).toContain("GM norm met: 6.5 of 9, average 2473, performance 2639; counts as 9 games");
    // 1.4.5b: 4 GMs (Bauer, Miller, Jovanovic, Nowak) of at least max(3, ⌈9/3⌉) = 3
    expect(out.stdout).toContain("1.4.5 GMs: 4, at least 3: met");
    // 1.4.4a: 2 Hungarians (Szabo, Toth) of at most ⌊3·9/5⌋ = 5
    expect(out.stdout).toContain("1.4.4 opponents of the player's own federation: 2, at most 5: met");
  });

  it("after round 7 says what the last two rounds need", async () => {
    // rounds 1–7: 2350 + 2600 + 2580 + 2550 + 2450 + 2430 + 2380 = 17340, / 7 = 2477.1 → 2477;
    // 9 games at 2477: 6 / 9 = .67 → 125 → 2602, 5.5 / 9 = .61 → 80 → 2557: 6 − 5.5 = 0.5 needed
    const out = await run(["norms", SAMPLE, "--round", "7", "--round-robin"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Title norms after round 7 of 9 (2 rounds to play)");
    expect(out.stdout).toContain("GM: 0.5 of 2 in the remaining rounds against opponents rated about 2477");
  });

  it("gives the certificate's data as JSON (IT1's fields)", async () => {
    const out = await run(["norms", SAMPLE, "--round-robin", "--json"]);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout) as {
      players: {
        no: number;
        titles: { title: string; status: string; certificate?: Record<string, unknown> }[];
      }[];
    };
    const gm = json.players[0]?.titles.find((t) => t.title === "GM");
    expect(gm?.status).toBe("met");
    const c = gm?.certificate as {
      player: { name: string; fideId: string; federation: string };
      event: { name: string; rounds: number; host: string };
      opponents: { round: number; name: string; counted: number; points: number }[];
      performance: number;
      normGames: number;
    };
    expect(c.player).toMatchObject({ name: "Kertesz, Balint", fideId: "738001", federation: "HUN" });
    expect(c.event).toMatchObject({ name: "Balaton Invitational GM Round Robin", rounds: 9, host: "HUN" });
    expect(c.opponents).toHaveLength(9);
    expect(c.opponents[0]).toEqual({
      round: 1,
      name: "Huber, Lena",
      title: "WGM",
      federation: "AUT",
      rating: 2350,
      counted: 2350,
      points: 1,
    });
    expect([c.performance, c.normGames]).toEqual([2639, 9]);
  });

  it("speaks Hungarian and Russian", async () => {
    const hu = await run(["norms", SAMPLE, "--round-robin", "--lang", "hu"]);
    expect(hu.stdout).toContain("GM-norma: teljesül; 6.5/9, átlag 2473, teljesítmény 2639");
    const ru = await run(["norms", SAMPLE, "--round-robin", "--lang", "ru"]);
    expect(ru.stdout).toContain("Норма GM: выполнено; 6.5 из 9");
  });

  it("refuses a round before the seventh and a bad host, saying what to give", async () => {
    const early = await run(["norms", SAMPLE, "--round", "5"]);
    expect(early.code).toBe(2);
    expect(early.stderr).toContain("Round 5: title norms are checked after round 7 or a later one");
    const ru = await run(["norms", SAMPLE, "--round", "5", "--lang", "ru"]);
    expect(ru.stderr).toContain("Тур 5: нормы проверяются после 7-го тура или позже");
    const host = await run(["norms", SAMPLE, "--host", "Hungary"]);
    expect(host.code).toBe(2);
    expect(host.stderr).toContain("expected a federation's three letters");
  });
});
