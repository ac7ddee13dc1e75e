/**
 * MAHJONG.RATINGLIST through the Excel-facing wrapper (range reading, coercion and guard
 * included) on a synthetic 3-year federation: 2,000 players, 150 tournaments, about 50,000
 * result rows (test/core/mahjong/federation.ts). Goal (issue "Russian mahjong"): under 0.5 s.
 */
import { ratinglist } from "../src/functions/mahjong";
import { BENCH_FEDERATION, federation, toCells } from "../test/core/mahjong/federation";
import type { BenchCase } from "./harness";

const rows = federation(BENCH_FEDERATION);
const range = toCells(rows);

export const benchmarks: BenchCase[] = [
  {
    kind: "duration",
    name: `MAHJONG.RATINGLIST, 2,000 players, 150 tournaments, ${rows.length.toLocaleString("en-US")} rows`,
    op: () => ratinglist(range as never, "2026-12-01"),
    goalMs: 500,
  },
];
