import { readFile } from "node:fs/promises";

import { test } from "@playwright/test";
import { extractText } from "unpdf";

import { DEMO, expect, portal, signIn, toast, expectAccessibleAtBothWidths } from "./support";

// The journey against the real server: the graduate of the demo's completed cohort opens
// /certificate from the profile, downloads the PDF, copies the verification link, and anyone opens it.
test.describe.configure({ timeout: 180_000 });

/** The demo student of Cohort Bethel, whose courses have all ended (README, start banner). */
const GRADUATE = { email: "student9@example.org", password: "demo-student", name: "Lydia Asante" };

test("a graduate downloads the certificate and shares its link; anyone verifies it", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const page = await context.newPage();
  await signIn(page, GRADUATE.email, GRADUATE.password);
  await expect(page).toHaveURL(/\/portal$/);

  // ── From the profile to the certificate ──
  await page.goto("/portal/profile");
  await portal(page).getByRole("link", { name: "Download Certificate" }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  const preview = portal(page).getByRole("article", { name: "Certificate of Completion" });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(GRADUATE.name)).toBeVisible();
  await expect(preview.getByText(/Cohort Bethel/)).toBeVisible();
  await expect(preview.getByText("Stewardship and Finance")).toBeVisible();
  const code = (await preview.locator(".font-mono").innerText()).trim();
  expect(code).toMatch(/^CLA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expectAccessibleAtBothWidths(page, "/certificate");

  // ── The PDF ──
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  const downloading = page.waitForEvent("download");
  await portal(page).getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  // A Latin name costs what it did: no Noto slice (decision 179).
  expect(fetched.filter((url) => url.includes("noto-sans"))).toEqual([]);
  expect(download.suggestedFilename()).toBe(`CLA_Certificate_${code}.pdf`);
  const bytes = await readFile(await download.path());
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  for (const expected of ["Certificate of Completion", "Cohort Bethel", "Stewardship and Finance", code])
    expect(flat).toContain(expected);
  expect(flat.replace(/ /g, "")).toContain(GRADUATE.name.replace(/ /g, ""));
  expect(flat).toContain(`/verify/${code}`);

  // ── The link ──
  await portal(page).getByRole("button", { name: "Copy verification link" }).click();
  await expect(toast(page, "Verification link copied.")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/verify/${code}$`));

  // ── Anyone, without a session, verifies it ──
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(new URL(link).pathname);
  const card = visitor.getByRole("region", { name: "Valid certificate" });
  await expect(card).toBeVisible();
  await expect(card.getByText(GRADUATE.name)).toBeVisible();
  await expect(card.getByText("Cohort Bethel")).toBeVisible();
  await expect(card.getByText("Stewardship and Finance")).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessibleAtBothWidths(visitor, "/verify/{code}");

  // ── An unknown code, typed into the form ──
  await visitor.goto("/verify");
  await visitor.getByLabel("Certificate code").fill("CLA-0000-0000-0000");
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor.getByText("No certificate matches this code.")).toBeVisible();
  await expect(visitor).toHaveURL(/\/verify\/CLA-0000-0000-0000$/);
  await expectAccessibleAtBothWidths(visitor, "/verify (not found)");
  await visitor.context().close();
  await context.close();
});

test("a graduate named in Arabic and Chinese gets that name back from the PDF, fetching only those scripts' fonts", async ({
  browser,
  baseURL,
}) => {
  // Another graduate of Cohort Bethel, renamed before the certificate is issued (it keeps the name at issue).
  const name = "محمد عبد الله 王秀英";
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, "student13@example.org", "demo-student");
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto("/portal/profile");
  await portal(page).getByRole("button", { name: "Edit Profile" }).click();
  await portal(page).getByLabel("Full Name").fill(name);
  await portal(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully!")).toBeVisible();

  await page.goto("/certificate");
  await expect(
    portal(page).getByRole("article", { name: "Certificate of Completion" }).getByText(name),
  ).toBeVisible();
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(request.url()));
  const downloading = page.waitForEvent("download");
  await portal(page).getByRole("button", { name: "Download PDF" }).click();
  const bytes = await readFile(await (await downloading).path());
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  // pdf.js gives a control character for the dots Noto's Arabic shaping draws as glyphs of their own
  // (they map to no letter); poppler's pdftotext gives the name alone (certificatePdf.test.ts).
  expect(text.replace(/[\p{Cc}\p{Cf}\s]/gu, "")).toContain(name.replace(/\s/g, ""));
  const slices = fetched.filter((url) => url.includes("noto-sans"));
  expect(slices.some((url) => url.includes("noto-sans-arabic-arabic-400-normal"))).toBe(true);
  expect(slices.some((url) => /noto-sans-sc-\d+-400-normal/.test(url))).toBe(true);
  expect(slices.some((url) => url.includes("noto-sans-thai"))).toBe(false);
  await context.close();
});

test("a graduate renamed twice in one session downloads the certificate again, its name line drawn each time", async ({
  browser,
  baseURL,
}) => {
  // Reported with names in every script (decision 179): after renames, one session's downloads came out
  // with a blank name line. A certificate keeps the name it was issued with (docs/api.md §6.11), so every
  // download of this session draws that name.
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, "student12@example.org", "demo-student");
  await expect(page).toHaveURL(/\/portal$/);

  /** Opens the certificate from the profile, checks the preview's name and returns the PDF's text. */
  async function downloadFromProfile(): Promise<{ issuedName: string; text: string }> {
    await page.goto("/portal/profile");
    await portal(page).getByRole("link", { name: "Download Certificate" }).click();
    const preview = portal(page).getByRole("article", { name: "Certificate of Completion" });
    await expect(preview).toBeVisible();
    // The name line: the paragraph after "This certifies that".
    const nameLine = preview.getByText("This certifies that").locator("xpath=following-sibling::p[1]");
    const issuedName = (await nameLine.innerText()).trim();
    const downloading = page.waitForEvent("download");
    await portal(page).getByRole("button", { name: "Download PDF" }).click();
    const bytes = await readFile(await (await downloading).path());
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return { issuedName, text: text.replace(/[\p{Cc}\p{Cf}\s]/gu, "") };
  }

  async function rename(name: string) {
    await page.goto("/portal/profile");
    await portal(page).getByRole("button", { name: "Edit Profile" }).click();
    await portal(page).getByLabel("Full Name").fill(name);
    await portal(page).getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated successfully!")).toBeVisible();
  }

  const first = await downloadFromProfile();
  expect(first.issuedName.length).toBeGreaterThan(0);
  expect(first.text).toContain(`Thiscertifiesthat${first.issuedName.replace(/\s/g, "")}`);
  for (const name of ["محمد عبد الله", "Lydia Asante"]) {
    await rename(name);
    const again = await downloadFromProfile();
    expect(again.issuedName).toBe(first.issuedName);
    expect(again.text).toContain(`Thiscertifiesthat${first.issuedName.replace(/\s/g, "")}`);
  }
  await context.close();
});

test("the demo student of the running cohort sees when the certificate will be available", async ({
  page,
}) => {
  await signIn(page, DEMO.student.email, DEMO.student.password);
  await expect(page).toHaveURL(/\/portal$/);
  await page.goto("/certificate");
  await expect(
    portal(page).getByText("Your certificate will be available once every course of your cohort has ended."),
  ).toBeVisible();
  await expect(portal(page).getByText(/^It will be available on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await expect(portal(page).getByRole("heading", { name: "Courses still running" })).toBeVisible();
  await expect(portal(page).getByText("Mentoring and Multiplication")).toBeVisible();
  await expect(portal(page).getByRole("button", { name: "Download PDF" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "/certificate (not yet)");
});
