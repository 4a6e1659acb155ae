import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { describe, expect, it, vi } from "vitest";

import { List, ListItem } from "./List";

/** Stands in for react-router's <Link>: a component that renders an <a> from a `to` prop. */
function RouterLink({ to, children, ...props }: React.ComponentProps<"a"> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

describe("List", () => {
  it("is a list of list items", () => {
    render(
      <List aria-label="Courses">
        <ListItem title="Servant Leadership" onClick={() => {}} />
        <ListItem title="Vision Casting" onClick={() => {}} />
      </List>,
    );
    const list = screen.getByRole("list", { name: "Courses" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
  });
});

describe("ListItem", () => {
  it("renders a button named by all its visible text: title, description and badge", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <List>
        <ListItem
          title="Reflection essay"
          description="Servant Leadership"
          badge={<span>Due today</span>}
          onClick={onClick}
        />
      </List>,
    );
    const button = screen.getByRole("button", { name: "Reflection essay Servant Leadership Due today" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).not.toHaveAttribute("aria-labelledby");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <List>
        <ListItem title="Servant Leadership" onClick={onClick} />
      </List>,
    );
    await user.tab();
    expect(screen.getByRole("button", { name: "Servant Leadership" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("renders a link with href", () => {
    render(
      <List>
        <ListItem title="Orientation" href="/portal/assignments/7" badge={<span>New</span>} />
      </List>,
    );
    const link = screen.getByRole("link", { name: "Orientation New" });
    expect(link).toHaveAttribute("href", "/portal/assignments/7");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders the child element with asChild, putting the row content inside it", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <List>
        <ListItem asChild title="CBT 1" description="Vision Casting" onClick={onClick}>
          <RouterLink to="/portal/cbts/3" />
        </ListItem>
      </List>,
    );
    const link = screen.getByRole("link", { name: "CBT 1 Vision Casting" });
    expect(link).toHaveAttribute("href", "/portal/cbts/3");
    expect(link).toHaveAttribute("data-slot", "list-item-control");
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("marks a locked row with a lock icon and 'Locked' but keeps it operable", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { container } = render(
      <List>
        <ListItem title="Leader-Managerial Class" locked onClick={onClick} />
      </List>,
    );
    const button = screen.getByRole("button", { name: "Leader-Managerial Class Locked" });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(screen.getByText("Locked")).toHaveClass("sr-only");
    expect(container.querySelector("svg.lucide-lock")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("listitem")).toHaveAttribute("data-locked", "true");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("has no lock when not locked", () => {
    const { container } = render(
      <List>
        <ListItem title="Open course" onClick={() => {}} />
      </List>,
    );
    expect(screen.getByRole("button", { name: "Open course" })).toBeInTheDocument();
    expect(screen.queryByText("Locked")).toBeNull();
    expect(container.querySelector("svg")).toBeNull();
    expect(screen.getByRole("listitem")).not.toHaveAttribute("data-locked");
  });

  it("renders static content without a control when it has no action", () => {
    render(
      <List>
        <ListItem title="Orientation on Saturday" description="All students in the cohort" />
      </List>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Orientation on Saturday All students in the cohort");
  });

  it("keeps actions outside the row's button", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    const remove = vi.fn();
    render(
      <List>
        <ListItem
          title="Orientation"
          onClick={open}
          actions={
            <button type="button" onClick={remove}>
              Delete
            </button>
          }
        />
      </List>,
    );
    const row = screen.getByRole("button", { name: "Orientation" });
    const del = screen.getByRole("button", { name: "Delete" });
    expect(row.contains(del)).toBe(false);
    await user.click(del);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it("adds className to the row box", () => {
    render(
      <List>
        <ListItem title="x" className="mt-2" />
      </List>,
    );
    expect(screen.getByRole("listitem")).toHaveClass("mt-2", "border-border");
  });
});
