import { expect, test, type Page } from "@playwright/test";

import { faculty, PORTAL_SHELLS, programmes, PUBLIC_PAGES, settings } from "./content";

/** Texts and links of every public page, against the real server (docs/product.md §1, §2.1). */

async function hrefsOf(page: Page, selector: string): Promise<Array<{ text: string; href: string | null }>> {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => ({ text: (a.textContent ?? "").trim(), href: a.getAttribute("href") })),
    );
}

test.describe("header", () => {
  test("logo and the navigation links in SPEC order, the current page marked", async ({ page }) => {
    await page.goto("/programs");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Christian Leadership Academy" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(banner.locator("svg").first()).toBeVisible();
    expect(await hrefsOf(page, "#site-nav a")).toEqual([
      { text: "Home", href: "/" },
      { text: "About", href: "/about" },
      { text: "Programs", href: "/programs" },
      { text: "Faculty", href: "/faculty" },
      { text: "FAQs", href: "/faq" },
      { text: "Contact", href: "/contact" },
      { text: "Login", href: "/login" },
    ]);
    await expect(page.locator('#site-nav a[aria-current="page"]')).toHaveText("Programs");
  });

  test("faculty member pages mark Faculty as the current section", async ({ page }) => {
    await page.goto(`/faculty/${faculty[0]!.id}`);
    await expect(page.locator('#site-nav a[aria-current="page"]')).toHaveText("Faculty");
  });
});

test.describe("footer", () => {
  test("academy text, copyright 2025 and every link", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("committed to providing high-quality, faith-based training");
    await expect(footer).toContainText("servant-transformational leaders who bring true change");
    await expect(footer).toContainText("© 2025 Christian Leadership Academy");
    expect(await hrefsOf(page, "footer a")).toEqual([
      { text: "About", href: "/about" },
      { text: "Faculties", href: "/facaulty" },
      { text: "Help | FAQs", href: "/faq" },
      { text: "Contact", href: "/contact" },
      { text: "Contact Developer (opens in a new tab)", href: settings.developerChatUrl },
      { text: "LinkedIn", href: settings.linkedInUrl },
      { text: "YouTube", href: settings.youTubeUrl },
      { text: settings.website, href: `https://${settings.website}` },
      { text: settings.email, href: `mailto:${settings.email}` },
    ]);
    const developer = footer.getByRole("link", { name: "Contact Developer" });
    await expect(developer).toHaveAttribute("target", "_blank");
    await expect(developer).toHaveAttribute("rel", "noopener noreferrer");
    // Bare values: shown without a scheme.
    await expect(footer.getByText(`Website: ${settings.website}`)).toBeVisible();
    await expect(footer.getByText(`Email: ${settings.email}`)).toBeVisible();
    expect(settings.website).not.toMatch(/^[a-z]+:/i);
  });

  test("Faculties (/facaulty) reaches the faculty page with a permanent redirect", async ({
    page,
    request,
  }) => {
    const response = await request.get("/facaulty", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).toBe("/faculty");

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Faculties" }).click();
    await expect(page).toHaveURL(/\/faculty\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Faculty");
  });
});

test("home: title, initiative, tagline and APPLY HERE to the application form", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("CHRISTIAN LEADERSHIP ACADEMY");
  const main = page.getByRole("main");
  await expect(main.getByText(settings.initiative)).toBeVisible();
  expect(settings.initiative).toMatch(/Foundation Education Support Initiative/i);
  await expect(main.getByText(settings.tagline, { exact: true })).toBeVisible();
  expect(settings.tagline).toBe(
    "Our academy is committed to providing high-quality, faith-based training to students worldwide.",
  );
  const apply = main.getByRole("link", { name: "APPLY HERE" });
  await expect(apply).toHaveAttribute("href", settings.applicationFormUrl);
  // The academy's own online form (the link its previous site used), not an email.
  expect(settings.applicationFormUrl).toBe("https://forms.gle/LPTgtCnJDonnXkgh6");
  // A plain navigation: same tab, no script.
  await expect(apply).not.toHaveAttribute("target", /.*/);
});

test("about: mission, vision, free first year, online, monthly levels, certificate", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About the Academy");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(main).toContainText(
    "To develop Christian-driven leaders who are adaptive in bringing change and influential in advancing God's kingdom on earth.",
  );
  await expect(main.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(main).toContainText(
    "To produce servant-transformational leaders who bring true change in every endeavour of life.",
  );
  await expect(main).toContainText(
    "All courses are free for all students in the first year of the programme.",
  );
  await expect(main).toContainText("The programme is entirely online");
  await expect(main).toContainText("Each class level runs within a month and ends with team presentations.");
  await expect(main).toContainText("A certificate is given on completion of the programme.");
  await expect(main).toContainText("a supportive environment where believers grow spiritually");
});

test("programs: the three classes in order", async ({ page }) => {
  await page.goto("/programs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Programs");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Believer-Beginners' Class",
    "Minister-Service Class",
    "Leader-Managerial Class",
  ]);
  expect(programmes).toHaveLength(3);
  await expect(page.getByRole("main").getByRole("link", { name: "APPLY HERE" })).toHaveAttribute(
    "href",
    settings.applicationFormUrl,
  );
});

test.describe("faculty", () => {
  test("12 cards with photo, name and role, each linking to the member's page", async ({ page }) => {
    await page.goto("/faculty");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(12);
    expect(faculty).toHaveLength(12);
    for (const [index, member] of faculty.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", `/faculty/${member.id}`);
      await expect(link).toContainText(member.name);
      await expect(link).toContainText(member.role);
      // astro:assets: AVIF source, WebP fallback, explicit size.
      await expect(card.locator('source[type="image/avif"]')).toHaveCount(1);
      const img = card.locator("img");
      await expect(img).toHaveAttribute("src", /\.webp$/);
      await expect(img).toHaveAttribute("width", "320");
      await expect(img).toHaveAttribute("height", "320");
    }
    // Portraits really load (no broken images).
    await page.getByRole("main").getByRole("listitem").last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator("main img")
          .evaluateAll((imgs) => imgs.filter((i) => !(i as HTMLImageElement).naturalWidth).length),
      )
      .toBe(0);
  });

  for (const member of faculty) {
    test(`member page /faculty/${member.id}: bio, extra paragraphs, back link`, async ({ page }) => {
      const response = await page.goto(`/faculty/${member.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${member.name} | Christian Leadership Academy`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(member.name);
      const main = page.getByRole("main");
      await expect(main.getByText(member.role, { exact: true })).toBeVisible();
      await expect(main.getByText(member.bio, { exact: true })).toBeVisible();
      for (const paragraph of member.additionalInfo ?? []) {
        await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole("img", { name: `Portrait of ${member.name}` })).toBeVisible();
      await main.getByRole("link", { name: "Back to Faculty" }).click();
      await expect(page).toHaveURL(/\/faculty\/?$/);
    });
  }

  for (const path of ["/faculty/999", "/faculty/no-such-person/"]) {
    test(`unknown member ${path}: 404 with 'faculty member not found' and a back link`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("faculty member not found");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("main").getByRole("link", { name: "Back to Faculty" }).click();
      await expect(page).toHaveURL(/\/faculty\/?$/);
      await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(12);
    });
  }
});

test("an unknown page answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("contact", () => {
  test("fullName, email, whatsapp and a 5-row message, all required, with email and tel types", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const form = page.locator("form");
    const fullName = form.getByLabel("Full Name");
    const email = form.getByLabel("Email");
    const whatsapp = form.getByLabel("WhatsApp Number");
    const message = form.getByLabel("Message");
    await expect(fullName).toHaveAttribute("name", "fullName");
    await expect(email).toHaveAttribute("name", "email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(whatsapp).toHaveAttribute("name", "whatsapp");
    await expect(whatsapp).toHaveAttribute("type", "tel");
    await expect(message).toHaveAttribute("name", "message");
    await expect(message).toHaveAttribute("rows", "5");
    for (const field of [fullName, email, whatsapp, message])
      await expect(field).toHaveAttribute("required", "");
  });

  test("submitting validates, then does nothing: no request, no navigation", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    const requests: string[] = [];
    page.on("request", (request) => {
      // Chromium fetches the tab's icon whenever it likes; that is not the form.
      if (!/\/favicon\.(svg|ico)$/.test(request.url())) requests.push(`${request.method()} ${request.url()}`);
    });
    const form = page.locator("form");
    const send = form.getByRole("button", { name: "Send Message" });

    await send.click();
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    await expect(form.getByLabel("Full Name")).toBeFocused();

    await form.getByLabel("Full Name").fill("Ada Okafor");
    await form.getByLabel("Email").fill("not-an-email");
    await send.click();
    await expect(form.getByLabel("Email")).toBeFocused();

    await form.getByLabel("Email").fill("ada@example.org");
    await form.getByLabel("WhatsApp Number").fill("+234 800 000 0000");
    await form.getByLabel("Message").fill("I would like to know when the next cohort starts.");
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(true);
    await send.click();
    await page.waitForTimeout(500);

    expect(requests).toEqual([]);
    expect(new URL(page.url()).pathname).toMatch(/^\/contact\/?$/);
    expect(new URL(page.url()).search).toBe("");
    await expect(form.getByLabel("Message")).toHaveValue("I would like to know when the next cohort starts.");
  });
});

test.describe("portal shells", () => {
  // The shell is what the server sends. Without a session the island redirects guarded paths
  // to /login (and retitles the page) as soon as it runs, so it must not run here; the
  // portal project's tests cover the mounted island.
  test.use({ javaScriptEnabled: false });

  for (const shell of PORTAL_SHELLS) {
    test(`${shell.path} is served as the portal island in the site layout`, async ({ page }) => {
      const response = await page.goto(shell.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${shell.title} | Christian Leadership Academy`);
      if (shell.inPage) {
        // Its screen is in the page itself, so it can be found by search.
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expect(page.locator('main astro-island[client="load"]')).toHaveCount(1);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      } else {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.locator('main astro-island[client="only"]')).toHaveCount(1);
      }
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("any /portal/* path without a file gets the portal shell", async ({ page }) => {
    for (const path of ["/portal/dashboard", "/portal/courses/42", "/portal/events/"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle("Portal | Christian Leadership Academy");
      await expect(page.locator('main astro-island[client="only"]')).toHaveCount(1);
    }
  });
});

test.describe("metadata", () => {
  test("every public page has its own title and description, canonical and Open Graph tags", async ({
    page,
  }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/Christian Leadership Academy/);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(40);
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname, path).toBe(path);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute(
        "content",
        description ?? "",
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        "content",
        /\/og-image\.png$/,
      );
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute("content", canonical ?? "");
    }
    expect(titles.size).toBe(PUBLIC_PAGES.length);
  });

  test("robots.txt, sitemap, manifest and icons", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain("User-agent: *");
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);

    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)?.[1] ?? "";
    const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
    // Listed in the canonical form (no trailing slash), exactly the public pages.
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(listed.sort()).toEqual([...PUBLIC_PAGES].sort());

    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest.name).toBe("Christian Leadership Academy");
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const path of [
      "/favicon.ico",
      "/favicon.svg",
      "/apple-touch-icon.png",
      "/og-image.png",
      ...manifest.icons.map((icon) => icon.src),
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("public pages make no request outside their own origin", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && url.origin !== origin) foreign.push(request.url());
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.mouse.wheel(0, 10_000);
      await page.waitForLoadState("networkidle");
    }
    expect(foreign).toEqual([]);
  });
});
