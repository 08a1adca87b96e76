import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The rules and codecs keep no state in their modules: a worker runs many files in one process, instead of a
    // fresh one per file that spent most of the suite starting and importing (104 s for 22 s of tests); two workers,
    // where vitest's default (the cores less one) is one on a 2-core machine
    isolate: false,
    maxWorkers: 2,
    // the property tests' thousands of runs take 1–3 s alone, and 7–15 s when the machine is busy beside them
    testTimeout: 20_000,
  },
});
