/**
 * A small leveled logger: one line per event, `<ISO time> <LEVEL> <message> key=value …`.
 * Callers pass only what may be logged; tokens, passwords and bodies are never handed to it
 * (the one exception, reset links without SMTP, is documented in API.md §8).
 */
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
