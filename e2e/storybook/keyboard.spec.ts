import { expect, test } from "@playwright/test";

import { openStory, storyId } from "../support/storybook";

/** Keyboard use of the interactive components in real Chromium (real focus, real key events). */

test("Accordion: arrow keys move between headers, Enter and Space open one item at a time", async ({
  page,
}) => {
  await openStory(page, storyId("UI/Accordion", "Closed"));
  const root = page.locator("#storybook-root");
  const headers = root.getByRole("button");
  const open = root.locator('[aria-expanded="true"]');
  const count = await headers.count();
  expect(count).toBeGreaterThanOrEqual(3);

  await page.keyboard.press("Tab");
  await expect(headers.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(headers.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(headers.nth(0)).toBeFocused();
  await page.keyboard.press("End");
  await expect(headers.nth(count - 1)).toBeFocused();
  await page.keyboard.press("Home");
  await expect(headers.nth(0)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(headers.nth(0)).toHaveAttribute("aria-expanded", "true");
  const firstQuestion = (await headers.nth(0).innerText()).trim();
  await expect(root.getByRole("region", { name: firstQuestion })).toBeVisible();
  await expect(open).toHaveCount(1);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(headers.nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(headers.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(open).toHaveCount(1);
  await expect(root.getByRole("region")).toHaveCount(1);

  await page.keyboard.press("Space");
  await expect(headers.nth(1)).toHaveAttribute("aria-expanded", "false");
  await expect(open).toHaveCount(0);
});

test("Tabs: arrow keys move the selection, Tab moves into the panel", async ({ page }) => {
  await openStory(page, storyId("UI/Tabs", "FirstSelected"));
  const root = page.locator("#storybook-root");
  const tabs = root.getByRole("tab");
  await expect(tabs).toHaveCount(2);
  const [first, second] = [tabs.nth(0), tabs.nth(1)];

  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("ArrowRight");
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  const secondName = (await second.innerText()).trim();
  await expect(root.getByRole("tabpanel", { name: secondName })).toBeVisible();

  // The selection wraps around, and Home/End jump to the ends.
  await page.keyboard.press("ArrowRight");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(second).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(second).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("Tab");
  await expect(root.getByRole("tabpanel", { name: secondName })).toBeFocused();
});

test("Dialog: opens on Enter, keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
  await openStory(page, storyId("UI/Dialog", "Closed"));
  const trigger = page.locator("#storybook-root").getByRole("button", { name: "Rename topic" });
  const dialog = page.getByRole("dialog", { name: "Rename topic" });
  await expect(dialog).toHaveCount(0);

  await page.keyboard.press("Tab");
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInDialog()).toBe(true);

  // Round the dialog's controls both ways, more times than it has controls: focus never leaves it.
  const controls = await dialog.locator("button, input, textarea, select, a[href]").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < controls + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${i + 1} × ${key}`).toBe(true);
    }
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
