import type { AssessmentKind } from "@cla/domain/client";
import { ASSESSMENT_KINDS, isWorkKind } from "@cla/domain/client";
import { buildRoles, FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen, waitFor } from "@testing-library/react";
import { matchPath } from "react-router";
import type { HttpHandler } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  activityOk,
  adminCohorts,
  assessmentsById,
  peopleOk,
  rolesOk,
  announcementsOk,
  assessmentFixtures,
  cbtAttemptOk,
  cohortsOk,
  dashboardStatsOk,
  deskOk,
  fixtures,
  gradebookFixture,
  gradebookOk,
  listOk,
  meOk,
  pending,
  recordsById,
  studentsWithoutScoresOk,
  cbtQuestionsOk,
  cbtResultsOk,
  workCountsOk,
  workOk,
  workStatusOk,
  worksOk,
} from "../mocks/handlers";
import { seedSession, type SessionFixture } from "../mocks/session";
import { readSession } from "../session/session";
import { renderPortal } from "../test/renderPortal";
import { recordRequests } from "../test/requests";
import { server } from "../test/server";
import { paths } from "./paths";
import { preloadRoute, routeKeys } from "./preload";
import { ROUTES as TABLE, SCREEN_CHUNKS, type ScreenChunk } from "./routes";

// A route's preloaded keys (its entry's `data` in app/routes.ts) must be exactly what its screen's hooks ask for
// (decision 155): both call the same builders (api/keys.ts), but a screen that starts or stops reading a resource
// leaves a preload untaken, or its screen waiting, so each route with data is checked by rendering its screen
// and comparing the requests.

const deskWithCohorts = () => [cohortsOk(), ...deskOk()];
const courseOk = () => [
  recordsById("/cla_courses", fixtures.courses(), "Course"),
  listOk("/cla_topics", fixtures.topics()),
];
const itemsOk = (kind: AssessmentKind, viewer: "student" | "facilitator") => [
  // A student's hand-in status and work (assignments, contributions), before the items' `{id}`.
  ...(viewer === "student" && isWorkKind(kind) ? [workStatusOk(kind), workOk(kind)] : []),
  // A facilitator's hand-ins and those to score (decision 180).
  ...(viewer === "facilitator" && isWorkKind(kind) ? [workCountsOk(kind)] : []),
  ...(viewer === "student" && kind === "cbt" ? [cbtAttemptOk()] : []),
  listOk(ASSESSMENT_KINDS[kind].path, assessmentFixtures(kind, viewer)),
  assessmentsById(kind, assessmentFixtures(kind, viewer)),
];
const itemId = (kind: AssessmentKind) => assessmentFixtures(kind)[0]!.id;
const SEGMENT = { assignment: "assignments", contribution: "contributions", cbt: "cbts" } as const;
const KINDS: AssessmentKind[] = ["assignment", "contribution", "cbt"];

const ROUTES: Array<[string, SessionFixture, string, () => HttpHandler[]]> = [
  ["a student's dashboard", "student", "/portal", () => [dashboardStatsOk(), announcementsOk()]],
  ["a facilitator's landing", "facilitator", "/portal/dashboard?cohort=3", deskWithCohorts],
  ["the desk of a cohort", "facilitator", "/portal/instructorDesk?cohort=3", deskWithCohorts],
  [
    "a course's gradebook",
    "facilitator",
    `/portal/gradebook?cohort=3&course=${gradebookFixture().course.id}`,
    () => [cohortsOk(), listOk("/cla_courses", fixtures.courses("facilitator")), gradebookOk()],
  ],
  ["the profile's editor", "student", "/portal/profile/edit", () => [meOk(fixtures.student())]],
  ["a student's courses", "student", "/portal/courses", () => [listOk("/cla_courses", fixtures.courses())]],
  [
    "a facilitator's courses",
    "facilitator",
    "/portal/courses?cohort=3",
    () => [cohortsOk(), listOk("/cla_courses", fixtures.courses("facilitator"))],
  ],
  ["a course", "student", `/portal/courses/${FIXTURE_IDS.openCourse}`, courseOk],
  ...KINDS.flatMap((kind): Array<[string, SessionFixture, string, () => HttpHandler[]]> => [
    [`a student's ${kind} list`, "student", `/portal/${SEGMENT[kind]}`, () => itemsOk(kind, "student")],
    [
      `a facilitator's ${kind} list`,
      "facilitator",
      `/portal/${SEGMENT[kind]}?cohort=3`,
      () => [cohortsOk(), ...itemsOk(kind, "facilitator")],
    ],
    [
      `a student's ${kind}`,
      "student",
      `/portal/${SEGMENT[kind]}/${itemId(kind)}`,
      () => itemsOk(kind, "student"),
    ],
    [
      `a facilitator's ${kind}`,
      "facilitator",
      `/portal/${SEGMENT[kind]}/${itemId(kind)}`,
      () => [
        ...itemsOk(kind, "facilitator"),
        studentsWithoutScoresOk(kind),
        ...(isWorkKind(kind) ? [worksOk(kind)] : [cbtResultsOk(), cbtQuestionsOk()]),
      ],
    ],
  ]),
  // The administration
  ["the cohorts (admin)", "admin", "/portal/admin/cohorts", () => [cohortsOk(adminCohorts())]],
  [
    "the people, filtered (admin)",
    "admin",
    "/portal/admin/people?q=ada&role=student",
    () => [peopleOk(), cohortsOk(adminCohorts())],
  ],
  [
    "a person (admin)",
    "admin",
    `/portal/admin/people/${FIXTURE_IDS.student}`,
    () => [peopleOk(), cohortsOk(adminCohorts()), rolesOk(buildRoles())],
  ],
  ["an invitation (admin)", "admin", "/portal/admin/invite", () => [rolesOk(buildRoles()), cohortsOk()]],
  [
    "the activity log (admin)",
    "admin",
    "/portal/admin/activity?kind=course",
    () => [activityOk(), peopleOk()],
  ],
];

const ROUTES_WITH_DATA = TABLE.filter((route) => route.data);

/** The GETs a render asked for, once each, sorted. */
function gets(seen: string[]): string[] {
  return [...new Set(seen.filter((request) => request.startsWith("GET ")))].sort();
}

/** Signs `who` in and serves `handlers`: the requests seen from now on, and the route's preload keys as GETs, sorted. */
function arrange(who: SessionFixture, path: string, handlers: () => HttpHandler[]) {
  seedSession(who);
  const seen = recordRequests();
  server.use(...handlers());
  return {
    seen,
    preloaded: routeKeys(path, readSession()!)
      .map((key) => `GET ${key}`)
      .sort(),
  };
}

async function settled() {
  await waitFor(() => expect(screen.queryByText(/^Loading/)).toBeNull());
}

describe("route preloads (decision 155)", () => {
  it("every route of the table that preloads data is checked here", () => {
    const checked = ROUTES.map(([, , path]) => new URL(path, "http://portal.invalid").pathname);
    const unchecked = ROUTES_WITH_DATA.filter(
      (route) => !checked.some((path) => matchPath(route.path, path)),
    );
    expect(unchecked.map((route) => route.path)).toEqual([]);
  });

  it.each(ROUTES)(
    "%s: the preloaded keys are the keys the screen asks for",
    async (_name, who, path, handlers) => {
      const { seen, preloaded } = arrange(who, path, handlers);
      expect(preloaded.length).toBeGreaterThan(0);
      renderPortal(path);
      await waitFor(() => expect(gets(seen)).toEqual(preloaded));
      await settled();
      expect(gets(seen)).toEqual(preloaded);
    },
  );

  it.each(ROUTES)(
    "%s: preloaded before the screen, each key goes out once",
    async (_name, who, path, handlers) => {
      const { seen, preloaded } = arrange(who, path, handlers);
      preloadRoute(path);
      renderPortal(path);
      await waitFor(() => expect(gets(seen)).toEqual(preloaded));
      await settled();
      expect(seen.filter((request) => request.startsWith("GET ")).sort()).toEqual(preloaded);
    },
  );
});

describe("the administration's preloads", () => {
  it("are an admin's only: a facilitator's or a student's session preloads no administration data", () => {
    for (const who of ["facilitator", "student"] as const) {
      seedSession(who);
      expect(routeKeys("/portal/admin/people", readSession()!)).toEqual([]);
      expect(routeKeys("/portal/admin/activity", readSession()!)).toEqual([]);
    }
  });
});

describe("a facilitator's list with no cohort named (decision 154)", () => {
  it("preloads the default cohort's keys as soon as the cohorts arrive, before any render, each key once", async () => {
    seedSession("facilitator");
    const seen = recordRequests();
    server.use(...deskWithCohorts());
    preloadRoute("/portal/dashboard");
    const count = (part: string) => seen.filter((request) => request.includes(part)).length;
    await waitFor(() => expect(count("/desk_stats?") + count("/student_list?")).toBe(2));
    renderPortal("/portal/dashboard");
    await screen.findByRole("table");
    await settled();
    expect([count("/cla_cohorts"), count("/desk_stats?"), count("/student_list?")]).toEqual([1, 1, 1]);
  });
});

describe("every screen's code, once the first screen's data is in (decision 155)", () => {
  const spyOnChunks = () => SCREEN_CHUNKS.map((_, index) => vi.spyOn(SCREEN_CHUNKS as ScreenChunk[], index));
  const announcementForm = SCREEN_CHUNKS.indexOf(
    TABLE.find((route) => route.path === paths.announcementForm)!.screen,
  );

  it("is not fetched while the first screen's data is on its way", async () => {
    const loads = spyOnChunks();
    seedSession("student");
    server.use(pending("get", "/cla_dashboards/student_dashboard_stats"), announcementsOk());
    renderPortal("/portal");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loads[announcementForm]).not.toHaveBeenCalled();
  });

  it("is fetched once it has arrived", async () => {
    const loads = spyOnChunks();
    seedSession("student");
    server.use(dashboardStatsOk(), announcementsOk());
    renderPortal("/portal");
    await waitFor(() => {
      for (const load of loads) expect(load).toHaveBeenCalled();
    });
  });
});
