/**
 * Exactly-once under concurrency (docs/api.md §3.4 step 12): uniqueness rests on database constraints,
 * so concurrent duplicates get the 409 and change nothing. On PostgreSQL (test:pg) these are real
 * races between pool connections; PGlite's single connection serialises them.
 */
import { describe, expect, it } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { RATE_LIMITS, SIGN_IN_LIMITS } from "../auth/rate-limits.ts";
import { schema } from "../db/index.ts";
import { routeSuite } from "./harness.ts";

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

  it("24 concurrent sign-ups from one address: the limit's number of accounts, the rest 429", async () => {
    const { t, w } = s;
    const { limit } = RATE_LIMITS.sign_up;
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        t.request("POST", "/api/v1/sign_up", {
          json: {
            user: {
              name: `Throwaway ${i}`,
              email: `throwaway${i}@example.org`,
              password: "race-password-1",
              cla_role_id: 1,
              cla_cohort_id: w.cohortA,
            },
          },
        }),
      ),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 201: limit, 429: 24 - limit });
    expect(await t.count("users")).toBe(4 + limit);
  });
});
