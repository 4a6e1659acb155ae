/** A screen's filter read from its URL's query (`names` only, empty values left out), so a reload keeps it. */
export function readFilter<N extends string>(
  params: URLSearchParams,
  names: readonly N[],
): Partial<Record<N, string>> {
  const filter: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  return filter;
}

/** The query that names `filter` (empty values left out), for `setSearchParams`. */
export function filterQuery<N extends string>(
  filter: Partial<Record<N, string>>,
  names: readonly N[],
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of names) {
    const value = filter[name];
    if (value) query.set(name, value);
  }
  return query;
}
