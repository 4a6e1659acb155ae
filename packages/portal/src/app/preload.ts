import type { AssessmentKind } from "@cla/domain/client";
import { isWorkKind } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { preloadKey } from "../api/swrFetcher";
import { keys } from "../api/keys";
import { knownCohort } from "../components/cohortChoice";
import { isFacilitator, readSession, type Session } from "../session/session";
import { paths } from "./paths";

/**
 * Route-level preloading (decision 155): a screen's code and its data start together when navigation starts,
 * instead of code → render → data. Each screen's chunk import is made once here and shared with its
 * `lazyScreen` (app/PortalScreens.tsx), and each route names the SWR keys its screen's hooks will ask for, built
 * with the same builders (api/keys.ts); api/fetcher.ts keeps the preloaded requests until the hooks take them.
 * This module holds no screen and no SWR code: /login's sign-in imports it.
 */

/** The import of a chunk, made at most once (a failed import may be tried again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((failure: unknown) => {
      loading = null;
      throw failure;
    }));
}

/** Every portal screen's chunk; app/PortalScreens.tsx gives each to `lazyScreen`. */
export const screenChunks = {
  dashboard: once(() => import("../screens/dashboard/DashboardScreen")),
  desk: once(() => import("../screens/instructor-desk/DeskScreen")),
  profile: once(() => import("../screens/profile/ProfileScreen")),
  welcome: once(() => import("../screens/welcome/WelcomeScreen")),
  courses: once(() => import("../screens/courses/CoursesScreen")),
  course: once(() => import("../screens/courses/CourseDetailsScreen")),
  courseForm: once(() => import("../screens/courses/CourseFormScreen")),
  topicForm: once(() => import("../screens/topics/TopicFormScreen")),
  assessments: once(() => import("../screens/assessments/AssessmentsScreen")),
  assessment: once(() => import("../screens/assessments/AssessmentDetailsScreen")),
  assessmentForm: once(() => import("../screens/assessments/AssessmentFormScreen")),
  liveClasses: once(() => import("../screens/live-classes/LiveClassesScreen")),
  liveClassForm: once(() => import("../screens/live-classes/LiveClassFormScreen")),
  attendance: once(() => import("../screens/attendance/AttendanceScreen")),
  announcements: once(() => import("../screens/announcements/AnnouncementsScreen")),
  announcementForm: once(() => import("../screens/announcements/AnnouncementFormScreen")),
};

/** What a route's keys are built from: the path's parameters, its query and the saved session. */
interface RouteContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  session: Session;
}

interface ScreenRoute {
  pattern: string;
  /** The screen's chunk, or for /portal and /portal/dashboard the role's landing screen's. */
  chunk: (session: Session) => () => Promise<unknown>;
  /** The SWR keys the screen's hooks ask for on arrival (null: a hook that waits, as the builders say). */
  data: (context: RouteContext) => (string | null)[];
}

/** A facilitator's lists ask for every cohort (the filter, the default choice); a student's do not. */
function cohortsOf(session: Session): string | null {
  return isFacilitator(session) ? keys.cohorts() : null;
}

function cohortOf({ session, search }: RouteContext): number | null {
  return knownCohort(session, search);
}

const landing: Pick<ScreenRoute, "chunk" | "data"> = {
  chunk: (session) => (isFacilitator(session) ? screenChunks.desk : screenChunks.dashboard),
  data: (context) => {
    const { session } = context;
    if (!isFacilitator(session)) {
      return [keys.studentDashboardStats(session.userId), keys.announcements(session.userData.cohortId)];
    }
    const cohort = cohortOf(context);
    return [keys.cohorts(), keys.deskStats(cohort), keys.studentList(cohort)];
  },
};

function assessmentRoutes(kind: AssessmentKind, listPath: string): ScreenRoute[] {
  /** A student's work on assignments and contributions (their hand-in status, their work on one item). */
  const work = (session: Session) => (!isFacilitator(session) && isWorkKind(kind) ? kind : null);
  return [
    {
      pattern: listPath,
      chunk: () => screenChunks.assessments,
      data: (context) => {
        const workKind = work(context.session);
        return [
          cohortsOf(context.session),
          keys.assessments(kind, cohortOf(context)),
          workKind && keys.workStatus(workKind, cohortOf(context)),
        ];
      },
    },
    {
      pattern: `${listPath}/:id`,
      chunk: () => screenChunks.assessment,
      data: ({ params, session }) => {
        const workKind = work(session);
        return [
          keys.assessment(kind, params.id),
          isFacilitator(session) ? keys.studentsWithoutScores(kind, params.id) : null,
          workKind && keys.work(workKind, params.id),
        ];
      },
    },
  ];
}

/** The routes whose data is preloaded; any other portal route loads as before. */
const ROUTES: ScreenRoute[] = [
  { pattern: paths.portal, ...landing },
  { pattern: paths.dashboard, ...landing },
  { pattern: paths.instructorDesk, ...landing },
  {
    pattern: paths.courses,
    chunk: () => screenChunks.courses,
    data: (context) => [cohortsOf(context.session), keys.courses(cohortOf(context))],
  },
  {
    pattern: `${paths.courses}/:id`,
    chunk: () => screenChunks.course,
    data: ({ params }) => [keys.course(params.id), keys.topics(params.id)],
  },
  ...assessmentRoutes("assignment", paths.assignments),
  ...assessmentRoutes("contribution", paths.contributions),
  ...assessmentRoutes("cbt", paths.cbts),
];

/** The route of a location (path and query) with what it needs, or null for a route without a preload. */
function resolve(location: string, session: Session) {
  const url = new URL(location, "http://portal.invalid");
  for (const route of ROUTES) {
    const match = matchPath(route.pattern, url.pathname);
    if (match) return { route, context: { params: match.params, search: url.searchParams, session } };
  }
  return null;
}

/** The SWR keys `location`'s screen asks for on arrival, for `session` (what `preloadRoute` requests). */
export function routeKeys(location: string, session: Session): string[] {
  const found = resolve(location, session);
  if (!found) return [];
  return found.route.data(found.context).filter((key): key is string => key !== null);
}

/**
 * Starts the code and the data of the screen at `location` (a path with its query) at once, for the saved
 * session; without one, or on a route without a preload, it does nothing. A failed chunk is left to the
 * screen's own load, a failed request to its hook (which then fetches afresh).
 */
export function preloadRoute(location: string): void {
  const session = readSession();
  if (!session) return;
  const found = resolve(location, session);
  if (!found) return;
  found.route
    .chunk(session)()
    .catch(() => undefined);
  for (const key of found.route.data(found.context)) if (key !== null) void preloadKey(key);
}

/**
 * The portal frame's preloads: the screen it opens on (a return visit, a reload, a shared link: its data goes out
 * with the screen's code, not after it), and each portal link a person reaches for, on pointer-down (before the
 * click's navigation) and on the click itself (a keyboard's Enter): the side navigation, list rows.
 */
export function useRoutePreloads(): void {
  const { pathname, search } = useLocation();
  // In the first render, not an effect: a screen already loaded renders with the frame, and its hooks' effects
  // run before the frame's, so an effect would preload what they had just taken (preloadRoute is idempotent).
  useState(() => preloadRoute(`${pathname}${search}`));
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        preloadRoute(`${link.pathname}${link.search}`);
      }
    };
    document.addEventListener("pointerdown", onIntent, true);
    document.addEventListener("click", onIntent, true);
    return () => {
      document.removeEventListener("pointerdown", onIntent, true);
      document.removeEventListener("click", onIntent, true);
    };
  }, []);
}
