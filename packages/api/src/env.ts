/**
 * Server settings (docs/api.md §1.7 plus LOG_LEVEL), read and validated once at start.
 * A bad value throws a SettingsError whose message names the setting; main.ts prints it and exits.
 */
import path from "node:path";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Settings {
  port: number;
  /** null → embedded PGlite in dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  seed: "demo" | "none";
  academyTimeZone: string;
  /** Portal origin for mail links, without a trailing slash. */
  publicBaseUrl: string;
  /** null → mail becomes .eml files in mailOutboxDir (docs/api.md §8). */
  smtpUrl: string | null;
  mailFrom: string;
  mailOutboxDir: string;
  /** Exact origins allowed by CORS; empty → same origin only. */
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: LogLevel;
  nodeEnv: string;
  /** The bearer token of GET /metrics (docs/api.md §6.10); null → the endpoint is off (404). */
  metricsToken: string | null;
  /** Where the running server writes snapshots of the embedded database (db/snapshots.ts); null → none. */
  backupDir: string | null;
  /** Hours between scheduled snapshots; 0 → only on SIGUSR2. */
  backupEveryHours: number;
  /** Snapshots kept in backupDir; older ones are deleted after each new one. */
  backupKeep: number;
  /** Seconds between the running server's reminder sweeps (reminders/reminders.ts); 0 → no sweep. */
  reminderSweepSeconds: number;
  /** How long before its moment each reminder goes out. */
  reminderLeads: ReminderLeads;
}

/** REMINDER_DUE_HOURS and REMINDER_CLASS_MINUTES, in milliseconds. */
export interface ReminderLeads {
  dueDateMs: number;
  liveClassMs: number;
}

export class SettingsError extends Error {
  constructor(
    readonly setting: string,
    reason: string,
  ) {
    super(`Invalid setting ${setting}: ${reason}`);
    this.name = "SettingsError";
  }
}

type Env = Record<string, string | undefined>;

/** An unset or blank variable counts as absent. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 3000;
  if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535) {
    throw new SettingsError("PORT", `expected a whole number from 1 to 65535, got "${value}"`);
  }
  return Number(value);
}

function parseUrl(name: string, value: string, protocols: string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(name, "expected a URL");
  }
  if (!protocols.includes(url.protocol)) {
    throw new SettingsError(name, `expected a ${protocols.join(" or ")} URL`);
  }
  return url;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function parseOrigins(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((origin) => {
      const url = parseUrl("CORS_ORIGINS", origin, ["http:", "https:"]);
      // An origin is scheme://host[:port] with nothing after it; browsers send exactly that form.
      if (url.origin !== origin.replace(/\/$/, "")) {
        throw new SettingsError("CORS_ORIGINS", `"${origin}" is not an origin (scheme://host[:port])`);
      }
      return url.origin;
    });
}

function parseBoolean(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (value === "true") return true;
  if (value === "false") return false;
  throw new SettingsError(name, `expected true or false, got "${value}"`);
}

/** The whole number `name` is set to, from `min` to `max`; `fallback` when it is not set. */
function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number) {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new SettingsError(name, `expected a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

const LOG_LEVELS: LogLevel[] = ["debug", "info", "warn", "error", "silent"];

/**
 * `cwd` resolves relative paths (CLA_DATA_DIR, MAIL_OUTBOX_DIR, BACKUP_DIR). pnpm runs package scripts inside
 * the package but records where it was invoked in INIT_CWD, so `pnpm start` and `pnpm cla` at the
 * root both mean <root>/.data.
 */
export function loadSettings(
  env: Env = process.env,
  cwd: string = process.env.INIT_CWD || process.cwd(),
): Settings {
  const nodeEnv = read(env, "NODE_ENV") ?? "development";
  const port = parsePort(read(env, "PORT"));

  const rawDatabaseUrl = read(env, "DATABASE_URL");
  const databaseUrl =
    rawDatabaseUrl === undefined
      ? null
      : (parseUrl("DATABASE_URL", rawDatabaseUrl, ["postgres:", "postgresql:"]), rawDatabaseUrl);

  const dataDir = path.resolve(cwd, read(env, "CLA_DATA_DIR") ?? ".data");

  const rawSeed = read(env, "CLA_SEED");
  if (rawSeed !== undefined && rawSeed !== "demo" && rawSeed !== "none") {
    throw new SettingsError("CLA_SEED", `expected demo or none, got "${rawSeed}"`);
  }
  if (rawSeed === "demo" && nodeEnv === "production") {
    throw new SettingsError(
      "CLA_SEED",
      "the demo seed is refused in production (NODE_ENV=production); a production database has no default credentials",
    );
  }
  const seed = rawSeed ?? (nodeEnv === "production" || nodeEnv === "test" ? "none" : "demo");

  const academyTimeZone = read(env, "ACADEMY_TIME_ZONE") ?? "UTC";
  if (!isValidTimeZone(academyTimeZone)) {
    throw new SettingsError("ACADEMY_TIME_ZONE", `"${academyTimeZone}" is not an IANA time zone`);
  }

  const rawBaseUrl = read(env, "PUBLIC_BASE_URL");
  const publicBaseUrl =
    rawBaseUrl === undefined
      ? `http://localhost:${port}`
      : parseUrl("PUBLIC_BASE_URL", rawBaseUrl, ["http:", "https:"]).href.replace(/\/+$/, "");

  const rawSmtp = read(env, "SMTP_URL");
  const smtpUrl =
    rawSmtp === undefined ? null : (parseUrl("SMTP_URL", rawSmtp, ["smtp:", "smtps:"]), rawSmtp);

  const mailFrom = read(env, "MAIL_FROM") ?? "CLA Portal <no-reply@localhost>";
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(mailFrom)) {
    throw new SettingsError("MAIL_FROM", `expected an address or "Name <address>", got "${mailFrom}"`);
  }

  const rawOutbox = read(env, "MAIL_OUTBOX_DIR");
  const mailOutboxDir =
    rawOutbox === undefined ? path.join(dataDir, "mail-outbox") : path.resolve(cwd, rawOutbox);

  const rawLevel = read(env, "LOG_LEVEL");
  if (rawLevel !== undefined && !LOG_LEVELS.includes(rawLevel as LogLevel)) {
    throw new SettingsError("LOG_LEVEL", `expected one of ${LOG_LEVELS.join(", ")}, got "${rawLevel}"`);
  }

  const metricsToken = read(env, "METRICS_TOKEN") ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,}$/.test(metricsToken)) {
    // Sent as `Authorization: Bearer <token>`: printable ASCII without spaces, long enough not to be guessed.
    throw new SettingsError("METRICS_TOKEN", "expected at least 16 printable characters without spaces");
  }
  const rawBackupDir = read(env, "BACKUP_DIR");
  if (rawBackupDir !== undefined && databaseUrl !== null) {
    throw new SettingsError(
      "BACKUP_DIR",
      "the server's snapshots are for the embedded database; with DATABASE_URL back up with pg_dump (deploy/README.md)",
    );
  }
  // A week at most: setTimeout's delay is a 32-bit count of milliseconds (24.8 days).
  const backupEveryHours = wholeNumber(env, "BACKUP_EVERY_HOURS", 24, 0, 168);
  const backupKeep = wholeNumber(env, "BACKUP_KEEP", 14, 1, 1000);

  const reminderSweepSeconds = wholeNumber(env, "REMINDER_SWEEP_SECONDS", 60, 0, 3600);
  const dueHours = wholeNumber(env, "REMINDER_DUE_HOURS", 24, 1, 168);
  const classMinutes = wholeNumber(env, "REMINDER_CLASS_MINUTES", 60, 1, 1440);

  return {
    port,
    databaseUrl,
    dataDir,
    seed,
    academyTimeZone,
    publicBaseUrl,
    smtpUrl,
    mailFrom,
    mailOutboxDir,
    corsOrigins: parseOrigins(read(env, "CORS_ORIGINS")),
    trustProxy: parseBoolean("TRUST_PROXY", read(env, "TRUST_PROXY")),
    logLevel: (rawLevel as LogLevel | undefined) ?? "info",
    nodeEnv,
    metricsToken,
    backupDir: rawBackupDir === undefined ? null : path.resolve(cwd, rawBackupDir),
    backupEveryHours,
    backupKeep,
    reminderSweepSeconds,
    reminderLeads: { dueDateMs: dueHours * 3_600_000, liveClassMs: classMinutes * 60_000 },
  };
}
