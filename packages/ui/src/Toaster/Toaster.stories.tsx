import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { confirmToast, dismissToasts, Toaster } from "./Toaster";
import { toast } from "sonner";

type DemoProps = {
  /** Which helper the trigger calls. */
  kind: "success" | "error" | "info" | "warning" | "confirm";
  /** Text of the trigger button. */
  trigger: string;
  message: string;
  confirmLabel?: string;
  tone?: "danger" | "default";
  onConfirm: () => void;
  onCancel: () => void;
};

/** A trigger button and the page's Toaster, as a screen has them. */
function ToastDemo({
  kind,
  trigger,
  message,
  confirmLabel = "Yes, Delete",
  tone,
  onConfirm,
  onCancel,
}: DemoProps) {
  const show = () =>
    kind === "confirm"
      ? confirmToast({ message, confirmLabel, tone, onConfirm, onCancel })
      : toast[kind](message);
  return (
    <>
      <Button variant="secondary" onClick={show}>
        {trigger}
      </Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: "UI/Toaster",
  component: ToastDemo,
  args: { onConfirm: fn(), onCancel: fn() },
  // toasts live in sonner's module state: start every story with none
  beforeEach: () => {
    dismissToasts();
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: args.trigger }));
    await expect(await canvas.findByText(args.message)).toBeInTheDocument();
  },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessNotice: Story = {
  args: { kind: "success", trigger: "Save", message: "Course created successfully" },
};

export const ErrorNotice: Story = {
  args: { kind: "error", trigger: "Save", message: "Unable to reach the server. Please try again." },
};

export const InfoNotice: Story = {
  args: { kind: "info", trigger: "Show notice", message: "Select a cohort to view students." },
};

export const WarningNotice: Story = {
  args: { kind: "warning", trigger: "Submit", message: "Student score cannot be changed after submission!" },
};

export const ConfirmDelete: Story = {
  args: {
    kind: "confirm",
    trigger: "Delete live class",
    message: "Are you sure you want to delete this live class?",
    confirmLabel: "Yes, Delete",
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete live class" }));
    const question = await canvas.findByRole("alertdialog", { name: args.message });
    await expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(question).getByRole("button", { name: "Yes, Delete" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

export const ConfirmLogoutCancelled: Story = {
  args: {
    kind: "confirm",
    trigger: "Logout",
    message: "Are you sure you want to logout?",
    confirmLabel: "Yes, Logout",
    tone: "default",
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Logout" });
    await userEvent.click(trigger);
    await canvas.findByRole("alertdialog", { name: args.message });
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};
