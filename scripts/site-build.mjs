// The site build: `pnpm build` runs it, and `pnpm start` (scripts/start.mjs) when site/dist is missing or stale.
// Astro builds into a folder of its own, which is then swapped in with two renames (two starts at once never
// serve or leave a half-written site/dist), and the build settings it was made with are recorded beside it in
// site/dist.settings.json. A later start rebuilds when a source is newer OR those settings differ: a site built
// once with NODE_ENV=development (React's development build, 160 KB of JavaScript on /login instead of 98 KB)
// is never served by a start with other settings (docs/decisions/166).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newestChange } from "../packages/api/scripts/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SITE_DIST = path.join(root, "site/dist");
const siteIndex = path.join(SITE_DIST, "index.html");
/** The settings site/dist was built with (beside it, not in it: nothing of it is served). */
export const SITE_SETTINGS_FILE = path.join(root, "site/dist.settings.json");

/** What the site build reads: its own sources and the packages its portal island bundles. */
const SITE_SOURCES = [
  "site/src",
  "site/public",
  "site/astro.config.ts",
  "packages/portal/src",
  "packages/ui/src",
  "packages/domain/src",
  "pnpm-lock.yaml",
];

/**
 * The settings a site build depends on: NODE_ENV (Vite's mode, React's build), SITE_URL (the sitemap and
 * canonical links) and every PUBLIC_* variable (Vite inlines those the code reads, e.g. PUBLIC_API_BASE_URL) but
 * PUBLIC_BASE_URL, which only the server reads (mail links). Unset ones are left out; sorted by name.
 */
export function buildSettings(env = process.env) {
  const names = Object.keys(env).filter(
    (name) =>
      name === "NODE_ENV" ||
      name === "SITE_URL" ||
      (name.startsWith("PUBLIC_") && name !== "PUBLIC_BASE_URL"),
  );
  return Object.fromEntries(
    names
      .filter((name) => env[name] !== undefined)
      .sort()
      .map((name) => [name, env[name]]),
  );
}

/**
 * Why site/dist must be (re)built, or null when it may be served: the decision of `pnpm start`, from what is on
 * disk (`built`: whether site/dist has its index.html; `changedSource`: a source newer than it, or null;
 * `recorded`: the settings file's content, or null) and the settings of this start (`wanted`).
 */
export function siteBuildReason({ built, changedSource, recorded, wanted }) {
  if (!built) return "site/dist is missing";
  if (changedSource !== null) return `${changedSource} changed since site/dist was built`;
  if (recorded === null) return "site/dist has no record of the settings it was built with";
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(wanted)])].sort();
  const changed = names.filter((name) => recorded[name] !== wanted[name]);
  return changed.length > 0 ? `${changed.join(", ")} changed since site/dist was built` : null;
}

/** The recorded settings, or null when the file is missing or unreadable. */
function readRecorded() {
  try {
    const value = JSON.parse(readFileSync(SITE_SETTINGS_FILE, "utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** siteBuildReason for this checkout and this process's environment. */
export function currentSiteBuildReason(env = process.env) {
  const built = existsSync(siteIndex);
  const builtAt = built ? statSync(siteIndex).mtimeMs : 0;
  const changedSource = built
    ? (SITE_SOURCES.find((source) => newestChange(path.join(root, source)) > builtAt) ?? null)
    : null;
  return siteBuildReason({ built, changedSource, recorded: readRecorded(), wanted: buildSettings(env) });
}

/** Builds the site with this process's settings and records them; false when the build failed. */
export function buildSite(env = process.env) {
  const staging = path.join(root, `site/dist.${process.pid}.tmp`);
  try {
    const build = spawnSync(
      "pnpm",
      ["--filter", "@cla/site", "exec", "astro", "build", "--outDir", staging],
      { cwd: root, stdio: "inherit", env: { ...env, ASTRO_TELEMETRY_DISABLED: "1" } },
    );
    if (build.status !== 0 || !existsSync(path.join(staging, "index.html"))) return false;
    // No record while the folders move: an interrupted swap leaves a site that the next start rebuilds.
    rmSync(SITE_SETTINGS_FILE, { force: true });
    const old = path.join(root, `site/dist.${process.pid}.old`);
    if (existsSync(SITE_DIST)) renameSync(SITE_DIST, old);
    renameSync(staging, SITE_DIST);
    rmSync(old, { recursive: true, force: true });
    writeFileSync(SITE_SETTINGS_FILE, `${JSON.stringify(buildSettings(env), null, 2)}\n`);
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// `pnpm build`: always builds.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!buildSite()) {
    process.stderr.write("The site build failed.\n");
    process.exit(1);
  }
}
