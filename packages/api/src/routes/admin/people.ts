/**
 * docs/api.md §6.15 People (admin): the list, a person's cohort, role and status, invitations and
 * set-password links. The record functions are also the operator CLI's (invite, move, set-role,
 * deactivate, reactivate, reset-link).
 */
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_ROLE,
  API_ERRORS,
  API_MESSAGES,
  FACILITATOR_ROLE,
  FIELD_MESSAGES,
  invitation,
  nameMatches,
  parseIntegerId,
  parseUserId,
  peopleQuery,
  personUpdate,
  sortByName,
  STUDENT_ROLE,
  WRAPPERS,
  type Person,
} from "@cla/domain";
import { newUserId } from "../../auth/tokens.ts";
import { logActivity, type Actor } from "../../db/activity.ts";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { onUnique } from "../../db/unique.ts";
import { userColumns } from "../../db/user-row.ts";
import { toDbTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { apiError, invalidFields } from "../../http/errors.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write, type MailQueue } from "../../http/write.ts";
import { resetLink } from "../../mail/templates.ts";
import { findCohort, findOr404 } from "../../records/lookup.ts";
import { roleById, toUserJson } from "../account/users.ts";
import { revokeSetPasswordLinks, sendSetPasswordLinks } from "./links.ts";

const { users, roles, cohorts, sessions, calendar_feeds } = schema;

export const PERSON_STATUSES = ["active", "deactivated"] as const;
const ROLE_NAMES: readonly string[] = [STUDENT_ROLE, FACILITATOR_ROLE, ADMIN_ROLE];

const emailTaken = () => ({ users_email_unique: apiError(409, API_ERRORS.emailTaken) });

/** `Person` rows (docs/api.md §5 User, with `active` and `password_set`); add a condition. */
export async function selectPeople(db: Queryable, where?: SQL): Promise<Person[]> {
  const rows = await db
    .select({
      ...userColumns,
      active: users.active,
      password_set: sql<boolean>`${users.password_hash} IS NOT NULL`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.cla_role_id))
    .leftJoin(cohorts, eq(cohorts.id, users.cla_cohort_id))
    .where(where);
  return sortByName(rows).map((row) => ({
    ...toUserJson(row),
    active: row.active,
    password_set: row.password_set,
  }));
}

async function requirePerson(db: Queryable, raw: unknown): Promise<Person> {
  return findOr404("User", parseUserId(raw), async (id) => {
    const [row] = await selectPeople(db, eq(users.id, id));
    return row;
  });
}

export async function listPeople(c: AppContext) {
  const { db } = c.var.deps.database;
  // 8: a named cohort must exist; 10: the other filters' values.
  const query = validateQuery(c, peopleQuery);
  const cohortId = query.cla_cohort_id === undefined ? undefined : parseIntegerId(query.cla_cohort_id);
  if (cohortId === null || (cohortId !== undefined && !(await findCohort(db, cohortId)))) {
    throw apiError(404, API_ERRORS.thingNotFound("Cohort"));
  }
  const errors: Record<string, string[]> = {};
  if (query.role !== undefined && !ROLE_NAMES.includes(query.role)) errors.role = [FIELD_MESSAGES.invalid];
  if (query.status !== undefined && !(PERSON_STATUSES as readonly string[]).includes(query.status))
    errors.status = [FIELD_MESSAGES.invalid];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  const conditions: SQL[] = [];
  if (cohortId !== undefined) conditions.push(eq(users.cla_cohort_id, cohortId));
  if (query.role !== undefined) conditions.push(eq(roles.name, query.role));
  if (query.status !== undefined) conditions.push(eq(users.active, query.status === "active"));
  const people = await selectPeople(db, and(...conditions));
  // `q` in application code (decision 179): the same rule on both engines, accents and case ignored in any script.
  const { q } = query;
  return c.json({
    users: q === undefined ? people : people.filter((person) => nameMatches(person.name, q, person.email)),
  });
}

export interface PersonChanges {
  cla_cohort_id?: number | null;
  cla_role_id?: number;
  active?: boolean;
}

/**
 * Moves, changes the role of, or deactivates / reactivates one person (the users trigger logs each
 * change). Deactivating ends every session at once, revokes their calendar feed's URL (a reactivated
 * person asks for a new one, docs/decisions/175) and every outstanding reset or invitation link (decision 176:
 * a link mailed before cannot set a password during the deactivation or after a reactivation); nothing else of
 * theirs changes.
 */
export async function updatePersonRecord(
  tx: Queryable,
  id: string,
  changes: PersonChanges,
  now: Date,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await tx
    .update(users)
    .set({ ...changes, updated_at: clockTimestamp() })
    .where(eq(users.id, id));
  if (changes.active === false) {
    await tx
      .update(sessions)
      .set({ revoked_at: toDbTimestamp(now) })
      .where(and(eq(sessions.user_id, id), isNull(sessions.revoked_at)));
    await tx.delete(calendar_feeds).where(eq(calendar_feeds.user_id, id));
    await revokeSetPasswordLinks(tx, [id], now);
  }
}

/**
 * The checks of PUT cla_users/{id} on values (step 10): the role and the cohort exist, and a student
 * ends up with a cohort. Shared with the CLI, which reports the first message.
 */
export async function checkPersonChanges(
  db: Queryable,
  person: Pick<Person, "cla_role_id" | "cla_cohort_id">,
  changes: PersonChanges,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const role = changes.cla_role_id === undefined ? undefined : await roleById(db, changes.cla_role_id);
  if (changes.cla_role_id !== undefined && !role) errors.cla_role_id = FIELD_MESSAGES.doesNotExist;
  if (changes.cla_cohort_id != null && !(await findCohort(db, changes.cla_cohort_id))) {
    errors.cla_cohort_id = FIELD_MESSAGES.doesNotExist;
  }
  const roleName =
    role?.name ?? (changes.cla_role_id === undefined ? await roleNameOf(db, person.cla_role_id) : null);
  const cohortId = changes.cla_cohort_id !== undefined ? changes.cla_cohort_id : person.cla_cohort_id;
  if (roleName === STUDENT_ROLE && cohortId === null && !errors.cla_cohort_id) {
    errors.cla_cohort_id = FIELD_MESSAGES.required;
  }
  return errors;
}

async function roleNameOf(db: Queryable, id: number): Promise<string | null> {
  return (await roleById(db, id))?.name ?? null;
}

export async function updatePerson(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 7, 8
  const raw = wrapper(c, WRAPPERS.person);
  const person = await requirePerson(db, c.req.param("id"));
  // 10
  const v = validateFields(personUpdate, raw);
  const changes: PersonChanges = {};
  if (v.data.cla_role_id !== undefined) changes.cla_role_id = v.data.cla_role_id;
  if (v.data.cla_cohort_id !== undefined) changes.cla_cohort_id = v.data.cla_cohort_id;
  if (v.data.active !== undefined) changes.active = v.data.active;
  for (const [key, message] of Object.entries(await checkPersonChanges(db, person, changes)))
    v.add(key, message);
  v.valid();
  // 11: an admin cannot take their own rights or lock themselves out.
  const ownRights =
    (changes.cla_role_id !== undefined && changes.cla_role_id !== person.cla_role_id) ||
    changes.active === false;
  if (person.id === who.id && ownRights) throw apiError(403, API_ERRORS.cannotChangeOwnAccount);
  await write(c, (tx) => updatePersonRecord(tx, person.id, changes, c.var.now));
  return c.json((await selectPeople(db, eq(users.id, person.id)))[0]!);
}

export interface InvitationInput {
  name: string;
  email: string;
  cla_role_id: number;
  cla_cohort_id?: number | null;
}

/** Creates the account without a password and queues its set-password mail; the new id and the link's token. */
export async function inviteRecord(
  tx: Queryable,
  mail: MailQueue,
  input: InvitationInput,
  options: { now: Date; publicBaseUrl: string; actor: Actor | null },
): Promise<{ id: string; token: string }> {
  const id = newUserId();
  await tx.insert(users).values({
    id,
    name: input.name,
    email: input.email,
    password_hash: null,
    cla_role_id: input.cla_role_id,
    cla_cohort_id: input.cla_cohort_id ?? null,
  });
  const tokens = await sendSetPasswordLinks(tx, mail, [{ id, name: input.name, email: input.email }], {
    now: options.now,
    publicBaseUrl: options.publicBaseUrl,
    invitation: true,
  });
  const role = await roleById(tx, input.cla_role_id);
  await logActivity(tx, {
    kind: "user.invited",
    actor: options.actor,
    user: { id, name: input.name },
    details: { role: role?.name ?? null, email: input.email },
  });
  return { id, token: tokens.get(id)! };
}

/** Step 10 of an invitation: the role exists and is staff, the cohort exists. */
export async function checkInvitation(
  db: Queryable,
  input: Partial<InvitationInput>,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (input.cla_role_id !== undefined) {
    const role = await roleById(db, input.cla_role_id);
    if (!role) errors.cla_role_id = FIELD_MESSAGES.doesNotExist;
    else if (role.name === STUDENT_ROLE) errors.cla_role_id = FIELD_MESSAGES.mustBeStaffRole;
  }
  if (input.cla_cohort_id != null && !(await findCohort(db, input.cla_cohort_id))) {
    errors.cla_cohort_id = FIELD_MESSAGES.doesNotExist;
  }
  return errors;
}

function logLinkWithoutSmtp(c: AppContext, to: string, token: string): void {
  const { settings, logger } = c.var.deps;
  // Without SMTP the link is logged too, a local development aid (docs/api.md §8).
  if (settings.smtpUrl === null) {
    logger.info("password reset link (SMTP_URL unset)", {
      to,
      link: resetLink(settings.publicBaseUrl, token),
    });
  }
}

export async function invitePerson(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 7, 10
  const v = validateFields(invitation, wrapper(c, WRAPPERS.person));
  for (const [key, message] of Object.entries(await checkInvitation(db, v.data))) v.add(key, message);
  const input = v.valid();
  // 12
  const { id, token } = await onUnique(
    () =>
      write(c, (tx, mail) =>
        inviteRecord(tx, mail, input, {
          now: c.var.now,
          publicBaseUrl: c.var.deps.settings.publicBaseUrl,
          actor: { id: who.id, name: who.name },
        }),
      ),
    emailTaken(),
  );
  logLinkWithoutSmtp(c, input.email, token);
  return c.json((await selectPeople(db, eq(users.id, id)))[0]!, 201);
}

/** Queues a set-password link (7 days) for an active person; the token. */
export async function resetLinkRecord(
  tx: Queryable,
  mail: MailQueue,
  person: Pick<Person, "id" | "name" | "email">,
  options: { now: Date; publicBaseUrl: string; actor: Actor | null },
): Promise<string> {
  const tokens = await sendSetPasswordLinks(tx, mail, [person], {
    now: options.now,
    publicBaseUrl: options.publicBaseUrl,
    invitation: false,
  });
  await logActivity(tx, {
    kind: "user.reset_link_sent",
    actor: options.actor,
    user: { id: person.id, name: person.name },
  });
  return tokens.get(person.id)!;
}

export async function sendResetLink(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 8
  const person = await requirePerson(db, c.req.param("id"));
  // 11: a deactivated person could not use it.
  if (!person.active) throw apiError(409, API_ERRORS.personDeactivated);
  const token = await write(c, (tx, mail) =>
    resetLinkRecord(tx, mail, person, {
      now: c.var.now,
      publicBaseUrl: c.var.deps.settings.publicBaseUrl,
      actor: { id: who.id, name: who.name },
    }),
  );
  logLinkWithoutSmtp(c, person.email, token);
  return c.json({ message: API_MESSAGES.resetLinkSentTo });
}
