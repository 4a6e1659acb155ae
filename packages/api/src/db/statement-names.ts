/**
 * Named statements on node-postgres (docs/decisions/151): each parameterised statement text gets a name
 * on first use, so every connection parses and plans it once instead of on every request.
 */

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
