/**
 * The activity log (docs/api.md §6.15, docs/decisions/168). Its table is append-only: triggers refuse
 * UPDATE, DELETE and TRUNCATE on both engines. Changes of the academy's records (courses, topics, items,
 * live classes, announcements, scores, attendance, cohorts, people, certificates) are logged by triggers
 * in the transaction that makes them, naming the actor `setActor` put on the transaction; what no row
 * change shows (sign-ins, invitations, enrolments, reset links) is logged here by the code.
 */
import { sql } from "drizzle-orm";
import type { Queryable } from "./index.ts";
import { activity_log } from "./schema.ts";

export interface Actor {
  /** null: not a person (the operator CLI) */
  id: string | null;
  name: string;
}

/** The operator CLI's actor on its entries. */
export const CLI_ACTOR: Actor = { id: null, name: "pnpm cla" };

/** Names the transaction's actor for the log's triggers (`cla.actor_id`, `cla.actor_name`, transaction-local). */
export async function setActor(tx: Queryable, actor: Actor): Promise<void> {
  await tx.execute(
    sql`SELECT set_config('cla.actor_id', ${actor.id ?? ""}, true), set_config('cla.actor_name', ${actor.name}, true)`,
  );
}

export interface ActivityInput {
  kind: string;
  actor?: Actor | null;
  user?: { id: string; name: string } | null;
  subject?: { id: string; name: string | null } | null;
  details?: Record<string, string | number | boolean | null>;
}

/** Appends entries in the caller's transaction (a failed sign-in has one of its own, with its rate-limit event). */
export async function logActivity(db: Queryable, ...entries: ActivityInput[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(activity_log).values(
    entries.map((e) => ({
      kind: e.kind,
      actor_id: e.actor?.id ?? null,
      actor_name: e.actor?.name ?? null,
      user_id: e.user?.id ?? null,
      user_name: e.user?.name ?? null,
      subject_id: e.subject?.id ?? null,
      subject_name: e.subject?.name ?? null,
      details: e.details ?? {},
    })),
  );
}
