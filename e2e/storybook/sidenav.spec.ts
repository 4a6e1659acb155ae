import { expect, test, type Page } from "@playwright/test";

import { axeViolations, openStory, storyId } from "../support/storybook";

/** SideNav at phone width: the labelled toggle, its state, and the ways to close the menu; axe in both layouts. */

function sideNav(page: Page) {
  const root = page.locator("#storybook-root");
  return {
    toggle: root.locator('[data-slot="side-nav"] button[aria-controls]'),
    nav: root.getByRole("navigation", { name: "Portal" }),
    overlay: root.locator('[data-slot="side-nav-overlay"]'),
  };
}

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the toggle is labelled, flips aria-expanded, and the overlay or Escape closes the menu", async ({
    page,
  }) => {
    await openStory(page, storyId("UI/SideNav", "MobileClosed"));
    const { toggle, nav, overlay } = sideNav(page);

    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Open menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Close menu");
    await expect(nav).toBeVisible();
    await expect(overlay).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Click the overlay beside the panel (its right edge; the panel is at most 85% of the width).
    const box = await overlay.boundingBox();
    if (!box) throw new Error("overlay has no box");
    await overlay.click({ position: { x: box.width - 10, y: box.height / 2 } });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(overlay).toHaveCount(0);

    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("axe: closed menu", async ({ page }) => {
    await openStory(page, storyId("UI/SideNav", "MobileClosed"));
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu is always shown and the toggle is gone; axe", async ({ page }) => {
    await openStory(page, storyId("UI/SideNav", "Student"));
    const { toggle, nav } = sideNav(page);
    await expect(nav).toBeVisible();
    await expect(toggle).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });
});
