/** docs/api.md §6.8 announcements: visibility, CRUD, one outbox row per recipient (§8), and the rows of §4. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { announcementSchema, API_ERRORS } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { insertAnnouncement } from "../../test/academy-rows.ts";
import { expectRejectedUnchanged, expectWriteGuards, malformedBodies } from "../../test/bad-bodies.ts";
import { insertStaff, insertStudent, routeSuite } from "../../test/harness.ts";

const s = routeSuite();
const path = "/api/v1/cla_announcements";
const db = () => s.t.database.db;
const get = (url: string, token?: string) => s.t.request("GET", url, token ? { token } : {});
const ids = (body: { id: string }[]) => body.map((a) => a.id);

/** Oldest first: general A, to Ada, to Cy (same cohort), general B. */
async function board() {
  const cy = await insertStudent(s.t, "Cy Ade", "cy@example.org", s.w.cohortA);
  // One minute apart, so "newest first" never depends on the clock's resolution.
  const at = (minute: number) => new Date(Date.UTC(2025, 2, 10, 9, minute)).toISOString();
  const generalA = await insertAnnouncement(db(), {
    cohortId: s.w.cohortA,
    title: "Welcome",
    createdAt: at(1),
  });
  const toAda = await insertAnnouncement(db(), {
    cohortId: s.w.cohortA,
    userId: s.w.studentA.id,
    title: "Great progress",
    createdAt: at(2),
  });
  const toCy = await insertAnnouncement(db(), {
    cohortId: s.w.cohortA,
    userId: cy.id,
    title: "Your essay",
    createdAt: at(3),
  });
  const generalB = await insertAnnouncement(db(), {
    cohortId: s.w.cohortB,
    title: "Thank you",
    createdAt: at(4),
  });
  return { cy, generalA, toAda, toCy, generalB };
}

const announcementMails = () =>
  db().select().from(schema.email_outbox).where(eq(schema.email_outbox.kind, "announcement"));

/** A valid create body, whose fields the bad-input sweeps break one at a time. */
const validBody = () => ({
  cla_announcement: { title: "t", content: "c", cla_cohort_id: s.w.cohortA, cla_user_id: s.w.studentA.id },
});

describe("GET /cla_announcements", () => {
  it("facilitator: every announcement of the cohort, newest first; [] without a cohort", async () => {
    const x = await board();
    const res = await get(`${path}?cla_cohort_id=${s.w.cohortA}`, s.w.facilitator.token);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([x.toCy, x.toAda, x.generalA]);
    for (const a of res.body) announcementSchema.parse(a);
    expect(res.body[0]).toMatchObject({ cla_user_id: x.cy.id, student_name: "Cy Ade", title: "Your essay" });
    expect(res.body[2]).toMatchObject({ cla_user_id: null, student_name: null });
    expect((await get(path, s.w.facilitator.token)).body).toEqual([]);
  });

  it("student: their cohort's general ones and those addressed to them, each once, never another student's", async () => {
    const x = await board();
    expect(ids((await get(path, s.w.studentA.token)).body)).toEqual([x.toAda, x.generalA]);
    expect(ids((await get(`${path}?cla_cohort_id=${s.w.cohortA}`, s.w.studentA.token)).body)).toEqual([
      x.toAda,
      x.generalA,
    ]);
    expect(ids((await get(path, x.cy.token)).body)).toEqual([x.toCy, x.generalA]);
    expect(ids((await get(path, s.w.studentB.token)).body)).toEqual([x.generalB]);
    expect(await get(`${path}?cla_cohort_id=${s.w.cohortB}`, s.w.studentA.token)).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noAccess },
    });
  });

  it("404 unknown or malformed cohort, 422 repeated, 401 anonymous", async () => {
    for (const cohort of ["999", "abc"]) {
      expect(await get(`${path}?cla_cohort_id=${cohort}`, s.w.facilitator.token)).toMatchObject({
        status: 404,
        body: { error: "Cohort not found" },
      });
      expect((await get(`${path}?cla_cohort_id=${cohort}`, s.w.studentA.token)).status).toBe(404);
    }
    expect((await get(`${path}?cla_cohort_id=1&cla_cohort_id=1`, s.w.facilitator.token)).status).toBe(422);
    expect((await get(path)).status).toBe(401);
  });
});

describe("GET /cla_announcements/{id}", () => {
  it("within reach: general in the student's cohort or addressed to them; otherwise 403; 404", async () => {
    const x = await board();
    const one = (id: string, token: string) => get(`${path}/${id}`, token);
    expect(announcementSchema.parse((await one(x.toAda, s.w.studentA.token)).body)).toMatchObject({
      id: x.toAda,
      title: "Great progress",
      content: "Hello, cohort.",
      cla_cohort_id: s.w.cohortA,
      cla_user_id: s.w.studentA.id,
      student_name: "Ada Obi",
    });
    expect((await one(x.generalA, s.w.studentA.token)).status).toBe(200);
    const scope = { status: 403, body: { error: API_ERRORS.noAccess } };
    expect(await one(x.toCy, s.w.studentA.token)).toMatchObject(scope);
    expect(await one(x.generalB, s.w.studentA.token)).toMatchObject(scope);
    expect(await one(x.toAda, s.w.studentB.token)).toMatchObject(scope);
    expect((await one(x.toCy, s.w.facilitator.token)).status).toBe(200);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await one(id, s.w.facilitator.token)).toMatchObject({
        status: 404,
        body: { error: "Announcement not found" },
      });
    }
    expect((await get(`${path}/${x.generalA}`)).status).toBe(401);
  });
});

describe("POST /cla_announcements", () => {
  const post = (inner: Record<string, unknown>, token = s.w.facilitator.token) =>
    s.t.request("POST", path, { token, json: { cla_announcement: inner } });

  it("general: one outbox row per student of the cohort, in the same transaction", async () => {
    const cy = await insertStudent(s.t, "Cy Ade", "cy@example.org", s.w.cohortA);
    await insertStaff(s.t, "facilitator", "F", "f2@example.org", s.w.cohortA);
    for (const general of [null, "", undefined]) {
      const res = await post({
        title: " Strategy workshop today ",
        content: "Join us at 18:00.\n\nBring your draft.",
        cla_cohort_id: String(s.w.cohortA),
        cla_user_id: general,
      });
      expect(res.status).toBe(201);
      expect(announcementSchema.parse(res.body)).toMatchObject({
        title: "Strategy workshop today",
        content: "Join us at 18:00.\n\nBring your draft.",
        cla_cohort_id: s.w.cohortA,
        cla_user_id: null,
        student_name: null,
      });
    }
    const mails = await announcementMails();
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((m) => m.to_address))).toEqual(new Set(["ada@example.org", cy.email]));
    expect(mails[0]).toMatchObject({ subject: "New announcement: Strategy workshop today" });
    expect(mails[0]!.text_body).toContain("Join us at 18:00.\n\nBring your draft.");
    expect(mails[0]!.text_body).toContain("http://portal.test/portal/dashboard");
  });

  it("personal: to the addressee only; hostile text stored verbatim and escaped only in the HTML mail", async () => {
    const title = `<script>alert("t")</script>`;
    const content = `<a href="javascript:alert(1)">open</a> '; DROP TABLE announcements; --`;
    const res = await post({
      title,
      content,
      cla_cohort_id: s.w.cohortA,
      cla_user_id: s.w.studentA.id.toLowerCase(),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ title, content, cla_user_id: s.w.studentA.id, student_name: "Ada Obi" });
    const mails = await announcementMails();
    expect(mails.map((m) => m.to_address)).toEqual(["ada@example.org"]);
    expect(mails[0]!.text_body).toContain(content);
    expect(mails[0]!.html_body).not.toContain("<script>");
    expect(mails[0]!.html_body).toContain("&lt;script&gt;");
  });

  it("422: does not exist, must be a student of this cohort, required fields; nothing queued", async () => {
    expect(
      await post({ title: "", content: null, cla_cohort_id: 999, cla_user_id: "CLA000000000000" }),
    ).toMatchObject({
      status: 422,
      body: {
        errors: {
          title: ["is required"],
          content: ["is required"],
          cla_cohort_id: ["does not exist"],
          cla_user_id: ["does not exist"],
        },
      },
    });
    for (const other of [s.w.studentB.id, s.w.facilitator.id]) {
      expect(
        await post({ title: "t", content: "c", cla_cohort_id: s.w.cohortA, cla_user_id: other }),
      ).toMatchObject({
        status: 422,
        body: { errors: { cla_user_id: ["must be a student of this cohort"] } },
      });
    }
    expect(await post({ title: "x".repeat(201), content: "c", cla_cohort_id: s.w.cohortA })).toMatchObject({
      status: 422,
      body: { errors: { title: ["must be at most 200 characters"] } },
    });
    expect(await s.t.count("announcements")).toBe(0);
    expect(await s.t.count("email_outbox")).toBe(0);
  });

  it("authorization: 401, 403 students, 400 without the wrapper", async () => {
    const inner = { title: "t", content: "c", cla_cohort_id: s.w.cohortA };
    const tokens = { student: s.w.studentA.token, facilitator: s.w.facilitator.token };
    await expectWriteGuards(s.t, path, tokens, "cla_announcement", inner);
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const cases = malformedBodies(validBody(), {
      wrapper: "cla_announcement",
      textFields: ["title", "content"],
    });
    expect(cases.length).toBeGreaterThanOrEqual(20);
    await expectRejectedUnchanged(s.t, "POST", path, s.w.facilitator.token, cases);
  });
});

describe("PUT /cla_announcements/{id}", () => {
  const put = (id: string, inner: Record<string, unknown>, token = s.w.facilitator.token) =>
    s.t.request("PUT", `${path}/${id}`, { token, json: { cla_announcement: inner } });

  it("partial update of title, content and addressee (null = general); no mail", async () => {
    const x = await board();
    const res = await put(x.toAda, { content: "Updated.", cla_cohort_id: s.w.cohortA });
    expect(res.body).toMatchObject({
      title: "Great progress",
      content: "Updated.",
      cla_user_id: s.w.studentA.id,
    });
    const general = await put(x.toAda, { cla_user_id: null });
    expect(general.body).toMatchObject({ cla_user_id: null, student_name: null });
    const addressed = await put(x.generalA, { cla_user_id: x.cy.id, title: "For Cy" });
    expect(addressed.body).toMatchObject({ title: "For Cy", cla_user_id: x.cy.id, student_name: "Cy Ade" });
    expect(announcementSchema.parse(addressed.body).updated_at > addressed.body.created_at).toBe(true);
    expect(await s.t.count("email_outbox")).toBe(0);
  });

  it("422 cannot be changed / must be a student of this cohort; 404; 403", async () => {
    const x = await board();
    expect(await put(x.generalA, { cla_cohort_id: s.w.cohortB, cla_user_id: s.w.studentB.id })).toMatchObject(
      {
        status: 422,
        body: {
          errors: { cla_cohort_id: ["cannot be changed"], cla_user_id: ["must be a student of this cohort"] },
        },
      },
    );
    expect(await put("00000000-0000-4000-8000-000000000000", { title: "x" })).toMatchObject({
      status: 404,
      body: { error: "Announcement not found" },
    });
    expect(await put(x.generalA, { title: "x" }, s.w.studentA.token)).toMatchObject({ status: 403 });
  });

  it("bad-input sweep: every malformed body is a 4xx and changes nothing", async () => {
    const x = await board();
    const cases = malformedBodies(validBody(), {
      wrapper: "cla_announcement",
      textFields: ["title", "content"],
      partial: true,
    });
    await expectRejectedUnchanged(s.t, "PUT", `${path}/${x.generalA}`, s.w.facilitator.token, cases);
  });
});

describe("DELETE /cla_announcements/{id}", () => {
  it("deletes; 404 afterwards; 403 students", async () => {
    const x = await board();
    expect(await s.t.request("DELETE", `${path}/${x.generalA}`, { token: s.w.studentA.token })).toMatchObject(
      { status: 403 },
    );
    expect(
      await s.t.request("DELETE", `${path}/${x.generalA}`, { token: s.w.facilitator.token }),
    ).toMatchObject({
      status: 200,
      body: { message: "Announcement deleted successfully" },
    });
    expect(
      (await s.t.request("DELETE", `${path}/${x.generalA}`, { token: s.w.facilitator.token })).status,
    ).toBe(404);
  });
});
