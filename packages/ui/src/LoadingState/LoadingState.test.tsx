import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingState } from "./LoadingState";

describe("LoadingState", () => {
  it("is one status whose visible text is what is loading", () => {
    render(<LoadingState label="Loading assignments..." />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^Loading assignments\.\.\.$/);
    // the spinner inside is decorative, so the text is not read twice
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it('says "Loading..." by default', () => {
    render(<LoadingState />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });
});
