/**
 * A chunk's import made at most once (a failed import may be tried again), which remembers the module once it has
 * arrived: a lazy screen whose chunk is in renders at once instead of suspending (app/lazyScreen.tsx). A screen
 * that suspends shows its loading state, and React then holds the screen back for up to 300 ms after that
 * fallback appeared (its reveal throttle): a landing or a first visit paid it once per lazy level (decision 170).
 */
export interface Chunk<T> {
  (): Promise<T>;
  /** The module, once its import has resolved. */
  loaded: T | undefined;
}

export function chunk<T>(load: (() => Promise<T>) | Chunk<T>): Chunk<T> {
  if ("loaded" in load) return load;
  let loading: Promise<T> | null = null;
  const get: Chunk<T> = Object.assign(
    () =>
      (loading ??= load().then(
        (module) => (get.loaded = module),
        (failure: unknown) => {
          loading = null;
          throw failure;
        },
      )),
    { loaded: undefined },
  );
  return get;
}
