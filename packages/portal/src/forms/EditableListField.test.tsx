import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { EditableListField, type EditableListFieldProps } from "./EditableListField";

const LABELS = {
  legend: "Links",
  hint: "Up to 3.",
  item: (n: number) => `Link ${n}`,
  remove: (n: number) => `Remove link ${n}`,
  add: "Add a link",
};

function List({ start, ...props }: { start: string[] } & Partial<EditableListFieldProps>) {
  const [values, setValues] = useState(start);
  return <EditableListField labels={LABELS} values={values} onChange={setValues} max={3} {...props} />;
}

describe("EditableListField", () => {
  it("adds an entry and moves focus into its box, by keyboard alone", async () => {
    const user = userEvent.setup();
    render(<List start={["a"]} />);
    await user.tab(); // Link 1
    await user.tab(); // Remove link 1
    await user.tab(); // Add a link
    expect(screen.getByRole("button", { name: "Add a link" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: "Link 2" })).toHaveFocus();
    await user.keyboard("b");
    expect(screen.getByRole("textbox", { name: "Link 2" })).toHaveValue("b");
    expect(screen.getByRole("group", { name: "Links" })).toHaveAccessibleDescription(
      expect.stringContaining("Up to 3."),
    );
  });

  it("removes the named entry and moves focus to Add; Add is disabled at the most", async () => {
    const user = userEvent.setup();
    render(<List start={["a", "b", "c"]} />);
    expect(screen.getByRole("button", { name: "Add a link" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Remove link 2" }));
    expect(screen.getAllByRole("textbox").map((box) => (box as HTMLInputElement).value)).toEqual(["a", "c"]);
    expect(screen.getByRole("button", { name: "Add a link" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Add a link" })).toHaveFocus();
  });

  it("leaves a removal to onRemove when given, and shows each entry's error and the list's", async () => {
    const user = userEvent.setup();
    const removed: number[] = [];
    render(
      <List
        start={["a", "b"]}
        onRemove={(index) => removed.push(index)}
        itemError={(index) => (index === 1 ? "Link 2 must be a web address" : undefined)}
        error="Links must be at most 3"
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove link 1" }));
    expect(removed).toEqual([0]);
    expect(screen.getAllByRole("textbox")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Link 2" })).toHaveAccessibleDescription(
      expect.stringContaining("Link 2 must be a web address"),
    );
    expect(screen.getByRole("group", { name: "Links" })).toHaveAccessibleDescription(
      expect.stringContaining("Links must be at most 3"),
    );
  });
});
