/**
 * The certificate's TrueType files are the site's @fontsource-variable WOFF2 files decompressed, byte
 * for byte. After upgrading the fonts: UPDATE_CERTIFICATE_FONTS=1 pnpm vitest run --project portal pdf/fonts.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decompress } from "wawoff2";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
// The fonts are packages/ui's dependency (its theme imports them).
const require = createRequire(path.join(here, "../../../ui/package.json"));

const FILES = {
  "inter-latin.ttf": "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "inter-latin-ext.ttf": "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2",
  "lora-latin.ttf": "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2",
  "lora-latin-ext.ttf": "@fontsource-variable/lora/files/lora-latin-ext-wght-normal.woff2",
};

describe("certificate fonts", () => {
  it.each(Object.entries(FILES))("%s is %s decompressed", async (ttf, woff2) => {
    const expected = Buffer.from(await decompress(new Uint8Array(await readFile(require.resolve(woff2)))));
    const target = path.join(here, "fonts", ttf);
    if (process.env["UPDATE_CERTIFICATE_FONTS"] === "1") await writeFile(target, expected);
    expect(Buffer.compare(await readFile(target), expected)).toBe(0);
  });
});
