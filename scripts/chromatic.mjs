// `pnpm chromatic`: publishes the static Storybook (storybook-static/, made by `pnpm build-storybook`) to
// Chromatic, where the academy's designers review and approve visual changes (decision 071).
// It needs the project's token in CHROMATIC_PROJECT_TOKEN and a network that reaches chromatic.com; without
// the token it publishes nothing and says so. Extra arguments are passed to the chromatic CLI.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildDir = join(root, "storybook-static");

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      "CHROMATIC_PROJECT_TOKEN is not set: nothing was published.",
      "Get the token from the project's Manage page on https://www.chromatic.com, then run:",
      "  pnpm build-storybook && CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic",
      "(in CI, store it as a secret and expose it to this step as CHROMATIC_PROJECT_TOKEN).",
    ].join("\n"),
  );
  process.exit(1);
}

if (!existsSync(join(buildDir, "index.json"))) {
  console.error("storybook-static/ has no Storybook build: run `pnpm build-storybook` first.");
  process.exit(1);
}

// The chromatic CLI from this workspace's devDependencies (pinned), run on the current Node.
const require = createRequire(import.meta.url);
const packageFile = require.resolve("chromatic/package.json");
const { bin } = JSON.parse(readFileSync(packageFile, "utf8"));
const cli = join(dirname(packageFile), bin.chromatic);

const result = spawnSync(
  process.execPath,
  [cli, "--storybook-build-dir", buildDir, "--exit-zero-on-changes", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
if (result.error) console.error(`could not run chromatic: ${result.error.message}`);
process.exit(result.status ?? 1);
