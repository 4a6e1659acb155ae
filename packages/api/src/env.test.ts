/** Settings of docs/api.md §1.7 (+ LOG_LEVEL): defaults, and a bad value stops startup naming the setting. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "./env.ts";

const cwd = "/srv/cla";

describe("loadSettings", () => {
  it("has the defaults of §1.7", () => {
    const settings = loadSettings({}, cwd);
    expect(settings).toEqual({
      port: 3000,
      databaseUrl: null,
      dataDir: path.join(cwd, ".data"),
      seed: "demo",
      academyTimeZone: "UTC",
      publicBaseUrl: "http://localhost:3000",
      smtpUrl: null,
      mailFrom: "CLA Portal <no-reply@localhost>",
      mailOutboxDir: path.join(cwd, ".data", "mail-outbox"),
      corsOrigins: [],
      trustProxy: false,
      logLevel: "info",
      nodeEnv: "development",
      metricsToken: null,
      backupDir: null,
      backupEveryHours: 24,
      backupKeep: 14,
      reminderSweepSeconds: 60,
      reminderLeads: { dueDateMs: 24 * 3_600_000, liveClassMs: 60 * 60_000 },
    });
  });

  it("reads the reminder settings: the sweep's interval (0: off) and each reminder's lead", () => {
    expect(
      loadSettings(
        { REMINDER_SWEEP_SECONDS: "0", REMINDER_DUE_HOURS: "48", REMINDER_CLASS_MINUTES: "15" },
        cwd,
      ),
    ).toMatchObject({
      reminderSweepSeconds: 0,
      reminderLeads: { dueDateMs: 48 * 3_600_000, liveClassMs: 15 * 60_000 },
    });
  });

  it("reads the snapshot settings, and refuses BACKUP_DIR beside DATABASE_URL (pg_dump's job)", () => {
    expect(
      loadSettings({ BACKUP_DIR: "backups", BACKUP_EVERY_HOURS: "0", BACKUP_KEEP: "3" }, cwd),
    ).toMatchObject({ backupDir: "/srv/cla/backups", backupEveryHours: 0, backupKeep: 3 });
    expect(() =>
      loadSettings({ BACKUP_DIR: "/var/backups/cla", DATABASE_URL: "postgres://cla@db:5432/cla" }, cwd),
    ).toThrow(/Invalid setting BACKUP_DIR: .*pg_dump/);
  });

  it("derives defaults from other settings and reads every value", () => {
    const settings = loadSettings(
      {
        PORT: "8080",
        DATABASE_URL: "postgres://cla@db:5432/cla",
        CLA_DATA_DIR: "var/cla",
        CLA_SEED: "none",
        ACADEMY_TIME_ZONE: "Africa/Lagos",
        PUBLIC_BASE_URL: "https://portal.example.org/",
        SMTP_URL: "smtps://user:pass@mail.example.org:465",
        MAIL_FROM: "Academy <academy@example.org>",
        CORS_ORIGINS: "https://a.example.org, http://localhost:4321",
        TRUST_PROXY: "true",
        LOG_LEVEL: "warn",
        METRICS_TOKEN: "scrape-me-0123456789",
      },
      cwd,
    );
    expect(settings).toMatchObject({
      port: 8080,
      databaseUrl: "postgres://cla@db:5432/cla",
      dataDir: "/srv/cla/var/cla",
      mailOutboxDir: "/srv/cla/var/cla/mail-outbox",
      seed: "none",
      academyTimeZone: "Africa/Lagos",
      publicBaseUrl: "https://portal.example.org",
      smtpUrl: "smtps://user:pass@mail.example.org:465",
      corsOrigins: ["https://a.example.org", "http://localhost:4321"],
      trustProxy: true,
      logLevel: "warn",
      metricsToken: "scrape-me-0123456789",
    });
    expect(loadSettings({ PORT: "4000" }, cwd).publicBaseUrl).toBe("http://localhost:4000");
  });

  it("CLA_SEED defaults to none in production and test; an explicit demo in production stops startup", () => {
    expect(loadSettings({ NODE_ENV: "production" }, cwd).seed).toBe("none");
    expect(loadSettings({ NODE_ENV: "test" }, cwd).seed).toBe("none");
    expect(loadSettings({ NODE_ENV: "test", CLA_SEED: "demo" }, cwd).seed).toBe("demo");
    expect(() => loadSettings({ NODE_ENV: "production", CLA_SEED: "demo" }, cwd)).toThrow(
      /CLA_SEED: the demo seed is refused in production/,
    );
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "not a url"],
    ["CLA_SEED", "yes"],
    ["ACADEMY_TIME_ZONE", "Mars/Olympus"],
    ["PUBLIC_BASE_URL", "ftp://x.org"],
    ["SMTP_URL", "http://mail.example.org"],
    ["MAIL_FROM", "nobody"],
    ["CORS_ORIGINS", "https://a.example.org/path"],
    ["CORS_ORIGINS", "*"],
    ["TRUST_PROXY", "yes"],
    ["LOG_LEVEL", "loud"],
    ["METRICS_TOKEN", "short"],
    ["METRICS_TOKEN", "a token with spaces in it"],
    ["METRICS_TOKEN", "jeton-très-secret-0123"],
    ["BACKUP_EVERY_HOURS", "169"],
    ["BACKUP_EVERY_HOURS", "daily"],
    ["BACKUP_KEEP", "0"],
    ["REMINDER_SWEEP_SECONDS", "3601"],
    ["REMINDER_DUE_HOURS", "0"],
    ["REMINDER_CLASS_MINUTES", "an hour"],
  ])("%s=%s stops startup with a message naming the setting", (name, value) => {
    let error: unknown;
    try {
      loadSettings({ [name]: value }, cwd);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).setting).toBe(name);
    expect((error as Error).message).toContain(`Invalid setting ${name}`);
  });
});
