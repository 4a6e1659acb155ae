import { defineConfig, type PlaywrightTestConfig, type Project } from "@playwright/test";

import { portalServer } from "./portal/environment";
import { chromiumLaunch } from "./support/chromium";
import { portFor } from "./support/ports";

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, { command: string }>;

/**
 * One thing under test: a project (its tests live in ./<name>/) and the server it runs against.
 * Adding the site or the portal is one more `target(...)` in the list below.
 */
function target(
  names: string[],
  port: number,
  server: Omit<WebServer, "url" | "port">,
): {
  projects: Project[];
  webServer: WebServer;
} {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    projects: names.map((name) => ({ name, testDir: `./${name}`, use: { baseURL } })),
    webServer: { reuseExistingServer: false, timeout: 120_000, ...server, url: baseURL },
  };
}

const storybookPort = await portFor("E2E_STORYBOOK_PORT");
const appPort = await portFor("E2E_APP_PORT");

const targets = [
  // The static Storybook build (`pnpm build-storybook` first): ui components in a real browser.
  target(["storybook"], storybookPort, {
    command: `node support/static-server.ts ../storybook-static ${storybookPort}`,
  }),
  // The product as `pnpm start` runs it (build the site first: `pnpm build`): the public site and the
  // portal on one server with the demo academy in fresh data and mail directories.
  // portal-late: journeys that change what the others count (a new course in the demo cohort), run after them.
  target(["site", "portal", "portal-late"], appPort, portalServer(appPort)),
];

export default defineConfig({
  forbidOnly: Boolean(process.env.CI),
  // Tests are independent (each gets a fresh page); two cores on the CI machine: one worker per core.
  // After every journey: the portal server logged no secret (portal/log-check.ts).
  globalTeardown: "./portal/log-check.ts",
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? [["line"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    // Failures say what broke (axe rule and node, key and focus); for a trace, run with `--trace on`.
    trace: "off",
  },
  projects: targets
    .flatMap((t) => t.projects)
    .map((project) => (project.name === "portal-late" ? { ...project, dependencies: ["portal"] } : project)),
  webServer: targets.map((t) => t.webServer),
});
