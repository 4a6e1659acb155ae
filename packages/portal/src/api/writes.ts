import type { AssessmentKind } from "@cla/domain/client";
import { ASSESSMENT_KIND_NAMES } from "@cla/domain/client";
import { assessmentResource, scoreResource, type Resource } from "./keys";

/**
 * Which resources each write the portal makes changes (decision 177): the one table every write site names its
 * write from, so that after the server's answer every screen that shows one of them shows the write — in this
 * tab at once, in another when it regains focus (SessionCache's refresh). A write site names a row, never
 * its own list. Every row ends with the activity log: every write the portal makes is logged (decision 168).
 */

/**
 * The figures computed from courses, items, scores and marks: the student's dashboard, the desk, the gradebook,
 * the certificate.
 */
const STANDINGS: readonly Resource[] = [
  "cla_dashboards/student_dashboard_stats",
  "cla_dashboards/desk_stats",
  "cla_dashboards/student_list",
  "cla_gradebook",
  "certificate",
];

/** Who is in which cohort, as every list of people shows it. */
const PEOPLE: readonly Resource[] = [
  "cla_users",
  "cla_cohorts",
  "cla_cohorts/students_of_cohort",
  ...STANDINGS,
];

/** A kind's items (with a student's work and a CBT's attempt, questions and results under them) and its scores. */
function items(kind: AssessmentKind): Resource[] {
  return [assessmentResource(kind), scoreResource(kind)];
}

function logged(...resources: readonly Resource[]): readonly Resource[] {
  return [...new Set([...resources, "cla_activity" as const])];
}

export const WRITES = {
  // Content: a course names its items and live classes (their course_name), and counts on the desk
  course: logged(
    "cla_courses",
    "cla_topics",
    ...ASSESSMENT_KIND_NAMES.flatMap(items),
    "cla_live_classes",
    ...STANDINGS,
  ),
  topic: logged("cla_topics", "cla_courses"),
  assessment: (kind: AssessmentKind) => logged(...items(kind), "cla_courses", ...STANDINGS),
  /** "A score changes the item's score list, its students without scores, the student's dashboard and certificate, the desk's stats and the activity log." */
  score: (kind: AssessmentKind) => logged(...items(kind), ...STANDINGS),
  /** A student's hand-in: their work and its status in the list, the facilitator's works, gradebook and desk (work to score). */
  handIn: (kind: AssessmentKind) => logged(...items(kind), "cla_gradebook", "cla_dashboards/desk_stats"),
  /** A student's CBT handed in: graded at once (docs/api.md §6.14), so a score too. */
  cbtSubmit: logged(...items("cbt"), ...STANDINGS),
  /** A later due date for some students: their items' due dates, hand-in statuses and the gradebook. */
  extension: (kind: AssessmentKind) => logged(...items(kind), "cla_gradebook"),
  liveClass: logged("cla_live_classes", "cla_attendances", "cla_courses", ...STANDINGS),
  attendance: logged("cla_attendances", "cla_live_classes", ...STANDINGS),
  /** A student's join of a running class: the register's 'joined 18:03' (not in the activity log). */
  join: ["cla_attendances"],
  announcement: logged("cla_announcements"),
  // The administration (docs/api.md §6.15)
  cohort: logged("cla_cohorts", "cla_users", ...STANDINGS),
  person: logged(...PEOPLE),
  invite: logged(...PEOPLE),
  enrol: logged(...PEOPLE),
  resetLink: logged(),
  /** A person's own profile (the editor at /JJRSFCLA): it, and every list that names them, in other tabs too. */
  profile: logged("me", ...PEOPLE),
  /** A person's language (decision 184): no list shows it; the saved session carries it. */
  locale: [],
} as const;
