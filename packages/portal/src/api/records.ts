import type { AssessmentKind, MessageResponse } from "@cla/domain/client";
import { SCORE_ENDPOINTS, WRAPPERS } from "@cla/domain/client";
import { apiRequest } from "./fetcher";

/**
 * The write calls every record of docs/api.md §6.3–6.8 shares: POST `{"<wrapper>": input}` to create, PUT
 * the same (partial) to update, DELETE by id. Screens call these through useSubmit or confirmDelete.
 */
export interface RecordEndpoint {
  /** The collection path, e.g. "/cla_courses". */
  path: string;
  /** The body's wrapper key, e.g. "cla_course" (WRAPPERS in @cla/domain/client). */
  wrapper: string;
}

function recordPath(endpoint: RecordEndpoint, id: string): string {
  return `${endpoint.path}/${encodeURIComponent(id)}`;
}

export function createRecord<T>(endpoint: RecordEndpoint, input: object): Promise<T> {
  return apiRequest<T>(endpoint.path, { method: "POST", body: { [endpoint.wrapper]: input } });
}

export function updateRecord<T>(endpoint: RecordEndpoint, id: string, input: object): Promise<T> {
  return apiRequest<T>(recordPath(endpoint, id), { method: "PUT", body: { [endpoint.wrapper]: input } });
}

export function deleteRecord(endpoint: RecordEndpoint, id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(recordPath(endpoint, id), { method: "DELETE" });
}

/** The record endpoints (the three assessment kinds have theirs in ASSESSMENT_KINDS). */
export const endpoints = {
  courses: { path: "/cla_courses", wrapper: WRAPPERS.course },
  topics: { path: "/cla_topics", wrapper: WRAPPERS.topic },
  // Issue 12: announcements.
  announcements: { path: "/cla_announcements", wrapper: WRAPPERS.announcement },
  // ── Live classes and attendance (issue 13) ──
  liveClasses: { path: "/cla_live_classes", wrapper: WRAPPERS.liveClass },
  attendances: { path: "/cla_attendances", wrapper: WRAPPERS.attendance },
} as const satisfies Record<string, RecordEndpoint>;

// ── Assessments (issue 11) ───────────────────────────────────────────────────────────────────────
/**
 * Scores `studentId` on a kind's item (docs/api.md §6.6): `{"<wrapper>": {score, <student key>}, "<item key>": id}`.
 * The score goes as typed (a number or decimal string; the server checks it); no `download_link` (§10).
 */
export function createScore<T>(
  kind: AssessmentKind,
  itemId: string,
  studentId: string,
  score: string,
): Promise<T> {
  const endpoint = SCORE_ENDPOINTS[kind];
  return apiRequest<T>(endpoint.path, {
    method: "POST",
    body: { [endpoint.wrapper]: { score, [endpoint.studentKey]: studentId }, [endpoint.itemKey]: itemId },
  });
}
