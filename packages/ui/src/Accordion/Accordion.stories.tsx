import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Accordion } from "./Accordion";
import { faq, FaqAccordion } from "./faq.fixture";

/** Queries inside the accordion only, so regions elsewhere on the page (a toaster) never count. */
function accordionIn(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>("[data-slot='accordion']");
  if (!root) throw new Error("accordion not rendered");
  return within(root);
}

const meta = {
  title: "UI/Accordion",
  component: Accordion,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="max-w-2xl">
      <FaqAccordion {...args} />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = accordionIn(canvasElement);
    const triggers = canvas.getAllByRole("button");
    await expect(triggers).toHaveLength(faq.length);
    for (const trigger of triggers) await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region")).toBeNull();
  },
};

export const DefaultOpen: Story = {
  args: { defaultValue: "free" },
  play: async ({ canvasElement }) => {
    const canvas = accordionIn(canvasElement);
    await expect(canvas.getByRole("button", { name: faq[1].question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(canvas.getByRole("region", { name: faq[1].question })).toHaveTextContent(faq[1].answer);
  },
};

/** Opening a second question closes the first; clicking the open one closes it. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = accordionIn(canvasElement);
    const first = canvas.getByRole("button", { name: faq[0].question });
    const second = canvas.getByRole("button", { name: faq[1].question });

    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    // visible once its fade-in has started (opacity leaves 0)
    await waitFor(() => expect(canvas.getByRole("region", { name: faq[0].question })).toBeVisible());

    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getAllByRole("region")).toHaveLength(1);

    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("region")).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
  },
};

/** Arrow keys move between headers; Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = accordionIn(canvasElement);
    const triggers = canvas.getAllByRole("button");

    await userEvent.tab();
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(triggers[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(triggers[faq.length - 1]).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(triggers[0]).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(triggers[0]).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    await expect(triggers[1]).toHaveAttribute("aria-expanded", "true");
    await expect(triggers[0]).toHaveAttribute("aria-expanded", "false");
  },
};
