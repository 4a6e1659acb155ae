/**
 * The PostgreSQL pool (decision 134): a request that cannot get a connection within the wait answers
 * 503 `Service unavailable.` with Retry-After, never 500; start-up retries an unreachable server
 * with backoff for a bounded time and stops at once on an answer that will not change.
 */
import { describe, expect, it, vi } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { RETRY_AFTER_SECONDS } from "../http/error-handler.ts";
import { routeSuite } from "../test/harness.ts";
import { DatabaseUnavailableError, openDatabase } from "./index.ts";

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const WAIT_MS = 300;

describe.runIf(onPostgres)("every connection busy", () => {
  const s = routeSuite({ pool: { size: 2, waitMs: WAIT_MS } });

  /** Holds both connections of the pool in open transactions until the returned function is called. */
  async function holdEveryConnection(): Promise<() => Promise<void>> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = 0;
    const held = Promise.all(
      [1, 2].map(() =>
        s.t.database.db.transaction(async () => {
          entered++;
          await gate;
        }),
      ),
    );
    await vi.waitFor(() => expect(entered).toBe(2));
    return async () => {
      release();
      await held;
    };
  }

  it("a request waits its turn, then answers 503 with Retry-After, and is served once a connection frees", async () => {
    const { t, w } = s;
    const release = await holdEveryConnection();
    try {
      const started = performance.now();
      const res = await t.request("GET", "/api/v1/me", { token: w.studentA.token });
      expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 20);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: API_ERRORS.serviceUnavailable });
      expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");

      const write = await t.request("POST", "/api/v1/sign_up", {
        json: {
          user: {
            name: "Late Comer",
            email: "late@example.org",
            password: "late-password-1",
            password_confirmation: "late-password-1",
            cla_role_id: 1,
            cla_cohort_id: w.cohortA,
          },
        },
      });
      expect(write.status).toBe(503);

      const health = await t.request("GET", "/api/v1/health");
      expect(health.status).toBe(503);

      const warning = t.logLines.find((line) => line.includes(" WARN database unavailable "));
      expect(warning).toMatch(/request=[0-9a-f-]{36} /);
      expect(warning).toContain("timeout exceeded when trying to connect");
      expect(t.logLines.join("\n")).not.toMatch(/ ERROR |late@example.org|Late Comer/);
    } finally {
      await release();
    }
    expect((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).status).toBe(200);
  });
});

describe("start-up connection", () => {
  it("retries an unreachable server with growing delays, then gives up within its bound", async () => {
    const delays: number[] = [];
    const started = performance.now();
    const opening = openDatabase({
      // Nothing listens on port 1.
      databaseUrl: "postgres://postgres@127.0.0.1:1/cla",
      dataDir: null,
      pool: { startupMs: 1_000, waitMs: 500 },
      onConnectRetry: (_error, delayMs) => delays.push(delayMs),
    });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(delays).toEqual([250, 500]);
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it.runIf(onPostgres)(
    "stops at once when PostgreSQL answers with an error that will not change",
    async () => {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = "/cla_no_such_database";
      const delays: number[] = [];
      const opening = openDatabase({
        databaseUrl: url.toString(),
        dataDir: null,
        onConnectRetry: (_error, delayMs) => delays.push(delayMs),
      });
      await expect(opening).rejects.toMatchObject({ cause: { code: "3D000" } });
      expect(delays).toEqual([]);
    },
  );
});
