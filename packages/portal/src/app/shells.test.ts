import { describe, expect, it } from "vitest";
import { shellPage, SHELLS } from "./shells";

describe("the island's shell pages (decision 178)", () => {
  it.each(SHELLS.map((shell) => [shell.path, shell] as const))(
    "%s: the module the site's build looks for is the one its screen loads",
    async (_path, shell) => {
      // The bundler names a chunk after its module, and a screen's module after its container.
      expect((await shell.screen()).default.name).toBe(shell.module);
    },
  );

  it("each is one page of the site", () => {
    expect(SHELLS.map(shellPage)).toEqual([
      "login/index.html",
      "JJRSFCLA/index.html",
      "forgot-password/index.html",
      "reset-password/index.html",
      "certificate/index.html",
      "portal/index.html",
    ]);
  });
});
