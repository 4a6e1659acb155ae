import { render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { seedSession } from "../mocks/session";
import { RequireSession } from "./RequireSession";
import { readSession } from "./session";

/** Saves a session after RequireSession has rendered without one, before its effect runs. */
function SignInDuringRender() {
  useLayoutEffect(() => seedSession("student"), []);
  return null;
}

describe("RequireSession", () => {
  it("leaves alone a session saved between its render and its effect", async () => {
    seedSession("none");
    render(
      <MemoryRouter initialEntries={["/portal"]}>
        <Routes>
          <Route
            path="/portal"
            element={
              <>
                <RequireSession>
                  <p>Portal</p>
                </RequireSession>
                <SignInDuringRender />
              </>
            }
          />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    // The render without a session still redirects; what matters is that the new session survives.
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(readSession()?.userData.userName).toBe("Ada Obi");
  });

  it("sends a signed-out person to /login with where they were going as ?next=", async () => {
    seedSession("none");
    function Where() {
      const location = useLocation();
      return <p>{`Login at ${location.pathname}${location.search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/portal/assignments/12?cohort=3"]}>
        <Routes>
          <Route
            path="/portal/*"
            element={
              <RequireSession>
                <p>Portal</p>
              </RequireSession>
            }
          />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByText("Login at /login?next=%2Fportal%2Fassignments%2F12%3Fcohort%3D3"),
    ).toBeInTheDocument();
  });
});
