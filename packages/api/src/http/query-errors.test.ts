/**
 * A failed query is logged without its parameters (decision 134): every kind of statement (SELECT,
 * INSERT, UPDATE, DELETE) fails for real in the database, and the log then holds the statement, the
 * SQLSTATE and the request id, but no password, hash, token, email, name or client IP.
 */
import { afterEach, describe, expect, it } from "vitest";
import { API_ERRORS } from "@cla/domain";
import { hashToken } from "../auth/tokens.ts";
import { schema } from "../db/index.ts";
import { routeSuite, TEST_PASSWORD } from "../test/harness.ts";

const s = routeSuite({ env: { TRUST_PROXY: "true" } });

const CLIENT_IP = "203.0.113.77";
const FAILED = "P0001";

/** Makes `operation` on `table` fail inside the database (a statement trigger, so it fires on no rows too). */
async function failOn(table: string, operation: "INSERT" | "UPDATE" | "DELETE"): Promise<void> {
  await s.t.database.execScript(`
    CREATE OR REPLACE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by the test' USING ERRCODE = '${FAILED}'; END $$;
    CREATE TRIGGER test_refuse BEFORE ${operation} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION test_refuse();
  `);
  undo.push(`DROP TRIGGER test_refuse ON ${table}`);
}

const undo: string[] = [];
afterEach(async () => {
  // Before the harness's reset, whose DELETEs a trigger would refuse.
  if (undo.length > 0) await s.t.database.execScript(undo.splice(0).join(";\n"));
});

function post(path: string, json: unknown) {
  return s.t.request("POST", `/api/v1/${path}`, { json, headers: { "x-forwarded-for": CLIENT_IP } });
}

/** The 500 and its log: the error line carries the statement, the code and the request's id, nothing of the request. */
function expectLoggedWithout(res: { status: number; body: unknown }, code: string, secrets: string[]): void {
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ error: API_ERRORS.internal });
  const log = s.t.logLines.join("\n");
  const errorLine = s.t.logLines.find((line) => line.includes(" ERROR unhandled error "));
  expect(errorLine).toMatch(new RegExp(`code=${code} query="(select|insert|update|delete) `));
  const requestId = /request=([0-9a-f-]{36})/.exec(errorLine!)![1];
  expect(
    s.t.logLines.some((line) => line.includes(" request ") && line.includes(`request=${requestId}`)),
  ).toBe(true);
  for (const secret of [...secrets, CLIENT_IP, "$argon2"]) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/params|[0-9a-f]{64}|token=/);
}

describe("a failed query logs no parameters", () => {
  it("SELECT: sign_in's rate-limit lookup (email and client IP)", async () => {
    await s.t.database.execScript("ALTER TABLE rate_limit_events RENAME COLUMN key TO key_gone");
    undo.push("ALTER TABLE rate_limit_events RENAME COLUMN key_gone TO key");
    const res = await post("sign_in", { user: { email: "ada@example.org", password: TEST_PASSWORD } });
    expectLoggedWithout(res, "42703", ["ada@example.org", TEST_PASSWORD]);
  });

  it("INSERT: sign_up's new user (argon2 hash, name, email)", async () => {
    await failOn("users", "INSERT");
    const user = {
      name: "Nneka Private",
      email: "nneka.private@example.org",
      password: "a-new-password-9",
      password_confirmation: "a-new-password-9",
      cla_role_id: 1,
      cla_cohort_id: s.w.cohortA,
    };
    const res = await post("sign_up", { user });
    expectLoggedWithout(res, FAILED, ["Nneka Private", "nneka.private@example.org", "a-new-password-9"]);
    expect(await s.t.count("users")).toBe(4);
  });

  it("INSERT: sign_in's new session (token hash)", async () => {
    await failOn("sessions", "INSERT");
    const res = await post("sign_in", { user: { email: "ada@example.org", password: TEST_PASSWORD } });
    expectLoggedWithout(res, FAILED, ["ada@example.org", TEST_PASSWORD]);
  });

  it("DELETE: sign_in clearing the email's failures", async () => {
    await failOn("rate_limit_events", "DELETE");
    const res = await post("sign_in", { user: { email: "ada@example.org", password: TEST_PASSWORD } });
    expectLoggedWithout(res, FAILED, ["ada@example.org", TEST_PASSWORD]);
  });

  it("INSERT: forgot_password's reset mail (email, name, link with token)", async () => {
    await failOn("email_outbox", "INSERT");
    const res = await post("forgot_password", { email: "ada@example.org" });
    expectLoggedWithout(res, FAILED, ["ada@example.org", "Ada Obi"]);
  });

  it("UPDATE: reset_password's new hash, with the token's hash in the same transaction", async () => {
    await post("forgot_password", { email: "ada@example.org" });
    const [mail] = await s.t.database.db.select().from(schema.email_outbox);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    s.t.logLines.length = 0; // the reset link itself is logged without SMTP (docs/api.md §8)
    await failOn("users", "UPDATE");
    const res = await post("reset_password", {
      token,
      password: "another-secret-7",
      password_confirmation: "another-secret-7",
    });
    expectLoggedWithout(res, FAILED, [token, hashToken(token), "another-secret-7"]);
  });

  it("UPDATE: edit_profile's new name and email", async () => {
    await failOn("users", "UPDATE");
    const res = await s.t.request("PUT", "/api/v1/edit_profile", {
      token: s.w.studentA.token,
      json: { user: { name: "Ada Renamed", email: "ada.renamed@example.org" } },
    });
    expectLoggedWithout(res, FAILED, [s.w.studentA.token, "Ada Renamed", "ada.renamed@example.org"]);
  });

  it("whatever a NUL character in an email does, the log holds none of the sign-up", async () => {
    const email = "nul\u0000probe@example.org";
    await post("sign_up", {
      user: {
        name: "Nul Probe",
        email,
        password: "nul-password-1",
        password_confirmation: "nul-password-1",
        cla_role_id: 1,
        cla_cohort_id: s.w.cohortA,
      },
    });
    const log = s.t.logLines.join("\n");
    for (const secret of ["Nul Probe", "probe@example.org", "nul-password-1", "$argon2", "params"]) {
      expect(log).not.toContain(secret);
    }
  });
});
