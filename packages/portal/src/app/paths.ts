/** Every path the island answers (docs/product.md §2.2–2.3). */
export const paths = {
  login: "/login",
  signUp: "/JJRSFCLA",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  certificate: "/certificate",
  portal: "/portal",
  dashboard: "/portal/dashboard",
  profile: "/portal/profile",
  profileEdit: "/portal/profile/edit",
  instructorDesk: "/portal/instructorDesk",
  gradebook: "/portal/gradebook",
  courses: "/portal/courses",
  assignments: "/portal/assignments",
  contributions: "/portal/contributions",
  cbts: "/portal/cbts",
  announcements: "/portal/announcements",
  events: "/portal/events",
  calendar: "/portal/calendar",
  courseForm: "/portal/course/new",
  topicForm: "/portal/topic/new",
  assignmentForm: "/portal/assignment/new",
  contributionForm: "/portal/contribution/new",
  cbtForm: "/portal/cbt/new",
  eventForm: "/portal/event/new",
  attendanceForm: "/portal/attendance/new",
  announcementForm: "/portal/announcement/new",
} as const;

/** A record's screen under a list path, e.g. `recordPath(paths.courses, id)` → /portal/courses/{id}. */
export function recordPath(listPath: string, id: string): string {
  return `${listPath}/${encodeURIComponent(id)}`;
}

/** A path with a query, leaving out empty values: `withQuery(paths.topicForm, { course: id })`. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
