// `pnpm start`: builds what is missing, then runs the server in THIS process (one Node process on
// PORT serving /api/v1 and site/dist). Runs on the workspace's Node 24 through pnpm.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const siteIndex = fileURLToPath(new URL("../site/dist/index.html", import.meta.url));

if (!existsSync(siteIndex)) {
  process.stdout.write("site/dist is missing: building the site (pnpm --filter @cla/site build)…\n");
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
