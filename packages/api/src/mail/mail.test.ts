/**
 * docs/api.md §8: the outbox, its worker (wake-up, retries with backoff, give-up, redaction) and both
 * transports, SMTP against a real SMTP server started here and .eml files.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "../db/index.ts";
import { countStatements } from "../db/statement-counter.ts";
import { toTimestamp } from "../db/values.ts";
import { insertOutboxRows } from "./outbox.ts";
import {
  announcementMail,
  passwordResetMail,
  REDACTED_BODY,
  scorePostedMail,
  setPasswordMail,
} from "./templates.ts";
import { emlFileName, fileTransport, smtpTransport } from "./transports.ts";
import { createMailWorker, MAX_ATTEMPTS, retryDelayMs } from "./worker.ts";
import { createLogger } from "../logger.ts";
import { routeSuite, type TestApp } from "../test/harness.ts";

const s = routeSuite();
const TOKEN = "Ab3_".padEnd(43, "x");

function resetMail(to = "ada@example.org") {
  return passwordResetMail({ to, name: "Ada Obi", publicBaseUrl: "http://portal.test", token: TOKEN });
}

async function outbox(t: TestApp) {
  return t.database.db.select().from(schema.email_outbox);
}

describe("templates", () => {
  it("the three mails carry the texts and links of §8", () => {
    const reset = resetMail();
    expect(reset.subject).toBe("Reset your password");
    expect(reset.text).toContain(`http://portal.test/reset-password?token=${TOKEN}`);
    expect(reset.text).toContain("Ada Obi");
    expect(reset.text).toContain("valid for 1 hour");
    const announcement = announcementMail({
      to: "a@b.co",
      title: "<b>Retreat</b>",
      content: "Friday at 6.\n\nBring a Bible.",
      publicBaseUrl: "http://portal.test",
    });
    expect(announcement.subject).toBe("New announcement: <b>Retreat</b>");
    expect(announcement.text).toContain("Friday at 6.\n\nBring a Bible.");
    expect(announcement.text).toContain("http://portal.test/portal/dashboard");
    // HTML is escaped
    expect(announcement.html).toContain("&lt;b&gt;Retreat&lt;/b&gt;");
    expect(announcement.html).not.toContain("<b>Retreat");
    const score = scorePostedMail({
      to: "a@b.co",
      kind: "cbt",
      itemId: "30ac5b14-972a-4842-8044-94083c9413aa",
      itemName: "Vision test",
      courseName: "Vision and Strategy",
      score: 85.5,
      publicBaseUrl: "http://portal.test",
    });
    expect(score.subject).toBe("New score posted: Vision test");
    expect(score.text).toContain("CBT: Vision test");
    expect(score.text).toContain("Course: Vision and Strategy");
    expect(score.text).toContain("Score: 85.5\n");
    expect(score.text).toContain("http://portal.test/portal/cbts/30ac5b14-972a-4842-8044-94083c9413aa");
  });

  it("an invitation's link opens the page as 'Set Your Password' (welcome=1); a link an admin sent stays a reset", () => {
    const mail = (invitation: boolean) =>
      setPasswordMail({
        to: "ada@example.org",
        name: "Ada Obi",
        publicBaseUrl: "http://portal.test",
        token: TOKEN,
        invitation,
        validDays: 7,
      });
    expect(mail(true).text).toContain(`http://portal.test/reset-password?token=${TOKEN}&welcome=1`);
    expect(mail(false).text).toContain(`http://portal.test/reset-password?token=${TOKEN}\n`);
  });
});

describe("worker", () => {
  it("delivers due rows and redacts reset mails once sent", async () => {
    const { t } = s;
    await insertOutboxRows(
      t.database.db,
      [
        resetMail(),
        announcementMail({
          to: "b@example.org",
          title: "T",
          content: "C",
          publicBaseUrl: "http://portal.test",
        }),
      ],
      new Date(),
    );
    expect(await t.deps.mail.runOnce()).toBe(2);
    expect(t.transport.sent.map((m) => m.to).sort()).toEqual(["ada@example.org", "b@example.org"]);
    expect(t.transport.sent.find((m) => m.to === "ada@example.org")!.text).toContain(TOKEN);
    const rows = await outbox(t);
    const reset = rows.find((r) => r.kind === "password_reset")!;
    expect(reset).toMatchObject({
      status: "sent",
      attempts: 1,
      text_body: REDACTED_BODY,
      html_body: null,
      last_error: null,
    });
    expect(reset.sent_at).not.toBeNull();
    // other mails keep their bodies
    expect(rows.find((r) => r.kind === "announcement")!.text_body).toContain("C");
    expect(await t.deps.mail.runOnce()).toBe(0);
  });

  it("marks a batch's sent rows in one statement; a failed row is recorded on its own", async () => {
    const { t } = s;
    const announcement = (to: string) =>
      announcementMail({ to, title: "T", content: "C", publicBaseUrl: "http://portal.test" });
    await insertOutboxRows(
      t.database.db,
      [resetMail(), announcement("b@example.org"), announcement("c@example.org")],
      new Date(),
    );
    t.transport.failures = 1;
    const counter = countStatements(t.database);
    try {
      expect(await t.deps.mail.runOnce()).toBe(3);
      const updates = counter.statements.filter((text) => /^update "email_outbox"/i.test(text));
      // the claim, the failed row's backoff, and one UPDATE for the two sent
      expect(updates).toHaveLength(3);
    } finally {
      counter.stop();
    }
    const rows = await outbox(t);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(2);
    for (const row of rows.filter((r) => r.status === "sent")) {
      expect(row).toMatchObject({ attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
      if (row.kind === "password_reset")
        expect(row).toMatchObject({ text_body: REDACTED_BODY, html_body: null });
      else expect(row.text_body).toContain("C");
    }
    const failed = rows.find((r) => r.status === "pending")!;
    expect(failed).toMatchObject({ attempts: 1, last_error: "Error: simulated transport failure" });
    expect(failed.sent_at).toBeNull();
  });

  it("a failing transport never fails the request; the row is retried with backoff and then delivered", async () => {
    const { t } = s;
    const t0 = new Date("2025-03-10T09:00:00.000Z");
    t.setNow(t0);
    t.transport.failures = 2;
    const res = await t.request("POST", "/api/v1/forgot_password", { json: { email: "ada@example.org" } });
    expect(res.status).toBe(200);
    await t.deps.mail.runOnce();
    let [row] = await outbox(t);
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "Error: simulated transport failure",
    });
    expect(toTimestamp(row!.next_attempt_at)).toBe(new Date(t0.getTime() + 30_000).toISOString());
    // not due yet
    t.setNow(new Date(t0.getTime() + 29_000));
    expect(await t.deps.mail.runOnce()).toBe(0);
    t.setNow(new Date(t0.getTime() + 30_000));
    expect(await t.deps.mail.runOnce()).toBe(1);
    [row] = await outbox(t);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    t.setNow(new Date(t0.getTime() + 30_000 + 60_000));
    expect(await t.deps.mail.runOnce()).toBe(1);
    [row] = await outbox(t);
    expect(row).toMatchObject({ status: "sent", attempts: 3, text_body: REDACTED_BODY });
    expect(t.transport.sent).toHaveLength(1);
  });

  it("backs off 30 s × 2^(n−1) up to an hour and gives up after 10 attempts, redacting reset mails", async () => {
    expect([1, 2, 3, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    const { t } = s;
    let now = Date.now();
    await insertOutboxRows(t.database.db, [resetMail()], new Date(now));
    t.transport.failures = 100;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      t.setNow(new Date(now));
      expect(await t.deps.mail.runOnce()).toBe(1);
      now += retryDelayMs(attempt);
    }
    const [row] = await outbox(t);
    expect(row).toMatchObject({ status: "failed", attempts: 10, text_body: REDACTED_BODY, html_body: null });
    t.setNow(new Date(now + 86_400_000));
    expect(await t.deps.mail.runOnce()).toBe(0);
  });

  it("is woken right after a transaction that queued mail commits", async () => {
    const { t } = s;
    t.deps.mail.start();
    try {
      const started = Date.now();
      await t.request("POST", "/api/v1/forgot_password", { json: { email: "ada@example.org" } });
      while (t.transport.sent.length === 0 && Date.now() - started < 4_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(t.transport.sent).toHaveLength(1);
      // well before the 5 s poll
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await t.deps.mail.stop();
    }
  });

  it("a rolled-back transaction queues nothing", async () => {
    const { t } = s;
    await expect(
      t.database.db.transaction(async (tx) => {
        await insertOutboxRows(tx, [resetMail()], new Date());
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await t.count("email_outbox")).toBe(0);
  });
});

describe("SMTP transport", () => {
  let server: SMTPServer;
  let port: number;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        let data = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (data += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers a queued reset mail over SMTP through the worker", async () => {
    const { t } = s;
    const worker = createMailWorker({
      db: t.database.db,
      transport: smtpTransport(`smtp://127.0.0.1:${port}`),
      from: "CLA Portal <no-reply@cla.test>",
      logger: createLogger("silent"),
      clock: () => new Date(),
    });
    await insertOutboxRows(t.database.db, [resetMail("ada@example.org")], new Date());
    expect(await worker.runOnce()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe("no-reply@cla.test");
    expect(received[0]!.to).toEqual(["ada@example.org"]);
    expect(received[0]!.data).toContain("Subject: Reset your password");
    expect(received[0]!.data.replace(/=\r?\n/g, "")).toContain(TOKEN);
    const [row] = await outbox(t);
    expect(row).toMatchObject({ status: "sent", text_body: REDACTED_BODY });
    worker.transport.close();
  });

  it("an unreachable SMTP server is a retry, not an error", async () => {
    const { t } = s;
    const worker = createMailWorker({
      db: t.database.db,
      transport: smtpTransport("smtp://127.0.0.1:1"),
      from: "CLA Portal <no-reply@cla.test>",
      logger: createLogger("silent"),
      clock: () => new Date(),
    });
    await insertOutboxRows(t.database.db, [resetMail()], new Date());
    expect(await worker.runOnce()).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(schema.email_outbox)
      .where(eq(schema.email_outbox.status, "pending"));
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toBeTruthy();
    expect(row!.text_body).toContain(TOKEN);
  });
});

describe("file transport", () => {
  it("writes <created_at>-<id>.eml files", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cla-outbox-"));
    try {
      const transport = fileTransport(dir);
      await transport.send({
        id: "6f1d1c1e-0000-4000-8000-000000000001",
        from: "CLA Portal <no-reply@localhost>",
        to: "ada@example.org",
        subject: "Reset your password",
        text: "Hello\nhttp://portal.test/reset-password?token=abc",
        html: null,
        createdAt: "2025-03-10T09:30:00.123Z",
      });
      const files = await readdir(dir);
      expect(files).toEqual([
        emlFileName({ id: "6f1d1c1e-0000-4000-8000-000000000001", createdAt: "2025-03-10T09:30:00.123Z" }),
      ]);
      expect(files[0]).toBe("2025-03-10T09-30-00.123Z-6f1d1c1e-0000-4000-8000-000000000001.eml");
      const eml = await readFile(path.join(dir, files[0]!), "utf8");
      expect(eml).toContain("To: ada@example.org");
      expect(eml).toContain("Subject: Reset your password");
      expect(eml).toContain("reset-password?token=abc");
      expect(eml).not.toContain("\r");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("makes its folder when it is missing, also after it was removed", async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "cla-outbox-"));
    const dir = path.join(parent, "mail", "outbox");
    const message = (n: number) => ({
      id: `6f1d1c1e-0000-4000-8000-00000000000${n}`,
      from: "CLA Portal <no-reply@localhost>",
      to: "ada@example.org",
      subject: "Hello",
      text: "Hello",
      html: "<p>Hello</p>",
      createdAt: "2025-03-10T09:30:00.123Z",
    });
    try {
      const transport = fileTransport(dir);
      await transport.send(message(1));
      expect(await readdir(dir)).toEqual([emlFileName(message(1))]);
      await rm(dir, { recursive: true });
      await transport.send(message(2));
      expect(await readdir(dir)).toEqual([emlFileName(message(2))]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
