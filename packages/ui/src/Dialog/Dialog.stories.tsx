import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Field } from "../Field";
import { Input } from "../Input";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "./Dialog";

type DemoProps = {
  /** Start open. */
  defaultOpen?: boolean;
  onConfirm: () => void;
};

function RenameTopicDialog({ defaultOpen, onConfirm }: DemoProps) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Rename topic</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Rename topic</DialogTitle>
        <DialogDescription>Students see the new name straight away.</DialogDescription>
        <Field label="Topic name">
          <Input defaultValue="Servant leadership" />
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={onConfirm}>Save Changes</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "UI/Dialog",
  component: RenameTopicDialog,
  args: { onConfirm: fn() },
} satisfies Meta<typeof RenameTopicDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Rename topic" })).toBeInTheDocument();
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", { name: "Rename topic" });
    await expect(dialog).toHaveAccessibleDescription("Students see the new name straight away.");
    await expect(within(dialog).getByRole("textbox", { name: "Topic name" })).toHaveFocus();
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Rename topic" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body.findByRole("dialog", { name: "Rename topic" });
    await expect(within(dialog).getByRole("textbox", { name: "Topic name" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const SaveAndClose: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Rename topic" }));
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const close = body.getByRole("button", { name: "Close" });
    // A modal Radix layer turns pointer events back on for its content one render after mounting.
    await waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe("none"));
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
