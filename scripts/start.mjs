// `pnpm start`: builds the site and the server when either is missing or older than its sources (the site also
// when it was built with other settings, scripts/site-build.mjs), then runs
// the server's JavaScript bundle in THIS process (one Node process on PORT serving /api/v1 and site/dist).
// Runs on the workspace's Node 24 through pnpm; no TypeScript loader at run time (docs/decisions/144).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, SERVER_BUNDLE, serverBuildReason } from "../packages/api/scripts/build.mjs";
import { buildSite, currentSiteBuildReason, SITE_DIST } from "./site-build.mjs";

// A source newer than site/dist, or other build settings (NODE_ENV, SITE_URL, PUBLIC_*) than it was built with.
const siteReason = currentSiteBuildReason();
if (siteReason) {
  process.stdout.write(`${siteReason}: building the site (astro build)…\n`);
  if (!buildSite() && !existsSync(path.join(SITE_DIST, "index.html"))) {
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
