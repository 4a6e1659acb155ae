/**
 * docs/api.md §6.12 Calendar feed: a personal, secret iCalendar URL per user. The secret is 32 CSPRNG
 * bytes (base64url), stored only as its SHA-256 like session tokens, so the server cannot show it again:
 * GET /calendar_feed reveals the URL once, when it creates the secret, and answers `url: null` after that;
 * POST /calendar_feed/reset replaces the secret (the old URL answers 404) and reveals the new URL.
 */
import { and, eq } from "drizzle-orm";
import { STAFF_ROLES } from "@cla/domain";
import { countAttempt } from "../../auth/rate-limits.ts";
import { hashToken, newToken, TOKEN_PATTERN } from "../../auth/tokens.ts";
import { schema } from "../../db/index.ts";
import { uniqueViolation } from "../../db/unique.ts";
import { clientIp } from "../../http/client-ip.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { write } from "../../http/write.ts";
import { findOr404, first } from "../../records/lookup.ts";
import { selectLiveClasses } from "../live-classes/queries.ts";
import { buildCalendar } from "./ical.ts";

const { calendar_feeds, cohorts, roles, users } = schema;

/** `<PUBLIC_BASE_URL>/api/v1/calendar/<secret>.ics` */
function feedUrl(c: AppContext, secret: string): string {
  return `${c.var.deps.settings.publicBaseUrl}/api/v1/calendar/${secret}.ics`;
}

/** GET /calendar_feed: the URL when this call creates the caller's secret, else `url: null`. */
export async function getCalendarFeed(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  const [existing] = await db
    .select({ id: calendar_feeds.id })
    .from(calendar_feeds)
    .where(eq(calendar_feeds.user_id, who.id))
    .limit(1);
  if (existing) return c.json({ url: null });
  const secret = newToken();
  try {
    await write(c, (tx) =>
      tx.insert(calendar_feeds).values({ user_id: who.id, secret_hash: hashToken(secret) }),
    );
  } catch (error) {
    // Two first calls at once: the other one created the secret (and revealed it).
    if (uniqueViolation(error) !== null) return c.json({ url: null });
    throw error;
  }
  return c.json({ url: feedUrl(c, secret) });
}

/** POST /calendar_feed/reset: a new secret; the old URL stops working at once. */
export async function resetCalendarFeed(c: AppContext) {
  const who = caller(c);
  const secret = newToken();
  await write(c, async (tx) => {
    await tx.delete(calendar_feeds).where(eq(calendar_feeds.user_id, who.id));
    await tx.insert(calendar_feeds).values({ user_id: who.id, secret_hash: hashToken(secret) });
  });
  return c.json({ url: feedUrl(c, secret) });
}

/** The secret of a `<secret>.ics` path segment, or null when the segment is malformed. */
function feedSecret(segment: string | undefined): string | null {
  const secret = /^(.+)\.ics$/.exec(segment ?? "")?.[1];
  return secret !== undefined && TOKEN_PATTERN.test(secret) ? secret : null;
}

/** GET /calendar/{secret}.ics (open, rate-limited per client IP): the owner's live classes as iCalendar. */
export async function calendarFile(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  const ip = clientIp(c);
  // 5: every fetch counts, answered or not, so secrets cannot be probed quickly.
  await write(c, (tx) => countAttempt(tx, "calendar_feed", [ip], now));

  // 8: an unknown or malformed secret is a 404 `Not found`, whatever its shape; so is a deactivated
  // person's, found by the same one query (a deactivation also revokes it, docs/decisions/175).
  const owner = await findOr404(null, feedSecret(c.req.param("secret")), (secret) =>
    first(
      db
        .select({ cla_cohort_id: users.cla_cohort_id, cla_role_name: roles.name })
        .from(calendar_feeds)
        .innerJoin(users, eq(users.id, calendar_feeds.user_id))
        .innerJoin(roles, eq(roles.id, users.cla_role_id))
        .where(and(eq(calendar_feeds.secret_hash, hashToken(secret)), eq(users.active, true)))
        .limit(1),
    ),
  );

  // A student sees their cohort's classes; a facilitator every cohort's (docs/api.md §4).
  const facilitator = STAFF_ROLES.includes(owner.cla_role_name);
  const timeZone = c.var.deps.settings.academyTimeZone;
  const classes = facilitator
    ? await selectLiveClasses(db, {}, timeZone)
    : owner.cla_cohort_id === null
      ? []
      : await selectLiveClasses(db, { cla_cohort_id: owner.cla_cohort_id }, timeZone);
  const cohortNames = new Map<number, string>();
  if (facilitator) {
    for (const row of await db.select({ id: cohorts.id, name: cohorts.name }).from(cohorts)) {
      cohortNames.set(row.id, row.name);
    }
  }
  const body = buildCalendar(
    classes.map((liveClass) => ({
      liveClass,
      cohortName: facilitator ? (cohortNames.get(liveClass.cla_cohort_id) ?? null) : null,
    })),
    { host: new URL(c.var.deps.settings.publicBaseUrl).host, now },
  );
  return c.body(body, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, max-age=300",
  });
}
