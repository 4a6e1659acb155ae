/** docs/api.md §6.8 Announcements. Steps of §3.4 are numbered in comments. */
import { and, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import {
  announcementCreate,
  announcementsQuery,
  announcementUpdate,
  API_MESSAGES,
  FIELD_MESSAGES,
  parseUuid,
  WRAPPERS,
  type Announcement,
} from "@cla/domain";
import type { Caller } from "../../auth/sessions.ts";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { toTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { outOfScope } from "../../http/errors.ts";
import type { FieldValidation } from "../../http/validate.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { announcementMail, announcementNotice } from "../../mail/templates.ts";
import { refuseCohortChange, sentFields } from "../../records/changes.ts";
import {
  activeStudentOf,
  findCohort,
  findOr404,
  findUser,
  first,
  isStudentOf,
  requireCohort,
} from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";

const { announcements, users, roles } = schema;

type AnnouncementRow = typeof announcements.$inferSelect;

/** Announcements matching `where` with the addressee's name, newest first (§1.6: created_at desc, id desc). */
async function selectAnnouncements(db: Queryable, where: SQL | undefined): Promise<Announcement[]> {
  const rows = await db
    .select({ announcement: announcements, student_name: users.name })
    .from(announcements)
    .leftJoin(users, eq(users.id, announcements.cla_user_id))
    .where(where)
    .orderBy(desc(announcements.created_at), desc(announcements.id));
  return rows.map(({ announcement: a, student_name }) => ({
    id: a.id,
    title: a.title,
    content: a.content,
    cla_cohort_id: a.cla_cohort_id,
    cla_user_id: a.cla_user_id,
    student_name: a.cla_user_id === null ? null : student_name,
    created_at: toTimestamp(a.created_at),
    updated_at: toTimestamp(a.updated_at),
  }));
}

function announcementJson(db: Queryable, id: string): Promise<Announcement> {
  return findOr404("Announcement", id, (id) => first(selectAnnouncements(db, eq(announcements.id, id))));
}

function requireAnnouncement(db: Queryable, raw: unknown): Promise<AnnouncementRow> {
  return findOr404("Announcement", parseUuid(raw), (id) =>
    first(db.select().from(announcements).where(eq(announcements.id, id)).limit(1)),
  );
}

/** What a student may read: their cohort's general announcements and those addressed to them. */
function visibleTo(student: Caller): SQL | undefined {
  if (student.cla_cohort_id === null) return undefined;
  return and(
    eq(announcements.cla_cohort_id, student.cla_cohort_id),
    or(isNull(announcements.cla_user_id), eq(announcements.cla_user_id, student.id)),
  );
}

/** `cla_user_id`, when given, must be a student of the announcement's cohort (step 10). */
async function checkAddressee(
  db: Queryable,
  v: FieldValidation<{ cla_user_id?: string | null }>,
  cohortId: number | undefined,
): Promise<void> {
  if (!v.has("cla_user_id") || v.data.cla_user_id === null) return;
  const user = await findUser(db, v.data.cla_user_id);
  if (!user) v.add("cla_user_id", FIELD_MESSAGES.doesNotExist);
  else if (cohortId !== undefined && !isStudentOf(user, cohortId)) {
    v.add("cla_user_id", FIELD_MESSAGES.mustBeStudentOfCohort);
  }
}

export async function listAnnouncements(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 8, 9
  const query = validateQuery(c, announcementsQuery);
  const cohort = query.cla_cohort_id === undefined ? undefined : await requireCohort(db, query.cla_cohort_id);
  if (cohort) ensureCohortScope(who, cohort.id);
  if (who.isFacilitator) {
    // Without a cohort a facilitator gets [] (chosen); with one, every announcement of it.
    if (!cohort) return c.json([]);
    return c.json(await selectAnnouncements(db, eq(announcements.cla_cohort_id, cohort.id)));
  }
  const where = visibleTo(who);
  return c.json(where === undefined ? [] : await selectAnnouncements(db, where));
}

export async function getAnnouncement(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const announcement = await requireAnnouncement(db, c.req.param("id"));
  // 9: never another cohort's, never one addressed to another student.
  if (!who.isFacilitator) {
    ensureCohortScope(who, announcement.cla_cohort_id);
    if (announcement.cla_user_id !== null && announcement.cla_user_id !== who.id) throw outOfScope();
  }
  return c.json(await announcementJson(db, announcement.id));
}

export async function createAnnouncement(c: AppContext) {
  const { db } = c.var.deps.database;
  const { publicBaseUrl } = c.var.deps.settings;
  const v = validateFields(announcementCreate, wrapper(c, WRAPPERS.announcement));
  const cohort = v.has("cla_cohort_id") ? await findCohort(db, v.data.cla_cohort_id) : undefined;
  if (v.has("cla_cohort_id") && !cohort) v.add("cla_cohort_id", FIELD_MESSAGES.doesNotExist);
  await checkAddressee(db, v, cohort?.id);
  const input = v.valid();
  const addressee = input.cla_user_id ?? null;

  const id = await write(c, async (tx, mail) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        cla_cohort_id: input.cla_cohort_id,
        cla_user_id: addressee,
        title: input.title,
        content: input.content,
      })
      .returning({ id: announcements.id });
    // One outbox row per recipient, in this transaction (§8): the addressee, or every student of the cohort.
    const recipients = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.cla_role_id))
      .where(addressee === null ? activeStudentOf(input.cla_cohort_id) : eq(users.id, addressee));
    await mail.queue(
      ...recipients.map((r) =>
        announcementMail({ to: r.email, title: input.title, content: input.content, publicBaseUrl }),
      ),
    );
    await mail.notify(...recipients.map((r) => announcementNotice(r.id, input)));
    return row!.id;
  });
  return c.json(await announcementJson(db, id), 201);
}

export async function updateAnnouncement(c: AppContext) {
  const { db } = c.var.deps.database;
  const raw = wrapper(c, WRAPPERS.announcement);
  const announcement = await requireAnnouncement(db, c.req.param("id"));
  const v = validateFields(announcementUpdate, raw);
  // Announcements never change cohort (chosen).
  refuseCohortChange(v, announcement.cla_cohort_id);
  await checkAddressee(db, v, announcement.cla_cohort_id);
  const input = v.valid();
  // No mail on update (chosen).
  await write(c, (tx) =>
    tx
      .update(announcements)
      // A cla_user_id of null or "" makes it general; absent keeps the addressee.
      .set({ ...sentFields(input, ["cla_cohort_id"]), updated_at: clockTimestamp() })
      .where(eq(announcements.id, announcement.id)),
  );
  return c.json(await announcementJson(db, announcement.id));
}

export async function deleteAnnouncement(c: AppContext) {
  const announcement = await requireAnnouncement(c.var.deps.database.db, c.req.param("id"));
  await write(c, (tx) => tx.delete(announcements).where(eq(announcements.id, announcement.id)));
  return c.json({ message: API_MESSAGES.announcementDeleted });
}
