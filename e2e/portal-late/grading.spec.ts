import { test, type APIRequestContext } from "@playwright/test";

import {
  addAssignment,
  apiSignIn,
  DEMO,
  expect,
  expectAccessibleAtBothWidths,
  newestResetLink,
  portal,
  signedIn,
  toast,
  uniqueEmail,
} from "../portal/support";

// A facilitator at the size of a cohort (decision 185, 186): three students hand in a new assignment, the
// facilitator grades them one after another with "Save and next" from the keyboard, then reads the scores in the
// gradebook. Late: it adds an assignment and students to the demo cohort.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "faith&works6";

/** A student enrolled into the demo cohort by the admin, their password set from the mail: their token. */
async function enrolledStudent(request: APIRequestContext, name: string): Promise<string> {
  const admin = await apiSignIn(request, DEMO.admin.email, DEMO.admin.password);
  const { user } = await apiSignIn(request, DEMO.student.email, DEMO.student.password);
  const cohorts = (await (await request.get("/api/v1/cla_cohorts")).json()) as {
    cohorts: Array<{ id: number; name: string }>;
  };
  const cohort = cohorts.cohorts.find((one) => one.id === user.cla_cohort_id)!;
  const email = uniqueEmail("queue");
  const enrolled = await request.post("/api/v1/cla_enrolments", {
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "text/csv" },
    data: `name,email,phone_number,birthday,cohort\n${name},${email},,,${cohort.name}\n`,
  });
  expect(enrolled.status()).toBe(200);
  const token = new URL(await newestResetLink(email), "http://portal.invalid").searchParams.get("token");
  const set = await request.post("/api/v1/reset_password", { data: { token, password: PASSWORD } });
  expect(set.status()).toBe(200);
  return (await apiSignIn(request, email, PASSWORD)).token;
}

test("three hand-ins graded one after another with Save and next by keyboard, then read in the gradebook", async ({
  browser,
  baseURL,
  request,
}) => {
  const suffix = `${Date.now() % 100_000}`;
  const name = `Queue essay ${suffix}`;
  const id = await addAssignment(request, name);
  const others = [`Queue Abel ${suffix}`, `Queue Bette ${suffix}`];
  const tokens = [(await apiSignIn(request, DEMO.student.email, DEMO.student.password)).token];
  for (const other of others) tokens.push(await enrolledStudent(request, other));
  for (const token of tokens) {
    const handedIn = await request.put(`/api/v1/cla_assignments/${id}/work`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { cla_work: { text: "My page on vision." } },
    });
    expect(handedIn.status()).toBe(200);
  }

  const facilitator = await signedIn(browser, baseURL!, DEMO.facilitator.email, DEMO.facilitator.password);
  await facilitator.goto(`/portal/assignments/${id}`);
  const page = portal(facilitator);
  const counter = page.getByRole("status").filter({ hasText: "to grade" });
  await expect(counter).toHaveText("3 of 3 to grade");
  const student = page.getByRole("combobox", { name: /^Student/ });
  await student.selectOption({ label: DEMO.student.name });
  const score = page.getByRole("textbox", { name: /^Score/ });
  // From here the keyboard alone: a score, Ctrl+Enter, and the next student who handed in is chosen.
  await score.focus();
  const graded: string[] = [];
  for (const [index, value] of ["91", "82"].entries()) {
    graded.push((await student.locator("option:checked").textContent())!.trim());
    await facilitator.keyboard.type(value);
    await facilitator.keyboard.press("Control+Enter");
    await expect(counter).toHaveText(`${2 - index} of 3 to grade`);
    await expect(score).toHaveValue("");
    await expect(score).toBeFocused();
  }
  // The last one: no "Save and next"; Enter submits.
  await expect(page.getByRole("button", { name: "Save and next" })).toHaveCount(0);
  graded.push((await student.locator("option:checked").textContent())!.trim());
  await facilitator.keyboard.type("73");
  await facilitator.keyboard.press("Enter");
  // The toasts of the scores before it may still be on view.
  await expect(toast(facilitator, "Assignment Scored successfully!").last()).toBeVisible();
  await expect(counter).toHaveText("0 of 3 to grade");
  expect([...graded].sort()).toEqual([DEMO.student.name, ...others].sort());

  // The gradebook of the course shows each score in the student's row.
  await page.getByRole("link", { name: "Instructor Desk" }).click();
  await page.getByRole("link", { name: "Gradebook" }).click();
  await page.getByLabel(/^Course/).selectOption({ label: "Vision and Strategy" });
  const book = page.getByRole("table", { name: /^Gradebook of Vision and Strategy/ });
  for (const [index, who] of graded.entries()) {
    await expect(
      book.getByRole("link", { name: `Grade ${name} for ${who}: ${["91", "82", "73"][index]}` }),
    ).toBeVisible();
  }
  await expectAccessibleAtBothWidths(facilitator, "the gradebook");
});
