import type { AssessmentKind, WorkKind } from "@cla/domain/client";
import { ASSESSMENT_KINDS, SCORE_ENDPOINTS } from "@cla/domain/client";
import { apiPath, type QueryValue } from "./fetcher";

/**
 * SWR keys: the API path with its query, so one key names one response. A builder returns `null`
 * until every input it needs exists, which tells SWR not to fetch yet.
 *
 * `resource` is the first path segment; the mutate helper (useRefresh) revalidates every cached
 * key of a resource at once, whatever its query.
 */
export type Resource =
  // Reference data and the account
  | "cla_cohorts"
  | "cla_roles"
  | "cla_cohorts/students_of_cohort"
  | "me"
  // Courses and topics
  | "cla_courses"
  | "cla_topics"
  // Assessments: the three kinds' items and score endpoints (ASSESSMENT_KINDS, SCORE_ENDPOINTS)
  | "cla_assignments"
  | "cla_contributions"
  | "cla_cbts"
  | "cla_submissions"
  | "cla_contributions_scores"
  | "cla_cbts_scores"
  // Live classes, attendance and the calendar feed
  | "cla_live_classes"
  | "cla_attendances"
  | "calendar_feed"
  // Announcements
  | "cla_announcements"
  // Dashboards and certificates
  | "cla_dashboards/student_dashboard_stats"
  | "cla_dashboards/desk_stats"
  | "cla_dashboards/student_list"
  | "cla_gradebook"
  | "certificate"
  // The administration (admins, docs/api.md §6.15)
  | "cla_users"
  | "cla_activity";

/** `/<resource>[/<id>][?query]`; the id is path-encoded (ids are opaque, docs/api.md §1.2). */
function key(resource: Resource, query?: Record<string, QueryValue>, id?: string): string {
  const path = id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(id)}`;
  return apiPath(path, query);
}

function present(value: QueryValue): value is string | number {
  return value !== null && value !== undefined && value !== "";
}

export const keys = {
  // Reference data and the account
  cohorts: (): string => key("cla_cohorts"),
  roles: (): string => key("cla_roles"),
  studentsOfCohort: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_cohorts/students_of_cohort", { cla_cohort_id: cohortId }) : null,
  me: (): string => key("me"),
  // Courses and topics
  courses: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_courses", { cla_cohort_id: cohortId }) : null,
  course: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_courses", undefined, id) : null,
  topics: (courseId: string | null | undefined): string | null =>
    present(courseId) ? key("cla_topics", { cla_course_id: courseId }) : null,
  topic: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_topics", undefined, id) : null,
  // Assessments: one builder per shape, parameterised by kind
  assessments: (kind: AssessmentKind, cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key(assessmentResource(kind), { cla_cohort_id: cohortId }) : null,
  assessment: (kind: AssessmentKind, id: string | null | undefined): string | null =>
    present(id) ? key(assessmentResource(kind), undefined, id) : null,
  /** A student's own work on an item and its score (docs/api.md §6.13). */
  work: (kind: WorkKind, itemId: string | null | undefined): string | null =>
    present(itemId) ? `${key(assessmentResource(kind), undefined, itemId)}/work` : null,
  /** A student's hand-in status on each item of the kind's list of a cohort. */
  workStatus: (kind: WorkKind, cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key(assessmentResource(kind), { cla_cohort_id: cohortId }, "work_status") : null,
  /** A facilitator's count of hand-ins and of those to score on each item of the kind's list of a cohort. */
  workCounts: (kind: WorkKind, cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key(assessmentResource(kind), { cla_cohort_id: cohortId }, "work_counts") : null,
  /** The students of an item's cohort with a later due date for it (facilitators, docs/api.md §6.17). */
  extensions: (kind: AssessmentKind, itemId: string | null | undefined): string | null =>
    present(itemId) ? `${key(assessmentResource(kind), undefined, itemId)}/extensions` : null,
  studentsWithoutScores: (kind: AssessmentKind, itemId: string | null | undefined): string | null =>
    present(itemId)
      ? apiPath(`${SCORE_ENDPOINTS[kind].path}/students_without_scores`, {
          [SCORE_ENDPOINTS[kind].itemKey]: itemId,
        })
      : null,
  /** Every student of the item's cohort with their work and score (facilitators, docs/api.md §6.13). */
  works: (kind: WorkKind, itemId: string | null | undefined): string | null =>
    present(itemId) ? `${key(assessmentResource(kind), undefined, itemId)}/works` : null,
  // CBT tests: a student's attempt (docs/api.md §6.14)
  /** The start page's figures and the signed-in student's attempt at a CBT. */
  cbtAttempt: (cbtId: string | null | undefined): string | null =>
    present(cbtId) ? `${key("cla_cbts", undefined, cbtId)}/attempt` : null,
  // CBT tests: a facilitator's questions and results (docs/api.md §6.14)
  /** A CBT's questions with their answers and settings (facilitators). */
  cbtQuestions: (cbtId: string | null | undefined): string | null =>
    present(cbtId) ? `${key("cla_cbts", undefined, cbtId)}/questions` : null,
  /** Every student's attempt at a CBT and each question's share of right answers (facilitators). */
  cbtResults: (cbtId: string | null | undefined): string | null =>
    present(cbtId) ? `${key("cla_cbts", undefined, cbtId)}/results` : null,
  // Live classes, attendance and the calendar feed
  /** A cohort's live classes (docs/api.md §6.7 `filter_id` = the cohort id). */
  liveClasses: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_live_classes", { filter_id: cohortId }) : null,
  liveClass: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_live_classes", undefined, id) : null,
  todayClasses: (): string => key("cla_live_classes", undefined, "today_classes"),
  /** The register of a class: its students without a mark, with their first join. */
  register: (liveClassId: string | null | undefined): string | null =>
    present(liveClassId) ? key("cla_attendances", { cla_live_class_id: liveClassId }, "register") : null,
  calendarFeed: (): string => key("calendar_feed"),
  // Announcements
  announcements: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_announcements", { cla_cohort_id: cohortId }) : null,
  announcement: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_announcements", undefined, id) : null,
  // Dashboards and certificates
  studentDashboardStats: (userId: string | null | undefined): string | null =>
    present(userId) ? key("cla_dashboards/student_dashboard_stats", { cla_user_id: userId }) : null,
  deskStats: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_dashboards/desk_stats", { cla_cohort_id: cohortId }) : null,
  /** A course's gradebook (docs/api.md §6.18). */
  gradebook: (courseId: string | null | undefined): string | null =>
    present(courseId) ? key("cla_gradebook", { cla_course_id: courseId }) : null,
  studentList: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_dashboards/student_list", { cla_cohort_id: cohortId }) : null,
  /** A student's own certificate (no id), or a named student's for a facilitator. */
  certificate: (studentId?: string | null): string => key("certificate", { cla_user_id: studentId }),
  // The administration
  /** The people an admin sees, filtered (an empty filter: everyone). */
  people: (filter: PeopleFilter = {}): string => key("cla_users", { ...filter }),
  /** One page of the activity log, newest first: the first page without `before`. */
  activity: (filter: ActivityFilter = {}, before?: string | null): string =>
    key("cla_activity", { ...filter, before }),
};

/** GET /cla_users's query (docs/api.md §6.15); absent and "" mean no filter. */
export const PEOPLE_FILTERS = ["q", "role", "cla_cohort_id", "status"] as const;
export type PeopleFilter = Partial<Record<(typeof PEOPLE_FILTERS)[number], string>>;

/** GET /cla_activity's filters (docs/api.md §6.15); the cursor is the page's, not the filter's. */
export const ACTIVITY_FILTERS = ["cla_user_id", "kind", "from", "to"] as const;
export type ActivityFilter = Partial<Record<(typeof ACTIVITY_FILTERS)[number], string>>;

/** The resource of a kind's items, e.g. "cla_cbts" (ASSESSMENT_KINDS' path without its slash). */
export function assessmentResource(kind: AssessmentKind): Resource {
  return ASSESSMENT_KINDS[kind].path.slice(1) as Resource;
}

/** The resource of a kind's scores, e.g. "cla_cbts_scores" (SCORE_ENDPOINTS' path without its slash). */
export function scoreResource(kind: AssessmentKind): Resource {
  return SCORE_ENDPOINTS[kind].path.slice(1) as Resource;
}

/** True when `cacheKey` (an SWR key built above) belongs to `resource`. */
export function keyBelongsTo(cacheKey: unknown, resource: Resource): boolean {
  if (typeof cacheKey !== "string") return false;
  const path = `/${resource}`;
  return cacheKey === path || cacheKey.startsWith(`${path}?`) || cacheKey.startsWith(`${path}/`);
}
