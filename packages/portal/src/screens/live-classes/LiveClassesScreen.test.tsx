import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { apiUrl, calendarFeedOk, listOk, liveClassFixtures } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

describe("/portal/events, Join", () => {
  it("a student's Join opens the link and notes the join for the register (docs/api.md §6.7)", async () => {
    seedSession("student");
    const classes = liveClassFixtures("student");
    const joined: string[] = [];
    server.use(
      listOk("/cla_live_classes", classes),
      calendarFeedOk(),
      http.post(apiUrl("/cla_live_classes/:id/join"), ({ params }) => {
        joined.push(String(params.id));
        return HttpResponse.json({ joined_at: "2026-11-29T18:03:00.000Z" });
      }),
    );
    const { user } = renderPortal("/portal/events");
    const [join] = await screen.findAllByRole("link", { name: /^Join / }, { timeout: 10_000 });
    expect(join).toHaveAttribute("target", "_blank");
    await user.click(join!);
    const named = classes.find(
      (liveClass) => join!.getAttribute("aria-label") === `Join ${liveClass.name} (opens in a new tab)`,
    );
    await waitFor(() => expect(joined).toEqual([named!.id]));
  });
});
