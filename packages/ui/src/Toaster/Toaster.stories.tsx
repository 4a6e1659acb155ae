import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { confirmToast, dismissToasts, Toaster } from "./Toaster";
import { toast } from "sonner";

/**
 * The story's viewport width for the Toaster's phone check. Storybook sizes the page, so a browser answers
 * matchMedia itself; jsdom (the story tests) has no matchMedia, and a stand-in answering for `width` takes its
 * place until the story ends.
 */
function atWidth(width: number) {
  return () => {
    if (typeof window.matchMedia === "function") return;
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (media: string) => {
        const max = /max-width:\s*(\d+)px/.exec(media);
        return {
          media,
          matches: max ? width <= Number(max[1]) : false,
          addEventListener: () => {},
          removeEventListener: () => {},
        };
      },
    });
    return () => void Reflect.deleteProperty(window, "matchMedia");
  };
}

/** Shows the story at the toolbar's phone viewport (375 px), and at that width in jsdom too. */
const ON_PHONE = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  beforeEach: atWidth(375),
};

/** Shows the story at the toolbar's desktop viewport (1280 px), and at that width in jsdom too. */
const ON_DESKTOP = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  beforeEach: atWidth(1280),
};

/**
 * Whether the story is shown at a phone's width: the story's own width in jsdom (`atWidth`), the page's in a
 * browser, where a sweep may show a story at another width than its own (each layout is then checked as shown).
 */
function shownOnPhone(): boolean {
  return window.matchMedia("(max-width: 639px)").matches;
}

/** Whether the story is laid out by a browser (jsdom computes no boxes). */
function laidOut(element: Element): boolean {
  return element.getBoundingClientRect().height > 0;
}

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
  // notices live in sonner's module state and the question in the Toaster's: start every story with none
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

/** Where a notice shows: its list's edges, e.g. "top right". */
async function noticePlace(canvasElement: HTMLElement, text: string): Promise<string> {
  const notice = await within(canvasElement).findByText(text);
  const list = notice.closest("[data-sonner-toaster]");
  return `${list?.getAttribute("data-y-position")} ${list?.getAttribute("data-x-position")}`;
}

/** Where a notice stands, for the width it is shown at; it is announced politely either way. */
const expectNoticePlaced: Story["play"] = async ({ canvas, canvasElement, args }) => {
  await userEvent.click(canvas.getByRole("button", { name: args.trigger }));
  await expect(await noticePlace(canvasElement, args.message)).toBe(
    shownOnPhone() ? "bottom center" : "top right",
  );
  await expect(canvas.getByRole("region", { name: /Notifications/ })).toHaveAttribute("aria-live", "polite");
};

/** Sign In's notice, which the next two stories show at a phone's width and a desktop's. */
const signInNotice = {
  args: { kind: "success", trigger: "Sign In", message: "Login successful!" },
} satisfies Story;

/** On a phone (375 px) a notice shows at the bottom centre, clear of the title, its buttons and the top bar. */
export const NoticeOnPhone: Story = {
  ...signInNotice,
  ...ON_PHONE,
  play: expectNoticePlaced,
};

/** At desktop widths (1280 px) a notice shows top-right, below the top bar. */
export const NoticeOnDesktop: Story = {
  ...signInNotice,
  ...ON_DESKTOP,
  play: expectNoticePlaced,
};

/** A long page whose asking button is at its bottom, as Deactivate is on a person's page. */
function LongPage({ onConfirm, onCancel }: Pick<DemoProps, "onConfirm" | "onCancel">) {
  return (
    <>
      <h1 className="font-serif text-2xl font-semibold">Deacon Ade Obi</h1>
      <div className="flex min-h-[150vh] flex-col gap-4 py-4">
        <p>Student in Cohort 2026A, signed up on 12 January 2026.</p>
        <p>Every detail and the access buttons come first; Deactivate is the last thing on the page.</p>
      </div>
      <div className="flex justify-end">
        <Button
          variant="destructive"
          onClick={() =>
            confirmToast({
              message: "Deactivate Deacon Ade Obi?",
              description: "They can no longer sign in. You can reactivate them later.",
              confirmLabel: "Yes, Deactivate",
              onConfirm,
              onCancel,
            })
          }
        >
          Deactivate
        </Button>
      </div>
      <Toaster />
    </>
  );
}

/** Opens the long page's question the way a person would: scrolled down to Deactivate, then pressing it. */
async function askAtBottom(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole("button", { name: "Deactivate" });
  trigger.scrollIntoView?.({ block: "end" });
  await userEvent.click(trigger);
  const question = await canvas.findByRole("alertdialog", { name: "Deactivate Deacon Ade Obi?" });
  await expect(question).toHaveAccessibleDescription(
    "They can no longer sign in. You can reactivate them later.",
  );
  await waitFor(() => expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus());
  return { trigger, question };
}

/**
 * Where the question stands, for the width it is shown at: beside the button that asked (above it here, Deactivate
 * being at the bottom of a long page, so the popover flips to stay on screen), or on a phone centred over a dimmed
 * page. Either way it is modal: focus stays in it until it is answered.
 */
const expectQuestionPlaced: Story["play"] = async ({ canvasElement }) => {
  const { trigger, question } = await askAtBottom(canvasElement);
  const phone = shownOnPhone();
  await expect(question).toHaveAttribute("data-placement", phone ? "centred" : "anchored");
  if (phone)
    await expect(question.closest("[data-slot=confirmation-backdrop]")).toHaveClass("bg-foreground/50");
  else await expect(question.closest("[data-radix-popper-content-wrapper]")).not.toBeNull();
  if (!laidOut(trigger)) return;
  await waitFor(() => {
    const box = question.getBoundingClientRect();
    if (phone) {
      // Its middle is the screen's middle.
      expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
      expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2);
      return;
    }
    // Above the button (no room below it), overlapping it horizontally, inside the screen.
    const button = trigger.getBoundingClientRect();
    expect(box.bottom).toBeLessThanOrEqual(button.top);
    expect(button.top - box.bottom).toBeLessThan(24);
    expect(box.left).toBeLessThan(button.right);
    expect(box.right).toBeGreaterThan(button.left);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  });
};

/** Deactivate's question on the long page, which the next two stories show at a desktop's width and a phone's. */
const deactivateOnLongPage = {
  args: { kind: "confirm", trigger: "Deactivate", message: "Deactivate Deacon Ade Obi?" },
  render: (args) => <LongPage {...args} />,
} satisfies Story;

/** At 1280 px the question opens beside the button that asked. */
export const ConfirmBesideButton: Story = {
  ...deactivateOnLongPage,
  ...ON_DESKTOP,
  play: expectQuestionPlaced,
};

/** At 375 px the same question is centred on the screen over a dimmed page, whatever asked it. */
export const ConfirmCentredOnPhone: Story = {
  ...deactivateOnLongPage,
  ...ON_PHONE,
  play: expectQuestionPlaced,
};
