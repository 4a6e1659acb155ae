/**
 * The machine's ceiling for reads in bench/api: a bare Hono handler on the same database, through the
 * same drivers and settings as the server (@cla/api/db), with no middleware, doing the two indexed
 * queries any authenticated read needs at least: the session by its token hash (unique index), then its
 * user by primary key. Each read of the load run is divided by this one, so the ratio holds on a noisy
 * machine. (Writes have their own ceiling, write-ceiling-server.ts.)
 *
 *   PORT=… CLA_DATA_DIR=<absolute> | DATABASE_URL=…  node --import tsx bench/api/ceiling-server.ts
 *   GET /ceiling with `Authorization: Bearer <token>` → {"id": …, "name": …}
 */
import { serve } from "@hono/node-server";
import { openDatabase, schema } from "@cla/api/db";
import { hashToken } from "@cla/api/tokens";
import { eq } from "drizzle-orm";
import { Hono } from "hono";

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: process.env.CLA_DATA_DIR ?? null,
});
const { db } = database;
const { sessions, users } = schema;

const app = new Hono();
app.get("/ceiling", async (c) => {
  const token = c.req.header("authorization")?.replace(/^Bearer /i, "") ?? "";
  const [session] = await db
    .select({ user_id: sessions.user_id })
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(token)))
    .limit(1);
  if (!session) return c.json({ error: "unknown session" }, 401);
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, session.user_id))
    .limit(1);
  return c.json(user ?? null);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT) }, (info) => {
  process.stdout.write(`ceiling listening on ${info.port}\n`);
});
const stop = () => {
  server.close();
  void database.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
