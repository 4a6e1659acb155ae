/**
 * PGlite with named prepared statements (docs/decisions/144, second round).
 *
 * PGlite's `query()` sends every statement unnamed: the embedded PostgreSQL parses and plans it anew on
 * each call. For the caller lookup that every authenticated request runs (four tables joined), planning
 * took 0.6 ms and execution 0.1 ms, so on PGlite each request paid most of its database time planning.
 * node-postgres keeps named statements per connection; this gives PGlite the same: the first call of a
 * parameterised statement text parses it under a name, later calls only bind and execute it, and the
 * plan cache of PostgreSQL does the rest (a generic plan once it is as good as a custom one).
 *
 * It is PGlite's own query path (runExclusive, one sync, syncToFs afterwards, the same result parsing)
 * minus the Parse and Describe-statement messages. Statements inside a transaction go through the
 * transaction object, which drizzle gets from PGlite itself, so they keep the unnamed path.
 */
import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Distinct statement texts given a name; later texts use the unnamed path (memory stays bounded). */
const MAX_NAMED = 500;

type Param = string | number | boolean | bigint;

/** Params sent as their text form, which PostgreSQL reads exactly as PGlite's own serialisers write them. */
function isPlain(value: unknown): value is Param | null | undefined {
  return value == null || ["string", "number", "boolean", "bigint"].includes(typeof value);
}

/**
 * `client` with `query()` answering parameterised statements through named prepared statements. Other
 * members are PGlite's own (bound to it: its private fields do not survive a proxy as `this`).
 */
export function withNamedStatements(client: PGlite): PGlite {
  const names = new Map<string, string>();

  async function namedQuery<T>(text: string, values: (string | null)[], options?: QueryOptions) {
    return client.runExclusive(async () => {
      const stream = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
      const messages = [];
      let name = names.get(text);
      try {
        if (name === undefined) {
          name = `cla_${names.size}`;
          messages.push(...(await stream(protocol.serialize.parse({ name, text, types: [] }))));
          names.set(text, name);
        }
        messages.push(...(await stream(protocol.serialize.bind({ statement: name, values }))));
        messages.push(...(await stream(protocol.serialize.describe({ type: "P" }))));
        messages.push(...(await stream(protocol.serialize.execute({}))));
      } finally {
        messages.push(...(await stream(protocol.serialize.sync())));
      }
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });
  }

  function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const nameable = names.has(text) || names.size < MAX_NAMED;
    if (!nameable || !params?.length || !params.every(isPlain)) return client.query<T>(text, params, options);
    return namedQuery<T>(
      text,
      params.map((value) => (value == null ? null : String(value))),
      options,
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
