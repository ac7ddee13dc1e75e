/**
 * D418: `rating-officer standings` on the 6 files committed of the third draw of OpenGotha's
 * repository (test/fixtures/pairing/og351-jar/remote-* and repo-*, listed in SOURCES.txt) against
 * OpenGotha 3.51.02's own standings after each file's last round played (unseengo-standings.csv),
 * as standings-unseen.test.ts does for D378's second draw. repo-NW2019's SOSW-1 and SOSOSW count
 * the opponents' virtual points (D417).
 */
import { jarStandings } from "./jar-standings";

jarStandings("unseengo-standings.csv", 6, 220);
