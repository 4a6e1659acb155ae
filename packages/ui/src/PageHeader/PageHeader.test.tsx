import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { PageHeader } from "./PageHeader";

describe("PageHeader", () => {
  it("renders the title as the page's h1 and the subtitle under it", () => {
    render(<PageHeader title="Dashboard" subtitle="Quick overview of your performance" />);
    const heading = screen.getByRole("heading", { level: 1, name: "Dashboard" });
    expect(heading.nextElementSibling).toHaveTextContent("Quick overview of your performance");
    expect(screen.getAllByRole("heading")).toHaveLength(1);
  });

  it("omits the subtitle and the actions area when not given", () => {
    const { container } = render(<PageHeader title="Courses" />);
    expect(container.querySelector("p")).toBeNull();
    expect(container.querySelector("[data-slot='page-header-actions']")).toBeNull();
  });

  it("places actions after the title", () => {
    render(
      <PageHeader
        title="Announcements"
        actions={
          <button type="button" disabled>
            Create Announcement
          </button>
        }
      />,
    );
    const heading = screen.getByRole("heading", { level: 1 });
    const action = screen.getByRole("button", { name: "Create Announcement" });
    expect(heading.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(action.closest("[data-slot='page-header-actions']")).not.toBeNull();
  });

  it("adds className to its own classes", () => {
    const { container } = render(<PageHeader title="x" className="mt-2" />);
    expect(container.querySelector("[data-slot='page-header']")).toHaveClass("mt-2", "pb-6");
  });
});
