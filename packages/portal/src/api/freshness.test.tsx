import type { Person, StudentListItem, StudentsWithoutScores, WorkStatusResponse } from "@cla/domain/client";
import { API_MESSAGES, ASSESSMENT_KINDS, messages, SCORE_ENDPOINTS, WRAPPERS } from "@cla/domain/client";
import {
  buildAnnouncements,
  buildDeskStats,
  buildRoles,
  buildStudentList,
  buildStudentsOfCohort,
  buildStudentsWithoutScores,
  buildWorkStatus,
} from "@cla/domain/fixtures";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  activityFixtures,
  adminCohorts,
  announcementsOk,
  apiUrl,
  assessmentFixtures,
  assessmentsById,
  calendarFeedOk,
  cbtAttemptFixture,
  cbtAttemptKept,
  cohortsOk,
  courseChoicesOk,
  deskOk,
  dashboardStatsOk,
  enrolmentOk,
  inviteOk,
  fixtureNow,
  fixtures,
  gradebookFixture,
  peopleFixtures,
  peopleOk,
  personWritesOk,
  listOk,
  liveClassFixtures,
  registerStudentFixtures,
  recordsById,
  deleteOk,
  respond,
  scoreOk,
  rolesOk,
  todayClassesOk,
  workKept,
  worksOk,
  workCountsOk,
  writesOk,
} from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { renderPortal } from "../test/renderPortal";
import { server } from "../test/server";
import { preloadRoute } from "../app/preload";
import { texts as adminTexts } from "../screens/admin/texts";
import { WRITES } from "./writes";
import { findToast } from "../test/toast";

/**
 * Freshness after a write (decision 177): whatever a person wrote shows on the next screen they open,
 * though that screen's answer was cached while it was not on view and its route preloaded (a press on its
 * link) before the write. Each test caches the lists first, presses their links before the write, writes,
 * then opens them and expects the server's answer after the write, with no reload.
 */

/** Whether the test's write has been answered: set as the first request that is not a GET starts. */
interface World {
  written: boolean;
}

/** `onWrite` is the server's side of the write, done as it arrives. */
function trackWrites(onWrite?: () => void): World {
  const world: World = { written: false };
  const listener = ({ request }: { request: Request }) => {
    if (request.method === "GET") return;
    if (!world.written) onWrite?.();
    world.written = true;
  };
  server.events.on("request:start", listener);
  onTestFinished(() => server.events.removeListener("request:start", listener));
  return world;
}

/** GET `path` answers `before` until the test's write has been answered, then `after`. */
function changing(world: World, path: string, before: JsonBodyType, after: JsonBodyType) {
  return http.get(apiUrl(path), () => HttpResponse.json(world.written ? after : before));
}

/**
 * The desk of cohort 3: its figures, and its students, Bola Adeyemi renamed `bolaAfter` once the test's write
 * has been answered (a name only the answer after the write carries, so the table shows which answer it holds).
 */
function deskChanging(world: World, bolaAfter: string) {
  const list = buildStudentList();
  const listAfter: StudentListItem[] = list.map((row) =>
    row.student.name === "Bola Adeyemi" ? { ...row, student: { ...row.student, name: bolaAfter } } : row,
  );
  return [
    cohortsOk(),
    http.get(apiUrl("/cla_dashboards/desk_stats"), () => HttpResponse.json(buildDeskStats())),
    changing(world, "/cla_dashboards/student_list", list, listAfter),
  ];
}

/** A press on a portal link that does not (yet) navigate: its route's code and data are preloaded. */
function pressLink(name: string): void {
  fireEvent.pointerDown(screen.getByRole("link", { name }));
}

/** The courses list's entry of the course whose name starts with `name`. */
function findCourse(name: string) {
  return screen.findByRole("button", { name: (label) => label.startsWith(name) });
}

describe("a score shows at once on the desk and back on its item", () => {
  it("the desk's students and the item's students without scores are the server's after the score", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const item = assessmentFixtures("assignment", "facilitator")[1]!;
    const endpoint = SCORE_ENDPOINTS.assignment;
    const before = buildStudentsWithoutScores();
    const scored: StudentsWithoutScores = {
      ...before,
      students_with_scores: 2,
      students_without_scores: before.students_without_scores - 1,
      students_without_scores_list: before.students_without_scores_list.slice(1),
    };
    server.use(
      ...deskChanging(world, "Bola Adeyemi (scored)"),
      changing(world, `${endpoint.path}/students_without_scores`, before, scored),
      http.get(apiUrl(ASSESSMENT_KINDS.assignment.path), () =>
        HttpResponse.json(assessmentFixtures("assignment", "facilitator")),
      ),
      worksOk("assignment"),
      assessmentsById("assignment", assessmentFixtures("assignment", "facilitator")),
      scoreOk("assignment"),
    );
    const { user } = renderPortal("/portal/instructorDesk?cohort=3");
    expect(await screen.findByRole("rowheader", { name: /Bola Adeyemi/ })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Assignments" }));
    await user.click(await screen.findByRole("link", { name: (name) => name.startsWith(item.name) }));
    await user.selectOptions(await screen.findByRole("combobox", { name: /Student/ }), "Bola Adeyemi");
    await user.type(screen.getByRole("textbox", { name: /Score/ }), "85.5");
    pressLink("Instructor Desk");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await findToast(messages.assignmentScored);

    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    expect(await screen.findByRole("rowheader", { name: /Bola Adeyemi \(scored\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Assignments" }));
    await user.click(await screen.findByRole("link", { name: (name) => name.startsWith(item.name) }));
    const student = await screen.findByRole("combobox", { name: /Student/ });
    await waitFor(() => expect(within(student).queryByRole("option", { name: "Bola Adeyemi" })).toBeNull());
  });
});

/** An administration action (docs/api.md §6.15), made from the screen a person makes it on. */
interface AdminAction {
  name: string;
  /** From the people list (cached by then) to the screen where the action is made. */
  open: (user: UserEvent) => Promise<void>;
  /** The action, up to the portal's acknowledgement. */
  act: (user: UserEvent) => Promise<void>;
  /** The server's side of the action for the people list (as the mocks' PUT does to `people` by itself). */
  server?: (people: Person[]) => void;
  /** Who the log's new entry is about: only the answer after the action carries it. */
  loggedName: string;
  /** The people list after the action: a row and what it shows. */
  row?: { name: RegExp; shows: string };
}

const openPerson = (name: string) => async (user: UserEvent) => {
  await user.click(await screen.findByRole("link", { name }));
};

const ADMIN_ACTIONS: AdminAction[] = [
  {
    name: "a deactivation",
    open: openPerson("Ada Obi"),
    act: async (user) => {
      await user.click(await screen.findByRole("button", { name: "Deactivate" }));
      const question = await screen.findByRole("alertdialog");
      await user.click(within(question).getByRole("button", { name: "Yes, Deactivate" }));
      await findToast(adminTexts.person.deactivated);
    },
    loggedName: "Ada Obi (deactivated)",
    row: { name: /Ada Obi/, shows: adminTexts.people.deactivated },
  },
  {
    name: "a move to another cohort",
    open: openPerson("Ada Obi"),
    act: async (user) => {
      await user.selectOptions(await screen.findByLabelText("Cohort"), "Cohort 2026A");
      await user.click(screen.getByRole("button", { name: "Move" }));
      await screen.findByText(adminTexts.person.moved);
    },
    loggedName: "Ada Obi (moved)",
    row: { name: /Ada Obi/, shows: "Cohort 2026A" },
  },
  {
    name: "a reactivation",
    open: openPerson("Chidi Okafor"),
    act: async (user) => {
      await user.click(await screen.findByRole("button", { name: "Reactivate" }));
      await screen.findByText(adminTexts.person.reactivated);
    },
    loggedName: "Chidi Okafor (reactivated)",
    row: { name: /Chidi Okafor/, shows: adminTexts.people.active },
  },
  {
    name: "a password link",
    open: openPerson("Ada Obi"),
    act: async (user) => {
      await user.click(await screen.findByRole("button", { name: "Send Password Link" }));
      await screen.findByText(API_MESSAGES.resetLinkSentTo);
    },
    loggedName: "Ada Obi (link sent)",
  },
  {
    name: "an invitation",
    open: async (user) => {
      await user.click(await screen.findByRole("link", { name: adminTexts.people.invite }));
    },
    act: async (user) => {
      await user.type(await screen.findByLabelText(/Full Name/), "Rev. Joy Adamu");
      await user.type(screen.getByLabelText(/Email/), "joy@example.org");
      await user.selectOptions(screen.getByLabelText(/Role/), "Admin");
      await user.click(screen.getByRole("button", { name: "Send Invitation" }));
      await screen.findByText(adminTexts.invite.sentTitle);
    },
    server: (people) => {
      people.push({ ...people[0]!, id: "CLAINV1TED00001", name: "Rev. Joy Adamu", password_set: false });
    },
    loggedName: "Rev. Joy Adamu (invited)",
    row: { name: /Rev\. Joy Adamu/, shows: adminTexts.people.invited },
  },
  {
    name: "an enrolment from a file",
    open: async (user) => {
      await user.click(await screen.findByRole("link", { name: "Enrol from CSV" }));
    },
    act: async (user) => {
      const csv =
        "name,email,phone_number,birthday,cohort\nEsther Danjuma,esther@example.org,,,Cohort 2026A\n";
      await user.upload(
        await screen.findByLabelText(/CSV file/),
        new File([csv], "intake.csv", { type: "text/csv" }),
      );
      await user.click(screen.getByRole("button", { name: "Preview" }));
      await user.click(await screen.findByRole("button", { name: "Enrol 2 students" }));
      await screen.findByText(adminTexts.enrol.enrolled(2));
    },
    server: (people) => {
      people.push({ ...people[0]!, id: "CLA000000000009", name: "Esther Danjuma" });
    },
    loggedName: "Esther Danjuma (enrolled)",
    row: { name: /Esther Danjuma/, shows: adminTexts.people.active },
  },
];

describe("every administration action shows at once in the people list and the activity log", () => {
  it.each(ADMIN_ACTIONS)("$name", async (action) => {
    seedSession("admin");
    const people: Person[] = peopleFixtures();
    const world = trackWrites(() => action.server?.(people));
    const entries = activityFixtures();
    const logged = {
      ...entries[0]!,
      id: "a0000000-0000-4000-8000-000000000099",
      user_name: action.loggedName,
    };
    server.use(
      cohortsOk(adminCohorts()),
      rolesOk(buildRoles()),
      peopleOk(people),
      ...personWritesOk(people),
      inviteOk(),
      ...enrolmentOk(),
      changing(
        world,
        "/cla_activity",
        { entries, next_cursor: null },
        { entries: [logged, ...entries], next_cursor: null },
      ),
    );
    const { user, location } = renderPortal("/portal/admin/activity");
    await screen.findByRole("table");
    await user.click(screen.getByRole("link", { name: "People" }));
    await waitFor(() => expect(location()).toBe("/portal/admin/people"));
    await screen.findByRole("row", { name: /Ada Obi/ });
    await action.open(user);
    pressLink("People");
    pressLink("Activity Log");
    await action.act(user);

    await user.click(screen.getByRole("link", { name: "People" }));
    await waitFor(() => expect(location()).toBe("/portal/admin/people"));
    if (action.row) {
      const { name, shows } = action.row;
      await waitFor(() => expect(screen.getByRole("row", { name })).toHaveTextContent(shows));
    }
    await user.click(screen.getByRole("link", { name: "Activity Log" }));
    expect(await screen.findByText(action.loggedName)).toBeInTheDocument();
  });
});

describe("a profile edit shows at once in this tab and in the others", () => {
  it("the profile shows the new name, and the other tabs are told the profile's row", async () => {
    seedSession("student");
    const world = trackWrites();
    const ada = fixtures.student();
    server.use(
      changing(world, "/me", ada, { ...ada, name: "Ada Obi-Eze" }),
      respond("put", "/edit_profile", { ...ada, name: "Ada Obi-Eze" }),
      dashboardStatsOk(),
      announcementsOk(),
    );
    const told: unknown[] = [];
    const otherTab = new BroadcastChannel("cla-portal-writes");
    otherTab.onmessage = (event: MessageEvent) => told.push(event.data);
    onTestFinished(() => otherTab.close());
    const { user, location } = renderPortal("/portal/profile");
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const name = await screen.findByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, "Ada Obi-Eze");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await findToast(messages.profileUpdated);

    await waitFor(() => expect(location()).toBe("/portal/profile"));
    expect(await screen.findByText("Ada Obi-Eze")).toBeInTheDocument();
    await waitFor(() => expect(told).toEqual([[...WRITES.profile]]));
  });
});

describe("attendance shows at once on the desk", () => {
  it("the desk's students are the server's after a mark", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const classes = liveClassFixtures("facilitator");
    const today = classes.find((liveClass) => liveClass.name === "Prayer and leadership")!;
    server.use(
      ...deskChanging(world, "Bola Adeyemi (marked)"),
      todayClassesOk([today]),
      listOk("/cla_live_classes", classes),
      recordsById("/cla_live_classes", classes, "Live class"),
      changing(
        world,
        "/cla_attendances/register",
        { students: registerStudentFixtures().filter((student) => student.name === "Bola Adeyemi") },
        { students: [] },
      ),
      respond("post", "/cla_attendances/register", { marked: [], already_marked: [] }),
      calendarFeedOk(),
    );
    const { user, location } = renderPortal("/portal/instructorDesk?cohort=3");
    expect(await screen.findByRole("rowheader", { name: /Bola Adeyemi/ })).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Add Attendance" }));
    await user.click(await screen.findByRole("radio", { name: /^Prayer and leadership/ }));
    await user.click(screen.getByRole("button", { name: "Proceed" }));
    const bola = await screen.findByRole("radiogroup", { name: "Bola Adeyemi" });
    await user.click(within(bola).getByRole("radio", { name: "Present" }));
    pressLink("Instructor Desk");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location()).toBe("/portal/events"));

    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    expect(await screen.findByRole("rowheader", { name: /Bola Adeyemi \(marked\)/ })).toBeInTheDocument();
  });
});

describe("a hand-in shows at once in the student's list", () => {
  it("the item the student handed in is 'handed in' in the assignments list they go back to", async () => {
    seedSession("student");
    const world = trackWrites();
    const items = assessmentFixtures("assignment");
    const item = items[0]!;
    const before: WorkStatusResponse = buildWorkStatus(fixtureNow(), "assignment");
    const after: WorkStatusResponse = {
      work_status: before.work_status.map((status) =>
        status.item_id === item.id ? { ...status, submitted_at: fixtureNow().toISOString() } : status,
      ),
    };
    server.use(
      changing(world, `${ASSESSMENT_KINDS.assignment.path}/work_status`, before, after),
      ...workKept("assignment"),
      http.get(apiUrl(ASSESSMENT_KINDS.assignment.path), () => HttpResponse.json(items)),
      assessmentsById("assignment", items),
      dashboardStatsOk(),
      announcementsOk(),
    );
    const { user } = renderPortal("/portal/assignments");
    const link = await screen.findByRole("link", { name: (name) => name.startsWith(item.name) });
    await waitFor(() => expect(link).toHaveTextContent(messages.workStatusNotHandedIn));
    await user.click(link);
    pressLink("Assignments");
    await user.type(await screen.findByRole("textbox", { name: "Your text" }), "Serving first.");
    await user.click(screen.getByRole("button", { name: "Hand in" }));
    await findToast(messages.workHandedInSuccess);

    await user.click(screen.getByRole("link", { name: "Assignments" }));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: (name) => name.startsWith(item.name) })).toHaveTextContent(
        messages.workStatusHandedIn,
      ),
    );
  });
});

describe("records written show at once in their lists", () => {
  it("a course created shows on the desk it goes to and in the courses list", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const courses = fixtures.courses("facilitator");
    const created = { ...courses[1]!, id: "f0000000-0000-4000-8000-000000000001", name: "Ethics" };
    server.use(
      cohortsOk(),
      changing(world, "/cla_courses", courses, [...courses, created]),
      ...writesOk("/cla_courses", "cla_course", created),
      changing(world, "/cla_dashboards/desk_stats", buildDeskStats(), {
        ...buildDeskStats(),
        total_courses: 44,
      }),
      http.get(apiUrl("/cla_dashboards/student_list"), () => HttpResponse.json(buildStudentList())),
    );
    const { user } = renderPortal("/portal/courses?cohort=3");
    await findCourse(courses[0]!.name);
    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    await user.click(await screen.findByRole("link", { name: "Create Course" }));
    pressLink("Courses");
    pressLink("Instructor Desk");
    await user.type(await screen.findByLabelText(/^Course Name/), "Ethics");
    await user.type(screen.getByLabelText(/^Description/), "Integrity");
    await user.selectOptions(screen.getByLabelText(/^Cohort/), "3");
    await user.type(screen.getByLabelText(/^Start Date/), "2026-03-01");
    await user.type(screen.getByLabelText(/^End Date/), "2026-03-31");
    await user.click(screen.getByRole("button", { name: "Create Course" }));
    await findToast(messages.courseCreated);

    expect(await screen.findByText("44")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Courses" }));
    expect(await findCourse("Ethics")).toBeInTheDocument();
  });

  it("a course deleted leaves the courses list it goes to and the desk's figures", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const courses = fixtures.courses("facilitator");
    const [deleted, ...kept] = courses;
    server.use(
      cohortsOk(),
      changing(world, "/cla_courses", courses, kept),
      recordsById("/cla_courses", courses, "Course"),
      listOk("/cla_topics", []),
      deleteOk("/cla_courses", "Course deleted successfully"),
      changing(world, "/cla_dashboards/desk_stats", buildDeskStats(), {
        ...buildDeskStats(),
        total_courses: 44,
      }),
      http.get(apiUrl("/cla_dashboards/student_list"), () => HttpResponse.json(buildStudentList())),
    );
    const { user } = renderPortal("/portal/instructorDesk?cohort=3");
    await screen.findByRole("table");
    await user.click(screen.getByRole("link", { name: "Courses" }));
    await user.click(await findCourse(deleted!.name));
    pressLink("Instructor Desk");
    await user.click(await screen.findByRole("button", { name: "Delete course" }));
    await user.click(await screen.findByRole("button", { name: messages.yesDelete }));
    await findToast(messages.courseDeleted);

    await findCourse(kept[0]!.name);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: (name) => name.startsWith(deleted!.name) })).toBeNull(),
    );
    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    expect(await screen.findByText("44")).toBeInTheDocument();
  });

  it("a course edited shows under its new name in the courses list", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const courses = fixtures.courses("facilitator");
    const [edited, ...rest] = courses;
    const renamed = { ...edited!, name: "Servant Leadership II" };
    server.use(
      cohortsOk(),
      changing(world, "/cla_courses", courses, [renamed, ...rest]),
      recordsById("/cla_courses", courses, "Course"),
      ...writesOk("/cla_courses", "cla_course", edited!),
      listOk("/cla_topics", []),
      ...deskOk(),
    );
    const { user } = renderPortal("/portal/courses?cohort=3");
    await user.click(await findCourse(edited!.name));
    await user.click(await screen.findByRole("link", { name: "Edit" }));
    pressLink("Courses");
    const name = await screen.findByLabelText(/^Course Name/);
    await waitFor(() => expect(name).toHaveValue(edited!.name));
    await user.clear(name);
    await user.type(name, "Servant Leadership II");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await findToast(messages.courseUpdated);

    await user.click(screen.getByRole("link", { name: "Courses" }));
    expect(await findCourse("Servant Leadership II")).toBeInTheDocument();
  });

  it("an announcement created shows in the announcements list", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const all = buildAnnouncements(fixtureNow(), "facilitator");
    const general = all.find((announcement) => announcement.cla_user_id === null)!;
    const created = {
      ...general,
      id: "f0000000-0000-4000-8000-000000000001",
      title: "Chapel moved to Hall B",
    };
    server.use(
      cohortsOk(),
      respond("get", "/cla_cohorts/students_of_cohort", { students: buildStudentsOfCohort() }),
      changing(world, "/cla_announcements", all, [created, ...all]),
      ...writesOk("/cla_announcements", WRAPPERS.announcement, created),
    );
    const { user } = renderPortal("/portal/announcements?cohort=3");
    await screen.findByText(general.title);
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    pressLink("Announcements");
    await user.type(await screen.findByLabelText(/Announcement Title/), "Chapel moved to Hall B");
    await user.type(screen.getByLabelText(/Message/), "Starts at 18:00.");
    await user.click(screen.getByRole("button", { name: "Create Announcement" }));
    await findToast(messages.announcementCreated);

    await user.click(screen.getByRole("link", { name: "Announcements" }));
    expect(await screen.findByText("Chapel moved to Hall B")).toBeInTheDocument();
  });

  it("a course created in another tab shows here once this tab regains focus, though it preloaded the list", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const courses = fixtures.courses("facilitator");
    const created = { ...courses[1]!, id: "f0000000-0000-4000-8000-000000000001", name: "Ethics" };
    server.use(cohortsOk(), changing(world, "/cla_courses", courses, [...courses, created]), ...deskOk());
    const { user } = renderPortal("/portal/courses?cohort=3");
    await findCourse(courses[0]!.name);
    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    await screen.findByRole("table");
    // What a press on the Courses link starts (pressLink), awaited: the answers from before the write are in.
    await preloadRoute("/portal/courses");
    // The other tab's write: the server has the course, and that tab says what it changed (SessionCache).
    world.written = true;
    const otherTab = new BroadcastChannel("cla-portal-writes");
    otherTab.postMessage(WRITES.course);
    otherTab.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.focus(window);

    await user.click(screen.getByRole("link", { name: "Courses" }));
    expect(await findCourse("Ethics")).toBeInTheDocument();
  });
});

describe("the other writes show at once where they are listed", () => {
  it("a topic added shows on its course's page, which was cached and pressed before the write", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const courses = fixtures.courses("facilitator");
    const topics = fixtures.topics();
    const course = courses.find((one) => one.id === topics[0]!.cla_course_id)!;
    const added = { ...topics[0]!, id: "f0000000-0000-4000-8000-000000000001", name: "Servant hearts" };
    server.use(
      cohortsOk(),
      listOk("/cla_courses", courses),
      recordsById("/cla_courses", courses, "Course"),
      changing(world, "/cla_topics", topics, [...topics, added]),
      ...writesOk("/cla_topics", "cla_topic", added),
    );
    const { user } = renderPortal(`/portal/courses/${course.id}`);
    await screen.findByText(topics[0]!.name);
    await user.click(screen.getByRole("link", { name: "Add Topic" }));
    await screen.findByRole("link", { name: "Back to Course" });
    pressLink("Back to Course");
    await user.type(await screen.findByLabelText(/^Topic Name/), "Servant hearts");
    await user.type(screen.getByLabelText(/^Description/), "Washing feet.");
    await user.click(screen.getByRole("button", { name: "Add Topic" }));
    await findToast(messages.topicCreated);

    expect(await screen.findByText("Servant hearts")).toBeInTheDocument();
  });

  it("an assignment created shows in the assignments list, which was cached and pressed before the write", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const items = assessmentFixtures("assignment", "facilitator");
    const created = { ...items[0]!, id: "f0000000-0000-4000-8000-000000000001", name: "Vision statement" };
    server.use(
      ...courseChoicesOk(),
      changing(world, "/cla_assignments", items, [...items, created]),
      ...writesOk("/cla_assignments", "cla_assignment", created),
      workCountsOk("assignment"),
      listOk("/cla_topics", []),
    );
    const { user } = renderPortal("/portal/assignments?cohort=3");
    await screen.findByText(items[0]!.name);
    await user.click(screen.getByRole("link", { name: "Courses" }));
    await user.click(await findCourse(created.course_name!));
    await user.click(await screen.findByRole("link", { name: "Add Assignment" }));
    pressLink("Assignments");
    await user.type(await screen.findByRole("textbox", { name: /Name/ }), "Vision statement");
    await user.type(screen.getByRole("textbox", { name: /Description/ }), "One page.");
    await user.type(screen.getByLabelText(/Due Date/), "2030-03-21");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await findToast(messages.assignmentCreated);

    await user.click(screen.getByRole("link", { name: "Assignments" }));
    expect(await screen.findByText("Vision statement")).toBeInTheDocument();
  });

  it("a live class scheduled shows in the events list it goes to, which was cached and pressed before", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const classes = liveClassFixtures("facilitator");
    const upcoming = classes.find((liveClass) => liveClass.name === "Vision and mission")!;
    const scheduled = {
      ...upcoming,
      id: "f0000000-0000-4000-8000-000000000001",
      name: "Vision and mission II",
    };
    server.use(
      ...courseChoicesOk(),
      changing(world, "/cla_live_classes", classes, [...classes, scheduled]),
      ...writesOk("/cla_live_classes", WRAPPERS.liveClass, scheduled),
      calendarFeedOk(),
    );
    const { user, location } = renderPortal("/portal/events?cohort=3");
    await screen.findByText(upcoming.name);
    await user.click(screen.getByRole("link", { name: "Schedule Live Class" }));
    pressLink("Events");
    await screen.findByRole("option", { name: "Foundations of Leadership" }, { timeout: 4000 });
    await user.selectOptions(screen.getByLabelText(/^Course/), "Foundations of Leadership");
    await user.type(screen.getByLabelText(/^Class Name/), "Vision and mission II");
    await user.type(screen.getByLabelText(/^Date/), "2026-03-10");
    await user.type(screen.getByLabelText(/^Time/), "13:00");
    await user.type(screen.getByLabelText(/^Duration/), "90");
    await user.type(screen.getByLabelText(/^Meeting Link/), "https://zoom.us/j/42");
    await user.click(screen.getByRole("button", { name: "Schedule Class" }));

    await waitFor(() => expect(location()).toBe("/portal/events?cohort=3"));
    expect(await screen.findByText("Vision and mission II")).toBeInTheDocument();
  });

  it("a cohort created shows in the cohorts list, which was cached and pressed before the write", async () => {
    seedSession("admin");
    const world = trackWrites();
    const cohorts = adminCohorts();
    const created = { ...cohorts[0]!, id: 9, name: "Cohort 2027A" };
    server.use(
      changing(world, "/cla_cohorts", { cohorts }, { cohorts: [...cohorts, created] }),
      http.post(apiUrl("/cla_cohorts"), () => HttpResponse.json(created, { status: 201 })),
    );
    const { user } = renderPortal("/portal/admin/cohorts");
    await user.click(await screen.findByRole("link", { name: "New Cohort" }));
    pressLink("Cohorts");
    await user.type(await screen.findByLabelText(/Cohort Name/), "Cohort 2027A");
    await user.click(screen.getByRole("button", { name: "Create Cohort" }));

    expect(await screen.findByRole("rowheader", { name: "Cohort 2027A" })).toBeInTheDocument();
  });

  it("a CBT handed in shows on the student's dashboard, which was cached and pressed before", async () => {
    seedSession("student");
    const world = trackWrites();
    const items = assessmentFixtures("cbt");
    const item = items[0]!;
    const stats = fixtures.studentDashboardStats();
    server.use(
      changing(world, "/cla_dashboards/student_dashboard_stats", stats, { ...stats, courses_completed: 2 }),
      ...cbtAttemptKept({ answer: cbtAttemptFixture({ stage: "in_progress" }) }),
      http.get(apiUrl(ASSESSMENT_KINDS.cbt.path), () => HttpResponse.json(items)),
      assessmentsById("cbt", items),
      announcementsOk(),
    );
    const completed = async () => (await screen.findByText("Courses Completed")).closest("dl");
    const { user } = renderPortal("/portal/dashboard");
    expect(await completed()).toHaveTextContent(`${stats.courses_completed} / 3`);
    await user.click(screen.getByRole("link", { name: "Tests" }));
    await user.click(await screen.findByRole("link", { name: (name) => name.startsWith(item.name) }));
    pressLink("Dashboard");
    await user.click(await screen.findByRole("button", { name: "Submit the Test" }));
    const question = await screen.findByRole("alertdialog", { name: "Submit your answers?" });
    await user.click(within(question).getByRole("button", { name: "Yes, Submit" }));
    await screen.findByRole("heading", { name: "Your Result" });

    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await waitFor(async () => expect(await completed()).toHaveTextContent("2 / 3"));
  });
});

describe("a score shows at once in the gradebook", () => {
  it("the gradebook the facilitator graded from, opened again, shows the score", async () => {
    seedSession("facilitator");
    const world = trackWrites();
    const items = assessmentFixtures("assignment", "facilitator");
    const item = items[1]!;
    const course = fixtures.courses("facilitator").find((one) => one.id === item.cla_course_id)!;
    server.use(
      ...courseChoicesOk(),
      ...deskOk(),
      changing(world, "/cla_gradebook", gradebookFixture(null), gradebookFixture(85.5)),
      respond(
        "get",
        `${SCORE_ENDPOINTS.assignment.path}/students_without_scores`,
        buildStudentsWithoutScores(),
      ),
      worksOk("assignment"),
      assessmentsById("assignment", items),
      scoreOk("assignment"),
    );
    const cell = () =>
      screen.findByRole("link", { name: (name) => name.startsWith(`Grade ${item.name} for Bola Adeyemi`) });
    const { user } = renderPortal(`/portal/gradebook?cohort=3&course=${course.id}`);
    await user.click(await cell());
    // What a press on a link back to this gradebook starts, before the write: its answer from before it.
    await preloadRoute(`/portal/gradebook?cohort=3&course=${course.id}`);
    await user.type(await screen.findByRole("textbox", { name: /Score/ }), "85.5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await findToast(messages.assignmentScored);

    await user.click(screen.getByRole("link", { name: "Instructor Desk" }));
    await user.click(await screen.findByRole("link", { name: "Gradebook" }));
    await user.selectOptions(await screen.findByLabelText(/^Course/), course.name);
    await waitFor(async () => expect(await cell()).toHaveTextContent("85.5"));
  });
});
