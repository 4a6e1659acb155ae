/**
 * The caller lookup is prepared once per database (src/http/auth.ts, decision 144) but nothing about
 * a session is kept between requests: a sign-out through one instance refuses the token on the very
 * next request through another. On PostgreSQL the second instance has its own pool (its own prepared
 * statements); PGlite allows one process per data directory, so there it is a second app on it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { openDatabase, type Database } from "../db/index.ts";
import { insertWorld, startTestApp, type TestApp, type World } from "../test/harness.ts";

let t: TestApp;
let w: World;
let other: Database;
let otherApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await startTestApp();
  w = await insertWorld(t);
  other =
    t.database.engine === "postgres"
      ? await openDatabase({ databaseUrl: t.settings.databaseUrl, dataDir: null })
      : t.database;
  otherApp = createApp({ ...t.deps, database: other });
});

afterAll(async () => {
  if (other !== t.database) await other.close();
  await t.close();
});

const me = (app: ReturnType<typeof createApp>, token: string) =>
  app.request("/api/v1/me", { headers: { authorization: `Bearer ${token}` } });

describe("a revoked session", () => {
  it("is refused by every instance on its next request", async () => {
    const token = w.studentA.token;
    // Both instances have used (prepared) their lookup for this token.
    expect((await me(t.app, token)).status).toBe(200);
    expect((await me(otherApp, token)).status).toBe(200);
    const signOut = await t.request("POST", "/api/v1/sign_out", { token });
    expect(signOut.status).toBe(200);
    expect((await me(otherApp, token)).status).toBe(401);
    expect((await me(t.app, token)).status).toBe(401);
    // Another user's session is untouched.
    expect((await me(otherApp, w.studentB.token)).status).toBe(200);
  });
});
