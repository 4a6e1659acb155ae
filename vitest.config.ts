import { defineConfig } from "vitest/config";

// One `pnpm test` runs every package's project (see each vitest.config.ts).
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "{.storybook,site,scripts}/vitest.config.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
