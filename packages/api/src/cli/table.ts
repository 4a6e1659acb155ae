/**
 * The operator CLI's commands, each written once (docs/api.md §2): its name, its usage, what it needs of the
 * database and what it runs. src/cli.ts dispatches from this table and prints its usage; bin/cla forwards every
 * command but `start` and `version` here.
 */
import { parseArgs } from "node:util";
import type { Database } from "../db/index.ts";
import type { Settings } from "../env.ts";
import { remindersCommand } from "../reminders/reminders.ts";
import * as admin from "./admin-commands.ts";
import * as extensions from "./extension-commands.ts";
import { backup, createCohort, createUser, restore, seed, type CliIo } from "./commands.ts";
import { shown } from "./terminal.ts";

export interface CommandContext {
  /** The opened database; migrated unless the command says `database: "as-is"`. */
  database: Database;
  settings: Settings;
  args: string[];
  io: CliIo;
}

interface DatabaseCommand {
  name: string;
  /** Options after the name, then what it does, as the usage prints them. */
  synopsis: string;
  help: string;
  /** "migrated" (the default): brought to this version first; "as-is": opened and read as it is (backup). */
  database?: "migrated" | "as-is";
  /** Why it is refused with NODE_ENV=production, if it is. */
  refusedInProduction?: string;
  run(context: CommandContext): Promise<void>;
}

/** A command that runs before any database is opened (restore fills an empty data directory). */
interface FileCommand {
  name: string;
  synopsis: string;
  help: string;
  database: "none";
  run(context: Omit<CommandContext, "database">): Promise<void>;
}

export type Command = DatabaseCommand | FileCommand;

export const COMMANDS: readonly Command[] = [
  {
    name: "create-user",
    synopsis:
      "--role <student|facilitator|admin> --email <email> --name <name> [--cohort <id>] [--password-stdin]",
    help: `Creates an account. The password is asked for (hidden), or read from standard input with
--password-stdin. Students need --cohort.`,
    run: ({ database, args, io }) => createUser(database, args, io),
  },
  {
    name: "create-cohort",
    synopsis: "--name <name> [--start YYYY-MM-DD] [--end YYYY-MM-DD] [--open|--closed|--automatic]",
    help: `Creates a cohort and prints its id. Sign-up: --automatic (the default) offers it until its start
date passes, --open until it ends, --closed never.`,
    run: ({ database, args, io }) => createCohort(database, args, io),
  },
  {
    name: "edit-cohort",
    synopsis:
      "--id <id> [--name <name>] [--start YYYY-MM-DD|none] [--end YYYY-MM-DD|none] [--open|--closed|--automatic]",
    help: "Changes a cohort (--open lets students sign up into a cohort that has started).",
    run: ({ database, args, io }) => admin.editCohort(database, args, io),
  },
  {
    name: "invite",
    synopsis: "--role <facilitator|admin> --email <email> --name <name> [--cohort <id>]",
    help: "Creates an account without a password and queues a set-password mail (valid 7 days).",
    run: ({ database, settings, args, io }) => admin.invite(database, settings, args, io),
  },
  {
    name: "move",
    synopsis: "--user <id> --cohort <id>",
    help: "Moves a student to another cohort (docs/api.md §6.15).",
    run: ({ database, args, io }) => admin.move(database, args, io),
  },
  {
    name: "set-role",
    synopsis: "--user <id> --role <name> [--cohort <id>]",
    help: "Changes a person's role.",
    run: ({ database, args, io }) => admin.setRole(database, args, io),
  },
  {
    name: "deactivate",
    synopsis: "--user <id>",
    help: "Locks a person out: their sessions end at once; nothing is deleted.",
    run: ({ database, args, io }) => admin.setActive(database, false, args, io),
  },
  {
    name: "reactivate",
    synopsis: "--user <id>",
    help: "Lets a deactivated person back in.",
    run: ({ database, args, io }) => admin.setActive(database, true, args, io),
  },
  {
    name: "reset-link",
    synopsis: "--user <id>",
    help: "Queues a set-password mail (valid 7 days) for an active person.",
    run: ({ database, settings, args, io }) => admin.resetLink(database, settings, args, io),
  },
  {
    name: "enrol",
    synopsis: "<file.csv> [--preview]",
    help: `Judges a CSV file (name,email,phone_number,birthday,cohort) row by row and, without --preview,
enrols the new rows in one transaction with one set-password mail each.`,
    run: ({ database, settings, args, io }) => admin.enrolFile(database, settings, args, io),
  },
  {
    name: "activity",
    synopsis: "[--user <id>] [--kind <kind>] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--limit <1-200>]",
    help: "Prints the activity log, newest first.",
    run: ({ database, settings, args, io }) => admin.activity(database, settings, args, io),
  },
  {
    name: "reminders",
    synopsis: "[--dry-run]",
    help: `Sends the due-date and live-class reminders due now that no one has sent (docs/api.md §8.1), as the
running server's sweep does; --dry-run only lists them.`,
    run: async ({ database, settings, args, io }) => {
      const { values } = parseArgs({ args, options: { "dry-run": { type: "boolean" } } });
      await remindersCommand({ database, settings }, new Date(), values["dry-run"] === true, (text) =>
        io.out(shown`${text}`),
      );
    },
  },
  {
    name: "extensions",
    synopsis: "--kind <assignment|contribution|cbt> --item <id>",
    help: "Prints the extensions granted on an item (docs/api.md §6.17).",
    run: ({ database, args, io }) => extensions.listExtensions(database, args, io),
  },
  {
    name: "extend",
    synopsis: "--kind <kind> --item <id> --due YYYY-MM-DD --reason <text> --user <id> [--user <id> …]",
    help: `Grants students of the item's cohort a later due date (one who has one gets the new date and
reason).`,
    run: ({ database, args, io }) => extensions.extend(database, args, io),
  },
  {
    name: "extension-revoke",
    synopsis: "--id <extension id>",
    help: "Revokes an extension: the item's due date applies to the student again.",
    run: ({ database, args, io }) => extensions.revokeExtension(database, args, io),
  },
  {
    name: "seed-demo",
    synopsis: "",
    help: "Seeds the demo academy (refuses a database that already has users, and NODE_ENV=production).",
    refusedInProduction: "The demo seed is refused in production (NODE_ENV=production).",
    run: ({ database, settings, io }) => seed(database, settings.academyTimeZone, io),
  },
  {
    name: "backup",
    synopsis: "<file>",
    help: `Embedded database (no DATABASE_URL) only: writes a snapshot of CLA_DATA_DIR's database to
<file> (a new file). Stop the server first, or let the running server write snapshots itself
(BACKUP_DIR, then kill -USR2 <pid>, or on a schedule). With PostgreSQL use pg_dump.`,
    database: "as-is",
    run: ({ database, args, io }) => backup(database, args, io),
  },
  {
    name: "restore",
    synopsis: "<file>",
    help: `Embedded database only: restores a backup (either kind) into CLA_DATA_DIR, which must hold no
database yet.`,
    database: "none",
    run: ({ settings, args, io }) =>
      restore(settings.databaseUrl === null ? settings.dataDir : null, args, io),
  },
];

const indent = (text: string) => text.replaceAll("\n", "\n      ");

export const USAGE = `Usage: pnpm cla <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name}${c.synopsis ? ` ${c.synopsis}` : ""}\n      ${indent(c.help)}\n`).join("")}`;

export const commandNamed = (name: string): Command | undefined => COMMANDS.find((c) => c.name === name);
