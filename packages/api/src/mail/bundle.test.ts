/**
 * What `pnpm start` and the release run is the esbuild bundle of the server (decision 144), not these sources: a
 * module kept only for its side effects can be dropped there while every test of the sources passes. The mails'
 * languages are such a module (`@cla/domain/i18n/all`), so the bundle is read here for each language's texts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { locales } from "@cla/domain/i18n";
import { bundleServerInMemory } from "../../scripts/build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The bundle's text with esbuild's `\xXX` and `\uXXXX` escapes read back. */
const unescape = (text: string) =>
  text.replace(/\\(?:x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4}))/g, (_, byte?: string, unit?: string) =>
    String.fromCharCode(parseInt(byte ?? unit ?? "", 16)),
  );

it("the server's bundle builds without a warning and carries every language's mail texts", async () => {
  const bundle = await bundleServerInMemory();
  expect(bundle.warnings).toEqual([]);
  const text = unescape(bundle.text);
  for (const locale of locales) {
    const catalogue = JSON.parse(
      readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"),
    ) as Record<string, unknown>;
    expect(text, locale).toContain(catalogue["mailResetSubject"]);
  }
}, 60_000);
