// Bundles the server (src/main.ts and what it imports, @cla/domain included) into dist/main.mjs with
// esbuild, so `pnpm start` runs plain JavaScript and never a TypeScript loader (docs/decisions/144).
//
//   node packages/api/scripts/build.mjs          build when a source is newer than dist/main.mjs
//   node packages/api/scripts/build.mjs --force  build anyway
//
// The bundle is written to a temporary file beside it and renamed into place, so two builds at once
// (two `pnpm start`s on one checkout) never leave a half-written file: the last rename wins whole.
// Packages with native code or files read beside their module (PGlite's WebAssembly, argon2, pg,
// nodemailer) stay external and load from packages/api/node_modules.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { readFile } from "node:fs/promises";

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const root = path.resolve(apiDir, "../..");
export const SERVER_BUNDLE = path.join(apiDir, "dist/main.mjs");

/**
 * V8 flags the server runs with (the root package.json's `start` script passes the same): a young
 * generation of up to 64 MB instead of 16 MB, so a 250 KB student_list answer and its rows no longer
 * trigger a scavenge every few requests (~15 % less CPU per request under load, decision 144).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];

/** What the bundle is made of; a change to any of them rebuilds it. */
const SOURCES = [
  "packages/api/src",
  "packages/api/package.json",
  "packages/api/scripts/build.mjs",
  "packages/domain/src",
  "packages/domain/package.json",
  "pnpm-lock.yaml",
];

const EXTERNAL = ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pg-native", "nodemailer"];

/** The newest modification time under `entry` (a file or a folder), in ms; 0 when it does not exist. */
export function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** Why the bundle must be (re)built, or null when it is newer than every source. */
export function serverBuildReason() {
  if (!existsSync(SERVER_BUNDLE)) return "packages/api/dist/main.mjs is missing";
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const changed = SOURCES.find((source) => newestChange(path.join(root, source)) > built);
  return changed ? `${changed} changed since the server was built` : null;
}

/**
 * `import.meta.url` of each source file becomes that file's own URL computed from the bundle's
 * location, so `new URL("../../drizzle", import.meta.url)` still finds packages/api/drizzle. The
 * release (scripts/release.mjs) keeps the same layout, so the same URLs work there.
 */
const keepModuleUrls = {
  name: "keep-module-urls",
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      if (!text.includes("import.meta.url")) return undefined;
      const relative = path.relative(path.dirname(SERVER_BUNDLE), args.path).split(path.sep).join("/");
      return {
        contents: text.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: "ts",
      };
    });
  },
};

/**
 * esbuild's options for the server, here and in the release (scripts/release.mjs); each adds its entries,
 * output and externals.
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  // Bundled CommonJS (a few dependencies) may require() Node's own modules.
  banner: {
    js: "import { createRequire as __claRequire } from 'node:module'; const require = __claRequire(import.meta.url);",
  },
  plugins: [keepModuleUrls],
  logLevel: "warning",
  legalComments: "none",
};

/** The bundle built in memory, with esbuild's warnings: what the tests read of it. */
export async function bundleServerInMemory() {
  const { build } = await import("esbuild");
  const result = await build({
    ...BUNDLE_OPTIONS,
    logLevel: "silent",
    entryPoints: [path.join(apiDir, "src/main.ts")],
    outfile: SERVER_BUNDLE,
    external: EXTERNAL,
    write: false,
  });
  return { text: result.outputFiles[0].text, warnings: result.warnings.map((warning) => warning.text) };
}

export async function buildServer() {
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  try {
    // Loaded only when a build runs, so a start without changes does not pay for it.
    const { build } = await import("esbuild");
    await build({
      ...BUNDLE_OPTIONS,
      entryPoints: [path.join(apiDir, "src/main.ts")],
      outfile: temporary,
      external: EXTERNAL,
    });
    renameSync(temporary, SERVER_BUNDLE);
  } finally {
    rmSync(temporary, { force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const force = process.argv.includes("--force");
  const reason = force ? "--force" : serverBuildReason();
  if (reason) {
    const started = performance.now();
    await buildServer();
    process.stdout.write(
      `Server built (${reason}) in ${Math.round(performance.now() - started)} ms: ${path.relative(root, SERVER_BUNDLE)}\n`,
    );
  }
}
