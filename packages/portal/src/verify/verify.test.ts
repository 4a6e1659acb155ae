/**
 * The verification page's script: no React and under 5 KB of JavaScript gzip. The
 * module imports nothing, so its source (comments and types included) gzipped bounds what the site bundles
 * for it; bench:site measures the built page against the same 5 KB.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { codeFrom } from "./verify";

const here = path.dirname(fileURLToPath(import.meta.url));

describe("verify script", () => {
  it("imports nothing and gzips under 5 KB", async () => {
    const source = await readFile(path.join(here, "verify.ts"), "utf8");
    expect(source).not.toMatch(/^import /m);
    expect(gzipSync(source, { level: 9 }).length).toBeLessThan(5 * 1024);
  });

  it("reads the code from /verify/{code} or ?code=", () => {
    expect(codeFrom({ pathname: "/verify/CLA-7K2P-Q9XW-4HM3", search: "" })).toBe("CLA-7K2P-Q9XW-4HM3");
    expect(codeFrom({ pathname: "/verify/cla7k2p%20", search: "" })).toBe("cla7k2p");
    expect(codeFrom({ pathname: "/verify", search: "?code=+CLA-1+" })).toBe("CLA-1");
    expect(codeFrom({ pathname: "/verify/", search: "" })).toBeNull();
  });
});
