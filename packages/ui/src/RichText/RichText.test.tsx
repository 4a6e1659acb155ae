import { render, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { RichText } from "./RichText";

describe("RichText", () => {
  it("renders paragraphs and line breaks as text", () => {
    const { container } = render(<RichText text={"Week one\nServant leadership\n\nWeek two"} />);
    const paragraphs = container.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelectorAll("br")).toHaveLength(1);
    expect(paragraphs[0]).toHaveTextContent("Week oneServant leadership");
    expect(paragraphs[1]).toHaveTextContent("Week two");
  });

  it("opens plain links in a new tab without opener or referrer, and says so", () => {
    render(<RichText text="Reading list: https://example.org/reading." />);
    const link = screen.getByRole("link", { name: "https://example.org/reading, opens in a new tab" });
    expect(link).toHaveAttribute("href", "https://example.org/reading");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.parentElement).toHaveTextContent(
      /^Reading list: https:\/\/example\.org\/reading, opens in a new tab\.$/,
    );
  });

  it("embeds a YouTube link as a lazy, titled, sandboxed youtube-nocookie frame", () => {
    render(<RichText text="Lecture: https://www.youtube.com/watch?v=dQw4w9WgXcQ" />);
    const frame = screen.getByTitle("YouTube video");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame.getAttribute("sandbox")).toContain("allow-scripts");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("embeds a Vimeo link", () => {
    render(<RichText text="https://vimeo.com/76979871" />);
    expect(screen.getByTitle("Vimeo video")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871?dnt=1",
    );
  });

  it("shows a PDF preview frame and a link to the PDF", () => {
    render(<RichText text="Notes: https://example.org/notes/week1.pdf" />);
    const frame = screen.getByTitle("PDF preview: week1.pdf");
    expect(frame).toHaveAttribute("src", "https://example.org/notes/week1.pdf");
    expect(frame).toHaveAttribute("loading", "lazy");
    const link = screen.getByRole("link", { name: /week1\.pdf/ });
    expect(link).toHaveAttribute("href", "https://example.org/notes/week1.pdf");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("embeds Google Slides through the embed URL", () => {
    render(<RichText text="https://docs.google.com/presentation/d/1AbC_d-E/edit?usp=sharing" />);
    expect(screen.getByTitle("Google Slides presentation")).toHaveAttribute(
      "src",
      "https://docs.google.com/presentation/d/1AbC_d-E/embed",
    );
  });

  it("renders only links with embeds={false}", () => {
    const { container } = render(
      <RichText
        embeds={false}
        text="https://youtu.be/dQw4w9WgXcQ https://example.org/a.pdf https://docs.google.com/presentation/d/1AbC/edit"
      />,
    );
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "https://youtu.be/dQw4w9WgXcQ",
      "https://example.org/a.pdf",
      "https://docs.google.com/presentation/d/1AbC/edit",
    ]);
  });

  it.each([
    ["<script>alert(1)</script>"],
    ["javascript:alert(1)"],
    ["JAVASCRIPT:alert(1)"],
    ["  javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:msgbox(1)"],
    ['<a href="javascript:alert(1)">click</a>'],
    ['<img src=x onerror="alert(1)">'],
    ["file:///etc/passwd"],
  ])("keeps hostile input %j as inert text", (text) => {
    const { container } = render(<RichText text={text} />);
    expect(container.querySelector("script, img, iframe, a, object, embed")).toBeNull();
    expect(container).toHaveTextContent(text.trim());
  });

  it("shows markup around an https URL as text, with the URL as a plain link", () => {
    const { container } = render(<RichText text={'<iframe src="https://evil.example"></iframe>'} />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link")).toHaveAttribute("href", "https://evil.example/");
    expect(container).toHaveTextContent('<iframe src="https://evil.example, opens in a new tab"></iframe>');
  });

  it("ends a link at a quote so no attribute can be injected", () => {
    const { container } = render(<RichText text={'https://evil.example/"onmouseover=alert(1) tail'} />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://evil.example/");
    expect(link).not.toHaveAttribute("onmouseover");
    expect(container.querySelector("[onmouseover]")).toBeNull();
    expect(container).toHaveTextContent('"onmouseover=alert(1) tail');
  });

  it("handles mixed text with safe and unsafe links", () => {
    render(
      <RichText
        text={"Read https://example.org/a, not javascript:alert(1) or data:text/html,x.\nThen <b>bold</b>?"}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://example.org/a");
    expect(screen.getByText(/not javascript:alert\(1\) or data:text\/html,x\./)).toBeInTheDocument();
    expect(screen.getByText(/Then <b>bold<\/b>\?/)).toBeInTheDocument();
  });

  it("gives several embeds of one kind unique titles", () => {
    render(<RichText text={"https://youtu.be/dQw4w9WgXcQ\nhttps://youtu.be/aaaaaaaaaaa"} />);
    expect(screen.getByTitle("YouTube video 1")).toBeInTheDocument();
    expect(screen.getByTitle("YouTube video 2")).toBeInTheDocument();
  });

  it("renders nothing inside for empty text", () => {
    const { container } = render(<RichText text="" />);
    expect(container.querySelector("[data-slot='rich-text']")).toBeEmptyDOMElement();
  });

  it("never writes raw HTML", () => {
    const source = ["RichText.tsx", "parseRichText.ts"]
      .map((file) => readFileSync(path.join(import.meta.dirname, file), "utf8"))
      .join("\n");
    expect(source).not.toMatch(/dangerouslySetInnerHTML|innerHTML|insertAdjacentHTML|DOMParser/);
  });
});
