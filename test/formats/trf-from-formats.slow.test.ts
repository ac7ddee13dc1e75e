/**
 * `writeTrf` from the other formats on the EGC-size files that `npm test` leaves out (the body:
 * `trf-from-formats.ts`): EGC 2013 (594 players) as EGD h9 and OpenGotha XML, EGC 2011 (760) as
 * OpenGotha XML.
 */
import { writesTrfBack } from "./trf-from-formats";

describe("writeTrf from the other formats, EGC-size files", () => {
  it.each(["egd-egc2013", "opengotha-egc2013", "opengotha-parity-egc2011"])(
    "%s → TRF reads back to the same games, points and chess standings",
    writesTrfBack,
  );
});
