import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  BookOpen,
  Calendar,
  ClipboardList,
  FileText,
  LayoutDashboard,
  LogOut,
  Megaphone,
  MessagesSquare,
  Presentation,
  User,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { SideNav, SideNavButton, SideNavItem } from "./SideNav";

const signOut = fn();

function Brand() {
  return <span className="font-serif text-lg font-semibold text-primary">CLA Portal</span>;
}

/** The frame's grid (see `topBar`): the bar across it, the nav below and the page beside it. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen grid-cols-[auto_minmax(0,1fr)] grid-rows-[auto_1fr] bg-background [@media(max-width:768px)]:grid-cols-1">
      {children}
      <main className="p-6">
        <h1 className="text-2xl font-semibold">Welcome</h1>
        <p className="text-muted-foreground">Select an option from the menu to get started.</p>
      </main>
    </div>
  );
}

type Entry = [label: string, href: string, icon: LucideIcon];

/** The portal's menus: the role's home first (shown current), then what both roles have. */
const coursework: Entry[] = [
  ["Courses", "#courses", BookOpen],
  ["Assignments", "#assignments", ClipboardList],
  ["Contributions", "#contributions", MessagesSquare],
  ["Tests", "#cbts", FileText],
];
const studentMenu: Entry[] = [
  ["Dashboard", "#dashboard", LayoutDashboard],
  ...coursework,
  ["Events", "#events", Calendar],
  ["Profile", "#profile", User],
];
const facilitatorMenu: Entry[] = [
  ["Instructor Desk", "#instructor-desk", Presentation],
  ...coursework,
  ["Announcements", "#announcements", Megaphone],
  ["Events", "#events", Calendar],
  ["Profile", "#profile", User],
];

function items(menu: Entry[]) {
  return (
    <>
      {menu.map(([label, href, Icon], index) => (
        <SideNavItem key={label} label={label} href={href} icon={<Icon />} active={index === 0} />
      ))}
    </>
  );
}

const meta = {
  title: "UI/SideNav",
  component: SideNav,
  parameters: { layout: "fullscreen" },
  args: {
    label: "Portal",
    brand: <Brand />,
    footer: <SideNavButton label="Sign Out" icon={<LogOut />} onClick={signOut} />,
    topBar: <span className="ml-auto text-sm font-medium">Ada Obi</span>,
    children: items(studentMenu),
  },
  render: (args) => (
    <Layout>
      <SideNav {...args} />
    </Layout>
  ),
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The layout a story is seen in. The mobile stories set the 375 px viewport, but the same play functions
 * also run on wide screens (the e2e sweep at 1280 px), where the toggle is `display: none` and the nav is
 * always shown, and in jsdom, where no CSS applies and only the behaviour is checked.
 */
function layoutOf(canvasElement: HTMLElement) {
  const toggle = canvasElement.querySelector<HTMLButtonElement>("button[aria-controls]");
  if (!toggle) throw new Error("SideNav toggle not found");
  const nav = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "");
  // The toggle's wrapper is `display: none` above 768 px and `contents` at ≤ 768 px; jsdom has no CSS and
  // keeps the default (block), so there the story checks the markup only.
  const display = getComputedStyle(toggle.parentElement ?? toggle).display;
  return { toggle, nav, wide: display === "none", styled: display === "contents" };
}

/** The nav, opened first when the story is seen on a small screen with the menu collapsed. */
async function shownNav(canvasElement: HTMLElement) {
  const { toggle, styled } = layoutOf(canvasElement);
  if (styled && toggle.getAttribute("aria-expanded") === "false") await userEvent.click(toggle);
  return within(canvasElement).getByRole("navigation", { name: "Portal" });
}

export const Student: Story = {
  play: async ({ canvasElement }) => {
    const nav = await shownNav(canvasElement);
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    await expect(labels).toEqual(studentMenu.map(([label]) => label));
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    signOut.mockClear();
    await userEvent.click(within(nav).getByRole("button", { name: "Sign Out" }));
    await expect(signOut).toHaveBeenCalledTimes(1);
  },
};

export const Facilitator: Story = {
  args: { children: items(facilitatorMenu) },
  play: async ({ canvasElement }) => {
    const nav = await shownNav(canvasElement);
    await expect(within(nav).getByRole("link", { name: "Instructor Desk" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(within(nav).getByRole("link", { name: "Announcements" })).toBeVisible();
    await expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
  },
};

/** ≤ 768 px: the menu is collapsed behind the "Open menu" toggle. */
export const MobileClosed: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const { toggle, nav, wide, styled } = layoutOf(canvasElement);
    if (wide) {
      await expect(nav).toBeVisible();
      return;
    }
    await expect(canvas.getByRole("button", { name: "Open menu" })).toBe(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toHaveAttribute("data-state", "closed");
    if (styled) await expect(nav).not.toBeVisible();
  },
};

/** ≤ 768 px, opened: the panel and overlay cover the page; focus is on the first item; Escape closes. */
export const MobileOpen: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas, step, canvasElement }) => {
    const { toggle, nav, wide, styled } = layoutOf(canvasElement);
    if (wide) {
      await expect(nav).toBeVisible();
      return;
    }

    await step("open", async () => {
      await userEvent.click(canvas.getByRole("button", { name: "Open menu" }));
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Close menu");
      await waitFor(() => expect(canvas.getByRole("link", { name: "Dashboard" })).toHaveFocus());
      if (styled) await expect(nav).toBeVisible();
    });

    await step("Escape closes and returns focus to the toggle", async () => {
      await userEvent.keyboard("{Escape}");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveFocus();
      if (styled) await expect(nav).not.toBeVisible();
    });

    await step("reopen to leave the story in its open state", async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    });
  },
};

/**
 * The top bar: the brand and the given content across the page; at ≤ 768 px it holds the toggle, which shows
 * the word "Menu" beside its icon.
 */
export const TopBar: Story = {
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="side-nav-top-bar"]');
    if (!bar) throw new Error("top bar not found");
    await expect(within(bar).getByText("Ada Obi")).toBeVisible();
    await expect(within(bar).getByText("CLA Portal")).toBeVisible();
    const { toggle } = layoutOf(canvasElement);
    await expect(bar).toContainElement(toggle);
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(toggle).toHaveTextContent("Menu");
    const nav = await shownNav(canvasElement);
    await expect(within(nav).getAllByRole("link")).toHaveLength(7);
  },
};
