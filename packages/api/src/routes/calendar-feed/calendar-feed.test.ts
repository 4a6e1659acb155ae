/**
 * docs/api.md §6.12 Calendar feed: the secret URL, its reset, and the iCalendar document, parsed with
 * ical.js (a maintained RFC 5545 parser) so the feed is checked as calendar apps read it.
 */
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../auth/rate-limits.ts";
import { hashToken } from "../../auth/tokens.ts";
import { schema } from "../../db/index.ts";
import { countStatements } from "../../db/statement-counter.ts";
import { insertCourse, insertLiveClass } from "../../test/academy-rows.ts";
import { newSession, routeSuite } from "../../test/harness.ts";

const s = routeSuite({
  env: { ACADEMY_TIME_ZONE: "America/New_York", PUBLIC_BASE_URL: "https://cla.example.org" },
});
const db = () => s.t.database.db;
const URL_PATTERN = /^https:\/\/cla\.example\.org\/api\/v1\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

async function feedUrl(token: string): Promise<string> {
  const res = await s.t.request("GET", "/api/v1/calendar_feed", { token });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(URL_PATTERN);
  return res.body.url as string;
}

/** The feed's path under the app (the URL's path). */
const pathOf = (url: string) => new URL(url).pathname;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

describe("GET /calendar_feed", () => {
  it("creates the secret on the first call and stores only its SHA-256", async () => {
    const url = await feedUrl(s.w.studentA.token);
    const secret = URL_PATTERN.exec(url)![1]!;
    const rows = await db().select().from(schema.calendar_feeds);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(s.w.studentA.id);
    expect(rows[0]!.secret_hash).toBe(hashToken(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it("cannot show a stored secret again: later calls answer url null, and the first URL keeps working", async () => {
    const url = await feedUrl(s.w.studentA.token);
    const again = await s.t.request("GET", "/api/v1/calendar_feed", { token: s.w.studentA.token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ url: null });
    expect((await s.t.request("GET", pathOf(url))).status).toBe(200);
  });

  it("needs a session", async () => {
    expect((await s.t.request("GET", "/api/v1/calendar_feed")).status).toBe(401);
    expect((await s.t.request("POST", "/api/v1/calendar_feed/reset")).status).toBe(401);
  });
});

describe("POST /calendar_feed/reset", () => {
  it("gives a new URL; the old one answers 404 from then on", async () => {
    const old = await feedUrl(s.w.studentA.token);
    const reset = await s.t.request("POST", "/api/v1/calendar_feed/reset", { token: s.w.studentA.token });
    expect(reset.status).toBe(200);
    expect(reset.body.url).toMatch(URL_PATTERN);
    expect(reset.body.url).not.toBe(old);
    const gone = await s.t.request("GET", pathOf(old));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: "Not found" });
    expect((await s.t.request("GET", pathOf(reset.body.url))).status).toBe(200);
    expect(await db().select().from(schema.calendar_feeds)).toHaveLength(1);
  });

  it("accepts an empty object as its body", async () => {
    const reset = await s.t.request("POST", "/api/v1/calendar_feed/reset", {
      token: s.w.studentA.token,
      json: {},
    });
    expect(reset.status).toBe(200);
    expect(reset.body.url).toMatch(URL_PATTERN);
  });
});

describe("GET /calendar/{secret}.ics", () => {
  it("is an RFC 5545 calendar of the student's cohort's classes, times in UTC", async () => {
    const course = await insertCourse(db(), {
      cohortId: s.w.cohortA,
      name: "Servant Leadership; Part 1, Basics",
    });
    const other = await insertCourse(db(), { cohortId: s.w.cohortB });
    // 13:00 in New York on 3 March (EST) and 10 March (EDT, after the US change on 8 March).
    const before = await insertLiveClass(db(), course, {
      name: "Vision, mission\\values",
      date: "2026-03-03",
      time: "13:00",
    });
    const after = await insertLiveClass(db(), course, {
      name: "Team presentations",
      date: "2026-03-10",
      time: "13:00",
    });
    await insertLiveClass(db(), other, { name: "Another cohort's class" });
    await db()
      .update(schema.live_classes)
      .set({ zoom_link: "javascript:alert(1)" })
      .where(eq(schema.live_classes.id, after));

    const res = await s.t.request("GET", pathOf(await feedUrl(s.w.studentA.token)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const text = res.body as string;
    expect(text).toMatch(/\r\n$/);
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Christian Leadership Academy live classes");
    expect(events).toHaveLength(2);
    const [first, second] = events.map((component) => new ICAL.Event(component));
    expect(first!.uid).toBe(`${before}@cla.example.org`);
    expect(first!.summary).toBe("Vision, mission\\values");
    expect(first!.description).toBe("Course: Servant Leadership; Part 1, Basics");
    expect(first!.startDate.toJSDate().toISOString()).toBe("2026-03-03T18:00:00.000Z");
    expect(first!.startDate.zone.tzid).toBe("UTC");
    expect(first!.duration.toSeconds()).toBe(3600);
    expect(events[0]!.getFirstPropertyValue("url")).toBe("https://zoom.us/j/1234567890");
    expect(events[0]!.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(events[0]!.getFirstPropertyValue("last-modified")).toBeTruthy();
    expect(second!.startDate.toJSDate().toISOString()).toBe("2026-03-10T17:00:00.000Z");
    // Only http/https links become URL.
    expect(events[1]!.getFirstProperty("url")).toBeNull();
  });

  it("gives a facilitator every cohort's classes, naming the cohort", async () => {
    const a = await insertCourse(db(), { cohortId: s.w.cohortA, name: "Course A" });
    const b = await insertCourse(db(), { cohortId: s.w.cohortB, name: "Course B" });
    await insertLiveClass(db(), a, { date: "2026-03-03" });
    await insertLiveClass(db(), b, { date: "2026-03-04" });
    const res = await s.t.request("GET", pathOf(await feedUrl(s.w.facilitator.token)));
    const { events } = parse(res.body as string);
    expect(events.map((event) => new ICAL.Event(event).description)).toEqual([
      "Course: Course A\nCohort: Cohort A",
      "Course: Course B\nCohort: Cohort B",
    ]);
  });

  it("drops a deleted class from the next fetch", async () => {
    const course = await insertCourse(db(), { cohortId: s.w.cohortA });
    const id = await insertLiveClass(db(), course);
    const path = pathOf(await feedUrl(s.w.studentA.token));
    expect(parse((await s.t.request("GET", path)).body as string).events).toHaveLength(1);
    const del = await s.t.request("DELETE", `/api/v1/cla_live_classes/${id}`, {
      token: s.w.facilitator.token,
    });
    expect(del.status).toBe(200);
    expect(parse((await s.t.request("GET", path)).body as string).events).toHaveLength(0);
  });

  it("answers 404 for an unknown or malformed secret", async () => {
    for (const file of ["A".repeat(43) + ".ics", "short.ics", "A".repeat(43), "%00.ics"]) {
      const res = await s.t.request("GET", `/api/v1/calendar/${file}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Not found" });
    }
  });

  it("answers a deactivated person's feed as an unknown one, by the same statements, also one deactivated outside the API", async () => {
    const url = await feedUrl(s.w.facilitator.token);
    expect((await s.t.request("GET", pathOf(url))).status).toBe(200);
    await db().update(schema.users).set({ active: false }).where(eq(schema.users.id, s.w.facilitator.id));
    const counter = countStatements(s.t.database);
    try {
      const res = await s.t.request("GET", pathOf(url));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "Not found" });
      const deactivated = counter.count;
      counter.reset();
      expect((await s.t.request("GET", `/api/v1/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
      expect(counter.count).toBe(deactivated);
    } finally {
      counter.stop();
    }
  });

  it("a deactivation revokes the feed: after reactivation the old URL stays 404, a new one is revealed", async () => {
    const url = await feedUrl(s.w.facilitator.token);
    const person = (active: boolean) =>
      s.t.request("PUT", `/api/v1/cla_users/${s.w.facilitator.id}`, {
        token: s.w.admin.token,
        json: { user: { active } },
      });
    expect((await person(false)).status).toBe(200);
    expect((await s.t.request("GET", pathOf(url))).status).toBe(404);
    expect((await person(true)).status).toBe(200);
    expect((await s.t.request("GET", pathOf(url))).status).toBe(404);
    const token = await newSession(s.t, s.w.facilitator.id);
    const renewed = await feedUrl(token);
    expect(renewed).not.toBe(url);
    expect((await s.t.request("GET", pathOf(renewed))).status).toBe(200);
  });

  it("is rate-limited per client IP, unknown secrets included", async () => {
    const { limit } = RATE_LIMITS.calendar_feed;
    const now = new Date();
    await db()
      .insert(schema.rate_limit_events)
      .values(
        Array.from({ length: limit }, () => ({
          kind: "calendar_feed" as const,
          key: "unknown",
          created_at: now.toISOString(),
        })),
      );
    const res = await s.t.request("GET", `/api/v1/calendar/${"A".repeat(43)}.ics`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
