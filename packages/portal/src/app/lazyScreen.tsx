import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailed } from "@cla/domain/client";
import { lazy, type ComponentType } from "react";
import { ScreenLoadFailed } from "./ScreenStates";

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen whose code loads on demand; `load()` fetches it ahead (the build, to render a shell's first screen). */
export interface LazyScreen<P extends object> {
  (props: P): React.ReactNode;
  load: () => Promise<void>;
}

/**
 * React.lazy for one screen, so each screen is its own chunk and /login loads only its own code.
 * A chunk that fails, or has not arrived after 120 s (docs/product.md §9), becomes a screen saying
 * 'Loading chunk {name} failed' (docs/product.md §8) with a reload button. It is resolved rather than thrown,
 * so no error boundary is needed and nothing is logged as an application error.
 * Once the chunk has arrived the screen renders at once, without suspending: so a later visit shows no loading
 * state, and the build can render a shell's first screen into the page after `load()` (decision 170).
 */
export function lazyScreen<P extends object>(
  chunk: string,
  load: () => Promise<ScreenModule<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyScreen<P> {
  let arrived: ComponentType<P> | null = null;
  const fetchChunk = () =>
    load().then((module) => {
      arrived = module.default;
      return module;
    });
  const failed: ScreenModule<P> = { default: () => <ScreenLoadFailed message={chunkLoadFailed(chunk)} /> };
  const Lazy = lazy(
    () =>
      new Promise<ScreenModule<P>>((resolve) => {
        const timer = setTimeout(() => resolve(failed), timeoutMs);
        fetchChunk().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          () => {
            clearTimeout(timer);
            resolve(failed);
          },
        );
      }),
  );
  function Screen(props: P) {
    const Arrived = arrived;
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  Screen.load = () => fetchChunk().then(() => undefined);
  return Screen;
}
