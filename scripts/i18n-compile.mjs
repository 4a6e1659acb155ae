/**
 * Compiles the message catalogue (project.inlang, messages/{locale}.json) with Paraglide JS into
 * packages/domain/src/i18n/paraglide (decision 184). The output is committed, so tests, Storybook, Astro and the
 * API run on a fresh clone without a compile step; `pnpm i18n` rewrites it after a catalogue change, and
 * packages/domain/src/i18n/catalogue.test.ts fails while it is stale. The message-format plugin is passed in
 * from node_modules rather than fetched, since these machines reach no CDN.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileProject } from "@inlang/paraglide-js";
import messageFormatPlugin from "@inlang/plugin-message-format";
import { loadProjectFromDirectory } from "@inlang/sdk";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUTDIR = path.join(root, "packages/domain/src/i18n/paraglide");

/** The compiled files, by path relative to the output directory. */
export async function compileCatalogue() {
  const project = await loadProjectFromDirectory({
    path: path.join(root, "project.inlang"),
    fs,
    providePlugins: [messageFormatPlugin],
  });
  try {
    const files = await compileProject({
      project,
      compilerOptions: {
        strategy: ["localStorage", "preferredLanguage", "baseLocale"],
        localStorageKey: "cla.locale",
        emitGitIgnore: false,
        emitPrettierIgnore: false,
        emitReadme: false,
        emitTsDeclarations: true,
      },
    });
    return splitPerLocale(files);
  } finally {
    await project.close();
  }
}

const BASE_LOCALE = "en";

/**
 * Keeps only English in each message module and moves every other language's functions into one module per
 * locale (`translations/fr.js`, default export: functions by message id), loaded when that language is chosen
 * (`loadLocale` of @cla/domain/i18n), so a page carries its messages' English only. A message whose language is
 * not loaded (yet) reads in English.
 */
function splitPerLocale(files) {
  const byLocale = new Map();
  const out = {};
  const translationBlock = /^const ([a-z]{2})_(\w+) = (\/\*\*[^\n]*?\*\/ )?([\s\S]*?\n\};)\n\n/gm;
  for (const [file, text] of Object.entries(files)) {
    if (!/^messages\/(?!_index)[^/]+\.js$/.test(file)) {
      out[file] = text;
      continue;
    }
    let moved = false;
    let module = text.replace(translationBlock, (block, locale, id, _type, body) => {
      if (locale === BASE_LOCALE) return block;
      if (!byLocale.has(locale)) byLocale.set(locale, []);
      byLocale.get(locale).push(`\t${id}: ${body.slice(0, -1)},`);
      moved = true;
      return "";
    });
    if (moved) {
      module = module
        .replace(
          "import { getLocale, experimentalStaticLocale } from '../runtime.js';",
          "import { message } from '../translations.js';",
        )
        .replace(
          /^const (\w+) = (\/\*\*[^\n]*\*\/) \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n[\s\S]*?\n\}\);$/m,
          (_whole, id, type) => `const ${id} = ${type} (/* @__PURE__ */ message("${id}", en_${id}));`,
        );
    }
    out[file] = module;
  }
  for (const [locale, functions] of byLocale) {
    const usesRegistry = functions.some((f) => f.includes("registry."));
    out[`translations/${locale}.js`] = [
      "/* eslint-disable */",
      ...(usesRegistry ? ["import * as registry from '../registry.js'"] : []),
      "",
      `/** The ${locale} texts of every message, by message id (scripts/i18n-compile.mjs). */`,
      "export default {",
      ...functions,
      "};",
      "",
    ].join("\n");
    out[`translations/${locale}.d.ts`] = [
      "declare const texts: Record<string, (inputs: any) => string>;",
      "export default texts;",
      "",
    ].join("\n");
  }
  // The messages read the locale from here rather than from Paraglide's runtime, whose getLocale (strategies,
  // URL patterns, cookies) a page would otherwise carry though the portal replaces it.
  out["translations.js"] = [
    "/* eslint-disable */",
    "/** The loaded languages' texts other than English, by locale then message id (scripts/i18n-compile.mjs). */",
    "export const translations = {};",
    "",
    "let readLocale = () => 'en';",
    "/** The locale a message reads when none is given: English unless overwritten. */",
    "export const getLocale = () => readLocale();",
    "export const overwriteGetLocale = (read) => {",
    "  readLocale = read;",
    "};",
    "",
    "/** A message: the text of the locale asked for (`options.locale`, else getLocale()) once loaded, else English. */",
    "export const message = (id, english) => (inputs = {}, options = {}) =>",
    "  (translations[options.locale ?? readLocale()]?.[id] ?? english)(inputs);",
    "",
  ].join("\n");
  out["translations.d.ts"] = [
    "export declare const translations: Partial<Record<string, Record<string, (inputs: any) => string>>>;",
    'export declare const getLocale: () => import("./runtime.js").Locale;',
    'export declare const overwriteGetLocale: (read: () => import("./runtime.js").Locale) => void;',
    "",
  ].join("\n");
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = await compileCatalogue();
  fs.rmSync(OUTDIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(OUTDIR, file)), { recursive: true });
    fs.writeFileSync(path.join(OUTDIR, file), text);
  }
  console.log(`${Object.keys(files).length} files in ${path.relative(root, OUTDIR)}`);
}
