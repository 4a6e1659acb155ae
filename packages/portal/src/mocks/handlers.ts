/**
 * MSW handlers for the portal's stories and tests, built from @cla/domain fixtures so every mocked
 * answer has the exact shape of docs/api.md §5–6. Each builder returns one handler; a story or test lists
 * the ones its screen calls. Paths match any origin (`*`), so they answer the same-origin default
 * and a PUBLIC_API_BASE_URL alike.
 */
import type {
  ActivityEntry,
  Extension,
  ExtensionGrant,
  Gradebook,
  EnrolmentResponse,
  Person,
  Announcement,
  Assessment,
  AssessmentKind,
  CbtAnswersPut,
  CbtAttemptResponse,
  CbtQuestion,
  CbtResultsResponse,
  CbtTest,
  CbtTestPut,
  Certificate,
  Cohort,
  Course,
  LiveClass,
  Role,
  StudentDashboardStats,
  RegisterStudent,
  StudentsWithoutScores,
  StudentWork,
  Topic,
  User,
  WorkCount,
  WorkFile,
  WorkKind,
  WorkPut,
  WorkResponse,
  WorkStatusResponse,
} from "@cla/domain/client";
import {
  API_ERRORS,
  API_MESSAGES,
  ASSESSMENT_KINDS,
  FIELD_MESSAGES,
  messages,
  nameMatches,
  SCORE_ENDPOINTS,
  WRAPPERS,
} from "@cla/domain/client";
import {
  buildAnnouncements,
  buildAssessments,
  buildCbtAttempt,
  buildCbtResults,
  buildCbtTest,
  buildEmptyCbtResults,
  buildEmptyCbtTest,
  buildCertificate,
  buildCertificateNotAvailable,
  buildCohorts,
  buildCourses,
  buildDeskStats,
  buildFacilitatorUser,
  buildLiveClasses,
  buildRoles,
  buildStudentDashboardStats,
  buildStudentList,
  buildStudentsOfCohort,
  buildStudentsWithoutScores,
  buildStudentUser,
  buildStudentWorks,
  buildTopics,
  buildWork,
  buildWorkStatus,
  type CbtAttemptFixture,
  FIXTURE_IDS,
} from "@cla/domain/fixtures";
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from "msw";

type Method = "get" | "post" | "put" | "delete";

/** The API path as an MSW pattern on any origin. */
export function apiUrl(path: string): string {
  return `*/api/v1${path}`;
}

/** A valid-looking bearer token (43 base64url characters, docs/api.md §2). */
export const FIXTURE_TOKEN = "GYfO1xHOwgCASF-Cmy5dQhmQ2OgcZDY861plVYwdVuU";

/** Fixtures are dated around the moment they are built, so "today" is the day the story is seen. */
export function fixtureNow(): Date {
  return new Date();
}

export const fixtures = {
  student: (): User => buildStudentUser(fixtureNow()),
  facilitator: (): User => buildFacilitatorUser(fixtureNow()),
  /** An admin without a cohort: the administration on top of a facilitator's screens. */
  admin: (): User => ({
    ...buildFacilitatorUser(fixtureNow()),
    id: ADMIN_ID,
    name: "Deaconess Ruth Eze",
    email: "admin@example.org",
    cla_role_id: 3,
    cla_role_name: "admin",
  }),
  cohorts: (): Cohort[] => buildCohorts(fixtureNow()),
  /** What an anonymous caller gets: only self-sign-up roles (docs/api.md §4). */
  signUpRoles: (): Role[] => buildRoles().filter((role) => role.self_signup),
  studentDashboardStats: (): StudentDashboardStats => buildStudentDashboardStats(),
  studentAnnouncements: (): Announcement[] => buildAnnouncements(fixtureNow(), "student"),
  courses: (viewer: "student" | "facilitator" = "student"): Course[] => buildCourses(fixtureNow(), viewer),
  topics: (): Topic[] => buildTopics(fixtureNow()),
};

/** Answers `method path` with `body` and `status`. */
export function respond(method: Method, path: string, body: JsonBodyType, status = 200): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** Never answers: the screen stays in its loading or busy state (stories of those states). */
export function pending(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay("infinite");
    return HttpResponse.json(null);
  });
}

/**
 * Holds every `method path` request until `release()`, then answers it like `respond`. For a busy state
 * whose request must not outlive its story: release it in the story's cleanup. `release` says whether a
 * request was held.
 */
export function held(
  method: Method,
  path: string,
  body: JsonBodyType,
  status = 200,
): { handler: HttpHandler; release: () => boolean } {
  const waiting = new Set<() => void>();
  return {
    handler: http[method](apiUrl(path), async () => {
      await new Promise<void>((resume) => waiting.add(resume));
      return HttpResponse.json(body, { status });
    }),
    release: () => {
      const held = waiting.size > 0;
      for (const resume of waiting) resume();
      waiting.clear();
      return held;
    },
  };
}

/** Fails at the network level: the no-response path ('No response from server…'). */
export function networkError(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.error());
}

/** The API's error shape (docs/api.md §3.1). */
export function failWith(method: Method, path: string, status: number, error: string): HttpHandler {
  return respond(method, path, { error }, status);
}

/** The API's 422 shape: `{"errors": {field: [messages]}}`. */
export function failValidation(method: Method, path: string, errors: Record<string, string[]>): HttpHandler {
  return respond(method, path, { errors }, 422);
}

/** A 401 on a protected call: the session has expired on the server. */
export function sessionExpired(method: Method, path: string): HttpHandler {
  return failWith(method, path, 401, API_ERRORS.sessionExpired);
}

// ── Account ────────────────────────────────────────────────────────────────────────────────────────

export function signInAs(user: User, token: string = FIXTURE_TOKEN): HttpHandler {
  return respond("post", "/sign_in", {
    message: API_MESSAGES.signedIn,
    token,
    expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    user,
  });
}

export const signInWrongPassword = (): HttpHandler =>
  failWith("post", "/sign_in", 401, API_ERRORS.invalidCredentials);

/** A 200 without a token: docs/product.md §5's 'Authentication failed'. */
export const signInWithoutToken = (): HttpHandler =>
  respond("post", "/sign_in", { message: API_MESSAGES.signedIn, user: fixtures.student() });

export const signUpCreated = (): HttpHandler =>
  respond("post", "/sign_up", { message: API_MESSAGES.userCreated }, 201);

export const signOutOk = (): HttpHandler => respond("post", "/sign_out", { message: API_MESSAGES.signedOut });
/** sign_out kept in flight until released (see `held`). */
export const signOutHeld = () => held("post", "/sign_out", { message: API_MESSAGES.signedOut });

/** The student's own record kept between requests: GET /me answers it, PUT edit_profile changes it. */
export function profileKept(): HttpHandler[] {
  let kept = fixtures.student();
  return [
    http.get(apiUrl("/me"), () => HttpResponse.json(kept)),
    http.put(apiUrl("/edit_profile"), async ({ request }) => {
      const body = (await request.json()) as { user: Partial<User> };
      kept = { ...kept, ...body.user, id: kept.id };
      return HttpResponse.json(kept);
    }),
  ];
}

export const forgotPasswordOk = (): HttpHandler =>
  respond("post", "/forgot_password", { message: API_MESSAGES.resetLinkSent });

export const resetPasswordOk = (): HttpHandler =>
  respond("post", "/reset_password", { message: API_MESSAGES.passwordReset });

export const resetLinkExpired = (): HttpHandler =>
  failWith("post", "/reset_password", 400, API_ERRORS.resetLinkInvalid);

// ── Reference data and dashboards ─────────────────────────────────────────────────────────────────

export const cohortsOk = (cohorts: Cohort[] = fixtures.cohorts()): HttpHandler =>
  respond("get", "/cla_cohorts", { cohorts });

/** The desk's figures and students for any cohort (what a facilitator's landing asks for, preloaded or not). */
export const deskOk = (): HttpHandler[] => [
  respond("get", "/cla_dashboards/desk_stats", buildDeskStats()),
  listOk("/cla_dashboards/student_list", buildStudentList()),
];

/**
 * The gradebook of the facilitator's second assignment's course: that assignment, and Bola Adeyemi, who handed
 * it in, with `score` (null: not scored yet) and the submission points it gives.
 */
export function gradebookFixture(score: number | null = null): Gradebook {
  const item = assessmentFixtures("assignment", "facilitator")[1]!;
  const course = fixtures.courses("facilitator").find((one) => one.id === item.cla_course_id)!;
  const bola = buildStudentsOfCohort().find((student) => student.name === "Bola Adeyemi")!;
  const points = score === null ? 0 : 17.1;
  return {
    course: { id: course.id, name: course.name, cla_cohort_id: course.cla_cohort_id },
    columns: [{ kind: "assignment", id: item.id, name: item.name, date: item.due_date }],
    rows: [
      {
        student: { id: bola.id, name: bola.name },
        points: {
          submission_points: points,
          attendance_points: 0,
          contributions_points: 0,
          cbt_points: 0,
          total: points,
        },
        cells: [{ score, status: "handed_in", present: null, extended_to: null }],
      },
    ],
  };
}

/** An extension of `item` for a student of the cohort, granted by the fixtures' facilitator. */
export function extensionFixture(
  item: { id: string },
  student: { id: string; name: string },
  due_date = "2030-04-10",
  reason = "Hospital stay",
): Extension {
  const now = fixtureNow().toISOString();
  return {
    id: `e0000000-0000-4000-8000-${student.id.slice(-12).padStart(12, "0")}`,
    item_kind: "assignment",
    item_id: item.id,
    cla_student_id: student.id,
    student_name: student.name,
    due_date,
    reason,
    cla_facilitator_id: fixtures.facilitator().id,
    created_at: now,
    updated_at: now,
  };
}

/**
 * The extensions of any item of `kind` as the server keeps them (docs/api.md §6.17): GET lists `kept`, POST
 * grants to the students named (one per student, a new date and reason for one who has one), DELETE
 * /cla_extensions/{id} revokes. `seen` collects each grant's input. The students of cohort 3 answer too.
 */
export function extensionsKept(
  kind: AssessmentKind,
  kept: Extension[] = [],
  seen: ExtensionGrant[] = [],
): HttpHandler[] {
  const path = `${ASSESSMENT_KINDS[kind].path}/:id/extensions`;
  const students = buildStudentsOfCohort();
  const answer = () => HttpResponse.json({ extensions: kept });
  return [
    respond("get", "/cla_cohorts/students_of_cohort", { students }),
    http.get(apiUrl(path), answer),
    http.post(apiUrl(path), async ({ request, params }) => {
      const input = ((await request.json()) as { cla_extension: ExtensionGrant }).cla_extension;
      seen.push(input);
      const ids = input.cla_user_ids ?? [];
      const granted = ids.map((id) => {
        const student = students.find((one) => one.id === id)!;
        return extensionFixture({ id: String(params["id"]) }, student, input.due_date, input.reason);
      });
      kept.splice(0, kept.length, ...kept.filter((one) => !ids.includes(one.cla_student_id)), ...granted);
      return HttpResponse.json({ extensions: granted }, { status: 201 });
    }),
    http.delete(apiUrl("/cla_extensions/:id"), ({ params }) => {
      kept.splice(0, kept.length, ...kept.filter((one) => one.id !== params["id"]));
      return HttpResponse.json({ message: "Extension revoked successfully" });
    }),
  ];
}

export const gradebookOk = (book: Gradebook = gradebookFixture()): HttpHandler =>
  respond("get", "/cla_gradebook", book);

export const rolesOk = (roles: Role[] = fixtures.signUpRoles()): HttpHandler =>
  respond("get", "/cla_roles", { roles });

export const meOk = (user: User): HttpHandler => respond("get", "/me", user);

export const dashboardStatsOk = (
  stats: StudentDashboardStats = fixtures.studentDashboardStats(),
): HttpHandler => respond("get", "/cla_dashboards/student_dashboard_stats", stats);

export const announcementsOk = (
  announcements: Announcement[] = fixtures.studentAnnouncements(),
): HttpHandler => respond("get", "/cla_announcements", announcements);

// ── Records (courses, topics and the screens after them) ──────────────────────────────────

/** GET `path` answers `records` (a list endpoint). */
export const listOk = (path: string, records: JsonBodyType): HttpHandler => respond("get", path, records);

/** GET `path/{id}` answers the record of `records` with that id, else the API's 404 `<thing> not found`. */
export function recordsById<T extends { id: string }>(
  path: string,
  records: T[],
  thing: string,
): HttpHandler {
  return http.get(apiUrl(`${path}/:id`), ({ params }) => {
    const record = records.find((candidate) => candidate.id === params["id"]);
    return record
      ? HttpResponse.json(record as JsonBodyType)
      : HttpResponse.json({ error: `${thing} not found` }, { status: 404 });
  });
}

/** What a form with a cohort and course choice asks for: the cohorts, a cohort's courses, a course by id. */
export const courseChoicesOk = (courses: Course[] = fixtures.courses("facilitator")): HttpHandler[] => [
  cohortsOk(),
  listOk("/cla_courses", courses),
  recordsById("/cla_courses", courses, "Course"),
];

/**
 * POST `path` answers 201 with `base` updated by the posted `{"<wrapper>": input}` (and a new id); PUT
 * `path/{id}` answers 200 the same way, keeping the id. `seen` collects each request's input.
 */
export function writesOk<T extends { id: string }>(
  path: string,
  wrapper: string,
  base: T,
  seen: Array<Record<string, unknown>> = [],
): HttpHandler[] {
  const answer = async (request: Request, id: string, status: number) => {
    const body = (await request.json()) as Record<string, Record<string, unknown>>;
    const input = body[wrapper] ?? {};
    seen.push(input);
    return HttpResponse.json({ ...base, ...input, id } as JsonBodyType, { status });
  };
  return [
    http.post(apiUrl(path), ({ request }) => answer(request, "f0000000-0000-4000-8000-000000000001", 201)),
    http.put(apiUrl(`${path}/:id`), ({ request, params }) => answer(request, String(params["id"]), 200)),
  ];
}

/** DELETE `path/{id}` answers 200 `{"message": message}`. */
export const deleteOk = (path: string, message: string): HttpHandler =>
  http.delete(apiUrl(`${path}/:id`), () => HttpResponse.json({ message }));

// ── Assessments: the three kinds' items and scores ─────────────────────────────────────

/** One kind's fixture items (past due, due today, new; the student scored 85.5 on the past one). */
export const assessmentFixtures = (kind: AssessmentKind, viewer: "student" | "facilitator" = "student") =>
  buildAssessments(fixtureNow(), kind, viewer);

/** recordsById for one kind's `items`: GET `{its path}/{id}`, else its 404 ('CBT not found'). */
export const assessmentsById = (kind: AssessmentKind, items: Assessment[]): HttpHandler =>
  recordsById(ASSESSMENT_KINDS[kind].path, items, ASSESSMENT_KINDS[kind].thing);

/** GET `{score path}/students_without_scores` answers `stats` (default: one of four students scored). */
export const studentsWithoutScoresOk = (
  kind: AssessmentKind,
  stats: StudentsWithoutScores = buildStudentsWithoutScores(),
): HttpHandler => respond("get", `${SCORE_ENDPOINTS[kind].path}/students_without_scores`, stats);

/** POST `{score path}` answers 201 with a score record; `seen` collects each request's body. */
export function scoreOk(kind: AssessmentKind, seen: unknown[] = []): HttpHandler {
  const endpoint = SCORE_ENDPOINTS[kind];
  return http.post(apiUrl(endpoint.path), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push(body);
    const input = (body[endpoint.wrapper] ?? {}) as Record<string, unknown>;
    return HttpResponse.json(
      {
        id: "e0000000-0000-4000-8000-000000000001",
        [endpoint.itemKey]: body[endpoint.itemKey],
        [endpoint.studentKey]: input[endpoint.studentKey],
        score: Number(input["score"]),
        comment: typeof input["comment"] === "string" ? input["comment"] : null,
        created_at: fixtureNow().toISOString(),
      },
      { status: 201 },
    );
  });
}
// ── Work: a student's hand-in (docs/api.md §6.13) ───────────────────────────────────────

/**
 * GET `{kind path}/{id}/work` answers `answer` (default: nothing handed in, no score). List it before a
 * `recordsById` of the same kind's path.
 */
export const workOk = (kind: WorkKind, answer: WorkResponse = { work: null, score: null }): HttpHandler =>
  respond("get", `${ASSESSMENT_KINDS[kind].path}/:id/work`, answer);

/**
 * GET `{kind path}/work_status` answers `statuses` (default: the fixture items' statuses). List it before a
 * `recordsById` of the same kind's path, which would take `work_status` for an id.
 */
export const workStatusOk = (
  kind: WorkKind,
  statuses: WorkStatusResponse = buildWorkStatus(fixtureNow(), kind),
): HttpHandler => respond("get", `${ASSESSMENT_KINDS[kind].path}/work_status`, statuses);

/** A facilitator's counts on a list of `kind` (default: the fixture items, the first with 3 hand-ins, 2 to score). */
export const workCountsOk = (
  kind: WorkKind,
  counts: WorkCount[] = assessmentFixtures(kind, "facilitator").map((item, index) => ({
    item_id: item.id,
    handed_in: index === 0 ? 3 : 1,
    to_score: index === 0 ? 2 : 0,
  })),
): HttpHandler => respond("get", `${ASSESSMENT_KINDS[kind].path}/work_counts`, { work_counts: counts });

/**
 * A student's work kept between requests: GET `{kind path}/{id}/work` answers `answer` until a PUT hands
 * in work, then that work (its files taken from `files` by id, handed in now, on time, not scored); the PUT
 * answers the same. `seen` collects each PUT's `cla_work`.
 */
export function workKept(
  kind: WorkKind,
  {
    answer = { work: null, score: null },
    files = [],
    seen = [],
  }: {
    answer?: WorkResponse;
    files?: WorkFile[];
    seen?: WorkPut[];
  } = {},
): HttpHandler[] {
  let kept = answer;
  const path = `${ASSESSMENT_KINDS[kind].path}/:id/work`;
  return [
    http.get(apiUrl(path), () => HttpResponse.json(kept)),
    http.put(apiUrl(path), async ({ request }) => {
      const input = ((await request.json()) as Record<string, WorkPut>)[WRAPPERS.work] ?? {};
      seen.push(input);
      const now = fixtureNow();
      kept = {
        work: {
          ...buildWork(now),
          text: input.text ?? null,
          links: (input.links ?? []).map(String),
          files: files.filter((file) => input.file_ids?.includes(file.id)),
          late: false,
          submitted_at: kept.work?.submitted_at ?? now.toISOString(),
          updated_at: now.toISOString(),
        },
        score: null,
      };
      return HttpResponse.json(kept);
    }),
  ];
}

/**
 * The one part of an upload's `multipart/form-data` body: its field name, file name and content (as
 * Latin-1 text, one character per byte). Read from the raw body, because jsdom's XMLHttpRequest sends
 * jsdom's own File objects, which the platform's `request.formData()` cannot parse.
 */
export async function uploadedPart(
  request: Request,
): Promise<{ field: string; name: string; content: string }> {
  const body = new TextDecoder("latin1").decode(await request.arrayBuffer());
  const headersEnd = body.indexOf("\r\n\r\n");
  const headers = body.slice(0, headersEnd);
  return {
    field: /name="([^"]*)"/.exec(headers)?.[1] ?? "",
    name: /filename="([^"]*)"/.exec(headers)?.[1] ?? "",
    content: body.slice(headersEnd + 4, body.lastIndexOf("\r\n--")),
  };
}

/**
 * POST /cla_work_files answers 201 with the uploaded part as stored (its name and size, a PDF, a new id) and
 * adds it to `stored`, which `workKept` can take its files from.
 */
export function uploadOk(stored: WorkFile[] = []): HttpHandler {
  return http.post(apiUrl("/cla_work_files"), async ({ request }) => {
    const part = await uploadedPart(request);
    const file: WorkFile = {
      id: `f2000000-0000-4000-8000-${String(stored.length + 1).padStart(12, "0")}`,
      name: part.name,
      size: part.content.length,
      content_type: "application/pdf",
    };
    stored.push(file);
    return HttpResponse.json({ file }, { status: 201 });
  });
}

// ── Work handed in (docs/api.md §6.13) ───────────────────────────────────────────────────

/** The cohort's work on one item, as GET …/{id}/works gives it (default: one scored, two handed in, one not). */
export const studentWorkFixtures = (): StudentWork[] => buildStudentWorks(fixtureNow());

/** GET `{item path}/{id}/works` answers `works` for any item of the kind. */
export const worksOk = (kind: WorkKind, works: StudentWork[] = studentWorkFixtures()): HttpHandler =>
  respond("get", `${ASSESSMENT_KINDS[kind].path}/:id/works`, { works });

/**
 * GET /cla_work_files/{id} answers `bytes` as the server does: an attachment named `file.name` (the ASCII
 * `filename` and the exact `filename*`), of the file's type. `seen` collects each request's Authorization.
 */
export function workFileOk(file: WorkFile, bytes: Uint8Array, seen: Array<string | null> = []): HttpHandler {
  return http.get(apiUrl(`/cla_work_files/${file.id}`), ({ request }) => {
    seen.push(request.headers.get("Authorization"));
    return new HttpResponse(bytes, {
      headers: {
        "Content-Type": file.content_type,
        "Content-Disposition": `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\%]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  });
}

// ── CBT tests: a student's attempt (docs/api.md §6.14) ──────────────────────────────────

/** The fixture CBT's attempt (four questions, 10 points; see buildCbtAttempt), dated around now. */
export const cbtAttemptFixture = (fixture?: CbtAttemptFixture): CbtAttemptResponse =>
  buildCbtAttempt(fixtureNow(), fixture);

/** A CBT scored by hand: no questions, nothing to take in the portal. */
export const manualCbtAttempt = (): CbtAttemptResponse => ({
  ...cbtAttemptFixture({ stage: "not_started" }),
  test: {
    question_count: 0,
    total_points: 0,
    time_limit_minutes: null,
    due_date: cbtAttemptFixture().test.due_date,
  },
});

const CBT_ATTEMPT = `${ASSESSMENT_KINDS.cbt.path}/:id/attempt`;

/** GET /cla_cbts/{id}/attempt answers `answer` (default: a CBT scored by hand) for any CBT. */
export const cbtAttemptOk = (answer: CbtAttemptResponse = manualCbtAttempt()): HttpHandler =>
  respond("get", CBT_ATTEMPT, answer);

/**
 * A student's attempt kept between requests, as the server keeps it: GET answers it; POST …/attempt starts it
 * (201, `started`: 25 minutes left); PUT …/attempt/answers saves the answers sent (`seen` collects each body's
 * `answers`) unless `offline()` says the connection is down (no response); POST …/attempt/submit grades it,
 * submitted now (7 of 10 points, 70%).
 */
export function cbtAttemptKept({
  answer = cbtAttemptFixture({ stage: "not_started" }),
  started = cbtAttemptFixture(),
  seen = [],
  offline = () => false,
}: {
  answer?: CbtAttemptResponse;
  started?: CbtAttemptResponse;
  seen?: CbtAnswersPut[];
  offline?: () => boolean;
} = {}): HttpHandler[] {
  let kept = answer;
  return [
    http.get(apiUrl(CBT_ATTEMPT), () => HttpResponse.json(kept)),
    http.post(apiUrl(CBT_ATTEMPT), () => {
      kept = started;
      return HttpResponse.json(kept, { status: 201 });
    }),
    http.put(apiUrl(`${CBT_ATTEMPT}/answers`), async ({ request }) => {
      if (offline()) return HttpResponse.error();
      const answers = ((await request.json()) as { answers: CbtAnswersPut }).answers;
      seen.push(answers);
      const attempt = kept.attempt!;
      kept = {
        ...kept,
        attempt: {
          ...attempt,
          questions: attempt.questions.map((question) =>
            question.id in answers ? { ...question, answer: answers[question.id] ?? null } : question,
          ),
        },
      };
      return HttpResponse.json(kept);
    }),
    http.post(apiUrl(`${CBT_ATTEMPT}/submit`), () => {
      const graded = cbtAttemptFixture({ stage: "graded" });
      const now = fixtureNow().toISOString();
      kept = { ...graded, attempt: { ...graded.attempt!, submitted_at: now, graded_at: now } };
      return HttpResponse.json(kept);
    }),
  ];
}

// ── CBT tests: a facilitator's questions and results (docs/api.md §6.14) ─────────────────

/** GET /cla_cbts/{id}/questions answers `test` (default: one question of each kind, not locked). */
export const cbtQuestionsOk = (test: CbtTest = buildCbtTest()): HttpHandler =>
  respond("get", "/cla_cbts/:id/questions", test);

/**
 * A CBT's test kept between requests: GET …/questions answers `test` until a PUT replaces what it names (the
 * questions get new ids, as the server's replace does), then that. `seen` collects each PUT's `cla_cbt_test`.
 */
export function cbtQuestionsKept({
  test = buildCbtTest(),
  seen = [],
}: { test?: CbtTest; seen?: CbtTestPut[] } = {}): HttpHandler[] {
  let kept = test;
  const path = "/cla_cbts/:id/questions";
  return [
    http.get(apiUrl(path), () => HttpResponse.json(kept)),
    http.put(apiUrl(path), async ({ request }) => {
      const input = ((await request.json()) as Record<string, CbtTestPut>)[WRAPPERS.cbtTest] ?? {};
      seen.push(input);
      const sent = (input.questions ?? kept.questions) as Array<Omit<CbtQuestion, "id">>;
      const questions: CbtQuestion[] = sent.map((question, index) => ({
        id: `c2000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`,
        kind: question.kind as CbtQuestion["kind"],
        text: String(question.text),
        points: Number(question.points),
        options: question.kind === "single" || question.kind === "multiple" ? (question.options ?? []) : null,
        correct_options:
          question.kind === "single" || question.kind === "multiple"
            ? (question.correct_options ?? [])
            : null,
        correct_answer: question.kind === "true_false" ? (question.correct_answer ?? null) : null,
        accepted_answers: question.kind === "short" ? (question.accepted_answers ?? []) : null,
      }));
      kept = {
        time_limit_minutes:
          input.time_limit_minutes === undefined
            ? kept.time_limit_minutes
            : (input.time_limit_minutes as number | null),
        shuffle: input.shuffle ?? kept.shuffle,
        locked: false,
        total_points: questions.reduce((sum, question) => sum + question.points, 0),
        questions,
      };
      return HttpResponse.json(kept);
    }),
  ];
}

/** PUT /cla_cbts/{id}/questions once a student has started: the server's 409. */
export const cbtQuestionsLocked = (): HttpHandler =>
  failWith("put", "/cla_cbts/:id/questions", 409, API_ERRORS.cbtQuestionsLocked);

/** A CBT without questions, scored by hand: what a facilitator's details screen asks for it. */
export const cbtByHand = (): HttpHandler[] => [
  cbtQuestionsOk(buildEmptyCbtTest()),
  respond("get", "/cla_cbts/:id/results", buildEmptyCbtResults()),
];

/** GET /cla_cbts/{id}/results answers `results` (default: two graded, one in progress, one not started). */
export const cbtResultsOk = (results: CbtResultsResponse = buildCbtResults(fixtureNow())): HttpHandler =>
  respond("get", "/cla_cbts/:id/results", results);

// ── Live classes, attendance, calendar feed ─────────────────────────────────────────────

/** A facilitator's or student's live classes (API order), `starts_at` in `academyZone` (default UTC). */
export const liveClassFixtures = (
  viewer: "student" | "facilitator" = "student",
  academyZone = "UTC",
): LiveClass[] => buildLiveClasses(fixtureNow(), viewer, academyZone);

/**
 * The students of the current cohort not yet marked, as the register gives them; `joined` names those who
 * joined the class from the portal (at 18:03 UTC on the fixtures' day).
 */
export const registerStudentFixtures = (joined: readonly string[] = []): RegisterStudent[] =>
  buildStudentsOfCohort().map(({ id, name }) => ({
    id,
    name,
    joined_at: joined.includes(id) ? `${fixtureNow().toISOString().slice(0, 10)}T18:03:00.000Z` : null,
  }));

/** GET /cla_live_classes/today_classes: `live_classes`, with the API's message when there are none. */
export const todayClassesOk = (liveClasses: LiveClass[]): HttpHandler =>
  respond(
    "get",
    "/cla_live_classes/today_classes",
    liveClasses.length > 0
      ? { live_classes: liveClasses }
      : { live_classes: [], message: messages.noLiveClassesToday },
  );

/** GET /cla_attendances/register answers `students`. */
export const registerOk = (students: RegisterStudent[]): HttpHandler =>
  respond("get", "/cla_attendances/register", { students });

/** The feed URL a story shows (docs/api.md §6.12). */
export const FIXTURE_FEED_URL =
  "http://localhost:3000/api/v1/calendar/Xq3v8n2ZtR5kLw9pYb7cDf4hJm6sGa1eUo0iNy-KQ_A.ics";

/** GET /calendar_feed answers `url`. */
export const calendarFeedOk = (url: string = FIXTURE_FEED_URL): HttpHandler =>
  respond("get", "/calendar_feed", { url });
// ── Certificates ────────────────────────────────────────────────────────────────────────

/** GET /certificate answers the graduate's certificate (any `cla_user_id`). */
export const certificateOk = (certificate: Certificate = buildCertificate(fixtureNow())): HttpHandler =>
  respond("get", "/certificate", { certificate });

/** GET /certificate before completion: the 409 with `available_on` (null: the cohort has no course). */
export const certificateNotYet = (
  availableOn: string | null = buildCertificateNotAvailable(fixtureNow()).available_on,
): HttpHandler =>
  respond(
    "get",
    "/certificate",
    { error: API_ERRORS.certificateNotAvailable, available_on: availableOn },
    409,
  );

// ── The administration (admins, docs/api.md §6.15) ─────────────────────────────────────────────

export const ADMIN_ID = "CLAADM1N0000001";

/** Every cohort as an admin sees it: with its active students counted. */
export const adminCohorts = (): Cohort[] =>
  fixtures.cohorts().map((cohort, index) => ({ ...cohort, student_count: [0, 4, 12, 2][index] ?? 0 }));

/** Everyone, people order: the admin, the facilitator, the four students (one deactivated, one invited). */
export function peopleFixtures(): Person[] {
  const person = (user: User, active = true, password_set = true): Person => ({
    ...user,
    active,
    password_set,
  });
  const student = fixtures.student();
  const classmate = (id: string, name: string, email: string): User => ({ ...student, id, name, email });
  return [
    person(classmate("CLA000000000002", "Bola Adeyemi", "bola.adeyemi@example.org")),
    person(classmate("CLA000000000003", "Chidi Okafor", "chidi.okafor@example.org"), false),
    person(fixtures.admin()),
    person(student),
    person(classmate("CLA000000000004", "Grace Mensah", "grace.mensah@example.org"), true, false),
    person(fixtures.facilitator()),
  ];
}

/** GET /cla_users answers `people`, filtered by `q`, `role` and `status` as the server does (the cohort too). */
export function peopleOk(people: Person[] = peopleFixtures()): HttpHandler {
  return http.get(apiUrl("/cla_users"), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = query.get("q");
    const role = query.get("role");
    const cohort = query.get("cla_cohort_id");
    const status = query.get("status");
    const users = people.filter(
      (person) =>
        (!q || nameMatches(person.name, q, person.email)) &&
        (!role || person.cla_role_name === role) &&
        (!cohort || String(person.cla_cohort_id) === cohort) &&
        (!status || person.active === (status === "active")),
    );
    return HttpResponse.json({ users } as JsonBodyType);
  });
}

/**
 * PUT /cla_users/{id} answers the person of `people` with the body's changes (a new cohort's name looked up),
 * POST …/reset_link the API's message; `seen` collects each PUT's `user`.
 */
export function personWritesOk(
  people: Person[] = peopleFixtures(),
  seen: Array<Record<string, unknown>> = [],
): HttpHandler[] {
  return [
    http.put(apiUrl("/cla_users/:id"), async ({ request, params }) => {
      const body = (await request.json()) as { user: Partial<Person> };
      seen.push(body.user);
      const person = people.find((candidate) => candidate.id === params["id"]);
      if (!person) return HttpResponse.json({ error: "User not found" }, { status: 404 });
      const cohort = fixtures.cohorts().find((candidate) => candidate.id === body.user.cla_cohort_id);
      const role = buildRoles().find((candidate) => candidate.id === body.user.cla_role_id);
      const changed = {
        ...person,
        ...body.user,
        ...(cohort ? { cla_cohort_name: cohort.name } : {}),
        ...(role ? { cla_role_name: role.name } : {}),
      };
      // As the server: a student belongs to a cohort (docs/api.md §6.15).
      if (changed.cla_role_name === "student" && changed.cla_cohort_id === null) {
        return HttpResponse.json({ errors: { cla_cohort_id: [FIELD_MESSAGES.required] } }, { status: 422 });
      }
      Object.assign(person, changed);
      return HttpResponse.json(changed as JsonBodyType);
    }),
    respond("post", "/cla_users/:id/reset_link", { message: API_MESSAGES.resetLinkSentTo }),
  ];
}

/** POST /cla_users/invite answers 201 the invited person (no password yet); `seen` collects each `user`. */
export function inviteOk(seen: Array<Record<string, unknown>> = []): HttpHandler {
  return http.post(apiUrl("/cla_users/invite"), async ({ request }) => {
    const body = (await request.json()) as { user: { name: string; email: string; cla_role_id: number } };
    seen.push(body.user);
    const invited: Person = {
      ...fixtures.facilitator(),
      id: "CLAINV1TED00001",
      name: body.user.name,
      email: body.user.email.toLowerCase(),
      cla_role_id: body.user.cla_role_id,
      cla_role_name: body.user.cla_role_id === 3 ? "admin" : "facilitator",
      active: true,
      password_set: false,
    };
    return HttpResponse.json(invited as JsonBodyType, { status: 201 });
  });
}

/** A preview of a file of five rows, one of each status and two errors. */
export function enrolmentFixture(enrolled = 0): EnrolmentResponse {
  return {
    rows: [
      {
        line: 2,
        name: "Esther Danjuma",
        email: "esther@example.org",
        cohort: "Cohort 2026A",
        cla_cohort_id: 4,
        status: "new",
        errors: null,
      },
      {
        line: 3,
        name: "Femi Bello",
        email: "femi@example.org",
        cohort: "4",
        cla_cohort_id: 4,
        status: "new",
        errors: null,
      },
      {
        line: 4,
        name: "Ada Obi",
        email: "ada.obi@example.org",
        cohort: "Cohort 2025A",
        cla_cohort_id: 3,
        status: "already_enrolled",
        errors: null,
      },
      {
        line: 5,
        name: "Pastor Emeka Nwosu",
        email: "facilitator@example.org",
        cohort: "Cohort 2026A",
        cla_cohort_id: 4,
        status: "conflict",
        errors: { email: [API_ERRORS.emailTaken] },
      },
      {
        line: 6,
        name: "",
        email: "not-an-email",
        cohort: "Cohort 1999",
        cla_cohort_id: null,
        status: "error",
        errors: { name: ["is required"], email: ["is invalid"], cohort: ["does not exist"] },
      },
    ],
    counts: { new: 2, already_enrolled: 1, conflict: 1, error: 1 },
    enrolled,
  };
}

/** POST /cla_enrolments/preview and POST /cla_enrolments answer `preview` (enrol: its new rows enrolled); `seen` collects the bodies. */
export function enrolmentOk(
  preview: EnrolmentResponse = enrolmentFixture(),
  seen: string[] = [],
): HttpHandler[] {
  const answer =
    (enrolled: number) =>
    async ({ request }: { request: Request }) => {
      seen.push(await request.text());
      return HttpResponse.json({ ...preview, enrolled } as JsonBodyType);
    };
  return [
    http.post(apiUrl("/cla_enrolments/preview"), answer(0)),
    http.post(apiUrl("/cla_enrolments"), answer(preview.counts.new)),
  ];
}

/** Entries of the activity log, newest first: a sign-in, a move, a deleted course, a score. */
export function activityFixtures(): ActivityEntry[] {
  const at = (minutes: number) => new Date(fixtureNow().getTime() - minutes * 60_000).toISOString();
  const admin = fixtures.admin();
  const entry = (id: number, minutes: number, fields: Partial<ActivityEntry>): ActivityEntry => ({
    id: `a0000000-0000-4000-8000-00000000000${id}`,
    created_at: at(minutes),
    kind: "",
    actor_id: admin.id,
    actor_name: admin.name,
    user_id: null,
    user_name: null,
    subject_id: null,
    subject_name: null,
    details: {},
    ...fields,
  });
  return [
    entry(1, 5, {
      kind: "user.cohort_changed",
      user_id: "CLA000000000002",
      user_name: "Bola Adeyemi",
      details: { from: "Cohort 2025A", to: "Cohort 2026A" },
    }),
    entry(2, 30, {
      kind: "course.deleted",
      subject_id: "c0000000-0000-4000-8000-000000000009",
      subject_name: "Old Testament Survey",
    }),
    entry(3, 90, {
      kind: "score.recorded",
      actor_id: FIXTURE_IDS.facilitator,
      actor_name: "Pastor Emeka Nwosu",
      user_id: "CLA7K2PQ9XW4HM3",
      user_name: "Ada Obi",
      subject_name: "Servant Leadership Essay",
      details: { item_kind: "assignment", score: 85.5 },
    }),
    entry(4, 120, {
      kind: "sign_in.failed",
      actor_id: null,
      actor_name: null,
      details: { address: "203.0.113.7", email: "ada.obi@example.org" },
    }),
  ];
}

/**
 * GET /cla_activity answers `entries` in pages of `pageSize` (the cursor is the index of the page's first entry),
 * filtered by `kind` (a full kind or its first part) as the server does.
 */
export function activityOk(entries: ActivityEntry[] = activityFixtures(), pageSize = 50): HttpHandler {
  return http.get(apiUrl("/cla_activity"), ({ request }) => {
    const query = new URL(request.url).searchParams;
    const kind = query.get("kind");
    const matching = entries.filter(
      (entry) => !kind || entry.kind === kind || entry.kind.startsWith(`${kind}.`),
    );
    const start = Number(query.get("before") ?? 0);
    const page = matching.slice(start, start + pageSize);
    const next = start + pageSize < matching.length ? String(start + pageSize) : null;
    return HttpResponse.json({ entries: page, next_cursor: next } as JsonBodyType);
  });
}
