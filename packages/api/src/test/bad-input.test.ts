/**
 * The bad-input sweep: for every write endpoint of §6.1–6.4, §6.13, §6.14, §6.15 and §6.17, at least 20 malformed bodies
 * (wrong types, nulls, huge strings, unicode, SQL and script fragments, extra keys, broken JSON) get
 * a 4xx in docs/api.md's error shape, never a 5xx, and leave the database unchanged (a digest of every
 * row of every table). The one documented change: a failed sign_in is recorded for its rate limit
 * (§3.1, §3.5) and in the activity log (§6.15). Cases and checks are those of ./bad-bodies.ts, shared with
 * the routes' own sweeps. The student's GET work_status, the admin's GET cla_users and cla_activity and GET notifications get the
 * same for malformed query filters; the enrolment endpoints for malformed CSV files (§6.15), and GET /metrics
 * for malformed Authorization headers.
 */
import { describe, expect, it } from "vitest";
import {
  addDays,
  ASSESSMENT_KIND_NAMES,
  ASSESSMENT_KINDS,
  errorResponseSchema,
  todayIn,
  validationErrorResponseSchema,
  WORK_KIND_NAMES,
  WRAPPERS,
  type WorkKind,
} from "@cla/domain";
import { schema } from "../db/index.ts";
import { MAX_BODY_BYTES, MAX_UPLOAD_BODY_BYTES } from "../http/body.ts";
import { insertCbtTest, insertCourse, insertItem, SAMPLE_QUESTIONS } from "./academy-rows.ts";
import {
  expectRejectedUnchanged,
  malformedBodies,
  NOT_A_JSON_OBJECT,
  type BadBody,
  type FieldKind,
} from "./bad-bodies.ts";
import { routeSuite } from "./harness.ts";

const METRICS_TOKEN = "bad-input-metrics-token-0123";
// Metrics on, so GET /metrics reads its Authorization header (docs/api.md §6.10).
const s = routeSuite({ env: { METRICS_TOKEN } });

/** The fields of a course body both sweeps try; each adds one of the optional URLs. */
const COURSE_KINDS: Record<string, FieldKind> = {
  name: "text",
  description: "longText",
  cla_cohort_id: "integer",
  start_date: "date",
  end_date: "date",
};

const NIL = "00000000-0000-0000-0000-000000000000";
/** An activity-log cursor made by hand: `json` in base64url (docs/api.md §6.15). */
const cursor = (json: string) => Buffer.from(json).toString("base64url");

/** Malformed `before` cursors of the lists read a page at a time (docs/api.md §6.15, §6.16). */
const BAD_CURSORS = [
  "before=abc",
  `before=${Buffer.from('["x","y"]').toString("base64url")}`,
  // hand-made cursors (decision 176, finding 8): malformed base64, the wrong JSON type, a timestamp or an
  // id out of range
  "before=%25%25%25",
  "before=****",
  `before=${cursor('{"created_at":"2025-01-01","id":1}')}`,
  `before=${cursor("null")}`,
  `before=${cursor(`["2025-01-01 10:00:00+00",${JSON.stringify(NIL)}, 1]`)}`,
  `before=${cursor(`["2025-13-45 99:99:99+00",${JSON.stringify(NIL)}]`)}`,
  `before=${cursor(`["0000-01-01 00:00:00+00",${JSON.stringify(NIL)}]`)}`,
  `before=${cursor(`["99999-01-01 00:00:00+00",${JSON.stringify(NIL)}]`)}`,
  `before=${cursor(`["2025-01-01 10:00:00+99:99",${JSON.stringify(NIL)}]`)}`,
  `before=${cursor(`["2025-01-01 1:2:3:4:5",${JSON.stringify(NIL)}]`)}`,
  `before=${cursor('["2025-01-01 10:00:00+00","------------------------------------"]')}`,
  `before=${cursor('["2025-01-01 10:00:00+00","0000000000000000000000000000000000ff"]')}`,
  `before=${cursor('["2025-01-01 10:00:00+00","00000000-0000-0000-0000-00000000000g"]')}`,
  "before=%00",
];

/** A valid course of cohort A. */
const courseFields = () => ({
  name: "Course",
  description: "d",
  cla_cohort_id: s.w.cohortA,
  start_date: "2025-01-01",
  end_date: "2025-02-01",
});

/** A course created through the API; its id. */
async function createCourse(): Promise<string> {
  const created = await s.t.request("POST", "/api/v1/cla_courses", {
    token: s.w.facilitator.token,
    json: { cla_course: courseFields() },
  });
  return created.body.id;
}

describe("bad-input sweep", () => {
  it("POST /sign_in (failures may only add rate-limit events and their activity log entries)", async () => {
    const cases = malformedBodies(
      { user: { email: "ada@example.org", password: "wrong-password" } },
      { wrapper: "user", kinds: { email: "email", password: "password" } },
    );
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/sign_in", undefined, cases, {
      exceptTables: ["rate_limit_events", "activity_log"],
    });
  });

  it("POST /sign_up", async () => {
    const { w } = s;
    const user = {
      name: "New Person",
      email: "new@example.org",
      password: "secret-pass",
      cla_role_id: 1,
      cla_cohort_id: w.cohortA,
      birthday: "2000-01-01",
      phone_number: "+1 555",
    };
    const kinds: Record<keyof typeof user, FieldKind> = {
      name: "text",
      email: "email",
      password: "password",
      cla_role_id: "integer",
      cla_cohort_id: "integer",
      birthday: "date",
      phone_number: "phone",
    };
    const cases = malformedBodies({ user }, { wrapper: "user", kinds });
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/sign_up", undefined, cases);
  });

  it("POST /sign_out", async () => {
    const { w } = s;
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/sign_out", w.studentA.token, [
      ...NOT_A_JSON_OBJECT,
      { label: "over 256 KiB", raw: JSON.stringify({ x: "y".repeat(MAX_BODY_BYTES) }) },
    ]);
  });

  it("PUT /edit_profile", async () => {
    const { w } = s;
    const cases = malformedBodies(
      {
        user: {
          name: "Ada Obi",
          email: "ada@example.org",
          phone_number: "+234",
          birthday: "1998-04-12",
          cla_role_id: 1,
          cla_cohort_id: w.cohortA,
          locale: "fr",
        },
      },
      {
        wrapper: "user",
        kinds: {
          name: "text",
          email: "email",
          phone_number: "phone",
          birthday: "date",
          cla_role_id: "integer",
          cla_cohort_id: "integer",
          locale: "formatted",
        },
        partial: true,
      },
    );
    await expectRejectedUnchanged(s.t, "PUT", "/api/v1/edit_profile", w.studentA.token, cases);
  });

  it("POST /forgot_password", async () => {
    const cases = malformedBodies({ email: "ada@example.org" }, { wrapper: null, kinds: { email: "email" } });
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/forgot_password", undefined, cases);
  });

  it("POST /reset_password", async () => {
    const cases = malformedBodies(
      { token: "A".repeat(43), password: "new-password" },
      { wrapper: null, kinds: { token: "uuid", password: "password" } },
    );
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/reset_password", undefined, cases);
  });

  it("POST /cla_courses", async () => {
    const cases = malformedBodies(
      { cla_course: { ...courseFields(), lecture_notes_url: "https://e.org" } },
      { wrapper: "cla_course", kinds: { ...COURSE_KINDS, lecture_notes_url: "url" } },
    );
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/cla_courses", s.w.facilitator.token, cases);
  });

  it("PUT /cla_courses/{id}", async () => {
    const id = await createCourse();
    const cases = malformedBodies(
      {
        cla_course: {
          name: "Renamed",
          description: "d2",
          start_date: "2025-01-02",
          end_date: "2025-02-02",
          additional_reading_url: "https://e.org",
        },
      },
      { wrapper: "cla_course", kinds: { ...COURSE_KINDS, additional_reading_url: "url" }, partial: true },
    );
    await expectRejectedUnchanged(s.t, "PUT", `/api/v1/cla_courses/${id}`, s.w.facilitator.token, cases);
  });

  it("POST /cla_topics and PUT /cla_topics/{id}", async () => {
    const { t, w } = s;
    const topic = { name: "Topic", description: "d", cla_course_id: await createCourse() };
    const options = {
      wrapper: "topic",
      kinds: { name: "text", description: "longText", cla_course_id: "uuid" },
    } as const;
    const path = "/api/v1/cla_topics";
    await expectRejectedUnchanged(t, "POST", path, w.facilitator.token, malformedBodies({ topic }, options));
    const created = await t.request("POST", path, { token: w.facilitator.token, json: { topic } });
    const cases = malformedBodies({ topic }, { ...options, partial: true });
    await expectRejectedUnchanged(t, "PUT", `${path}/${created.body.id}`, w.facilitator.token, cases);
  });

  it.each(ASSESSMENT_KIND_NAMES)(
    "POST extensions on a %s and PUT /cla_extensions/{id} (docs/api.md §6.17)",
    async (kind) => {
      const { t, w } = s;
      const item = await insertItem(
        t.database.db,
        kind,
        await insertCourse(t.database.db, { cohortId: w.cohortA }),
      );
      const extension = { cla_user_ids: [w.studentA.id], due_date: "2025-03-01", reason: "Ill" };
      const options = {
        wrapper: WRAPPERS.extension,
        kinds: { cla_user_ids: "formatted", due_date: "date", reason: "longText" },
      } as const;
      const path = `/api/v1${ASSESSMENT_KINDS[kind].path}/${item}/extensions`;
      const grant = malformedBodies({ [WRAPPERS.extension]: extension }, options);
      await expectRejectedUnchanged(t, "POST", path, w.facilitator.token, grant);
      const created = await t.request("POST", path, {
        token: w.facilitator.token,
        json: { [WRAPPERS.extension]: extension },
      });
      expect(created.status).toBe(201);
      const change = malformedBodies(
        { [WRAPPERS.extension]: { due_date: "2025-03-02", reason: "Still ill" } },
        { wrapper: WRAPPERS.extension, kinds: { due_date: "date", reason: "longText" }, partial: true },
      );
      const id = created.body.extensions[0].id as string;
      await expectRejectedUnchanged(t, "PUT", `/api/v1/cla_extensions/${id}`, w.facilitator.token, change);
    },
  );

  it.each(WORK_KIND_NAMES)("PUT work on a %s (docs/api.md §6.13)", async (kind) => {
    const { t, w } = s;
    const item = await insertItem(
      t.database.db,
      kind,
      await insertCourse(t.database.db, { cohortId: w.cohortA }),
    );
    const cases = malformedBodies(
      { cla_work: { text: "My work" } },
      { wrapper: "cla_work", kinds: { text: "longText", links: "url", file_ids: "uuid" } },
    );
    const path = `/api/v1${ASSESSMENT_KINDS[kind].path}/${item}/work`;
    await expectRejectedUnchanged(t, "PUT", path, w.studentA.token, cases);
  });

  it.each(
    WORK_KIND_NAMES.flatMap((kind) => [
      [kind, "work_status", "studentA"],
      [kind, "work_counts", "facilitator"],
    ]) as [WorkKind, string, "studentA" | "facilitator"][],
  )("GET %s's %s: malformed filters (docs/api.md §6.13)", async (kind, endpoint, who) => {
    const { t, w } = s;
    await insertItem(t.database.db, kind, await insertCourse(t.database.db, { cohortId: w.cohortA }));
    const queries = [
      "cla_cohort_id=abc",
      "cla_cohort_id=-1",
      "cla_cohort_id=0",
      "cla_cohort_id=1.5",
      "cla_cohort_id=1e3",
      "cla_cohort_id=99999999999999999999",
      `cla_cohort_id=${"9".repeat(5000)}`,
      "cla_cohort_id=1%27%20OR%201%3D1",
      "cla_cohort_id=%00",
      "cla_cohort_id=%F0%9F%98%80",
      "cla_cohort_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "cla_cohort_id=true",
      "cla_cohort_id=null",
      `cla_cohort_id=${w.cohortA}&cla_cohort_id=${w.cohortB}`,
      ...(who === "studentA" ? [`cla_cohort_id=${w.cohortB}`] : []),
      "cla_course_id=nope",
      "cla_course_id=00000000-0000-4000-8000-000000000000",
      "cla_course_id=%27%3B%20DROP%20TABLE%20works%3B--",
      `cla_course_id=${"a".repeat(5000)}`,
      "cla_course_id=%E2%80%AE",
      "cla_course_id=1&cla_course_id=2",
      `cla_cohort_id=${w.cohortA}&cla_course_id=nope`,
    ];
    const before = await t.digest();
    for (const query of queries) {
      const res = await t.request("GET", `/api/v1${ASSESSMENT_KINDS[kind].path}/${endpoint}?${query}`, {
        token: w[who].token,
      });
      const what = `${query.slice(0, 60)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      const shape = res.status === 422 ? validationErrorResponseSchema : errorResponseSchema;
      expect(shape.safeParse(res.body).success, what).toBe(true);
    }
    expect(await t.digest()).toBe(before);
  });

  // §6.15 Administration (an admin's calls).
  it("POST /cla_cohorts and PUT /cla_cohorts/{id}", async () => {
    const { t, w } = s;
    const kinds: Record<string, FieldKind> = { name: "text", start_date: "date", end_date: "date" };
    const body = {
      cla_cohort: {
        name: "Cohort 2099",
        start_date: "2099-01-05",
        end_date: "2099-06-26",
        open_for_signup: true,
      },
    };
    await expectRejectedUnchanged(t, "POST", "/api/v1/cla_cohorts", w.admin.token, [
      ...malformedBodies(body, { wrapper: "cla_cohort", kinds }),
      { label: "name taken", json: { cla_cohort: { name: "Cohort A" } } },
      {
        label: "end before start",
        json: { cla_cohort: { name: "Y", start_date: "2099-02-01", end_date: "2099-01-01" } },
      },
    ]);
    await expectRejectedUnchanged(
      t,
      "PUT",
      `/api/v1/cla_cohorts/${w.cohortA}`,
      w.admin.token,
      malformedBodies(body, { wrapper: "cla_cohort", kinds, partial: true }),
    );
  });

  it("PUT /cla_users/{id} and POST /cla_users/invite", async () => {
    const { t, w } = s;
    await expectRejectedUnchanged(t, "PUT", `/api/v1/cla_users/${w.studentA.id}`, w.admin.token, [
      ...malformedBodies(
        { user: { cla_cohort_id: w.cohortB, cla_role_id: 1, active: true } },
        { wrapper: "user", kinds: { cla_cohort_id: "integer", cla_role_id: "integer" }, partial: true },
      ),
      { label: "a student without a cohort", json: { user: { cla_cohort_id: null } } },
      { label: "unknown role", json: { user: { cla_role_id: 99 } } },
    ]);
    await expectRejectedUnchanged(t, "PUT", `/api/v1/cla_users/${w.admin.id}`, w.admin.token, [
      ...Array.from({ length: 19 }, (_, i) => ({
        label: `own role ${i}`,
        json: { user: { cla_role_id: 1 + (i % 2), cla_cohort_id: w.cohortA } },
      })),
      { label: "deactivate oneself", json: { user: { active: false } } },
    ]);
    await expectRejectedUnchanged(t, "POST", "/api/v1/cla_users/invite", w.admin.token, [
      ...malformedBodies(
        { user: { name: "Paul", email: "paul@example.org", cla_role_id: 2, cla_cohort_id: w.cohortA } },
        {
          wrapper: "user",
          kinds: { name: "text", email: "email", cla_role_id: "integer", cla_cohort_id: "integer" },
        },
      ),
      { label: "a student", json: { user: { name: "S", email: "s@example.org", cla_role_id: 1 } } },
      { label: "email taken", json: { user: { name: "S", email: "ADA@example.org", cla_role_id: 2 } } },
    ]);
  });

  it.each(["/cla_enrolments/preview", "/cla_enrolments"])("POST %s: malformed CSV files", async (path) => {
    const { t, w } = s;
    const header = "name,email,phone_number,birthday,cohort";
    const csv = (label: string, raw: string | Uint8Array, contentType = "text/csv"): BadBody => ({
      label,
      raw,
      contentType,
    });
    const cases: BadBody[] = [
      csv("empty", ""),
      csv("only the header", `${header}\n`),
      csv("no header", `Ada,ada@x.org,,,${w.cohortA}\n`),
      csv("a header missing cohort", "name,email,phone_number,birthday\nA,a@b.co,,,\n"),
      csv("an unclosed quote", `${header}\n"Ada,a@b.co,,,1\n`),
      csv("a quote inside a field", `${header}\nA"d"a,a@b.co,,,1\n`),
      csv("Latin-1 bytes", new Uint8Array([0x6e, 0xe9, 0x0a])),
      csv("UTF-16", new Uint8Array([0xff, 0xfe, 0x6e, 0x00])),
      csv("JSON", '{"user":{}}', "application/json"),
      csv("no content type", header, ""),
      csv("text/plain", `${header}\nA,a@b.co,,,1\n`, "text/plain"),
      csv("multipart", `${header}\n`, "multipart/form-data; boundary=x"),
      csv("over 2 MiB", `${header}\n${"x".repeat(2 * 1_048_576)}`),
      csv("a NUL in the header", `name\u0000,email,phone_number,birthday,cohort\n`),
      csv("semicolons and commas mixed in the header", "name;email,phone_number;birthday,cohort\nA;b\n"),
      csv("only blank lines", "\n\n\r\n"),
      csv("a BOM and nothing else", "\ufeff"),
      csv("script in the header", `<script>alert(1)</script>\n`),
      csv("SQL in the header", `name'); DROP TABLE users;--\n`),
      csv("a header of 5000 columns", `${Array.from({ length: 5000 }, (_, i) => `c${i}`).join(",")}\n`),
    ];
    await expectRejectedUnchanged(t, "POST", `/api/v1${path}`, w.admin.token, cases);
    // Rows that are all errors or conflicts enrol nobody and change nothing either.
    const rows = [
      ",,,,",
      `${"A".repeat(201)},a@b.co,,,${w.cohortA}`,
      `A,not-an-email,,,${w.cohortA}`,
      `A,a@b.co,${"9".repeat(40)},,${w.cohortA}`,
      `A,c@b.co,,2999-01-01,${w.cohortA}`,
      `A,d@b.co,,2025-02-30,${w.cohortA}`,
      "A,e@b.co,,,no such cohort",
      "A,f@b.co,,,999",
      `A,ben@example.org,,,${w.cohortA}`,
      `A\u0000,g@b.co,,,${w.cohortA}`,
      "A,h@b.co,,,Cohort A\u0000",
      "A,i@b.co,,,Cohort A\ud800",
    ].join("\n");
    const before = await t.digest();
    const res = await t.request("POST", `/api/v1${path}`, {
      token: w.admin.token,
      body: `${header}\n${rows}\n`,
      headers: { "content-type": "text/csv" },
    });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ new: 0, already_enrolled: 0, conflict: 1, error: 11 });
    expect(await t.digest()).toBe(before);
  });

  it.each([
    [
      "/cla_users",
      [
        "role=pastor",
        "status=gone",
        "cla_cohort_id=abc",
        "cla_cohort_id=999",
        "role=student&role=admin",
        "q=a&q=b",
        "q=%00",
        "q=a%00b",
        "role=%00",
      ],
    ],
    [
      "/cla_activity",
      [
        "limit=0",
        "limit=201",
        "limit=-1",
        "limit=1e2",
        ...BAD_CURSORS,
        "from=2025-02-30",
        "to=yesterday",
        "kind=DROP%20TABLE",
        "kind=a.b.c",
        "cla_user_id=nope",
        "cla_user_id=%00",
        "kind=a&kind=b",
      ],
    ],
    ["/notifications", ["limit=0", "limit=101", "limit=-1", "limit=1e2", "limit=%00", ...BAD_CURSORS]],
  ] as const)("GET %s: malformed filters", async (path, queries) => {
    const { t, w } = s;
    const before = await t.digest();
    for (const query of queries) {
      const res = await t.request("GET", `/api/v1${path}?${query}`, { token: w.admin.token });
      const what = `${query} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect.soft(res.status, what).toBeLessThan(500);
      const shape = res.status === 422 ? validationErrorResponseSchema : errorResponseSchema;
      expect.soft(shape.safeParse(res.body).success, what).toBe(true);
    }
    expect(await t.digest()).toBe(before);
  });

  it("POST /notifications/{id}/read and POST /notifications/read_all (docs/api.md §6.16)", async () => {
    const { t, w } = s;
    const [notice] = await t.database.db
      .insert(schema.notifications)
      .values({
        user_id: w.studentA.id,
        kind: "reminder",
        title: "Due soon",
        body: "b",
        path: "/portal/dashboard",
      })
      .returning({ id: schema.notifications.id });
    const notAnObject = [
      ...NOT_A_JSON_OBJECT,
      { label: "over 256 KiB", raw: JSON.stringify({ x: "y".repeat(MAX_BODY_BYTES) }) },
    ];
    for (const path of [`/api/v1/notifications/${notice!.id}/read`, "/api/v1/notifications/read_all"]) {
      await expectRejectedUnchanged(t, "POST", path, w.studentA.token, notAnObject);
    }
    const before = await t.digest();
    for (const id of ["abc", NIL, "%00", "1", `${notice!.id}x`, "' OR 1=1 --"]) {
      const res = await t.request("POST", `/api/v1/notifications/${encodeURIComponent(id)}/read`, {
        token: w.studentA.token,
      });
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual({ error: "Notification not found" });
    }
    expect(await t.digest()).toBe(before);
  });

  /** A CBT of cohort A taken in the portal, due in a week; its path. */
  async function cbtTest(): Promise<string> {
    const { t, w } = s;
    const course = await insertCourse(t.database.db, { cohortId: w.cohortA });
    const due = addDays(todayIn(t.settings.academyTimeZone, new Date()), 7);
    return `/api/v1/cla_cbts/${await insertCbtTest(t.database.db, course, { due_date: due })}`;
  }

  it("PUT /cla_cbts/{id}/questions (docs/api.md §6.14)", async () => {
    const cases = malformedBodies(
      // shuffle first: the cases that break the first field set it to null, which `is required`.
      { cla_cbt_test: { shuffle: true, time_limit_minutes: 30, questions: SAMPLE_QUESTIONS } },
      { wrapper: "cla_cbt_test", kinds: { time_limit_minutes: "integer" }, partial: true },
    );
    const path = `${await cbtTest()}/questions`;
    await expectRejectedUnchanged(s.t, "PUT", path, s.w.facilitator.token, cases);
  });

  it("POST …/attempt, PUT …/attempt/answers and POST …/attempt/submit (docs/api.md §6.14)", async () => {
    const { t, w } = s;
    const path = `${await cbtTest()}/attempt`;
    const notAnObject = [
      ...NOT_A_JSON_OBJECT,
      { label: "over 256 KiB", raw: JSON.stringify({ x: "y".repeat(MAX_BODY_BYTES) }) },
    ];
    await expectRejectedUnchanged(t, "POST", path, w.studentA.token, notAnObject);
    const started = await t.request("POST", path, { token: w.studentA.token });
    expect(started.status).toBe(201);
    await expectRejectedUnchanged(t, "POST", `${path}/submit`, w.studentA.token, notAnObject);
    const [single, , , short] = started.body.attempt.questions.map((q: { id: string }) => q.id);
    // null takes an answer back, so the two cases that only put nulls in are valid requests.
    const nullsOnly = new Set(["every field null", "prototype pollution with a broken field"]);
    const cases = malformedBodies(
      { answers: { [single]: 1, [short]: "Bethlehem" } },
      { wrapper: "answers", kinds: { [short]: "longText" } },
    ).filter((bad) => !nullsOnly.has(bad.label));
    await expectRejectedUnchanged(t, "PUT", `${path}/answers`, w.studentA.token, cases);
  });

  it("POST /cla_work_files (docs/api.md §6.13)", async () => {
    const part = (disposition: string, content: string) =>
      `--B\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
    const form = (...parts: string[]) => `${parts.join("")}--B--\r\n`;
    const multipart = "multipart/form-data; boundary=B";
    const cases: BadBody[] = [
      ...NOT_A_JSON_OBJECT,
      { label: "JSON", json: { file: "%PDF-1.4" } },
      {
        label: "multipart without a boundary",
        raw: form(part('name="file"; filename="a.pdf"', "%PDF-1.4")),
        contentType: "multipart/form-data",
      },
      {
        label: "multipart cut short",
        raw: "--B\r\nContent-Disposition: form-data; name=",
        contentType: multipart,
      },
      {
        label: "another boundary",
        raw: form(part('name="file"; filename="a.pdf"', "%PDF-1.4")),
        contentType: "multipart/form-data; boundary=C",
      },
      {
        label: "no part named file",
        raw: form(part('name="document"; filename="a.pdf"', "%PDF-1.4")),
        contentType: multipart,
      },
      { label: "file as a text field", raw: form(part('name="file"', "%PDF-1.4")), contentType: multipart },
      {
        label: "two files",
        raw: form(part('name="file"; filename="a.txt"', "a"), part('name="file"; filename="b.txt"', "b")),
        contentType: multipart,
      },
      {
        label: "an empty file",
        raw: form(part('name="file"; filename="a.txt"', "")),
        contentType: multipart,
      },
      {
        label: "HTML named .pdf",
        raw: form(part('name="file"; filename="a.pdf"', "<html><script>alert(1)</script></html>")),
        contentType: multipart,
      },
      {
        label: "SVG named .png",
        raw: form(part('name="file"; filename="a.png"', '<svg xmlns="http://www.w3.org/2000/svg"/>')),
        contentType: multipart,
      },
      {
        label: "an executable named .docx",
        raw: form(part('name="file"; filename="a.docx"', `MZ${"\u0000".repeat(60)}`)),
        contentType: multipart,
      },
      {
        label: "over 10 MiB",
        raw: form(part('name="file"; filename="a.txt"', "a".repeat(MAX_UPLOAD_BODY_BYTES))),
        contentType: multipart,
      },
    ];
    await expectRejectedUnchanged(s.t, "POST", "/api/v1/cla_work_files", s.w.studentA.token, cases);
  });
});

describe("GET /metrics: malformed Authorization headers are 401 or 403 in the error shape, nothing written", () => {
  it("every header a scraper or a prober might send but the one token", async () => {
    const { t, w } = s;
    const headers = [
      "",
      " ",
      "Bearer",
      "Bearer ",
      "Bearer\t",
      "Basic " + Buffer.from(`metrics:${METRICS_TOKEN}`).toString("base64"),
      `Token ${METRICS_TOKEN}`,
      `${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN} extra`,
      `Bearer ${METRICS_TOKEN},Bearer ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN.toUpperCase()}`,
      `Bearer ${METRICS_TOKEN}\u00e9`,
      `Bearer "${METRICS_TOKEN}"`,
      "Bearer ' OR '1'='1",
      "Bearer '; DROP TABLE users; --",
      "Bearer <script>alert(1)</script>",
      `Bearer ${"A".repeat(43)}`,
      `Bearer ${"x".repeat(8_000)}`,
      "Bearer \u00ff\u00fe\u00fd",
      "Bearer %00",
      `Bearer ${w.facilitator.token}`,
      `Bearer ${w.studentA.token}`,
    ];
    expect(headers.length).toBeGreaterThanOrEqual(20);
    const before = await t.digest();
    for (const authorization of headers) {
      const res = await t.request("GET", "/api/v1/metrics", { headers: { authorization } });
      const what = `GET /metrics with ${JSON.stringify(authorization.slice(0, 60))} → ${res.status}`;
      expect([401, 403], what).toContain(res.status);
      expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
      expect(errorResponseSchema.safeParse(res.body).success, what).toBe(true);
    }
    expect(await t.digest(), "GET /metrics changed the database").toBe(before);
  });
});

describe("NUL and lone surrogates in text fields: 422 `contains invalid characters` (decision 141)", () => {
  const invalid = ["contains invalid characters"];

  it("every text field of sign_up, courses, topics and announcements, nothing written", async () => {
    const { t, w } = s;
    const before = await t.digest();
    const signUp = await t.request("POST", "/api/v1/sign_up", {
      json: {
        user: {
          name: "Ada\u0000",
          email: "new\u0000@example.org",
          password: "secret\ud800pass",
          password_confirmation: "secret\ud800pass",
          cla_role_id: 1,
          cla_cohort_id: w.cohortA,
          phone_number: "\udc00",
        },
      },
    });
    expect(signUp.status).toBe(422);
    expect(signUp.body.errors).toMatchObject({
      name: invalid,
      email: invalid,
      password: invalid,
      phone_number: invalid,
    });
    const course = await t.request("POST", "/api/v1/cla_courses", {
      token: w.facilitator.token,
      json: { cla_course: { ...courseFields(), name: "\u0000", description: "a\ud800b" } },
    });
    expect(course.status).toBe(422);
    expect(course.body).toEqual({ errors: { name: invalid, description: invalid } });
    const announcement = await t.request("POST", "/api/v1/cla_announcements", {
      token: w.facilitator.token,
      json: { cla_announcement: { title: "Hi\u0000", content: "\udfff", cla_cohort_id: w.cohortA } },
    });
    expect(announcement.status).toBe(422);
    expect(announcement.body.errors).toMatchObject({ title: invalid, content: invalid });
    expect(await t.digest()).toBe(before);
  });

  it("a lone surrogate is refused, not turned into U+FFFD to collide with another record (409)", async () => {
    const { t, w } = s;
    const created = await t.request("POST", "/api/v1/cla_courses", {
      token: w.facilitator.token,
      json: { cla_course: { ...courseFields(), name: "Course \ufffd" } },
    });
    expect(created.status).toBe(201);
    const before = await t.digest();
    const lone = await t.request("POST", "/api/v1/cla_courses", {
      token: w.facilitator.token,
      json: { cla_course: { ...courseFields(), name: "Course \ud800" } },
    });
    expect(lone.status).toBe(422);
    expect(lone.body).toEqual({ errors: { name: invalid } });
    const topic = await t.request("PUT", `/api/v1/cla_topics/00000000-0000-4000-8000-000000000000`, {
      token: w.facilitator.token,
      json: { topic: { name: "\u0000" } },
    });
    expect(topic.status).toBe(404);
    expect(await t.digest()).toBe(before);
  });

  it("sign_in with NUL or a lone surrogate in the email: 401, like any unknown email", async () => {
    for (const email of ["ada@example.org\u0000", "\ud800ada@example.org"]) {
      const res = await s.t.request("POST", "/api/v1/sign_in", { json: { user: { email, password: "x" } } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "Invalid email or password." });
    }
    const forgot = await s.t.request("POST", "/api/v1/forgot_password", { json: { email: "a\u0000@b.org" } });
    expect(forgot.status).toBe(422);
    expect(forgot.body).toEqual({ errors: { email: invalid } });
  });

  it("JSON nested deeper than 32 levels is 400 `Request body must be valid JSON.`", async () => {
    const res = await s.t.request("POST", "/api/v1/sign_in", {
      body: `{"user":{"email":${"[".repeat(31)}${"]".repeat(31)}}}`,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Request body must be valid JSON." });
    // 32 levels are fine (and brackets inside strings do not count)
    const ok = await s.t.request("POST", "/api/v1/sign_in", {
      body: `{"user":{"email":${"[".repeat(30)}"[[[\\"]"${"]".repeat(30)},"password":"x"}}`,
      headers: { "content-type": "application/json" },
    });
    expect(ok.status).toBe(401);
  });
});
