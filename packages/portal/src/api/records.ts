import type {
  ExtensionGrant,
  ExtensionsResponse,
  Cohort,
  CohortCreate,
  CohortUpdate,
  EnrolmentResponse,
  Invitation,
  Person,
  PersonUpdate,
  Announcement,
  AnnouncementCreate,
  AnnouncementUpdate,
  Assessment,
  AssessmentCreate,
  AssessmentKind,
  AssessmentUpdate,
  Attendance,
  CbtTest,
  CbtTestPut,
  AttendanceCreate,
  CbtAnswersPut,
  CbtAttemptResponse,
  Course,
  CourseCreate,
  CourseUpdate,
  LiveClass,
  LiveClassCreate,
  LiveClassJoinResponse,
  LiveClassUpdate,
  MessageResponse,
  RegisterMark,
  RegisterSaveResponse,
  SubmissionCreate,
  Topic,
  TopicCreate,
  TopicUpdate,
  WorkKind,
  WorkPut,
  WorkResponse,
} from "@cla/domain/client";
import { ASSESSMENT_KINDS, SCORE_ENDPOINTS, WRAPPERS } from "@cla/domain/client";
import { apiBaseUrl } from "./config";
import { apiRequest, authorization, failedAnswer, parseBody } from "./fetcher";
import { ApiError } from "./ApiError";

/**
 * The write calls every record of docs/api.md §6.3–6.8 shares: POST `{"<wrapper>": input}` to create, PUT
 * the same (partial) to update, DELETE by id. Screens call these through useSubmit or confirmDelete.
 *
 * An endpoint carries the types of its writes, the domain's request payloads (@cla/domain's schemas), and of
 * the record the server answers with: a form that sends a field the endpoint does not take fails its typecheck.
 */
export interface RecordEndpoint<Record, Create, Update> {
  /** The collection path, e.g. "/cla_courses". */
  path: string;
  /** The body's wrapper key, e.g. "cla_course" (WRAPPERS in @cla/domain/client). */
  wrapper: string;
  /** Types only, never set: what the server answers, and what create and update send. */
  types?: { record: Record; create: Create; update: Update };
}

function endpoint<Record, Create, Update>(
  path: string,
  wrapper: string,
): RecordEndpoint<Record, Create, Update> {
  return { path, wrapper };
}

function recordPath(endpoint: { path: string }, id: string): string {
  return `${endpoint.path}/${encodeURIComponent(id)}`;
}

export function createRecord<R, C>(endpoint: RecordEndpoint<R, C, unknown>, input: NoInfer<C>): Promise<R> {
  return apiRequest<R>(endpoint.path, { method: "POST", body: { [endpoint.wrapper]: input } });
}

export function updateRecord<R, U>(
  endpoint: RecordEndpoint<R, unknown, U>,
  id: string,
  input: NoInfer<U>,
): Promise<R> {
  return apiRequest<R>(recordPath(endpoint, id), { method: "PUT", body: { [endpoint.wrapper]: input } });
}

export function deleteRecord(endpoint: { path: string }, id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(recordPath(endpoint, id), { method: "DELETE" });
}

/** The record endpoints, one per resource (docs/api.md §6.3–6.8). */
export const endpoints = {
  courses: endpoint<Course, CourseCreate, CourseUpdate>("/cla_courses", WRAPPERS.course),
  topics: endpoint<Topic, TopicCreate, TopicUpdate>("/cla_topics", WRAPPERS.topic),
  /** The three assessment kinds: one shape, each kind's path and wrapper (ASSESSMENT_KINDS). */
  assessments: (kind: AssessmentKind) =>
    endpoint<Assessment, AssessmentCreate, AssessmentUpdate>(
      ASSESSMENT_KINDS[kind].path,
      ASSESSMENT_KINDS[kind].wrapper,
    ),
  liveClasses: endpoint<LiveClass, LiveClassCreate, LiveClassUpdate>("/cla_live_classes", WRAPPERS.liveClass),
  attendances: endpoint<Attendance, AttendanceCreate, never>("/cla_attendances", WRAPPERS.attendance),
  announcements: endpoint<Announcement, AnnouncementCreate, AnnouncementUpdate>(
    "/cla_announcements",
    WRAPPERS.announcement,
  ),
  // The administration (docs/api.md §6.15)
  cohorts: endpoint<Cohort, CohortCreate, CohortUpdate>("/cla_cohorts", WRAPPERS.cohort),
  /** Moves, role changes, deactivation; people are created by invitation or enrolment, never by POST. */
  people: endpoint<Person, never, PersonUpdate>("/cla_users", WRAPPERS.person),
};

/** Grants the students named a later due date for an item, with the reason (docs/api.md §6.17). */
export function grantExtensions(
  kind: AssessmentKind,
  itemId: string,
  input: ExtensionGrant,
): Promise<ExtensionsResponse> {
  return apiRequest<ExtensionsResponse>(`${recordPath(endpoints.assessments(kind), itemId)}/extensions`, {
    method: "POST",
    body: { [WRAPPERS.extension]: input },
  });
}

/** Revokes an extension: the item's own due date applies to its student again (docs/api.md §6.17). */
export function revokeExtension(id: string): Promise<MessageResponse> {
  return deleteRecord({ path: "/cla_extensions" }, id);
}

/** Invites a facilitator or an admin (docs/api.md §6.15): the account without a password, a set-password mail. */
export function invitePerson(input: Invitation): Promise<Person> {
  return apiRequest<Person>(`${endpoints.people.path}/invite`, {
    method: "POST",
    body: { [WRAPPERS.person]: input },
  });
}

/** Sends a person a set-password link valid 7 days (docs/api.md §6.15). */
export function sendResetLink(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`${recordPath(endpoints.people, id)}/reset_link`, { method: "POST" });
}

/**
 * Sends an enrolment CSV file as `text/csv` (docs/api.md §6.15): to `…/preview` to judge it, else to enrol its
 * new rows. Failures are thrown as `apiRequest` throws them.
 */
export async function sendEnrolment(file: Blob, mode: "preview" | "enrol"): Promise<EnrolmentResponse> {
  const path = mode === "preview" ? "/cla_enrolments/preview" : "/cla_enrolments";
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "text/csv", ...authorization() },
      body: file,
    });
  } catch (cause) {
    throw new ApiError({ kind: "no-response" }, { cause });
  }
  const payload = parseBody(await response.text());
  if (!response.ok) throw failedAnswer(path, response.status, payload);
  return payload as EnrolmentResponse;
}

/**
 * Saves the register of a class (docs/api.md §6.7): every mark in one request and one transaction; students
 * marked before come back in `already_marked` with the mark that stands.
 */
export function saveRegister(liveClassId: string, marks: RegisterMark[]): Promise<RegisterSaveResponse> {
  return apiRequest<RegisterSaveResponse>(`${endpoints.attendances.path}/register`, {
    method: "POST",
    body: { [WRAPPERS.attendanceRegister]: { cla_live_class_id: liveClassId, marks } },
  });
}

/** Notes the signed-in student's join of a class as its link opens (first join only, while it runs). */
export function noteJoin(liveClassId: string): Promise<LiveClassJoinResponse> {
  return apiRequest<LiveClassJoinResponse>(`${recordPath(endpoints.liveClasses, liveClassId)}/join`, {
    method: "POST",
  });
}

/** A score as the form gives it: the student, the score as typed, and the facilitator's comment on work, if any. */
export interface ScoreInput {
  studentId: string;
  score: string;
  /** Sent only when it holds text (docs/api.md §6.6: optional, blank is no comment). */
  comment?: string;
}

/**
 * Hands in (or updates) the signed-in student's work on a kind's item (docs/api.md §6.13): PUT
 * `…/{id}/work` with `{"cla_work": input}`; the files are uploaded first (api/upload.ts) and named by id.
 */
export function putWork(kind: WorkKind, itemId: string, input: WorkPut): Promise<WorkResponse> {
  return apiRequest<WorkResponse>(`${recordPath(endpoints.assessments(kind), itemId)}/work`, {
    method: "PUT",
    body: { [WRAPPERS.work]: input },
  });
}

/**
 * Scores a student on a kind's item (docs/api.md §6.6): `{"<wrapper>": {score, <student key>, comment?}, "<item key>": id}`.
 * The score goes as typed (a number or decimal string; the server checks it); no `download_link` (§10).
 */
export function createScore<T>(
  kind: AssessmentKind,
  itemId: string,
  { studentId, score, comment }: ScoreInput,
): Promise<T> {
  const endpoint = SCORE_ENDPOINTS[kind];
  // The fields every kind's payload shares, typed by the domain's (SubmissionCreate, ContributionScoreCreate, …).
  const fields: Pick<SubmissionCreate, "score" | "comment"> = comment?.trim()
    ? { score, comment }
    : { score };
  return apiRequest<T>(endpoint.path, {
    method: "POST",
    body: { [endpoint.wrapper]: { ...fields, [endpoint.studentKey]: studentId }, [endpoint.itemKey]: itemId },
  });
}

// ── CBT tests: a student's attempt (docs/api.md §6.14) ──────────────────────────────────────────────

function cbtAttemptPath(cbtId: string): string {
  return `${recordPath(endpoints.assessments("cbt"), cbtId)}/attempt`;
}

/** Starts the signed-in student's one attempt (POST …/attempt, 201); the clock runs from now on the server. */
export function startCbtAttempt(cbtId: string): Promise<CbtAttemptResponse> {
  return apiRequest<CbtAttemptResponse>(cbtAttemptPath(cbtId), { method: "POST" });
}

/** Saves some answers (question id → value, null takes one back): PUT …/attempt/answers `{"answers": …}`. */
export function putCbtAnswers(cbtId: string, answers: CbtAnswersPut): Promise<CbtAttemptResponse> {
  return apiRequest<CbtAttemptResponse>(`${cbtAttemptPath(cbtId)}/answers`, {
    method: "PUT",
    body: { answers },
  });
}

/** Hands the attempt in: POST …/attempt/submit; the server grades it at once. */
export function submitCbtAttempt(cbtId: string): Promise<CbtAttemptResponse> {
  return apiRequest<CbtAttemptResponse>(`${cbtAttemptPath(cbtId)}/submit`, { method: "POST" });
}

// ── CBT tests: a facilitator's questions (docs/api.md §6.14) ────────────────────────────────────────

/**
 * Saves a CBT's questions and settings (docs/api.md §6.14): PUT `/cla_cbts/{id}/questions` with
 * `{"cla_cbt_test": input}`; `questions` replaces the whole list. 409 once a student has started it.
 */
export function putCbtQuestions(cbtId: string, input: CbtTestPut): Promise<CbtTest> {
  return apiRequest<CbtTest>(`${recordPath(endpoints.assessments("cbt"), cbtId)}/questions`, {
    method: "PUT",
    body: { [WRAPPERS.cbtTest]: input },
  });
}
