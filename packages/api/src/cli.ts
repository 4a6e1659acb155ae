/**
 * The operator CLI of docs/api.md §2: `pnpm cla <command>`, on the database the server uses
 * (DATABASE_URL, or PGlite in CLA_DATA_DIR while the server is stopped). Commands: src/cli/commands.ts.
 *
 *   pnpm cla create-user --role facilitator --email a@b.org --name "Ada Obi" [--cohort 3] [--password-stdin]
 *   pnpm cla create-cohort --name "Cohort 2025A" [--start 2025-01-06] [--end 2025-06-27]
 *   pnpm cla edit-cohort | invite | move | set-role | deactivate | reactivate | reset-link | enrol | activity
 *     (the administration of docs/api.md §6.15, src/cli/admin-commands.ts)
 *   pnpm cla seed-demo
 *   pnpm cla backup <file> | pnpm cla restore <file>   (embedded database only; while the server runs,
 *                                                      it writes snapshots itself: BACKUP_DIR, SIGUSR2)
 */
import { openDatabase } from "./db/index.ts";
import { loadSettings, SettingsError } from "./env.ts";
import { SeedRefusedError } from "./seed/demo.ts";
import {
  askHidden,
  backup,
  createCohort,
  createUser,
  readStdin,
  restore,
  seed,
  UsageError,
  USAGE,
  type CliIo,
} from "./cli/commands.ts";
import * as admin from "./cli/admin-commands.ts";

const COMMANDS = [
  "create-user",
  "create-cohort",
  "edit-cohort",
  "invite",
  "move",
  "set-role",
  "deactivate",
  "reactivate",
  "reset-link",
  "enrol",
  "activity",
  "seed-demo",
  "backup",
  "restore",
];

const io: CliIo = { out: (text) => process.stdout.write(text), readStdin, askHidden };

/** How the operator typed the command: `pnpm cla` in a checkout, `bin/cla` in a release (which sets CLA_PROGRAM). */
const named = (text: string) => text.replaceAll("pnpm cla ", `${process.env.CLA_PROGRAM || "pnpm cla"} `);

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(named(USAGE));
    return command === undefined ? 1 : 0;
  }
  if (!COMMANDS.includes(command)) {
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  const settings = loadSettings();
  if (command === "seed-demo" && settings.nodeEnv === "production") {
    throw new UsageError("The demo seed is refused in production (NODE_ENV=production).");
  }
  if (command === "restore") {
    await restore(settings.databaseUrl === null ? settings.dataDir : null, args, io);
    return 0;
  }
  // PGlite: fails with "in use by process N. Stop that process first" while the server runs.
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }).catch(
    (error: unknown) => {
      const running = error instanceof Error ? /in use by process (\d+)/.exec(error.message) : null;
      if (command !== "backup" || !running) throw error;
      throw new Error(
        `${error instanceof Error ? error.message : ""}\nOr let the running server write the snapshot: start it with BACKUP_DIR set, then kill -USR2 ${running[1]} (packages/api/README.md, Backups).`,
      );
    },
  );
  if (command === "backup") {
    try {
      await backup(database, args, io);
    } finally {
      await database.close();
    }
    return 0;
  }
  try {
    await database.migrate();
    if (command === "create-user") await createUser(database, args, io);
    else if (command === "create-cohort") await createCohort(database, args, io);
    else if (command === "edit-cohort") await admin.editCohort(database, args, io);
    else if (command === "invite") await admin.invite(database, settings, args, io);
    else if (command === "move") await admin.move(database, args, io);
    else if (command === "set-role") await admin.setRole(database, args, io);
    else if (command === "deactivate" || command === "reactivate")
      await admin.setActive(database, command === "reactivate", args, io);
    else if (command === "reset-link") await admin.resetLink(database, settings, args, io);
    else if (command === "enrol") await admin.enrolFile(database, settings, args, io);
    else if (command === "activity") await admin.activity(database, settings, args, io);
    else await seed(database, settings.academyTimeZone, io);
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
    process.stderr.write(`${known ? "" : "Error: "}${named(text)}\n`);
    process.exit(known ? 2 : 1);
  },
);
