import type {
  ActivityEntry,
  Person,
  Assessment,
  AssessmentKind,
  CbtAttemptResponse,
  CbtResultsResponse,
  CbtTest,
  StudentsWithoutScores,
  Announcement,
  CertificateResponse,
  Cohort,
  CohortsResponse,
  Course,
  DeskStats,
  Extension,
  ExtensionsResponse,
  Gradebook,
  LiveClass,
  RegisterResponse,
  Role,
  RolesResponse,
  StudentDashboardStats,
  StudentListItem,
  StudentOfCohort,
  StudentWork,
  TodayClassesResponse,
  Topic,
  User,
  WorkKind,
  WorkResponse,
  WorkCount,
  WorkCountsResponse,
  WorkStatus,
  WorkStatusResponse,
  WorksResponse,
} from "@cla/domain/client";
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import { swrFetcher } from "./swrFetcher";
import { keys, type ActivityFilter, type PeopleFilter } from "./keys";

/**
 * One SWR hook per resource (docs/architecture.md §4.4). Each returns named fields, the error as thrown by the
 * fetcher (an ApiError; screens turn it into a Section with `toSection`) and `retry` for the error state.
 */
export interface Loadable {
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

/**
 * The one SWR call every hook below makes. `key` null fetches nothing. `shortcut` is a record the
 * screen already has (navigation state, decision 097): it is shown at once and refreshed in the
 * background, so a reload or a shared link, which have no shortcut, load the same thing.
 */
function useApi<T>(key: string | null, shortcut?: T): Loadable & { data: T | undefined } {
  const { data, error, isLoading, mutate } = useSWR<T>(key, swrFetcher, { fallbackData: shortcut });
  return { data, error, isLoading, retry: () => void mutate() };
}

// ── Reference data and the account ───────────────────────────────────────────────────────────────

/** Every cohort (open endpoint); `enabled` false fetches nothing. */
export function useCohorts(enabled = true): Loadable & { cohorts: Cohort[] | undefined } {
  const { data, ...state } = useApi<CohortsResponse>(enabled ? keys.cohorts() : null);
  return { cohorts: data?.cohorts, ...state };
}

/** The roles the caller may see: only self-sign-up ones when signed out (docs/api.md §4). */
export function useRoles(enabled = true): Loadable & { roles: Role[] | undefined } {
  const { data, ...state } = useApi<RolesResponse>(enabled ? keys.roles() : null);
  return { roles: data?.roles, ...state };
}

/** The students of one cohort (docs/api.md §6.2); `enabled` false fetches nothing. */
export function useStudentsOfCohort(
  cohortId: number | null | undefined,
  enabled = true,
): Loadable & { students: StudentOfCohort[] | undefined } {
  const { data, ...state } = useApi<{ students: StudentOfCohort[] }>(
    enabled ? keys.studentsOfCohort(cohortId) : null,
  );
  return { students: data?.students, ...state };
}

/** The signed-in user as the server has them now; `enabled` false while there is no session. */
export function useMe(enabled: boolean): Loadable & { user: User | undefined } {
  const { data, ...state } = useApi<User>(enabled ? keys.me() : null);
  return { user: data, ...state };
}

// ── Courses and topics ───────────────────────────────────────────────────────────────────────────

/** The courses of one cohort (docs/api.md §6.3); nothing until a cohort is known. */
export function useCourses(
  cohortId: number | null | undefined,
): Loadable & { courses: Course[] | undefined } {
  const { data, ...state } = useApi<Course[]>(keys.courses(cohortId));
  return { courses: data, ...state };
}

/** One course by id, starting from `shortcut` when the screen was given it. */
export function useCourse(
  id: string | null | undefined,
  shortcut?: Course,
): Loadable & { course: Course | undefined } {
  const { data, ...state } = useApi<Course>(keys.course(id), shortcut?.id === id ? shortcut : undefined);
  return { course: data, ...state };
}

/** The topics of one course, oldest first (docs/api.md §6.4). */
export function useTopics(courseId: string | null | undefined): Loadable & { topics: Topic[] | undefined } {
  const { data, ...state } = useApi<Topic[]>(keys.topics(courseId));
  return { topics: data, ...state };
}

/** One topic by id, starting from `shortcut` when the screen was given it. */
export function useTopic(
  id: string | null | undefined,
  shortcut?: Topic,
): Loadable & { topic: Topic | undefined } {
  const { data, ...state } = useApi<Topic>(keys.topic(id), shortcut?.id === id ? shortcut : undefined);
  return { topic: data, ...state };
}

// ── Assessments: the three kinds through the same hooks ──────────────────────────────────────────

/** One kind's items of one cohort (docs/api.md §6.5); `shortcut` is a list the screen was given. */
export function useAssessments(
  kind: AssessmentKind,
  cohortId: number | null | undefined,
  shortcut?: Assessment[],
): Loadable & { items: Assessment[] | undefined } {
  const { data, ...state } = useApi<Assessment[]>(keys.assessments(kind, cohortId), shortcut);
  return { items: data, ...state };
}

/** One item of a kind by id, starting from `shortcut` when the screen was given it. */
export function useAssessment(
  kind: AssessmentKind,
  id: string | null | undefined,
  shortcut?: Assessment,
): Loadable & { item: Assessment | undefined } {
  const { data, ...state } = useApi<Assessment>(
    keys.assessment(kind, id),
    shortcut?.id === id ? shortcut : undefined,
  );
  return { item: data, ...state };
}

/** The extensions granted on an item, in the people order (facilitators, docs/api.md §6.17). */
export function useExtensions(
  kind: AssessmentKind,
  itemId: string | null | undefined,
): Loadable & { extensions: Extension[] | undefined } {
  const { data, ...state } = useApi<ExtensionsResponse>(keys.extensions(kind, itemId));
  return { extensions: data?.extensions, ...state };
}

/**
 * Every student of a work item's cohort with their work and score, in the people order (docs/api.md §6.13,
 * facilitators); `kind` null (a CBT takes no work) fetches nothing.
 */
export function useStudentWorks(
  kind: WorkKind | null,
  itemId: string | null | undefined,
): Loadable & { works: StudentWork[] | undefined } {
  const { data, ...state } = useApi<WorksResponse>(kind ? keys.works(kind, itemId) : null);
  return { works: data?.works, ...state };
}

/** The item's cohort statistics and the students still without a score (docs/api.md §6.6, facilitators). */
export function useStudentsWithoutScores(
  kind: AssessmentKind,
  itemId: string | null | undefined,
): Loadable & { students: StudentsWithoutScores | undefined } {
  const { data, ...state } = useApi<StudentsWithoutScores>(keys.studentsWithoutScores(kind, itemId));
  return { students: data, ...state };
}

/**
 * The signed-in student's work on an item and its score with the facilitator's comment (docs/api.md §6.13);
 * `kind` null (a CBT, a facilitator) fetches nothing.
 */
export function useWork(
  kind: WorkKind | null,
  itemId: string | null | undefined,
): Loadable & { work: WorkResponse | undefined } {
  const { data, ...state } = useApi<WorkResponse>(kind === null ? null : keys.work(kind, itemId));
  return { work: data, ...state };
}

/** The signed-in student's hand-in status on each item of a kind's list; `kind` null fetches nothing. */
export function useWorkStatus(
  kind: WorkKind | null,
  cohortId: number | null | undefined,
): Loadable & { statuses: WorkStatus[] | undefined } {
  const { data, ...state } = useApi<WorkStatusResponse>(
    kind === null ? null : keys.workStatus(kind, cohortId),
  );
  return { statuses: data?.work_status, ...state };
}

/**
 * A facilitator's hand-ins and those to score on each item of a kind's list of a cohort (decision 180), one call
 * for the whole list; `kind` null (a student, CBTs) fetches nothing.
 */
export function useWorkCounts(
  kind: WorkKind | null,
  cohortId: number | null | undefined,
): Loadable & { counts: WorkCount[] | undefined } {
  const { data, ...state } = useApi<WorkCountsResponse>(
    kind === null ? null : keys.workCounts(kind, cohortId),
  );
  return { counts: data?.work_counts, ...state };
}

// ── CBT tests: a student's attempt (docs/api.md §6.14) ───────────────────────────────────────────

/**
 * The start page's figures and the signed-in student's attempt at a CBT (`question_count` 0: scored by hand);
 * `cbtId` null (a facilitator, another kind) fetches nothing. `replace` puts an answer of a write (start,
 * answers, submit) into the cache without asking again.
 */
export function useCbtAttempt(
  cbtId: string | null | undefined,
): Loadable & { answer: CbtAttemptResponse | undefined; replace: (answer: CbtAttemptResponse) => void } {
  const { data, error, isLoading, mutate } = useSWR<CbtAttemptResponse>(keys.cbtAttempt(cbtId), swrFetcher);
  return {
    answer: data,
    error,
    isLoading,
    retry: () => void mutate(),
    // A graded attempt is final: a save's answer about the running attempt that arrives after the grade (its
    // request crossed the deadline) does not bring the test back.
    replace: (answer) =>
      void mutate((current) => (current?.attempt?.status === "graded" ? current : answer), {
        revalidate: false,
      }),
  };
}

// ── CBT tests: a facilitator's questions and results (docs/api.md §6.14) ─────────────────────────────

/** A CBT's questions with their answers, its time limit and shuffle; `cbtId` null fetches nothing. */
export function useCbtQuestions(cbtId: string | null | undefined): Loadable & { test: CbtTest | undefined } {
  const { data, ...state } = useApi<CbtTest>(keys.cbtQuestions(cbtId));
  return { test: data, ...state };
}

/** Every student's attempt at a CBT and the item analysis; `cbtId` null fetches nothing. */
export function useCbtResults(
  cbtId: string | null | undefined,
): Loadable & { results: CbtResultsResponse | undefined } {
  const { data, ...state } = useApi<CbtResultsResponse>(keys.cbtResults(cbtId));
  return { results: data, ...state };
}

// ── Live classes, attendance and the calendar feed ───────────────────────────────────────────────

/** A cohort's live classes, in API order (docs/api.md §6.7); nothing until a cohort is known. */
export function useLiveClasses(
  cohortId: number | null | undefined,
): Loadable & { liveClasses: LiveClass[] | undefined } {
  const { data, ...state } = useApi<LiveClass[]>(keys.liveClasses(cohortId));
  return { liveClasses: data, ...state };
}

/** One live class by id, starting from `shortcut` when the screen was given it. */
export function useLiveClass(
  id: string | null | undefined,
  shortcut?: LiveClass,
): Loadable & { liveClass: LiveClass | undefined } {
  const { data, ...state } = useApi<LiveClass>(
    keys.liveClass(id),
    shortcut?.id === id ? shortcut : undefined,
  );
  return { liveClass: data, ...state };
}

/** Every cohort's classes dated today (facilitators; attendance step 1). */
export function useTodayClasses(enabled = true): Loadable & { liveClasses: LiveClass[] | undefined } {
  const { data, ...state } = useApi<TodayClassesResponse>(enabled ? keys.todayClasses() : null);
  return { liveClasses: data?.live_classes, ...state };
}

/** The register of a class: the students of its cohort not yet marked, each with their first join (attendance step 2). */
export function useRegister(
  liveClassId: string | null | undefined,
): Loadable & { students: RegisterResponse["students"] | undefined } {
  const { data, ...state } = useApi<RegisterResponse>(keys.register(liveClassId));
  return { students: data?.students, ...state };
}

/**
 * The caller's secret calendar feed URL (docs/api.md §6.12): given when this call creates it, else null (the
 * server keeps only its hash, so it cannot show it again).
 */
export function useCalendarFeed(enabled = true): Loadable & { url: string | null | undefined } {
  const { data, ...state } = useApi<{ url: string | null }>(enabled ? keys.calendarFeed() : null);
  return { url: data?.url, ...state };
}

// ── Announcements ────────────────────────────────────────────────────────────────────────────────

export function useAnnouncements(
  cohortId: number | null | undefined,
): Loadable & { announcements: Announcement[] | undefined } {
  const { data, ...state } = useApi<Announcement[]>(keys.announcements(cohortId));
  return { announcements: data, ...state };
}

/** One announcement by id (docs/api.md §6.8). */
export function useAnnouncement(
  id: string | null | undefined,
): Loadable & { announcement: Announcement | undefined } {
  const { data, ...state } = useApi<Announcement>(keys.announcement(id));
  return { announcement: data, ...state };
}

// ── Dashboards and certificates ──────────────────────────────────────────────────────────────────

export function useStudentDashboardStats(
  userId: string | null | undefined,
): Loadable & { stats: StudentDashboardStats | undefined } {
  const { data, ...state } = useApi<StudentDashboardStats>(keys.studentDashboardStats(userId));
  return { stats: data, ...state };
}

/** The desk's four figures for one cohort (docs/api.md §6.9); nothing until a cohort is chosen. */
export function useDeskStats(
  cohortId: number | null | undefined,
): Loadable & { stats: DeskStats | undefined } {
  const { data, ...state } = useApi<DeskStats>(keys.deskStats(cohortId));
  return { stats: data, ...state };
}

/** Every student of one cohort with their points per course (docs/api.md §6.9). */
/** A course's gradebook (docs/api.md §6.18); `courseId` null fetches nothing. */
export function useGradebook(
  courseId: string | null | undefined,
): Loadable & { gradebook: Gradebook | undefined } {
  const { data, ...state } = useApi<Gradebook>(keys.gradebook(courseId));
  return { gradebook: data, ...state };
}

export function useStudentList(
  cohortId: number | null | undefined,
): Loadable & { students: StudentListItem[] | undefined } {
  const { data, ...state } = useApi<StudentListItem[]>(keys.studentList(cohortId));
  return { students: data, ...state };
}

/**
 * GET /certificate (docs/api.md §6.11): the caller's own when `studentId` is null, else that student's (a
 * facilitator's view). Before completion the error is the 409 with `available_on` (see ApiError.body).
 */
export function useCertificate(
  studentId: string | null,
  enabled = true,
): Loadable & { certificate: CertificateResponse["certificate"] | undefined } {
  const { data, ...state } = useApi<CertificateResponse>(enabled ? keys.certificate(studentId) : null);
  return { certificate: data?.certificate, ...state };
}

// ── The administration (admins) ──────────────────────────────────────────────────────────────────

/** The people an admin sees, people order, filtered as GET /cla_users takes it (docs/api.md §6.15). */
export function usePeople(filter: PeopleFilter = {}): Loadable & { people: Person[] | undefined } {
  const { data, ...state } = useApi<{ users: Person[] }>(keys.people(filter));
  return { people: data?.users, ...state };
}

interface ActivityPage {
  entries: ActivityEntry[];
  next_cursor: string | null;
}

/**
 * The activity log, newest first, a page at a time (docs/api.md §6.15): `more` asks for the next older page
 * (by the last page's cursor), null once the last page is in.
 */
export function useActivity(filter: ActivityFilter): Loadable & {
  entries: ActivityEntry[] | undefined;
  more: (() => void) | null;
  loadingMore: boolean;
} {
  const { data, error, isLoading, isValidating, mutate, size, setSize } = useSWRInfinite<ActivityPage>(
    (index, previous: ActivityPage | null) => {
      if (index === 0) return keys.activity(filter);
      return previous?.next_cursor ? keys.activity(filter, previous.next_cursor) : null;
    },
    swrFetcher,
  );
  const last = data?.[data.length - 1];
  const loadingMore = isValidating && data !== undefined && data.length < size;
  return {
    entries: data?.flatMap((page) => page.entries),
    more: last?.next_cursor && !loadingMore ? () => void setSize(size + 1) : null,
    loadingMore,
    error,
    isLoading,
    retry: () => void mutate(),
  };
}
