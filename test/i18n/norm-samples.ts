/**
 * Parameters for every message of the title-norm check (src/i18n/norms.ts) and of the sheet's
 * norm block (src/i18n/norm-sheet.ts), for the table's test
 * (test/i18n/table.test.ts).
 */
import { type NormSheetParams } from "../../src/i18n/norm-sheet";
import { type NormParams } from "../../src/i18n/norms";

const player = { no: 3, name: "Kovács, Anna" };
const opponent = { no: 11, name: "Smith, John" };

export const NORM_SAMPLES: { readonly [K in keyof NormParams]: readonly NormParams[K][] } = {
  normRoundTooEarly: [{ round: 5, first: 7 }],
  normRoundNotPlayed: [
    { round: 9, rounds: 8 },
    { round: 9, rounds: 1 },
  ],
  normRoundsFewer: [{ rounds: 7, round: 8 }],
  normNoHost: [{}],
  normNoSex: [{ count: 1 }, { count: 12 }],
  normNoFederation: [
    { players: [player], more: 0 },
    { players: [player, opponent], more: 12 },
  ],
  normForfeitLeftOut: [{ player, opponent, round: 4 }],
  normUnknownLeftOut: [{ player, opponent, round: 4 }],
  normScorelessLeftOut: [{ player, opponent, round: 4 }],
  normHeading: [
    { round: 7, rounds: 9, remaining: 2 },
    { round: 9, rounds: 9, remaining: 0 },
  ],
  normPlayer: [{ player }, { player, title: "IM", federation: "HUN" }],
  normRequirement: [
    { key: "titled", article: "1.4.5", figure: 2, required: 3, atMost: false, status: "missed", title: "GM" },
    { key: "titled", article: "1.4.5", figure: 4, required: 3, atMost: false, status: "met", title: "WIM" },
    { key: "score", article: "1.4.8b", figure: 7, required: 7, atMost: false, status: "met", title: "IM" },
    {
      key: "ownFederation",
      article: "1.4.4",
      figure: 6,
      required: 5,
      atMost: true,
      status: "exempt",
      title: "IM",
    },
    {
      key: "oneFederation",
      article: "1.4.4",
      figure: 2,
      required: 6,
      atMost: true,
      status: "unknown",
      title: "IM",
    },
  ],
  normVerdict: [
    { title: "GM", status: "met", points: 7, games: 9, average: 2400, performance: 2620, normGames: 9 },
    { title: "IM", status: "missed", points: 4.5, games: 9, average: 2300, performance: 2300, normGames: 0 },
  ],
  normDropped: [{ rounds: [10, 11] }],
  normCredited: [{}],
  normRaised: [{ from: 1400, to: 2200 }],
  normAchieved: [{ title: "IM" }],
  normOver: [{ title: "IM" }],
  normNeeds: [
    {
      title: "GM",
      points: 1.5,
      remaining: 2,
      field: 2410,
      average: 2405,
      titleHolders: 0,
      titled: 0,
      federations: 0,
    },
    {
      title: "IM",
      points: 2,
      remaining: 2,
      field: 2300,
      average: 2301,
      titleHolders: 1,
      titled: 1,
      federations: 1,
    },
  ],
  normImpossibleGames: [{ title: "GM", games: 8, needed: 9 }],
  normImpossibleTitled: [{ title: "GM", more: 3, remaining: 2 }],
  normImpossibleHolders: [{ title: "GM", more: 3, remaining: 2 }],
  normImpossibleFederations: [{ title: "GM", more: 2, remaining: 1 }],
  normImpossibleOwn: [{ title: "GM", count: 6, allowed: 5 }],
  normImpossibleOne: [{ title: "GM", count: 7, allowed: 6 }],
  normImpossibleAverage: [{ title: "GM", average: 2300, needed: 2620, field: 2290 }],
  normImpossiblePoints: [
    { title: "GM", points: 2.5, remaining: 2 },
    { title: "GM", points: null, remaining: 2 },
  ],
  normStatus: [{ status: "met" }, { status: "missed" }, { status: "unknown" }],
  normExemption: [
    { exempt: true, players: 24, federations: 5, masters: 12, round: 3 },
    { exempt: false, players: 1, federations: 1, masters: 0, round: 1 },
  ],
};

export const NORM_SHEET_SAMPLES: { readonly [K in keyof NormSheetParams]: readonly NormSheetParams[K][] } = {
  normNone: [{}],
  normSheetNoHost: [{}],
  normSheetHostBlank: [{}],
  normSheetHostCell: [{ value: "Hungary" }],
  normSheetNoSex: [{}],
  normSheetSexBlank: [
    { players: [{ no: 3, name: "Miller, Ethan" }], more: 0 },
    {
      players: [
        { no: 1, name: "Kertesz, Balint" },
        { no: 2, name: "Bauer, Jonas" },
      ],
      more: 4,
    },
  ],
  normSheetSexCell: [{ value: "x" }],
  normSheetRoundRobinChecked: [
    { players: 10, times: 1 },
    { players: 6, times: 2 },
  ],
  normSheetRoundRobin: [{ players: 10, rounds: 9 }],
};
