/**
 * The operator CLI of docs/api.md §2: `pnpm cla <command>`, on the database the server uses
 * (DATABASE_URL, or PGlite in CLA_DATA_DIR while the server is stopped). Its commands, their usage and what
 * each needs of the database are one table: src/cli/table.ts (`pnpm cla help` prints it).
 */
import { openDatabase } from "./db/index.ts";
import { loadSettings, SettingsError } from "./env.ts";
import { SeedRefusedError } from "./seed/demo.ts";
import { askHidden, readStdin, UsageError, type CliIo } from "./cli/commands.ts";
import { commandNamed, USAGE } from "./cli/table.ts";
import { terminalSafe } from "./cli/terminal.ts";

const io: CliIo = { out: (text) => process.stdout.write(text), readStdin, askHidden };

/** How the operator typed the command: `pnpm cla` in a checkout, `bin/cla` in a release (which sets CLA_PROGRAM). */
const named = (text: string) => text.replaceAll("pnpm cla ", `${process.env.CLA_PROGRAM || "pnpm cla"} `);

async function run(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    process.stdout.write(named(USAGE));
    return name === undefined ? 1 : 0;
  }
  const command = commandNamed(name);
  if (!command) throw new UsageError(`Unknown command "${name}".\n\n${USAGE}`);
  const settings = loadSettings();
  if (command.database === "none") {
    await command.run({ settings, args, io });
    return 0;
  }
  if (command.refusedInProduction && settings.nodeEnv === "production") {
    throw new UsageError(command.refusedInProduction);
  }
  // PGlite: fails with "in use by process N. Stop that process first" while the server runs.
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }).catch(
    (error: unknown) => {
      const running = error instanceof Error ? /in use by process (\d+)/.exec(error.message) : null;
      if (name !== "backup" || !running) throw error;
      throw new Error(
        `${error instanceof Error ? error.message : ""}\nOr let the running server write the snapshot: start it with BACKUP_DIR set, then kill -USR2 ${running[1]} (packages/api/README.md, Backups).`,
      );
    },
  );
  try {
    if (command.database !== "as-is") await database.migrate();
    await command.run({ database, settings, args, io });
  } finally {
    await database.close();
  }
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof SettingsError ||
      error instanceof SeedRefusedError ||
      String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS");
    const text = error instanceof Error ? error.message : String(error);
    // A known error's text shows typed values through `shown`; any other may quote a stored one (a database
    // error naming a key's value), so its controls but its line breaks are made visible too (decision 176).
    const safe = known ? text : text.split("\n").map(terminalSafe).join("\n");
    process.stderr.write(`${known ? "" : "Error: "}${named(safe)}\n`);
    process.exit(known ? 2 : 1);
  },
);
