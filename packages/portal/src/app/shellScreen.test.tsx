import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { lazyScreen } from "./lazyScreen";
import { loadShellScreen, PortalRoutes } from "./PortalRoutes";

/** A shell's first screen rendered into the page at build time, then taken over in the browser (decision 170). */
describe("a screen rendered into the page at build time", () => {
  it("renders /login's form at once once its code is loaded, with Sign In waiting for the script", async () => {
    await loadShellScreen("/login");
    const html = renderToString(
      <StaticRouter location="/login">
        <PortalRoutes />
      </StaticRouter>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("h1")?.textContent).toBe("Welcome Back!");
    expect(page.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(page.querySelector('input[name="password"]')).not.toBeNull();
    expect(page.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  });

  it("is taken over by the browser without a mismatch, keeping what was typed", async () => {
    await loadShellScreen("/login");
    const tree = (
      <MemoryRouter initialEntries={["/login"]}>
        <PortalRoutes />
      </MemoryRouter>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = "ada@example.org";
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe("ada@example.org");
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    container.remove();
  });

  it("refuses a path no shell renders at build time", async () => {
    await expect(loadShellScreen("/portal")).rejects.toThrow("/portal");
  });
});

describe("lazyScreen", () => {
  it("renders a screen whose chunk has arrived without a loading state", async () => {
    const Screen = lazyScreen("courses", () => Promise.resolve({ default: () => <p>Arrived</p> }));
    await Screen.load();
    render(<Screen />);
    expect(screen.getByText("Arrived")).toBeInTheDocument();
  });
});
