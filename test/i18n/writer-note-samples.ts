/**
 * Parameters for every note of the TRF writer (src/i18n/writer-notes.ts), for the table's test
 * (test/i18n/table.test.ts): a code added without them does not compile. Each kind of subject
 * (a player, a team, a header record) and each variant of a text has a sample.
 */
import { type WriterNoteParams, type WriterSubject } from "../../src/i18n/writer-notes";

const player: WriterSubject = { player: 3, name: "Kovács, Anna" };
const team: WriterSubject = { team: 2 };

export const WRITER_NOTE_SAMPLES: { readonly [K in keyof WriterNoteParams]: readonly WriterNoteParams[K][] } =
  {
    wrTooManyPlayers: [{ players: 10_000, max: 9999 }],
    wrCharacters: [{ who: player }, { who: team }, { who: { record: "012" } }],
    wrPointsTooWide: [{ who: player, points: "100.5" }],
    wrNational16: [{ who: player }],
    wrAbsenceLater16: [{ who: player, round: 4, rounds: 2 }],
    wrNationalCode: [{ who: player, federation: "Hungary" }],
    wrHandicaps: [{}],
    wrPointSystem: [{ shown: "W 3, D 1" }],
    wrTitleLong: [{ who: player, title: "IGM!" }],
    wrNameCut: [{ who: player, width: 33 }],
    wrRatingOut: [{ who: player, rating: -900 }],
    wrFederationLong: [{ who: player, federation: "Hungary" }],
    wrIdOut: [
      { who: player, record: "001", id: "12a" },
      { who: player, record: "HUN", id: "123456789012" },
    ],
    wrBirthLong: [{ who: player, birth: "1 January 1990" }],
    wrByeValue: [
      { who: player, round: 2, points: "0.5", letter: "H" },
      { who: player, round: 2, points: "0.0", letter: "Z" },
    ],
    wrUnknownResult: [{ who: player, round: 1 }],
    wrByeValues: [
      { who: player, round: 3, points: 0.5, mms: 1, format: "CSV", cell: "0+" },
      { who: player, round: 1, points: 1, mms: 0.5, format: "h9", cell: "0=" },
    ],
    wrNoColour: [{ who: player, round: 4 }],
    wrReportMissing: [{ record: "102" }, { record: "132" }],
    wrRoundDate: [{ round: 3 }],
    wrNoFideId: [{ who: player }],
    wrSheetKeepsNot: [{}],
    wrSheetTiebreaksNotChess: [
      { value: "BH,SB", blank: false, order: "CHESS PTS BH-C1 BH SB DE WON ARO" },
      { value: "MMS SOS SODOS SOSOS", blank: true, order: "CHESS PTS BH-C1 BH SB DE WON ARO" },
    ],
    wrBoardsNoColours: [{ boards: 4 }],
    wrTeamNameCut: [{ who: team, width: 32 }],
    wrTeamNumbers16: [{}],
    wrTeamRecords16: [{}],
    wrNicknameLong: [{ who: team, nickname: "HUNGARY" }],
    wrNoRank: [{ who: player, rank: "30K" }],
    wrH9Name: [
      { who: player, original: "Szabó Kiss Éva", written: "Szabó_Kiss Éva" },
      { who: player, original: "Kovács 1d", written: "Kovács 1d", read: "Kovács" },
    ],
    wrH9NameLost: [{ who: player, original: "Kovács 1d", written: "Kovács 1d", read: "Kovács" }],
    wrH9Country: [{ who: player, federation: "HUN" }],
    wrH9Club: [{ who: player, club: "-5" }],
    wrAndMore: [
      { first: { code: "wrUnknownResult", params: { who: player, round: 1 } }, more: 1 },
      { first: { code: "wrHandicaps", params: {} }, more: 12 },
    ],
  };
