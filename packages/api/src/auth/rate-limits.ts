/**
 * Rate limits of docs/api.md §3.5, counted in `rate_limit_events` so several instances share them.
 * Keys are the normalised email and the client IP (certificate lookups, calendar fetches and sign-ups:
 * the IP only; sign_in also the (email, IP) pair, each key with its own threshold, docs/decisions/140);
 * a request is blocked when any key has reached its limit within the window. They keep secrets from
 * being guessed (passwords, reset mails, certificate codes, calendar feed URLs) and throw-away accounts
 * from being made in bulk (docs/decisions/175). The client IP is read by http/client-ip.ts.
 *
 * An attempt is counted by `countAttempt` in the transaction that reads its keys' counts, under a lock
 * per key, so concurrent attempts are counted one after another and no more than the limit pass
 * (docs/decisions/175); `enforceRateLimit` alone is the early check of §3.4 step 5, which writes nothing.
 */
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { API_ERRORS } from "@cla/domain";
import { schema, type Queryable, type Tx } from "../db/index.ts";
import { toDbTimestamp, toTimestamp } from "../db/values.ts";
import { apiError } from "../http/errors.ts";

const { rate_limit_events } = schema;

export type RateLimitKind = (typeof schema.rate_limit_events.kind.enumValues)[number];

export const RATE_LIMITS: Record<RateLimitKind, { limit: number; windowMs: number }> = {
  // failed sign-ins in 15 minutes; the per-key thresholds are SIGN_IN_LIMITS
  sign_in: { limit: 10, windowMs: 15 * 60_000 },
  // 5 answered reset requests per email or IP in an hour
  forgot_password: { limit: 5, windowMs: 60 * 60_000 },
  // 30 public certificate lookups per IP in 15 minutes (docs/decisions/135)
  certificate_lookup: { limit: 30, windowMs: 15 * 60_000 },
  // Calendar feed fetches per IP in an hour: calendar apps poll, and a school network shares one IP.
  calendar_feed: { limit: 300, windowMs: 60 * 60_000 },
  // Accounts created per IP in an hour (docs/decisions/175): a person signs up once; a class signing
  // up together on one network is enrolled by an admin instead (§6.15).
  sign_up: { limit: 10, windowMs: 60 * 60_000 },
};

/**
 * Failed sign-ins in 15 minutes that block the next try (docs/api.md §3.5, revised): per (email, IP)
 * pair, per email across all addresses, per address (sized for a shared church or campus network).
 */
export const SIGN_IN_LIMITS = { pair: 10, email: 50, ip: 300 } as const;

/**
 * The keys of one sign_in attempt. They carry a prefix so the three kinds of key never collide (a
 * typed email may contain anything); a typed email that is not a string leaves only the IP key.
 */
export function signInKeys(email: string | null, ip: string): { key: string; limit: number }[] {
  const ipKey = { key: `ip:${ip}`, limit: SIGN_IN_LIMITS.ip };
  if (email === null) return [ipKey];
  return [
    { key: `pair:${ip} ${email}`, limit: SIGN_IN_LIMITS.pair },
    { key: `email:${email}`, limit: SIGN_IN_LIMITS.email },
    ipKey,
  ];
}

/** A key with the kind's own limit, or with a limit of its own. */
export type RateLimitKey = string | { key: string; limit: number };

const keyOf = (k: RateLimitKey) => (typeof k === "string" ? k : k.key);

/**
 * Throws 429 with Retry-After when any key has its limit of events in the trailing window.
 * Retry-After is the longest wait, over the blocked keys, until that key drops below its limit
 * (rounded up, ≥ 1 s).
 */
export async function enforceRateLimit(
  db: Queryable,
  kind: RateLimitKind,
  keyList: RateLimitKey[],
  now: Date,
): Promise<void> {
  if (keyList.length === 0) return;
  const { windowMs } = RATE_LIMITS[kind];
  const limits = new Map(
    keyList.map((k) => [keyOf(k), typeof k === "string" ? RATE_LIMITS[kind].limit : k.limit]),
  );
  const keys = [...limits.keys()];
  const rows = await db
    .select({ key: rate_limit_events.key, created_at: rate_limit_events.created_at })
    .from(rate_limit_events)
    .where(
      and(
        eq(rate_limit_events.kind, kind),
        inArray(rate_limit_events.key, keys),
        gt(rate_limit_events.created_at, toDbTimestamp(new Date(now.getTime() - windowMs))),
      ),
    );
  const byKey = new Map<string, number[]>();
  for (const row of rows) {
    const times = byKey.get(row.key) ?? [];
    times.push(Date.parse(toTimestamp(row.created_at)));
    byKey.set(row.key, times);
  }
  let blocked = false;
  let waitMs = 0;
  for (const [key, times] of byKey) {
    const limit = limits.get(key)!;
    if (times.length < limit) continue;
    blocked = true;
    times.sort((a, b) => a - b);
    // Once the oldest (n - limit + 1) events leave the window, fewer than `limit` remain.
    const freeingEvent = times[times.length - limit]!;
    waitMs = Math.max(waitMs, freeingEvent + windowMs - now.getTime());
  }
  if (blocked) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw apiError(429, API_ERRORS.tooManyAttempts, { "Retry-After": String(seconds) });
  }
}

/**
 * Counts one attempt under each key, stamped with the request's clock reading, unless a key has its
 * limit already (429, nothing counted). The keys' transaction locks (taken in one order, so two
 * attempts never wait for each other) make a concurrent attempt on a key wait until this transaction
 * ends, then count what it wrote. Returns the ids of the events written.
 */
export async function countAttempt(
  tx: Tx,
  kind: RateLimitKind,
  keys: RateLimitKey[],
  now: Date,
): Promise<string[]> {
  if (keys.length === 0) return [];
  for (const key of keys.map(keyOf).sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind} ${key}`}, 0))`);
  }
  await enforceRateLimit(tx, kind, keys, now);
  const created_at = toDbTimestamp(now);
  const rows = await tx
    .insert(rate_limit_events)
    .values(keys.map((k) => ({ kind, key: keyOf(k), created_at })))
    .returning({ id: rate_limit_events.id });
  return rows.map((row) => row.id);
}

/** Forgets counted attempts by the ids `countAttempt` returned (a sign-in that succeeded, §3.5). */
export async function uncountAttempt(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(rate_limit_events).where(inArray(rate_limit_events.id, ids));
}

/**
 * Forgets the events of some keys (a successful sign-in clears its pair's and its email's failures,
 * not the IP's, §3.5).
 */
export async function clearRateLimit(
  db: Queryable,
  kind: RateLimitKind,
  keys: RateLimitKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(rate_limit_events)
    .where(and(eq(rate_limit_events.kind, kind), inArray(rate_limit_events.key, keys.map(keyOf))));
}

/** Deletes events older than every window; run by the mail worker's housekeeping. */
export async function pruneRateLimitEvents(db: Queryable, now: Date): Promise<void> {
  const longest = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowMs));
  await db
    .delete(rate_limit_events)
    .where(lt(rate_limit_events.created_at, toDbTimestamp(new Date(now.getTime() - longest))));
}
