import type { AssessmentKind } from "@cla/domain/client";
import { isWorkKind } from "@cla/domain/client";
import type { ComponentType } from "react";
import { ACTIVITY_FILTERS, keys, PEOPLE_FILTERS } from "../api/keys";
import { isAdmin } from "../session/roles";
import { isFacilitator, type Session } from "../session/session";
import { adminPaths } from "./adminPaths";
import { chunk, type Chunk } from "./chunks";
import { paths } from "./paths";
import { readFilter } from "./queryFilter";

/*
 * THE PORTAL'S ROUTE TABLE: every screen under /portal/* (docs/product.md §2.3), once (decision 178).
 *
 * To add a screen, add one entry to ROUTES below: its path, its screen's chunk (`chunk(() => import(…))`), who may
 * open it, and the SWR keys its screen's hooks ask for on arrival, built with the same `keys.*` builders the hooks
 * call (api/keys.ts). Everything else follows from the entry: its <Route> and guard (app/PortalScreens.tsx), the
 * preload of its code and data on a link's pointer-down or click, after sign-in and from the /portal shell's page
 * script (app/preload.ts, app/arrival.ts), and its chunk in the idle prefetch. app/preload.test.tsx checks that an
 * entry's keys are what its screen asks for: add a case there for a screen with data.
 *
 * The island's shell pages (/login, …, and the frame /portal/* opens in) are app/shells.ts: that list is part of
 * /login's first chunk, this one is not (decision 092's budget). This module holds no screen, no React and no SWR
 * code: the /portal shell's page script and sign-in load it before any screen.
 */

/** What a route's keys are built from: the path's parameters, the query, the saved session and the cohort shown. */
export interface RouteContext {
  params: Record<string, string | undefined>;
  /** The location's query (the administration's lists keep their filters there). */
  query: URLSearchParams;
  session: Session;
  /** `knownCohort`: a student's own, a facilitator's from the query or this tab; null until the cohorts say. */
  cohort: number | null;
}

/** Who may open a route: anyone else is sent to the entry's `othersGoTo` (their home screen unless it says). */
export type Opener = "everyone" | "students" | "facilitators" | "admins";

/** A screen's module: its default export is the screen's container. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props (an item's `kind`)
export type ScreenChunk = Chunk<{ default: ComponentType<any> }>;

export interface PortalRoute {
  /** The full path pattern (react-router's), e.g. `/portal/courses/:id`. */
  path: string;
  /** The screen's chunk: one import per screen module, shared by the routes that show it. */
  screen: ScreenChunk;
  /** The props the screen is rendered with (the kind of an item screen). */
  props?: { kind: AssessmentKind };
  opener: Opener;
  /** Where anyone else goes instead (a facilitator's /portal: the desk); /portal when absent. */
  othersGoTo?: string;
  /** The SWR keys the screen's hooks ask for on arrival (null: a hook that waits, as the builders say). */
  data?: (context: RouteContext) => (string | null)[];
}

/** Whether `session` may open `route` (the guards of app/PortalScreens.tsx and the preloads both ask this). */
export function mayOpen(route: PortalRoute, session: Session | null): boolean {
  switch (route.opener) {
    case "everyone":
      return true;
    case "students":
      return !isFacilitator(session);
    case "facilitators":
      return isFacilitator(session);
    case "admins":
      return isAdmin(session);
  }
}

// The screens more than one route shows; every other route names its chunk in its entry.
const dashboard = chunk(() => import("../screens/dashboard/DashboardScreen"));
const assessments = chunk(() => import("../screens/assessments/AssessmentsScreen"));
const assessment = chunk(() => import("../screens/assessments/AssessmentDetailsScreen"));
const assessmentForm = chunk(() => import("../screens/assessments/AssessmentFormScreen"));
const liveClasses = chunk(() => import("../screens/live-classes/LiveClassesScreen"));

/** A facilitator's lists ask for every cohort (the filter, the default choice); a student's do not. */
function cohortsOf(session: Session): string | null {
  return isFacilitator(session) ? keys.cohorts() : null;
}

/** /portal and /portal/dashboard: a student's dashboard; a facilitator goes on to the desk. */
function home(path: string): PortalRoute {
  return {
    path,
    screen: dashboard,
    opener: "students",
    othersGoTo: paths.instructorDesk,
    data: ({ session }) => [
      keys.studentDashboardStats(session.userId),
      keys.announcements(session.userData.cohortId),
    ],
  };
}

/** An item kind's list, details and form (assignments, contributions, CBTs: one screen per shape). */
function assessmentRoutes(kind: AssessmentKind, listPath: string, formPath: string): PortalRoute[] {
  /** A student's work on assignments and contributions (their hand-in status, their work on one item). */
  const work = (session: Session) => (!isFacilitator(session) && isWorkKind(kind) ? kind : null);
  const props = { kind };
  return [
    {
      path: listPath,
      screen: assessments,
      props,
      opener: "everyone",
      data: (context) => {
        const workKind = work(context.session);
        return [
          cohortsOf(context.session),
          keys.assessments(kind, context.cohort),
          workKind && keys.workStatus(workKind, context.cohort),
          // A facilitator's hand-ins and those to score (decision 180).
          isFacilitator(context.session) && isWorkKind(kind) ? keys.workCounts(kind, context.cohort) : null,
        ];
      },
    },
    {
      path: `${listPath}/:id`,
      screen: assessment,
      props,
      opener: "everyone",
      data: ({ params, session }) => {
        const workKind = work(session);
        return [
          keys.assessment(kind, params.id),
          isFacilitator(session) ? keys.studentsWithoutScores(kind, params.id) : null,
          isFacilitator(session) && isWorkKind(kind) ? keys.works(kind, params.id) : null,
          workKind && keys.work(workKind, params.id),
          // A student's attempt at a CBT (docs/api.md §6.14): whether it has questions, and where they stand.
          !isFacilitator(session) && kind === "cbt" ? keys.cbtAttempt(params.id) : null,
          // A facilitator's results of a CBT taken in the portal, with its questions (docs/api.md §6.14).
          isFacilitator(session) && kind === "cbt" ? keys.cbtResults(params.id) : null,
          isFacilitator(session) && kind === "cbt" ? keys.cbtQuestions(params.id) : null,
        ];
      },
    },
    { path: formPath, screen: assessmentForm, props, opener: "facilitators" },
  ];
}

/** Every route under /portal; the first whose path matches a location is its route (the catch-all last). */
export const ROUTES: readonly PortalRoute[] = [
  // Home and profile
  home(paths.portal),
  home(paths.dashboard),
  {
    path: paths.instructorDesk,
    screen: chunk(() => import("../screens/instructor-desk/DeskScreen")),
    opener: "facilitators",
    data: ({ cohort }) => [keys.cohorts(), keys.deskStats(cohort), keys.studentList(cohort)],
  },
  {
    // A course's students × items (decision 186); its course is chosen on the screen and kept in `?course=`.
    path: paths.gradebook,
    screen: chunk(() => import("../screens/gradebook/GradebookScreen")),
    opener: "facilitators",
    data: ({ query, cohort }) => [keys.cohorts(), keys.courses(cohort), keys.gradebook(query.get("course"))],
  },
  {
    path: paths.profile,
    screen: chunk(() => import("../screens/profile/ProfileScreen")),
    opener: "everyone",
  },
  {
    // The person's own details, inside the frame and from the URL alone (GET /me).
    path: paths.profileEdit,
    screen: chunk(() => import("../screens/profile/ProfileEditScreen")),
    opener: "everyone",
    data: () => [keys.me()],
  },
  // Courses and topics
  {
    path: paths.courses,
    screen: chunk(() => import("../screens/courses/CoursesScreen")),
    opener: "everyone",
    data: ({ session, cohort }) => [cohortsOf(session), keys.courses(cohort)],
  },
  {
    path: `${paths.courses}/:id`,
    screen: chunk(() => import("../screens/courses/CourseDetailsScreen")),
    opener: "everyone",
    data: ({ params }) => [keys.course(params.id), keys.topics(params.id)],
  },
  {
    path: paths.courseForm,
    screen: chunk(() => import("../screens/courses/CourseFormScreen")),
    opener: "facilitators",
  },
  {
    path: paths.topicForm,
    screen: chunk(() => import("../screens/topics/TopicFormScreen")),
    opener: "facilitators",
  },
  // Assessments: list, details and form of each kind
  ...assessmentRoutes("assignment", paths.assignments, paths.assignmentForm),
  ...assessmentRoutes("contribution", paths.contributions, paths.contributionForm),
  ...assessmentRoutes("cbt", paths.cbts, paths.cbtForm),
  // Live classes and attendance
  { path: paths.events, screen: liveClasses, opener: "everyone" },
  { path: paths.calendar, screen: liveClasses, opener: "everyone" },
  {
    path: paths.eventForm,
    screen: chunk(() => import("../screens/live-classes/LiveClassFormScreen")),
    opener: "facilitators",
  },
  {
    path: paths.attendanceForm,
    screen: chunk(() => import("../screens/attendance/AttendanceScreen")),
    opener: "facilitators",
  },
  // Announcements
  {
    path: paths.announcements,
    screen: chunk(() => import("../screens/announcements/AnnouncementsScreen")),
    opener: "facilitators",
  },
  {
    path: paths.announcementForm,
    screen: chunk(() => import("../screens/announcements/AnnouncementFormScreen")),
    opener: "facilitators",
  },
  // The administration (decision 169): admins only, so no one else's session asks for its data
  {
    path: adminPaths.cohorts,
    screen: chunk(() => import("../screens/admin/CohortsScreen")),
    opener: "admins",
    data: () => [keys.cohorts()],
  },
  {
    path: adminPaths.cohortForm,
    screen: chunk(() => import("../screens/admin/CohortFormScreen")),
    opener: "admins",
  },
  {
    path: adminPaths.people,
    screen: chunk(() => import("../screens/admin/PeopleScreen")),
    opener: "admins",
    data: ({ query }) => [keys.people(readFilter(query, PEOPLE_FILTERS)), keys.cohorts()],
  },
  {
    path: `${adminPaths.people}/:id`,
    screen: chunk(() => import("../screens/admin/PersonScreen")),
    opener: "admins",
    data: () => [keys.people(), keys.cohorts(), keys.roles()],
  },
  {
    path: adminPaths.invite,
    screen: chunk(() => import("../screens/admin/InviteScreen")),
    opener: "admins",
    data: () => [keys.roles(), keys.cohorts()],
  },
  { path: adminPaths.enrol, screen: chunk(() => import("../screens/admin/EnrolScreen")), opener: "admins" },
  {
    path: adminPaths.activity,
    screen: chunk(() => import("../screens/admin/ActivityScreen")),
    opener: "admins",
    data: ({ query }) => [keys.activity(readFilter(query, ACTIVITY_FILTERS)), keys.people()],
  },
  // Any other portal path: the welcome view (docs/product.md §2.3).
  {
    path: `${paths.portal}/*`,
    screen: chunk(() => import("../screens/welcome/WelcomeScreen")),
    opener: "everyone",
  },
];

/** Each screen's chunk once, in the table's order (the idle prefetch's). */
export const SCREEN_CHUNKS: readonly ScreenChunk[] = [...new Set(ROUTES.map((route) => route.screen))];
