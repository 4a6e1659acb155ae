import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { chromiumLaunch } from "../support/chromium";
import { portFor } from "../support/ports";
import { portalServer } from "./environment";

/**
 * Runs only the portal journeys: `pnpm --filter @cla/e2e exec playwright test -c portal/standalone.config.ts`.
 * The same project is part of e2e/playwright.config.ts; this file exists so the portal can be checked alone.
 */
const port = await portFor("E2E_PORTAL_PORT");
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: ".",
  // Not e2e/test-results: a concurrent run of the main config would clear it under this one.
  outputDir: path.join(tmpdir(), "cla-e2e-portal-results"),
  // After every journey: the portal server logged no secret (portal/log-check.ts).
  globalTeardown: "./log-check.ts",
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
  },
  webServer: { ...portalServer(port), url: baseURL, reuseExistingServer: false },
});
