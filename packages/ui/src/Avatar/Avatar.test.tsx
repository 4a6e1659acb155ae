import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Avatar, initialsOf } from "./Avatar";

/** jsdom never loads images; this stand-in for window.Image loads (or fails) on the next tick. */
function stubImage(outcome: "load" | "error") {
  class FakeImage extends EventTarget {
    complete = false;
    naturalWidth = 0;
    referrerPolicy = "";
    crossOrigin: string | null = null;
    set src(_value: string) {
      setTimeout(() => {
        this.complete = true;
        this.naturalWidth = outcome === "load" ? 64 : 0;
        this.dispatchEvent(new Event(outcome));
      }, 0);
    }
  }
  vi.stubGlobal("Image", FakeImage);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("initialsOf", () => {
  it.each([
    ["Ada Obi", "AO"],
    ["ada obi", "AO"],
    ["Ada N. Obi", "AO"],
    ["  Ada   Obi  ", "AO"],
    ["Ada", "A"],
    ["Émile Zola", "ÉZ"],
    ["Chidi (Facilitator) Okafor", "CO"],
    ["Ọlá Adé", "ỌA"],
    ["", ""],
    ["   ", ""],
    ["- -", ""],
  ])("%j → %j", (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe("Avatar", () => {
  it("shows the initials as an image named after the person when there is no picture", () => {
    render(<Avatar name="Ada Obi" />);
    const avatar = screen.getByRole("img", { name: "Ada Obi" });
    expect(avatar).toHaveTextContent("AO");
  });

  it("uses alt as the name when given", () => {
    render(<Avatar name="Ada Obi" alt="Ada Obi, facilitator" />);
    expect(screen.getByRole("img", { name: "Ada Obi, facilitator" })).toHaveTextContent("AO");
  });

  it("is hidden from assistive technology with alt=''", () => {
    const { container } = render(<Avatar name="Ada Obi" alt="" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container).toHaveTextContent("AO");
  });

  it("shows the picture with its alt once it has loaded", async () => {
    stubImage("load");
    render(<Avatar name="Ada Obi" src="/faculty/ada.jpg" />);
    // initials first, then the loaded picture replaces them
    expect(screen.getByRole("img", { name: "Ada Obi" })).toHaveTextContent("AO");
    await vi.waitFor(() => expect(screen.getByRole("img", { name: "Ada Obi" }).tagName).toBe("IMG"));
    expect(screen.getByRole("img", { name: "Ada Obi" })).toHaveAttribute("src", "/faculty/ada.jpg");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByText("AO")).toBeNull();
  });

  it("keeps the initials when the picture fails to load", async () => {
    stubImage("error");
    render(<Avatar name="Bola Eze" src="/missing.jpg" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const avatar = screen.getByRole("img", { name: "Bola Eze" });
    expect(avatar.tagName).toBe("SPAN");
    expect(avatar).toHaveTextContent("BE");
  });

  it("shows a person icon when the name has no letters", () => {
    const { container } = render(<Avatar name="" alt="Unknown Student" />);
    expect(screen.getByRole("img", { name: "Unknown Student" })).toBeInTheDocument();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it.each([
    ["sm", "size-8"],
    ["md", "size-10"],
    ["lg", "size-16"],
  ] as const)("applies size %s", (size, cls) => {
    const { container } = render(<Avatar name="Ada Obi" size={size} />);
    expect(container.querySelector("[data-slot='avatar']")).toHaveClass(cls);
  });
});
