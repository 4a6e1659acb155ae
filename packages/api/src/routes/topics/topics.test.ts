/** docs/api.md §6.4 Topics and the authorization rows of §4. */
import { describe, expect, it } from "vitest";
import { API_ERRORS, topicSchema } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { routeSuite } from "../../test/harness.ts";

const s = routeSuite();

async function course(cohortId: number, name = "Course"): Promise<string> {
  const [row] = await s.t.database.db
    .insert(schema.courses)
    .values({
      cla_cohort_id: cohortId,
      name,
      description: "d",
      start_date: "2025-01-01",
      end_date: "2025-12-31",
    })
    .returning({ id: schema.courses.id });
  return row!.id;
}

const post = (topic: Record<string, unknown>, token = s.w.facilitator.token) =>
  s.t.request("POST", "/api/v1/cla_topics", { token, json: { topic } });

async function createTopic(courseId: string, name = "Topic"): Promise<string> {
  const res = await post({ name, description: "About it", cla_course_id: courseId });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe("GET /cla_topics?cla_course_id=", () => {
  it("lists a course's topics in creation order for its students and facilitators", async () => {
    const { w, t } = s;
    const a = await course(w.cohortA);
    const first = await createTopic(a, "Zeta");
    const second = await createTopic(a, "Alpha");
    await createTopic(await course(w.cohortA, "Other"), "Elsewhere");
    for (const token of [w.studentA.token, w.facilitator.token]) {
      const res = await t.request("GET", `/api/v1/cla_topics?cla_course_id=${a.toUpperCase()}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.map((topic: { id: string }) => topic.id)).toEqual([first, second]);
      for (const topic of res.body) topicSchema.parse(topic);
    }
  });

  it("403 for a student of another cohort, 401 anonymous, 422 without the course, 404 unknown course", async () => {
    const { w, t } = s;
    const a = await course(w.cohortA);
    const other = await t.request("GET", `/api/v1/cla_topics?cla_course_id=${a}`, {
      token: w.studentB.token,
    });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: API_ERRORS.noAccess });
    expect((await t.request("GET", `/api/v1/cla_topics?cla_course_id=${a}`)).status).toBe(401);
    for (const query of ["", "?cla_course_id=", "?cla_course_id=%20"]) {
      const res = await t.request("GET", `/api/v1/cla_topics${query}`, { token: w.facilitator.token });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ errors: { cla_course_id: ["is required"] } });
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.request("GET", `/api/v1/cla_topics?cla_course_id=${id}`, {
        token: w.facilitator.token,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Course not found" });
    }
    const repeated = await t.request("GET", `/api/v1/cla_topics?cla_course_id=${a}&cla_course_id=${a}`, {
      token: w.facilitator.token,
    });
    expect(repeated.body).toEqual({ errors: { cla_course_id: ["is invalid"] } });
  });
});

describe("GET /cla_topics/{id}", () => {
  it("200 for the cohort's students and facilitators, 403 other cohort, 404 unknown, 401 anonymous", async () => {
    const { w, t } = s;
    const id = await createTopic(await course(w.cohortA));
    const res = await t.request("GET", `/api/v1/cla_topics/${id}`, { token: w.studentA.token });
    expect(topicSchema.parse(res.body)).toMatchObject({ id, name: "Topic", description: "About it" });
    expect((await t.request("GET", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token })).status).toBe(
      200,
    );
    expect((await t.request("GET", `/api/v1/cla_topics/${id}`, { token: w.studentB.token })).status).toBe(
      403,
    );
    expect((await t.request("GET", `/api/v1/cla_topics/${id}`)).status).toBe(401);
    const missing = await t.request("GET", "/api/v1/cla_topics/00000000-0000-4000-8000-000000000000", {
      token: w.facilitator.token,
    });
    expect(missing.body).toEqual({ error: "Topic not found" });
    expect((await t.request("GET", "/api/v1/cla_topics/x", { token: w.facilitator.token })).status).toBe(404);
  });
});

describe("POST /cla_topics", () => {
  it("201 Topic; names need not be unique", async () => {
    const { w } = s;
    const a = await course(w.cohortA);
    const res = await post({
      name: " Prayer ",
      description: " Why and how ",
      cla_course_id: a.toUpperCase(),
      id: "x",
    });
    expect(res.status).toBe(201);
    expect(topicSchema.parse(res.body)).toMatchObject({
      name: "Prayer",
      description: "Why and how",
      cla_course_id: a,
    });
    expect((await post({ name: "Prayer", description: "again", cla_course_id: a })).status).toBe(201);
  });

  it("422 with every field error; the course must exist", async () => {
    expect((await post({})).body).toEqual({
      errors: { name: ["is required"], description: ["is required"], cla_course_id: ["is required"] },
    });
    const res = await post({
      name: "x".repeat(201),
      description: 7,
      cla_course_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(res.body).toEqual({
      errors: {
        name: ["must be at most 200 characters"],
        description: ["is invalid"],
        cla_course_id: ["does not exist"],
      },
    });
    expect((await post({ name: "n", description: "d", cla_course_id: "abc" })).body).toEqual({
      errors: { cla_course_id: ["is invalid"] },
    });
    expect(await s.t.count("topics")).toBe(0);
  });

  it("403 for students, 401 anonymous, 400 without the topic object", async () => {
    const { w, t } = s;
    const a = await course(w.cohortA);
    const student = await post({ name: "n", description: "d", cla_course_id: a }, w.studentA.token);
    expect(student.body).toEqual({ error: API_ERRORS.noPermission });
    expect((await t.request("POST", "/api/v1/cla_topics", { json: { topic: {} } })).status).toBe(401);
    const res = await t.request("POST", "/api/v1/cla_topics", {
      token: w.facilitator.token,
      json: { name: "n" },
    });
    expect(res.body).toEqual({ error: 'Request body must contain a "topic" object.' });
  });
});

describe("PUT /cla_topics/{id}", () => {
  it("partial update; the topic may move to any existing course", async () => {
    const { w, t } = s;
    const id = await createTopic(await course(w.cohortA));
    const elsewhere = await course(w.cohortB, "Elsewhere");
    const put = (topic: Record<string, unknown>) =>
      t.request("PUT", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token, json: { topic } });
    const res = await put({ description: "New text" });
    expect(topicSchema.parse(res.body)).toMatchObject({ name: "Topic", description: "New text" });
    expect((await put({ cla_course_id: elsewhere })).body.cla_course_id).toBe(elsewhere);
    expect((await put({ cla_course_id: "00000000-0000-4000-8000-000000000000", name: null })).body).toEqual({
      errors: { name: ["is required"], cla_course_id: ["does not exist"] },
    });
    const missing = await t.request("PUT", "/api/v1/cla_topics/00000000-0000-4000-8000-000000000000", {
      token: w.facilitator.token,
      json: { topic: {} },
    });
    expect(missing.body).toEqual({ error: "Topic not found" });
    expect(
      (await t.request("PUT", `/api/v1/cla_topics/${id}`, { token: w.studentA.token, json: { topic: {} } }))
        .status,
    ).toBe(403);
  });
});

describe("DELETE /cla_topics/{id}", () => {
  it("200 with the message, then 404; 403 for students", async () => {
    const { w, t } = s;
    const id = await createTopic(await course(w.cohortA));
    expect((await t.request("DELETE", `/api/v1/cla_topics/${id}`, { token: w.studentA.token })).status).toBe(
      403,
    );
    const res = await t.request("DELETE", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token });
    expect(res.body).toEqual({ message: "Topic deleted successfully" });
    expect(
      (await t.request("DELETE", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token })).body,
    ).toEqual({
      error: "Topic not found",
    });
    expect(await t.count("courses")).toBe(1);
  });
});
