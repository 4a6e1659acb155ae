import { defineProject } from "vitest/config";

// Unit tests of the site's plain helpers; pages are tested in a browser by e2e/site.
export default defineProject({
  test: {
    name: "site",
    environment: "node",
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
