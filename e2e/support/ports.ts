import { createServer } from "node:net";

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it); the e2e configs and bench/ use it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * The port for one of the e2e servers. Playwright evaluates the config in the runner and again in every
 * worker; the runner picks a free port and records it in the environment, which the workers inherit, so
 * all of them agree. Set the variable yourself to pin a port.
 */
export async function portFor(variable: string): Promise<number> {
  const pinned = process.env[variable];
  if (pinned) return Number(pinned);
  const port = await freePort();
  process.env[variable] = String(port);
  return port;
}
