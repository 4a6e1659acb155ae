/**
 * Named statements on PGlite (pglite-named-statements.ts): the same answers as PGlite's own `query()`,
 * errors with their SQLSTATE and constraint and a usable connection afterwards, concurrent first uses of
 * new texts, and values that keep the unnamed path. (The whole API suite runs through it on PGlite.)
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgliteParsers, TEXT_TYPES } from "./index.ts";
import { withNamedStatements } from "./pglite-named-statements.ts";

let client: PGlite;
let named: PGlite;

beforeAll(async () => {
  client = new PGlite("memory://", { parsers: pgliteParsers });
  await client.exec(`CREATE TABLE t (id int PRIMARY KEY, name text UNIQUE, ok boolean, at timestamptz, n numeric(5, 2));
INSERT INTO t VALUES (1, 'Ada', true, '2025-03-10 09:30:00+00', 85.5), (2, 'Ben', NULL, NULL, NULL);`);
  named = withNamedStatements(client, TEXT_TYPES);
});
afterAll(() => client.close());

describe("withNamedStatements", () => {
  it("answers exactly as PGlite's own query, in object and array row modes", async () => {
    const text = "SELECT id, name, ok, at, n, $2::text AS echo FROM t WHERE id >= $1 ORDER BY id";
    for (const options of [undefined, { rowMode: "array" as const }]) {
      for (let run = 0; run < 3; run++) {
        expect(await named.query(text, [1, null], options)).toEqual(
          await client.query(text, [1, null], options),
        );
      }
    }
    expect((await named.query<{ ok: boolean }>("SELECT ok FROM t WHERE ok = $1", [true])).rows).toEqual([
      { ok: true },
    ]);
  });

  it("serves drizzle's parsers for types kept as text from the client's own, and applies any other", async () => {
    const text = "SELECT id, at, n, '1 day'::interval AS gap FROM t WHERE id = $1";
    const keptAsText = {
      rowMode: "array" as const,
      parsers: { 1184: (v: string) => v, 1186: (v: string) => v },
    };
    expect(await named.query(text, [1], keptAsText)).toEqual(await client.query(text, [1], keptAsText));
    const doubled = { parsers: { 23: (v: string) => Number(v) * 2 } };
    expect((await named.query<{ id: number }>(text, [1], doubled)).rows[0]!.id).toBe(2);
  });

  it("parses and plans a text once, then only binds and executes it", async () => {
    const parse = vi.spyOn(client, "execProtocolStream");
    const text = "SELECT name FROM t WHERE id = $1";
    await named.query(text, [1]);
    await named.query(text, [2]);
    // Parse + bind + describe + execute + sync, then bind + describe + execute + sync.
    expect(parse).toHaveBeenCalledTimes(9);
    parse.mockRestore();
  });

  it("reports a failed statement with its SQLSTATE and constraint, and the next statement still runs", async () => {
    const insert = "INSERT INTO t (id, name) VALUES ($1, $2)";
    await expect(named.query(insert, [3, "Ada"])).rejects.toMatchObject({
      code: "23505",
      constraint: "t_name_key",
    });
    await expect(named.query("SELECT * FROM t WHERE id = $1::int / $2::int", [1, 0])).rejects.toMatchObject({
      code: "22012",
    });
    expect((await named.query(insert, [3, "Chi"])).affectedRows).toBe(1);
    expect((await named.query<{ name: string }>("SELECT name FROM t WHERE id = $1", [3])).rows).toEqual([
      { name: "Chi" },
    ]);
  });

  it("waits for an open transaction, as PGlite's own query does, and never runs inside it", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, name) VALUES (100, 'Uncommitted')");
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20)); // the transaction is open
    const read = named.query<{ n: number }>("SELECT count(*)::int AS n FROM t WHERE id = $1", [100]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("names many new texts used at the same time without a clash", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => named.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [i])),
    );
    expect(answers.map((answer) => answer.rows[0]!.v)).toEqual(Array.from({ length: 20 }, (_, i) => 2 * i));
  });

  it("leaves statements without parameters, and values that are not plain, to PGlite's own path", async () => {
    const query = vi.spyOn(client, "query");
    await named.query("SELECT 1");
    await named.query("SELECT $1::jsonb AS j", [{ a: 1 }]);
    expect(query).toHaveBeenCalledTimes(2);
    query.mockRestore();
  });
});
