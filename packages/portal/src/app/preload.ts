import type { AssessmentKind, CohortsResponse } from "@cla/domain/client";
import { isWorkKind } from "@cla/domain/client";
import { useEffect, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { isPreloaded, preloadKey } from "../api/swrFetcher";
import { ACTIVITY_FILTERS, keys, PEOPLE_FILTERS } from "../api/keys";
import { defaultCohortNow, knownCohort } from "../components/cohortChoice";
import { isAdmin } from "../session/roles";
import { isFacilitator, readSession, type Session } from "../session/session";
import { adminPaths } from "./adminPaths";
import { chunk, frameChunk } from "./chunks";
import { paths } from "./paths";
import { readFilter } from "./queryFilter";

/**
 * Route-level preloading (decision 155): a screen's code and its data start together when navigation starts,
 * instead of code → render → data. Each screen's chunk import is made once here and shared with its
 * `lazyScreen` (app/PortalScreens.tsx), and each route names the SWR keys its screen's hooks will ask for, built
 * with the same builders (api/keys.ts); api/fetcher.ts keeps the preloaded requests until the hooks take them.
 * This module holds no screen and no SWR code: /login's sign-in imports it.
 */

/** Every portal screen's chunk; app/PortalScreens.tsx gives each to `lazyScreen`. */
export const screenChunks = {
  dashboard: chunk(() => import("../screens/dashboard/DashboardScreen")),
  desk: chunk(() => import("../screens/instructor-desk/DeskScreen")),
  gradebook: chunk(() => import("../screens/gradebook/GradebookScreen")),
  profile: chunk(() => import("../screens/profile/ProfileScreen")),
  welcome: chunk(() => import("../screens/welcome/WelcomeScreen")),
  courses: chunk(() => import("../screens/courses/CoursesScreen")),
  course: chunk(() => import("../screens/courses/CourseDetailsScreen")),
  courseForm: chunk(() => import("../screens/courses/CourseFormScreen")),
  topicForm: chunk(() => import("../screens/topics/TopicFormScreen")),
  assessments: chunk(() => import("../screens/assessments/AssessmentsScreen")),
  assessment: chunk(() => import("../screens/assessments/AssessmentDetailsScreen")),
  assessmentForm: chunk(() => import("../screens/assessments/AssessmentFormScreen")),
  liveClasses: chunk(() => import("../screens/live-classes/LiveClassesScreen")),
  liveClassForm: chunk(() => import("../screens/live-classes/LiveClassFormScreen")),
  attendance: chunk(() => import("../screens/attendance/AttendanceScreen")),
  announcements: chunk(() => import("../screens/announcements/AnnouncementsScreen")),
  announcementForm: chunk(() => import("../screens/announcements/AnnouncementFormScreen")),
  // The administration (admins only)
  adminCohorts: chunk(() => import("../screens/admin/CohortsScreen")),
  adminCohortForm: chunk(() => import("../screens/admin/CohortFormScreen")),
  adminPeople: chunk(() => import("../screens/admin/PeopleScreen")),
  adminPerson: chunk(() => import("../screens/admin/PersonScreen")),
  adminInvite: chunk(() => import("../screens/admin/InviteScreen")),
  adminEnrol: chunk(() => import("../screens/admin/EnrolScreen")),
  adminActivity: chunk(() => import("../screens/admin/ActivityScreen")),
};

/** What a route's keys are built from: the path's parameters, the saved session and the cohort shown. */
interface RouteContext {
  params: Record<string, string | undefined>;
  /** The location's query (the administration's lists keep their filters there). */
  query: URLSearchParams;
  session: Session;
  /** `knownCohort`: a student's own, a facilitator's from the query or this tab; null until the cohorts say. */
  cohort: number | null;
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

const landing: Pick<ScreenRoute, "chunk" | "data"> = {
  chunk: (session) => (isFacilitator(session) ? screenChunks.desk : screenChunks.dashboard),
  data: (context) => {
    const { session } = context;
    if (!isFacilitator(session)) {
      return [keys.studentDashboardStats(session.userId), keys.announcements(session.userData.cohortId)];
    }
    return [keys.cohorts(), keys.deskStats(context.cohort), keys.studentList(context.cohort)];
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
          keys.assessments(kind, context.cohort),
          workKind && keys.workStatus(workKind, context.cohort),
          // A facilitator's hand-ins and those to score (decision 180).
          isFacilitator(context.session) && isWorkKind(kind) ? keys.workCounts(kind, context.cohort) : null,
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
    data: (context) => [cohortsOf(context.session), keys.courses(context.cohort)],
  },
  {
    pattern: `${paths.courses}/:id`,
    chunk: () => screenChunks.course,
    data: ({ params }) => [keys.course(params.id), keys.topics(params.id)],
  },
  ...assessmentRoutes("assignment", paths.assignments),
  ...assessmentRoutes("contribution", paths.contributions),
  ...assessmentRoutes("cbt", paths.cbts),
  // The administration: admins only (a student's or facilitator's request would be refused, so none is sent)
  ...adminRoutes(),
];

/** The administration's screens with their data; nothing for anyone but an admin. */
function adminRoutes(): ScreenRoute[] {
  const admin = (
    load: () => Promise<unknown>,
    data: ScreenRoute["data"],
  ): Pick<ScreenRoute, "chunk" | "data"> => ({
    chunk: () => load,
    data: (context) => (isAdmin(context.session) ? data(context) : []),
  });
  return [
    { pattern: adminPaths.cohorts, ...admin(screenChunks.adminCohorts, () => [keys.cohorts()]) },
    { pattern: adminPaths.cohortForm, ...admin(screenChunks.adminCohortForm, () => []) },
    {
      pattern: adminPaths.people,
      ...admin(screenChunks.adminPeople, ({ query }) => [
        keys.people(readFilter(query, PEOPLE_FILTERS)),
        keys.cohorts(),
      ]),
    },
    {
      pattern: `${adminPaths.people}/:id`,
      ...admin(screenChunks.adminPerson, () => [keys.people(), keys.cohorts(), keys.roles()]),
    },
    { pattern: adminPaths.invite, ...admin(screenChunks.adminInvite, () => [keys.roles(), keys.cohorts()]) },
    { pattern: adminPaths.enrol, ...admin(screenChunks.adminEnrol, () => []) },
    {
      pattern: adminPaths.activity,
      ...admin(screenChunks.adminActivity, ({ query }) => [
        keys.activity(readFilter(query, ACTIVITY_FILTERS)),
        keys.people(),
      ]),
    },
  ];
}

/** The route of a location (path and query) with what it needs, or null for a route without a preload. */
function resolve(location: string, session: Session) {
  const url = new URL(location, "http://portal.invalid");
  for (const route of ROUTES) {
    const match = matchPath(route.pattern, url.pathname);
    if (match) {
      return {
        route,
        context: {
          params: match.params,
          query: url.searchParams,
          session,
          cohort: knownCohort(session, url.searchParams),
        },
      };
    }
  }
  return null;
}

/** The SWR keys `location`'s screen asks for on arrival, for `session` (what `preloadRoute` requests). */
export function routeKeys(location: string, session: Session): string[] {
  const found = resolve(location, session);
  if (!found) return [];
  return found.route.data(found.context).filter((key): key is string => key !== null);
}

/** Where a person lands after signing in: the desk for facilitators and admins, the dashboard for students. */
export function landingPath(session: Session | null): string {
  return isFacilitator(session) ? paths.instructorDesk : paths.portal;
}

/**
 * Starts the code and the data of the screen at `location` (a path with its query) at once, for the saved
 * session; without one, or on a route without a preload, it does nothing. A failed chunk is left to the
 * screen's own load, a failed request to its hook (which then fetches afresh).
 */
export function preloadRoute(location: string): Promise<unknown> {
  const session = readSession();
  if (!session) return Promise.resolve();
  const found = resolve(location, session);
  if (!found) return Promise.resolve();
  const { route, context } = found;
  void routeCode(location);
  const preloadAll = (keys: (string | null)[]) =>
    Promise.all(keys.flatMap((key) => (key === null ? [] : [preloadKey(key)])));
  const first = route.data(context);
  // A facilitator's list with no cohort named yet starts on the default cohort (decision 154): its keys go out
  // as soon as the cohorts arrive, not once the screen has rendered them. Only the call that sends the cohorts
  // does this: a later call for the same screen (the frame's first render) finds them preloaded already.
  const byDefault = context.cohort === null && first.includes(keys.cohorts()) && !isPreloaded(keys.cohorts());
  const arrived = preloadAll(first);
  if (!byDefault) return arrived;
  return Promise.all([preloadKey(keys.cohorts()), arrived]).then(([answer]) => {
    const cohorts = (answer as CohortsResponse | undefined)?.cohorts;
    const cohort = cohorts ? defaultCohortNow(cohorts, session) : null;
    if (cohort === null) return;
    return preloadAll(route.data({ ...context, cohort }).filter((key) => !first.includes(key)));
  });
}

/**
 * The code of the portal's frame and of the screen at `location`, for the saved session, once both have arrived:
 * a navigation made after it renders the screen at once, without a loading state (app/chunks.ts). A failed chunk
 * resolves too, and is left to the screen's own load.
 */
export function routeCode(location: string): Promise<unknown> {
  const session = readSession();
  const screen = session ? resolve(location, session)?.route.chunk(session) : undefined;
  const quietly = () => undefined;
  return Promise.all([frameChunk().catch(quietly), screen?.().catch(quietly)]);
}

/**
 * The code of every portal screen, fetched once the first screen's data has arrived and the browser is idle
 * (decision 155): a later navigation then waits only for its data. One screen at a time, in the order of
 * `screenChunks` (the screens a person opens first, first): all at once, their 60 files took every connection
 * HTTP/1.1 gives a page for over a second on the slow phone's link, and a navigation's data queued behind them
 * (decision 170). Each chunk is fetched at most once.
 */
async function prefetchScreens(): Promise<void> {
  for (const load of Object.values(screenChunks)) await load().catch(() => undefined);
}

/**
 * The portal frame's preloads: the screen it opens on (a return visit, a reload, a shared link: its data goes out
 * with the screen's code, not after it), and each portal link a person reaches for, on pointer-down (before the
 * click's navigation) and on the click itself (a keyboard's Enter): the side navigation, list rows. And, once the
 * first screen's data is in, every other screen's code.
 */
export function useRoutePreloads(): void {
  const { pathname, search } = useLocation();
  // In the first render, not an effect: a screen already loaded renders with the frame, and its hooks' effects
  // run before the frame's, so an effect would preload what they had just taken (preloadRoute is idempotent).
  const [firstScreen] = useState(() => preloadRoute(`${pathname}${search}`));
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        preloadRoute(`${link.pathname}${link.search}`);
      }
    };
    document.addEventListener("pointerdown", onIntent, true);
    document.addEventListener("click", onIntent, true);
    let idle: number | undefined;
    let left = false;
    void firstScreen.then(() => {
      if (left) return;
      if ("requestIdleCallback" in window)
        idle = requestIdleCallback(() => void prefetchScreens(), { timeout: 5_000 });
      else void prefetchScreens();
    });
    return () => {
      left = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      document.removeEventListener("pointerdown", onIntent, true);
      document.removeEventListener("click", onIntent, true);
    };
  }, [firstScreen]);
}
