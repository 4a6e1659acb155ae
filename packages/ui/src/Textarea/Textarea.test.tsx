import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Textarea } from "./Textarea";

describe("Textarea", () => {
  it("shows 4 rows unless told otherwise", () => {
    render(
      <>
        <Textarea aria-label="Notes" />
        <Textarea aria-label="Message" rows={5} />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveAttribute("rows", "4");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "5");
  });

  it("takes several lines of text", async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Message" />);
    await user.type(screen.getByRole("textbox"), "line one{enter}line two");
    expect(screen.getByRole("textbox")).toHaveValue("line one\nline two");
  });
});
