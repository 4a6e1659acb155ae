import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmToast, dismissToasts, Toaster, TOAST_DURATION_MS } from "./Toaster";
import { toast as sonnerToast } from "sonner";

afterEach(() => {
  act(() => void dismissToasts());
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

describe("confirmToast", () => {
  function ask(onConfirm = vi.fn(), onCancel = vi.fn()) {
    render(
      <>
        <button
          type="button"
          onClick={() =>
            confirmToast({
              message: "Are you sure you want to logout?",
              confirmLabel: "Yes, Logout",
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

  it("asks in a toast that takes focus and calls onConfirm once on confirm", async () => {
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
