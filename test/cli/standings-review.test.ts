/**
 * D279: `rating-officer standings` on 23 files of OpenGotha's remote/ archive not used before
 * (test/fixtures/pairing/og351-jar/remote-*, the list in SOURCES.txt) against OpenGotha
 * 3.51.02's own standings after each file's last round played (review-standings.csv: its places,
 * ex-aequo sharing one, and every value of the file's own placement criteria). The 24th file of
 * the draw, GoSSkup2020, has no game yet: standings are refused for it (a crosstable with no
 * games), so it is in the pairing figures only.
 */
import { jarStandings } from "./jar-standings";

jarStandings("review-standings.csv", 23, 963);
