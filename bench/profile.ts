/**
 * The slow phone of decision 155 and what its benches (bench:portal, bench:certificate) share: network latency 150 ms, 1.6 Mbps
 * down, 750 Kbps up, the CPU slowed 4×, a 412 × 823 viewport. Throughputs in bytes per second, as CDP takes them.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";

export const PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
} as const;

/**
 * A new browser context (a cold HTTP cache) with one page under the profile; `init` runs in every document
 * before the page's own scripts (a click clock, say).
 */
export async function slowPhonePage(
  browser: Browser,
  { init, ...options }: BrowserContextOptions & { init?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: PROFILE.viewport, deviceScaleFactor: 1, ...options });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadBytesPerSecond,
    uploadThroughput: PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  return page;
}

/** The median of the runs' figures, which the slow-phone benches compare with their goals. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Names the goals missed and fails the run (exit code 1), or says that every goal was met. */
export function reportGoals(results: { id: string; holds: boolean }[]): void {
  const failed = results.filter((r) => !r.holds);
  if (failed.length > 0) {
    console.log(`\nGoals NOT met: ${failed.map((r) => r.id).join(", ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll goals met.");
  }
}
