import { describe, expect, it } from "vitest";

import { emailHref, HEADER_LINKS, isCurrent, websiteHref } from "./links";

describe("bare values get a working scheme", () => {
  it.each([
    ["cla.example.org", "https://cla.example.org"],
    ["www.example.org/academy", "https://www.example.org/academy"],
  ])("website %s → %s", (bare, href) => expect(websiteHref(bare)).toBe(href));

  it("email address → mailto:", () => {
    expect(emailHref("office@example.org")).toBe("mailto:office@example.org");
  });
});

describe("isCurrent", () => {
  it.each([
    ["/", "/", true],
    ["/", "/about", false],
    ["/about", "/about", true],
    ["/about", "/about/", true],
    ["/faculty", "/faculty/3", true],
    ["/faculty", "/faculty/not-found/", true],
    ["/faq", "/faqs", false],
    ["/faculty", "/", false],
  ])("link %s on page %s → %s", (href, pathname, expected) => {
    expect(isCurrent(href, pathname)).toBe(expected);
  });
});

it("the header links are docs/product.md's, in order (Login is added by the header)", () => {
  expect(HEADER_LINKS.map((link) => [link.label, link.href])).toEqual([
    ["Home", "/"],
    ["About", "/about"],
    ["Programs", "/programs"],
    ["Faculty", "/faculty"],
    ["FAQs", "/faq"],
    ["Contact", "/contact"],
  ]);
});
