/**
 * docs/api.md §6.1: sign_in, sign_up, sign_out, me, edit_profile, forgot_password, reset_password.
 * Each handler follows the order of checks of §3.4; the numbers in comments are its steps.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import {
  API_ERRORS,
  API_MESSAGES,
  editProfileQuery,
  editProfileUserAsOf,
  emailField,
  FIELD_MESSAGES,
  forgotPasswordBody,
  hasInvalidCharacters,
  parseIntegerId,
  resetPasswordBody,
  SESSION_TTL_MS,
  signInUser,
  signUpUserAsOf,
  STUDENT_ROLE,
  WRAPPERS,
} from "@cla/domain";
import { hashPassword, verifyPassword } from "../../auth/passwords.ts";
import {
  clearRateLimit,
  countAttempt,
  enforceRateLimit,
  signInKeys,
  uncountAttempt,
} from "../../auth/rate-limits.ts";
import { hashToken, newToken, newUserId, RESET_TOKEN_TTL_MS, TOKEN_PATTERN } from "../../auth/tokens.ts";
import { logActivity } from "../../db/activity.ts";
import { clockTimestamp, schema } from "../../db/index.ts";
import { onUnique, uniqueViolation } from "../../db/unique.ts";
import { toDbTimestamp } from "../../db/values.ts";
import { clientIp } from "../../http/client-ip.ts";
import { caller, today, type AppContext } from "../../http/context.ts";
import { apiError } from "../../http/errors.ts";
import { topLevel, validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { passwordResetMail, resetLink } from "../../mail/templates.ts";
import { sentFields } from "../../records/changes.ts";
import { openForSignup } from "../../records/cohorts.ts";
import { findCohort, requireUser } from "../../records/lookup.ts";
import { roleById, toUserJson, userByEmailForSignIn, userById } from "./users.ts";

const { users, sessions, password_reset_tokens } = schema;

const emailTaken = () => apiError(409, API_ERRORS.emailTaken);

/**
 * The rate-limit key of an email as typed: trimmed and lower-cased, like the stored address. An
 * email with NUL or a lone surrogate names no account and cannot be stored: no key (decision 141).
 */
function emailKey(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const key = value.trim().toLowerCase();
  return key === "" || hasInvalidCharacters(key) ? null : key;
}

function rawWrapperField(c: AppContext, wrapperKey: string, field: string): unknown {
  const body = c.var.body as Record<string, unknown> | undefined;
  const inner = body?.[wrapperKey];
  return typeof inner === "object" && inner !== null ? (inner as Record<string, unknown>)[field] : undefined;
}

export async function signIn(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  const ip = clientIp(c);
  const typedEmail = emailKey(rawWrapperField(c, WRAPPERS.signIn, "email"));
  const keys = signInKeys(typedEmail, ip);

  // 5: failures per (email, IP) pair ≥ 10, per email ≥ 50 or per IP ≥ 300 in 15 minutes block the
  // next try before credentials are checked (docs/decisions/140).
  await enforceRateLimit(db, "sign_in", keys, now);
  // 7, 10: only the presence of email and password is a field check (§3.5).
  const input = validateFields(signInUser, wrapper(c, WRAPPERS.signIn)).valid();
  // The try counts as a failure before the password is checked, in the transaction that reads the
  // counts, so concurrent tries cannot all pass the limit (docs/decisions/175); a success forgets it.
  const attempt = await write(c, (tx) => countAttempt(tx, "sign_in", keys, now));

  // An email with NUL or a lone surrogate names no account (and PostgreSQL could not compare it).
  const email = input.email === null || hasInvalidCharacters(input.email) ? null : input.email.toLowerCase();
  const account = email === null ? undefined : await userByEmailForSignIn(db, email);
  // An unknown email verifies a dummy hash: same answer, same time (§2 "Enumeration").
  const matches = await verifyPassword(account?.password_hash ?? null, input.password ?? "");
  // A deactivated person is refused like a wrong password (§6.15); so is an invited one without a password.
  if (!account || !matches || input.password === null || !account.active) {
    await write(c, async (tx) => {
      await logActivity(tx, {
        kind: "sign_in.failed",
        user: account ? { id: account.id, name: account.name } : null,
        // The email as typed only when it is one: a password typed into the email field stays out of the log.
        details: {
          address: ip,
          email: account?.email ?? (emailField.safeParse(typedEmail).success ? typedEmail : null),
        },
      });
    });
    throw apiError(401, API_ERRORS.invalidCredentials);
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await write(c, async (tx) => {
    // the pair's and the email's failures, not the IP's (§3.5), and this try's own count
    await clearRateLimit(
      tx,
      "sign_in",
      signInKeys(account.email, ip).filter((k) => !k.key.startsWith("ip:")),
    );
    await uncountAttempt(tx, attempt);
    await tx.insert(sessions).values({
      user_id: account.id,
      token_hash: hashToken(token),
      expires_at: toDbTimestamp(expiresAt),
    });
    const who = { id: account.id, name: account.name };
    await logActivity(tx, { kind: "sign_in.succeeded", actor: who, user: who, details: { address: ip } });
  });
  return c.json({
    message: API_MESSAGES.signedIn,
    token,
    expires_at: expiresAt.toISOString(),
    user: toUserJson(account),
  });
}

export async function signUp(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  const ip = clientIp(c);
  // 5: accounts created per IP in the trailing hour (docs/decisions/175).
  await enforceRateLimit(db, "sign_up", [ip], now);
  // 7
  const raw = wrapper(c, WRAPPERS.signUp);
  // 10: fields, then the reference checks of every well-formed field.
  const v = validateFields(signUpUserAsOf(today(c)), raw);
  const role = v.has("cla_role_id") ? await roleById(db, v.data.cla_role_id) : undefined;
  if (v.has("cla_role_id") && !role) v.add("cla_role_id", FIELD_MESSAGES.doesNotExist);
  const cohortId = v.data.cla_cohort_id;
  if (v.has("cla_cohort_id") && cohortId != null) {
    const cohort = await findCohort(db, cohortId);
    if (!cohort) v.add("cla_cohort_id", FIELD_MESSAGES.doesNotExist);
    // Only a cohort open for sign-up that has not ended (§6.15).
    else if (!openForSignup(cohort, today(c))) v.add("cla_cohort_id", FIELD_MESSAGES.cohortNotOpen);
  }
  // A student always has a cohort (§4).
  if (role?.name === STUDENT_ROLE && cohortId == null && !v.errors.cla_cohort_id) {
    v.add("cla_cohort_id", FIELD_MESSAGES.required);
  }
  const input = v.valid();
  // 11
  if (!role!.self_signup) throw apiError(403, API_ERRORS.roleNotSelfSignup);

  const passwordHash = await hashPassword(input.password);
  // 12: the unique email index decides, concurrent sign-ups included.
  for (let attempt = 1; ; attempt++) {
    try {
      const id = newUserId();
      await write(c, async (tx) => {
        // Counted with the account it creates: a refused sign-up (409) counts nothing.
        await countAttempt(tx, "sign_up", [ip], now);
        await tx.insert(users).values({
          id,
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          cla_role_id: input.cla_role_id,
          cla_cohort_id: input.cla_cohort_id ?? null,
          birthday: input.birthday ?? null,
          phone_number: input.phone_number ?? null,
        });
        const who = { id, name: input.name };
        await logActivity(tx, { kind: "user.signed_up", actor: who, user: who });
      });
      break;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === "users_email_unique") throw emailTaken();
      // A random id collision (60 bits) is retried with a new id.
      if (constraint === "users_pkey" && attempt < 3) continue;
      throw error;
    }
  }
  return c.json({ message: API_MESSAGES.userCreated }, 201);
}

export async function signOut(c: AppContext) {
  const who = caller(c);
  await write(c, (tx) =>
    tx
      .update(sessions)
      .set({ revoked_at: toDbTimestamp(c.var.now) })
      .where(and(eq(sessions.id, who.sessionId), isNull(sessions.revoked_at))),
  );
  return c.json({ message: API_MESSAGES.signedOut });
}

export function me(c: AppContext) {
  return c.json(toUserJson(caller(c)));
}

export async function editProfile(c: AppContext) {
  const { db } = c.var.deps.database;
  const who = caller(c);
  // 7
  const raw = wrapper(c, WRAPPERS.editProfile);
  // 8: `id` is optional; if given it must name an existing user (a repeated `id` is 422).
  const { id } = validateQuery(c, editProfileQuery);
  if (id !== undefined) {
    const target = await requireUser(db, id);
    // 9
    if (target.id !== who.id) throw apiError(403, API_ERRORS.editOtherProfile);
  }
  // 9: a student's cohort change, checked on the raw value before field validation.
  if (!who.isFacilitator && "cla_cohort_id" in raw) {
    const sent =
      typeof raw.cla_cohort_id === "string" && raw.cla_cohort_id.trim() === "" ? null : raw.cla_cohort_id;
    if (sent === null || parseIntegerId(sent) !== who.cla_cohort_id) {
      throw apiError(403, API_ERRORS.cannotChangeCohort);
    }
  }
  // 10
  const v = validateFields(editProfileUserAsOf(today(c)), raw);
  if (v.has("cla_role_id") && !(await roleById(db, v.data.cla_role_id))) {
    v.add("cla_role_id", FIELD_MESSAGES.doesNotExist);
  }
  const cohortId = v.data.cla_cohort_id;
  if (v.has("cla_cohort_id") && cohortId != null && !(await findCohort(db, cohortId))) {
    v.add("cla_cohort_id", FIELD_MESSAGES.doesNotExist);
  }
  const input = v.valid();
  // 11
  if (input.cla_role_id !== undefined && input.cla_role_id !== who.cla_role_id) {
    throw apiError(403, API_ERRORS.cannotChangeRole);
  }

  const changes = sentFields(input, ["cla_role_id"]);
  // 12
  const updated = await onUnique(
    () =>
      write(c, async (tx) => {
        if (Object.keys(changes).length > 0) {
          await tx
            .update(users)
            .set({ ...changes, updated_at: clockTimestamp() })
            .where(eq(users.id, who.id));
        }
        return userById(tx, who.id);
      }),
    { users_email_unique: emailTaken() },
  );
  return c.json(toUserJson(updated!));
}

export async function forgotPassword(c: AppContext) {
  const { db } = c.var.deps.database;
  const { settings, logger } = c.var.deps;
  const now = c.var.now;
  const body = topLevel(c);
  const ip = clientIp(c);
  const typedEmail = emailKey(body.email);

  // 5: five answered requests per email or IP in the trailing hour; a blocked request sends nothing.
  await enforceRateLimit(db, "forgot_password", typedEmail === null ? [ip] : [typedEmail, ip], now);
  // 10
  const { email } = validateFields(forgotPasswordBody, body).valid();

  const token = newToken();
  const queuedFor = await write(c, async (tx, mail) => {
    // Counted in the transaction that reads the counts (docs/decisions/175): a 429 here sends nothing.
    await countAttempt(tx, "forgot_password", [email, ip], now);
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(and(eq(users.email, email), eq(users.active, true)))
      .limit(1);
    // A deactivated person gets no link (the answer is the same, §2).
    if (!account) return null;
    // Earlier unused tokens stop working: only the newest link resets the password.
    await tx
      .update(password_reset_tokens)
      .set({ used_at: toDbTimestamp(now) })
      .where(and(eq(password_reset_tokens.user_id, account.id), isNull(password_reset_tokens.used_at)));
    await tx.insert(password_reset_tokens).values({
      user_id: account.id,
      token_hash: hashToken(token),
      expires_at: toDbTimestamp(new Date(now.getTime() + RESET_TOKEN_TTL_MS)),
    });
    await mail.queue(
      passwordResetMail({
        to: account.email,
        name: account.name,
        publicBaseUrl: settings.publicBaseUrl,
        token,
        locale: account.locale,
      }),
    );
    return account.email;
  });
  // Without SMTP the link is logged too, a local development aid (docs/api.md §8).
  if (queuedFor !== null && settings.smtpUrl === null) {
    logger.info("password reset link (SMTP_URL unset)", {
      to: queuedFor,
      link: resetLink(settings.publicBaseUrl, token),
    });
  }
  return c.json({ message: API_MESSAGES.resetLinkSent });
}

const invalidResetLink = () => apiError(400, API_ERRORS.resetLinkInvalid);

export async function resetPassword(c: AppContext) {
  const { db } = c.var.deps.database;
  const now = c.var.now;
  const v = validateFields(resetPasswordBody, topLevel(c));
  const token = v.data.token ?? null;
  if (token === null || !TOKEN_PATTERN.test(token)) throw invalidResetLink();
  const tokenHash = hashToken(token);
  const usable = and(
    eq(password_reset_tokens.token_hash, tokenHash),
    isNull(password_reset_tokens.used_at),
    gt(password_reset_tokens.expires_at, toDbTimestamp(now)),
  );
  // The token is judged before the password (a bad password leaves the token usable).
  const [found] = await db
    .select({ id: password_reset_tokens.id })
    .from(password_reset_tokens)
    .where(usable)
    .limit(1);
  if (!found) throw invalidResetLink();
  const { password } = v.valid();

  const passwordHash = await hashPassword(password);
  await write(c, async (tx) => {
    // Claiming the token in the UPDATE makes a concurrent second use find nothing.
    const [claimed] = await tx
      .update(password_reset_tokens)
      .set({ used_at: toDbTimestamp(now) })
      .where(usable)
      .returning({ user_id: password_reset_tokens.user_id });
    if (!claimed) throw invalidResetLink();
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: clockTimestamp() })
      .where(eq(users.id, claimed.user_id));
    await tx
      .update(sessions)
      .set({ revoked_at: toDbTimestamp(now) })
      .where(and(eq(sessions.user_id, claimed.user_id), isNull(sessions.revoked_at)));
  });
  return c.json({ message: API_MESSAGES.passwordReset });
}
