/**
 * Where outbox rows go (docs/api.md §8): SMTP through nodemailer when SMTP_URL is set, otherwise one
 * `.eml` file per message in MAIL_OUTBOX_DIR, a local development aid.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** ISO timestamp of the outbox row. */
  createdAt: string;
}

export interface MailTransport {
  /** For the log and the start banner, without credentials. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function envelope(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === null ? {} : { html: message.html }),
    // A stable Message-ID lets a receiving server drop the duplicate of an at-least-once retry.
    messageId: `<${message.id}@cla-portal>`,
    date: new Date(message.createdAt),
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded timeouts keep one send well inside the worker's claim lease (worker.ts).
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    async send(message) {
      await transporter.sendMail(envelope(message));
    },
    close: () => transporter.close(),
  };
}

/** `<created_at>-<id>.eml`, with the timestamp's colons replaced so the name is valid everywhere. */
export function emlFileName(message: Pick<MailMessage, "id" | "createdAt">): string {
  return `${message.createdAt.replace(/:/g, "-")}-${message.id}.eml`;
}

export function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `files in ${directory}`,
    async send(message) {
      const info = await composer.sendMail(envelope(message));
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, emlFileName(message));
      // Write then rename, so a reader never sees half a message.
      const temporary = `${target}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, target);
    },
    close: () => composer.close(),
  };
}
