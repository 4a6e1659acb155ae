import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { LaunchOptions } from "@playwright/test";

/**
 * How the e2e configs and the benchmarks (bench/) launch Debian's Chromium: /usr/bin/chromium, or CHROME_PATH;
 * nothing is ever downloaded (no `playwright install`). Flags from docs/toolchain.md trap 7.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

/**
 * Playwright's launch options (`use.launchOptions` in the e2e configs, `chromium.launch` in bench:login).
 * Playwright gives every launch a fresh temporary profile (user-data-dir).
 */
export const chromiumLaunch: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
};

/**
 * Chromium with a DevTools port and a fresh profile, for tools that drive it over CDP themselves
 * (Lighthouse in bench:site). `close` stops it and removes the profile.
 */
export async function launchChromiumForCdp(): Promise<{ port: number; close: () => Promise<void> }> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), "cla-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${stderr}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited ${code}:\n${stderr}`)));
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
