/** docs/api.md §6.1 Account, with the rate limits of §3.5 and the sessions of §2. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  API_ERRORS,
  API_MESSAGES,
  messageResponseSchema,
  signInResponseSchema,
  userSchema,
} from "@cla/domain";
import { WORLD_NAMES } from "@cla/domain/fixtures";
import { executeRows, schema } from "../../db/index.ts";
import { REDACTED_BODY } from "../../mail/templates.ts";
import { insertWorld, startTestApp, TEST_PASSWORD, type TestApp, type World } from "../../test/harness.ts";

let t: TestApp;
let w: World;

beforeAll(async () => {
  // Behind a trusted proxy, so tests can vary the client IP with X-Forwarded-For.
  t = await startTestApp({ env: { TRUST_PROXY: "true" } });
}, 180_000);
beforeEach(async () => {
  await t.reset();
  w = await insertWorld(t);
});
afterAll(() => t.close());

const fromIp = (ip: string) => ({ "x-forwarded-for": `${ip}, 10.0.0.1` });
const signIn = (email: unknown, password: unknown, ip = "203.0.113.1") =>
  t.request("POST", "/api/v1/sign_in", { json: { user: { email, password } }, headers: fromIp(ip) });

async function events(kind: string, key: string): Promise<number> {
  const rows = await executeRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM rate_limit_events WHERE kind = ${kind} AND key = ${key}`,
  );
  return rows[0]!.n;
}

describe("POST /sign_in", () => {
  it("returns a token, its expiry and the user; the email is trimmed and case-insensitive", async () => {
    const res = await signIn("  ADA@Example.org ", TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = signInResponseSchema.parse(res.body);
    expect(body.message).toBe("User signed in successfully");
    expect(body.user).toMatchObject({
      id: w.studentA.id,
      name: "Ada Obi",
      email: "ada@example.org",
      cla_role_id: 1,
      cla_role_name: "student",
      cla_cohort_id: w.cohortA,
      cla_cohort_name: "Cohort A",
      birthday: null,
      phone_number: null,
    });
    // Only the SHA-256 of the token is stored.
    const hash = createHash("sha256").update(body.token).digest("hex");
    const [session] = await t.database.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.token_hash, hash));
    expect(session?.user_id).toBe(w.studentA.id);
    expect(JSON.stringify(await t.database.db.select().from(schema.sessions))).not.toContain(body.token);
    expect((await t.request("GET", "/api/v1/me", { token: body.token })).status).toBe(200);
  });

  it("a user may hold several sessions", async () => {
    const one = await signIn("ada@example.org", TEST_PASSWORD);
    const two = await signIn("ada@example.org", TEST_PASSWORD);
    expect(one.body.token).not.toBe(two.body.token);
    expect((await t.request("GET", "/api/v1/me", { token: one.body.token })).status).toBe(200);
    expect((await t.request("GET", "/api/v1/me", { token: two.body.token })).status).toBe(200);
  });

  it.each([
    ["a wrong password", "ada@example.org", "wrong-password"],
    ["an unknown email", "nobody@example.org", TEST_PASSWORD],
    ["an email that is not a string", 42, TEST_PASSWORD],
    ["a password that is not a string", "ada@example.org", 123456],
    ["a malformed email", "not-an-email", TEST_PASSWORD],
    ["the password with a trailing space (never trimmed)", "ada@example.org", `${TEST_PASSWORD} `],
  ])("401 with %s, same answer", async (_label, email, password) => {
    const res = await signIn(email, password);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: API_ERRORS.invalidCredentials });
  });

  it("422 only for missing email or password; a 422 is not counted", async () => {
    const res = await signIn(undefined, null);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ["is required"], password: ["is required"] } });
    const blank = await signIn("   ", "");
    expect(blank.body).toEqual({ errors: { email: ["is required"], password: ["is required"] } });
    expect(await t.count("rate_limit_events")).toBe(0);
  });

  it("400 without the user object", async () => {
    const res = await t.request("POST", "/api/v1/sign_in", {
      json: { email: "ada@example.org", password: "x" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body must contain a "user" object.' });
  });

  it("after 10 failures per (email, IP) pair in 15 minutes the next try is 429 with Retry-After, before credentials", async () => {
    const t0 = Date.parse("2025-03-10T09:00:00.000Z");
    for (let i = 0; i < 10; i++) {
      t.setNow(new Date(t0 + i * 1000));
      expect(
        (await signIn(i % 2 ? "Ada@example.org" : " ada@EXAMPLE.org", "wrong", "198.51.100.1")).status,
      ).toBe(401);
    }
    expect(await events("sign_in", "pair:198.51.100.1 ada@example.org")).toBe(10);
    expect(await events("sign_in", "email:ada@example.org")).toBe(10);
    expect(await events("sign_in", "ip:198.51.100.1")).toBe(10);
    t.setNow(new Date(t0 + 60_000));
    const blocked = await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many attempts. Please try again later." });
    // the oldest failure leaves the window 15 minutes after it happened: 900 s − 60 s
    expect(blocked.headers.get("retry-after")).toBe("840");
    // a blocked try is not a failure and is not counted
    expect(await events("sign_in", "pair:198.51.100.1 ada@example.org")).toBe(10);
    // the same email from another address, and another email from the same address, still work
    expect((await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.2")).status).toBe(200);
    expect((await signIn("ben@example.org", TEST_PASSWORD, "198.51.100.1")).status).toBe(200);
  });

  it("a success clears its pair's and its email's failures, not the IP's", async () => {
    for (let i = 0; i < 9; i++) await signIn("ada@example.org", "wrong", "198.51.100.3");
    expect((await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.3")).status).toBe(200);
    expect(await events("sign_in", "pair:198.51.100.3 ada@example.org")).toBe(0);
    expect(await events("sign_in", "email:ada@example.org")).toBe(0);
    expect(await events("sign_in", "ip:198.51.100.3")).toBe(9);
    // the pair starts again from zero
    for (let i = 0; i < 9; i++) await signIn("ada@example.org", "wrong", "198.51.100.3");
    expect((await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.3")).status).toBe(200);
  });

  it("an attacker's 50 tries from one address do not stop the owner signing in from another address", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 50; i++)
      answers.push((await signIn("ada@example.org", `guess-${i}`, "192.0.2.66")).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(answers.slice(10))).toEqual(new Set([429]));
    expect((await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.20")).status).toBe(200);
  });

  it("50 failures for one email across addresses block that email everywhere", async () => {
    // 49 failures recorded earlier from 49 addresses (inserted: 49 password checks would be slow)
    const created_at = new Date(Date.now() - 60_000).toISOString();
    await t.database.db.insert(schema.rate_limit_events).values(
      Array.from({ length: 49 }, () => ({
        kind: "sign_in" as const,
        key: "email:ada@example.org",
        created_at,
      })).concat([{ kind: "sign_in" as const, key: "ip:192.0.2.1", created_at }]),
    );
    expect((await signIn("ada@example.org", "wrong", "198.51.100.50")).status).toBe(401);
    const blocked = await signIn("ada@example.org", TEST_PASSWORD, "198.51.100.51");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(838);
    expect((await signIn("ben@example.org", TEST_PASSWORD, "198.51.100.51")).status).toBe(200);
  });

  it("a shared address: 30 users each mistyping once are not blocked; 300 failures block the address", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `member${i}@example.org`);
    for (const email of emails) expect((await signIn(email, "wrong", "192.0.2.7")).status).toBe(401);
    expect(await events("sign_in", "ip:192.0.2.7")).toBe(30);
    expect((await signIn("ada@example.org", TEST_PASSWORD, "192.0.2.7")).status).toBe(200);
    expect((await signIn("ben@example.org", TEST_PASSWORD, "192.0.2.7")).status).toBe(200);
    // up to 300 failures from the address (the rest inserted: that many password checks would be slow)
    const created_at = new Date().toISOString();
    await t.database.db
      .insert(schema.rate_limit_events)
      .values(
        Array.from({ length: 270 }, () => ({ kind: "sign_in" as const, key: "ip:192.0.2.7", created_at })),
      );
    const blocked = await signIn("ada@example.org", TEST_PASSWORD, "192.0.2.7");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await signIn("ada@example.org", TEST_PASSWORD, "192.0.2.8")).status).toBe(200);
  });

  it("a blocked pair gets 429 before field validation (§3.4 step 5 before 10)", async () => {
    for (let i = 0; i < 10; i++) await signIn("x@example.org", "wrong", "192.0.2.9");
    const res = await t.request("POST", "/api/v1/sign_in", {
      json: { user: { email: "X@example.org " } },
      headers: fromIp("192.0.2.9"),
    });
    expect(res.status).toBe(429);
  });

  it("an IP blocked at 300 failures gets 429 before the wrapper check", async () => {
    const created_at = new Date().toISOString();
    await t.database.db
      .insert(schema.rate_limit_events)
      .values(
        Array.from({ length: 300 }, () => ({ kind: "sign_in" as const, key: "ip:192.0.2.10", created_at })),
      );
    const res = await t.request("POST", "/api/v1/sign_in", { json: {}, headers: fromIp("192.0.2.10") });
    expect(res.status).toBe(429);
  });
});

describe("POST /sign_up", () => {
  const signUp = (user: Record<string, unknown>) => t.request("POST", "/api/v1/sign_up", { json: { user } });
  const valid = () => ({
    name: "  Ruth Achieng ",
    email: " Ruth@Example.ORG ",
    password: "faith&works6",
    password_confirmation: "faith&works6",
    cla_role_id: 1,
    cla_cohort_id: String(w.cohortA),
    birthday: "1998-04-12",
    phone_number: "+254 700 000 000",
  });

  it("201 with exactly the message; no token, no mail; the account can sign in", async () => {
    const res = await signUp(valid());
    expect(res.status).toBe(201);
    expect(messageResponseSchema.parse(res.body)).toEqual({ message: "User created successfully" });
    const [user] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "ruth@example.org"));
    expect(user).toMatchObject({
      name: "Ruth Achieng",
      cla_role_id: 1,
      cla_cohort_id: w.cohortA,
      birthday: "1998-04-12",
    });
    expect(user!.id).toMatch(/^CLA[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await t.count("email_outbox")).toBe(0);
    expect(await t.count("sessions")).toBe(4);
    expect((await signIn("ruth@example.org", "faith&works6")).status).toBe(200);
  });

  it("accepts a name in any script and stores it exactly as sent (trimmed)", async () => {
    for (const [i, [script, name]] of Object.entries(WORLD_NAMES).entries()) {
      // each from its own address: sign-up counts 10 accounts an hour per address (§3.5)
      const res = await t.request("POST", "/api/v1/sign_up", {
        json: { user: { ...valid(), name: ` ${name} `, email: `${script.toLowerCase()}@example.org` } },
        headers: fromIp(`198.51.100.${100 + i}`),
      });
      expect(res.status, script).toBe(201);
      const [user] = await t.database.db
        .select({ name: schema.users.name })
        .from(schema.users)
        .where(eq(schema.users.email, `${script.toLowerCase()}@example.org`));
      expect(user?.name).toBe(name);
    }
  });

  it("birthday and phone number are optional; empty means null", async () => {
    const res = await signUp({
      ...valid(),
      birthday: "",
      phone_number: "  ",
      password_confirmation: undefined,
    });
    expect(res.status).toBe(201);
    const [user] = await t.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "ruth@example.org"));
    expect(user).toMatchObject({ birthday: null, phone_number: null });
  });

  it("422 lists every field error together", async () => {
    const res = await signUp({});
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        name: ["is required"],
        email: ["is required"],
        password: ["is required"],
        cla_role_id: ["is required"],
      },
    });
  });

  it("422 with the exact messages for each rule", async () => {
    const res = await signUp({
      name: "x".repeat(201),
      email: "a@b",
      password: "12345",
      password_confirmation: "123456",
      cla_role_id: 99,
      cla_cohort_id: 999,
      birthday: "2025-02-30",
      phone_number: "1".repeat(33),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        name: ["must be at most 200 characters"],
        email: ["must be a valid email address"],
        password: ["must be at least 6 characters"],
        cla_role_id: ["does not exist"],
        cla_cohort_id: ["does not exist"],
        birthday: ["must be a valid date (YYYY-MM-DD)"],
        phone_number: ["must be at most 32 characters"],
      },
    });
  });

  it("422 for a confirmation that does not match, a future birthday, a student without cohort", async () => {
    t.setNow(new Date("2025-03-10T12:00:00.000Z"));
    const res = await signUp({
      ...valid(),
      password_confirmation: "something-else",
      birthday: "2025-03-11",
      cla_cohort_id: null,
    });
    expect(res.body).toEqual({
      errors: {
        password_confirmation: ["does not match password"],
        birthday: ["must not be in the future"],
        cla_cohort_id: ["is required"],
      },
    });
    const today = await signUp({ ...valid(), birthday: "2025-03-10" });
    expect(today.status).toBe(201);
  });

  it("422 for wrong JSON types and malformed ids", async () => {
    const res = await signUp({
      ...valid(),
      name: 5,
      cla_role_id: "abc",
      cla_cohort_id: 3.5,
      email: ["a@b.co"],
    });
    expect(res.body).toEqual({
      errors: {
        name: ["is invalid"],
        email: ["is invalid"],
        cla_role_id: ["is invalid"],
        cla_cohort_id: ["is invalid"],
      },
    });
  });

  it("403 for a role not open to self sign-up, after field validation", async () => {
    const res = await signUp({ ...valid(), cla_role_id: 2 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "This role cannot be chosen at sign-up." });
    const invalid = await signUp({ ...valid(), cla_role_id: 2, email: "bad" });
    expect(invalid.status).toBe(422);
    expect(await t.count("users")).toBe(4);
  });

  it("409 for an email already used, whatever its case", async () => {
    const res = await signUp({ ...valid(), email: "ADA@example.org" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "An account with this email already exists." });
    expect(await t.count("users")).toBe(4);
  });

  it("400 without the user object", async () => {
    const res = await t.request("POST", "/api/v1/sign_up", { json: { name: "x" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body must contain a "user" object.' });
  });

  it("counts accounts per address: the 11th in an hour is 429 with Retry-After, before the wrapper; refusals count nothing", async () => {
    const fromAddress = (user: unknown, ip = "198.51.100.70") =>
      t.request("POST", "/api/v1/sign_up", { json: { user }, headers: fromIp(ip) });
    const t0 = Date.parse("2025-03-10T09:00:00.000Z");
    t.setNow(new Date(t0));
    expect((await fromAddress({ ...valid(), email: "ADA@example.org" })).status).toBe(409);
    expect((await fromAddress({ ...valid(), email: "bad" })).status).toBe(422);
    expect(await events("sign_up", "198.51.100.70")).toBe(0);
    expect((await fromAddress(valid())).status).toBe(201);
    expect(await events("sign_up", "198.51.100.70")).toBe(1);
    // nine more accounts from the address (inserted: nine password hashes would be slow)
    await t.database.db.insert(schema.rate_limit_events).values(
      Array.from({ length: 9 }, () => ({
        kind: "sign_up" as const,
        key: "198.51.100.70",
        created_at: new Date(t0).toISOString(),
      })),
    );
    t.setNow(new Date(t0 + 60_000));
    const blocked = await fromAddress({ ...valid(), email: "eleventh@example.org" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: "Too many attempts. Please try again later." });
    expect(blocked.headers.get("retry-after")).toBe("3540");
    expect(
      (await t.request("POST", "/api/v1/sign_up", { json: {}, headers: fromIp("198.51.100.70") })).status,
    ).toBe(429);
    expect((await fromAddress({ ...valid(), email: "other@example.org" }, "198.51.100.71")).status).toBe(201);
  });
});

describe("POST /sign_out", () => {
  it.each([
    ["no body", {}],
    ["an empty body", { body: "" }],
    ["{}", { json: {} }],
  ])("revokes only the presented token with %s", async (_label, request) => {
    const other = (await signIn("ada@example.org", TEST_PASSWORD)).body.token as string;
    const res = await t.request("POST", "/api/v1/sign_out", { token: w.studentA.token, ...request });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Signed out successfully" });
    expect((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).status).toBe(401);
    expect((await t.request("GET", "/api/v1/me", { token: other })).status).toBe(200);
  });

  it("401 without a valid session; 400 for a malformed body", async () => {
    const res = await t.request("POST", "/api/v1/sign_out");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: API_ERRORS.sessionExpired });
    const malformed = await t.request("POST", "/api/v1/sign_out", {
      token: w.studentA.token,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const again = await t.request("POST", "/api/v1/sign_out", { token: w.studentA.token });
    expect(again.status).toBe(200);
    expect((await t.request("POST", "/api/v1/sign_out", { token: w.studentA.token })).status).toBe(401);
  });
});

describe("GET /me", () => {
  it("returns the caller as User for students and facilitators; 401 anonymous", async () => {
    const student = await t.request("GET", "/api/v1/me", { token: w.studentA.token });
    expect(userSchema.parse(student.body)).toMatchObject({ id: w.studentA.id, cla_cohort_name: "Cohort A" });
    const facilitator = await t.request("GET", "/api/v1/me", { token: w.facilitator.token });
    expect(userSchema.parse(facilitator.body)).toMatchObject({
      cla_role_name: "facilitator",
      cla_cohort_id: null,
      cla_cohort_name: null,
    });
    expect((await t.request("GET", "/api/v1/me")).status).toBe(401);
  });
});

describe("PUT /edit_profile", () => {
  const edit = (token: string, user: unknown, query = "") =>
    t.request("PUT", `/api/v1/edit_profile${query}`, { token, json: { user } });

  it("updates the caller's own fields and returns the User", async () => {
    const res = await edit(w.studentA.token, {
      name: " Ada N. Obi ",
      email: "Ada.Obi@Example.org",
      phone_number: "+234 803 555 0101",
      birthday: "1998-04-12",
      cla_role_id: 1,
      cla_cohort_id: w.cohortA,
      password: "ignored-password",
      password_confirmation: "ignored-password",
      id: w.studentB.id,
    });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body)).toMatchObject({
      id: w.studentA.id,
      name: "Ada N. Obi",
      email: "ada.obi@example.org",
      phone_number: "+234 803 555 0101",
      birthday: "1998-04-12",
    });
    // passwords change only through reset
    expect((await signIn("ada.obi@example.org", TEST_PASSWORD)).status).toBe(200);
    const cleared = await edit(w.studentA.token, { phone_number: "", birthday: null });
    expect(cleared.body).toMatchObject({ phone_number: null, birthday: null, name: "Ada N. Obi" });
  });

  it("stores the caller's language (decision 184): /me and the next sign-in return it; other values are refused", async () => {
    const before = userSchema.parse((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).body);
    expect(before.locale).toBeNull();
    const res = await edit(w.studentA.token, { locale: "ar" });
    expect(res.status).toBe(200);
    expect(userSchema.parse(res.body).locale).toBe("ar");
    expect(
      userSchema.parse((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).body).locale,
    ).toBe("ar");
    expect(
      signInResponseSchema.parse((await signIn("ada@example.org", TEST_PASSWORD)).body).user.locale,
    ).toBe("ar");
    for (const locale of ["de", "AR", 7, ["fr"]]) {
      const refused = await edit(w.studentA.token, { locale });
      expect(refused.status, JSON.stringify(locale)).toBe(422);
      expect(refused.body, JSON.stringify(locale)).toEqual({
        errors: { locale: ["must be en, fr, es, pt, sw or ar"] },
      });
    }
    for (const locale of ["", null]) {
      expect((await edit(w.studentA.token, { locale })).body).toEqual({
        errors: { locale: ["is required"] },
      });
    }
    expect(
      userSchema.parse((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).body).locale,
    ).toBe("ar");
  });

  it("renames the caller in any script, and /me returns the name as sent", async () => {
    for (const name of Object.values(WORLD_NAMES)) {
      expect((await edit(w.studentA.token, { name })).status, name).toBe(200);
      expect(
        userSchema.parse((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).body).name,
      ).toBe(name);
    }
  });

  it("accepts ?id= naming the caller (any case); another user is 403, an unknown or malformed one 404", async () => {
    expect((await edit(w.studentA.token, { name: "A" }, `?id=${w.studentA.id.toLowerCase()}`)).status).toBe(
      200,
    );
    const other = await edit(w.studentA.token, { name: "A" }, `?id=${w.studentB.id}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: "You can only edit your own profile." });
    for (const id of ["CLA000000000000", "garbage"]) {
      const res = await edit(w.studentA.token, { name: "A" }, `?id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "User not found" });
    }
    const repeated = await edit(w.studentA.token, { name: "A" }, `?id=${w.studentA.id}&id=${w.studentA.id}`);
    expect(repeated.status).toBe(422);
    expect(repeated.body).toEqual({ errors: { id: ["is invalid"] } });
  });

  it("a student may resend their cohort but not change it (null included), before field validation", async () => {
    expect((await edit(w.studentA.token, { cla_cohort_id: String(w.cohortA) })).status).toBe(200);
    for (const value of [w.cohortB, null, "", "abc", 999]) {
      const res = await edit(w.studentA.token, { cla_cohort_id: value, email: "bad" });
      expect(res.status, String(value)).toBe(403);
      expect(res.body).toEqual({ error: "You cannot change your cohort." });
    }
  });

  it("nobody changes their role; an unknown role id is 422 first", async () => {
    const res = await edit(w.facilitator.token, { cla_role_id: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "You cannot change your role." });
    expect((await edit(w.studentA.token, { cla_role_id: 2 })).body).toEqual({
      error: "You cannot change your role.",
    });
    expect((await edit(w.studentA.token, { cla_role_id: 99 })).body).toEqual({
      errors: { cla_role_id: ["does not exist"] },
    });
  });

  it("a facilitator may set, change or clear their own cohort; it must exist", async () => {
    expect((await edit(w.facilitator.token, { cla_cohort_id: w.cohortB })).body.cla_cohort_name).toBe(
      "Cohort B",
    );
    expect((await edit(w.facilitator.token, { cla_cohort_id: null })).body.cla_cohort_id).toBeNull();
    const res = await edit(w.facilitator.token, { cla_cohort_id: 999 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { cla_cohort_id: ["does not exist"] } });
  });

  it("422 for invalid fields; 409 for another account's email; own email is fine", async () => {
    const invalid = await edit(w.studentA.token, { name: "", email: "x", birthday: "3000-01-01" });
    expect(invalid.body).toEqual({
      errors: {
        name: ["is required"],
        email: ["must be a valid email address"],
        birthday: ["must be a valid date (YYYY-MM-DD)"],
      },
    });
    const taken = await edit(w.studentA.token, { email: "BEN@example.org" });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: API_ERRORS.emailTaken });
    expect((await edit(w.studentA.token, { email: "ada@example.org" })).status).toBe(200);
  });

  it("400 without the user object, 401 without a session", async () => {
    const res = await t.request("PUT", "/api/v1/edit_profile", { token: w.studentA.token, json: {} });
    expect(res.body).toEqual({ error: 'Request body must contain a "user" object.' });
    expect((await t.request("PUT", "/api/v1/edit_profile", { json: { user: {} } })).status).toBe(401);
  });
});

describe("POST /forgot_password and POST /reset_password", () => {
  const forgot = (email: unknown, ip = "203.0.113.50") =>
    t.request("POST", "/api/v1/forgot_password", { json: { email }, headers: fromIp(ip) });
  const reset = (body: Record<string, unknown>) =>
    t.request("POST", "/api/v1/reset_password", { json: body });

  /** The token of the newest reset mail in the outbox (before delivery redacts it). */
  async function queuedToken(): Promise<string> {
    const rows = await t.database.db.select().from(schema.email_outbox);
    const match = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.text_body);
    return match![1]!;
  }

  it("answers the same for known and unknown emails; only a known one gets a token and a mail", async () => {
    const unknown = await forgot("nobody@example.org");
    const known = await forgot(" ADA@example.org ");
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ message: API_MESSAGES.resetLinkSent });
    expect(known.body).toEqual(unknown.body);
    expect(await t.count("password_reset_tokens")).toBe(1);
    const [row] = await t.database.db.select().from(schema.email_outbox);
    expect(row).toMatchObject({
      kind: "password_reset",
      to_address: "ada@example.org",
      subject: "Reset your password",
      status: "pending",
    });
    expect(row!.text_body).toContain("Ada Obi");
    expect(row!.text_body).toContain("http://portal.test/reset-password?token=");
    expect(row!.text_body).toContain("valid for 1 hour");
    expect(row!.text_body).toContain("ignore");
    // only the hash is stored
    const token = await queuedToken();
    const [stored] = await t.database.db.select().from(schema.password_reset_tokens);
    expect(stored!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    // without SMTP the link is logged (a development aid, docs/api.md §8)
    expect(t.logLines.join("\n")).toContain(`reset-password?token=${token}`);
  });

  it("422 for a missing or malformed email", async () => {
    expect((await forgot(undefined)).body).toEqual({ errors: { email: ["is required"] } });
    expect((await forgot("not an email")).body).toEqual({
      errors: { email: ["must be a valid email address"] },
    });
    expect((await t.request("POST", "/api/v1/forgot_password", { json: {} })).status).toBe(422);
  });

  it("after 5 answers per email or IP in an hour: 429, not counted, nothing sent", async () => {
    const t0 = Date.parse("2025-03-10T09:00:00.000Z");
    for (let i = 0; i < 5; i++) {
      t.setNow(new Date(t0 + i * 60_000));
      expect((await forgot("ada@example.org", `198.51.100.${i}`)).status).toBe(200);
    }
    t.setNow(new Date(t0 + 10 * 60_000));
    const blocked = await forgot("ada@example.org", "198.51.100.99");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe(String(50 * 60));
    expect(await t.count("email_outbox")).toBe(5);
    expect(await events("forgot_password", "ada@example.org")).toBe(5);
    // the IP key: five different emails from one address
    for (let i = 0; i < 5; i++) expect((await forgot(`u${i}@example.org`, "192.0.2.1")).status).toBe(200);
    expect((await forgot("ben@example.org", "192.0.2.1")).status).toBe(429);
  });

  it("resets the password once, revokes every session, and the old password stops working", async () => {
    await forgot("ada@example.org");
    const token = await queuedToken();
    const res = await reset({ token, password: "new-password-1", extra: "ignored" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Password has been reset successfully." });
    expect((await t.request("GET", "/api/v1/me", { token: w.studentA.token })).status).toBe(401);
    expect((await signIn("ada@example.org", TEST_PASSWORD)).status).toBe(401);
    expect((await signIn("ada@example.org", "new-password-1")).status).toBe(200);
    const reused = await reset({ token, password: "another-password" });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: "This reset link is invalid or has expired." });
  });

  it("400 for a missing, unknown, expired or superseded token, checked before the password", async () => {
    await forgot("ada@example.org");
    const first = await queuedToken();
    await forgot("ada@example.org");
    const second = await queuedToken();
    for (const token of [undefined, null, 42, "", "short", "A".repeat(43), first]) {
      const res = await reset({ token, password: "x" });
      expect(res.status, String(token)).toBe(400);
      expect(res.body).toEqual({ error: API_ERRORS.resetLinkInvalid });
    }
    t.setNow(new Date(Date.now() + 60 * 60_000 + 1000));
    expect((await reset({ token: second, password: "new-password-1" })).status).toBe(400);
  });

  it("422 for an invalid password leaves the token usable", async () => {
    await forgot("ada@example.org");
    const token = await queuedToken();
    expect((await reset({ token })).body).toEqual({ errors: { password: ["is required"] } });
    expect((await reset({ token, password: "12345" })).body).toEqual({
      errors: { password: ["must be at least 6 characters"] },
    });
    expect((await reset({ token, password: "x".repeat(129) })).body).toEqual({
      errors: { password: ["must be at most 128 characters"] },
    });
    expect((await reset({ token, password: "good-password" })).status).toBe(200);
  });

  it("the delivered reset mail is redacted in the database", async () => {
    await forgot("ada@example.org");
    const token = await queuedToken();
    expect(await t.deps.mail.runOnce()).toBe(1);
    expect(t.transport.sent[0]!.text).toContain(token);
    const [row] = await t.database.db.select().from(schema.email_outbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, text_body: REDACTED_BODY, html_body: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });
});
