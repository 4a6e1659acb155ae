import type { Cohort } from "@cla/domain/client";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionCache } from "../api/SessionCache";
import { cohortsOk } from "../mocks/handlers";
import { seedSession } from "../mocks/session";
import { server } from "../test/server";
import { defaultCohort } from "./cohortChoice";
import { useCohortChoice } from "./CohortFilter";

const TODAY = "2026-11-25";
const cohort = (id: number, start_date: string | null, end_date: string | null): Cohort => ({
  id,
  name: `Cohort ${id}`,
  start_date,
  end_date,
  open_for_signup: true,
  status: "running",
  student_count: null,
});

describe("defaultCohort (decision 154)", () => {
  const upcoming = cohort(4, "2027-01-24", "2027-07-23");
  const running = cohort(3, "2026-09-26", "2027-03-25");
  const ended = cohort(2, "2026-01-29", "2026-10-26");
  const undated = cohort(1, null, null);

  it("starts on the running cohort, not on the first of the list (an upcoming one)", () => {
    expect(defaultCohort([upcoming, running, ended, undated], TODAY, null)).toBe(3);
  });

  it("counts the first and the last day as running", () => {
    expect(defaultCohort([upcoming, cohort(5, TODAY, "2026-12-01")], TODAY, null)).toBe(5);
    expect(defaultCohort([upcoming, cohort(5, "2026-11-01", TODAY)], TODAY, null)).toBe(5);
  });

  it("with several running: the facilitator's own, else the one that started last", () => {
    const alsoRunning = cohort(6, "2026-11-02", "2027-01-30");
    expect(defaultCohort([alsoRunning, running], TODAY, 3)).toBe(3);
    expect(defaultCohort([running, alsoRunning], TODAY, null)).toBe(6);
    expect(defaultCohort([running, alsoRunning], TODAY, 4)).toBe(6);
  });

  it("with none running: the nearest one, ended or upcoming", () => {
    expect(defaultCohort([upcoming, ended], TODAY, null)).toBe(2);
    expect(defaultCohort([cohort(7, "2026-12-01", "2027-06-01"), ended], TODAY, null)).toBe(7);
  });

  it("a missing date leaves that side open; undated cohorts come only when nothing is dated", () => {
    expect(defaultCohort([undated, cohort(8, "2026-01-01", null)], TODAY, null)).toBe(8);
    expect(defaultCohort([undated, cohort(9, null, null)], TODAY, null)).toBe(1);
    expect(defaultCohort([], TODAY, null)).toBeNull();
  });
});

function ListScreen() {
  const { cohortId, choose } = useCohortChoice();
  const [params] = useSearchParams();
  return (
    <>
      <p>showing {cohortId ?? "none"}</p>
      <p>query {params.toString()}</p>
      <button type="button" onClick={() => choose(2)}>
        choose 2
      </button>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionCache>
        <Routes>
          <Route path="*" element={<ListScreen />} />
        </Routes>
      </SessionCache>
    </MemoryRouter>,
  );
}

describe("useCohortChoice for a facilitator", () => {
  it("starts on the running cohort of the fixtures, keeps a choice in the URL and brings it to the next screen", async () => {
    seedSession("facilitator");
    server.use(cohortsOk());
    const courses = renderAt("/portal/courses");
    expect(await screen.findByText("showing 3")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "choose 2" }));
    expect(await screen.findByText("showing 2")).toBeVisible();
    expect(screen.getByText("query cohort=2")).toBeVisible();
    courses.unmount();

    // Another screen, opened without ?cohort= (the side navigation): the same cohort.
    renderAt("/portal/assignments");
    expect(await screen.findByText("showing 2")).toBeVisible();
  });

  it("follows the URL's cohort over the remembered one (a shared link, a detail screen's Back)", async () => {
    seedSession("facilitator");
    sessionStorage.setItem("cla.cohort", "2");
    server.use(cohortsOk());
    renderAt("/portal/courses?cohort=4");
    expect(await screen.findByText("showing 4")).toBeVisible();
  });
});
