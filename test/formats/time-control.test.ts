import { goTimeText } from "../../src/formats/time-control";
import { readOpenGotha } from "../../src/formats/opengotha";

// OpenGotha's complementaryTimeSystem words, as core/engines/mgsz.ts parses them (D3)
describe("goTimeText", () => {
  it.each([
    ["STDBYOYOMI", { seconds: 30 }, "STDBYOYOMI 30s"],
    ["STDBYOYOMI", { seconds: 30, periods: 5 }, "STDBYOYOMI 30s × 5"],
    ["CANBYOYOMI", { stones: 25, seconds: 300 }, "CANBYOYOMI 25/300s"],
    ["FISCHER", { seconds: 20 }, "FISCHER +20s"],
    ["FISCHER", { seconds: 20, max: 3600 }, "FISCHER +20s max 3600s"],
    ["SUDDENDEATH", {}, "SUDDENDEATH"],
    ["CANBYOYOMI", { stones: "?", seconds: "?" }, "CANBYOYOMI ?/?s"],
  ] as const)("%s %j → %j", (system, t, text) => expect(goTimeText(system, t)).toBe(text));

  it.each([
    ['complementaryTimeSystem="CANBYOYOMI" nbMovesCanTime="15" canByoYomiTime="300"', "CANBYOYOMI 15/300s"],
    ['complementaryTimeSystem="FISCHER" fischerTime="20"', "FISCHER +20s"],
    ['complementaryTimeSystem="SUDDENDEATH"', "SUDDENDEATH"],
  ])("an OpenGotha file's %s reads as %j", (attrs, text) => {
    const xml = `<?xml version="1.0"?><Tournament dataVersion="201"><Players></Players><Games></Games><TournamentParameterSet><GeneralParameterSet name="T" basicTime="60" stdByoYomiTime="30" ${attrs}/></TournamentParameterSet></Tournament>`;
    expect(readOpenGotha(xml).tournament.timeControl).toEqual({ basicMinutes: 60, text });
  });
});
