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
    return await compileProject({
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
  } finally {
    await project.close();
  }
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
