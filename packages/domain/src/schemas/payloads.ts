/**
 * Request payloads of every endpoint of docs/api.md §6: the object inside the wrapper key (the server
 * answers a missing or non-object wrapper with 400 itself), the top-level bodies of
 * forgot_password and reset_password, and the query parameters.
 *
 * Shape and format only: reference checks (`does not exist`, `must be a student of this cohort`,
 * `cannot be changed`, `must match the course's cohort`, …) and rules that need stored values are
 * the server's. Unknown keys and echoed read-only fields are stripped, never an error.
 *
 * PUT schemas are the create shape made partial: an absent key is absent from the output (keep
 * the stored value); a present key is validated as on create, so `null` in a required field is
 * `is required` and `null`/"" in an optional one is null (clear).
 *
 * The exported types are each body as a client sends it (`z.input`: ids and scores as a number or a string,
 * optional links as null): the portal's writes are typed with them (packages/portal/src/api/records.ts), so
 * a form that sends a field the endpoint does not take fails its typecheck. The server works on the schemas'
 * parsed output.
 */
import { z } from "zod";
import { FIELD_MESSAGES as M } from "./errors";
import {
  booleanField,
  commentField,
  contentField,
  dateField,
  descriptionField,
  durationField,
  emailField,
  integerIdField,
  looseStringField,
  nameField,
  optionalDateField,
  optionalIntegerIdField,
  optionalQueryParam,
  optionalUrlField,
  optionalUserIdField,
  passwordField,
  phoneField,
  localeField,
  presenceField,
  requiredQueryParam,
  scoreField,
  timeField,
  titleField,
  urlField,
  userIdField,
  uuidField,
  workTextField,
  listField,
  optionalBooleanField,
  optionIndexField,
  optionTextField,
  questionKindField,
  questionPointsField,
  questionTextField,
  timeLimitField,
  extensionReasonField,
} from "./primitives";
import {
  CBT_ACCEPTED_MAX,
  CBT_ACCEPTED_MIN,
  CBT_OPTIONS_MAX,
  CBT_OPTIONS_MIN,
  CBT_QUESTIONS_MAX,
  ATTENDANCE_REGISTER_MAX,
  EXTENSION_STUDENTS_MAX,
  WORK_FILES_MAX,
  WORK_LINKS_MAX,
} from "../rules/limits";

/** The whole body `{"<wrapper>": inner}`, for documentation (OpenAPI) and for clients. */
export function wrapBody<K extends string, S extends z.ZodType>(wrapper: K, inner: S) {
  return z.object({ [wrapper]: inner } as { [P in K]: S });
}

// ---------------------------------------------------------------------------------------------
// Cross-field rules. `when` lets them run while other fields have failed (all field errors of a
// request are reported together) but only once both of their own fields are valid.

type Payload = z.core.ParsePayload<unknown>;
const fieldsValid =
  (...keys: string[]) =>
  (payload: Payload): boolean =>
    !payload.issues.some((issue) => keys.includes(String(issue.path?.[0])));

/** `end_date` ≥ `start_date` when both are set: absent is not sent (PUT), null a cohort's date not yet known. */
const endOnOrAfterStart = {
  check: (value: { start_date?: string | null | undefined; end_date?: string | null | undefined }) =>
    value.start_date == null || value.end_date == null || value.end_date >= value.start_date,
  params: { message: M.endBeforeStart, path: ["end_date"], when: fieldsValid("start_date", "end_date") },
};

const confirmationMatches = {
  check: (value: { password?: string | undefined; password_confirmation?: string | null | undefined }) =>
    value.password_confirmation == null || value.password_confirmation === value.password,
  params: {
    message: M.passwordMismatch,
    path: ["password_confirmation"],
    when: fieldsValid("password", "password_confirmation"),
  },
};

/** Throws on a `today` that is not a valid date: that is a programming error, not user input. */
function assertToday(today: string): void {
  const checked = dateField.safeParse(today);
  if (!checked.success || checked.data !== today) throw new Error(`today must be "YYYY-MM-DD", got ${today}`);
}

/** `birthday` after `today` → `must not be in the future` (docs/api.md §1.4, §6.1). */
function birthdayNotAfter(today: string) {
  assertToday(today);
  return {
    check: (value: { birthday?: string | null | undefined }) =>
      value.birthday == null || value.birthday <= today,
    params: { message: M.inFuture, path: ["birthday"], when: fieldsValid("birthday") },
  };
}

// ---------------------------------------------------------------------------------------------
// 6.1 Account

/** POST /sign_in, inside `user`: only presence is checked; a non-string value comes out as null (→ 401). */
export const signInUser = z.object({
  email: presenceField({ trim: true }),
  password: presenceField({ trim: false }),
});
export type SignInUser = z.input<typeof signInUser>;

/** A password confirmation: optional, never trimmed, null/"" = not sent. */
const passwordConfirmationField = z
  .string({ error: () => M.invalid })
  .nullable()
  .transform((value) => (value === "" ? null : value))
  .optional();

const signUpShape = {
  name: nameField,
  email: emailField,
  password: passwordField,
  password_confirmation: passwordConfirmationField,
  cla_role_id: integerIdField,
  /** required for students: the server checks that with the role */
  cla_cohort_id: optionalIntegerIdField,
  birthday: optionalDateField,
  phone_number: phoneField,
};

/**
 * POST /sign_up, inside `user`, without the birthday-in-the-future rule (which needs "today"; use
 * `signUpUserAsOf(today)` on the server). Suitable for documentation and client forms.
 */
export const signUpUser = z.object(signUpShape).refine(confirmationMatches.check, confirmationMatches.params);
export type SignUpUser = z.input<typeof signUpUser>;

/**
 * Builds a schema per academy day, keeping the last one: a request-time factory without a new schema
 * (and a new zod fast path) on every request.
 */
function perDay<T>(build: (today: string) => T): (today: string) => T {
  let last: { today: string; schema: T } | undefined;
  return (today) => {
    if (last?.today !== today) last = { today, schema: build(today) };
    return last.schema;
  };
}

/** `schema` with the birthday-in-the-future rule too, `today` being the academy's date (docs/api.md §1.4). */
function withBirthdayRule<S extends z.ZodType<{ birthday?: string | null | undefined }>>(schema: S) {
  return perDay((today) => {
    const notFuture = birthdayNotAfter(today);
    return schema.refine(notFuture.check, notFuture.params);
  });
}

/** POST /sign_up with every rule, `today` being the academy's date (docs/api.md §1.4). */
export const signUpUserAsOf = withBirthdayRule(signUpUser);

const editProfileShape = {
  name: nameField,
  email: emailField,
  phone_number: phoneField,
  birthday: optionalDateField,
  cla_role_id: integerIdField,
  /** null clears it (facilitators); students' changes are refused by the server first */
  cla_cohort_id: optionalIntegerIdField,
  /** the language of the portal and of the mails sent to this person (decision 184) */
  locale: localeField,
};

/**
 * PUT /edit_profile, inside `user`, partial. `password`, `password_confirmation` and `id` are
 * stripped. Without the birthday-in-the-future rule; see `editProfileUserAsOf`.
 */
export const editProfileUser = z.object(editProfileShape).partial();
export type EditProfileUser = z.input<typeof editProfileUser>;

/** PUT /edit_profile with every rule, `today` being the academy's date. */
export const editProfileUserAsOf = withBirthdayRule(editProfileUser);

/** PUT /edit_profile?id= (optional; must be the caller). */
export const editProfileQuery = z.object({ id: optionalQueryParam });

/** POST /forgot_password, top level. */
export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/**
 * POST /reset_password, top level. `token` is never a 422: null (missing or not a string) and an
 * unknown token are the same 400, checked before the password.
 */
export const resetPasswordBody = z.object({ token: looseStringField, password: passwordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// ---------------------------------------------------------------------------------------------
// 6.2 Reference data

export const studentsOfCohortQuery = z.object({ cla_cohort_id: requiredQueryParam });

// ---------------------------------------------------------------------------------------------
// 6.3 Courses

const courseShape = {
  name: nameField,
  description: descriptionField,
  cla_cohort_id: integerIdField,
  start_date: dateField,
  end_date: dateField,
  lecture_notes_url: optionalUrlField,
  lecture_video_url: optionalUrlField,
  additional_reading_url: optionalUrlField,
};

/** POST /cla_courses, inside `cla_course`. */
export const courseCreate = z.object(courseShape).refine(endOnOrAfterStart.check, endOnOrAfterStart.params);
export type CourseCreate = z.input<typeof courseCreate>;

/**
 * PUT /cla_courses/{id}, partial. end ≥ start is checked here when both are sent; when only one is
 * sent the server compares it with the stored other one (same message, on `end_date`).
 */
export const courseUpdate = z
  .object(courseShape)
  .partial()
  .refine(endOnOrAfterStart.check, endOnOrAfterStart.params);
export type CourseUpdate = z.input<typeof courseUpdate>;

/** GET /cla_courses. `cohort_id` is an alias of `cla_cohort_id` (different values → 422 on `cohort_id`, server). */
export const coursesQuery = z.object({
  cla_cohort_id: optionalQueryParam,
  cohort_id: optionalQueryParam,
  cla_user_id: optionalQueryParam,
});

// ---------------------------------------------------------------------------------------------
// 6.4 Topics

const topicShape = { name: nameField, description: descriptionField, cla_course_id: uuidField };

/** POST /cla_topics, inside `topic`. */
export const topicCreate = z.object(topicShape);
export type TopicCreate = z.input<typeof topicCreate>;
/** PUT /cla_topics/{id}, partial. */
export const topicUpdate = topicCreate.partial();
export type TopicUpdate = z.input<typeof topicUpdate>;

export const topicsQuery = z.object({ cla_course_id: requiredQueryParam });

// ---------------------------------------------------------------------------------------------
// 6.5 Assessments (one shape for the three kinds)

const assessmentShape = {
  name: nameField,
  description: descriptionField,
  due_date: dateField,
  cla_course_id: uuidField,
  /** derived from the course; if sent it must equal it (server) */
  cla_cohort_id: optionalIntegerIdField,
};

/** POST /cla_assignments | /cla_contributions | /cla_cbts, inside the kind's wrapper. */
export const assessmentCreate = z.object(assessmentShape);
export type AssessmentCreate = z.input<typeof assessmentCreate>;
/** PUT {path}/{id}, partial. */
export const assessmentUpdate = assessmentCreate.partial();
export type AssessmentUpdate = z.input<typeof assessmentUpdate>;

export const assessmentsQuery = z.object({
  cla_cohort_id: optionalQueryParam,
  cla_course_id: optionalQueryParam,
});

// ---------------------------------------------------------------------------------------------
// 6.6 Scores. The item key (top level, or its copy in the wrapper) is resolved by the server
// before field validation (404 / `is required` / `must match the top-level value`); the wrapper
// copy is carried through unvalidated (`looseStringField`) so the server can read it.

/** POST /cla_submissions, inside `cla_submission`. */
export const submissionCreate = z.object({
  score: scoreField,
  cla_student_id: userIdField,
  comment: commentField,
  download_link: optionalUrlField,
  cla_assignment_id: looseStringField,
});
export type SubmissionCreate = z.input<typeof submissionCreate>;

/** A contribution's or a CBT's score: the same fields but for the item's key (the student is `cla_user_id`). */
function userScoreCreate<K extends string>(itemKey: K) {
  return z.object({
    score: scoreField,
    cla_user_id: userIdField,
    comment: commentField,
    ...({ [itemKey]: looseStringField } as Record<K, typeof looseStringField>),
  });
}

/** POST /cla_contributions_scores, inside `cla_contributions_score`. */
export const contributionScoreCreate = userScoreCreate("cla_contribution_id");
export type ContributionScoreCreate = z.input<typeof contributionScoreCreate>;

/** POST /cla_cbts_scores, inside `cla_cbts_score`. */
export const cbtScoreCreate = userScoreCreate("cla_cbt_id");
export type CbtScoreCreate = z.input<typeof cbtScoreCreate>;

// ---------------------------------------------------------------------------------------------
// 6.7 Live classes and attendance

const liveClassShape = {
  name: nameField,
  date: dateField,
  time: timeField,
  duration: durationField,
  zoom_link: urlField,
  cla_course_id: uuidField,
  /** derived from the course; if sent it must equal it (server) */
  cla_cohort_id: optionalIntegerIdField,
};

/** POST /cla_live_classes, inside `cla_live_class`. */
export const liveClassCreate = z.object(liveClassShape);
export type LiveClassCreate = z.input<typeof liveClassCreate>;
/** PUT /cla_live_classes/{id}, partial. */
export const liveClassUpdate = liveClassCreate.partial();
export type LiveClassUpdate = z.input<typeof liveClassUpdate>;

/** GET /cla_live_classes; classify `filter_id` with `classifyFilterId`. */
export const liveClassesQuery = z.object({ filter_id: optionalQueryParam });

/** POST /cla_attendances, inside `cla_attendance`. */
export const attendanceCreate = z.object({
  cla_live_class_id: uuidField,
  cla_user_id: userIdField,
  present: booleanField,
});
export type AttendanceCreate = z.input<typeof attendanceCreate>;

/** One mark of the register: a student and Present (true) or Absent (false). */
export const registerMark = z.object(
  { cla_user_id: userIdField, present: booleanField },
  { error: () => M.invalid },
);
export type RegisterMark = z.input<typeof registerMark>;

/** POST /cla_attendances/register, inside `cla_attendance_register`: many marks of one live class. */
export const attendanceRegisterCreate = z.object({
  cla_live_class_id: uuidField,
  marks: listField(registerMark, ATTENDANCE_REGISTER_MAX, M.tooManyMarks),
});
export type AttendanceRegisterCreate = z.input<typeof attendanceRegisterCreate>;
/** The register's errors are keyed by mark and field: `marks.3.present`. */
export const ATTENDANCE_REGISTER_NESTED_LISTS = ["marks"] as const;

export const missingAttendanceQuery = z.object({
  cla_live_class_id: requiredQueryParam,
  cla_cohort_id: optionalQueryParam,
});

// ---------------------------------------------------------------------------------------------
// 6.8 Announcements

/** POST /cla_announcements, inside `cla_announcement`. `cla_user_id` null, "" or absent = general. */
export const announcementCreate = z.object({
  title: titleField,
  content: contentField,
  cla_cohort_id: integerIdField,
  cla_user_id: optionalUserIdField,
});
export type AnnouncementCreate = z.input<typeof announcementCreate>;

/**
 * PUT /cla_announcements/{id}, partial: absent `cla_user_id` keeps the addressee, null or "" makes
 * it general. A `cla_cohort_id` different from the stored one is `cannot be changed` (server).
 */
export const announcementUpdate = announcementCreate.partial();
export type AnnouncementUpdate = z.input<typeof announcementUpdate>;

export const announcementsQuery = z.object({ cla_cohort_id: optionalQueryParam });

// ---------------------------------------------------------------------------------------------
// 6.9 Dashboards

/** Optional for a student; a facilitator must give it (422 `is required`, server: depends on role). */
export const studentDashboardStatsQuery = z.object({ cla_user_id: optionalQueryParam });
export const deskStatsQuery = z.object({ cla_cohort_id: requiredQueryParam });
export const studentListQuery = deskStatsQuery;

// ---------------------------------------------------------------------------------------------
// 6.11 Certificates

/** Optional for a student (themselves); a facilitator must name a student, as for the dashboard. */
export const certificateQuery = z.object({ cla_user_id: optionalQueryParam });

// ---------------------------------------------------------------------------------------------
// 6.13 Work

/**
 * PUT /cla_assignments/{id}/work and PUT /cla_contributions/{id}/work, inside `cla_work`. As every PUT, a
 * key that is absent keeps its stored value (nothing on the first hand-in); `null` empties it. That the
 * result holds text, a link or a file, and that the files are the caller's, is the server's check.
 */
export const workPut = z.object({
  text: workTextField,
  links: listField(urlField, WORK_LINKS_MAX, M.tooManyLinks),
  file_ids: listField(uuidField, WORK_FILES_MAX, M.tooManyFiles),
});
export type WorkPut = z.input<typeof workPut>;

// ---------------------------------------------------------------------------------------------
// 6.14 CBTs taken in the portal

/** A question as parsed, as far as the rules of its kind read it. */
interface ParsedQuestion {
  kind?: string;
  options?: string[] | undefined;
  correct_options?: number[] | undefined;
  correct_answer?: boolean | null | undefined;
  accepted_answers?: string[] | undefined;
}

/** A rule of one kind of question, checked once `kind` and the fields it reads are well formed. */
function kindRule(
  kinds: readonly string[],
  fields: (keyof ParsedQuestion)[],
  path: keyof ParsedQuestion,
  message: string,
  holds: (q: ParsedQuestion) => boolean,
) {
  const check = (q: ParsedQuestion) => !kinds.includes(q.kind ?? "") || holds(q);
  const params = { message, path: [path] as PropertyKey[], when: fieldsValid("kind", ...fields) };
  return [check, params] as [typeof check, typeof params];
}

const choiceKinds = ["single", "multiple"];
const optionCount = (q: ParsedQuestion) => q.options?.length ?? 0;
const correctOptions = (q: ParsedQuestion) => q.correct_options ?? [];

/**
 * One question of PUT /cla_cbts/{id}/questions. Single and multiple choice take 2–10 `options` and
 * `correct_options` (indexes into them, each once: exactly one for single, one or more for multiple);
 * true/false takes `correct_answer`; short answer takes 1–10 `accepted_answers`. Fields another kind
 * uses are ignored (stored and answered as null).
 */
export const cbtQuestionInput = z
  .object(
    {
      kind: questionKindField,
      text: questionTextField,
      points: questionPointsField,
      options: listField(optionTextField, CBT_OPTIONS_MAX, M.optionCount),
      correct_options: listField(optionIndexField, CBT_OPTIONS_MAX, M.invalid),
      correct_answer: optionalBooleanField,
      accepted_answers: listField(optionTextField, CBT_ACCEPTED_MAX, M.acceptedCount),
    },
    { error: () => M.invalid },
  )
  .refine(
    ...kindRule(choiceKinds, ["options"], "options", M.optionCount, (q) => optionCount(q) >= CBT_OPTIONS_MIN),
  )
  .refine(
    ...kindRule(
      ["single"],
      ["correct_options"],
      "correct_options",
      M.oneCorrectOption,
      (q) => correctOptions(q).length === 1,
    ),
  )
  .refine(
    ...kindRule(
      ["multiple"],
      ["correct_options"],
      "correct_options",
      M.someCorrectOptions,
      (q) => correctOptions(q).length > 0,
    ),
  )
  .refine(
    ...kindRule(choiceKinds, ["options", "correct_options"], "correct_options", M.invalid, (q) => {
      const correct = correctOptions(q);
      return new Set(correct).size === correct.length && correct.every((index) => index < optionCount(q));
    }),
  )
  .refine(
    ...kindRule(
      ["true_false"],
      ["correct_answer"],
      "correct_answer",
      M.required,
      (q) => q.correct_answer != null,
    ),
  )
  .refine(
    ...kindRule(
      ["short"],
      ["accepted_answers"],
      "accepted_answers",
      M.acceptedCount,
      (q) => (q.accepted_answers?.length ?? 0) >= CBT_ACCEPTED_MIN,
    ),
  );
export type CbtQuestionInput = z.input<typeof cbtQuestionInput>;

/**
 * PUT /cla_cbts/{id}/questions, inside `cla_cbt_test`. As every PUT, an absent key keeps what is stored;
 * `questions` replaces the whole list (`[]` or null: none, the CBT is scored by hand again);
 * `time_limit_minutes` null means no limit. Errors inside the list are keyed `questions.<index>.<field>`.
 */
export const cbtTestPut = z.object({
  time_limit_minutes: timeLimitField,
  shuffle: booleanField.optional(),
  questions: listField(cbtQuestionInput, CBT_QUESTIONS_MAX, M.tooManyQuestions),
});
export type CbtTestPut = z.input<typeof cbtTestPut>;
/** The list fields of `cbtTestPut` whose errors are keyed by element and field. */
export const CBT_TEST_NESTED_LISTS = ["questions"] as const;

/**
 * PUT /cla_cbts/{id}/attempt/answers: `{"answers": {"<question id>": value}}`, some questions at a time.
 * A value is an option's index (single), a list of them (multiple), true or false, or text (short);
 * null takes the answer back. What fits which question is the server's check (`checkCbtAnswer`).
 */
export const cbtAnswersPut = z.record(
  z.string().meta({ format: "uuid" }),
  z.union([z.int().min(0), z.array(z.int().min(0)), z.boolean(), z.string(), z.null()]),
);
export type CbtAnswersPut = z.input<typeof cbtAnswersPut>;

// ---------------------------------------------------------------------------------------------
// 6.15 Administration (admin only)

const cohortShape = {
  name: nameField,
  start_date: optionalDateField,
  end_date: optionalDateField,
  /** null, absent on create: automatic (offered until the cohort starts); true: opened; false: closed */
  open_for_signup: optionalBooleanField,
};

/** POST /cla_cohorts, inside `cla_cohort`. Dates may be null (not yet known); end ≥ start when both are set. */
export const cohortCreate = z.object(cohortShape).refine(endOnOrAfterStart.check, endOnOrAfterStart.params);
export type CohortCreate = z.input<typeof cohortCreate>;

/** PUT /cla_cohorts/{id}, partial; one date sent is compared with the stored other one by the server. */
export const cohortUpdate = z
  .object(cohortShape)
  .partial()
  .refine(endOnOrAfterStart.check, endOnOrAfterStart.params);
export type CohortUpdate = z.input<typeof cohortUpdate>;

/** GET /cla_users: `q` (name or email, contains, letter case ignored), role name, cohort id, status. */
export const peopleQuery = z.object({
  q: optionalQueryParam,
  role: optionalQueryParam,
  cla_cohort_id: optionalQueryParam,
  status: optionalQueryParam,
});

/** PUT /cla_users/{id}, inside `user`, partial: move, change role, deactivate / reactivate. */
export const personUpdate = z
  .object({
    cla_cohort_id: optionalIntegerIdField,
    cla_role_id: integerIdField,
    active: booleanField,
  })
  .partial();
export type PersonUpdate = z.input<typeof personUpdate>;

/** POST /cla_users/invite, inside `user`: a facilitator or an admin, created without a password. */
export const invitation = z.object({
  name: nameField,
  email: emailField,
  cla_role_id: integerIdField,
  cla_cohort_id: optionalIntegerIdField,
});
export type Invitation = z.input<typeof invitation>;

/** GET /cla_activity: person (actor or concerned), kind (exact, or its part before the dot), dates, paging. */
export const activityQuery = z.object({
  cla_user_id: optionalQueryParam,
  kind: optionalQueryParam,
  from: optionalQueryParam,
  to: optionalQueryParam,
  before: optionalQueryParam,
  limit: optionalQueryParam,
});

/** GET /notifications (docs/api.md §6.16): `before` a cursor, `limit` 1–100. */
export const notificationsQuery = z.object({
  before: optionalQueryParam,
  limit: optionalQueryParam,
});

/** One CSV row of the enrolment file (docs/api.md §6.15), judged with sign-up's field rules. */
export const enrolmentRow = z.object({
  name: nameField,
  email: emailField,
  phone_number: phoneField,
  birthday: optionalDateField,
});
/** With the birthday-in-the-future rule, `today` being the academy's date. */
export const enrolmentRowAsOf = withBirthdayRule(enrolmentRow);

// ---------------------------------------------------------------------------------------------
// 6.16 Extensions

/**
 * POST {kind path}/{id}/extensions, inside `cla_extension`: the students (of the item's cohort, checked by the
 * server), their later due date and the reason. An absent or empty list is `is required`.
 */
export const extensionGrant = z.object({
  cla_user_ids: listField(userIdField, EXTENSION_STUDENTS_MAX, M.tooManyStudents),
  due_date: dateField,
  reason: extensionReasonField,
});
export type ExtensionGrant = z.input<typeof extensionGrant>;
/** PUT /cla_extensions/{id}, inside `cla_extension`: a new due date, a new reason, or both. */
export const extensionUpdate = z.object({
  due_date: dateField.optional(),
  reason: extensionReasonField.optional(),
});
export type ExtensionUpdate = z.input<typeof extensionUpdate>;

/** GET /cla_gradebook: the course (its cohort's students are the rows). */
export const gradebookQuery = z.object({ cla_course_id: requiredQueryParam });
