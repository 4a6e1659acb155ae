import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion";
import { faq, FaqAccordion } from "./faq.fixture";

describe("Accordion", () => {
  it("wraps each trigger button in a heading of the requested level", () => {
    render(<FaqAccordion />);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(faq.map((item) => item.question));
    expect(screen.getByRole("button", { name: faq[0].question }).parentElement?.tagName).toBe("H2");
  });

  it("defaults the heading level to 3", () => {
    render(
      <Accordion>
        <AccordionItem value="a">
          <AccordionTrigger>Topic one</AccordionTrigger>
          <AccordionContent>Notes</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Topic one" })).toBeInTheDocument();
  });

  it("keeps at most one item open and lets the open one close", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FaqAccordion onValueChange={onValueChange} />);
    const [first, second] = faq.map((item) => screen.getByRole("button", { name: item.question }));

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: faq[0].question })).toHaveTextContent(faq[0].answer);

    await user.click(second!);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(screen.queryByText(faq[0].answer)).toBeNull();

    await user.click(second!);
    expect(second).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).toBeNull();
    expect(onValueChange.mock.calls).toEqual([["what"], ["free"], [""]]);
  });

  it("links each trigger to its content", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const trigger = screen.getByRole("button", { name: faq[2].question });
    await user.click(trigger);
    const region = screen.getByRole("region", { name: faq[2].question });
    expect(trigger).toHaveAttribute("aria-controls", region.id);
  });

  it("moves focus between headers with the arrow, Home and End keys", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const triggers = screen.getAllByRole("button");
    await user.tab();
    expect(triggers[0]).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(triggers[2]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(triggers[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(triggers[triggers.length - 1]).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(triggers[0]).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(triggers[0]).toHaveAttribute("aria-expanded", "false");
  });

  it("supports a controlled value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<FaqAccordion value="online" onValueChange={onValueChange} />);
    expect(screen.getByRole("region", { name: faq[3].question })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: faq[0].question }));
    expect(onValueChange).toHaveBeenCalledWith("what");
    // still controlled: the parent did not change value
    expect(screen.getByRole("button", { name: faq[0].question })).toHaveAttribute("aria-expanded", "false");
  });
});
