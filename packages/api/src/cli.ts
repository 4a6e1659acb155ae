/**
 * The operator CLI of docs/api.md §2: `pnpm cla <command>`, on the database the server uses
 * (DATABASE_URL, or PGlite in CLA_DATA_DIR while the server is stopped). Commands: src/cli/commands.ts.
 *
 *   pnpm cla create-user --role facilitator --email a@b.org --name "Ada Obi" [--cohort 3] [--password-stdin]
 *   pnpm cla create-cohort --name "Cohort 2025A" [--start 2025-01-06] [--end 2025-06-27]
 *   pnpm cla edit-cohort | invite | move | set-role | deactivate | reactivate | reset-link | enrol | activity
 *     (the administration of docs/api.md §6.15, src/cli/admin-commands.ts)
 *   pnpm cla seed-demo
 *   pnpm cla backup <file> | pnpm cla restore <file>   (embedded database only)
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
import {
  activity,
  editCohort,
  enrolFile,
  invite,
  move,
  resetLink,
  setActive,
  setRole,
} from "./cli/admin-commands.ts";

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

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(USAGE);
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
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
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
    else if (command === "edit-cohort") await editCohort(database, args, io);
    else if (command === "invite") await invite(database, settings, args, io);
    else if (command === "move") await move(database, args, io);
    else if (command === "set-role") await setRole(database, args, io);
    else if (command === "deactivate" || command === "reactivate")
      await setActive(database, command === "reactivate", args, io);
    else if (command === "reset-link") await resetLink(database, settings, args, io);
    else if (command === "enrol") await enrolFile(database, settings, args, io);
    else if (command === "activity") await activity(database, settings, args, io);
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
    process.stderr.write(`${known ? "" : "Error: "}${text}\n`);
    process.exit(known ? 2 : 1);
  },
);
