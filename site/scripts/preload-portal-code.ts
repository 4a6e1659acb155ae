/**
 * The portal shells name every script their first screen needs in their <head> as `modulepreload` links
 * (decision 155). Without them the browser discovers the island's code one step at a time — the island's entry,
 * then the chunks it imports, then (once React has run) the screen's lazy chunk and its imports — one round trip
 * (150 ms on the slow phone's link) per step; with them every one of those files is requested as soon as the
 * document's head is read.
 *
 * Runs after the build (an Astro integration), on the built files: the scripts are found by following the
 * static imports of the island's entry and renderer and of the page's screen chunk (es-module-lexer, the
 * parser Vite itself uses).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { SHELLS, shellPage } from "@cla/portal/shells";
import { init, parse } from "es-module-lexer";

const ASSETS = "_astro";

/** The scripts `entries` import statically, themselves included, as paths under dist/_astro. */
export async function staticClosure(assetsDir: string, entries: string[]): Promise<string[]> {
  await init;
  const seen = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const [imports] = parse(await readFile(path.join(assetsDir, file), "utf8"));
    for (const { type, specifier } of imports) {
      // Static imports only: those load with the module, whatever runs.
      if (type === "static" && specifier?.startsWith("./")) await visit(path.posix.normalize(specifier));
    }
  };
  for (const entry of entries) await visit(entry);
  return [...seen];
}

/** The one built chunk of module `name` (Vite names a chunk after its module: `LoginScreen.<hash>.js`). */
export function chunkOf(files: string[], name: string): string {
  const found = files.filter((file) => new RegExp(`^${name}\\.[\\w-]+\\.js$`).test(file));
  if (found.length !== 1)
    throw new Error(`expected one chunk of ${name} in ${ASSETS}/, found ${found.length}`);
  return found[0]!;
}

/** The island's own scripts named in `html` (its entry and its renderer), as file names under _astro/. */
export function islandScripts(html: string): string[] {
  const urls = [...html.matchAll(/\s(?:component|renderer)-url="\/_astro\/([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  if (urls.length === 0) throw new Error("no portal island in the page");
  return [...new Set(urls)];
}

/** `html` with one modulepreload link per script, placed before the head's first preload or stylesheet. */
export function withModulePreloads(html: string, scripts: string[]): string {
  const links = scripts.map((file) => `<link rel="modulepreload" href="/${ASSETS}/${file}">`).join("");
  const at = html.search(/<link rel="(?:preload|stylesheet)"|<\/head>/);
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

export function preloadPortalCode(): AstroIntegration {
  return {
    name: "cla:preload-portal-code",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const assetsDir = path.join(dist, ASSETS);
        const files = await readdir(assetsDir);
        // Each shell page of the island (app/shells.ts) and the module of the screen it opens first; on /portal/*
        // the frame every portal screen opens in (the screen itself depends on the path and the role).
        for (const shell of SHELLS) {
          const page = shellPage(shell);
          const file = path.join(dist, page);
          const html = await readFile(file, "utf8");
          const scripts = await staticClosure(assetsDir, [
            ...islandScripts(html),
            chunkOf(files, shell.module),
          ]);
          await writeFile(file, withModulePreloads(html, scripts));
          logger.info(`${page}: ${scripts.length} scripts preloaded`);
        }
      },
    },
  };
}
