import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "portal",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../../vitest.setup.dom.ts", "./src/test/setup.ts"],
    // Whole-screen flows with lazy chunks, and a few 3-second redirects, on a shared 2-core machine.
    testTimeout: 30_000,
  },
});
