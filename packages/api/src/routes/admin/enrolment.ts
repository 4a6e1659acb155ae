/**
 * docs/api.md §6.15 Enrolment from a spreadsheet (admin): a CSV file (UTF-8 with or without a byte order
 * mark, comma or semicolon, header `name,email,phone_number,birthday,cohort`), parsed by csv-parse.
 * Every row is judged as sign-up judges its fields; the preview only reports, the enrolment creates
 * the `new` rows' accounts in one transaction with one set-password mail each. A second upload of the
 * same file finds every row `already_enrolled`. A fixed number of statements whatever the row count
 * (chunks of 1,000 rows aside). `judgeEnrolment` and `enrolRows` are also the CLI's `enrol`.
 */
import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import {
  API_ERRORS,
  enrolmentRowAsOf,
  FIELD_MESSAGES,
  hasInvalidCharacters,
  parseIntegerId,
  STUDENT_ROLE,
  type EnrolmentResponse,
  type EnrolmentRowResult,
} from "@cla/domain";
import { newUserId } from "../../auth/tokens.ts";
import { logActivity, type Actor } from "../../db/activity.ts";
import { executeRows, schema, type Queryable } from "../../db/index.ts";
import { cohortNameKey } from "../../db/schema.ts";
import { onUnique } from "../../db/unique.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError, invalidField } from "../../http/errors.ts";
import { validateFields } from "../../http/validate.ts";
import { write, type MailQueue } from "../../http/write.ts";
import { sendSetPasswordLinks } from "./links.ts";

const { users, roles, cohorts } = schema;

export const ENROLMENT_COLUMNS = ["name", "email", "phone_number", "birthday", "cohort"] as const;
type Column = (typeof ENROLMENT_COLUMNS)[number];

/** A judged row with what enrolling it needs. */
export interface JudgedRow extends EnrolmentRowResult {
  phone_number: string | null;
  birthday: string | null;
}

/** The file's records with their line numbers; 422 under `csv` for a file that is not CSV or has no header. */
export function readCsv(text: string): { line: number; values: Record<Column, string> }[] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  // The header decides: a semicolon in it and no comma means a semicolon-separated file.
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw invalidField("csv", FIELD_MESSAGES.csvUnreadable);
  }
  const [header, ...rows] = records;
  const names = header?.record.map((name) => name.trim().toLowerCase()) ?? [];
  if (!ENROLMENT_COLUMNS.every((column) => names.includes(column))) {
    throw invalidField("csv", FIELD_MESSAGES.csvHeader);
  }
  if (rows.length === 0) throw invalidField("csv", FIELD_MESSAGES.csvEmpty);
  const index = Object.fromEntries(ENROLMENT_COLUMNS.map((column) => [column, names.indexOf(column)]));
  return rows.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(
      ENROLMENT_COLUMNS.map((column) => [column, record[index[column]!] ?? ""]),
    ) as Record<Column, string>,
  }));
}

/**
 * The cohorts the file's texts name, by text: compared in the database as the names' unique index compares
 * them (cohortNameKey: letter case and surrounding space ignored), so a text names at most one cohort. One
 * statement of one text whatever the file (the texts as one JSON parameter).
 */
async function cohortsNamed(db: Queryable, texts: readonly string[]): Promise<Map<string, number>> {
  // NUL or a lone surrogate is in no name (and not in a JSON text PostgreSQL reads)
  const named = texts.filter((text) => text !== "" && !hasInvalidCharacters(text));
  if (named.length === 0) return new Map();
  const rows = await executeRows<{ text: string; id: number }>(
    db,
    sql`SELECT named.text, ${cohorts.id} AS id
      FROM jsonb_array_elements_text(${JSON.stringify(named)}::jsonb) AS named(text)
      JOIN ${cohorts} ON ${cohortNameKey(cohorts.name)} = ${cohortNameKey(sql`named.text`)}`,
  );
  return new Map(rows.map((r) => [r.text, Number(r.id)]));
}

/** Judges every row: new, already enrolled (same email, same cohort), conflict (the email elsewhere), error. */
export async function judgeEnrolment(db: Queryable, text: string, day: string): Promise<JudgedRow[]> {
  const records = readCsv(text);
  const ids = new Set((await db.select({ id: cohorts.id }).from(cohorts)).map((c) => c.id));
  const byName = await cohortsNamed(db, [...new Set(records.map((r) => r.values.cohort.trim()))]);
  const schemaOfDay = enrolmentRowAsOf(day);

  const judged: JudgedRow[] = [];
  const seen = new Set<string>();
  for (const { line, values } of records) {
    const v = validateFields(schemaOfDay, values);
    const errors: Record<string, string[]> = { ...v.errors };
    const cohortText = values.cohort.trim();
    let cohortId: number | null = null;
    if (cohortText === "") errors.cohort = [FIELD_MESSAGES.required];
    else {
      const asId = parseIntegerId(cohortText);
      cohortId = asId !== null && ids.has(asId) ? asId : (byName.get(cohortText) ?? null);
      if (cohortId === null) errors.cohort = [FIELD_MESSAGES.doesNotExist];
    }
    const email = v.data.email ?? values.email.trim();
    if (v.has("email")) {
      if (seen.has(email)) errors.email = [FIELD_MESSAGES.duplicateInFile];
      seen.add(email);
    }
    const failed = Object.keys(errors).length > 0;
    judged.push({
      line,
      name: v.data.name ?? values.name.trim(),
      email,
      cohort: cohortText,
      cla_cohort_id: cohortId,
      status: failed ? "error" : "new",
      errors: failed ? errors : null,
      phone_number: v.data.phone_number ?? null,
      birthday: v.data.birthday ?? null,
    });
  }

  // Accounts that already have a row's email: one statement per 1,000 emails.
  const emails = judged.filter((r) => r.status === "new").map((r) => r.email);
  const existing = new Map<string, { cla_cohort_id: number | null; role: string }>();
  for (let start = 0; start < emails.length; start += 1000) {
    const found = await db
      .select({ email: users.email, cla_cohort_id: users.cla_cohort_id, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(inArray(users.email, emails.slice(start, start + 1000)));
    for (const row of found) existing.set(row.email, row);
  }
  for (const row of judged) {
    const account = row.status === "new" ? existing.get(row.email) : undefined;
    if (!account) continue;
    if (account.role === STUDENT_ROLE && account.cla_cohort_id === row.cla_cohort_id) {
      row.status = "already_enrolled";
    } else {
      row.status = "conflict";
      row.errors = { email: [API_ERRORS.emailTaken] };
    }
  }
  return judged;
}

/** Creates the `new` rows' students without a password, their set-password mails and log entries. */
export async function enrolRows(
  tx: Queryable,
  mail: MailQueue,
  rows: readonly JudgedRow[],
  options: { now: Date; publicBaseUrl: string; actor: Actor | null },
): Promise<number> {
  const fresh = rows.filter((r) => r.status === "new").map((r) => ({ ...r, id: newUserId() }));
  if (fresh.length === 0) return 0;
  const [student] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, STUDENT_ROLE));
  for (let start = 0; start < fresh.length; start += 1000) {
    const chunk = fresh.slice(start, start + 1000);
    await tx.insert(users).values(
      chunk.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        password_hash: null,
        cla_role_id: student!.id,
        cla_cohort_id: r.cla_cohort_id,
        phone_number: r.phone_number,
        birthday: r.birthday,
      })),
    );
    await logActivity(
      tx,
      ...chunk.map((r) => ({
        kind: "user.enrolled",
        actor: options.actor,
        user: { id: r.id, name: r.name },
        subject: { id: String(r.cla_cohort_id), name: r.cohort },
        details: { email: r.email, line: r.line },
      })),
    );
  }
  await sendSetPasswordLinks(tx, mail, fresh, { ...options, invitation: true });
  return fresh.length;
}

export function enrolmentAnswer(rows: readonly JudgedRow[], enrolled: number): EnrolmentResponse {
  const counts = { new: 0, already_enrolled: 0, conflict: 0, error: 0 };
  for (const row of rows) counts[row.status]++;
  return {
    rows: rows.map(({ phone_number: _p, birthday: _b, ...row }) => row),
    counts,
    enrolled,
  };
}

export async function previewEnrolment(c: AppContext) {
  const rows = await judgeEnrolment(c.var.deps.database.db, c.var.body as string, today(c));
  return c.json(enrolmentAnswer(rows, 0));
}

export async function enrol(c: AppContext) {
  const who = caller(c);
  const rows = await judgeEnrolment(c.var.deps.database.db, c.var.body as string, today(c));
  // 12: an account made meanwhile with one of the emails refuses the whole file (nothing is enrolled).
  const enrolled = await onUnique(
    () =>
      write(c, (tx, mail) =>
        enrolRows(tx, mail, rows, {
          now: c.var.now,
          publicBaseUrl: c.var.deps.settings.publicBaseUrl,
          actor: { id: who.id, name: who.name },
        }),
      ),
    { users_email_unique: apiError(409, API_ERRORS.emailTaken) },
  );
  // What was `new` is enrolled now.
  return c.json(enrolmentAnswer(rows, enrolled));
}
