/**
 * The commands of the operator CLI (docs/api.md §2), separate from the process entry (src/cli.ts) so
 * tests run them against a test database.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import {
  dateField,
  emailField,
  FIELD_MESSAGES,
  integerIdField,
  nameField,
  passwordField,
  STUDENT_ROLE,
  todayIn,
} from "@cla/domain";
import type { z } from "zod";
import { hashPassword } from "../auth/passwords.ts";
import { newUserId } from "../auth/tokens.ts";
import { restorePgliteDataDir, schema, type Database } from "../db/index.ts";
import { uniqueViolation } from "../db/unique.ts";
import { DEMO_LOGINS, seedDemo } from "../seed/demo.ts";
import { CLI_ACTOR, logActivity } from "../db/activity.ts";
import { createCohortRecord } from "../routes/admin/cohorts.ts";
import { shown } from "./terminal.ts";
import { cliWrite } from "./write.ts";

/** How a command talks to the operator; tests replace it. */
export interface CliIo {
  out(text: string): void;
  /** All of standard input (--password-stdin). */
  readStdin(): Promise<string>;
  /** A question on the terminal whose answer is not echoed. */
  askHidden(question: string): Promise<string>;
}

export class UsageError extends Error {}

const POSTGRES_BACKUP =
  "backup and restore are for the embedded database; with DATABASE_URL (PostgreSQL) use pg_dump and pg_restore (packages/api/README.md).";

function fileArgument(command: string, args: string[]): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1)
    throw new UsageError(`${command} takes one file name: pnpm cla ${command} <file>`);
  return positionals[0]!;
}

/** `backup <file>`: a gzipped tar of the embedded database, written to a new file (decision 142). */
export async function backup(database: Database, args: string[], io: CliIo): Promise<void> {
  const file = fileArgument("backup", args);
  if (!database.dumpDataDir) throw new UsageError(POSTGRES_BACKUP);
  const archive = await database.dumpDataDir();
  try {
    writeFileSync(file, archive, { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new UsageError(`${file} already exists; choose a new file name.`);
    throw error;
  }
  io.out(`Backed up the embedded database to ${file} (${archive.byteLength} bytes)\n`);
}

/** `restore <file>` into an empty CLA_DATA_DIR (decision 142). */
export async function restore(dataDir: string | null, args: string[], io: CliIo): Promise<void> {
  const file = fileArgument("restore", args);
  if (dataDir === null) throw new UsageError(POSTGRES_BACKUP);
  let archive: Uint8Array;
  try {
    archive = readFileSync(file);
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
  await restorePgliteDataDir(dataDir, archive);
  io.out(`Restored ${file} into ${dataDir}\n`);
}

/** Validates one CLI value with a domain field schema; the message names the option. */
export function field<S extends z.ZodType>(option: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new UsageError(`--${option}: ${result.error.issues[0]?.message ?? FIELD_MESSAGES.invalid}`);
  }
  return result.data;
}

/** `parseArgs` options for flags that take a value: `--name N` for each name. */
export function stringOptions<K extends string>(...names: K[]): Record<K, { type: "string" }> {
  return Object.fromEntries(names.map((name) => [name, { type: "string" }])) as Record<K, { type: "string" }>;
}

/** The flags of a cohort's sign-up rule (docs/api.md §6.15): `--open`, `--closed`, `--automatic`. */
export const SIGNUP_OPTIONS = {
  open: { type: "boolean" },
  closed: { type: "boolean" },
  automatic: { type: "boolean" },
} as const;

const SIGNUP_RULES = { open: true, closed: false, automatic: null } as const;

/** The `open_for_signup` the flags name, or undefined without one; two of them are a usage error. */
export function signupRule(values: {
  open?: boolean;
  closed?: boolean;
  automatic?: boolean;
}): boolean | null | undefined {
  const chosen = (Object.keys(SIGNUP_RULES) as (keyof typeof SIGNUP_RULES)[]).filter((flag) => values[flag]);
  if (chosen.length > 1) throw new UsageError("choose one of --open, --closed and --automatic");
  return chosen.length === 0 ? undefined : SIGNUP_RULES[chosen[0]!];
}

export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline (from `echo` or a file) is not part of the password.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
export function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new UsageError("No terminal to ask for the password: use --password-stdin.");
  }
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => {}; // hide the characters as they are typed
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** The role named by `--role`, or a usage error. */
export async function requireRole({ db }: Database, raw: string | undefined) {
  const name = raw?.trim();
  if (!name) throw new UsageError("--role is required");
  const [role] = await db.select().from(schema.roles).where(eq(schema.roles.name, name)).limit(1);
  if (!role) throw new UsageError(`--role: no role named "${name}"`);
  return role;
}

export async function createUser(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      ...stringOptions("role", "email", "name", "cohort"),
      "password-stdin": { type: "boolean", default: false },
    },
  });
  const { db } = database;
  const role = await requireRole(database, values.role);
  const email = field("email", emailField, values.email);
  const name = field("name", nameField, values.name);
  const cohortId = values.cohort === undefined ? null : field("cohort", integerIdField, values.cohort);
  if (role.name === STUDENT_ROLE && cohortId === null)
    throw new UsageError("--cohort is required for a student");
  if (cohortId !== null) {
    const [cohort] = await db.select().from(schema.cohorts).where(eq(schema.cohorts.id, cohortId)).limit(1);
    if (!cohort) throw new UsageError(`--cohort: no cohort with id ${cohortId}`);
  }

  let password: string;
  if (values["password-stdin"]) {
    password = await io.readStdin();
  } else {
    password = await io.askHidden("Password: ");
    const again = await io.askHidden("Repeat the password: ");
    if (again !== password) throw new UsageError("The passwords do not match.");
  }
  password = field("password", passwordField, password);

  const id = newUserId();
  const passwordHash = await hashPassword(password);
  try {
    await cliWrite(database, async (tx) => {
      await tx.insert(schema.users).values({
        id,
        name,
        email,
        password_hash: passwordHash,
        cla_role_id: role.id,
        cla_cohort_id: cohortId,
      });
      await logActivity(tx, {
        kind: "user.created",
        actor: CLI_ACTOR,
        user: { id, name },
        details: { role: role.name },
      });
    });
  } catch (error) {
    if (uniqueViolation(error) === "users_email_unique") {
      throw new UsageError(shown`An account with the email ${email} already exists.`);
    }
    throw error;
  }
  io.out(shown`Created ${role.name} ${name} <${email}> with id ${id}\n`);
}

export async function createCohort(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { ...stringOptions("name", "start", "end"), ...SIGNUP_OPTIONS },
  });
  const name = field("name", nameField, values.name);
  const start = values.start === undefined ? null : field("start", dateField, values.start);
  const end = values.end === undefined ? null : field("end", dateField, values.end);
  if (start !== null && end !== null && end < start)
    throw new UsageError("--end must be on or after --start");
  const open_for_signup = signupRule(values);
  try {
    const id = await cliWrite(database, (tx) =>
      createCohortRecord(tx, { name, start_date: start, end_date: end, open_for_signup }),
    );
    io.out(shown`Created cohort "${name}" with id ${id}\n`);
  } catch (error) {
    if (uniqueViolation(error) === "cohorts_name_unique")
      throw new UsageError(shown`A cohort named "${name}" already exists.`);
    throw error;
  }
}

export async function seed(database: Database, timeZone: string, io: CliIo): Promise<void> {
  await seedDemo(database.db, todayIn(timeZone, new Date()));
  const { first, last } = DEMO_LOGINS.moreStudents;
  io.out(
    [
      "Seeded the demo academy. Logins:",
      `  admin        ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
      `  facilitator  ${DEMO_LOGINS.facilitator.email} / ${DEMO_LOGINS.facilitator.password}`,
      `  student      ${DEMO_LOGINS.student.email} / ${DEMO_LOGINS.student.password}`,
      `  students     student${first}@example.org … student${last}@example.org / ${DEMO_LOGINS.student.password}`,
      `  graduate     ${DEMO_LOGINS.graduate.email} / ${DEMO_LOGINS.graduate.password} (cohort completed: /certificate)`,
      "",
    ].join("\n"),
  );
}
