/**
 * The administration of docs/api.md §6.15 from a terminal (`pnpm cla <command>`): the same record
 * functions as the endpoints, in one transaction each, with `pnpm cla` as the activity log's actor. Mail
 * is queued in the outbox; the server's mail worker sends it (at its next poll, or when it starts).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import {
  dateField,
  emailField,
  FIELD_MESSAGES,
  integerIdField,
  nameField,
  parseUserId,
  todayIn,
} from "@cla/domain";
import { CLI_ACTOR } from "../db/activity.ts";
import { schema, type Database } from "../db/index.ts";
import { uniqueViolation } from "../db/unique.ts";
import type { Settings } from "../env.ts";
import { ApiError } from "../http/errors.ts";
import { parseActivityFilter, readActivity } from "../routes/admin/activity.ts";
import { datesOutOfOrder, updateCohortRecord } from "../routes/admin/cohorts.ts";
import { enrolmentAnswer, enrolRows, judgeEnrolment } from "../routes/admin/enrolment.ts";
import {
  checkInvitation,
  checkPersonChanges,
  inviteRecord,
  resetLinkRecord,
  selectPeople,
  updatePersonRecord,
  type PersonChanges,
} from "../routes/admin/people.ts";
import {
  field,
  requireRole,
  SIGNUP_OPTIONS,
  signupRule,
  stringOptions,
  UsageError,
  type CliIo,
} from "./commands.ts";
import { cliWrite } from "./write.ts";
import { shown } from "./terminal.ts";

export type CliSettings = Pick<Settings, "publicBaseUrl" | "academyTimeZone">;

/** The first message of a 422 of the shared checks, as the CLI says it: `--option: message`. */
function firstError(errors: Record<string, string>, options: Record<string, string>): void {
  const [key, message] = Object.entries(errors)[0] ?? [];
  if (key !== undefined) throw new UsageError(`--${options[key] ?? key}: ${message}`);
}

async function person(database: Database, raw: string | undefined) {
  const id = parseUserId(raw ?? "");
  if (id === null)
    throw new UsageError(`--user: ${raw === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalid}`);
  const [found] = await selectPeople(database.db, eq(schema.users.id, id));
  if (!found) throw new UsageError(`--user: no user with id ${id}`);
  return found;
}

/** `edit-cohort --id N [--name] [--start D|none] [--end D|none] [--open|--closed|--automatic]`. */
export async function editCohort(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { ...stringOptions("id", "name", "start", "end"), ...SIGNUP_OPTIONS },
  });
  const id = field("id", integerIdField, values.id);
  const [cohort] = await database.db.select().from(schema.cohorts).where(eq(schema.cohorts.id, id));
  if (!cohort) throw new UsageError(`--id: no cohort with id ${id}`);
  const date = (option: "start" | "end", value: string | undefined) =>
    value === undefined ? undefined : value === "none" ? null : field(option, dateField, value);
  const open_for_signup = signupRule(values);
  const changes = {
    ...(values.name !== undefined && { name: field("name", nameField, values.name) }),
    ...(values.start !== undefined && { start_date: date("start", values.start) }),
    ...(values.end !== undefined && { end_date: date("end", values.end) }),
    ...(open_for_signup !== undefined && { open_for_signup }),
  };
  if (datesOutOfOrder(cohort, changes)) throw new UsageError("--end must be on or after --start");
  try {
    await cliWrite(database, (tx) => updateCohortRecord(tx, id, changes));
  } catch (error) {
    if (uniqueViolation(error) === "cohorts_name_unique")
      throw new UsageError(shown`A cohort named "${changes.name}" already exists.`);
    throw error;
  }
  io.out(`Updated cohort ${id}\n`);
}

/** `invite --role facilitator|admin --email E --name N [--cohort ID]`. */
export async function invite(
  database: Database,
  settings: CliSettings,
  args: string[],
  io: CliIo,
): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("role", "email", "name", "cohort") });
  const input = {
    cla_role_id: (await requireRole(database, values.role)).id,
    email: field("email", emailField, values.email),
    name: field("name", nameField, values.name),
    cla_cohort_id: values.cohort === undefined ? null : field("cohort", integerIdField, values.cohort),
  };
  firstError(await checkInvitation(database.db, input), { cla_role_id: "role", cla_cohort_id: "cohort" });
  try {
    const { id } = await cliWrite(database, (tx, mail) =>
      inviteRecord(tx, mail, input, {
        now: new Date(),
        publicBaseUrl: settings.publicBaseUrl,
        actor: CLI_ACTOR,
      }),
    );
    io.out(shown`Invited ${input.name} <${input.email}> with id ${id}; the set-password mail is queued\n`);
  } catch (error) {
    if (uniqueViolation(error) === "users_email_unique")
      throw new UsageError(shown`An account with the email ${input.email} already exists.`);
    throw error;
  }
}

async function changePerson(
  database: Database,
  rawUser: string | undefined,
  changes: PersonChanges,
  io: CliIo,
) {
  const who = await person(database, rawUser);
  firstError(await checkPersonChanges(database.db, who, changes), {
    cla_role_id: "role",
    cla_cohort_id: "cohort",
  });
  await cliWrite(database, (tx) => updatePersonRecord(tx, who.id, changes, new Date()));
  io.out(shown`Updated ${who.name} (${who.id})\n`);
}

/** `move --user ID --cohort ID`. */
export async function move(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("user", "cohort") });
  await changePerson(
    database,
    values.user,
    { cla_cohort_id: field("cohort", integerIdField, values.cohort) },
    io,
  );
}

/** `set-role --user ID --role NAME [--cohort ID]`. */
export async function setRole(database: Database, args: string[], io: CliIo): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("user", "role", "cohort") });
  const changes: PersonChanges = { cla_role_id: (await requireRole(database, values.role)).id };
  if (values.cohort !== undefined) changes.cla_cohort_id = field("cohort", integerIdField, values.cohort);
  await changePerson(database, values.user, changes, io);
}

/** `deactivate --user ID` and `reactivate --user ID`. */
export async function setActive(
  database: Database,
  active: boolean,
  args: string[],
  io: CliIo,
): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("user") });
  await changePerson(database, values.user, { active }, io);
}

/** `reset-link --user ID`. */
export async function resetLink(
  database: Database,
  settings: CliSettings,
  args: string[],
  io: CliIo,
): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("user") });
  const who = await person(database, values.user);
  if (!who.active) throw new UsageError(shown`${who.name} is deactivated: reactivate them first.`);
  await cliWrite(database, (tx, mail) =>
    resetLinkRecord(tx, mail, who, {
      now: new Date(),
      publicBaseUrl: settings.publicBaseUrl,
      actor: CLI_ACTOR,
    }),
  );
  io.out(shown`Queued a set-password link for ${who.name} <${who.email}>\n`);
}

/** `enrol <file.csv> [--preview]`: prints every row's status, then enrols the new ones (not with --preview). */
export async function enrolFile(
  database: Database,
  settings: CliSettings,
  args: string[],
  io: CliIo,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { preview: { type: "boolean" } },
  });
  if (positionals.length !== 1) throw new UsageError("enrol takes one CSV file name.");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(positionals[0]!));
  } catch {
    throw new UsageError(`Cannot read ${positionals[0]} as a UTF-8 file.`);
  }
  const day = todayIn(settings.academyTimeZone, new Date());
  let rows;
  try {
    rows = await judgeEnrolment(database.db, text, day);
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(`${positionals[0]}: ${JSON.stringify(error.body)}`);
    throw error;
  }
  const enrolled = values.preview
    ? 0
    : await cliWrite(database, (tx, mail) =>
        enrolRows(tx, mail, rows, {
          now: new Date(),
          publicBaseUrl: settings.publicBaseUrl,
          actor: CLI_ACTOR,
        }),
      );
  const answer = enrolmentAnswer(rows, enrolled);
  for (const row of answer.rows) {
    const reasons = row.errors
      ? ` (${Object.entries(row.errors)
          .map(([key, messages]) => `${key}: ${messages.join(", ")}`)
          .join("; ")})`
      : "";
    io.out(shown`line ${row.line}: ${row.status} ${row.email}${reasons}\n`);
  }
  const { counts } = answer;
  io.out(
    `${counts.new} new, ${counts.already_enrolled} already enrolled, ${counts.conflict} conflict, ${counts.error} error; enrolled ${enrolled}\n`,
  );
}

/** `activity [--user ID] [--kind K] [--from D] [--to D] [--limit N]`: newest first, one line each. */
export async function activity(
  database: Database,
  settings: CliSettings,
  args: string[],
  io: CliIo,
): Promise<void> {
  const { values } = parseArgs({ args, options: stringOptions("user", "kind", "from", "to", "limit") });
  let filter;
  try {
    filter = parseActivityFilter({
      cla_user_id: values.user,
      kind: values.kind,
      from: values.from,
      to: values.to,
      limit: values.limit,
    });
  } catch (error) {
    if (error instanceof ApiError) throw new UsageError(JSON.stringify(error.body));
    throw error;
  }
  const { entries } = await readActivity(database.db, filter, settings.academyTimeZone);
  for (const e of entries) {
    const parts = [
      e.created_at,
      e.kind,
      `by ${e.actor_name ?? "the server"}`,
      e.user_name === null ? "" : `for ${e.user_name} (${e.user_id})`,
      e.subject_name === null ? "" : `"${e.subject_name}"`,
      Object.keys(e.details).length === 0 ? "" : JSON.stringify(e.details),
    ];
    io.out(shown`${parts.filter(Boolean).join("  ")}\n`);
  }
}
