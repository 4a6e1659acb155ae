import { defineProject } from "vitest/config";

// Checks of the repository as a whole (its documents and the references to them), run from the root.
export default defineProject({
  test: {
    name: "repo",
    environment: "node",
    include: ["*.test.ts"],
  },
});
