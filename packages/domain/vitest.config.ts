import { defineProject } from "vitest/config";

// The domain rules read calendar dates as LOCAL time (docs/api.md §10). Tests run in a fixed zone that is
// neither UTC nor DST-free, so a rule that silently used UTC, or ignored a 23- or 25-hour day, fails here.
export default defineProject({
  test: {
    name: "domain",
    environment: "node",
    include: ["src/**/*.test.ts"],
    env: { TZ: "America/New_York" },
  },
});
