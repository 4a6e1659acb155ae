/**
 * Exactly-once under concurrency (docs/api.md §3.4 step 12): uniqueness rests on database constraints,
 * so concurrent duplicates get the 409 and change nothing. On PostgreSQL (test:pg) these are real
 * races between pool connections; PGlite's single connection serialises them.
 */
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { RATE_LIMITS, SIGN_IN_LIMITS, type RateLimitKind } from "../auth/rate-limits.ts";
import { schema } from "../db/index.ts";
import { routeSuite, type TestApp, type World } from "./harness.ts";

const s = routeSuite();

describe("concurrent duplicates", () => {
  it("50 concurrent sign-ups with one email: exactly one 201, 49 × 409, one row", async () => {
    const { t, w } = s;
    const user = (i: number) => ({
      name: `Racer ${i}`,
      // the same address in different cases and padding: one account
      email: i % 2 ? " Racer@Example.org" : "racer@example.org ",
      password: "race-password-1",
      cla_role_id: 1,
      cla_cohort_id: w.cohortA,
    });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.request("POST", "/api/v1/sign_up", { json: { user: user(i) } })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ error: API_ERRORS.emailTaken });
    }
    expect(await t.count("users")).toBe(5);
  });

  it("20 concurrent course creations with one name in a cohort: one 201, 19 × 409", async () => {
    const { t, w } = s;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request("POST", "/api/v1/cla_courses", {
          token: w.facilitator.token,
          json: {
            cla_course: {
              name: i % 2 ? "Vision" : "VISION",
              description: "d",
              cla_cohort_id: w.cohortA,
              start_date: "2025-01-01",
              end_date: "2025-02-01",
            },
          },
        }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await t.count("courses")).toBe(1);
  });

  it("concurrent resets with one token: exactly one succeeds", async () => {
    const { t } = s;
    await t.request("POST", "/api/v1/forgot_password", { json: { email: "ada@example.org" } });
    const outbox = await t.database.db.select().from(schema.email_outbox);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(outbox[0]!.text_body)![1]!;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request("POST", "/api/v1/reset_password", { json: { token, password: `new-password-${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(400)]);
  });
});

/**
 * A rate limit counts an attempt in the transaction that reads its count (docs/api.md §3.5), so a
 * burst of concurrent attempts gets no more than the limit through (all come from one address here).
 */
describe("concurrent attempts against a rate limit", () => {
  const statusCounts = (statuses: number[]) =>
    Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length]));

  it("50 concurrent wrong passwords on one (email, address): 10 are checked (401), 40 × 429", async () => {
    const { t } = s;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request("POST", "/api/v1/sign_in", {
          json: { user: { email: "ada@example.org", password: `guess-${i}` } },
        }),
      ),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({
      401: SIGN_IN_LIMITS.pair,
      429: 50 - SIGN_IN_LIMITS.pair,
    });
  });

  it("20 concurrent reset requests for one email: 5 answered and mailed, 15 × 429", async () => {
    const { t } = s;
    const { limit } = RATE_LIMITS.forgot_password;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request("POST", "/api/v1/forgot_password", { json: { email: "ada@example.org" } }),
      ),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 200: limit, 429: 20 - limit });
    expect(await t.count("email_outbox")).toBe(limit);
  });
});

/**
 * Every rate limit registered in auth/rate-limits.ts gets a concurrent burst past its limit from one address
 * (decision 176): at most the limit of the burst's requests may get past it (the rest 429). A kind without a
 * burst here fails the first test, so a new limit cannot be added unswept.
 */
describe("rate limits under a concurrent burst", () => {
  interface Burst {
    /** The limit the burst must stay within, for the keys it hits. */
    limit: number;
    /** The burst's i-th request, after the setup; its answer counts unless 429. */
    prepare(t: TestApp, w: World): Promise<(i: number) => Promise<{ status: number }>>;
  }
  const BURSTS: Record<RateLimitKind, Burst> = {
    sign_in: {
      // wrong passwords for one (email, address) pair
      limit: SIGN_IN_LIMITS.pair,
      prepare: async (t) => () =>
        t.request("POST", "/api/v1/sign_in", {
          json: { user: { email: "ada@example.org", password: "wrong-password" } },
        }),
    },
    forgot_password: {
      limit: RATE_LIMITS.forgot_password.limit,
      prepare: async (t) => () =>
        t.request("POST", "/api/v1/forgot_password", { json: { email: "ada@example.org" } }),
    },
    certificate_lookup: {
      limit: RATE_LIMITS.certificate_lookup.limit,
      prepare: async (t) => () => t.request("GET", "/api/v1/certificates/CLA-0000-0000-0000"),
    },
    calendar_feed: {
      limit: RATE_LIMITS.calendar_feed.limit,
      prepare: async (t, w) => {
        const feed = await t.request("GET", "/api/v1/calendar_feed", { token: w.studentA.token });
        const path = new URL(feed.body.url as string).pathname;
        return () => t.request("GET", path);
      },
    },
    sign_up: {
      // accounts from one address, each its own email
      limit: RATE_LIMITS.sign_up.limit,
      prepare: async (t, w) => (i) =>
        t.request("POST", "/api/v1/sign_up", {
          json: {
            user: {
              name: `Burst ${i}`,
              email: `burst${i}@example.org`,
              password: "burst-password-1",
              cla_role_id: 1,
              cla_cohort_id: w.cohortA,
            },
          },
        }),
    },
  };
  it("every registered limit has a burst", () => {
    expect(Object.keys(BURSTS).sort()).toEqual(Object.keys(RATE_LIMITS).sort());
  });

  for (const kind of Object.keys(RATE_LIMITS) as RateLimitKind[]) {
    it(`${kind}: ${BURSTS[kind].limit} + 20 concurrent requests, at most ${BURSTS[kind].limit} past the limit`, async () => {
      const { t, w } = s;
      const burst = BURSTS[kind];
      const one = await burst.prepare(t, w);
      const statuses = (await Promise.all(Array.from({ length: burst.limit + 20 }, (_, i) => one(i)))).map(
        (r) => r.status,
      );
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(burst.limit);
    });
  }
});
