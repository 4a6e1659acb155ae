/**
 * The access matrix: every endpoint of the route declarations (src/routes/index.ts, the
 * routes the Hono app serves) × {anonymous, a student of cohort A, a
 * student of cohort B, a facilitator, an admin}, against records of cohort A (and records addressed to
 * the other student). The admin is asked last, on a database set up afresh. Each status is checked against docs/api.md §4 and the endpoint's section:
 *
 * - the route's `auth` gives the defaults: open → the success status for everyone; metrics → 401
 *   anonymous, 403 for every session (only METRICS_TOKEN opens it); signed_in →
 *   401 anonymous, success for student A and the facilitator, 403 `You do not have access to this
 *   data.` for student B (the records are cohort A's); facilitator → 401, 403 `You do not have
 *   permission to do this.` for both students, success for the facilitator and the admin; admin →
 *   the same 403 for the facilitator too; student → that 403 for the facilitator and the admin;
 * - a row overrides what its section says differently (GET me, sign_out, edit_profile, records
 *   addressed to student B).
 *
 * A route without a row, a row without a route, or a served route missing from the declarations
 * fails the test. A rejected write changes nothing (a digest of every table before and after).
 */
import { describe, expect, it } from "vitest";
import { errorResponseSchema, validationErrorResponseSchema } from "@cla/domain";
import { asc, eq } from "drizzle-orm";
import {
  addDays,
  API_ERRORS,
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_KINDS,
  type AssessmentKind,
  SCORE_KINDS,
  todayIn,
  WORK_KIND_NAMES,
  WRAPPERS,
} from "@cla/domain";
import { hashToken, newToken } from "../auth/tokens.ts";
import { schema } from "../db/index.ts";
import { toDbTimestamp } from "../db/values.ts";
import { honoPath, type Route } from "../http/route.ts";
import { apiRoutes } from "../routes/index.ts";
import {
  type CourseRef,
  insertAnnouncement,
  insertCbtTest,
  insertCourse,
  insertItem,
  insertLiveClass,
} from "./academy-rows.ts";
import { insertWorld, routeSuite, TEST_PASSWORD, type TestApp, type World } from "./harness.ts";
import { SAMPLE_FILES, uploadForm } from "./work-files.ts";
import { expectRejectedUnchanged, structuralBodies } from "./bad-bodies.ts";

// With metrics on, so GET /metrics is answered by its token check (every session token is refused).
const s = routeSuite({ env: { METRICS_TOKEN: "access-matrix-metrics-token" } });
const ROUTES = apiRoutes();

const ACTORS = ["anonymous", "studentA", "studentB", "facilitator", "admin"] as const;
type Actor = (typeof ACTORS)[number];

/** Records of cohort A, and an announcement addressed to student B (cohort B). */
interface Records {
  course: CourseRef;
  topicId: string;
  items: Record<AssessmentKind, string>;
  pastClassId: string;
  generalAnnouncementId: string;
  announcementForBId: string;
  certificateCode: string;
  /** A CBT of cohort A taken in the portal, due in a week, and the id of its first question. */
  cbtTest: { id: string; questionId: string };
}

async function insertRecords(t: TestApp, w: World): Promise<Records> {
  const db = t.database.db;
  const course = await insertCourse(db, { cohortId: w.cohortA, name: "Matrix course" });
  const topic = await t.request("POST", "/api/v1/cla_topics", {
    token: w.facilitator.token,
    json: { topic: { name: "Matrix topic", description: "d", cla_course_id: course.id } },
  });
  expect(topic.status).toBe(201);
  const items = {} as Record<AssessmentKind, string>;
  for (const kind of ASSESSMENT_KIND_NAMES) items[kind] = await insertItem(db, kind, course);
  const pastClassId = await insertLiveClass(db, course, { date: "2025-02-10" });
  const generalAnnouncementId = await insertAnnouncement(db, { cohortId: w.cohortA });
  const announcementForBId = await insertAnnouncement(db, { cohortId: w.cohortB, userId: w.studentB.id });
  // Cohort A's only course has ended: student A's certificate is issued on first request.
  const certificate = await t.request("GET", `/api/v1/certificate?cla_user_id=${w.studentA.id}`, {
    token: w.studentA.token,
  });
  expect(certificate.status).toBe(200);
  const cbtTestId = await insertCbtTest(db, course, { due_date: addDays(todayIn("UTC", new Date()), 7) });
  const [question] = await db
    .select({ id: schema.cbt_questions.id })
    .from(schema.cbt_questions)
    .where(eq(schema.cbt_questions.cla_cbt_id, cbtTestId))
    .orderBy(asc(schema.cbt_questions.position))
    .limit(1);
  return {
    course,
    topicId: topic.body.id,
    cbtTest: { id: cbtTestId, questionId: question!.id },
    items,
    pastClassId,
    generalAnnouncementId,
    announcementForBId,
    certificateCode: certificate.body.certificate.code,
  };
}

interface Context {
  t: TestApp;
  w: World;
  r: Records;
  actor: Actor;
}

interface Call {
  /** Path under /api/v1 with ids filled in, query string included. */
  path: string;
  json?: unknown;
  /** A multipart/form-data body (the file upload). */
  form?: FormData;
  /** A text/csv body (the enrolment endpoints). */
  csv?: string;
}

/** What one actor gets: a status, and for an error the exact `error` text when it is fixed. */
type Expected = number | { status: number; error?: string };

interface Row {
  call: (x: Context) => Call | Promise<Call>;
  /** Overrides of the defaults of the route's access level. */
  expect?: Partial<Record<Actor, Expected>>;
}

const item = (kind: AssessmentKind) => ({
  get: (x: Context): Call => ({ path: `${ASSESSMENT_KINDS[kind].path}/${x.r.items[kind]}` }),
  list: (x: Context): Call => ({ path: `${ASSESSMENT_KINDS[kind].path}?cla_course_id=${x.r.course.id}` }),
  create: (x: Context): Call => ({
    path: ASSESSMENT_KINDS[kind].path,
    json: {
      [ASSESSMENT_KINDS[kind].wrapper]: {
        name: `New ${kind}`,
        description: "d",
        due_date: "2025-03-01",
        cla_course_id: x.r.course.id,
      },
    },
  }),
  update: (x: Context): Call => ({
    ...item(kind).get(x),
    json: { [ASSESSMENT_KINDS[kind].wrapper]: { name: `Renamed ${kind}` } },
  }),
  withoutScores: (x: Context): Call => ({
    path: `${SCORE_KINDS[kind].path}/students_without_scores?${SCORE_KINDS[kind].itemKey}=${x.r.items[kind]}`,
  }),
  score: (x: Context): Call => ({
    path: SCORE_KINDS[kind].path,
    json: {
      [SCORE_KINDS[kind].wrapper]: { score: 85, [SCORE_KINDS[kind].studentKey]: x.w.studentA.id },
      [SCORE_KINDS[kind].itemKey]: x.r.items[kind],
    },
  }),
});

/** A grant of a later due date to student A on cohort A's item of `kind` (docs/api.md §6.17). */
const extension = (x: Context) => ({
  json: {
    [WRAPPERS.extension]: { cla_user_ids: [x.w.studentA.id], due_date: "2025-03-01", reason: "Ill" },
  },
});

/** The path of student A's extension on cohort A's assignment, granted first. */
async function grantedExtension(x: Context): Promise<string> {
  const [row] = await x.t.database.db
    .insert(schema.extensions)
    .values({
      cla_assignment_id: x.r.items.assignment,
      cla_student_id: x.w.studentA.id,
      due_date: "2025-03-01",
      reason: "Ill",
    })
    // Each actor's call asks for it again.
    .onConflictDoUpdate({
      target: [schema.extensions.cla_assignment_id, schema.extensions.cla_student_id],
      set: { reason: "Ill" },
    })
    .returning({ id: schema.extensions.id });
  return `/cla_extensions/${row!.id}`;
}

/** The path of cohort A's CBT attempt; student A's is started first. */
async function startedAttempt(x: Context): Promise<string> {
  const path = `/cla_cbts/${x.r.cbtTest.id}/attempt`;
  if (x.actor === "studentA") {
    const res = await x.t.request("POST", `/api/v1${path}`, { token: x.w.studentA.token });
    expect(res.status).toBe(201);
  }
  return path;
}

const token = (x: Context): string | undefined => (x.actor === "anonymous" ? undefined : x.w[x.actor].token);
const ENROLMENT_CSV = (x: Context) =>
  `name,email,phone_number,birthday,cohort\nNew Student,enrolled-${x.actor.toLowerCase()}@example.org,,,${x.w.cohortA}\n`;
const own = (x: Context) => (x.actor === "anonymous" ? x.w.studentA : x.w[x.actor]);

/** A notice for `userId`, unread; its id. */
async function insertNotice(x: Context, userId: string): Promise<string> {
  const [row] = await x.t.database.db
    .insert(schema.notifications)
    .values({
      user_id: userId,
      kind: "announcement",
      title: "Hello",
      body: "Read me",
      path: "/portal/dashboard",
    })
    .returning({ id: schema.notifications.id });
  return row!.id;
}

/** Every endpoint of ROUTES, keyed `METHOD /path` as declared. */
const MATRIX: Record<string, Row> = {
  // §6.1 Account
  "POST /sign_in": {
    call: () => ({ path: "/sign_in", json: { user: { email: "ada@example.org", password: TEST_PASSWORD } } }),
  },
  "POST /sign_up": {
    call: (x) => ({
      path: "/sign_up",
      json: {
        user: {
          name: `New ${x.actor}`,
          email: `new-${x.actor.toLowerCase()}@example.org`,
          password: "secret-pass",
          password_confirmation: "secret-pass",
          cla_role_id: 1,
          cla_cohort_id: x.w.cohortA,
        },
      },
    }),
  },
  "POST /sign_out": { call: () => ({ path: "/sign_out" }), expect: { studentB: 200 } },
  "GET /me": { call: () => ({ path: "/me" }), expect: { studentB: 200 } },
  "PUT /edit_profile": {
    // each caller edits their own profile; see EXTRA_ROWS for another user's
    call: (x) => ({ path: `/edit_profile?id=${own(x).id}`, json: { user: { name: "Renamed Person" } } }),
    expect: { studentB: 200 },
  },
  "POST /forgot_password": { call: () => ({ path: "/forgot_password", json: { email: "ada@example.org" } }) },
  "POST /reset_password": {
    call: async (x) => {
      const reset = newToken();
      await x.t.database.db.insert(schema.password_reset_tokens).values({
        user_id: x.w.studentA.id,
        token_hash: hashToken(reset),
        expires_at: toDbTimestamp(new Date(Date.now() + 3_600_000)),
      });
      return { path: "/reset_password", json: { token: reset, password: "brand-new-pass" } };
    },
  },
  // §6.2 Reference
  "GET /cla_cohorts": { call: () => ({ path: "/cla_cohorts" }) },
  "GET /cla_roles": { call: () => ({ path: "/cla_roles" }) },
  "GET /cla_cohorts/students_of_cohort": {
    call: (x) => ({ path: `/cla_cohorts/students_of_cohort?cla_cohort_id=${x.w.cohortA}` }),
  },
  // §6.3 Courses
  "GET /cla_courses": { call: (x) => ({ path: `/cla_courses?cla_cohort_id=${x.w.cohortA}` }) },
  "GET /cla_courses/{id}": { call: (x) => ({ path: `/cla_courses/${x.r.course.id}` }) },
  "POST /cla_courses": {
    call: (x) => ({
      path: "/cla_courses",
      json: {
        [WRAPPERS.course]: {
          name: "Another course",
          description: "d",
          cla_cohort_id: x.w.cohortA,
          start_date: "2025-04-01",
          end_date: "2025-05-01",
        },
      },
    }),
  },
  "PUT /cla_courses/{id}": {
    call: (x) => ({
      path: `/cla_courses/${x.r.course.id}`,
      json: { [WRAPPERS.course]: { name: "Renamed" } },
    }),
  },
  "DELETE /cla_courses/{id}": { call: (x) => ({ path: `/cla_courses/${x.r.course.id}` }) },
  // §6.4 Topics
  "GET /cla_topics": { call: (x) => ({ path: `/cla_topics?cla_course_id=${x.r.course.id}` }) },
  "GET /cla_topics/{id}": { call: (x) => ({ path: `/cla_topics/${x.r.topicId}` }) },
  "POST /cla_topics": {
    call: (x) => ({
      path: "/cla_topics",
      json: { topic: { name: "Another topic", description: "d", cla_course_id: x.r.course.id } },
    }),
  },
  "PUT /cla_topics/{id}": {
    call: (x) => ({ path: `/cla_topics/${x.r.topicId}`, json: { topic: { name: "Renamed topic" } } }),
  },
  "DELETE /cla_topics/{id}": { call: (x) => ({ path: `/cla_topics/${x.r.topicId}` }) },
  // §6.5 Assessments, §6.6 Scores: three kinds
  ...Object.fromEntries(
    ASSESSMENT_KIND_NAMES.flatMap((kind): [string, Row][] => {
      const { path } = ASSESSMENT_KINDS[kind];
      const scores = SCORE_KINDS[kind].path;
      const k = item(kind);
      return [
        [`GET ${path}`, { call: k.list }],
        [`GET ${path}/{id}`, { call: k.get }],
        [`POST ${path}`, { call: k.create }],
        [`PUT ${path}/{id}`, { call: k.update }],
        [`DELETE ${path}/{id}`, { call: k.get }],
        [`GET ${scores}/students_without_scores`, { call: k.withoutScores }],
        [`POST ${scores}`, { call: k.score }],
        [`GET ${path}/{id}/extensions`, { call: (x) => ({ path: `${k.get(x).path}/extensions` }) }],
        [
          `POST ${path}/{id}/extensions`,
          { call: (x) => ({ ...extension(x), path: `${k.get(x).path}/extensions` }) },
        ],
      ];
    }),
  ),
  // §6.13 Work: a student of cohort A hands in work on cohort A's items; files are their owner's.
  ...Object.fromEntries(
    WORK_KIND_NAMES.flatMap((kind): [string, Row][] => {
      const work = (x: Context): Call => ({ path: `${ASSESSMENT_KINDS[kind].path}/${x.r.items[kind]}/work` });
      return [
        [
          `PUT ${ASSESSMENT_KINDS[kind].path}/{id}/work`,
          { call: (x) => ({ ...work(x), json: { cla_work: { text: "My work" } } }) },
        ],
        [`GET ${ASSESSMENT_KINDS[kind].path}/{id}/work`, { call: work }],
        [
          `GET ${ASSESSMENT_KINDS[kind].path}/work_status`,
          {
            call: (x) => ({
              path: `${ASSESSMENT_KINDS[kind].path}/work_status?cla_course_id=${x.r.course.id}`,
            }),
          },
        ],
        [`GET ${ASSESSMENT_KINDS[kind].path}/{id}/works`, { call: (x) => ({ path: `${work(x).path}s` }) }],
        [
          `GET ${ASSESSMENT_KINDS[kind].path}/work_counts`,
          {
            call: (x) => ({
              path: `${ASSESSMENT_KINDS[kind].path}/work_counts?cla_course_id=${x.r.course.id}`,
            }),
          },
        ],
      ];
    }),
  ),
  // §6.14 CBTs taken in the portal: student A takes cohort A's CBT; a call on the attempt starts it first.
  // §6.18 Gradebook
  "GET /cla_gradebook": { call: (x) => ({ path: `/cla_gradebook?cla_course_id=${x.r.course.id}` }) },
  // §6.17 Extensions
  "PUT /cla_extensions/{id}": {
    call: async (x) => ({
      path: await grantedExtension(x),
      json: { [WRAPPERS.extension]: { reason: "Still ill" } },
    }),
  },
  "DELETE /cla_extensions/{id}": { call: async (x) => ({ path: await grantedExtension(x) }) },
  "GET /cla_cbts/{id}/questions": { call: (x) => ({ path: `/cla_cbts/${x.r.cbtTest.id}/questions` }) },
  "PUT /cla_cbts/{id}/questions": {
    call: (x) => ({
      path: `/cla_cbts/${x.r.cbtTest.id}/questions`,
      json: { [WRAPPERS.cbtTest]: { time_limit_minutes: 20 } },
    }),
  },
  "GET /cla_cbts/{id}/attempt": { call: (x) => ({ path: `/cla_cbts/${x.r.cbtTest.id}/attempt` }) },
  "POST /cla_cbts/{id}/attempt": { call: (x) => ({ path: `/cla_cbts/${x.r.cbtTest.id}/attempt` }) },
  "PUT /cla_cbts/{id}/attempt/answers": {
    call: async (x) => ({
      path: `${await startedAttempt(x)}/answers`,
      json: { [WRAPPERS.cbtAnswers]: { [x.r.cbtTest.questionId]: 1 } },
    }),
  },
  "POST /cla_cbts/{id}/attempt/submit": {
    call: async (x) => ({ path: `${await startedAttempt(x)}/submit` }),
  },
  "GET /cla_cbts/{id}/results": { call: (x) => ({ path: `/cla_cbts/${x.r.cbtTest.id}/results` }) },
  "POST /cla_work_files": {
    call: () => ({ path: "/cla_work_files", form: uploadForm(SAMPLE_FILES.pdf(), "essay.pdf") }),
    expect: { studentB: 201 },
  },
  "GET /cla_work_files/{id}": {
    // Student A's file: student B gets the 404 of an unknown file.
    call: async (x) => {
      const res = await x.t.request("POST", "/api/v1/cla_work_files", {
        token: x.w.studentA.token,
        body: uploadForm(SAMPLE_FILES.pdf(), "essay.pdf"),
      });
      expect(res.status).toBe(201);
      return { path: `/cla_work_files/${res.body.file.id}` };
    },
    expect: { studentB: { status: 404, error: API_ERRORS.thingNotFound("File") } },
  },
  // §6.7 Live classes, attendance
  "GET /cla_live_classes/today_classes": { call: () => ({ path: "/cla_live_classes/today_classes" }) },
  "GET /cla_live_classes": { call: (x) => ({ path: `/cla_live_classes?filter_id=${x.r.course.id}` }) },
  "GET /cla_live_classes/{id}": { call: (x) => ({ path: `/cla_live_classes/${x.r.pastClassId}` }) },
  "POST /cla_live_classes": {
    call: (x) => ({
      path: "/cla_live_classes",
      json: {
        [WRAPPERS.liveClass]: {
          name: "Another class",
          date: "2025-03-03",
          time: "18:30",
          duration: 60,
          zoom_link: "https://zoom.us/j/1",
          cla_course_id: x.r.course.id,
        },
      },
    }),
  },
  "PUT /cla_live_classes/{id}": {
    call: (x) => ({
      path: `/cla_live_classes/${x.r.pastClassId}`,
      json: { [WRAPPERS.liveClass]: { name: "Renamed class" } },
    }),
  },
  "DELETE /cla_live_classes/{id}": { call: (x) => ({ path: `/cla_live_classes/${x.r.pastClassId}` }) },
  "GET /cla_attendances/missing_attendance": {
    call: (x) => ({ path: `/cla_attendances/missing_attendance?cla_live_class_id=${x.r.pastClassId}` }),
  },
  "POST /cla_attendances": {
    call: (x) => ({
      path: "/cla_attendances",
      json: {
        [WRAPPERS.attendance]: {
          cla_live_class_id: x.r.pastClassId,
          cla_user_id: x.w.studentA.id,
          present: true,
        },
      },
    }),
  },
  "GET /cla_attendances/register": {
    call: (x) => ({ path: `/cla_attendances/register?cla_live_class_id=${x.r.pastClassId}` }),
  },
  "POST /cla_attendances/register": {
    call: (x) => ({
      path: "/cla_attendances/register",
      json: {
        [WRAPPERS.attendanceRegister]: {
          cla_live_class_id: x.r.pastClassId,
          marks: [{ cla_user_id: x.w.studentA.id, present: true }],
        },
      },
    }),
  },
  "POST /cla_live_classes/{id}/join": {
    // A class that is not running: the join is answered (null) and nothing is written.
    call: (x) => ({ path: `/cla_live_classes/${x.r.pastClassId}/join` }),
  },
  // §6.8 Announcements
  "GET /cla_announcements": { call: (x) => ({ path: `/cla_announcements?cla_cohort_id=${x.w.cohortA}` }) },
  "GET /cla_announcements/{id}": {
    call: (x) => ({ path: `/cla_announcements/${x.r.generalAnnouncementId}` }),
  },
  "POST /cla_announcements": {
    call: (x) => ({
      path: "/cla_announcements",
      json: { [WRAPPERS.announcement]: { title: "Hello", content: "World", cla_cohort_id: x.w.cohortA } },
    }),
  },
  "PUT /cla_announcements/{id}": {
    call: (x) => ({
      path: `/cla_announcements/${x.r.generalAnnouncementId}`,
      json: { [WRAPPERS.announcement]: { title: "Renamed" } },
    }),
  },
  "DELETE /cla_announcements/{id}": {
    call: (x) => ({ path: `/cla_announcements/${x.r.generalAnnouncementId}` }),
  },
  // §6.9 Dashboards
  "GET /cla_dashboards/student_dashboard_stats": {
    call: (x) => ({ path: `/cla_dashboards/student_dashboard_stats?cla_user_id=${x.w.studentA.id}` }),
  },
  "GET /cla_dashboards/desk_stats": {
    call: (x) => ({ path: `/cla_dashboards/desk_stats?cla_cohort_id=${x.w.cohortA}` }),
  },
  "GET /cla_dashboards/student_list": {
    call: (x) => ({ path: `/cla_dashboards/student_list?cla_cohort_id=${x.w.cohortA}` }),
  },
  // §6.10 Service
  "GET /health": { call: () => ({ path: "/health" }) },
  "GET /metrics": { call: () => ({ path: "/metrics" }) },
  "GET /openapi.json": { call: () => ({ path: "/openapi.json" }) },
  "GET /docs": { call: () => ({ path: "/docs" }) },
  "GET /docs/{asset}": { call: () => ({ path: "/docs/start.js" }) },
  // §6.11 Certificates
  "GET /certificate": { call: (x) => ({ path: `/certificate?cla_user_id=${x.w.studentA.id}` }) },
  "GET /certificates/{code}": { call: (x) => ({ path: `/certificates/${x.r.certificateCode}` }) },
  // §6.12 Calendar feed: every signed-in person has their own feed, so student B is answered too.
  "GET /calendar_feed": { call: () => ({ path: "/calendar_feed" }), expect: { studentB: 200 } },
  "POST /calendar_feed/reset": { call: () => ({ path: "/calendar_feed/reset" }), expect: { studentB: 200 } },
  // §6.16 Notifications: every signed-in person has their own, so student B is answered too.
  "GET /notifications": { call: () => ({ path: "/notifications" }), expect: { studentB: 200 } },
  "GET /notifications/unread_count": {
    call: () => ({ path: "/notifications/unread_count" }),
    expect: { studentB: 200 },
  },
  "POST /notifications/read_all": {
    call: () => ({ path: "/notifications/read_all" }),
    expect: { studentB: 200 },
  },
  "POST /notifications/{id}/read": {
    // A notice of the caller's own (student A's for the anonymous caller).
    call: async (x) => ({ path: `/notifications/${await insertNotice(x, own(x).id)}/read` }),
    expect: { studentB: 200 },
  },
  // §6.15 Administration: admins only.
  "POST /cla_cohorts": {
    call: (x) => ({ path: "/cla_cohorts", json: { [WRAPPERS.cohort]: { name: `Cohort of ${x.actor}` } } }),
  },
  "PUT /cla_cohorts/{id}": {
    call: (x) => ({
      path: `/cla_cohorts/${x.w.cohortA}`,
      json: { [WRAPPERS.cohort]: { open_for_signup: false } },
    }),
  },
  "GET /cla_users": { call: () => ({ path: "/cla_users?role=student" }) },
  "POST /cla_users/invite": {
    call: (x) => ({
      path: "/cla_users/invite",
      json: {
        [WRAPPERS.person]: {
          name: "Invited",
          email: `invited-${x.actor.toLowerCase()}@example.org`,
          cla_role_id: 2,
        },
      },
    }),
  },
  "PUT /cla_users/{id}": {
    call: (x) => ({
      path: `/cla_users/${x.w.studentA.id}`,
      json: { [WRAPPERS.person]: { cla_cohort_id: x.w.cohortB } },
    }),
  },
  "POST /cla_users/{id}/reset_link": { call: (x) => ({ path: `/cla_users/${x.w.studentA.id}/reset_link` }) },
  "POST /cla_enrolments/preview": {
    call: (x) => ({ path: "/cla_enrolments/preview", csv: ENROLMENT_CSV(x) }),
  },
  "POST /cla_enrolments": { call: (x) => ({ path: "/cla_enrolments", csv: ENROLMENT_CSV(x) }) },
  "GET /cla_activity": { call: () => ({ path: "/cla_activity?limit=5" }) },
  "GET /calendar/{secret}.ics": {
    // Student A's feed, open to whoever holds its URL.
    call: async (x) => {
      const feed = await x.t.request("POST", "/api/v1/calendar_feed/reset", { token: x.w.studentA.token });
      expect(feed.status).toBe(200);
      return { path: new URL(feed.body.url as string).pathname.slice("/api/v1".length) };
    },
  },
};

/** Further rows for endpoints whose section names another case of §4 (same keys as MATRIX). */
const EXTRA_ROWS: [string, string, Row][] = [
  [
    "PUT /edit_profile",
    "another user's profile",
    {
      call: (x) => ({ path: `/edit_profile?id=${x.w.studentA.id}`, json: { user: { name: "Taken Over" } } }),
      expect: {
        studentB: { status: 403, error: API_ERRORS.editOtherProfile },
        facilitator: { status: 403, error: API_ERRORS.editOtherProfile },
        admin: { status: 403, error: API_ERRORS.editOtherProfile },
      },
    },
  ],
  [
    "GET /cla_announcements/{id}",
    "addressed to student B",
    {
      call: (x) => ({ path: `/cla_announcements/${x.r.announcementForBId}` }),
      expect: { studentA: { status: 403, error: API_ERRORS.noAccess }, studentB: 200 },
    },
  ],
  [
    "GET /cla_dashboards/student_dashboard_stats",
    "student B's own",
    {
      call: (x) => ({ path: `/cla_dashboards/student_dashboard_stats?cla_user_id=${x.w.studentB.id}` }),
      expect: { studentA: { status: 403, error: API_ERRORS.noAccess }, studentB: 200 },
    },
  ],
  ...WORK_KIND_NAMES.map((kind): [string, string, Row] => [
    `GET ${ASSESSMENT_KINDS[kind].path}/work_status`,
    "no filter: the student's own cohort",
    { call: () => ({ path: `${ASSESSMENT_KINDS[kind].path}/work_status` }), expect: { studentB: 200 } },
  ]),
  [
    "POST /notifications/{id}/read",
    "another person's notice (student A's)",
    {
      call: async (x) => ({ path: `/notifications/${await insertNotice(x, x.w.studentA.id)}/read` }),
      expect: {
        studentA: 200,
        studentB: { status: 404, error: API_ERRORS.thingNotFound("Notification") },
        facilitator: { status: 404, error: API_ERRORS.thingNotFound("Notification") },
        admin: { status: 404, error: API_ERRORS.thingNotFound("Notification") },
      },
    },
  ],
  [
    "GET /cla_courses",
    "no filter: the student's own cohort",
    { call: () => ({ path: "/cla_courses" }), expect: { studentB: 200 } },
  ],
];

const routeKey = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

function defaults(route: Route): Record<Actor, { status: number; error?: string }> {
  const success = { status: route.success.status };
  const unauthenticated = { status: 401, error: API_ERRORS.sessionExpired };
  const forbidden = { status: 403, error: API_ERRORS.noPermission };
  switch (route.auth) {
    case "open":
      return {
        anonymous: success,
        studentA: success,
        studentB: success,
        facilitator: success,
        admin: success,
      };
    case "signed_in":
      return {
        anonymous: unauthenticated,
        studentA: success,
        studentB: { status: 403, error: API_ERRORS.noAccess },
        facilitator: success,
        admin: success,
      };
    case "facilitator":
      // An admin may do everything a facilitator may (§4).
      return {
        anonymous: unauthenticated,
        studentA: forbidden,
        studentB: forbidden,
        facilitator: success,
        admin: success,
      };
    case "admin":
      return {
        anonymous: unauthenticated,
        studentA: forbidden,
        studentB: forbidden,
        facilitator: forbidden,
        admin: success,
      };
    case "metrics":
      // Only METRICS_TOKEN opens it (routes/service/metrics.test.ts); a session is another token.
      return {
        anonymous: unauthenticated,
        studentA: forbidden,
        studentB: forbidden,
        facilitator: forbidden,
        admin: forbidden,
      };
    case "student":
      return {
        anonymous: unauthenticated,
        studentA: success,
        studentB: { status: 403, error: API_ERRORS.noAccess },
        facilitator: forbidden,
        admin: forbidden,
      };
  }
}

/** What each actor gets from a row: the route's defaults with the row's overrides. */
function expectations(route: Route, row: Row): Record<Actor, { status: number; error?: string }> {
  const expected = defaults(route);
  for (const [actor, value] of Object.entries(row.expect ?? {}) as [Actor, Expected][])
    expected[actor] = typeof value === "number" ? { status: value } : value;
  return expected;
}

async function runRow(route: Route, row: Row): Promise<number> {
  const { t } = s;
  let w = s.w;
  let r = await insertRecords(t, w);
  const expected = expectations(route, row);
  let tried = 0;
  // The facilitator after the students: a successful write may change the records the others are asked
  // about. The admin last, on a fresh database: the facilitator's success may have used up the records.
  for (const actor of ACTORS) {
    if (actor === "admin") {
      await t.reset();
      w = await insertWorld(t);
      r = await insertRecords(t, w);
    }
    const call = await row.call({ t, w, r, actor });
    const want = expected[actor];
    const before = want.status >= 400 && route.method !== "get" ? await t.digest() : null;
    const res = await t.request(route.method.toUpperCase(), `/api/v1${call.path}`, {
      token: token({ t, w, r, actor }),
      json: call.json,
      body: call.form ?? call.csv,
      headers: call.csv === undefined ? undefined : { "content-type": "text/csv" },
    });
    const what = `${routeKey(route)} as ${actor} (${call.path}) → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
    expect(res.status, what).toBe(want.status);
    if (want.error !== undefined) expect(res.body, what).toEqual({ error: want.error });
    if (before !== null) expect(await t.digest(), `${what} changed the database`).toBe(before);
    tried++;
  }
  return tried;
}

describe("access matrix: every declared endpoint × anonymous, student A, student B, facilitator, admin", () => {
  it("every declared route has a row, every row a route, and the app serves exactly the declared routes", () => {
    const declared = ROUTES.map(routeKey);
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(MATRIX).sort()).toEqual([...declared].sort());
    for (const [key] of EXTRA_ROWS) expect(declared).toContain(key);
    const served = new Set(
      s.t.app.routes
        .filter((r) => ["GET", "POST", "PUT", "DELETE"].includes(r.method) && r.path.startsWith("/api/v1/"))
        .map((r) => `${r.method} ${r.path.slice("/api/v1".length)}`),
    );
    expect([...served].sort()).toEqual(
      ROUTES.map((r) => `${r.method.toUpperCase()} ${honoPath(r.path)}`).sort(),
    );
  });

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))("%s", async (key, route) => {
    const row = MATRIX[key];
    expect(row, `no matrix row for ${key}`).toBeDefined();
    expect(await runRow(route, row!)).toBe(ACTORS.length);
  });

  it.each(EXTRA_ROWS)("%s: %s", async (key, _label, row) => {
    const route = ROUTES.find((r) => routeKey(r) === key)!;
    expect(await runRow(route, row)).toBe(ACTORS.length);
  });
});

/**
 * The route sweep (decision 176): what the probe sent to every endpoint, derived from the declarations and the
 * rows above, so an endpoint added with its matrix row is swept without anyone remembering to:
 *
 * - every path parameter, in the call of the actor the row lets in and of one refused by scope (another
 *   person's record), takes the IDOR variants: another letter case (docs/api.md §1.2 matches ids in any case:
 *   never a 5xx, and never a success where the canonical id was refused), and other separators, the nil
 *   UUID, `..%2F` traversal, 2,000 characters, an overflowing or negative integer, NUL: a 4xx, never a 5xx;
 * - every endpoint with a body gets the malformed bodies any body reader refuses (structuralBodies): a 4xx in
 *   the error shape, nothing written;
 * - every GET, as the actor let in, gets query-string garbage in each declared parameter and beside them (NUL, invalid UTF-8
 *   percent-encoding, 10,000 characters, the parameter repeated): never a 5xx, errors in the error shape, and
 *   NUL or a repeated declared parameter a 4xx (§1.2).
 */
describe("route sweep: IDOR variants, malformed bodies and query garbage for every declared endpoint", () => {
  const NIL_UUID = "00000000-0000-0000-0000-000000000000";

  /** Forms of a path parameter's value; `sameValue` ones may name the same record (§1.2: any letter case). */
  function idVariants(value: string): { label: string; value: string; sameValue?: boolean }[] {
    return [
      { label: "upper case", value: value.toUpperCase(), sameValue: true },
      { label: "lower case", value: value.toLowerCase(), sameValue: true },
      { label: "underscores for hyphens", value: value.replaceAll("-", "_") },
      { label: "dots for hyphens", value: value.replaceAll("-", ".") },
      { label: "the nil UUID", value: NIL_UUID },
      { label: "traversal", value: `..%2F${value}` },
      { label: "traversal to another endpoint", value: "..%2F..%2Fme" },
      { label: "2,000 characters", value: "a".repeat(2000) },
      { label: "an overflowing integer", value: "2147483648" },
      { label: "a huge integer", value: "9".repeat(30) },
      { label: "a negative integer", value: "-1" },
      { label: "NUL", value: `${value}%00` },
      { label: "invalid UTF-8", value: `%FF${value}` },
    ].filter((variant) => variant.value !== value);
  }

  const failsWhat = (what: string, res: { status: number; body: unknown }) =>
    `${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;

  function expectErrorShape(what: string, res: { status: number; body: unknown }) {
    const shape = res.status === 422 ? validationErrorResponseSchema : errorResponseSchema;
    expect(shape.safeParse(res.body).success, failsWhat(what, res)).toBe(true);
  }

  /** The actor the row lets in (anonymous when none), and the first refused by scope (403 `You do not have access to this data.`). */
  function sweptActors(route: Route, row: Row): Actor[] {
    const expected = expectations(route, row);
    // GET /metrics lets no session in: swept as the anonymous caller.
    const allowed = ACTORS.find((actor) => expected[actor].status < 400) ?? "anonymous";
    const other = ACTORS.find((actor) => expected[actor].error === API_ERRORS.noAccess);
    return other === undefined ? [allowed] : [allowed, other];
  }

  async function send(route: Route, x: Context, call: Call, path = call.path) {
    return s.t.request(route.method.toUpperCase(), `/api/v1${path}`, {
      token: token(x),
      json: call.json,
      body: call.form ?? call.csv,
      headers: call.csv === undefined ? undefined : { "content-type": "text/csv" },
    });
  }

  async function sweepIds(route: Route, row: Row, x: Context, call: Call): Promise<number> {
    const expected = expectations(route, row)[x.actor];
    const [pathPart, query] = call.path.split("?") as [string, string | undefined];
    const declared = route.path.split("/");
    const segments = pathPart.split("/");
    let sent = 0;
    for (const [index, segment] of declared.entries()) {
      if (!segment.includes("{")) continue;
      for (const variant of idVariants(segments[index]!)) {
        const path = [...segments.slice(0, index), variant.value, ...segments.slice(index + 1)].join("/");
        const res = await send(route, x, call, query === undefined ? path : `${path}?${query}`);
        const what = `${routeKey(route)} as ${x.actor}, ${segment} ${variant.label}`;
        expect(res.status, failsWhat(what, res)).toBeLessThan(500);
        if (!variant.sameValue || expected.status >= 400)
          expect(res.status, failsWhat(what, res)).toBeGreaterThanOrEqual(400);
        if (res.status >= 400) expectErrorShape(what, res);
        sent++;
      }
    }
    return sent;
  }

  /** The key of the body's wrapper object (`cla_course`), or null for a body of top-level keys. */
  const wrapperOf = (json: Record<string, unknown>) =>
    Object.entries(json).find(
      ([, value]) => typeof value === "object" && value !== null && !Array.isArray(value),
    )?.[0] ?? null;

  async function sweepBody(route: Route, x: Context, call: Call): Promise<void> {
    const json = (call.json ?? {}) as Record<string, unknown>;
    const cases = structuralBodies(
      json,
      route.bodyKind === "upload" || route.bodyKind === "csv" ? null : wrapperOf(json),
    );
    const method = route.method.toUpperCase() as "POST" | "PUT";
    // A sign_in refused for its body is still a failed attempt for the rate limit and the log (§3.5).
    const exceptTables = route.path === "/sign_in" ? ["rate_limit_events", "activity_log"] : [];
    await expectRejectedUnchanged(s.t, method, `/api/v1${call.path}`, token(x), cases, { exceptTables });
  }

  /** Garbage for query parameter `name`; `refused` ones must be a 4xx. */
  const queryGarbage = (name: string) => [
    { label: "NUL", query: `${name}=%00`, refused: true },
    { label: "NUL inside", query: `${name}=a%00b`, refused: true },
    { label: "repeated", query: `${name}=a&${name}=b`, refused: true },
    { label: "invalid UTF-8", query: `${name}=%FF%FE` },
    { label: "an overlong UTF-8 form", query: `${name}=%C0%AF` },
    { label: "a broken escape", query: `${name}=%E2%82` },
    { label: "10,000 characters", query: `${name}=${"x".repeat(10_000)}` },
    { label: "SQL", query: `${name}=%27%20OR%201%3D1--` },
  ];

  async function sweepQuery(route: Route, x: Context, call: Call): Promise<number> {
    const declared = Object.keys(route.query?.shape ?? {});
    let sent = 0;
    // the declared parameters and one no endpoint declares
    for (const name of [...declared, "%FF"]) {
      for (const garbage of queryGarbage(name)) {
        const [pathPart, query = ""] = call.path.split("?") as [string, string | undefined];
        const kept = query.split("&").filter((pair) => pair !== "" && pair.split("=")[0] !== name);
        const res = await send(route, x, call, `${pathPart}?${[...kept, garbage.query].join("&")}`);
        const what = `${routeKey(route)} as ${x.actor}, ${name}: ${garbage.label}`;
        expect(res.status, failsWhat(what, res)).toBeLessThan(500);
        if (garbage.refused && declared.includes(name))
          expect(res.status, failsWhat(what, res)).toBeGreaterThanOrEqual(400);
        if (res.status >= 400 && (res.headers.get("content-type") ?? "").startsWith("application/json"))
          expectErrorShape(what, res);
        sent++;
      }
    }
    return sent;
  }

  it.each(ROUTES.map((route) => [routeKey(route), route] as const))("%s", async (key, route) => {
    const row = MATRIX[key]!;
    const { t, w } = s;
    const r = await insertRecords(t, w);
    const actors = sweptActors(route, row);
    let sent = 0;
    for (const actor of actors) {
      const x = { t, w, r, actor };
      // One call per actor: a row's call may start something only once (a CBT attempt).
      const call = await row.call(x);
      if (route.path.includes("{")) sent += await sweepIds(route, row, x, call);
      // The query and body sweeps as the actor let in, whose request reaches the checks.
      if (actor !== actors[0]) continue;
      if (route.method === "get") sent += await sweepQuery(route, x, call);
      if (route.body !== undefined) {
        await sweepBody(route, x, call);
        sent++;
      }
    }
    expect(sent, `${key} was swept by nothing`).toBeGreaterThan(0);
  });
});
