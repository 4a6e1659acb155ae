import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

// One `pnpm test` runs every package's project (see each vitest.config.ts).
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "{.storybook,site,scripts}/vitest.config.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Vitest's default for `run` is one worker fewer than the cores: on the two-core CI machine, one worker, so
    // every test file ran after the other. Test files wait on PGlite, jsdom and timers as much as they compute,
    // and the main process mostly idles while they run: two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
