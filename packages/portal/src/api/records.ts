import type {
  Announcement,
  AnnouncementCreate,
  AnnouncementUpdate,
  Assessment,
  AssessmentCreate,
  AssessmentKind,
  AssessmentUpdate,
  Attendance,
  AttendanceCreate,
  CbtAnswersPut,
  CbtAttemptResponse,
  Course,
  CourseCreate,
  CourseUpdate,
  LiveClass,
  LiveClassCreate,
  LiveClassUpdate,
  MessageResponse,
  SubmissionCreate,
  Topic,
  TopicCreate,
  TopicUpdate,
  WorkKind,
  WorkPut,
  WorkResponse,
} from "@cla/domain/client";
import { ASSESSMENT_KINDS, SCORE_ENDPOINTS, WRAPPERS } from "@cla/domain/client";
import { apiRequest } from "./fetcher";

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
};

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
