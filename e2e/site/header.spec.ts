import { expect, test, type Page } from "@playwright/test";

/** The header's behaviour (docs/product.md §2.1, §4): the Login/Logout link and the mobile menu. */

const authLink = (page: Page) => page.locator("#site-nav [data-auth-link]");

/** Fires the `storage` event another tab would cause (session storage changes do not cross tabs). */
async function storageEvent(page: Page, key: string | null): Promise<void> {
  await page.evaluate((k) => window.dispatchEvent(new StorageEvent("storage", { key: k })), key);
}

test.describe("Login ↔ Logout", () => {
  test("reads Logout exactly while session storage holds authToken", async ({ page }) => {
    await page.goto("/about");
    await expect(authLink(page)).toHaveText("Login");
    await expect(authLink(page)).toHaveAttribute("href", "/login");

    await page.evaluate(() => sessionStorage.setItem("authToken", "token-1"));
    await storageEvent(page, "authToken");
    await expect(authLink(page)).toHaveText("Logout");
    await expect(authLink(page)).toHaveAttribute("href", "/");

    // Other keys do not trigger a re-check; a full clear (key null) does.
    await page.evaluate(() => sessionStorage.removeItem("authToken"));
    await storageEvent(page, "userId");
    await expect(authLink(page)).toHaveText("Logout");
    await storageEvent(page, null);
    await expect(authLink(page)).toHaveText("Login");
  });

  test("is checked on load and on the portal's user-logout event", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => sessionStorage.setItem("authToken", "token-2"));
    await page.reload();
    await expect(authLink(page)).toHaveText("Logout");

    await page.goto("/faq");
    await expect(authLink(page)).toHaveText("Logout");

    await page.evaluate(() => {
      sessionStorage.clear();
      window.dispatchEvent(new Event("user-logout"));
    });
    await expect(authLink(page)).toHaveText("Login");
  });

  test("Logout signs out on the server, clears both storages and goes to /", async ({ page }) => {
    const signOuts: Array<{ method: string; authorization: string | undefined }> = [];
    await page.route("**/api/v1/sign_out", async (route) => {
      signOuts.push({
        method: route.request().method(),
        authorization: route.request().headers()["authorization"],
      });
      await route.fulfill({ status: 204 });
    });
    await page.goto("/programs");
    await page.evaluate(() => {
      sessionStorage.setItem("authToken", "token-3");
      sessionStorage.setItem("userId", "7");
      localStorage.setItem("userData", "{}");
    });
    await page.reload();
    await authLink(page).click();

    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe("/");
    expect(signOuts).toEqual([{ method: "POST", authorization: "Bearer token-3" }]);
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
    await expect(authLink(page)).toHaveText("Login");
  });

  test("Logout does not wait for a server that never answers", async ({ page }) => {
    await page.route("**/api/v1/sign_out", () => {
      // Never answered: the header gives up after its short timeout.
    });
    await page.goto("/contact");
    await page.evaluate(() => sessionStorage.setItem("authToken", "token-4"));
    await page.reload();
    const started = Date.now();
    await authLink(page).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();
  });

  test("Logout clears the session even when the server call fails", async ({ page }) => {
    await page.route("**/api/v1/sign_out", (route) => route.abort("connectionrefused"));
    await page.goto("/faculty");
    await page.evaluate(() => sessionStorage.setItem("authToken", "token-5"));
    await page.reload();
    await authLink(page).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem("authToken"))).toBeNull();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a labelled button opens and closes the navigation", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-controls", "site-nav");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "About",
      "Programs",
      "Faculty",
      "FAQs",
      "Contact",
      "Login",
    ]);

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
  });

  test("works from the keyboard; Escape closes and returns focus to the button", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("button", { name: "Menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
    ).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("a link in the open menu navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faq\/?$/);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("growing past 768 px shows the links and hides the button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });
});

test("at 1280 px the navigation shows without a menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }),
  ).toBeVisible();
});

test("without JavaScript the navigation stays reachable on small screens", async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    baseURL,
  });
  const page = await context.newPage();
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  await context.close();
});
