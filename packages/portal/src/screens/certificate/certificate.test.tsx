import { FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { certificateNotYet, certificateOk, fixtures, listOk } from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { recordRequests } from "../../test/requests";
import { server } from "../../test/server";

// The requests /certificate sends (decision 097: each single state is a story).

describe("certificate", () => {
  it("a student asks for their own certificate, then for their cohort's courses when it is not yet available", async () => {
    seedSession("student");
    const seen = recordRequests();
    server.use(certificateNotYet(), listOk("/cla_courses", fixtures.courses()));
    renderPortal(`/certificate?student=${FIXTURE_IDS.endedCohortCourse}`);
    expect(await screen.findByRole("heading", { name: "Courses still running" })).toBeInTheDocument();
    expect(await screen.findByText("Minister-Service Class")).toBeInTheDocument();
    // A student's ?student= is ignored: the server answers for the caller.
    expect(seen).toEqual([
      "GET /certificate",
      `GET /cla_courses?cla_cohort_id=${fixtures.student().cla_cohort_id}`,
    ]);
  });

  it("a facilitator asks for the named student's certificate", async () => {
    seedSession("facilitator");
    const seen = recordRequests();
    server.use(certificateOk());
    const student = fixtures.student().id;
    renderPortal(`/certificate?student=${student}`);
    expect(await screen.findByText("Samuel Boateng")).toBeInTheDocument();
    expect(seen).toEqual([`GET /certificate?cla_user_id=${student}`]);
  });
});
