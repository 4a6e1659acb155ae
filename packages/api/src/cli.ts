/**
 * The operator CLI of API.md §2: `pnpm cla <command>`, on the database the server uses
 * (DATABASE_URL, or PGlite in CLA_DATA_DIR while the server is stopped).
 *
 *   pnpm cla create-user --role facilitator --email a@b.org --name "Ada Obi" [--cohort 3] [--password-stdin]
 *   pnpm cla create-cohort --name "Cohort 2025A" [--start 2025-01-06] [--end 2025-06-27]
 *   pnpm cla seed-demo
 */
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
import { hashPassword } from "./auth/passwords.ts";
import { newUserId } from "./auth/tokens.ts";
import { openDatabase, schema, type Database } from "./db/index.ts";
import { loadSettings, SettingsError } from "./env.ts";
import { uniqueViolation } from "./http/unique.ts";
import { DEMO_LOGINS, seedDemo, SeedRefusedError } from "./seed/demo.ts";

class UsageError extends Error {}

const USAGE = `Usage: pnpm cla <command> [options]

Commands:
  create-user --role <student|facilitator> --email <email> --name <name> [--cohort <id>] [--password-stdin]
      Creates an account. The password is asked for (hidden), or read from standard input with
      --password-stdin. Students need --cohort.
  create-cohort --name <name> [--start YYYY-MM-DD] [--end YYYY-MM-DD]
      Creates a cohort and prints its id.
  seed-demo
      Seeds the demo academy (refuses a database that already has users, and NODE_ENV=production).
`;

/** Validates one CLI value with a domain field schema; the message names the option. */
function field<S extends z.ZodType>(option: string, schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new UsageError(`--${option}: ${result.error.issues[0]?.message ?? FIELD_MESSAGES.invalid}`);
  }
  return result.data;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline (from `echo` or a file) is not part of the password.
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
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

async function createUser(database: Database, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      role: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      cohort: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
    },
  });
  const { db } = database;
  const roleName = values.role?.trim();
  if (!roleName) throw new UsageError("--role is required");
  const [role] = await db.select().from(schema.roles).where(eq(schema.roles.name, roleName)).limit(1);
  if (!role) throw new UsageError(`--role: no role named "${roleName}"`);
  const email = field("email", emailField, values.email);
  const name = field("name", nameField, values.name);
  const cohortId = values.cohort === undefined ? null : field("cohort", integerIdField, values.cohort);
  if (role.name === STUDENT_ROLE && cohortId === null) throw new UsageError("--cohort is required for a student");
  if (cohortId !== null) {
    const [cohort] = await db.select().from(schema.cohorts).where(eq(schema.cohorts.id, cohortId)).limit(1);
    if (!cohort) throw new UsageError(`--cohort: no cohort with id ${cohortId}`);
  }

  let password: string;
  if (values["password-stdin"]) {
    password = await readStdin();
  } else {
    password = await askHidden("Password: ");
    const again = await askHidden("Repeat the password: ");
    if (again !== password) throw new UsageError("The passwords do not match.");
  }
  password = field("password", passwordField, password);

  const id = newUserId();
  try {
    await db.insert(schema.users).values({
      id,
      name,
      email,
      password_hash: await hashPassword(password),
      cla_role_id: role.id,
      cla_cohort_id: cohortId,
    });
  } catch (error) {
    if (uniqueViolation(error) === "users_email_unique") {
      throw new UsageError(`An account with the email ${email} already exists.`);
    }
    throw error;
  }
  process.stdout.write(`Created ${role.name} ${name} <${email}> with id ${id}\n`);
}

async function createCohort(database: Database, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { name: { type: "string" }, start: { type: "string" }, end: { type: "string" } },
  });
  const name = field("name", nameField, values.name);
  const start = values.start === undefined ? null : field("start", dateField, values.start);
  const end = values.end === undefined ? null : field("end", dateField, values.end);
  if (start !== null && end !== null && end < start) throw new UsageError("--end must be on or after --start");
  try {
    const [row] = await database.db
      .insert(schema.cohorts)
      .values({ name, start_date: start, end_date: end })
      .returning({ id: schema.cohorts.id });
    process.stdout.write(`Created cohort "${name}" with id ${row!.id}\n`);
  } catch (error) {
    if (uniqueViolation(error) === "cohorts_name_unique") throw new UsageError(`A cohort named "${name}" already exists.`);
    throw error;
  }
}

async function seed(database: Database, timeZone: string): Promise<void> {
  await seedDemo(database.db, todayIn(timeZone, new Date()));
  const { first, last } = DEMO_LOGINS.moreStudents;
  process.stdout.write(
    [
      "Seeded the demo academy. Logins:",
      `  facilitator  ${DEMO_LOGINS.facilitator.email} / ${DEMO_LOGINS.facilitator.password}`,
      `  student      ${DEMO_LOGINS.student.email} / ${DEMO_LOGINS.student.password}`,
      `  students     student${first}@example.org … student${last}@example.org / ${DEMO_LOGINS.student.password}`,
      "",
    ].join("\n"),
  );
}

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    process.stdout.write(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (!["create-user", "create-cohort", "seed-demo"].includes(command)) {
    throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  const settings = loadSettings();
  if (command === "seed-demo" && settings.nodeEnv === "production") {
    throw new UsageError("The demo seed is refused in production (NODE_ENV=production).");
  }
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    await database.migrate();
    if (command === "create-user") await createUser(database, args);
    else if (command === "create-cohort") await createCohort(database, args);
    else await seed(database, settings.academyTimeZone);
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
