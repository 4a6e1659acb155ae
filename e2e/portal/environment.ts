import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The portal's e2e server runs `pnpm start` on the demo academy in a fresh data directory, with mail
 * written as .eml files to a fresh outbox directory the specs read (the password-reset journey).
 * Playwright evaluates the config in the runner and again in every worker: the runner creates the
 * directories and records them in the environment, which the workers inherit, so all agree.
 */
export interface PortalDirectories {
  data: string;
  mail: string;
  /** The server's output, read by log-check.ts after the run. */
  log: string;
}

export function portalDirectories(): PortalDirectories {
  let data = process.env["E2E_PORTAL_DATA_DIR"];
  let mail = process.env["E2E_PORTAL_MAIL_DIR"];
  if (!data || !mail) {
    const root = mkdtempSync(path.join(tmpdir(), "cla-e2e-portal-"));
    data = path.join(root, "data");
    mail = path.join(root, "mail");
    process.env["E2E_PORTAL_DATA_DIR"] = data;
    process.env["E2E_PORTAL_MAIL_DIR"] = mail;
  }
  return { data, mail, log: path.join(path.dirname(data), "server.log") };
}

/** The webServer settings of the portal project (see e2e/playwright.config.ts and the portal README block). */
export function portalServer(port: number) {
  const { data, mail, log } = portalDirectories();
  const logToFile = path.join(REPO_ROOT, "e2e/support/log-to-file.mjs");
  return {
    command: `node ${JSON.stringify(logToFile)} ${JSON.stringify(log)} pnpm --dir ${JSON.stringify(REPO_ROOT)} start`,
    // PGlite start, migrations and the demo seed; plus a site build when site/dist is missing.
    timeout: 300_000,
    env: {
      PORT: String(port),
      CLA_DATA_DIR: data,
      MAIL_OUTBOX_DIR: mail,
      CLA_SEED: "demo",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ASTRO_TELEMETRY_DISABLED: "1",
    },
  };
}
