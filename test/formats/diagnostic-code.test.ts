/**
 * A diagnostic stores its message once and derives the rest (D134): its code is the category its
 * message's family declares (D135), and a message once said under two codes is two codes with the
 * same words (D136).
 */
import { DiagnosticSink } from "../../src/core/tournament/diagnostics";
import { readTournament } from "../../src/formats/sniff";
import { categoryOf } from "../../src/i18n/categories";
import { msg, render } from "../../src/i18n/table";

describe("a diagnostic's code is its message's category (D135)", () => {
  test("declared beside the family's templates, or decided by the message's parameters", () => {
    expect(categoryOf(msg("rdUnknownResult", { round: 2, result: "RESULT_X" }))).toBe("unknown-result");
    expect(categoryOf(msg("rdCriterion", { name: "SOS" }))).toBe("unhonoured-parameter");
    expect(categoryOf(msg("rdCriterion", { name: "SOS", team: true }))).toBe("team-criterion");
    const finding = { kind: "colours", player: 1, opponent: 2, colour: "white" } as const;
    expect(categoryOf(msg("rdSymmetry", { round: 1, finding }))).toBe("asymmetric-colours");
    expect(categoryOf(msg("rdJson", { format: "pairgoth", reason: { kind: "deep", max: 64 } }))).toBe(
      "too-deep",
    );
    expect(categoryOf(msg("rdJson", { format: "pairgoth", reason: { kind: "ends" } }))).toBe("bad-json");
  });

  test("the sink takes no code: the diagnostic's is its message's", () => {
    const sink = new DiagnosticSink("EGD");
    sink.error(3, 7, msg("rdUnknownResult", { round: 2, result: "½+" }));
    sink.warning(0, 0, msg("rdSosAbsent", {}));
    expect(sink.items.map((d) => d.code)).toEqual(["unknown-result", "sos-absent"]);
  });
});

describe("a writer's note is known by its message's category too (D135)", () => {
  test("a kind said once; a name read back otherwise, a kind per player unless its spaces became _", () => {
    const who = { player: 3, name: "Kis Anna" };
    const name = { who, original: "Kis Anna", written: "Kis_Anna" };
    expect(categoryOf(msg("wrNameCut", { who, width: 41 }))).toBe("trf-name-cut");
    expect(categoryOf(msg("wrH9Name", name))).toBe("h9-name-2");
    expect(categoryOf(msg("wrH9Name", { ...name, spaces: true }))).toBe("h9-name-spaces");
    expect(categoryOf(msg("wrH9NameLost", { ...name, read: "Kis" }))).toBe("h9-name-2");
  });
});

describe("a diagnostic stores its message once and renders it on demand (D134)", () => {
  test("message and detail are the English of its text, with the prefix and position it keeps", () => {
    const sink = new DiagnosticSink("EGD");
    sink.error(12, 5, msg("rdUnknownResult", { round: 2, result: "½+" }));
    const [d] = sink.items;
    expect(d?.prefix).toBe("EGD");
    expect(d?.detail).toBe(render(msg("rdUnknownResult", { round: 2, result: "½+" }), "en"));
    expect(d?.message).toBe(`EGD line 12, column 5: ${d?.detail ?? ""}`);
    // a copy (a spread, JSON) carries what it renders, as the plain record it was
    expect(JSON.parse(JSON.stringify(d))).toMatchObject({ code: "unknown-result", message: d?.message });
  });

  test("the last one a sink keeps says the others were dropped", () => {
    const sink = new DiagnosticSink("TRF", 2);
    for (let i = 1; i <= 3; i++) sink.warning(i, 0, msg("rdSosAbsent", {}));
    expect(sink.items.map((d) => d.message.endsWith("(further diagnostics suppressed)"))).toEqual([
      false,
      true,
    ]);
  });
});

describe("one message per code (D136)", () => {
  test("a bye of an unknown player and a game against player 0 of one: two codes, the same words", () => {
    const p = { round: 2, who: "KISANNA" };
    expect(categoryOf(msg("rdByeUnknown", p))).toBe("unknown-player");
    expect(categoryOf(msg("rdByeOpponentUnknown", p))).toBe("unknown-opponent");
    for (const lang of ["en", "hu", "ru"] as const)
      expect(render(msg("rdByeOpponentUnknown", p), lang)).toBe(render(msg("rdByeUnknown", p), lang));
  });

  test("a number out of its bound and a rating of a list: two codes, the same words", () => {
    const p = { what: { word: "rating" }, value: "abc", why: { kind: "notNumber" } } as const;
    expect(categoryOf(msg("rdBadNumber", p))).toBe("out-of-bounds");
    expect(categoryOf(msg("rdBadRating", p))).toBe("bad-rating");
    for (const lang of ["en", "hu", "ru"] as const)
      expect(render(msg("rdBadRating", p), lang)).toBe(render(msg("rdBadNumber", p), lang));
  });

  test("a CSV crosstable's rating that is no number is bad-rating", () => {
    const read = readTournament("Name;Rating;R1\nAnna;abc;0=\nBob;1500;0=\n", "t.csv");
    expect(read.diagnostics.filter((d) => d.code === "bad-rating").map((d) => d.text.code)).toEqual([
      "rdBadRating",
    ]);
  });
});
