/**
 * A small leveled logger: one line per event, `<ISO time> <LEVEL> <message> key=value …`.
 * Callers pass only what may be logged; tokens, passwords and bodies are never handed to it
 * (the one exception, reset links without SMTP, is documented in docs/api.md §8). `describeError` says
 * what a line may tell of an unexpected error.
 */
import { DrizzleQueryError } from "drizzle-orm";
import type { LogLevel } from "./env.ts";

export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type LogSink = (level: Exclude<LogLevel, "silent">, line: string) => void;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

const consoleSink: LogSink = (level, line) => {
  (level === "warn" || level === "error" ? process.stderr : process.stdout).write(line + "\n");
};

function format(fields: LogFields | undefined): string {
  if (!fields) return "";
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = String(value);
      return ` ${key}=${/[\s"=]/.test(text) || text === "" ? JSON.stringify(text) : text}`;
    })
    .join("");
}

export function createLogger(level: LogLevel, sink: LogSink = consoleSink): Logger {
  const emit =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, fields?: LogFields): void => {
      if (RANK[at] < RANK[level]) return;
      sink(at, `${new Date().toISOString()} ${at.toUpperCase()} ${message}${format(fields)}`);
    };
  return { debug: emit("debug"), info: emit("info"), warn: emit("warn"), error: emit("error") };
}

/** `error`, its cause, its cause's cause… (at most 5). */
export function errorCauses(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link !== undefined && link !== null && chain.length < 5;) {
    chain.push(link);
    link = link instanceof Error ? link.cause : undefined;
  }
  return chain;
}

/** A SQLSTATE (five digits or capitals) on errors PostgreSQL or PGlite answered. */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

const MAX_STATEMENT = 500;

/**
 * What the log may say about an unexpected error (decision 134). A failed query is logged as its
 * statement (placeholders, never parameters), the SQLSTATE and, for errors of the driver itself,
 * its message. drizzle's message quotes the parameters (a new user's hash, name and email), and
 * PostgreSQL's own messages may quote a value (`invalid input syntax for type uuid: "…"`), so
 * neither is logged.
 */
export function describeError(error: unknown): {
  error: string;
  code?: string;
  query?: string;
  stack?: string;
} {
  const failed = errorCauses(error).find((link) => link instanceof DrizzleQueryError);
  if (failed) {
    const { cause } = failed;
    const code = sqlState(cause);
    const statement = failed.query.replace(/\s+/g, " ").trim();
    return {
      error:
        code !== undefined
          ? "database error"
          : `database: ${cause instanceof Error ? cause.message : "failed"}`,
      code,
      query: statement.length > MAX_STATEMENT ? `${statement.slice(0, MAX_STATEMENT)}…` : statement,
    };
  }
  if (!(error instanceof Error)) return { error: String(error) };
  return {
    error: `${error.name}: ${error.message}`,
    code: sqlState(error),
    stack: error.stack
      ?.split("\n")
      .slice(1, 4)
      .map((line) => line.trim())
      .join(" | "),
  };
}
