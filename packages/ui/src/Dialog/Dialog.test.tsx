import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../Button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "./Dialog";

function DeleteCourse({ onDelete = vi.fn() }: { onDelete?: () => void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete course</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete this course?</DialogTitle>
        <DialogDescription>Its topics and assignments go with it.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDelete}>
            Yes, Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe("Dialog", () => {
  it("opens a named, described modal dialog and moves focus into it", async () => {
    const user = userEvent.setup();
    render(<DeleteCourse />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete course" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this course?" });
    expect(dialog).toHaveAccessibleDescription("Its topics and assignments go with it.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    // the page behind is hidden from assistive technology while it is open
    expect(screen.queryByRole("button", { name: "Delete course" })).not.toBeInTheDocument();
  });

  it("keeps Tab inside the dialog, ending on the Close button", async () => {
    const user = userEvent.setup();
    render(<DeleteCourse />);
    await user.click(screen.getByRole("button", { name: "Delete course" }));
    const dialog = screen.getByRole("dialog");
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Yes, Delete" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
  });

  it.each([
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    [
      "the Close button",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Close" })),
    ],
    [
      "a DialogClose",
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole("button", { name: "Cancel" })),
    ],
  ])("closes with %s and returns focus to the trigger", async (_how, close) => {
    const user = userEvent.setup();
    render(<DeleteCourse />);
    await user.click(screen.getByRole("button", { name: "Delete course" }));
    await close(user);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Delete course" })).toHaveFocus();
  });

  it("runs footer actions", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<DeleteCourse onDelete={onDelete} />);
    await user.click(screen.getByRole("button", { name: "Delete course" }));
    await user.click(screen.getByRole("button", { name: "Yes, Delete" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("can hide the Close button", () => {
    render(
      <Dialog defaultOpen>
        <DialogContent showCloseButton={false} aria-describedby={undefined}>
          <DialogTitle>Working…</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole("dialog", { name: "Working…" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
  });
});
