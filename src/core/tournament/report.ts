/**
 * What a rating report (FIDE's TRF-2026 tournament section, FORMATS.md §1.3) says of an event
 * beyond its crosstable and the model's other fields: the federation, the type, the arbiters and
 * the date of each round. A reader fills what its file says; nothing is made up.
 */
export interface EventReport {
  /** `032`: the federation of the event (3 letters as written). */
  readonly federation?: string;
  /** `092`: the type of tournament, free text. */
  readonly type?: string;
  /** `102`: the chief arbiter, as written (a name, often with a FIDE ID). */
  readonly chiefArbiter?: string;
  /** `112`: the deputy arbiters, one each. */
  readonly deputyArbiters?: readonly string[];
  /** `132`: each round's date as written (`YY/MM/DD`), "" where none is given; index r − 1 is round r's. */
  readonly roundDates?: readonly string[];
}
