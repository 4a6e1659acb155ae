import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup } from "./RadioGroup";

const attendance = [
  { value: "present", label: "Present" },
  { value: "absent", label: "Absent" },
];

describe("RadioGroup", () => {
  it("is a radio group named by its legend, whose radios are named by their labels", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup legend="Attendance" name="present" options={attendance} onValueChange={onValueChange} />,
    );
    const group = screen.getByRole("radiogroup", { name: "Attendance" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("name"))).toEqual(["present", "present"]);
    await user.click(screen.getByText("Absent"));
    expect(within(group).getByRole("radio", { name: "Absent" })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith("absent");
  });

  it("moves the choice with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<RadioGroup legend="Attendance" name="present" options={attendance} defaultValue="present" />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "Present" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Absent" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Absent" })).toHaveFocus();
  });

  it("follows its value when controlled", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("present");
      return (
        <>
          <RadioGroup
            legend="Attendance"
            name="p"
            options={attendance}
            value={value}
            onValueChange={setValue}
          />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("radio", { name: "Present" })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Absent" }));
    expect(screen.getByRole("status")).toHaveTextContent("absent");
    expect(screen.getByRole("radio", { name: "Present" })).not.toBeChecked();
  });

  it("announces required, hint and error on the group", () => {
    render(
      <RadioGroup
        legend="Announcement Type"
        name="type"
        options={attendance}
        required
        hint="Who will see it."
        error="Choose an announcement type."
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Announcement Type" });
    expect(group).toHaveAttribute("aria-required", "true");
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Who will see it. Choose an announcement type.");
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeRequired();
  });

  it("is neither invalid nor described when there is no hint or error", () => {
    render(<RadioGroup legend="Attendance" name="p" options={attendance} />);
    const group = screen.getByRole("radiogroup");
    expect(group).not.toHaveAttribute("aria-invalid");
    expect(group).not.toHaveAttribute("aria-describedby");
  });
});
