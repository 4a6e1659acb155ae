/**
 * Counts the SQL statements a Database runs, through drizzle's own query logger hook, so tests (and
 * bench/) can prove the query budget of docs/api.md §7.4: the same number of statements for 5 students or
 * 200. Every statement built with drizzle is counted, raw `db.execute(sql…)` and transactions included;
 * only the driver calls drizzle never sees (migrations, `execScript`, `ping`) are not.
 *
 *   const counter = countStatements(t.database);
 *   counter.reset();
 *   await t.request("GET", "/api/v1/cla_dashboards/student_list?cla_cohort_id=1", { token });
 *   expect(counter.count).toBe(3);
 *   counter.stop();
 */
import type { Logger } from "drizzle-orm";
import type { Database } from "./index.ts";

export interface StatementCounter {
  /** Statements run since the last reset. */
  readonly count: number;
  /** Their SQL text, in order (parameters are never kept). */
  readonly statements: readonly string[];
  reset(): void;
  /** Puts the previous logger back. */
  stop(): void;
}

/** drizzle's session keeps its logger in `logger` and hands `options.logger` to transaction sessions. */
interface SessionWithLogger {
  logger: Logger;
  options: { logger?: Logger };
}

export function countStatements(database: Database): StatementCounter {
  const session = (database.db as unknown as { session: SessionWithLogger }).session;
  if (!session || typeof session.logger?.logQuery !== "function" || typeof session.options !== "object") {
    throw new Error("countStatements: this drizzle version keeps its logger elsewhere");
  }
  const statements: string[] = [];
  // A prepared query (the caller lookup, src/http/auth.ts) keeps the logger object it was prepared
  // with, so the session's logger is patched in place rather than replaced.
  const target = session.logger;
  const ownLogQuery = Object.prototype.hasOwnProperty.call(target, "logQuery") ? target.logQuery : undefined;
  const logQuery = target.logQuery;
  const previousOptions = session.options.logger;
  target.logQuery = (query, params) => {
    statements.push(query);
    logQuery.call(target, query, params);
  };
  // Transactions get a session of their own, with `options.logger` (or a logger that does nothing).
  session.options.logger = { logQuery: (query, params) => target.logQuery(query, params) };
  return {
    get count() {
      return statements.length;
    },
    statements,
    reset() {
      statements.length = 0;
    },
    stop() {
      if (ownLogQuery === undefined) delete (target as Partial<Logger>).logQuery;
      else target.logQuery = ownLogQuery;
      session.options.logger = previousOptions;
    },
  };
}
