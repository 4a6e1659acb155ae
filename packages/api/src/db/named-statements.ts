/**
 * Named prepared statements on both engines (docs/decisions/144, second round).
 *
 * drizzle sends a statement unnamed unless the code calls `.prepare(name)`, so PostgreSQL parsed and
 * planned every statement of every request anew. Planning was most of the database's work on the
 * request path: the caller lookup (four tables joined) planned in 0.6 ms and ran in 0.1 ms on PGlite,
 * and on PostgreSQL naming the statements halved the database CPU per request (courses 0.45 → 0.24 ms).
 * So each parameterised statement text gets a name on first use: node-postgres then parses it once per
 * connection and PGlite once per database, and PostgreSQL's plan cache keeps a generic plan once it is
 * as good as a custom one. Statements without parameters (migrations, scripts) keep the unnamed path.
 */
import { parse, type PGlite, protocol, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Names for statement texts. The app has a few hundred texts; a text past `max` stays unnamed, so
 * neither this map nor a connection's prepared statements grow without bound.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();

  constructor(readonly max = 500) {}

  /** The name of `text`, given on its first use; undefined once `max` texts have one. */
  nameOf(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < this.max) {
      name = `cla_${this.#names.size}`;
      this.#names.set(text, name);
    }
    return name;
  }
}

/** node-postgres's query config as drizzle passes it. */
interface QueryConfig {
  text: string;
  name?: string;
}

/**
 * The arguments of a pool's `query()` with a name added to a parameterised statement; node-postgres
 * parses a named statement once per connection and afterwards only binds and executes it.
 */
export function namePoolQuery(names: StatementNames, args: unknown[]): unknown[] {
  const [config, values] = args as [QueryConfig | string, unknown];
  if (typeof config !== "object" || config.name !== undefined) return args;
  if (!Array.isArray(values) || values.length === 0) return args;
  const name = names.nameOf(config.text);
  return name === undefined ? args : [{ ...config, name }, ...args.slice(1)];
}

type Plain = string | number | boolean | bigint | null | undefined;

/** Values sent in their text form, which PostgreSQL reads exactly as PGlite's own serialisers write them. */
function isPlain(value: unknown): value is Plain {
  return value == null || ["string", "number", "boolean", "bigint"].includes(typeof value);
}

type Parsers = NonNullable<QueryOptions["parsers"]>;

/**
 * PGlite's type parsers with a statement's own (drizzle passes nine per statement) merged once. PGlite's
 * parseResults spreads its ~320 parsers and the statement's into a new object for every statement it
 * parses, ~80 µs each on this machine (decision 152). drizzle makes new functions per query object, so
 * a merge is kept per parsers object and per their source texts (the same texts parse alike: they
 * close over nothing but constants; a text is at most a few hundred characters), at most `max` of them.
 */
export class MergedParsers {
  readonly #byObject = new WeakMap<Parsers, Parsers>();
  readonly #bySource = new Map<string, Parsers>();

  constructor(
    readonly base: Parsers,
    readonly max = 50,
  ) {}

  of(own: Parsers | undefined): Parsers {
    if (own === undefined) return this.base;
    let parsers = this.#byObject.get(own);
    if (parsers !== undefined) return parsers;
    const source = Object.entries(own)
      .map(([oid, parser]) => `${oid}:${String(parser)}`)
      .join("\n");
    parsers = this.#bySource.get(source);
    if (parsers === undefined) {
      parsers = { ...this.base, ...own };
      if (this.#bySource.size < this.max) this.#bySource.set(source, parsers);
    }
    this.#byObject.set(own, parsers);
    return parsers;
  }
}

/**
 * `client` with `query()` running parameterised statements as named ones. It is PGlite's own query path
 * (the transaction and query locks, one sync, syncToFs afterwards, the same result parsing) minus the
 * Parse and Describe messages after the first use. Statements inside a transaction go through the
 * transaction object that drizzle gets from PGlite itself, and keep the unnamed path. Other members are
 * PGlite's own, bound to it (its private fields do not accept a proxy as `this`).
 */
export function withNamedStatements(client: PGlite, names = new StatementNames()): PGlite {
  const parsed = new Set<string>();
  const merged = new MergedParsers(client.parsers as Parsers);

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
        // The parsers merged once, not by parseResults on every statement (decision 152).
        const parsers = merged.of(options?.parsers);
        const rest = options?.parsers ? { ...options, parsers: undefined } : options;
        return parse.parseResults(
          messages,
          parsers as Parameters<typeof parse.parseResults>[1],
          rest,
        )[0] as Results<T>;
      }),
    );
  }

  function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
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
