/**
 * /login's JavaScript budget: builds the site, serves site/dist, opens /login in Chromium and
 * sums the JavaScript the page loads until the login form is ready to use. Exits 1 over the budget.
 *
 *   pnpm --filter @cla/bench bench:login [--no-build]
 *
 *   --no-build  measure the existing site/dist
 *
 * JS bytes = every script Chromium requested (module entry, island, renderer, lazily loaded chunks)
 * gzipped here at level 6 (what servers use) from the served file, plus the page's inline scripts
 * gzipped together; the same measure as bench:site. The page is "ready" when the Sign In button is
 * visible, so the lazy Login screen chunk is included. What the page fetches once the form is usable and the
 * browser idle (the landing screens' code, decision 155) is listed apart, outside the budget; no other screen's
 * chunk may load before the form is usable, which is what code splitting buys.
 * CHROME_PATH (default /usr/bin/chromium) selects the browser. Results: bench/results/login-bundle.json.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumLaunch } from "../e2e/support/chromium.ts";
import { serveStatic } from "../e2e/support/static-server.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DIST = path.join(REPO, "site", "dist");
const RESULTS = path.join(REPO, "bench", "results", "login-bundle.json");

/** At most 100 KB of JavaScript (gzip) in total for /login. */
const BUDGET_GZIP_BYTES = 100 * 1024;

function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 6 }).length;
}

interface ScriptLoad {
  url: string;
  bytes: number;
  gzipBytes: number;
}

async function measure(origin: string) {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    const loads: Promise<ScriptLoad | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      loads.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSize(body),
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${origin}/login`, { waitUntil: "load" });
    await page.getByRole("button", { name: "Sign In" }).waitFor({ state: "visible", timeout: 30_000 });
    // The time a person takes to type: what the page fetches meanwhile is listed apart.
    await page.waitForTimeout(3000);
    await page.waitForLoadState("networkidle");
    // The scripts requested once the page's prefetch began (its `cla-portal-prefetch` mark): by the request's
    // own start time in the page, not by when this test saw the form, which would race the prefetch.
    const { prefetchedUrls, inline } = await page.evaluate(() => {
      const mark = performance.getEntriesByName("cla-portal-prefetch")[0]?.startTime ?? Infinity;
      return {
        prefetchedUrls: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime >= mark)
          .map((entry) => new URL(entry.name).pathname),
        inline: [...document.querySelectorAll("script:not([src])")]
          .map((script) => script.textContent ?? "")
          .join("\n"),
      };
    });
    const all = (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
    const prefetched = new Set(prefetchedUrls);
    return {
      scripts: all.filter((load) => !prefetched.has(load.url)),
      prefetched: all.filter((load) => prefetched.has(load.url)),
      inlineGzipBytes: inline ? gzipSize(inline) : 0,
    };
  } finally {
    await browser.close();
  }
}

/** The portal's other screens, by chunk name: none of them may load on /login. */
const OTHER_SCREENS = [
  "SignUpScreen",
  "ForgotPasswordScreen",
  "ResetPasswordScreen",
  "CertificateScreen",
  "PortalLayout",
  "DashboardScreen",
  "ProfileScreen",
  "WelcomeScreen",
  "toastRuntime",
  // The desk, the announcement screens, and jsPDF (loaded only when the sheet is asked for).
  "DeskScreen",
  "AnnouncementsScreen",
  "AnnouncementFormScreen",
  "jspdf",
  "jspdf.plugin.autotable",
];

async function main() {
  if (!process.argv.includes("--no-build")) {
    const build = spawnSync("pnpm", ["--filter", "@cla/site", "build"], {
      cwd: REPO,
      stdio: "inherit",
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error("The site build failed");
  }
  if (!existsSync(path.join(DIST, "login", "index.html"))) throw new Error(`No built /login in ${DIST}`);

  // site/dist as the API server serves it (the portal shell for /portal/*), uncompressed: the bytes
  // are gzipped here, the same for every run.
  const server = await serveStatic({ root: DIST, site: true });
  let result: Awaited<ReturnType<typeof measure>>;
  try {
    result = await measure(server.origin);
  } finally {
    await server.close();
  }

  const scripts = result.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) + result.inlineGzipBytes;
  const loadedScreens = OTHER_SCREENS.filter((name) =>
    scripts.some((script) => script.url.includes(`/${name}.`)),
  );

  console.log("\n/login JavaScript (gzip, level 6)");
  for (const script of scripts) {
    console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  console.log(`  ${(result.inlineGzipBytes / 1024).toFixed(1).padStart(7)} KB  (inline scripts)`);
  console.log(
    `  ${(totalGzip / 1024).toFixed(1).padStart(7)} KB  total, budget ${BUDGET_GZIP_BYTES / 1024} KB`,
  );
  const prefetched = result.prefetched.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const prefetchedGzip = prefetched.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(
    `  then, once the form is usable and the browser idle: ${(prefetchedGzip / 1024).toFixed(1)} KB`,
  );
  for (const script of prefetched) {
    console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
  }
  console.log(
    loadedScreens.length === 0
      ? "  Other portal screens loaded before the form was usable: none"
      : `  Other portal screens loaded before the form was usable: ${loadedScreens.join(", ")}`,
  );

  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        budgetGzipBytes: BUDGET_GZIP_BYTES,
        totalGzipBytes: totalGzip,
        inlineGzipBytes: result.inlineGzipBytes,
        scripts,
        prefetchedGzipBytes: prefetchedGzip,
        prefetched,
        otherScreensLoaded: loadedScreens,
      },
      null,
      2,
    )}\n`,
  );

  const failures: string[] = [];
  if (totalGzip > BUDGET_GZIP_BYTES) {
    failures.push(
      `/login loads ${(totalGzip / 1024).toFixed(1)} KB of JavaScript (budget ${BUDGET_GZIP_BYTES / 1024} KB)`,
    );
  }
  if (loadedScreens.length > 0)
    failures.push(`/login loaded other screens' chunks: ${loadedScreens.join(", ")}`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAIL ${failure}`);
    process.exitCode = 1;
  } else {
    console.log("OK /login is within its budget");
  }
}

await main();
