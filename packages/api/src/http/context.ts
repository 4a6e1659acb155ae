/**
 * What every request can reach: the app's dependencies and, once the middleware of endpoint() ran,
 * the parsed body, the caller and the request's clock reading.
 */
import type { Context } from "hono";
import { todayIn } from "@cla/domain";
import type { Caller } from "../auth/sessions.ts";
import type { Database } from "../db/index.ts";
import type { Settings } from "../env.ts";
import type { Logger } from "../logger.ts";
import type { MailWorker } from "../mail/worker.ts";
import type { Metrics } from "./metrics.ts";

export interface AppDeps {
  database: Database;
  settings: Settings;
  logger: Logger;
  mail: MailWorker;
  /** The current instant; tests replace it to move time (rate-limit windows, token expiry, "today"). */
  clock: () => Date;
}

export type AppEnv = {
  Variables: {
    /** A random id per request, on its log lines (request log, errors) to tie them together. */
    requestId: string;
    deps: AppDeps;
    /** One clock reading per request, so "today" and expiry checks agree within a request. */
    now: Date;
    /** The parsed JSON body (POST/PUT), set by the body middleware; undefined when there is none. */
    body: unknown;
    caller: Caller | null;
    /** The matched declaration's path (`/cla_topics/{id}`), set by mountRoutes; the metrics' route label. */
    route: string | undefined;
    /** This app's metrics (GET /metrics); null while METRICS_TOKEN is unset. */
    metrics: Metrics | null;
  };
};

export type AppContext = Context<AppEnv>;

/** The academy's calendar date of this request (docs/api.md §1.4), computed in JavaScript, never in SQL. */
export function today(c: AppContext): string {
  return todayIn(c.var.deps.settings.academyTimeZone, c.var.now);
}

/** The signed-in caller; only call it behind `endpoint({ auth: "signed_in" | "facilitator" })`. */
export function caller(c: AppContext): Caller {
  const value = c.var.caller;
  if (value === null) throw new Error("caller() used on an endpoint without authentication");
  return value;
}
