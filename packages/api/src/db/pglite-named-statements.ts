/**
 * Named statements on PGlite (docs/decisions/151): PGlite's own `query()` sends Parse and Describe for
 * every statement; this one sends them for a text's first use only. And the client's own parsers, not a
 * merge per statement (decision 156).
 */
import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";
import { StatementNames } from "./statement-names.ts";

type Plain = string | number | boolean | bigint | null | undefined;

/** Values sent in their text form, which PostgreSQL reads exactly as PGlite's own serialisers write them. */
function isPlain(value: unknown): value is Plain {
  return value == null || ["string", "number", "boolean", "bigint"].includes(typeof value);
}

/**
 * `options` without drizzle's parsers when the client already has them. drizzle hands PGlite, with every
 * statement, parsers that keep dates, times, timestamps, intervals and numeric arrays as text, and PGlite then
 * copies its hundred default parsers into a new object to add them, for every statement (`parseResults`).
 * The client is opened with those very parsers (db/index.ts, `TEXT_TYPES`), so when drizzle's name only
 * types kept as text they are left out and the client's own serve: 18 % less server CPU per request on the
 * cohort day (decision 156).
 */
function withoutKeptParsers(options: QueryOptions | undefined, keptAsText: ReadonlySet<number>) {
  if (options?.parsers === undefined) return options;
  for (const oid of Object.keys(options.parsers)) if (!keptAsText.has(Number(oid))) return options;
  const { parsers: _drizzles, ...rest } = options;
  return rest;
}

/**
 * `client` with `query()` running parameterised statements as named ones. It is PGlite's own query path
 * (the transaction and query locks, one sync, syncToFs afterwards, the same result parsing) minus the
 * Parse and Describe messages after the first use. Statements inside a transaction go through the
 * transaction object that drizzle gets from PGlite itself, and keep the unnamed path. Other members are
 * PGlite's own, bound to it (its private fields do not accept a proxy as `this`).
 */
export function withNamedStatements(
  client: PGlite,
  keptAsText: readonly number[],
  names = new StatementNames(),
): PGlite {
  const parsed = new Set<string>();
  const kept = new Set(keptAsText);

  function namedQuery<T>(name: string, text: string, values: (string | null)[], options?: QueryOptions) {
    // PGlite has one session: like its own query(), wait for an open transaction to end (the transaction
    // lock), then hold the protocol for this statement's messages (the query lock).
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
        const messages = [];
        try {
          if (!parsed.has(name)) {
            messages.push(...(await send(protocol.serialize.parse({ name, text, types: [] }))));
            parsed.add(name);
          }
          messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
          messages.push(...(await send(protocol.serialize.describe({ type: "P" }))));
          messages.push(...(await send(protocol.serialize.execute({}))));
        } finally {
          messages.push(...(await send(protocol.serialize.sync())));
        }
        await client.syncToFs();
        const parsers = client.parsers as Parameters<typeof parse.parseResults>[1];
        return parse.parseResults(messages, parsers, options)[0] as Results<T>;
      }),
    );
  }

  function query<T>(text: string, params?: unknown[], given?: QueryOptions): Promise<Results<T>> {
    const options = withoutKeptParsers(given, kept);
    const name = params?.length && params.every(isPlain) ? names.nameOf(text) : undefined;
    if (name === undefined) return client.query<T>(text, params, options);
    const values = params!.map((value) => (value == null ? null : String(value)));
    return namedQuery<T>(name, text, values, options);
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
