/**
 * `node log-to-file.mjs <log file> <command> [args…]`: runs the command with its output passed through
 * and also appended to <log file>, so a test run can read what the server logged (portal/log-check.ts).
 * Signals are passed on to the command.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

const [logFile, command, ...args] = process.argv.slice(2);
if (!logFile || !command) {
  console.error("usage: node log-to-file.mjs <log file> <command> [args…]");
  process.exit(2);
}
const log = createWriteStream(logFile, { flags: "a" });
const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
child.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
child.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
process.on("SIGINT", () => child.kill("SIGINT"));
process.on("SIGTERM", () => child.kill("SIGTERM"));
child.on("exit", (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
