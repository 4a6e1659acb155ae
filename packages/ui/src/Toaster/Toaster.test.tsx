import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmToast, dismissToasts, Toaster, TOAST_DURATION_MS } from "./Toaster";
import { toast as sonnerToast } from "sonner";

/**
 * jsdom has no matchMedia (the Toaster then takes the page as wide): a stand-in answering width queries for a
 * viewport `width` px wide, which `resize` changes as a phone turning would.
 */
function viewport(width: number) {
  const lists: Array<{ media: string; listeners: Set<() => void> }> = [];
  const matches = (media: string) => {
    const max = /max-width:\s*(\d+)px/.exec(media);
    const min = /min-width:\s*(\d+)px/.exec(media);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (media: string) => {
      const list = { media, listeners: new Set<() => void>() };
      lists.push(list);
      return {
        media,
        get matches() {
          return matches(media);
        },
        addEventListener: (_: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => list.listeners.delete(listener),
      };
    },
  });
  return {
    resize(to: number) {
      width = to;
      act(() => {
        for (const list of lists) for (const listener of list.listeners) listener();
      });
    },
  };
}

afterEach(() => {
  act(() => void dismissToasts());
  // back to jsdom's own window, which has none
  Reflect.deleteProperty(window, "matchMedia");
});

describe("notices", () => {
  it.each(["success", "error", "info", "warning"] as const)(
    "shows a %s notice in the live region",
    async (kind) => {
      render(<Toaster />);
      const region = screen.getByRole("region", { name: /Notifications/ });
      expect(region).toHaveAttribute("aria-live", "polite");
      act(() => void sonnerToast[kind](`A ${kind} notice`, { description: "More detail" }));
      const toast = await within(region).findByText(`A ${kind} notice`);
      expect(toast.closest("[data-sonner-toast]")).toHaveAttribute("data-type", kind);
      expect(within(region).getByText("More detail")).toBeInTheDocument();
    },
  );

  it("places notices top-right and removes them after TOAST_DURATION_MS", async () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Toaster />);
      act(() => void sonnerToast.success("Profile updated"));
      const toast = await screen.findByText("Profile updated");
      const list = toast.closest("[data-sonner-toaster]");
      expect(list).toHaveAttribute("data-y-position", "top");
      expect(list).toHaveAttribute("data-x-position", "right");
      act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
      expect(screen.getByText("Profile updated")).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1000));
      await waitFor(() => expect(screen.queryByText("Profile updated")).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("notices on a phone", () => {
  it("places notices at the bottom centre below 640 px, clear of the title, its buttons and the top bar", async () => {
    viewport(375);
    render(<Toaster />);
    act(() => void sonnerToast.success("Login successful!"));
    const list = (await screen.findByText("Login successful!")).closest("[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-y-position", "bottom");
    expect(list).toHaveAttribute("data-x-position", "center");
    // still announced: the same polite live region
    expect(screen.getByRole("region", { name: /Notifications/ })).toHaveAttribute("aria-live", "polite");
  });

  it("keeps them top-right from 640 px, and moves them when the viewport crosses the edge", async () => {
    const screenSize = viewport(640);
    render(<Toaster />);
    act(() => void sonnerToast.success("Profile updated"));
    const toast = await screen.findByText("Profile updated");
    expect(toast.closest("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    expect(toast.closest("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
    screenSize.resize(639);
    // sonner keeps a list per position: the notice moves to the bottom one
    const moved = await screen.findByText("Profile updated");
    expect(moved.closest("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
    expect(moved.closest("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "center");
  });
});

describe("notices and the Tab order", () => {
  it("Tab goes from what comes before the notices to what comes after them, never into a notice", async () => {
    const user = userEvent.setup();
    render(
      <>
        <a href="#main">Skip to main content</a>
        <Toaster />
        <button type="button">Sign Out</button>
      </>,
    );
    act(() => void sonnerToast.success("Login successful!"));
    const notice = (await screen.findByText("Login successful!")).closest<HTMLElement>("[data-sonner-toast]");
    await waitFor(() => expect(notice).toHaveAttribute("tabindex", "-1"));
    await user.tab();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Sign Out" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
  });
});

/** A Logout button asking "Are you sure you want to logout?" (in `tone`, danger unless given), and a Toaster. */
function ask(tone?: "danger" | "default") {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <button
        type="button"
        onClick={() =>
          confirmToast({
            message: "Are you sure you want to logout?",
            confirmLabel: "Yes, Logout",
            tone,
            onConfirm,
            onCancel,
          })
        }
      >
        Logout
      </button>
      <Toaster />
    </>,
  );
  return { onConfirm, onCancel };
}

describe("confirmToast", () => {
  it("asks in a question that takes focus and calls onConfirm once on confirm", async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = ask();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    const question = await screen.findByRole("alertdialog", { name: "Are you sure you want to logout?" });
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // a double click still answers once
    await user.dblClick(within(question).getByRole("button", { name: "Yes, Logout" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    // The second click of the pair may land on the leaving toast; focus comes back when it unmounts,
    // in React's passive effects, a moment after it leaves the DOM.
    await waitFor(() => expect(screen.getByRole("button", { name: "Logout" })).toHaveFocus());
  });

  it("stays until answered, well past the notice duration", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      ask();
      await user.click(screen.getByRole("button", { name: "Logout" }));
      await screen.findByRole("alertdialog");
      act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
      expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("cancels with the Cancel button or Escape, returning focus to the trigger", async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = ask();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByRole("alertdialog");
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Logout" })).toHaveFocus();
  });

  it("shows one question at a time", async () => {
    const user = userEvent.setup();
    ask();
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await screen.findByRole("alertdialog");
    act(
      () =>
        void confirmToast({
          message: "Are you sure you want to delete this course?",
          confirmLabel: "Yes, Delete",
          onConfirm: vi.fn(),
        }),
    );
    await screen.findByRole("alertdialog", { name: "Are you sure you want to delete this course?" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });
});

describe("where the question opens", () => {
  /** A long page with the asking button at its bottom, as Deactivate is on a person's page. */
  function page(onConfirm = vi.fn(), onCancel = vi.fn()) {
    render(
      <>
        <h1>Deacon Ade Obi</h1>
        <button
          type="button"
          onClick={() =>
            confirmToast({
              message: "Deactivate Deacon Ade Obi?",
              description: "They can no longer sign in.",
              confirmLabel: "Yes, Deactivate",
              tone: "danger",
              onConfirm,
              onCancel,
            })
          }
        >
          Deactivate
        </button>
        <Toaster />
      </>,
    );
    const trigger = screen.getByRole("button", { name: "Deactivate" });
    // jsdom does no layout: the button reports where it would be, near the bottom of a 1280 × 800 page
    const measure = vi
      .spyOn(trigger, "getBoundingClientRect")
      .mockReturnValue(DOMRect.fromRect({ x: 1100, y: 740, width: 120, height: 40 }));
    return { trigger, measure, onConfirm, onCancel };
  }

  it("opens beside the pressed button at desktop widths: the popover is anchored to it", async () => {
    viewport(1280);
    const user = userEvent.setup();
    const { trigger, measure } = page();
    await user.click(trigger);
    const question = await screen.findByRole("alertdialog", { name: "Deactivate Deacon Ade Obi?" });
    expect(question).toHaveAccessibleDescription("They can no longer sign in.");
    expect(question).toHaveAttribute("data-placement", "anchored");
    expect(question).toHaveAttribute("aria-modal", "true");
    // Positioned by Radix's Popper (Floating UI) from the button's box, not in a corner of the screen.
    const wrapper = question.closest<HTMLElement>("[data-radix-popper-content-wrapper]");
    expect(wrapper).not.toBeNull();
    await waitFor(() => expect(measure).toHaveBeenCalled());
    await waitFor(() => expect(wrapper!.style.transform).not.toBe("translate(0, -200%)"));
    expect(document.querySelector("[data-slot=confirmation-backdrop]")).not.toHaveClass("bg-foreground/50");
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("is centred over a dimmed page below 640 px, not anchored", async () => {
    viewport(375);
    const user = userEvent.setup();
    const { trigger, measure, onCancel } = page();
    await user.click(trigger);
    const question = await screen.findByRole("alertdialog", { name: "Deactivate Deacon Ade Obi?" });
    expect(question).toHaveAttribute("data-placement", "centred");
    expect(question.closest("[data-radix-popper-content-wrapper]")).toBeNull();
    const backdrop = question.closest("[data-slot=confirmation-backdrop]");
    expect(backdrop).toHaveClass(
      "fixed",
      "inset-0",
      "flex",
      "items-center",
      "justify-center",
      "bg-foreground/50",
    );
    expect(measure).not.toHaveBeenCalled();
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // Escape and the return of focus work the same on a phone
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("is centred when nothing had focus to anchor it to", async () => {
    viewport(1280);
    render(<Toaster />);
    expect(document.activeElement).toBe(document.body);
    act(
      () =>
        void confirmToast({
          message: "Submit your answers?",
          confirmLabel: "Yes, Submit",
          onConfirm: vi.fn(),
        }),
    );
    const question = await screen.findByRole("alertdialog", { name: "Submit your answers?" });
    expect(question).toHaveAttribute("data-placement", "centred");
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it("keeps focus inside while it waits and hides the page from assistive technology", async () => {
    viewport(1280);
    const user = userEvent.setup();
    const { trigger } = page();
    await user.click(trigger);
    const question = await screen.findByRole("alertdialog");
    const cancel = within(question).getByRole("button", { name: "Cancel" });
    const confirm = within(question).getByRole("button", { name: "Yes, Deactivate" });
    // the confirm button's label and tone as given
    expect(confirm).toHaveClass("bg-destructive");
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    // the page behind is hidden while the question is open, and back once it is answered
    expect(screen.queryByRole("heading", { name: "Deacon Ade Obi" })).not.toBeInTheDocument();
    await user.click(cancel);
    expect(screen.getByRole("heading", { name: "Deacon Ade Obi" })).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("returns focus to the pressed button after a confirm too, and draws a default-tone confirm in the primary colour", async () => {
    viewport(1280);
    const user = userEvent.setup();
    const { onConfirm } = ask("default");
    await user.click(screen.getByRole("button", { name: "Logout" }));
    const confirm = await screen.findByRole("button", { name: "Yes, Logout" });
    expect(confirm).toHaveClass("bg-primary");
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Logout" })).toHaveFocus();
  });

  it("a question asked from inside another replaces it and still returns focus to the first button", async () => {
    viewport(1280);
    const user = userEvent.setup();
    const { trigger } = page();
    await user.click(trigger);
    await screen.findByRole("alertdialog", { name: "Deactivate Deacon Ade Obi?" });
    act(() => void confirmToast({ message: "Really?", confirmLabel: "Yes", onConfirm: vi.fn() }));
    const second = await screen.findByRole("alertdialog", { name: "Really?" });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
    expect(second).toHaveAttribute("data-placement", "anchored");
    await waitFor(() => expect(within(second).getByRole("button", { name: "Cancel" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(trigger).toHaveFocus();
  });

  it("goes with the page that showed it: a Toaster mounted later does not bring back an unanswered question", async () => {
    const first = render(<Toaster />);
    act(
      () =>
        void confirmToast({
          message: "Are you sure you want to logout?",
          confirmLabel: "Yes, Logout",
          onConfirm: vi.fn(),
        }),
    );
    await screen.findByRole("alertdialog");
    first.unmount();
    render(<Toaster />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
