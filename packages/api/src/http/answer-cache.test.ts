/**
 * Kept answers (http/answer-cache.ts, docs/decisions/153): a repeated GET is answered after the caller
 * lookup alone, and never with anything older than the database: every kind of change (through the
 * API, straight to the database, through another server instance), a new day, a sign-out and
 * another caller each get their own answer. Every table an answer can show moves the data version.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { addDays, todayIn } from "@cla/domain";
import { createApp } from "../app.ts";
import { executeRows } from "../db/index.ts";
import { countStatements } from "../db/statement-counter.ts";
import { courseBody } from "../test/academy-rows.ts";
import { otherInstance, routeSuite, TEST_PASSWORD, type TestApp, type World } from "../test/harness.ts";
import { AnswerCache } from "./answer-cache.ts";

describe("AnswerCache", () => {
  const kept = (body: string) => ({ body, contentType: "application/json" });

  it("serves an answer only at the version it was kept at; another version empties it", () => {
    const cache = new AnswerCache(1000);
    expect(cache.get("1", "k")).toBeUndefined();
    cache.set("1", "k", kept("a"));
    expect(cache.get("1", "k")?.body).toBe("a");
    expect(cache.get("2", "k")).toBeUndefined();
    // Back to an older version (a restored backup, a request that read it just before a commit).
    cache.set("2", "k", kept("b"));
    expect(cache.get("1", "k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("ignores an answer read at a version the cache has moved past", () => {
    const cache = new AnswerCache(1000);
    cache.get("1", "k");
    cache.get("2", "k");
    cache.set("1", "k", kept("old"));
    expect(cache.get("2", "k")).toBeUndefined();
  });

  it("holds at most maxChars of answers, dropping the least recently used first", () => {
    const cache = new AnswerCache(10);
    cache.get("1", "");
    cache.set("1", "a", kept("aaaa"));
    cache.set("1", "b", kept("bbbb"));
    expect(cache.get("1", "a")?.body).toBe("aaaa"); // a is now the most recently used
    cache.set("1", "c", kept("cccc"));
    expect(cache.get("1", "b")).toBeUndefined();
    expect(cache.get("1", "a")?.body).toBe("aaaa");
    expect(cache.get("1", "c")?.body).toBe("cccc");
    cache.set("1", "huge", kept("x".repeat(11)));
    expect(cache.get("1", "huge")).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

const suite = routeSuite();
let t: TestApp;
let w: World;
let today: string;
beforeEach(() => {
  ({ t, w } = suite);
  today = todayIn("UTC", new Date());
});

const createCourse = async (overrides: Record<string, unknown> = {}) => {
  const res = await t.request("POST", "/api/v1/cla_courses", {
    token: w.facilitator.token,
    json: { cla_course: courseBody(w.cohortA, today, overrides) },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};

const courses = async (token = w.studentA.token, app = t.app) => {
  const res = await app.request(`/api/v1/cla_courses?cla_cohort_id=${w.cohortA}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get("content-type"), body: await res.json() };
};

describe("a cached GET", () => {
  it("answers a repeat after the caller lookup alone, with the same body and type", async () => {
    await createCourse();
    const counter = countStatements(t.database);
    try {
      const first = await courses();
      const statementsFirst = counter.count;
      counter.reset();
      const again = await courses();
      expect(again).toEqual(first);
      expect(first.type).toMatch(/^application\/json/);
      expect(statementsFirst).toBeGreaterThan(1);
      expect(counter.count).toBe(1);
      expect(counter.statements[0]).toMatch(/from "sessions"/);
    } finally {
      counter.stop();
    }
  });

  it("says whether it was kept (X-Answer-Cache: miss, then hit), for load runs to count", async () => {
    await createCourse();
    const kept = async () =>
      (
        await t.app.request(`/api/v1/cla_courses?cla_cohort_id=${w.cohortA}`, {
          headers: { authorization: `Bearer ${w.studentA.token}` },
        })
      ).headers.get("x-answer-cache");
    expect(await kept()).toBe("miss");
    expect(await kept()).toBe("hit");
  });

  it("is kept by no one with ANSWER_CACHE_MB=0", async () => {
    await createCourse();
    const uncached = createApp({ ...t.deps, settings: { ...t.settings, answerCacheMb: 0 } });
    const counter = countStatements(t.database);
    try {
      await courses(w.studentA.token, uncached);
      const first = counter.count;
      counter.reset();
      await courses(w.studentA.token, uncached);
      expect(counter.count).toBe(first);
    } finally {
      counter.stop();
    }
  });

  it("shows a change made through the API on the next request", async () => {
    const { id } = await createCourse();
    expect((await courses()).body).toHaveLength(1);
    const put = await t.request("PUT", `/api/v1/cla_courses/${id}`, {
      token: w.facilitator.token,
      json: { cla_course: { name: "Renamed" } },
    });
    expect(put.status).toBe(200);
    expect((await courses()).body[0].name).toBe("Renamed");
    await t.request("DELETE", `/api/v1/cla_courses/${id}`, { token: w.facilitator.token });
    expect((await courses()).body).toEqual([]);
  });

  it("shows a change written straight to the database, and one to a table the answer only joins", async () => {
    const { id } = await createCourse();
    await courses();
    await t.database.db.execute(sql`UPDATE courses SET name = 'Changed in SQL' WHERE id = ${id}`);
    expect((await courses()).body[0].name).toBe("Changed in SQL");
    const before = (await courses()).body[0].pending_live_classes_count;
    await t.database.db.execute(
      sql`INSERT INTO live_classes (name, cla_course_id, cla_cohort_id, date, time, duration, zoom_link)
          SELECT 'Q&A', id, cla_cohort_id, ${today}, '18:00', 60, 'https://example.org/live'
          FROM courses WHERE id = ${id}`,
    );
    expect((await courses()).body[0].pending_live_classes_count).toBe(before + 1);
  });

  it("is not moved by a transaction that rolls back, nor by sessions or mail", async () => {
    await createCourse();
    const version = async () =>
      (await executeRows<{ n: string }>(t.database.db, sql`SELECT n::text AS n FROM data_version`))[0]!.n;
    const start = await version();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE courses SET name = 'Never'`);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await version()).toBe(start);
    const signIn = await t.request("POST", "/api/v1/sign_in", {
      json: { user: { email: w.studentB.email, password: TEST_PASSWORD } },
    });
    expect(signIn.status).toBe(200);
    expect(await version()).toBe(start);
    // One transaction changing many rows moves it once.
    await t.database.db.execute(sql`UPDATE courses SET description = 'Both'`);
    expect(await version()).toBe(String(Number(start) + 1));
  });

  it("is answered per caller and per academy date", async () => {
    await createCourse({ start_date: addDays(today, 1) });
    const student = await courses();
    const facilitator = await courses(w.facilitator.token);
    expect(student.body[0].locked).toBe(true);
    expect(facilitator.body[0].locked).toBe(false);
    // The next day the course has started: the answer kept yesterday is not served.
    t.setNow(new Date(`${addDays(today, 1)}T12:00:00Z`));
    expect((await courses()).body[0].locked).toBe(false);
  });

  it("refuses a signed-out token although its answer is kept", async () => {
    await createCourse();
    expect((await courses()).status).toBe(200);
    expect((await t.request("POST", "/api/v1/sign_out", { token: w.studentA.token })).status).toBe(200);
    expect((await courses()).status).toBe(401);
  });

  it("is never served by another instance after a change committed through this one", async () => {
    const other = await otherInstance(t);
    try {
      const otherApp = other.app;
      const { id } = await createCourse();
      expect((await courses(w.studentA.token, otherApp)).body[0].name).toBe("Foundations of Leadership");
      await t.request("PUT", `/api/v1/cla_courses/${id}`, {
        token: w.facilitator.token,
        json: { cla_course: { name: "Renamed elsewhere" } },
      });
      expect((await courses(w.studentA.token, otherApp)).body[0].name).toBe("Renamed elsewhere");
    } finally {
      await other.close();
    }
  });
});

describe("the data version", () => {
  it("is one row", async () => {
    expect(await executeRows(t.database.db, sql`SELECT slot FROM data_version`)).toEqual([{ slot: 0 }]);
  });

  it("is moved by every table but sessions, reset tokens, the outbox, rate-limit events and course_points", async () => {
    const tables = await executeRows<{ table: string; triggers: string[] }>(
      t.database.db,
      sql`SELECT c.relname AS table,
                 coalesce(array_agg(tg.tgname::text ORDER BY tg.tgname) FILTER (WHERE tg.tgname IS NOT NULL), '{}'::text[]) AS triggers
          FROM pg_class c
          JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = 'public'
          LEFT JOIN pg_trigger tg ON tg.tgrelid = c.oid AND tg.tgname LIKE '%data_version%'
          WHERE c.relkind = 'r'
          GROUP BY c.relname`,
    );
    const without = tables.filter((r) => r.triggers.length === 0).map((r) => r.table);
    expect(without.sort()).toEqual(
      [
        "course_points",
        "data_version",
        "email_outbox",
        "password_reset_tokens",
        "rate_limit_events",
        "sessions",
      ].sort(),
    );
    for (const { table, triggers } of tables.filter((r) => r.triggers.length > 0)) {
      expect(triggers, table).toEqual([`${table}_data_version`, `${table}_data_version_truncate`]);
    }
  });
});
