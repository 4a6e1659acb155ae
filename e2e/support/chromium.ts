import type { LaunchOptions } from "@playwright/test";

/**
 * How every e2e config launches Debian's Chromium (/usr/bin/chromium; nothing is ever downloaded: no
 * `playwright install`). Flags from TOOLCHAIN trap 7; Playwright already gives every launch a fresh temporary
 * profile (user-data-dir).
 */
export const chromiumLaunch: LaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
};
