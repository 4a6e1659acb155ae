/**
 * The database of docs/api.md §9, for drizzle-orm and drizzle-kit.
 *
 * Property names are the SQL column names (snake_case), which are also the JSON field names of
 * docs/api.md §5, so rows map to responses without a renaming layer. Date, time, timestamp and numeric
 * columns are strings (`mode: "string"`); src/db/values.ts converts them in one place.
 */
import { sql, type SQLWrapper } from "drizzle-orm";
import { NOTIFICATION_KINDS } from "@cla/domain";
import {
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

// `clock_timestamp()`, not `now()`: rows inserted in one transaction keep their insertion order (§9).
const createdAt = () =>
  timestamp({ withTimezone: true, mode: "string" })
    .notNull()
    .default(sql`clock_timestamp()`);
const updatedAt = () =>
  timestamp({ withTimezone: true, mode: "string" })
    .notNull()
    .default(sql`clock_timestamp()`);
const uuidKey = () => uuid().primaryKey().defaultRandom();

export const roles = pgTable(
  "roles",
  {
    // By default (not always) so the migration that creates the two roles can give them ids 1 and 2.
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    self_signup: boolean().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("roles_name_unique").on(t.name)],
);

/** A cohort name as its unique index compares it: the database's lower case, spaces trimmed. */
export const cohortNameKey = (name: SQLWrapper) => sql`lower(btrim(${name}))`;

export const cohorts = pgTable(
  "cohorts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    start_date: date({ mode: "string" }),
    end_date: date({ mode: "string" }),
    // Sign-up (docs/api.md §6.15, decision 174): null, automatic: offered while the cohort has not started;
    // true: opened by an admin, offered until it ends; false: closed.
    open_for_signup: boolean(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  // One name regardless of letter case and surrounding space (decision 176): the enrolment file
  // names a cohort by the same expression (cohortNameKey).
  (t) => [uniqueIndex("cohorts_name_unique").on(cohortNameKey(t.name))],
);

export const users = pgTable(
  "users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    // NULL: invited or enrolled, no password set yet (the set-password link sets it); cannot sign in.
    password_hash: text(),
    cla_role_id: integer()
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
    cla_cohort_id: integer().references(() => cohorts.id, { onDelete: "restrict" }),
    phone_number: text(),
    birthday: date({ mode: "string" }),
    // The language the person chose (decision 184): en, fr, es, pt, sw or ar; NULL until they choose.
    locale: text(),
    /** The person's IANA time zone for reminders and digests; null: the academy's (ACADEMY_TIME_ZONE). */
    time_zone: text(),
    // false: deactivated (docs/api.md §6.15): cannot sign in, hidden from the pickers, nothing deleted.
    active: boolean().notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_cla_role_id_idx").on(t.cla_role_id),
    index("users_cla_cohort_id_idx").on(t.cla_cohort_id),
    check("users_locale_check", sql`${t.locale} IN ('en', 'fr', 'es', 'pt', 'sw', 'ar')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuidKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: char({ length: 64 }).notNull(),
    expires_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    revoked_at: timestamp({ withTimezone: true, mode: "string" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_unique").on(t.token_hash),
    index("sessions_user_id_idx").on(t.user_id),
  ],
);

export const password_reset_tokens = pgTable(
  "password_reset_tokens",
  {
    id: uuidKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: char({ length: 64 }).notNull(),
    expires_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    // Also set when a newer token supersedes this one.
    used_at: timestamp({ withTimezone: true, mode: "string" }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash_unique").on(t.token_hash),
    index("password_reset_tokens_user_id_idx").on(t.user_id),
  ],
);

export const courses = pgTable(
  "courses",
  {
    id: uuidKey(),
    cla_cohort_id: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: "restrict" }),
    name: text().notNull(),
    description: text().notNull(),
    start_date: date({ mode: "string" }).notNull(),
    end_date: date({ mode: "string" }).notNull(),
    lecture_notes_url: text(),
    lecture_video_url: text(),
    additional_reading_url: text(),
    cla_user_id: text().references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("courses_cohort_name_unique").on(t.cla_cohort_id, sql`lower(${t.name})`),
    check("courses_dates_check", sql`${t.end_date} >= ${t.start_date}`),
    index("courses_cla_cohort_id_idx").on(t.cla_cohort_id),
    index("courses_cla_user_id_idx").on(t.cla_user_id),
  ],
);

export const topics = pgTable(
  "topics",
  {
    id: uuidKey(),
    cla_course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index("topics_cla_course_id_idx").on(t.cla_course_id)],
);

/** The columns assignments, contributions and cbts share (docs/api.md §9). */
const assessmentColumns = () => ({
  id: uuidKey(),
  cla_course_id: uuid()
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" }),
  // A copy of the course's cohort (§9 invariants).
  cla_cohort_id: integer()
    .notNull()
    .references(() => cohorts.id, { onDelete: "restrict" }),
  name: text().notNull(),
  description: text().notNull(),
  due_date: date({ mode: "string" }).notNull(),
  cla_user_id: text().references(() => users.id, { onDelete: "set null" }),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

const assessmentIndexes = (
  name: string,
  t: { cla_course_id: AnyPgColumn; cla_cohort_id: AnyPgColumn; cla_user_id: AnyPgColumn },
) => [
  index(`${name}_cla_course_id_idx`).on(t.cla_course_id),
  index(`${name}_cla_cohort_id_idx`).on(t.cla_cohort_id),
  index(`${name}_cla_user_id_idx`).on(t.cla_user_id),
];

/** assignments, contributions and cbts share one shape (docs/api.md §9). */
function assessmentTable<N extends "assignments" | "contributions">(name: N) {
  return pgTable(name, assessmentColumns(), (t) => assessmentIndexes(name, t));
}

export const assignments = assessmentTable("assignments");
export const contributions = assessmentTable("contributions");
/**
 * A CBT is an assessment with, when it is taken in the portal (docs/api.md §6.14), a time limit and
 * whether each student gets the questions and options in an order of their own.
 */
export const cbts = pgTable(
  "cbts",
  {
    ...assessmentColumns(),
    /** Whole minutes 1–300; null: until the end of the due day. */
    time_limit_minutes: integer(),
    shuffle: boolean().notNull().default(false),
  },
  (t) => [
    ...assessmentIndexes("cbts", t),
    check("cbts_time_limit_check", sql`${t.time_limit_minutes} BETWEEN 1 AND 300`),
  ],
);

const scoreCheck = (name: string, score: unknown) =>
  check(`${name}_score_check`, sql`${score} BETWEEN 0 AND 100`);

/** Columns every score table has besides its item key and student key (docs/api.md §9). */
const scoreColumns = () => ({
  cla_facilitator_id: text().references(() => users.id, { onDelete: "set null" }),
  cla_cohort_id: integer()
    .notNull()
    .references(() => cohorts.id, { onDelete: "restrict" }),
  cla_course_id: uuid()
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" }),
  score: numeric({ precision: 5, scale: 2 }).notNull(),
  /** The facilitator's written comment, given with the score and final with it (docs/api.md §6.6). */
  comment: text(),
  created_at: createdAt(),
});

const itemKeyColumn = () => uuid().notNull();
const studentKeyColumn = () => text().notNull();

/**
 * A score table (docs/api.md §9): its item key referencing `items`, its student key, the columns of
 * `scoreColumns` and `extra`; one score per (item, student).
 */
function scoreTable<
  N extends "submissions" | "contribution_scores" | "cbt_scores",
  I extends string,
  S extends string,
  E extends Record<string, ReturnType<typeof text>>,
>(name: N, itemKey: I, items: () => AnyPgColumn, studentKey: S, extra: E) {
  const keys = {
    [itemKey]: itemKeyColumn().references(items, { onDelete: "cascade" }),
    [studentKey]: studentKeyColumn().references(() => users.id, { onDelete: "cascade" }),
  } as Record<I, ReturnType<typeof itemKeyColumn>> & Record<S, ReturnType<typeof studentKeyColumn>>;
  return pgTable(name, { id: uuidKey(), ...keys, ...scoreColumns(), ...extra }, (t) => [
    uniqueIndex(`${name}_item_student_unique`).on(t[itemKey], t[studentKey]),
    scoreCheck(name, t.score),
    index(`${name}_${studentKey}_idx`).on(t[studentKey]),
    index(`${name}_cla_facilitator_id_idx`).on(t.cla_facilitator_id),
    index(`${name}_cla_cohort_id_idx`).on(t.cla_cohort_id),
    index(`${name}_cla_course_id_idx`).on(t.cla_course_id),
  ]);
}

export const submissions = scoreTable(
  "submissions",
  "cla_assignment_id",
  () => assignments.id,
  "cla_student_id",
  { download_link: text() },
);
export const contribution_scores = scoreTable(
  "contribution_scores",
  "cla_contribution_id",
  () => contributions.id,
  "cla_user_id",
  {},
);
export const cbt_scores = scoreTable("cbt_scores", "cla_cbt_id", () => cbts.id, "cla_user_id", {});

export const live_classes = pgTable(
  "live_classes",
  {
    id: uuidKey(),
    cla_course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    cla_cohort_id: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: "restrict" }),
    name: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    time: time().notNull(),
    duration: integer().notNull(),
    zoom_link: text().notNull(),
    cla_user_id: text().references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check("live_classes_duration_check", sql`${t.duration} BETWEEN 1 AND 1440`),
    index("live_classes_cla_course_id_idx").on(t.cla_course_id),
    index("live_classes_cla_cohort_id_idx").on(t.cla_cohort_id),
    index("live_classes_cla_user_id_idx").on(t.cla_user_id),
    index("live_classes_date_idx").on(t.date),
  ],
);

/**
 * The first time a student opened a live class's join link from the portal while it ran (docs/api.md §6.7):
 * one row per class and student; the register shows it and pre-selects Present, never marks by itself.
 */
export const live_class_joins = pgTable(
  "live_class_joins",
  {
    cla_live_class_id: uuid()
      .notNull()
      .references(() => live_classes.id, { onDelete: "cascade" }),
    cla_user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joined_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cla_live_class_id, t.cla_user_id] }),
    index("live_class_joins_cla_user_id_idx").on(t.cla_user_id),
  ],
);

export const attendances = pgTable(
  "attendances",
  {
    id: uuidKey(),
    cla_live_class_id: uuid()
      .notNull()
      .references(() => live_classes.id, { onDelete: "cascade" }),
    cla_user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cla_facilitator_id: text().references(() => users.id, { onDelete: "set null" }),
    cla_cohort_id: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: "restrict" }),
    cla_course_id: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    present: boolean().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("attendances_class_user_unique").on(t.cla_live_class_id, t.cla_user_id),
    index("attendances_cla_user_id_idx").on(t.cla_user_id),
    index("attendances_cla_facilitator_id_idx").on(t.cla_facilitator_id),
    index("attendances_cla_cohort_id_idx").on(t.cla_cohort_id),
    index("attendances_cla_course_id_idx").on(t.cla_course_id),
  ],
);

export const announcements = pgTable(
  "announcements",
  {
    id: uuidKey(),
    cla_cohort_id: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: "cascade" }),
    // The addressee; null = general (the whole cohort).
    cla_user_id: text().references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    content: text().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("announcements_cla_cohort_id_idx").on(t.cla_cohort_id),
    index("announcements_cla_user_id_idx").on(t.cla_user_id),
  ],
);

export const email_outbox = pgTable(
  "email_outbox",
  {
    id: uuidKey(),
    kind: text({ enum: ["password_reset", "announcement", "score_posted", "reminder"] }).notNull(),
    to_address: text().notNull(),
    subject: text().notNull(),
    text_body: text().notNull(),
    html_body: text(),
    status: text({ enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    next_attempt_at: timestamp({ withTimezone: true, mode: "string" })
      .notNull()
      .default(sql`clock_timestamp()`),
    last_error: text(),
    sent_at: timestamp({ withTimezone: true, mode: "string" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      "email_outbox_kind_check",
      sql`${t.kind} IN ('password_reset', 'announcement', 'score_posted', 'reminder')`,
    ),
    check("email_outbox_status_check", sql`${t.status} IN ('pending', 'sent', 'failed')`),
    index("email_outbox_status_next_attempt_idx").on(t.status, t.next_attempt_at),
  ],
);

/** Certificates of completion (docs/api.md §6.11): names as they were at issue, one per student and cohort. */
export const certificates = pgTable(
  "certificates",
  {
    id: uuidKey(),
    // `CLA-XXXX-XXXX-XXXX`, upper case with hyphens (the canonical form lookups normalise to).
    code: text().notNull(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cla_cohort_id: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: "restrict" }),
    name: text().notNull(),
    cla_cohort_name: text().notNull(),
    // The cohort's courses at issue, in course order.
    courses: jsonb().$type<{ id: string; name: string }[]>().notNull(),
    completed_on: date({ mode: "string" }).notNull(),
    issued_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("certificates_code_unique").on(t.code),
    // Two concurrent first calls issue one certificate; also the index of user_id.
    uniqueIndex("certificates_user_cohort_unique").on(t.user_id, t.cla_cohort_id),
    index("certificates_cla_cohort_id_idx").on(t.cla_cohort_id),
  ],
);

export const rate_limit_events = pgTable(
  "rate_limit_events",
  {
    id: uuidKey(),
    // certificate_lookup: a public certificate lookup (docs/api.md §6.11); calendar_feed: one fetch of a calendar
    // feed (docs/api.md §6.12); sign_up: an account created by sign-up (§6.1); all three keyed by client IP.
    kind: text({
      enum: ["sign_in", "forgot_password", "certificate_lookup", "calendar_feed", "sign_up"],
    }).notNull(),
    // The normalised email or the client IP (docs/api.md §3.5).
    key: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check(
      "rate_limit_events_kind_check",
      sql`${t.kind} IN ('sign_in', 'forgot_password', 'certificate_lookup', 'calendar_feed', 'sign_up')`,
    ),
    index("rate_limit_events_kind_key_created_idx").on(t.kind, t.key, t.created_at),
  ],
);

// ── Calendar feed (docs/api.md §6.12) ──
/** One secret feed per user; only the SHA-256 of the secret is stored, like session tokens. */
export const calendar_feeds = pgTable(
  "calendar_feeds",
  {
    id: uuidKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret_hash: char({ length: 64 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_user_id_unique").on(t.user_id),
    uniqueIndex("calendar_feeds_secret_hash_unique").on(t.secret_hash),
  ],
);

// ── Work handed in (docs/api.md §6.13, docs/decisions/157) ──
/**
 * A student's hand-in for one assignment or one contribution: exactly one of the two item columns is
 * set (one table for both kinds, as their routes are one implementation, decision 130), and each
 * (item, student) has at most one row. It goes with its item and with its student (CASCADE).
 */
export const works = pgTable(
  "works",
  {
    id: uuidKey(),
    cla_assignment_id: uuid().references(() => assignments.id, { onDelete: "cascade" }),
    cla_contribution_id: uuid().references(() => contributions.id, { onDelete: "cascade" }),
    cla_student_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text(),
    // At most 5 http(s) URLs, in the order sent.
    links: jsonb().$type<string[]>().notNull(),
    /** The first hand-in. */
    submitted_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    created_at: createdAt(),
    /** The last hand-in or update; `late` is judged on it. */
    updated_at: updatedAt(),
  },
  (t) => [
    check("works_one_item", sql`num_nonnulls(${t.cla_assignment_id}, ${t.cla_contribution_id}) = 1`),
    uniqueIndex("works_assignment_student_unique").on(t.cla_assignment_id, t.cla_student_id),
    uniqueIndex("works_contribution_student_unique").on(t.cla_contribution_id, t.cla_student_id),
    index("works_cla_student_id_idx").on(t.cla_student_id),
  ],
);

/**
 * bytea. Written and read as base64 text (`decode`/`encode`, db/file-store.ts), never as a bytea
 * parameter: PGlite converts bytea parameters and results byte by byte in JavaScript (10 MiB took
 * 33 s to write and 6 s to read, against about 1 s and 0.2 s as base64), and both engines then move
 * the same text.
 */
const bytes = customType<{ data: string; driverData: string }>({ dataType: () => "bytea" });

/**
 * A file a student uploaded. Its bytes are in `bytes` on PostgreSQL, and a file named by `sha256`
 * beside PGlite's data (null `bytes`), where the database would block the server's thread
 * (db/file-store.ts, docs/decisions/181). `work_id` is null until a PUT work attaches it; a file belongs to at most one
 * work, goes with it, and one left unattached for 24 hours is deleted at its owner's next upload.
 */
export const work_files = pgTable(
  "work_files",
  {
    id: uuidKey(),
    cla_student_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    work_id: uuid().references(() => works.id, { onDelete: "cascade" }),
    /** The file name as sent, made safe (docs/api.md §6.13). */
    name: text().notNull(),
    /** The type its content was found to be, never the type the client sent. */
    content_type: text().notNull(),
    /** The number of bytes, which count toward the student's 100 MiB. */
    size: integer().notNull(),
    /** The SHA-256 of the bytes, in hexadecimal: the name of their file on PGlite. */
    sha256: text().notNull(),
    bytes: bytes(),
    created_at: createdAt(),
  },
  (t) => [
    index("work_files_cla_student_id_idx").on(t.cla_student_id),
    index("work_files_work_id_idx").on(t.work_id),
  ],
);

// ── Extensions (docs/api.md §6.17, docs/decisions/186) ──
/**
 * A later due date for one student on one item (an assignment, a contribution or a CBT), granted by a
 * facilitator with a reason: exactly one of the three item columns is set, at most one extension per
 * (item, student). The student's own due date is the later of the item's and this one (records/extensions.ts),
 * so moving the item's date later never shortens it. It goes with its item and with its student (CASCADE).
 */
export const extensions = pgTable(
  "extensions",
  {
    id: uuidKey(),
    cla_assignment_id: uuid().references(() => assignments.id, { onDelete: "cascade" }),
    cla_contribution_id: uuid().references(() => contributions.id, { onDelete: "cascade" }),
    cla_cbt_id: uuid().references(() => cbts.id, { onDelete: "cascade" }),
    cla_student_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    due_date: date({ mode: "string" }).notNull(),
    reason: text().notNull(),
    /** Who granted it, or changed it last. */
    cla_facilitator_id: text().references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check(
      "extensions_one_item",
      sql`num_nonnulls(${t.cla_assignment_id}, ${t.cla_contribution_id}, ${t.cla_cbt_id}) = 1`,
    ),
    uniqueIndex("extensions_assignment_student_unique").on(t.cla_assignment_id, t.cla_student_id),
    uniqueIndex("extensions_contribution_student_unique").on(t.cla_contribution_id, t.cla_student_id),
    uniqueIndex("extensions_cbt_student_unique").on(t.cla_cbt_id, t.cla_student_id),
    index("extensions_cla_student_id_idx").on(t.cla_student_id),
    index("extensions_cla_facilitator_id_idx").on(t.cla_facilitator_id),
  ],
);

// ── CBTs taken in the portal (docs/api.md §6.14, docs/decisions/161) ──
/**
 * A question of a CBT, in `position` order. The fields of its kind hold the options and the right
 * answer; the others are null. Replaced as a whole by the facilitator until a student starts.
 */
export const cbt_questions = pgTable(
  "cbt_questions",
  {
    id: uuidKey(),
    cla_cbt_id: uuid()
      .notNull()
      .references(() => cbts.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    kind: text({ enum: ["single", "multiple", "true_false", "short"] }).notNull(),
    text: text().notNull(),
    points: integer().notNull(),
    /** single, multiple: the option texts as authored */
    options: jsonb().$type<string[]>(),
    /** single, multiple: indexes into `options` */
    correct_options: jsonb().$type<number[]>(),
    /** true_false */
    correct_answer: boolean(),
    /** short */
    accepted_answers: jsonb().$type<string[]>(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("cbt_questions_cbt_position_unique").on(t.cla_cbt_id, t.position),
    check("cbt_questions_kind_check", sql`${t.kind} IN ('single', 'multiple', 'true_false', 'short')`),
    check("cbt_questions_points_check", sql`${t.points} BETWEEN 1 AND 100`),
  ],
);

/**
 * A student's one attempt at a CBT: its deadline fixed at the start, the seed of their order, and once
 * graded the points earned of `total_points`. At most one per (CBT, student).
 */
export const cbt_attempts = pgTable(
  "cbt_attempts",
  {
    id: uuidKey(),
    cla_cbt_id: uuid()
      .notNull()
      .references(() => cbts.id, { onDelete: "cascade" }),
    cla_student_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    started_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    /** min(started_at + time limit, end of the due day in the academy's zone); answers only before it */
    deadline: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    /** Null when the time ran out without a submit. */
    submitted_at: timestamp({ withTimezone: true, mode: "string" }),
    graded_at: timestamp({ withTimezone: true, mode: "string" }),
    /** Seeds the student's order of questions and options (`shuffledOrder` in packages/domain). */
    seed: integer().notNull(),
    /** Points earned and the total, once graded. */
    points: integer(),
    total_points: integer(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("cbt_attempts_cbt_student_unique").on(t.cla_cbt_id, t.cla_student_id),
    index("cbt_attempts_cla_student_id_idx").on(t.cla_student_id),
    // The grading sweep's look-up: attempts still to grade, by deadline.
    index("cbt_attempts_ungraded_deadline_idx")
      .on(t.deadline)
      .where(sql`${t.graded_at} IS NULL`),
  ],
);

/** One saved answer of an attempt; none for a question left unanswered. */
export const cbt_answers = pgTable(
  "cbt_answers",
  {
    attempt_id: uuid()
      .notNull()
      .references(() => cbt_attempts.id, { onDelete: "cascade" }),
    question_id: uuid()
      .notNull()
      .references(() => cbt_questions.id, { onDelete: "cascade" }),
    /** An option's index, a list of them, true/false or text (`CbtAnswerValue` in packages/domain). */
    value: jsonb().$type<number | number[] | boolean | string>().notNull(),
    saved_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.attempt_id, t.question_id] }),
    index("cbt_answers_question_id_idx").on(t.question_id),
  ],
);

/**
 * The running sums behind docs/api.md §7.2, one row per (student, course) that has any score or mark:
 * kept by triggers on the four fact tables (migration 0004), so the points of a whole cohort are
 * read from 600 rows instead of summed from 40,000 on every request (docs/decisions/149). The key
 * follows the facts' own course copies, so a score counts in the course its item belongs to now.
 * No foreign keys: a cascading delete of a course or student removes the facts first, and their
 * triggers remove these rows.
 */
export const course_points = pgTable(
  "course_points",
  {
    cla_student_id: text().notNull(),
    cla_course_id: uuid().notNull(),
    /** Sum of the student's assignment scores in the course (sA). */
    assignment_sum: numeric({ precision: 12, scale: 2 }).notNull().default("0"),
    /** Sum and number of the student's contribution scores in the course (sK, k). */
    contribution_sum: numeric({ precision: 12, scale: 2 }).notNull().default("0"),
    contribution_count: integer().notNull().default(0),
    /** Sum of the student's CBT scores in the course (sT). */
    cbt_sum: numeric({ precision: 12, scale: 2 }).notNull().default("0"),
    /** The student's attendance marks in the course, and how many say present (m, p). */
    marks: integer().notNull().default(0),
    present: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.cla_student_id, t.cla_course_id] }),
    index("course_points_cla_course_id_idx").on(t.cla_course_id),
  ],
);

/**
 * The activity log (docs/api.md §6.15, decision 168): append-only. Triggers (written by hand into the
 * migration) refuse UPDATE, DELETE and TRUNCATE, and write the entries of course, topic, item, live class,
 * announcement, score, attendance, cohort, user and certificate changes in the transaction that makes
 * them; the code writes sign-ins, invitations, enrolments and reset links. No foreign keys: an entry
 * outlives what it names, so ids and names are copies.
 */
export const activity_log = pgTable(
  "activity_log",
  {
    id: uuidKey(),
    created_at: createdAt(),
    kind: text().notNull(),
    actor_id: text(),
    actor_name: text(),
    user_id: text(),
    user_name: text(),
    subject_id: text(),
    subject_name: text(),
    details: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("activity_log_created_at_idx").on(t.created_at, t.id),
    index("activity_log_actor_id_idx").on(t.actor_id),
    index("activity_log_user_id_idx").on(t.user_id),
  ],
);

// ── Reminders and notifications (docs/api.md §6.16, docs/decisions/187) ──
/**
 * One row per reminder sent: (person, occasion kind, occasion id, occasion time) is the primary key,
 * inserted in the transaction that queues the reminder's mail and notice, so of several instances
 * sweeping at once exactly one sends it (the others' inserts conflict and send nothing). A moved class
 * or due date is a new occasion time, reminded again. No foreign key on the occasion: its row may be
 * deleted while this one stays.
 */
export const reminders_sent = pgTable(
  "reminders_sent",
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["due_date", "live_class"] }).notNull(),
    occasion_id: uuid().notNull(),
    occasion_at: timestamp({ withTimezone: true, mode: "string" }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.kind, t.occasion_id, t.occasion_at] }),
    check("reminders_sent_kind_check", sql`${t.kind} IN ('due_date', 'live_class')`),
  ],
);

/** What happened to a person, newest first in their notification list; `path` is the portal screen it opens. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    path: text().notNull(),
    read_at: timestamp({ withTimezone: true, mode: "string" }),
    created_at: createdAt(),
  },
  (t) => [
    check(
      "notifications_kind_check",
      sql.raw(`kind IN (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(", ")})`),
    ),
    index("notifications_user_created_idx").on(t.user_id, t.created_at, t.id),
    index("notifications_user_unread_idx")
      .on(t.user_id)
      .where(sql`${t.read_at} IS NULL`),
  ],
);
