import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkOf, islandScripts, staticClosure, withModulePreloads } from "./preload-portal-code";

describe("the portal shells' modulepreload links", () => {
  it("follows static imports, not dynamic ones, each file once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cla-preload-"));
    await writeFile(path.join(dir, "index.a1.js"), `export{P as default}from"./portal.b2.js";`);
    await writeFile(
      path.join(dir, "portal.b2.js"),
      `import{r}from"./react.c3.js";import"./runtime.d4.js";const l=()=>import("./Later.e5.js");export const P=r;`,
    );
    await writeFile(path.join(dir, "react.c3.js"), `import"./runtime.d4.js";export const r=1;`);
    await writeFile(path.join(dir, "runtime.d4.js"), `export{};`);
    await writeFile(path.join(dir, "Later.e5.js"), `export{};`);

    const files = await staticClosure(dir, ["index.a1.js"]);
    expect(files.sort()).toEqual(["index.a1.js", "portal.b2.js", "react.c3.js", "runtime.d4.js"]);
  });

  it("finds the island's scripts and the screen's one chunk, and refuses a missing or ambiguous one", () => {
    const html = `<astro-island component-url="/_astro/index.a1.js" renderer-url="/_astro/client.f6.js">`;
    expect(islandScripts(html)).toEqual(["index.a1.js", "client.f6.js"]);
    expect(() => islandScripts("<main></main>")).toThrow("no portal island");

    const files = ["LoginScreen.Ab_9-x.js", "LoginScreenHelp.Zz.js", "SignUpScreen.Q1.js"];
    expect(chunkOf(files, "LoginScreen")).toBe("LoginScreen.Ab_9-x.js");
    expect(() => chunkOf(files, "ResetPasswordScreen")).toThrow("found 0");
    expect(() => chunkOf([...files, "LoginScreen.Other.js"], "LoginScreen")).toThrow("found 2");
  });

  it("puts the links before the head's first preload, so scripts are asked for before fonts", () => {
    const html = `<head><meta charset="utf-8"><link rel="preload" href="/f.woff2" as="font"></head>`;
    expect(withModulePreloads(html, ["a.js", "b.js"])).toBe(
      `<head><meta charset="utf-8"><link rel="modulepreload" href="/_astro/a.js">` +
        `<link rel="modulepreload" href="/_astro/b.js"><link rel="preload" href="/f.woff2" as="font"></head>`,
    );
  });
});
