/**
 * D378: `rating-officer standings` on the 33 files of the second draw of OpenGotha's remote/
 * archive (test/fixtures/pairing/og351-jar/remote-*, the list in SOURCES.txt) against OpenGotha
 * 3.51.02's own standings after each file's last round played (unseen-standings.csv), as
 * standings-review.test.ts does for D279's first draw.
 */
import { jarStandings } from "./jar-standings";

jarStandings("unseen-standings.csv", 33, 1369);
