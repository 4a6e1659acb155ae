/** Every path the island answers (SPEC.md §2.2–2.3). */
export const paths = {
  login: "/login",
  signUp: "/JJRSFCLA",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  certificate: "/certificate",
  portal: "/portal",
  dashboard: "/portal/dashboard",
  profile: "/portal/profile",
  instructorDesk: "/portal/instructorDesk",
  courses: "/portal/courses",
  assignments: "/portal/assignments",
  contributions: "/portal/contributions",
  cbts: "/portal/cbts",
  announcements: "/portal/announcements",
  events: "/portal/events",
} as const;

/**
 * Portal sub-routes of SPEC.md §2.3 whose screens later issues build (learning and facilitator
 * screens). Until then they show the portal's welcome view, like any unknown portal path, but are
 * listed so the route table documents them and the navigation links resolve.
 */
export const LATER_PORTAL_ROUTES = [
  "courses",
  "courses/:id",
  "assignments",
  "assignments/:id",
  "assignment/new",
  "announcements",
  "announcement/new",
  "instructorDesk",
  "events",
  "calendar",
  "event/new",
  "course/new",
  "topic/new",
  "attendance/new",
  "contributions",
  "contribution/new",
  "contributions/:id",
  "cbts",
  "cbt/new",
  "cbts/:id",
] as const;
