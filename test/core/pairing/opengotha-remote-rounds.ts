/**
 * opengotha-remote.test.ts's and opengotha-review.test.ts's rounds of OpenGotha's remote/
 * archive, shared with their slow halves: npm test pairs a sample of them, the slow suite the rest.
 */
/** Rounds `tournament;round` of remote-* folders, written as lines of them separated by spaces. */
const remoteRounds = (lines: readonly string[]): ReadonlySet<string> =>
  new Set(
    lines
      .join(" ")
      .split(" ")
      .map((r) => `remote-${r}`),
  );

/** The rounds where our pairs differ from the jar's at the same total (ties, og-jar-rounds.ts). */
export const TIES = remoteRounds([
  "AAAAy;1 AAAAy;15 AAAAy;16 CA2020Rd6finalv1;1 CA2020Rd6finalv1;3 CA2020Rd6finalv1;4 CA2020Rd6finalv1;5",
  "CN9x92020;5 GP2020;1 PPiK2011;1 PPiK2011;2 congreso2020;3 reedmcmahonround3;2 tournoiecolegojeune;2",
  "ull;1 ull;3 cdff2020;5 AGT2020;3",
]);

/**
 * The rounds npm test pairs: each tournament's first round (each file's players, system and
 * criteria) and every round paired otherwise at the same total (the ties' branch); the slow suite
 * pairs the others with the same body (jarRounds).
 */
export const sampleOf =
  (ties: ReadonlySet<string>) =>
  (dir: string, round: number): boolean =>
    round === 1 || ties.has(`${dir};${round}`);
export const REMOTE_SAMPLE = sampleOf(TIES);

/** D279's 24 files not used before (review-costs.csv): the rounds paired otherwise at the same total. */
export const REVIEW_TIES = remoteRounds([
  "AVG11-7-10-20;2 CanadianOpen2020PairedRd2Final;1 CanadianOpen2020PairedRd2Final;3 r2pairing19x19;1",
  "r3pairing19x19;1 r3pairing19x19;3 r5pairing19x19;1 r5pairing19x19;3 tournoiequipeLGO2020;3",
  "tournoiequipeLGO2020;4 tournoiequipeLGO2020;5 VAOtherfinished;1 VAOtherfinished;2 GoenelPuertoFinalk;3",
  "1220;2 1220;6 1220;7 1220;8",
]);
export const REVIEW_SAMPLE = sampleOf(REVIEW_TIES);

/** D378's 33 files of a second draw (unseen-costs.csv): the rounds paired otherwise at the same total. */
export const UNSEEN_TIES = remoteRounds([
  "26thAlparKilincMemorial2eslesm1e;1 26thAlparKilincMemorial2eslesm1e;2 26thAlparKilincMemorial2eslesm1e;3",
  "26thAlparKilincMemorial2eslesm1e;4 StageGoEtSki2020;1 shogibanizer2020day1;5 WMGCWinter2020;4 EYGCU12;1",
  "AOT9;5 PPiK2004;5 PPiK2004;8 11.20Wed.8.5DDK-Gotha;1 11.20Wed.8.5DDK-Gotha;2 10.53PMTHR.8.6DDK-Gotha;1",
  "10.53PMTHR.8.6DDK-Gotha;2 10.53PMTHR.8.6DDK-Gotha;4 test011;2 test011;3 test011;4 test011;5",
  "congreso2020-bak2;1 CanadianOpen2020PairedRd4v1;1 CanadianOpen2020PairedRd4v1;3",
  "CanadianOpen2020PairedRd4v1;4 r5pairing13x13;1 AOT202101;1 EssaiConfucius2019;1",
]);
export const UNSEEN_SAMPLE = sampleOf(UNSEEN_TIES);
