import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  apiUrl,
  calendarFeedOk,
  cohortsOk,
  listOk,
  liveClassFixtures,
  recordsById,
  registerStudentFixtures,
  todayClassesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

describe("/portal/attendance/new", () => {
  it("the register: all present but one, one Save for every mark, then 'All attendance has been marked!'", async () => {
    seedSession("facilitator");
    const classes = liveClassFixtures("facilitator");
    const today = classes.find((liveClass) => liveClass.name === "Prayer and leadership")!;
    const [ada, bola] = registerStudentFixtures();
    // Bola joined from the portal: Present is pre-selected for them.
    let left = registerStudentFixtures([bola!.id]).slice(0, 3);
    const posted: unknown[] = [];
    const listQueries: string[] = [];
    server.use(
      todayClassesOk([today]),
      // The calendar the screen ends on.
      listOk("/cla_live_classes", classes),
      recordsById("/cla_live_classes", classes, "Live class"),
      http.get(apiUrl("/cla_attendances/register"), ({ request }) => {
        listQueries.push(new URL(request.url).search);
        return HttpResponse.json({ students: left });
      }),
      http.post(apiUrl("/cla_attendances/register"), async ({ request }) => {
        const body = await request.json();
        posted.push(body);
        left = [];
        return HttpResponse.json({ marked: [], already_marked: [] });
      }),
      cohortsOk(),
      calendarFeedOk(),
    );
    const { user, location } = renderPortal("/portal/attendance/new");
    await user.click(await screen.findByRole("radio", { name: /^Prayer and leadership/ }));
    await user.click(screen.getByRole("button", { name: "Proceed" }));
    await waitFor(() => expect(location()).toBe(`/portal/attendance/new?class=${today.id}`));

    const bolaRow = await screen.findByRole("radiogroup", { name: "Bola Adeyemi" });
    expect(within(bolaRow).getByRole("radio", { name: "Present" })).toBeChecked();
    expect(screen.getByText(/^joined /)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 marked");

    await user.click(screen.getByRole("button", { name: "Mark all present" }));
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Ada Obi" })).getByRole("radio", { name: "Absent" }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("3 of 3 marked");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(location()).toBe("/portal/events"));
    expect(await screen.findByText("All attendance has been marked!")).toBeInTheDocument();

    expect(posted).toEqual([
      {
        cla_attendance_register: {
          cla_live_class_id: today.id,
          marks: [
            { cla_user_id: ada!.id, present: false },
            { cla_user_id: bola!.id, present: true },
            { cla_user_id: "CLA000000000003", present: true },
          ],
        },
      },
    ]);
    expect(listQueries).toContain(`?cla_live_class_id=${today.id}`);
  });

  it("one student marked alone; those another facilitator marked first are said to stand", async () => {
    seedSession("facilitator");
    const classes = liveClassFixtures("facilitator");
    const today = classes.find((liveClass) => liveClass.name === "Prayer and leadership")!;
    let left = registerStudentFixtures();
    const [ada, bola] = left;
    server.use(
      recordsById("/cla_live_classes", classes, "Live class"),
      // A save refreshes the cohort's class list too; under load its request can land before the test ends.
      listOk("/cla_live_classes", classes),
      http.get(apiUrl("/cla_attendances/register"), () => HttpResponse.json({ students: left })),
      http.post(apiUrl("/cla_attendances/register"), () => {
        left = left.slice(2);
        return HttpResponse.json({
          marked: [],
          already_marked: [{ cla_user_id: bola!.id }],
        });
      }),
    );
    const { user } = renderPortal(`/portal/attendance/new?class=${today.id}`);
    const bolaRow = await screen.findByRole("radiogroup", { name: bola!.name });
    await user.click(within(bolaRow).getByRole("radio", { name: "Absent" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("1 student had already been marked; that mark stands."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("radiogroup", { name: ada!.name })).toBeNull());
    expect(screen.getAllByRole("radiogroup")).toHaveLength(2);
  });
});
