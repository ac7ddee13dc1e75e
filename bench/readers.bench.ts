/**
 * Memory of the readers (issue 11, class 8; docs/hostile-input.md H2): the model a reader keeps
 * for the largest real file of each format, in bytes of heap per byte of the file. The goal is
 * the issue's: at most 10 times the file.
 */
import fs from "node:fs";
import path from "node:path";
import { readTournament } from "../src/formats/sniff";
import type { BenchCase } from "./harness";

const FIXTURES = path.join(__dirname, "../test/fixtures");
const FILES: readonly [string, string, string][] = [
  ["EGC 2013 .h9 (90 KB)", "egd-egc2013", "input.h9"],
  ["EGC 2011 OpenGotha (570 KB)", "opengotha-parity-egc2011", "input.xml"],
  ["lichess TRF (33 KB)", "trf-competichess-lichess-large", "input.trf"],
  ["San Sebastián CSV (17 KB)", "csv-swissmanager-san-sebastian", "input.csv"],
  ["pairgoth BOSP 2024", "pairgoth-bosp2024", "input.tour"],
];

/** The file name of each input, which tells the reader the format as the pane and the command line do. */
const NAMES = new WeakMap<object, string>();

export const benchmarks: BenchCase[] = [
  {
    kind: "memory",
    name: "memory: the model each reader keeps, the largest real file of each format",
    inputs: () =>
      FILES.map(([label, dir, file]) => {
        const input = new Uint8Array(fs.readFileSync(path.join(FIXTURES, dir, file)));
        NAMES.set(input, file);
        return { label: `${label}:`, input };
      }),
    op: (input) =>
      readTournament(input, typeof input === "string" ? "" : (NAMES.get(input) ?? "")).tournament,
    goalPerByte: 10,
    copies: 20,
  },
];
