import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from "./Tabs";

function LiveClassTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="upcoming" {...props}>
      <TabsList aria-label="Live classes">
        <TabsTrigger value="upcoming">Upcoming Classes</TabsTrigger>
        <TabsTrigger value="past">Past Classes</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archived
        </TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">No upcoming classes found.</TabsContent>
      <TabsContent value="past">No past classes found.</TabsContent>
      <TabsContent value="archived">Archive</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("exposes a named tablist, tabs with selection state and the selected panel", () => {
    render(<LiveClassTabs />);
    expect(screen.getByRole("tablist", { name: "Live classes" })).toHaveAttribute("data-slot", "tabs-list");
    const upcoming = screen.getByRole("tab", { name: "Upcoming Classes" });
    expect(upcoming).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Past Classes" })).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel", { name: "Upcoming Classes" });
    expect(panel).toHaveTextContent("No upcoming classes found.");
    expect(upcoming).toHaveAttribute("aria-controls", panel.id);
    expect(screen.queryByText("No past classes found.")).toBeNull();
  });

  it("switches panels on click and reports the value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<LiveClassTabs onValueChange={onValueChange} />);
    await user.click(screen.getByRole("tab", { name: "Past Classes" }));
    expect(screen.getByRole("tabpanel", { name: "Past Classes" })).toHaveTextContent(
      "No past classes found.",
    );
    expect(onValueChange).toHaveBeenCalledWith("past");
  });

  it("moves and selects with the arrow keys, skipping disabled tabs, then tabs into the panel", async () => {
    const user = userEvent.setup();
    render(<LiveClassTabs />);
    await user.tab();
    const upcoming = screen.getByRole("tab", { name: "Upcoming Classes" });
    const past = screen.getByRole("tab", { name: "Past Classes" });
    expect(upcoming).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(past).toHaveFocus();
    expect(past).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(upcoming).toHaveFocus();
    await user.keyboard("{End}");
    expect(past).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("tabpanel", { name: "Past Classes" })).toHaveFocus();
  });

  it("adds className on every part", () => {
    render(
      <Tabs defaultValue="a" className="mt-8" data-testid="root">
        <TabsList aria-label="x" className="mb-2">
          <TabsTrigger value="a" className="grow">
            A
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a" className="max-w-prose">
          a
        </TabsContent>
      </Tabs>,
    );
    expect(screen.getByTestId("root")).toHaveClass("mt-8", "gap-4");
    expect(screen.getByRole("tablist")).toHaveClass("mb-2", "bg-muted");
    expect(screen.getByRole("tab")).toHaveClass("grow");
    expect(screen.getByRole("tabpanel")).toHaveClass("max-w-prose");
  });
});
