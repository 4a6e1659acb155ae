/**
 * The server process: settings → database (migrated) → demo seed if asked → mail worker → HTTP on
 * PORT serving /api/v1 and the built site. `pnpm start` at the root runs this (scripts/start.mjs).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { todayIn } from "@cla/domain";
import { createApp } from "./app.ts";
import { openDatabase } from "./db/index.ts";
import { createSnapshots, type Snapshots } from "./db/snapshots.ts";
import { loadSettings, SettingsError, type Settings } from "./env.ts";
import { createLogger, describeError } from "./logger.ts";
import { fileTransport, smtpTransport } from "./mail/transports.ts";
import type { AppDeps } from "./http/context.ts";
import { createMailWorker } from "./mail/worker.ts";
import { reminderSweep } from "./reminders/reminders.ts";
import { gradingSweep } from "./routes/cbt-tests/grading.ts";
import { DEMO_LOGINS, hasDemoAccounts, hasUsers, seedDemo } from "./seed/demo.ts";

/** site/dist of this repository (Astro's static output). */
export const SITE_DIR = fileURLToPath(new URL("../../../site/dist", import.meta.url));

function readSettings(): Settings {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function describeDatabase(settings: Settings): string {
  if (settings.databaseUrl === null) return `PGlite (embedded) in ${path.join(settings.dataDir, "pglite")}`;
  const url = new URL(settings.databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function main(): Promise<void> {
  const settings = readSettings();
  const logger = createLogger(settings.logLevel);
  const clock = () => new Date();

  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    onPoolError: (error) => logger.warn("idle database connection lost", describeError(error)),
    onConnectRetry: (error, delayMs) =>
      logger.warn("database not reachable yet, retrying", {
        error: describeError(error).error,
        retry_ms: delayMs,
      }),
  });
  await database.migrate();

  let seededNow = false;
  if (settings.seed === "demo" && !(await hasUsers(database.db))) {
    await seedDemo(database.db, todayIn(settings.academyTimeZone, clock()));
    seededNow = true;
  }
  const demoAvailable = seededNow || (settings.seed === "demo" && (await hasDemoAccounts(database.db)));

  const transport =
    settings.smtpUrl === null ? fileTransport(settings.mailOutboxDir) : smtpTransport(settings.smtpUrl);
  const mail = createMailWorker({ db: database.db, transport, from: settings.mailFrom, logger, clock });
  const siteDir = existsSync(path.join(SITE_DIR, "index.html")) ? SITE_DIR : null;
  const deps: AppDeps = { database, settings, logger, mail, clock };
  const app = createApp(deps, { siteDir });

  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    const url = `http://localhost:${info.port}`;
    const lines = [
      "",
      `  CLA Portal is running at ${url}`,
      `  API:      ${url}/api/v1 (reference at ${url}/api/v1/docs)`,
      `  Site:     ${siteDir ?? "not built (non-API paths answer 404); run pnpm build"}`,
      `  Database: ${describeDatabase(settings)}`,
      `  Mail:     ${transport.description}`,
    ];
    if (settings.backupDir !== null) {
      const every =
        settings.backupEveryHours === 0
          ? "on SIGUSR2"
          : `every ${settings.backupEveryHours} h and on SIGUSR2`;
      lines.push(`  Backups:  ${settings.backupDir}, ${every}, the newest ${settings.backupKeep} kept`);
    }
    if (demoAvailable) {
      const { first, last } = DEMO_LOGINS.moreStudents;
      lines.push(
        "",
        `  Demo academy${seededNow ? " (seeded just now)" : ""}; sign in at ${url}/login`,
        `    admin        ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
        `    facilitator  ${DEMO_LOGINS.facilitator.email} / ${DEMO_LOGINS.facilitator.password}`,
        `    student      ${DEMO_LOGINS.student.email} / ${DEMO_LOGINS.student.password}`,
        `    students     student${first}@example.org … student${last}@example.org / ${DEMO_LOGINS.student.password}`,
        // Certificates: a student whose cohort has completed.
        `    graduate     ${DEMO_LOGINS.graduate.email} / ${DEMO_LOGINS.graduate.password} (cohort completed: /certificate)`,
      );
    }
    process.stdout.write(`${lines.join("\n")}\n\n`);
  });
  mail.start([gradingSweep(deps), ...(settings.reminderSweepSeconds > 0 ? [reminderSweep(deps)] : [])]);

  // Backups while running (decision 167): on a schedule, and at once on SIGUSR2 (`kill -USR2 <pid>`).
  let snapshots: Snapshots | null = null;
  if (settings.backupDir !== null && database.dumpDataDir) {
    snapshots = createSnapshots({
      dump: database.dumpDataDir,
      dir: settings.backupDir,
      everyHours: settings.backupEveryHours,
      keep: settings.backupKeep,
      logger,
      clock,
    });
    await snapshots.start();
  }
  process.on("SIGUSR2", () => {
    if (snapshots === null) {
      logger.warn("SIGUSR2: no snapshot written, BACKUP_DIR is not set");
      return;
    }
    snapshots.take("SIGUSR2").catch((error: unknown) => {
      logger.error("database snapshot failed", { ...describeError(error), dir: settings.backupDir });
    });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await mail.stop();
    await snapshots?.stop();
    transport.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${describeError(error).error}\n`);
  process.exit(1);
});
