// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  embedFor,
  parseRichText,
  parseStartSeconds,
  tokenizeLine,
  toHttpUrl,
  trimUrlCandidate,
  type RichTextToken,
} from "./parseRichText";

/** Compact view of tokens: text as-is, links as [href], embeds as {kind src}. */
function view(tokens: RichTextToken[]): string[] {
  return tokens.map((token) =>
    token.type === "text"
      ? token.text
      : token.type === "link"
        ? `[${token.href}]`
        : `{${token.embed.kind} ${token.embed.src}}`,
  );
}

describe("trimUrlCandidate", () => {
  it.each([
    ["https://a.example/x.", "https://a.example/x"],
    ["https://a.example/x,", "https://a.example/x"],
    ["https://a.example/x;:!?", "https://a.example/x"],
    ["https://a.example/x...", "https://a.example/x"],
    ["https://a.example/x'", "https://a.example/x"],
    ["https://a.example/x)", "https://a.example/x"],
    ["https://a.example/x).", "https://a.example/x"],
    ["https://en.wikipedia.org/wiki/Foo_(bar)", "https://en.wikipedia.org/wiki/Foo_(bar)"],
    ["https://en.wikipedia.org/wiki/Foo_(bar))", "https://en.wikipedia.org/wiki/Foo_(bar)"],
    ["https://en.wikipedia.org/wiki/Foo_(bar)).", "https://en.wikipedia.org/wiki/Foo_(bar)"],
    ["https://a.example/[1]", "https://a.example/[1]"],
    ["https://a.example/x]", "https://a.example/x"],
    ["https://a.example/?q=1&r=2", "https://a.example/?q=1&r=2"],
    ["https://a.example/#frag", "https://a.example/#frag"],
    ["https://a.example:8080/", "https://a.example:8080/"],
  ])("%s → %s", (raw, expected) => {
    expect(trimUrlCandidate(raw)).toBe(expected);
  });
});

describe("toHttpUrl", () => {
  it.each([
    ["https://example.org", "https://example.org/"],
    ["HTTPS://EXAMPLE.ORG/Path", "https://example.org/Path"],
    ["https://exämple.org/", "https://xn--exmple-cua.org/"],
    ["javascript:alert(1)", null],
    ["JaVaScRiPt:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["vbscript:msgbox(1)", null],
    ["file:///etc/passwd", null],
    ["ftp://example.org/file", null],
    ["mailto:someone@example.org", null],
    ["https://", null],
    ["https://[::1", null],
    ["https://user:pass@example.org/", null],
    ["https://trusted.example@evil.example/", null],
    ["example.org", null],
    ["//example.org", null],
  ])("%s → %s", (candidate, expected) => {
    expect(toHttpUrl(candidate)?.href ?? null).toBe(expected);
  });
});

describe("parseStartSeconds", () => {
  it.each([
    [null, null],
    ["", null],
    ["90", 90],
    ["90s", 90],
    ["1m30s", 90],
    ["1h2m3s", 3723],
    ["2m", 120],
    ["0", null],
    ["abc", null],
    ["1m30x", null],
    ["-5", null],
  ])("%j → %j", (value, expected) => {
    expect(parseStartSeconds(value)).toBe(expected);
  });
});

describe("embedFor", () => {
  const nocookie = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
  it.each([
    // YouTube
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "video", nocookie],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2", "video", nocookie],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "video", nocookie],
    ["https://youtu.be/dQw4w9WgXcQ", "video", nocookie],
    ["https://youtu.be/dQw4w9WgXcQ?t=90", "video", `${nocookie}?start=90`],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "video", `${nocookie}?start=90`],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "video", nocookie],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=15", "video", `${nocookie}?start=15`],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "video", nocookie],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "video", nocookie],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "video", nocookie],
    ["https://www.youtube.com/watch?v=short", null, null],
    ["https://www.youtube.com/watch?v=%3Cscript%3E", null, null],
    ["https://www.youtube.com/watch", null, null],
    ["https://www.youtube.com/@academy", null, null],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ", null, null],
    ["https://evil.example/youtube.com/embed/dQw4w9WgXcQ", null, null],
    // Vimeo
    ["https://vimeo.com/76979871", "video", "https://player.vimeo.com/video/76979871?dnt=1"],
    [
      "https://vimeo.com/76979871/abc123def",
      "video",
      "https://player.vimeo.com/video/76979871?dnt=1&h=abc123def",
    ],
    [
      "https://vimeo.com/channels/staffpicks/76979871",
      "video",
      "https://player.vimeo.com/video/76979871?dnt=1",
    ],
    [
      "https://player.vimeo.com/video/76979871?h=abc123",
      "video",
      "https://player.vimeo.com/video/76979871?dnt=1&h=abc123",
    ],
    [
      "https://player.vimeo.com/video/76979871?h=%22x",
      "video",
      "https://player.vimeo.com/video/76979871?dnt=1",
    ],
    ["https://vimeo.com/about", null, null],
    // PDF
    ["https://example.org/notes/week1.pdf", "pdf", "https://example.org/notes/week1.pdf"],
    ["https://example.org/NOTES.PDF?download=1", "pdf", "https://example.org/NOTES.PDF?download=1"],
    ["https://example.org/pdf/notes", null, null],
    // Google Slides and Docs
    [
      "https://docs.google.com/presentation/d/1AbC_d-E/edit#slide=id.p",
      "google",
      "https://docs.google.com/presentation/d/1AbC_d-E/embed",
    ],
    [
      "https://docs.google.com/presentation/d/e/2PACX-1vR/pub?start=false",
      "google",
      "https://docs.google.com/presentation/d/e/2PACX-1vR/embed",
    ],
    [
      "https://docs.google.com/document/d/1XyZ/edit?usp=sharing",
      "google",
      "https://docs.google.com/document/d/1XyZ/preview",
    ],
    [
      "https://docs.google.com/document/d/e/2PACX-1vQ/pub",
      "google",
      "https://docs.google.com/document/d/e/2PACX-1vQ/pub?embedded=true",
    ],
    ["https://docs.google.com/spreadsheets/d/1XyZ/edit", null, null],
    ["https://docs.google.com/presentation/d/%3Cx%3E/edit", null, null],
    ["https://docs.google.com.evil.example/presentation/d/1AbC/edit", null, null],
    // everything else
    ["https://example.org/", null, null],
  ])("%s → %s %s", (href, kind, src) => {
    const embed = embedFor(new URL(href));
    expect(embed?.kind ?? null).toBe(kind);
    expect(embed?.src ?? null).toBe(src);
  });

  it("names embeds for assistive technology", () => {
    expect(embedFor(new URL("https://youtu.be/dQw4w9WgXcQ"))?.title).toBe("YouTube video");
    expect(embedFor(new URL("https://vimeo.com/76979871"))?.title).toBe("Vimeo video");
    expect(embedFor(new URL("https://example.org/a/Week%201%20notes.pdf"))?.title).toBe(
      "PDF preview: Week 1 notes.pdf",
    );
    expect(embedFor(new URL("https://example.org/%E0%A4%A.pdf"))?.title).toBe("PDF preview: %E0%A4%A.pdf");
    expect(embedFor(new URL("https://docs.google.com/presentation/d/1AbC/edit"))?.title).toBe(
      "Google Slides presentation",
    );
    expect(embedFor(new URL("https://docs.google.com/document/d/1AbC/edit"))?.title).toBe(
      "Google Docs document",
    );
  });
});

describe("tokenizeLine", () => {
  it.each<[string, string[]]>([
    ["no links here", ["no links here"]],
    ["https://example.org", ["[https://example.org/]"]],
    ["See https://example.org/a.", ["See ", "[https://example.org/a]", "."]],
    ["(see https://example.org/a)", ["(see ", "[https://example.org/a]", ")"]],
    [
      "Wiki: https://en.wikipedia.org/wiki/Foo_(bar), more",
      ["Wiki: ", "[https://en.wikipedia.org/wiki/Foo_(bar)]", ", more"],
    ],
    ["<https://example.org/>", ["<", "[https://example.org/]", ">"]],
    ['"https://example.org/"', ['"', "[https://example.org/]", '"']],
    [
      "a https://a.example b http://b.example/x c",
      ["a ", "[https://a.example/]", " b ", "[http://b.example/x]", " c"],
    ],
    // never links: other schemes and URLs glued to other text
    ["javascript:alert(1)", ["javascript:alert(1)"]],
    ["JaVaScRiPt:alert(document.cookie)", ["JaVaScRiPt:alert(document.cookie)"]],
    ["data:text/html,<script>alert(1)</script>", ["data:text/html,<script>alert(1)</script>"]],
    ["data:text/html,https://evil.example", ["data:text/html,https://evil.example"]],
    ["javascript:https://evil.example", ["javascript:https://evil.example"]],
    ["vbscript:msgbox(1)", ["vbscript:msgbox(1)"]],
    ["xhttps://example.org", ["xhttps://example.org"]],
    ["www.example.org", ["www.example.org"]],
    ["ftp://example.org/file", ["ftp://example.org/file"]],
    ["https://user:pass@evil.example/", ["https://user:pass@evil.example/"]],
    ["https:// nothing", ["https:// nothing"]],
    // markup is text; a quote ends the URL so no attribute can be smuggled in
    ["<script>alert(1)</script>", ["<script>alert(1)</script>"]],
    ['https://evil.example/"onmouseover=alert(1)', ["[https://evil.example/]", '"onmouseover=alert(1)']],
    // a single quote may be part of a URL; React still writes it as one attribute value
    ["https://evil.example/'onmouseover=alert(1)", ["[https://evil.example/'onmouseover=alert(1)]"]],
    ['<a href="javascript:alert(1)">x</a>', ['<a href="javascript:alert(1)">x</a>']],
    ['<img src=x onerror="alert(1)">', ['<img src=x onerror="alert(1)">']],
  ])("%j", (line, expected) => {
    expect(view(tokenizeLine(line, true))).toEqual(expected);
  });

  it("keeps the URL as written for display and the normalised URL as href", () => {
    const [token] = tokenizeLine("HTTPS://Example.ORG/Path", true);
    expect(token).toEqual({
      type: "link",
      text: "HTTPS://Example.ORG/Path",
      href: "https://example.org/Path",
    });
  });

  it("turns video, PDF and slides URLs into embeds, or into links when embeds are off", () => {
    const line = "Watch https://youtu.be/dQw4w9WgXcQ and read https://example.org/notes.pdf";
    expect(view(tokenizeLine(line, true))).toEqual([
      "Watch ",
      "{video https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ}",
      " and read ",
      "{pdf https://example.org/notes.pdf}",
    ]);
    expect(view(tokenizeLine(line, false))).toEqual([
      "Watch ",
      "[https://youtu.be/dQw4w9WgXcQ]",
      " and read ",
      "[https://example.org/notes.pdf]",
    ]);
  });
});

describe("parseRichText", () => {
  it("splits paragraphs on blank lines and lines on single breaks, for any line ending", () => {
    const text = "First line\r\nsecond line\r\n\r\n\r\nNew paragraph\rafter CR\n   \nLast";
    expect(parseRichText(text).map((paragraph) => paragraph.map(view))).toEqual([
      [["First line"], ["second line"]],
      [["New paragraph"], ["after CR"]],
      [["Last"]],
    ]);
  });

  it("returns nothing for empty or blank text", () => {
    expect(parseRichText("")).toEqual([]);
    expect(parseRichText(" \n\n \t")).toEqual([]);
  });

  it("numbers embed titles of the same kind so every frame has a unique name", () => {
    const text = "https://youtu.be/dQw4w9WgXcQ\nhttps://vimeo.com/1\nhttps://youtu.be/aaaaaaaaaaa";
    const titles = parseRichText(text)
      .flat(2)
      .map((token) => (token.type === "embed" ? token.embed.title : null));
    expect(titles).toEqual(["YouTube video 1", "Vimeo video", "YouTube video 2"]);
  });
});
