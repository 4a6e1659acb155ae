import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailed } from "@cla/domain/client";
import { lazy, type ComponentType, type ReactNode } from "react";
import { chunk, type Chunk } from "./chunks";
import { ScreenLoadFailed } from "./ScreenStates";

type ScreenModule<P> = { default: ComponentType<P> };

/** A screen whose code loads on demand; `load()` fetches it ahead (the build, to render a shell's first screen). */
export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  load: () => Promise<unknown>;
}

/**
 * React.lazy for one screen, so each screen is its own chunk and /login loads only its own code.
 * A chunk that fails, or has not arrived after 120 s (docs/product.md §9), becomes a screen saying
 * 'Loading chunk {name} failed' (docs/product.md §8) with a reload button. It is resolved rather than thrown,
 * so no error boundary is needed and nothing is logged as an application error.
 * A screen whose chunk has already arrived (fetched ahead, app/chunks.ts) renders at once, without suspending;
 * so can the build, after `load()`, render a shell's first screen into the page (decision 170).
 */
export function lazyScreen<P extends object>(
  name: string,
  load: (() => Promise<ScreenModule<P>>) | Chunk<ScreenModule<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyScreen<P> {
  const code = chunk(load);
  const failed: ScreenModule<P> = { default: () => <ScreenLoadFailed message={chunkLoadFailed(name)} /> };
  const Lazy = lazy(
    () =>
      new Promise<ScreenModule<P>>((resolve) => {
        const timer = setTimeout(() => resolve(failed), timeoutMs);
        code().then(
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
    const Arrived = code.loaded?.default;
    return Arrived ? <Arrived {...props} /> : <Lazy {...props} />;
  }
  Screen.load = code;
  return Screen;
}
