/**
 * The catalogue's checks (decision 184): every language has every key and no other, each message takes the same
 * inputs in every language, no key goes unused, the English texts are the domain catalogue's (docs/product.md's),
 * and the committed Paraglide output is what `pnpm i18n` makes of today's messages.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { WORK_FILES_MAX } from "../rules/limits";
import "./all";
import { baseLocale, locales, m } from "./index";
import * as runtime from "./paraglide/runtime.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
type Message = string | { declarations: string[]; match: Record<string, string> }[];
function catalogue(locale: string): Record<string, Message> {
  const { $schema: _, ...entries } = JSON.parse(
    readFileSync(path.join(root, "messages", `${locale}.json`), "utf8"),
  );
  return entries;
}
const english = catalogue("en");

/** A message's inputs: the `input` declarations of a variant message, the `{name}` placeholders of a text. */
function inputs(message: Message): string[] {
  if (typeof message === "string")
    return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "").sort();
  return (message[0]?.declarations ?? [])
    .filter((line) => line.startsWith("input "))
    .map((line) => line.slice("input ".length))
    .sort();
}

/** Every source file that may call a message: the packages and the site, without the compiled catalogue. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "paraglide", "dist", ".astro"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.(tsx?|astro)$/.test(entry.name) ? [full] : [];
  });
}

describe("the catalogue", () => {
  it("declares Paraglide's locales and base locale", () => {
    expect(locales).toEqual(runtime.locales);
    expect(baseLocale).toBe(runtime.baseLocale);
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s has exactly English's keys", (locale) => {
    const translated = catalogue(locale);
    expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
    expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== "en"))("%s's messages take English's inputs", (locale) => {
    const translated = catalogue(locale);
    const differing = Object.keys(english).filter(
      (key) => key in translated && inputs(translated[key]!).join() !== inputs(english[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it("has no empty text", () => {
    for (const locale of locales) {
      const empty = Object.entries(catalogue(locale)).filter(
        ([, text]) => typeof text === "string" && !text.trim(),
      );
      expect(empty, locale).toEqual([]);
    }
  });

  it("has no unused key: each is the domain catalogue's or named as m.key somewhere", () => {
    const source = ["packages", "site/src"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = Object.keys(english).filter(
      (key) => !(key in messages) && !new RegExp(`\\bm\\.${key}\\b`).test(source),
    );
    expect(unused).toEqual([]);
  });

  it("speaks the domain catalogue's English, docs/product.md's texts unchanged", () => {
    for (const [key, text] of Object.entries(messages)) {
      const message = (m as unknown as Record<string, (inputs: object, options: object) => string>)[key];
      expect(message, key).toBeTypeOf("function");
      expect(message?.({ count: WORK_FILES_MAX }, { locale: "en" }), key).toBe(text);
    }
  });

  it("plural and select messages pick the reader's form", () => {
    expect(m.tooManyWorkFiles({ count: 1 }, { locale: "en" })).toBe("You can hand in at most 1 file.");
    expect(m.tooManyWorkFiles({ count: 3 }, { locale: "fr" })).toBe("Vous pouvez rendre au plus 3 fichiers.");
    expect(m.tooManyWorkFiles({ count: 2 }, { locale: "ar" })).toBe("يمكنك تسليم ملفين على الأكثر.");
    expect(m.tooManyWorkFiles({ count: 3 }, { locale: "ar" })).toBe("يمكنك تسليم 3 ملفات على الأكثر.");
    expect(m.noAnnouncements({ kind: "user-specific" }, { locale: "en" })).toBe(
      "No user-specific announcements available.",
    );
  });

  it("is compiled: the committed Paraglide output is what `pnpm i18n` makes of messages/", async () => {
    // @ts-expect-error -- a plain ES module script without types
    const { compileCatalogue, OUTDIR } = await import("../../../../scripts/i18n-compile.mjs");
    const files: Record<string, string> = await compileCatalogue();
    const stale = Object.entries(files)
      .filter(([file, text]) => {
        try {
          return readFileSync(path.join(OUTDIR, file), "utf8") !== text;
        } catch {
          return true;
        }
      })
      .map(([file]) => file);
    expect(stale, "run `pnpm i18n`").toEqual([]);
  }, 180_000);
});
