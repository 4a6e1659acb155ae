// `pnpm start`: builds the site and the server when either is missing or older than its sources, then runs
// the server's JavaScript bundle in THIS process (one Node process on PORT serving /api/v1 and site/dist).
// Runs on the workspace's Node 24 through pnpm; no TypeScript loader at run time (docs/decisions/144).
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  buildServer,
  newestChange,
  SERVER_BUNDLE,
  serverBuildReason,
} from "../packages/api/scripts/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteDist = path.join(root, "site/dist");
const siteIndex = path.join(siteDist, "index.html");

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

function siteBuildReason() {
  if (!existsSync(siteIndex)) return "site/dist is missing";
  const built = statSync(siteIndex).mtimeMs;
  const changed = SITE_SOURCES.find((source) => newestChange(path.join(root, source)) > built);
  return changed ? `${changed} changed since site/dist was built` : null;
}

/**
 * Builds the site into a folder of its own, then swaps it in with two renames, so two `pnpm start`s at
 * once never serve or leave a half-written site/dist.
 */
function buildSite() {
  const staging = path.join(root, `site/dist.${process.pid}.tmp`);
  try {
    const build = spawnSync(
      "pnpm",
      ["--filter", "@cla/site", "exec", "astro", "build", "--outDir", staging],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
      },
    );
    if (build.status !== 0 || !existsSync(path.join(staging, "index.html"))) return false;
    const old = path.join(root, `site/dist.${process.pid}.old`);
    if (existsSync(siteDist)) renameSync(siteDist, old);
    renameSync(staging, siteDist);
    rmSync(old, { recursive: true, force: true });
    return true;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const siteReason = siteBuildReason();
if (siteReason) {
  process.stdout.write(`${siteReason}: building the site (astro build)…\n`);
  if (!buildSite() && !existsSync(siteIndex)) {
    process.stderr.write("The site build failed; starting the API alone (non-API paths answer 404).\n");
  }
}

const serverReason = serverBuildReason();
if (serverReason) {
  const started = performance.now();
  await buildServer();
  process.stdout.write(`${serverReason}: server built in ${Math.round(performance.now() - started)} ms\n`);
}

await import(pathToFileURL(SERVER_BUNDLE).href);
