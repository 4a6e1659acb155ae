import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Field } from "../Field";
import { Select } from "./Select";

const roles = [
  { value: "1", label: "Student" },
  { value: "2", label: "Facilitator" },
];

describe("Select", () => {
  it("shows the placeholder as a disabled first option until a choice is made", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Field label="Role ID">
        <Select placeholder="Select a role" options={roles} onChange={onChange} />
      </Field>,
    );
    const select = screen.getByRole("combobox", { name: "Role ID" });
    const options = within(select).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Select a role", "Student", "Facilitator"]);
    expect(options[0]).toBeDisabled();
    expect(select).toHaveValue("");
    expect(screen.getByRole("option", { name: "Select a role", selected: true })).toBeInTheDocument();

    await user.selectOptions(select, "Facilitator");
    expect(select).toHaveValue("2");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("fails native validation while the placeholder is chosen and it is required", () => {
    render(<Select aria-label="Cohort" placeholder="Select a cohort" options={roles} required />);
    const select = screen.getByRole("combobox") as HTMLSelectElement;
    expect(select.checkValidity()).toBe(false);
  });

  it("without a placeholder selects the first option as the platform does", () => {
    render(<Select aria-label="Role" options={roles} />);
    expect(screen.getByRole("combobox")).toHaveValue("1");
  });

  it("keeps a given default value", () => {
    render(<Select aria-label="Role" placeholder="Select a role" options={roles} defaultValue="2" />);
    expect(screen.getByRole("combobox")).toHaveValue("2");
  });

  it("works controlled and with <option> children after the options", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <>
          <Select
            aria-label="Student"
            placeholder="Select a student"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          >
            <option value="11">Abigail Mensah</option>
          </Select>
          <output>{value || "none"}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("status")).toHaveTextContent("none");
    await user.selectOptions(screen.getByRole("combobox", { name: "Student" }), "Abigail Mensah");
    expect(screen.getByRole("status")).toHaveTextContent("11");
  });
});
