// `pnpm dev`: the site and the portal on the Astro dev server (hot reload) with the API beside it, in one
// command. The API runs from its sources with reload on change (`pnpm --filter @cla/api dev`, tsx watch; the
// embedded database in ./.data with the demo academy, as `pnpm start`) on API_PORT; the Astro dev server on
// PORT proxies /api to it (site/astro.config.ts, CLA_DEV_API_URL). Open http://localhost:PORT.
// Ctrl-C (or SIGTERM) stops both; when one stops on its own, the other is stopped too.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const sitePort = Number(process.env.PORT || 3000);
const apiPort = Number(process.env.API_PORT || sitePort + 1);
const siteUrl = `http://localhost:${sitePort}`;

// Astro would move to another port on its own, and the proxy and this banner would point at the wrong one.
for (const [port, name] of [
  [sitePort, "PORT"],
  [apiPort, "API_PORT"],
]) {
  if (!(await portFree(port))) {
    process.stderr.write(
      `Port ${port} is in use: set ${name} to a free port (pnpm dev uses PORT and PORT + 1).\n`,
    );
    process.exit(1);
  }
}

const children = [
  start("api ", ["--silent", "--filter", "@cla/api", "dev"], {
    PORT: String(apiPort),
    // Links in mail (password reset, calendar feed, certificates) open the dev site.
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || siteUrl,
  }),
  start("site", ["--silent", "--filter", "@cla/site", "dev", "--port", String(sitePort)], {
    CLA_DEV_API_URL: `http://127.0.0.1:${apiPort}`,
    ASTRO_TELEMETRY_DISABLED: "1",
  }),
];
void announceWhenReady();

/** Once both answer: where to go (the API's own banner names its port, which serves only /api here). */
async function announceWhenReady() {
  const answers = (url) =>
    fetch(url).then(
      (res) => res.ok,
      () => false,
    );
  for (let tries = 0; tries < 600; tries++) {
    if ((await answers(`${siteUrl}/`)) && (await answers(`${siteUrl}/api/v1/health`))) {
      process.stdout.write(
        `\n  Ready: open ${siteUrl} (site and portal with hot reload; /api → the API on port ${apiPort})\n\n`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Runs `pnpm <args>` in a process group of its own, its output prefixed with `name`. */
function start(name, args, env) {
  const child = spawn("pnpm", args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    from.on("data", (chunk) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`${name} │ ${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    process.stdout.write(`${name} │ stopped (${signal ?? `exit ${code}`})\n`);
    // The first to stop on its own decides the exit status; Ctrl-C is a normal end.
    if (signalled === 0) {
      exitCode = code ?? 1;
      signalled = 1;
      terminate("SIGTERM");
    }
    if (running().length === 0) process.exit(exitCode);
  });
  return child;
}

let signalled = 0;
let exitCode = 0;
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
/** Signals both process groups (pnpm and what it started). */
function terminate(signal) {
  for (const child of running()) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
// Ctrl-C stops both gracefully; a second one kills them.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => terminate(++signalled > 1 ? "SIGKILL" : "SIGTERM"));
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}
