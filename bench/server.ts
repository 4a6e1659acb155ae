/**
 * `pnpm start` on a free port with a throw-away data directory, for the benches that measure the product as it
 * is served (bench:site --api, bench:portal). `pnpm start` builds site/dist first when it is missing or stale.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../e2e/support/ports.ts";

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _unset, ...rest } = env;
  return rest;
}

/**
 * `seed`: the demo academy, or an empty database. NODE_ENV stays unset, as when `pnpm start` is run by hand: with
 * NODE_ENV=test, the site build `pnpm start` may run bundles React's development build (125 KB gzip more).
 */
export async function startApp(
  seed: "demo" | "none",
): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "cla-bench-data-"));
  const child: ChildProcess = spawn("pnpm", ["start"], {
    cwd: REPO,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...withoutNodeEnv(process.env), PORT: String(port), CLA_DATA_DIR: dataDir, CLA_SEED: seed },
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok && (await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`pnpm start exited ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("pnpm start did not answer within 300 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    close: async () => {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
