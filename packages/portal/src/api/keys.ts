import { apiPath, type QueryValue } from "./fetcher";

/**
 * SWR keys: the API path with its query, so one key names one response. A builder returns `null`
 * until every input it needs exists, which tells SWR not to fetch yet.
 *
 * `resource` is the first path segment; the mutate helper (useRefresh) revalidates every cached
 * key of a resource at once, whatever its query.
 */
export type Resource =
  | "cla_cohorts"
  | "cla_roles"
  | "me"
  | "cla_dashboards/student_dashboard_stats"
  | "cla_announcements"
  | "cla_courses"
  | "cla_topics"
  // Certificates (issue 14): GET /certificate
  | "certificate";

/** `/<resource>[/<id>][?query]`; the id is path-encoded (ids are opaque, API.md §1.2). */
function key(resource: Resource, query?: Record<string, QueryValue>, id?: string): string {
  const path = id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(id)}`;
  return apiPath(path, query);
}

function present(value: QueryValue): value is string | number {
  return value !== null && value !== undefined && value !== "";
}

export const keys = {
  cohorts: (): string => key("cla_cohorts"),
  roles: (): string => key("cla_roles"),
  me: (): string => key("me"),
  studentDashboardStats: (userId: string | null | undefined): string | null =>
    present(userId) ? key("cla_dashboards/student_dashboard_stats", { cla_user_id: userId }) : null,
  announcements: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_announcements", { cla_cohort_id: cohortId }) : null,
  courses: (cohortId: number | null | undefined): string | null =>
    present(cohortId) ? key("cla_courses", { cla_cohort_id: cohortId }) : null,
  course: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_courses", undefined, id) : null,
  topics: (courseId: string | null | undefined): string | null =>
    present(courseId) ? key("cla_topics", { cla_course_id: courseId }) : null,
  topic: (id: string | null | undefined): string | null =>
    present(id) ? key("cla_topics", undefined, id) : null,
  // Certificates (issue 14): a student's own (no id), or a named student's for a facilitator.
  certificate: (studentId?: string | null): string => key("certificate", { cla_user_id: studentId }),
};

/** True when `cacheKey` (an SWR key built above) belongs to `resource`. */
export function keyBelongsTo(cacheKey: unknown, resource: Resource): boolean {
  if (typeof cacheKey !== "string") return false;
  const path = `/${resource}`;
  return cacheKey === path || cacheKey.startsWith(`${path}?`) || cacheKey.startsWith(`${path}/`);
}
