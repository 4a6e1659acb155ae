// `pnpm start`: builds the site when it is missing or older than its sources, then runs the server in THIS
// process (one Node process on PORT serving /api/v1 and site/dist). Runs on the workspace's Node 24 through pnpm.
import { existsSync, readdirSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteIndex = path.join(root, "site/dist/index.html");

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

/** The newest modification time under `entry` (a file or a folder), in ms. */
function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

function siteBuildReason() {
  if (!existsSync(siteIndex)) return "site/dist is missing";
  const built = statSync(siteIndex).mtimeMs;
  const changed = SITE_SOURCES.find((source) => newestChange(path.join(root, source)) > built);
  return changed ? `${changed} changed since site/dist was built` : null;
}

const reason = siteBuildReason();
if (reason) {
  process.stdout.write(`${reason}: building the site (pnpm --filter @cla/site build)…\n`);
  const build = spawnSync("pnpm", ["--filter", "@cla/site", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0 || !existsSync(siteIndex)) {
    process.stderr.write("The site build failed; starting the API alone (non-API paths answer 404).\n");
  }
}

// TypeScript sources run through tsx's loader, in this same process.
const { register } = await import("tsx/esm/api");
register();
await import("../packages/api/src/main.ts");
