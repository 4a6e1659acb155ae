import { defineProject } from "vitest/config";

// Route tests against one PGlite per test file (data reset between tests). With DATABASE_URL set
// (`pnpm --filter @cla/api test:pg`), each test file gets its own fresh database on that server.
export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Server settings come from the harness, never from the developer's shell.
    // A process zone that is neither UTC nor DST-free: the server must depend only on ACADEMY_TIME_ZONE.
    env: { NODE_ENV: "test", TZ: "America/New_York" },
  },
});
