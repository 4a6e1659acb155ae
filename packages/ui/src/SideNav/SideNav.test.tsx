import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookOpen, LayoutDashboard, LogOut } from "lucide-react";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";

import { SideNav, SideNavButton, SideNavItem } from "./SideNav";

/** Stands in for react-router's <NavLink>: renders an <a> and marks itself current. */
function NavLink({
  to,
  current,
  children,
  ...props
}: React.ComponentProps<"a"> & { to: string; current?: boolean }) {
  return (
    <a href={to} aria-current={current ? "page" : undefined} {...props}>
      {children}
    </a>
  );
}

function Portal({
  onSignOut = () => {},
  onCourses,
}: {
  onSignOut?: () => void;
  onCourses?: React.MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <>
      <SideNav
        label="Portal"
        brand={<span>CLA Portal</span>}
        topBar={<span>Ada Obi</span>}
        footer={<SideNavButton label="Sign Out" icon={<LogOut />} onClick={onSignOut} />}
      >
        <SideNavItem label="Dashboard" href="/portal/dashboard" icon={<LayoutDashboard />} active />
        <SideNavItem label="Courses" icon={<BookOpen />} asChild onClick={onCourses}>
          <NavLink to="/portal/courses" />
        </SideNavItem>
        <SideNavItem label="Profile" href="/portal/profile" />
      </SideNav>
      <main>
        <button type="button">Main content</button>
      </main>
    </>
  );
}

async function openMenu() {
  const user = userEvent.setup();
  render(<Portal />);
  const toggle = screen.getByRole("button", { name: "Open menu" });
  await user.click(toggle);
  return { user, toggle };
}

describe("SideNav", () => {
  it("is a navigation landmark named by its label, with links and a footer button", () => {
    render(<Portal />);
    const nav = screen.getByRole("navigation", { name: "Portal" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/portal/dashboard"],
      ["Courses", "/portal/courses"],
      ["Profile", "/portal/profile"],
    ]);
    expect(within(nav).getByRole("button", { name: "Sign Out" })).toHaveAttribute("type", "button");
    expect(within(nav).getAllByRole("listitem")).toHaveLength(3);
  });

  it("marks the active item with aria-current=page and no other", () => {
    render(<Portal />);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Profile" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Courses" })).not.toHaveAttribute("aria-current");
  });

  it("renders a router link through asChild with the icon and label inside", () => {
    const { container } = render(
      <SideNav label="Portal" topBar={null}>
        <SideNavItem label="Courses" icon={<BookOpen />} asChild>
          <NavLink to="/portal/courses" current />
        </SideNavItem>
      </SideNav>,
    );
    const link = screen.getByRole("link", { name: "Courses" });
    expect(link).toHaveAttribute("href", "/portal/courses");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveAttribute("data-slot", "side-nav-item");
    expect(link.querySelector("svg")).not.toBeNull();
    expect(container.querySelectorAll("a")).toHaveLength(1);
  });

  it("has a closed menu toggle that controls the nav", () => {
    render(<Portal />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const nav = screen.getByRole("navigation", { name: "Portal" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    expect(nav).toHaveAttribute("data-state", "closed");
    expect(document.querySelector("[data-slot='side-nav-overlay']")).toBeNull();
  });

  it("opens with the toggle: relabels it, shows the overlay and moves focus to the first item", async () => {
    const { toggle } = await openMenu();
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Portal" })).toHaveAttribute("data-state", "open");
    expect(document.querySelector("[data-slot='side-nav-overlay']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveFocus();
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    const { user, toggle } = await openMenu();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAccessibleName("Open menu");
    expect(toggle).toHaveFocus();
  });

  it("closes when the overlay is clicked and returns focus to the toggle", async () => {
    const { user, toggle } = await openMenu();
    const overlay = document.querySelector<HTMLElement>("[data-slot='side-nav-overlay']")!;
    expect(overlay).toHaveAttribute("aria-hidden", "true");
    await user.click(overlay);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector("[data-slot='side-nav-overlay']")).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it("closes with the toggle", async () => {
    const { user, toggle } = await openMenu();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes after an item is chosen, calling the item's onClick", async () => {
    const user = userEvent.setup();
    const onCourses = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(<Portal onCourses={onCourses} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Courses" }));
    expect(onCourses).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when focus tabs out of the menu and leaves focus where it went", async () => {
    const { user, toggle } = await openMenu();
    await user.tab(); // Courses
    await user.tab(); // Profile
    await user.tab(); // Sign Out
    expect(screen.getByRole("button", { name: "Sign Out" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Main content" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when focus moves back to the toggle", async () => {
    const { user, toggle } = await openMenu();
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("runs the footer button's action", async () => {
    const user = userEvent.setup();
    const onSignOut = vi.fn();
    render(<Portal onSignOut={onSignOut} />);
    await user.click(screen.getByRole("button", { name: "Sign Out" }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("ignores Escape while closed", async () => {
    const user = userEvent.setup();
    render(<Portal />);
    screen.getByRole("button", { name: "Main content" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Main content" })).toHaveFocus();
  });
});
