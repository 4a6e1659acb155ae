/**
 * `pnpm bench`: every benchmark in turn — the public site's JavaScript and Lighthouse budgets, the /login
 * bundle budget, and the API load run. Each prints its own table; this exits non-zero if any of them fails.
 */
import { spawnSync } from "node:child_process";

const benches = ["bench:site", "bench:login", "bench:api"];
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync("pnpm", ["run", name], { stdio: "inherit", cwd: import.meta.dirname });
  if (status !== 0) {
    console.error(`${name} failed (exit ${status})`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
