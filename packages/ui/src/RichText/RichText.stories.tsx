import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { RichText } from "./RichText";
import { sizedTo } from "../lib/story";

const meta = {
  title: "UI/RichText",
  component: RichText,
  args: { text: "" },
  // The embeds are third-party frames (and offline here): axe audits this page, not YouTube's or Google's.
  parameters: { a11y: { options: { iframes: false } } },
  decorators: [sizedTo("max-w-3xl")],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainText: Story = {
  args: {
    text: "This course introduces servant leadership.\nRead chapter one before the first class.\n\nEach class level ends with team presentations.",
  },
  play: async ({ canvas, canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll("[data-slot='rich-text'] p");
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[0]?.querySelectorAll("br")).toHaveLength(1);
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Links: Story = {
  args: {
    text: "Reading list: https://example.org/reading-list. See also (https://en.wikipedia.org/wiki/Servant_leadership).",
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://example.org/reading-list",
      "https://en.wikipedia.org/wiki/Servant_leadership",
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(/opens in a new tab$/);
    }
  },
};

export const VideoEmbed: Story = {
  args: {
    text: "Lecture video:\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nGuest talk: https://vimeo.com/76979871",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle("YouTube video")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    await expect(canvas.getByTitle("Vimeo video")).toHaveAttribute("loading", "lazy");
  },
};

export const PdfEmbed: Story = {
  args: { text: "Lecture notes: https://example.org/notes/week1.pdf" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle("PDF preview: week1.pdf")).toHaveAttribute(
      "src",
      "https://example.org/notes/week1.pdf",
    );
    await expect(canvas.getByRole("link", { name: /week1\.pdf/ })).toHaveAttribute("target", "_blank");
  },
};

export const SlidesEmbed: Story = {
  args: { text: "Slides: https://docs.google.com/presentation/d/1AbC_d-E/edit?usp=sharing" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle("Google Slides presentation")).toHaveAttribute(
      "src",
      "https://docs.google.com/presentation/d/1AbC_d-E/embed",
    );
  },
};

/** `embeds={false}` for compact lists: every URL is a plain link. */
export const LinksOnly: Story = {
  args: {
    embeds: false,
    text: "Video https://youtu.be/dQw4w9WgXcQ and notes https://example.org/notes/week1.pdf",
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("iframe")).toBeNull();
    await expect(canvas.getAllByRole("link")).toHaveLength(2);
  },
};

/** Markup and non-http(s) "links" stay inert text; only the genuine https URL becomes a link. */
export const HostileInput: Story = {
  args: {
    text: [
      "<script>alert(1)</script>",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      '<img src=x onerror="alert(1)">',
      'https://evil.example/"onmouseover=alert(1)',
    ].join("\n"),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvasElement.querySelector("script, img, iframe, object, embed, [onmouseover], [onerror]"),
    ).toBeNull();
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute("href", "https://evil.example/");
    await expect(canvas.getByText(/javascript:alert\(1\)/)).toBeVisible();
  },
};
