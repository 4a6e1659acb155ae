import { API_MESSAGES, type Person } from "@cla/domain/client";
import { buildRoles, FIXTURE_IDS, WORLD_NAMES } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, onTestFinished } from "vitest";
import {
  activityFixtures,
  activityOk,
  announcementsOk,
  adminCohorts,
  apiUrl,
  cohortsOk,
  dashboardStatsOk,
  enrolmentOk,
  inviteOk,
  peopleFixtures,
  peopleOk,
  personWritesOk,
  rolesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { recordRequests } from "../../test/requests";
import { server } from "../../test/server";
import { texts } from "./texts";

describe("/portal/admin/cohorts and its form", () => {
  it("an ended cohort is not shown open for sign-up, even when an admin opened it", async () => {
    seedSession("admin");
    const [first, ...others] = adminCohorts();
    const ended = { ...first!, name: "Cohort Ended", status: "ended" as const, open_for_signup: true };
    server.use(cohortsOk([ended, ...others]));
    renderPortal("/portal/admin/cohorts");
    const row = (await screen.findByRole("rowheader", { name: "Cohort Ended" })).closest("tr")!;
    expect(row).toHaveTextContent("Closed: it has ended");
    expect(within(row).queryByText("Open")).toBeNull();
  });

  it("creates a cohort (empty dates null, open for sign-up) and returns to the list", async () => {
    seedSession("admin");
    const seen: unknown[] = [];
    server.use(
      cohortsOk(adminCohorts()),
      http.post(apiUrl("/cla_cohorts"), async ({ request }) => {
        seen.push(await request.json());
        return HttpResponse.json(adminCohorts()[0], { status: 201 });
      }),
    );
    const { user, location } = renderPortal("/portal/admin/cohorts");
    await user.click(await screen.findByRole("link", { name: "New Cohort" }));
    await user.type(await screen.findByLabelText(/Cohort Name/), " Cohort 2027A ");
    await user.type(screen.getByLabelText(/Start Date/), "2027-01-10");
    await user.click(screen.getByRole("button", { name: "Create Cohort" }));
    expect(await screen.findByText(texts.cohortForm.created)).toBeInTheDocument();
    expect(seen).toEqual([
      {
        cla_cohort: { name: "Cohort 2027A", start_date: "2027-01-10", end_date: null, open_for_signup: null },
      },
    ]);
    await waitFor(() => expect(location()).toBe("/portal/admin/cohorts"));
  });

  it("shows the new cohort in the list it returns to", async () => {
    seedSession("admin");
    const cohorts = adminCohorts();
    server.use(
      http.get(apiUrl("/cla_cohorts"), () => HttpResponse.json({ cohorts })),
      http.post(apiUrl("/cla_cohorts"), () => {
        cohorts.push({ ...cohorts[0]!, id: 9, name: "Cohort 2027A" });
        return HttpResponse.json(cohorts.at(-1), { status: 201 });
      }),
    );
    const { user } = renderPortal("/portal/admin/cohorts");
    await user.click(await screen.findByRole("link", { name: "New Cohort" }));
    await user.type(await screen.findByLabelText(/Cohort Name/), "Cohort 2027A");
    await user.click(screen.getByRole("button", { name: "Create Cohort" }));
    expect(await screen.findByRole("rowheader", { name: "Cohort 2027A" })).toBeInTheDocument();
  });

  it("edits a cohort from its URL alone: PUT by id, closing it for sign-up", async () => {
    seedSession("admin");
    const seen: unknown[] = [];
    server.use(
      cohortsOk(adminCohorts()),
      http.put(apiUrl("/cla_cohorts/:id"), async ({ request, params }) => {
        seen.push([params["id"], await request.json()]);
        return HttpResponse.json(adminCohorts()[1]);
      }),
    );
    const { user } = renderPortal("/portal/admin/cohort/new?id=3");
    await user.click(await screen.findByRole("radio", { name: "Closed" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(texts.cohortForm.updated)).toBeInTheDocument();
    const cohort = adminCohorts()[1]!;
    expect(seen).toEqual([
      [
        "3",
        {
          cla_cohort: {
            name: cohort.name,
            start_date: cohort.start_date,
            end_date: cohort.end_date,
            open_for_signup: false,
          },
        },
      ],
    ]);
  });
});

describe("/portal/admin/people", () => {
  it("sends the filters as GET /cla_users's query and keeps them in the URL", async () => {
    seedSession("admin");
    const seen = recordRequests();
    server.use(cohortsOk(adminCohorts()), peopleOk());
    const { user, location } = renderPortal("/portal/admin/people");
    await screen.findByRole("table");
    await user.type(screen.getByLabelText("Search by name or email"), "ada");
    await user.selectOptions(screen.getByLabelText("Cohort"), "Cohort 2025A");
    await user.selectOptions(screen.getByLabelText("Status"), "Deactivated");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(location()).toBe("/portal/admin/people?q=ada&cla_cohort_id=3&status=deactivated"),
    );
    await waitFor(() => expect(seen).toContain("GET /cla_users?q=ada&cla_cohort_id=3&status=deactivated"));
    expect(await screen.findByText(texts.people.empty)).toBeInTheDocument();
  });

  it("'Back to People' returns to the list as it was searched", async () => {
    seedSession("admin");
    server.use(cohortsOk(adminCohorts()), peopleOk(), rolesOk(buildRoles()));
    const { user, location } = renderPortal("/portal/admin/people?q=ada");
    await user.click(await screen.findByRole("link", { name: "Ada Obi" }));
    await waitFor(() => expect(location()).toMatch(/^\/portal\/admin\/people\/[^?]+$/));
    await user.click(await screen.findByRole("link", { name: "Back to People" }));
    await waitFor(() => expect(location()).toBe("/portal/admin/people?q=ada"));
  });

  it("moves a student, deactivates them once confirmed and sends a password link", async () => {
    seedSession("admin");
    const people: Person[] = peopleFixtures();
    const writes: Array<Record<string, unknown>> = [];
    const seen = recordRequests();
    server.use(
      cohortsOk(adminCohorts()),
      rolesOk(buildRoles()),
      peopleOk(people),
      ...personWritesOk(people, writes),
    );
    const { user } = renderPortal(`/portal/admin/people/${FIXTURE_IDS.student}`);
    await user.selectOptions(await screen.findByLabelText("Cohort"), "Cohort 2026A");
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByText(texts.person.moved)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    const question = await screen.findByRole("alertdialog", { name: "Deactivate Ada Obi?" });
    expect(writes).toEqual([{ cla_cohort_id: 4 }]); // nothing sent before the confirmation
    await user.click(within(question).getByRole("button", { name: "Yes, Deactivate" }));
    expect(await screen.findByText(texts.person.deactivated)).toBeInTheDocument();
    expect(writes).toEqual([{ cla_cohort_id: 4 }, { active: false }]);
    expect(await screen.findByRole("button", { name: "Reactivate" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Reactivate" }));
    expect(await screen.findByText(texts.person.reactivated)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Send Password Link" }));
    expect(await screen.findByText(API_MESSAGES.resetLinkSentTo)).toBeInTheDocument();
    expect(seen).toContain(`POST /cla_users/${FIXTURE_IDS.student}/reset_link`);
  });

  it("sends anyone but an admin back to their home screen", async () => {
    seedSession("student");
    // The student's dashboard, where they are sent, asks for its own data.
    server.use(dashboardStatsOk(), announcementsOk());
    const seen = recordRequests();
    const { location } = renderPortal(`/portal/admin/people/${FIXTURE_IDS.student}`);
    await waitFor(() => expect(location()).toBe("/portal"));
    expect(seen.filter((request) => request.includes("/cla_users"))).toEqual([]);
  });
});

describe("/portal/admin/invite", () => {
  it("invites an admin by email and shows that the invitation went", async () => {
    seedSession("admin");
    const seen: Array<Record<string, unknown>> = [];
    server.use(cohortsOk(adminCohorts()), rolesOk(buildRoles()), inviteOk(seen));
    const { user } = renderPortal("/portal/admin/invite");
    await user.type(await screen.findByLabelText(/Full Name/), "Rev. Joy Adamu");
    await user.type(screen.getByLabelText(/Email/), "Joy@Example.org");
    await user.selectOptions(screen.getByLabelText(/Role/), "Admin");
    await user.click(screen.getByRole("button", { name: "Send Invitation" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(texts.invite.sent("Rev. Joy Adamu", "joy@example.org"));
    expect(seen).toEqual([
      { name: "Rev. Joy Adamu", email: "Joy@Example.org", cla_role_id: 3, cla_cohort_id: null },
    ]);
  });
});

describe("/portal/admin/enrol", () => {
  it("previews the chosen file as text/csv, then sends the same file to enrol", async () => {
    seedSession("admin");
    const bodies: string[] = [];
    const types: Array<string | null> = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes("/cla_enrolments")) types.push(request.headers.get("content-type"));
    };
    server.events.on("request:start", listener);
    onTestFinished(() => server.events.removeListener("request:start", listener));
    server.use(...enrolmentOk(undefined, bodies));
    const { user } = renderPortal("/portal/admin/enrol");
    const csv = "name,email,phone_number,birthday,cohort\nEsther Danjuma,esther@example.org,,,Cohort 2026A\n";
    await user.upload(
      await screen.findByLabelText(/CSV file/),
      new File([csv], "intake.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await user.click(await screen.findByRole("button", { name: "Enrol 2 students" }));
    expect(await screen.findByText(texts.enrol.enrolled(2))).toBeInTheDocument();
    expect(bodies).toEqual([csv, csv]);
    expect(types).toEqual(["text/csv", "text/csv"]);
  });
});

describe("names in any script", () => {
  const named = (name: string) => ({ ...peopleFixtures()[0]!, name });

  it("the people list isolates each name in its own direction", async () => {
    seedSession("admin");
    server.use(cohortsOk(adminCohorts()), peopleOk([named(WORLD_NAMES.arabic), named(WORLD_NAMES.mixed)]));
    renderPortal("/portal/admin/people");
    await screen.findByRole("table");
    expect(screen.getByText(WORLD_NAMES.arabic).tagName).toBe("BDI");
    expect(screen.getByText(WORLD_NAMES.mixed).tagName).toBe("BDI");
  });

  it("the activity log isolates who acted and whom it is about", async () => {
    seedSession("admin");
    // A score: its sentence names who gave it, to whom and on which item.
    const scored = activityFixtures()[2]!;
    const entry = {
      ...scored,
      actor_name: WORLD_NAMES.hebrew,
      subject_name: WORLD_NAMES.arabic,
      user_name: WORLD_NAMES.thai,
    };
    server.use(activityOk([entry], 2), peopleOk());
    renderPortal("/portal/admin/activity");
    await screen.findByRole("table");
    for (const name of [WORLD_NAMES.hebrew, WORLD_NAMES.arabic, WORLD_NAMES.thai])
      expect(screen.getByText(name).tagName).toBe("BDI");
  });
});

describe("/portal/admin/activity", () => {
  it("filters by person, kind and dates, and pages with the cursor", async () => {
    seedSession("admin");
    const seen = recordRequests();
    server.use(activityOk(activityFixtures(), 2), peopleOk());
    const { user } = renderPortal("/portal/admin/activity");
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Show older entries" }));
    await waitFor(() => expect(seen).toContain("GET /cla_activity?before=2"));
    await user.selectOptions(screen.getByLabelText("Person"), "Bola Adeyemi (bola.adeyemi@example.org)");
    await user.selectOptions(screen.getByLabelText("Kind"), "People");
    await user.type(screen.getByLabelText("From"), "2026-11-01");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() =>
      expect(seen).toContain("GET /cla_activity?cla_user_id=CLA000000000002&kind=user&from=2026-11-01"),
    );
  });
});
