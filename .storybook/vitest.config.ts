import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "stories",
    environment: "jsdom",
    include: ["*-stories.test.ts"],
    setupFiles: ["../vitest.setup.dom.ts"],
    // Play functions plus axe on a busy 2-core machine: well over the 5 s default at times.
    testTimeout: 30_000,
  },
});
