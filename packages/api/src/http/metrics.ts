/**
 * GET /metrics (docs/api.md §6.10, docs/decisions/166): the Prometheus text format, with prom-client. Off
 * (404, like any unknown path) unless METRICS_TOKEN is set; then only for `Authorization: Bearer
 * <METRICS_TOKEN>`. Each app has its own registry, so test apps and a second instance in one process never
 * share counts.
 *
 * - requests by route pattern (the declaration's path, never the URL: no ids, no calendar secrets), method
 *   and status, and their duration as a histogram;
 * - the database pool (PostgreSQL: size, open, idle, waiting; PGlite: its one connection);
 * - the mail outbox: pending, retrying and given-up rows, the oldest pending row's age, read with one
 *   query when scraped (`cla_database_up` 0 when that query fails, the outbox gauges then absent);
 * - Node's process metrics (CPU, memory, event loop delay, heap) from prom-client's defaults.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { sql } from "drizzle-orm";
import { API_ERRORS } from "@cla/domain";
import { executeRows, type Database } from "../db/index.ts";
import { describeError, type Logger } from "../logger.ts";
import type { AppContext, AppEnv } from "./context.ts";
import { bearerToken } from "./auth.ts";
import { apiError } from "./errors.ts";

/** Seconds: from a small GET (a few ms) to the pool's 10 s wait. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  /** Counts and times every request; put before everything else that may answer. */
  observe: MiddlewareHandler<AppEnv>;
  /** The exposition text, the outbox read now. */
  render(): Promise<{ contentType: string; text: string }>;
}

/** The route label of a request no declared route matched: the site's paths, or /api/v1's 404. */
function unmatched(path: string): string {
  return path === "/api/v1" || path.startsWith("/api/v1/") ? "(unmatched)" : "(site)";
}

export function createMetrics(database: Database, logger: Logger): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "cla_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "cla_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  new Gauge({
    name: "cla_database_info",
    help: "The database engine (pglite or postgres); always 1",
    labelNames: ["engine"] as const,
    registers: [registry],
  }).set({ engine: database.engine }, 1);
  const pool = (name: string, help: string, read: () => number) =>
    new Gauge({
      name: `cla_db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  const stats = database.poolStats?.bind(database);
  if (stats) {
    pool("max", "Connections the pool may open", () => stats().max);
    pool("connections", "Connections open (in use or idle)", () => stats().total);
    pool("idle", "Connections open and idle", () => stats().idle);
    pool("waiting", "Queries waiting for a connection (503 after 10 s)", () => stats().waiting);
  } else {
    // PGlite: one connection in this process, which serialises every query; nothing waits in a pool.
    pool("max", "Connections the database may have (PGlite: one, in this process)", () => 1);
    pool("connections", "Connections open (PGlite: one, in this process)", () => 1);
  }

  const up = new Gauge({
    name: "cla_database_up",
    help: "1 when the scrape's outbox query succeeded, else 0",
    registers: [registry],
  });
  const outboxGauge = (name: string, help: string) => ({
    name,
    gauge: new Gauge({ name, help, registers: [registry] }),
  });
  const outbox = {
    pending: outboxGauge("cla_mail_outbox_pending", "Mail waiting to be sent (first tries and retries)"),
    retrying: outboxGauge("cla_mail_outbox_retrying", "Pending mail whose delivery failed at least once"),
    failed: outboxGauge(
      "cla_mail_outbox_failed",
      "Mail given up after 10 failed attempts (rows kept with status failed)",
    ),
    oldest: outboxGauge(
      "cla_mail_outbox_oldest_pending_seconds",
      "Age of the oldest pending mail; 0 when none is pending",
    ),
  };

  async function readOutbox(): Promise<void> {
    try {
      // Pending and failed rows only (the status index), never the sent history.
      const [row] = await executeRows<{ pending: number; retrying: number; failed: number; oldest: number }>(
        database.db,
        sql`SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                   count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying,
                   count(*) FILTER (WHERE status = 'failed')::int AS failed,
                   coalesce(extract(epoch FROM clock_timestamp()
                     - min(created_at) FILTER (WHERE status = 'pending')), 0)::float8 AS oldest
              FROM email_outbox WHERE status IN ('pending', 'failed')`,
      );
      up.set(1);
      for (const { name, gauge } of Object.values(outbox)) {
        if (registry.getSingleMetric(name) === undefined) registry.registerMetric(gauge);
      }
      outbox.pending.gauge.set(row!.pending);
      outbox.retrying.gauge.set(row!.retrying);
      outbox.failed.gauge.set(row!.failed);
      outbox.oldest.gauge.set(Math.max(0, Number(row!.oldest)));
    } catch (error) {
      logger.warn("metrics: the outbox could not be read", describeError(error));
      up.set(0);
      // Absent rather than 0 or stale: a missing series is what an alert on the backlog should see.
      for (const { name } of Object.values(outbox)) registry.removeSingleMetric(name);
    }
  }

  return {
    observe: async (c, next) => {
      const started = performance.now();
      await next();
      const route = c.var.route ?? unmatched(c.req.path);
      const labels = { method: c.req.method, route };
      requests.inc({ ...labels, status: String(c.res.status) });
      duration.observe(labels, (performance.now() - started) / 1000);
    },
    async render() {
      await readOutbox();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * The front of GET /metrics (step 4 of docs/api.md §3.4 for this endpoint): 404 `Not found` while
 * METRICS_TOKEN is unset, 401 without a bearer token, 403 with another one. The tokens are compared
 * as SHA-256 digests in constant time, so neither their content nor their length shows in the timing.
 */
export const requireMetricsToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.var.deps.settings.metricsToken;
  if (expected === null || c.var.metrics === null) throw apiError(404, API_ERRORS.notFound);
  const given = bearerToken(c.req.header("authorization"));
  if (given === null) throw apiError(401, API_ERRORS.sessionExpired);
  if (!timingSafeEqual(sha256(given), sha256(expected))) throw apiError(403, API_ERRORS.noPermission);
  return next();
};

export async function metricsPage(c: AppContext) {
  const { contentType, text } = await c.var.metrics!.render();
  return c.body(text, 200, { "Content-Type": contentType });
}
