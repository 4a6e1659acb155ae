import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  apiUrl,
  calendarFeedOk,
  cohortsOk,
  listOk,
  liveClassFixtures,
  missingStudentFixtures,
  recordsById,
  todayClassesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

describe("/portal/attendance/new", () => {
  it("marks students one at a time, reloading the list, until everyone is marked", async () => {
    seedSession("facilitator");
    const classes = liveClassFixtures("facilitator");
    const today = classes.find((liveClass) => liveClass.name === "Prayer and leadership")!;
    let left = missingStudentFixtures().slice(0, 2);
    const posted: unknown[] = [];
    const listQueries: string[] = [];
    server.use(
      todayClassesOk([today]),
      // The calendar the screen ends on.
      listOk("/cla_live_classes", classes),
      recordsById("/cla_live_classes", classes, "Live class"),
      http.get(apiUrl("/cla_attendances/missing_attendance"), ({ request }) => {
        listQueries.push(new URL(request.url).search);
        return HttpResponse.json({ missing_users: left });
      }),
      http.post(apiUrl("/cla_attendances"), async ({ request }) => {
        const body = (await request.json()) as { cla_attendance: { cla_user_id: string } };
        posted.push(body);
        left = left.filter((student) => student.id !== body.cla_attendance.cla_user_id);
        return HttpResponse.json({}, { status: 201 });
      }),
      cohortsOk(),
      calendarFeedOk(),
    );
    const { user, location } = renderPortal("/portal/attendance/new");
    await user.click(await screen.findByRole("radio", { name: /^Prayer and leadership/ }));
    await user.click(screen.getByRole("button", { name: "Proceed" }));
    await waitFor(() => expect(location()).toBe(`/portal/attendance/new?class=${today.id}`));

    await user.click(await screen.findByRole("radio", { name: "Bola Adeyemi" }));
    await user.click(screen.getByRole("radio", { name: "Absent" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.queryByRole("radio", { name: "Bola Adeyemi" })).toBeNull());

    await user.click(screen.getByRole("radio", { name: "Ada Obi" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(location()).toBe("/portal/events"));
    expect(await screen.findByText("All attendance has been marked!")).toBeInTheDocument();

    expect(posted).toEqual([
      { cla_attendance: { cla_live_class_id: today.id, cla_user_id: "CLA000000000002", present: false } },
      { cla_attendance: { cla_live_class_id: today.id, cla_user_id: "CLA7K2PQ9XW4HM3", present: true } },
    ]);
    expect(listQueries).toContain(`?cla_live_class_id=${today.id}`);
  });
});
