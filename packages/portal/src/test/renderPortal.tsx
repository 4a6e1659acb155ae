import { render, type RenderResult } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { PortalRoutes } from "../app/PortalRoutes";

/** Where the router is now, for assertions (rendered as a hidden element). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPortalOptions {
  /** The navigation state of the first entry (e.g. `{ isEditMode: true, userData }`). */
  state?: unknown;
}

/** Renders the whole island at `path`, as the site would, with a user-event instance. */
export function renderPortal(
  path: string,
  { state }: RenderPortalOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; location: () => string } {
  const user = userEvent.setup();
  const url = new URL(path, "http://localhost");
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
      <PortalRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return {
    ...result,
    user,
    location: () => result.getByTestId("location").textContent ?? "",
  };
}
