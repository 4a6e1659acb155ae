/** GET /metrics (docs/api.md §6.10, docs/decisions/166), on the engine of the run (PGlite, or PostgreSQL with test:pg). */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { schema } from "../../db/index.ts";
import { toDbTimestamp } from "../../db/values.ts";
import { routeSuite, startTestApp, type TestApp } from "../../test/harness.ts";

const TOKEN = "metrics-test-token-0123456789";
const s = routeSuite({ env: { METRICS_TOKEN: TOKEN } });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of the exposition text (comments dropped). */
function samples(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      expect(match, line).not.toBeNull();
      const labels = Object.fromEntries(
        [...(match![2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]),
      );
      return { name: match![1]!, labels, value: Number(match![3]) };
    });
}

/** The one sample named so whose labels include `labels`; undefined when there is none. */
function find(all: Sample[], name: string, labels: Record<string, string> = {}): Sample | undefined {
  const found = all.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1);
  return found[0];
}

async function scrape(t: TestApp): Promise<{ text: string; all: Sample[] }> {
  const res = await t.request("GET", "/api/v1/metrics", { token: TOKEN });
  expect(res.status).toBe(200);
  return { text: res.body as string, all: samples(res.body as string) };
}

describe("GET /metrics without METRICS_TOKEN", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp();
  }, 180_000);
  afterAll(() => off?.close());

  it("is 404 exactly as an unknown path, whatever the token", async () => {
    const unknown = await off.request("GET", "/api/v1/no_such_thing");
    for (const token of [undefined, TOKEN, "anything"]) {
      const res = await off.request("GET", "/api/v1/metrics", { token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: API_ERRORS.notFound });
      expect(res.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      expect(res.headers.get("cache-control")).toBe(unknown.headers.get("cache-control"));
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  it("401 without a bearer token, 403 with any other token (a session's too), 200 with it", async () => {
    const { t, w } = s;
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, API_ERRORS.sessionExpired],
      [
        { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
        401,
        API_ERRORS.sessionExpired,
      ],
      [{ authorization: "Bearer" }, 401, API_ERRORS.sessionExpired],
      [{ authorization: `Bearer ${TOKEN}x` }, 403, API_ERRORS.noPermission],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}` }, 403, API_ERRORS.noPermission],
      [{ authorization: `Bearer ${w.facilitator.token}` }, 403, API_ERRORS.noPermission],
    ];
    for (const [headers, status, error] of cases) {
      const res = await t.request("GET", "/api/v1/metrics", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(status);
      expect(res.body).toEqual({ error });
    }
    const res = await t.request("GET", "/api/v1/metrics", { headers: { authorization: `bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toContain("# TYPE cla_http_requests_total counter");
  });

  it("counts requests by route pattern and status, never by URL, with a latency histogram", async () => {
    const { t, w } = s;
    const id = "0b9d4d8e-3a43-4d5f-9e3c-7f3e1b2a9c11";
    const secret = "A".repeat(43);
    const before = find((await scrape(t)).all, "cla_http_requests_total", {
      route: "/cla_topics/{id}",
      status: "404",
    });
    await t.request("GET", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token });
    await t.request("GET", `/api/v1/cla_topics/${id}`, { token: w.facilitator.token });
    await t.request("GET", `/api/v1/cla_topics/${id}`);
    await t.request("GET", `/api/v1/calendar/${secret}.ics`);
    await t.request("GET", "/api/v1/no_such_thing/42");
    await t.request("GET", "/some/site/page");

    const { text, all } = await scrape(t);
    expect(text).not.toContain(id);
    expect(text).not.toContain(secret);
    expect(text).not.toContain("no_such_thing");
    const count = (route: string, status: string) =>
      find(all, "cla_http_requests_total", { method: "GET", route, status })?.value;
    expect(count("/cla_topics/{id}", "404")).toBe((before?.value ?? 0) + 2);
    expect(count("/cla_topics/{id}", "401")).toBeGreaterThanOrEqual(1);
    expect(count("/calendar/{secret}.ics", "404")).toBeGreaterThanOrEqual(1);
    expect(count("(unmatched)", "404")).toBeGreaterThanOrEqual(1);
    expect(count("(site)", "404")).toBeGreaterThanOrEqual(1);

    const labels = { method: "GET", route: "/cla_topics/{id}" };
    const total = find(all, "cla_http_request_duration_seconds_count", labels)!.value;
    expect(total).toBe(count("/cla_topics/{id}", "404")! + count("/cla_topics/{id}", "401")!);
    expect(find(all, "cla_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })!.value).toBe(
      total,
    );
    expect(find(all, "cla_http_request_duration_seconds_bucket", { ...labels, le: "0.005" })).toBeDefined();
    expect(find(all, "cla_http_request_duration_seconds_sum", labels)!.value).toBeGreaterThan(0);
  });

  it("reports the database engine and its pool", async () => {
    const { t } = s;
    const { all } = await scrape(t);
    const engine = t.database.engine;
    expect(find(all, "cla_database_info", { engine })?.value).toBe(1);
    if (engine === "postgres") {
      const stats = t.database.poolStats!();
      expect(find(all, "cla_db_pool_max")?.value).toBe(stats.max);
      const open = find(all, "cla_db_pool_connections")!.value;
      expect(open).toBeGreaterThanOrEqual(1);
      expect(open).toBeLessThanOrEqual(stats.max);
      expect(find(all, "cla_db_pool_idle")!.value).toBeLessThanOrEqual(open);
      expect(find(all, "cla_db_pool_waiting")?.value).toBe(0);
    } else {
      expect(find(all, "cla_db_pool_max")?.value).toBe(1);
      expect(find(all, "cla_db_pool_connections")?.value).toBe(1);
      expect(find(all, "cla_db_pool_idle")).toBeUndefined();
      expect(find(all, "cla_db_pool_waiting")).toBeUndefined();
    }
    // Node's own metrics come along.
    expect(find(all, "process_cpu_user_seconds_total")).toBeDefined();
    expect(find(all, "nodejs_heap_size_used_bytes")).toBeDefined();
  });

  it("reads the mail outbox when scraped: pending, retrying, given up, the oldest pending mail's age", async () => {
    const { t } = s;
    const empty = (await scrape(t)).all;
    expect(find(empty, "cla_database_up")?.value).toBe(1);
    expect(find(empty, "cla_mail_outbox_pending")?.value).toBe(0);
    expect(find(empty, "cla_mail_outbox_oldest_pending_seconds")?.value).toBe(0);

    const hourAgo = toDbTimestamp(new Date(Date.now() - 3_600_000));
    const mail = { kind: "announcement" as const, to_address: "a@example.org", subject: "s", text_body: "b" };
    await t.database.db.insert(schema.email_outbox).values([
      { ...mail, created_at: hourAgo },
      { ...mail, attempts: 2, last_error: "refused" },
      { ...mail, status: "failed", attempts: 10, last_error: "refused" },
      { ...mail, status: "sent", attempts: 1, sent_at: hourAgo },
    ]);
    const { all } = await scrape(t);
    expect(find(all, "cla_mail_outbox_pending")?.value).toBe(2);
    expect(find(all, "cla_mail_outbox_retrying")?.value).toBe(1);
    expect(find(all, "cla_mail_outbox_failed")?.value).toBe(1);
    expect(find(all, "cla_mail_outbox_oldest_pending_seconds")!.value).toBeGreaterThanOrEqual(3_600);
  });

  it("still answers when the outbox cannot be read: cla_database_up 0 and no outbox figures", async () => {
    const { t } = s;
    const execute = vi.spyOn(t.database.db, "execute").mockRejectedValueOnce(new Error("connection lost"));
    try {
      const { all } = await scrape(t);
      expect(find(all, "cla_database_up")?.value).toBe(0);
      expect(find(all, "cla_mail_outbox_pending")).toBeUndefined();
      expect(find(all, "cla_mail_outbox_failed")).toBeUndefined();
    } finally {
      execute.mockRestore();
    }
    expect(t.logLines.some((line) => line.includes("metrics: the outbox could not be read"))).toBe(true);
    expect(find((await scrape(t)).all, "cla_database_up")?.value).toBe(1);
  });

  it("leaves /health open and unchanged", async () => {
    const res = await s.t.request("GET", "/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: "ok" });
  });
});
