import { useSearchParams } from "react-router";

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

/** A screen's filter kept in its URL's query: the filter, and the setter that replaces it (see above). */
export function useQueryFilter<N extends string>(
  names: readonly N[],
): [Partial<Record<N, string>>, (filter: Partial<Record<N, string>>) => void] {
  const [params, setParams] = useSearchParams();
  return [readFilter(params, names), (filter) => setParams(filterQuery(filter, names))];
}
