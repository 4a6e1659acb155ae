/** docs/api.md §6.16 Notifications: the caller's own notices, newest first and paged, unread count, mark read. */
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, notificationSchema, notificationsResponseSchema, todayIn } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { insertCbtTest, insertCourse, insertItem, insertLiveClass } from "../../test/academy-rows.ts";
import { routeSuite, type TestUser } from "../../test/harness.ts";

const s = routeSuite();

/** `n` notices for `user`, the i-th created a minute after the (i−1)-th, titled `Notice <i>`; their ids. */
async function insertNotices(user: TestUser, n: number): Promise<string[]> {
  const rows = await s.t.database.db
    .insert(schema.notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        user_id: user.id,
        kind: "announcement" as const,
        title: `Notice ${i + 1}`,
        body: "Read me",
        path: "/portal/dashboard",
        created_at: new Date(Date.UTC(2026, 2, 10, 9, i)).toISOString(),
      })),
    )
    .returning({ id: schema.notifications.id });
  return rows.map((r) => r.id);
}

const get = (path: string, user: TestUser) => s.t.request("GET", `/api/v1${path}`, { token: user.token });
const post = (path: string, user: TestUser) => s.t.request("POST", `/api/v1${path}`, { token: user.token });

describe("GET /notifications", () => {
  it("lists the caller's own notices, newest first, a page at a time", async () => {
    await insertNotices(s.w.studentA, 25);
    await insertNotices(s.w.studentB, 2);
    const first = await get("/notifications", s.w.studentA);
    expect(first.status).toBe(200);
    const page = notificationsResponseSchema.parse(first.body);
    expect(page.notifications.map((n) => n.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Notice ${25 - i}`),
    );
    expect(page.notifications[0]).toMatchObject({
      kind: "announcement",
      path: "/portal/dashboard",
      read_at: null,
    });
    expect(page.next_cursor).not.toBeNull();

    const second = await get(`/notifications?before=${page.next_cursor}`, s.w.studentA);
    expect(second.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      "Notice 5",
      "Notice 4",
      "Notice 3",
      "Notice 2",
      "Notice 1",
    ]);
    expect(second.body.next_cursor).toBeNull();

    const small = await get("/notifications?limit=2", s.w.studentB);
    expect(small.body.notifications).toHaveLength(2);
    expect(small.body.next_cursor).toBeNull();
  });

  it("refuses a bad limit and a cursor it did not write, both at once", async () => {
    const res = await get("/notifications?limit=101&before=nope", s.w.facilitator);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { before: ["is invalid"], limit: ["is invalid"] } });
  });
});

describe("unread count and marking read", () => {
  it("counts the unread, marks one read once, and all the rest", async () => {
    const [one, two] = await insertNotices(s.w.studentA, 3);
    await insertNotices(s.w.facilitator, 1);
    expect((await get("/notifications/unread_count", s.w.studentA)).body).toEqual({ unread: 3 });

    s.t.setNow(new Date("2026-03-10T12:00:00.000Z"));
    const read = await post(`/notifications/${one}/read`, s.w.studentA);
    expect(read.status).toBe(200);
    expect(notificationSchema.parse(read.body)).toMatchObject({
      id: one,
      read_at: "2026-03-10T12:00:00.000Z",
    });
    // Read again later: the first read_at stays.
    s.t.setNow(new Date("2026-03-10T13:00:00.000Z"));
    expect((await post(`/notifications/${one}/read`, s.w.studentA)).body.read_at).toBe(
      "2026-03-10T12:00:00.000Z",
    );
    expect((await get("/notifications/unread_count", s.w.studentA)).body).toEqual({ unread: 2 });

    expect((await post("/notifications/read_all", s.w.studentA)).body).toEqual({ marked: 2 });
    expect((await get("/notifications/unread_count", s.w.studentA)).body).toEqual({ unread: 0 });
    const list = await get("/notifications", s.w.studentA);
    const byId = Object.fromEntries(
      list.body.notifications.map((n: { id: string; read_at: string }) => [n.id, n]),
    );
    expect(byId[two!].read_at).toBe("2026-03-10T13:00:00.000Z");
    // The facilitator's notice is untouched by the student's "mark all read".
    expect((await get("/notifications/unread_count", s.w.facilitator)).body).toEqual({ unread: 1 });
  });

  it("answers 404 for another person's notice and leaves it unread", async () => {
    const [theirs] = await insertNotices(s.w.studentA, 1);
    const res = await post(`/notifications/${theirs}/read`, s.w.studentB);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Notification not found" });
    expect((await get("/notifications/unread_count", s.w.studentA)).body).toEqual({ unread: 1 });
  });
});

describe("what leaves a notice", () => {
  it("a score (with its comment) tells the student; a general announcement tells each student of the cohort", async () => {
    const course = await insertCourse(s.t.database.db, { cohortId: s.w.cohortA });
    const item = await insertItem(s.t.database.db, "assignment", course, { name: "Essay" });
    const scored = await s.t.request("POST", "/api/v1/cla_submissions", {
      token: s.w.facilitator.token,
      json: {
        cla_submission: { score: 85.5, comment: "Well argued.", cla_student_id: s.w.studentA.id },
        cla_assignment_id: item,
      },
    });
    expect(scored.status).toBe(201);
    const announced = await s.t.request("POST", "/api/v1/cla_announcements", {
      token: s.w.facilitator.token,
      json: { cla_announcement: { title: "Retreat", content: "Friday at 9.", cla_cohort_id: s.w.cohortA } },
    });
    expect(announced.status).toBe(201);

    const list = await get("/notifications", s.w.studentA);
    expect(list.body.notifications).toMatchObject([
      {
        kind: "announcement",
        title: "New announcement: Retreat",
        body: "Friday at 9.",
        path: "/portal/dashboard",
      },
      {
        kind: "score",
        title: "New score posted: Essay",
        path: `/portal/assignments/${item}`,
        read_at: null,
      },
    ]);
    expect(list.body.notifications[1].body).toContain("Score: 85.5");
    expect(list.body.notifications[1].body).toContain("Comment from your facilitator:\nWell argued.");
    // Student B, of another cohort, was told nothing.
    expect((await get("/notifications/unread_count", s.w.studentB)).body).toEqual({ unread: 0 });
  });

  it("a first hand-in and a CBT that graded itself tell the item's author; a moved due date or class tells the cohort", async () => {
    const db = s.t.database.db;
    const course = await insertCourse(db, {
      cohortId: s.w.cohortA,
      start_date: "2026-03-01",
      end_date: "2026-03-31",
    });
    const essay = await insertItem(db, "assignment", course, {
      name: "Essay",
      createdBy: s.w.facilitator.id,
    });
    const work = (text: string) =>
      s.t.request("PUT", `/api/v1/cla_assignments/${essay}/work`, {
        token: s.w.studentA.token,
        json: { cla_work: { text } },
      });
    expect((await work("My essay")).status).toBe(200);
    expect((await work("My essay, revised")).status).toBe(200);

    const cbt = await insertCbtTest(db, course, { due_date: addDays(todayIn("UTC", new Date()), 7) });
    await db
      .update(schema.cbts)
      .set({ cla_user_id: s.w.facilitator.id, name: "Quiz" })
      .where(eq(schema.cbts.id, cbt));
    expect((await post(`/cla_cbts/${cbt}/attempt`, s.w.studentA)).status).toBe(201);
    expect((await post(`/cla_cbts/${cbt}/attempt/submit`, s.w.studentA)).status).toBe(200);

    const facilitator = await get("/notifications", s.w.facilitator);
    expect(facilitator.body.notifications).toMatchObject([
      { kind: "cbt_graded", title: "CBT graded: Quiz", path: `/portal/cbts/${cbt}` },
      {
        kind: "hand_in",
        title: "Work handed in: Essay",
        body: "Ada Obi handed in their work.",
        path: `/portal/assignments/${essay}?student=${s.w.studentA.id}`,
      },
    ]);
    expect(facilitator.body.notifications[0].body).toMatch(/^Ada Obi: \d+(\.\d+)? \(\d+ of \d+ points\)\.$/);

    const classId = await insertLiveClass(db, course, {
      name: "Vision casting",
      date: "2026-03-10",
      time: "18:00",
    });
    const moveClass = (json: unknown) =>
      s.t.request("PUT", `/api/v1/cla_live_classes/${classId}`, { token: s.w.facilitator.token, json });
    expect((await moveClass({ cla_live_class: { name: "Vision casting" } })).status).toBe(200);
    expect((await moveClass({ cla_live_class: { time: "19:30" } })).status).toBe(200);
    const moveDue = await s.t.request("PUT", `/api/v1/cla_assignments/${essay}`, {
      token: s.w.facilitator.token,
      json: { cla_assignment: { due_date: "2026-03-20" } },
    });
    expect(moveDue.status).toBe(200);
    const student = await get("/notifications", s.w.studentA);
    expect(
      student.body.notifications
        .filter((n: { kind: string }) => n.kind === "schedule_change")
        .map((n: { title: string; body: string; path: string }) => [n.title, n.body, n.path]),
    ).toEqual([
      ["Due date changed: Essay", "Now due 20 March 2026.", `/portal/assignments/${essay}`],
      ["Class moved: Vision casting", "Now on 10 March 2026 at 19:30 (UTC).", "/portal/events"],
    ]);
    // Another cohort's student hears nothing of cohort A's changes.
    expect((await get("/notifications/unread_count", s.w.studentB)).body).toEqual({ unread: 0 });
  });
});
